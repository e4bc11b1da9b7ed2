import { describe, expect, it } from 'vitest';

// The schemas are imported inside the test: a malformed discriminated union (an option without its `type`
// literal) throws while the module loads, and a static import would turn that into a failed file with no failed
// test, which Stryker does not count as a kill.
describe('clientMessageSchema as loaded', () => {
  it('tells every client message apart by its type', async () => {
    const { clientMessageSchema } = await import('./realtime.schemas');
    expect(clientMessageSchema.parse({ type: 'auth', token: 't' })).toEqual({ type: 'auth', token: 't' });
    expect(clientMessageSchema.parse({ type: 'subscribe', channels: ['routes'] })).toEqual({
      type: 'subscribe',
      channels: ['routes'],
    });
    expect(clientMessageSchema.parse({ type: 'unsubscribe', channels: ['routes'] })).toEqual({
      type: 'unsubscribe',
      channels: ['routes'],
    });
    expect(clientMessageSchema.parse({ type: 'ping' })).toEqual({ type: 'ping' });
  });
});
