import { describe, expect, it } from 'vitest';
import { canChangePartnerStatus, isPartnerStatus, PARTNER_STATUS_LABELS } from './partner-status';

describe('canChangePartnerStatus', () => {
  it('accredits only a blocked partner and blocks only an accredited one', () => {
    expect(canChangePartnerStatus('accredit', 3)).toBe(true);
    expect(canChangePartnerStatus('block', 1)).toBe(true);
    expect(canChangePartnerStatus('accredit', 1)).toBe(false);
    expect(canChangePartnerStatus('block', 3)).toBe(false);
  });
});

describe('isPartnerStatus', () => {
  it('knows 1 and 3 only, each with a Russian label', () => {
    expect([0, 1, 2, 3].filter(isPartnerStatus)).toEqual([1, 3]);
    expect(Object.values(PARTNER_STATUS_LABELS)).toEqual(['Аккредитован', 'Заблокирован']);
  });
});
