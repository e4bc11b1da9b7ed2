import { FIELD_LABELS, FILE_REFERENCE_PARTS } from '@portal/contract/validation/field-labels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from './factories';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type JsonSchema = {
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  'x-field-labels'?: Record<string, string>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Every name a request may carry: query parameters and the body's properties at any depth. */
const requestFieldNames = (document: Document, operation: Operation): Set<string> => {
  const names = new Set<string>();
  const seen = new Set<JsonSchema>();
  const walk = (schema: JsonSchema | boolean | undefined) => {
    if (!schema || typeof schema === 'boolean') return;
    const resolved = schema.$ref ? document.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
    if (!resolved || seen.has(resolved)) return;
    seen.add(resolved);
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      names.add(name);
      walk(property);
    }
    walk(resolved.items);
    walk(resolved.additionalProperties);
    for (const part of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])])
      walk(part);
  };
  for (const parameter of operation.parameters ?? []) if (parameter.in === 'query') names.add(parameter.name);
  for (const content of Object.values(operation.requestBody?.content ?? {})) walk(content.schema);
  return names;
};

describe('the Russian names of request fields', () => {
  it('name every field of every call, so no 422 shows a field by its English key', () => {
    const document = t.app.swagger() as unknown as Document;
    const unnamed: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const own = operation['x-field-labels'] ?? {};
        for (const name of requestFieldNames(document, operation)) {
          if (!(own[name] ?? FIELD_LABELS[name]) && !FILE_REFERENCE_PARTS.has(name))
            unnamed.push(`${method.toUpperCase()} ${path}: ${name}`);
        }
      }
    }
    expect(unnamed).toEqual([]);
  });

  it("use a route's own names where a shared name means something else there", async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/contractors/${carrier.company.id}/attorneys`,
      headers: carrier.auth,
      payload: { dateFrom: '2026-13-01' },
    });
    expect(response.statusCode).toBe(422);
    const { errors, fields } = response.json();
    expect(errors).toContain('Действует с: укажите дату в формате ГГГГ-ММ-ДД');
    // The line rides with the field, so a form's leftover toasts read the same.
    expect(fields).toContainEqual(
      expect.objectContaining({ path: ['dateFrom'], line: 'Действует с: укажите дату в формате ГГГГ-ММ-ДД' }),
    );
  });
});
