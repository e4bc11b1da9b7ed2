import { describe, expect, it } from 'vitest';
import type { ContractorStatus } from './contractor-status';
import { CONTRACTOR_STATUS, CONTRACTOR_STATUS_LABELS, canTransition } from './contractor-status';

const { new: NEW, verified: VERIFIED, sentForVerification: SENT, rejected: REJECTED } = CONTRACTOR_STATUS;

// The server refuses any other source state with 409.
describe('canTransition', () => {
  it.each([
    ['sendForVerification', NEW],
    ['sendForVerification', REJECTED],
    ['verify', SENT],
    ['verify', REJECTED],
    ['reject', SENT],
    ['reject', VERIFIED],
  ] as const)('allows %s from status %i', (transition, status) => {
    expect(canTransition(transition, status)).toBe(true);
  });

  it.each([
    ['sendForVerification', SENT],
    ['sendForVerification', VERIFIED],
    ['verify', NEW],
    ['verify', VERIFIED],
    ['reject', NEW],
    ['reject', REJECTED],
  ] as const)('refuses %s from status %i', (transition, status) => {
    expect(canTransition(transition, status)).toBe(false);
  });
});

describe('CONTRACTOR_STATUS_LABELS', () => {
  it('has a Russian label for every status', () => {
    const statuses = Object.values(CONTRACTOR_STATUS) as ContractorStatus[];
    for (const status of statuses) expect(CONTRACTOR_STATUS_LABELS[status]).toMatch(/^[А-ЯЁ]/);
  });
});
