import { readFileSync } from 'node:fs';
import type { Access } from '@portal/contract/access';
import {
  bodySlots,
  INT4_OVERFLOW,
  INVALID_VALUES,
  type JsonSchema,
  NUL,
  type Operation,
  type Parameter,
  percentEncode,
  RANDOM_VALUES_PER_SLOT,
  RAW_BODIES,
  RAW_PATH_VALUES,
  sample,
  withValueAt,
} from './fuzz-values';

/** Issue 11: the operations of docs/openapi.json and what the fuzzer sends each of them. */

// ---------- the document ----------

const document = JSON.parse(
  readFileSync(new URL('../../../../docs/openapi.json', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

export const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => {
    const body = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
      ?.content?.['application/json']?.schema;
    return {
      method: method.toUpperCase(),
      path,
      access: operation['x-access'] as Access,
      parameters: (operation.parameters as Parameter[] | undefined) ?? [],
      body: body ?? null,
    };
  }),
);

export type Attempt = {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  raw?: { contentType: string | undefined; payload: string };
};

/** Path parameters that name the caller's own company: the sender fills them from the session. */
export const COMPANY_PARAMETERS = new Set(['customerId', 'contractorId']);

/**
 * The attempts of one operation: a plausible request, then one bad value per slot, then raw bodies. A read or a
 * delete sends its plausible request with every record id of the path from 1 to `idSpread`, so that on a seeded
 * database it meets real records and, deleting, their references (writes keep id 1: each one that succeeds may
 * start a recompute, and the bad values already reach the records they name).
 */
export const attemptsOf = (operation: Operation, random: () => number, idSpread = 1): Attempt[] => {
  const pick = () => INVALID_VALUES[Math.floor(random() * INVALID_VALUES.length)];
  const badValues = () => [INT4_OVERFLOW, NUL, ...Array.from({ length: RANDOM_VALUES_PER_SLOT }, pick)];
  const query: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required) query[parameter.name] = sample(parameter.schema);
  }
  const body = operation.body ? sample(operation.body) : undefined;
  const attempts: Attempt[] = [{ query, body }];
  const recordIds = operation.parameters.filter(
    (parameter) => parameter.in === 'path' && !COMPANY_PARAMETERS.has(parameter.name),
  );
  const spreadsIds = recordIds.length > 0 && (operation.method === 'GET' || operation.method === 'DELETE');
  for (let id = 2; spreadsIds && id <= idSpread; id += 1) {
    const path = Object.fromEntries(recordIds.map((parameter) => [parameter.name, String(id)]));
    attempts.push({ path, query, body });
  }

  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      for (const value of badValues()) {
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        attempts.push({ path: { [parameter.name]: percentEncode(text) }, query, body });
      }
      for (const raw of RAW_PATH_VALUES) attempts.push({ path: { [parameter.name]: raw }, query, body });
    }
    if (parameter.in === 'query') {
      for (const value of badValues()) attempts.push({ query: { ...query, [parameter.name]: value }, body });
      attempts.push({ query: { ...query, [parameter.name]: [NUL, String(INT4_OVERFLOW)] }, body });
    }
  }
  // A query the operation does not declare, and one whose encoding is broken.
  attempts.push({ query: { ...query, [`unknown${NUL}`]: NUL }, body });

  if (operation.body) {
    for (const slot of bodySlots(operation.body)) {
      for (const value of badValues()) attempts.push({ query, body: withValueAt(body, slot, value) });
    }
    for (const raw of RAW_BODIES) attempts.push({ query, raw });
  } else if (operation.method !== 'GET') {
    // A body the operation does not take is still parsed: broken JSON and foreign types must not break it.
    for (const raw of RAW_BODIES.filter((_, index) => index % 4 === 1)) attempts.push({ query, raw });
  }
  return attempts;
};
