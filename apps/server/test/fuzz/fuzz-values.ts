import { randomUUID } from 'node:crypto';
import type { Access } from '@portal/contract/access';

/**
 * Issue 11: the values the fuzzer sends: plausible ones built from a slot's JSON schema, so that one bad slot is what
 * a request gets wrong, and the int4 overflow, a NUL and random invalid ones (a seeded PRNG: FUZZ_SEED reproduces a
 * run), raw bodies and broken path segments.
 */

export type JsonSchema = {
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
export type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};
export type Operation = {
  method: string;
  path: string;
  access: Access;
  parameters: Parameter[];
  body: JsonSchema | null;
};

export const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
export const RANDOM_VALUES_PER_SLOT = 3;
export const INT4_OVERFLOW = 2147483648;
export const NUL = '\u0000';

/** mulberry32: small, fast and the same on every machine, so a seed names one run. */
export const prng = (seed: number) => {
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
export const INVALID_VALUES: unknown[] = [
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
export const RAW_BODIES: Array<{ contentType: string | undefined; payload: string }> = [
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
export const RAW_PATH_VALUES = ['%', '%E0%A4%A', '..%2F..%2F', '%2F', `${'9'.repeat(5000)}`];

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

export const sample = (schema: JsonSchema, depth = 0): unknown => {
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
export const bodySlots = (
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

export const withValueAt = (body: unknown, slot: Array<string | number>, value: unknown): unknown => {
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
export const percentEncode = (value: string): string => {
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

export const queryString = (query: Record<string, unknown>): string => {
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
