import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

const isoDate = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

const user = z.object({
  id: z.number().int(),
  username: z.email(),
  roles: z.array(z.enum(['ROLE_USER', 'ROLE_ADMIN'])),
  company: z.object({ name: z.string() }).nullable(),
  createdAt: isoDate,
});

const row = {
  id: 7,
  username: 'admin@shipper.demo',
  passwordHash: '$argon2id$secret',
  roles: ['ROLE_ADMIN'],
  company: { name: 'ООО «Грузы»', inn: '7707083893' },
  createdAt: new Date('2026-11-24T09:00:00.000Z'),
};

describe('responseSerializerCompiler', () => {
  it('sends only the fields the schema names, nested ones too', () => {
    expect(JSON.parse(compile(user)(row))).toEqual({
      id: 7,
      username: 'admin@shipper.demo',
      roles: ['ROLE_ADMIN'],
      company: { name: 'ООО «Грузы»' },
      createdAt: '2026-11-24T09:00:00.000Z',
    });
  });

  it('writes what the serializer of fastify-type-provider-zod writes', () => {
    const theirs = serializerCompiler({ schema: user, method: 'GET', url: '/api/test', httpStatus: '200' });
    expect(compile(user)(row)).toBe(theirs(row));
    const list = z.object({ items: z.array(user), total: z.number() });
    const page = { items: [row, { ...row, id: 8, company: null }], total: 2, extra: true };
    expect(compile(list)(page)).toBe(
      serializerCompiler({ schema: list, method: 'GET', url: '/api/test', httpStatus: '200' })(page),
    );
  });

  it('refuses a body that breaks its schema, naming the route', () => {
    let failure: unknown;
    try {
      compile(user)({ ...row, id: 'seven' });
    } catch (error) {
      failure = error;
    }
    expect(isResponseSerializationError(failure)).toBe(true);
    expect(failure).toMatchObject({ method: 'GET', url: '/api/test', cause: expect.any(z.ZodError) });
  });
});
