import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Access } from '@portal/contract/access';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from './factories';
import { CYRILLIC } from './problem';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 11: every operation of docs/openapi.json, driven by the document alone, so an endpoint added later is
 * fuzzed with no new test code. Each path, query and body slot gets the int4 overflow, a NUL and a few random
 * invalid values (a seeded PRNG: FUZZ_SEED reproduces a run); bodies also come raw and under wrong content
 * types. Requests carry a real token of the side the operation's `x-access` names. No answer may be a 5xx, every
 * 4xx is the Russian problem body, and the server is healthy at the end.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  nullable?: boolean;
};
type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};
type Operation = {
  method: string;
  path: string;
  access: Access;
  parameters: Parameter[];
  body: JsonSchema | null;
};

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RANDOM_VALUES_PER_SLOT = 3;
const INT4_OVERFLOW = 2147483648;
const NUL = '\u0000';

/** mulberry32: small, fast and the same on every machine, so a seed names one run. */
const prng = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
};

/** Values no slot accepts as they are, or accepts only at its edge. */
const INVALID_VALUES: unknown[] = [
  -1,
  0,
  -2147483649,
  2 ** 53 + 2,
  '9007199254740993',
  1e308,
  1.5,
  '',
  ' ',
  '-1',
  '+1',
  '00001',
  '1e3',
  '0x10',
  '١٢',
  '𝟙',
  'null',
  'abc',
  '\ud800',
  '\uffff',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  'я'.repeat(3000),
  'x'.repeat(70_000),
  true,
  null,
  [],
  {},
  [INT4_OVERFLOW],
  [NUL],
  { nested: NUL },
  Array.from({ length: 1000 }, (_, index) => index + 1),
];

/** What a raw body can be besides an object: broken, scalar, hostile or of another media type. */
const RAW_BODIES: Array<{ contentType: string | undefined; payload: string }> = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '2147483648' },
  {
    contentType: 'application/json',
    payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}',
  },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'application/json', payload: '\xff\xfe{"a":1}' },
  { contentType: 'text/plain', payload: 'text' },
  { contentType: 'application/xml', payload: '<a/>' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00&id=2147483648&b[]=1' },
  { contentType: ';;;', payload: '{}' },
  { contentType: undefined, payload: '{}' },
];

/** Path segments a client can send that are not a value at all: bad percent-encoding, traversal, a huge id. */
const RAW_PATH_VALUES = ['%', '%E0%A4%A', '..%2F..%2F', '%2F', `${'9'.repeat(5000)}`];

const SAMPLE_STRINGS = [
  '1',
  'Тест',
  'user@example.test',
  '2026-01-15',
  '2026-01-15T10:00:00.000Z',
  '10:00',
  '+7 900 000-00-00',
  '7707083893',
  '#ff0000',
  'a',
];

// ---------- the document ----------

const document = JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
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

// ---------- plausible values, so one bad slot is what a request gets wrong ----------

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

const sampleString = (schema: JsonSchema): string => {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'user@example.test';
  if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
  if (schema.format === 'date') return '2026-01-15';
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const fits = (value: string) =>
    (!pattern || pattern.test(value)) &&
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  return SAMPLE_STRINGS.find(fits) ?? 'a'.repeat(Math.max(1, schema.minLength ?? 1));
};

const sample = (schema: JsonSchema, depth = 0): unknown => {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant =
    schema.oneOf?.[0] ?? schema.anyOf?.find((option) => option.type !== 'null') ?? schema.allOf?.[0];
  if (variant) return sample(variant, depth);
  switch (typeOf(schema)) {
    case 'object': {
      if (depth > 6) return {};
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        value[name] = sample(property, depth + 1);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        schema.items ? sample(schema.items, depth + 1) : 1,
      );
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return null;
  }
};

/** Every place in a body a value can go: each property, at every depth, and the first item of each array. */
const bodySlots = (
  schema: JsonSchema,
  prefix: Array<string | number> = [],
  depth = 0,
): Array<Array<string | number>> => {
  if (depth > 6) return [];
  const variant =
    schema.oneOf?.[0] ?? schema.anyOf?.find((option) => option.type !== 'null') ?? schema.allOf?.[0];
  if (variant) return bodySlots(variant, prefix, depth);
  const type = typeOf(schema);
  if (type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
      [...prefix, name],
      ...bodySlots(property, [...prefix, name], depth + 1),
    ]);
  }
  if (type === 'array' && schema.items) {
    return [[...prefix, 0], ...bodySlots(schema.items, [...prefix, 0], depth + 1)];
  }
  return [];
};

const withValueAt = (body: unknown, slot: Array<string | number>, value: unknown): unknown => {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const key of slot.slice(0, -1)) {
    if (target[key] === null || typeof target[key] !== 'object')
      target[key] = typeof key === 'number' ? [] : {};
    target = target[key] as Record<string | number, unknown>;
  }
  target[slot.at(-1)!] = value;
  return copy;
};

// ---------- requests ----------

/** encodeURIComponent, except that a lone surrogate goes out as its WTF-8 bytes (invalid UTF-8) instead of throwing. */
const percentEncode = (value: string): string => {
  let encoded = '';
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xed, 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(character);
  }
  return encoded;
};

type Session = { auth: Record<string, string>; companyId: number };
type Side = 'customer' | 'contractor';

let t: TestApp;
const sessions = new Map<Side, Session>();
let requestCount = 0;
const statusCounts = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
const random = prng(SEED);

const sideOf = (access: Access): Side | null => {
  if (access === 'public') return null;
  return access.startsWith('contractor') ? 'contractor' : 'customer';
};

/** A signed-in admin of the side, made again if the fuzzing itself ended the session (logout, self-blocking). */
const sessionOf = async (side: Side): Promise<Session> => {
  const known = sessions.get(side);
  if (known) return known;
  const signedIn = await createSignedInUser(t.app, side, ['ROLE_ADMIN']);
  const session = { auth: signedIn.auth, companyId: signedIn.company.id };
  sessions.set(side, session);
  return session;
};

const pathValue = (parameter: Parameter, session: Session | null): string => {
  if ((parameter.name === 'customerId' || parameter.name === 'contractorId') && session) {
    return String(session.companyId);
  }
  return String(sample(parameter.schema));
};

const queryString = (query: Record<string, unknown>): string => {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    const key = percentEncode(name);
    const encode = (item: unknown) =>
      percentEncode(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
    if (Array.isArray(value)) for (const item of value) parts.push(`${key}[]=${encode(item)}`);
    else parts.push(`${key}=${encode(value)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
};

type Attempt = {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  raw?: { contentType: string | undefined; payload: string };
};

const describeAttempt = (operation: Operation, url: string, attempt: Attempt): string => {
  const body = attempt.raw
    ? `raw ${attempt.raw.contentType} ${JSON.stringify(attempt.raw.payload.slice(0, 80))}`
    : JSON.stringify(attempt.body ?? null)?.slice(0, 200);
  return `${operation.method} ${url.slice(0, 200)} ${body}`;
};

/** Sends one attempt and answers what is wrong with the answer, or null. */
const send = async (operation: Operation, attempt: Attempt): Promise<string | null> => {
  const side = sideOf(operation.access);
  let session = side ? await sessionOf(side) : null;
  const build = () => {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const raw = attempt.path?.[name];
      if (raw !== undefined) return raw;
      const parameter = operation.parameters.find((item) => item.in === 'path' && item.name === name);
      return encodeURIComponent(parameter ? pathValue(parameter, session) : '1');
    });
    return `${path}${queryString(attempt.query ?? {})}`;
  };
  const inject = async (url: string): Promise<LightMyRequestResponse> => {
    requestCount += 1;
    const headers: Record<string, string> = { ...(session?.auth ?? {}) };
    if (attempt.raw?.contentType) headers['content-type'] = attempt.raw.contentType;
    if (attempt.body !== undefined && !attempt.raw) headers['content-type'] = 'application/json';
    const payload = attempt.raw
      ? attempt.raw.payload
      : attempt.body === undefined
        ? undefined
        : JSON.stringify(attempt.body);
    const response = await t.app.inject({
      method: operation.method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    statusCounts[`${Math.floor(response.statusCode / 100)}xx` as keyof typeof statusCounts] += 1;
    return response;
  };
  let url = build();
  let response = await inject(url);
  if (response.statusCode === 401 && side) {
    // Did the fuzzing end this session (a logout, a password change)? Then try again as a fresh admin.
    const check = await t.app.inject({ method: 'GET', url: '/api/login/check', headers: session!.auth });
    if (check.statusCode === 401) {
      sessions.delete(side);
      session = await sessionOf(side);
      url = build();
      response = await inject(url);
    }
  }
  const label = describeAttempt(operation, url, attempt);
  if (response.statusCode >= 500) return `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  if (!/^application\/problem\+json/.test(String(response.headers['content-type']))) {
    return `${label} → ${response.statusCode} with ${response.headers['content-type']}: ${response.body.slice(0, 200)}`;
  }
  const problem = response.json() as { title?: string; detail?: string; status?: number };
  if (
    problem.status !== response.statusCode ||
    !CYRILLIC.test(problem.title ?? '') ||
    !CYRILLIC.test(problem.detail ?? '')
  ) {
    return `${label} → ${response.statusCode} not a Russian problem: ${response.body.slice(0, 200)}`;
  }
  return null;
};

/** The attempts of one operation: a plausible request, then one bad value per slot, then raw bodies. */
const attemptsOf = (operation: Operation): Attempt[] => {
  const pick = () => INVALID_VALUES[Math.floor(random() * INVALID_VALUES.length)];
  const badValues = () => [INT4_OVERFLOW, NUL, ...Array.from({ length: RANDOM_VALUES_PER_SLOT }, pick)];
  const query: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required) query[parameter.name] = sample(parameter.schema);
  }
  const body = operation.body ? sample(operation.body) : undefined;
  const attempts: Attempt[] = [{ query, body }];

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

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  const counts = Object.entries(statusCounts)
    .map(([range, count]) => `${count} × ${range}`)
    .join(', ');
  console.info(
    `fuzz: seed ${SEED}, ${requestCount} requests over ${operations.length} operations (${counts})`,
  );
  await t?.close();
});

describe(`fuzzing every operation of docs/openapi.json (seed ${SEED})`, () => {
  it('reads every operation and its access from the document', () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations)
      expect(operation.access, `${operation.method} ${operation.path}`).toBeTruthy();
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path} answers no 5xx and only Russian problems`, async () => {
      const failures: string[] = [];
      for (const attempt of attemptsOf(operation)) {
        const failure = await send(operation, attempt);
        if (failure) failures.push(failure);
      }
      expect(failures).toEqual([]);
    });
  }

  it('leaves the server healthy: health answers 200 and a real login works', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const signedIn = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const check = await t.app.inject({ method: 'GET', url: '/api/login/check', headers: signedIn.auth });
    expect(check.statusCode).toBe(200);
  });
});
