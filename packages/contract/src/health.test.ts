import { describe, expect, it } from 'vitest';
import { type Health, healthSchema, serverTimeSchema } from './health';

describe('healthSchema', () => {
  it('passes the state of the server and its database through', () => {
    const health: Health = {
      status: 'degraded',
      version: '0.1.0',
      database: { status: 'down', driver: 'postgres' },
    };
    expect(healthSchema.parse(health)).toEqual(health);
    expect(
      healthSchema.parse({ ...health, status: 'ok', database: { status: 'ok', driver: 'pglite' } }),
    ).toEqual({
      ...health,
      status: 'ok',
      database: { status: 'ok', driver: 'pglite' },
    });
  });

  it('knows no other state', () => {
    expect(
      healthSchema.safeParse({ status: 'fine', version: '1', database: { status: 'ok', driver: 'pglite' } })
        .success,
    ).toBe(false);
  });

  it('passes the server time through', () => {
    expect(serverTimeSchema.parse({ now: '2025-03-12T10:00:00.000Z' })).toEqual({
      now: '2025-03-12T10:00:00.000Z',
    });
  });
});
