import { describe, expect, it } from 'vitest';

// Imported inside the test: a malformed discriminated union throws while the module loads, and a static import
// would turn that into a failed file with no failed test, which Stryker does not count as a kill.
describe('verificationDecisionBodySchema as loaded', () => {
  it('tells a verification from a rejection by its status', async () => {
    const { verificationDecisionBodySchema } = await import('./verification.schemas');
    expect(verificationDecisionBodySchema.parse({ status: 1 })).toEqual({ status: 1 });
    expect(verificationDecisionBodySchema.parse({ status: 3, reason: 'Нет устава' })).toEqual({
      status: 3,
      reason: 'Нет устава',
    });
    expect(verificationDecisionBodySchema.safeParse({ status: 2 }).success).toBe(false);
  });
});
