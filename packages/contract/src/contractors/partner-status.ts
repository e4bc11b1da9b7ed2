// DESIGN 8: a customer's own partner status of a carrier, set by PATCH .../contractors/{cid}/status/1|3.
export const PARTNER_STATUS = {
  accredited: 1,
  blocked: 3,
} as const;
export type PartnerStatus = (typeof PARTNER_STATUS)[keyof typeof PARTNER_STATUS];

export const PARTNER_STATUS_LABELS: Record<PartnerStatus, string> = {
  1: 'Аккредитован',
  3: 'Заблокирован',
};

/** Allowed source states of each transition; the server refuses others with 409. */
export const PARTNER_TRANSITIONS = {
  accredit: { from: [3], to: 1 },
  block: { from: [1], to: 3 },
} as const satisfies Record<string, { from: readonly PartnerStatus[]; to: PartnerStatus }>;
export type PartnerTransition = keyof typeof PARTNER_TRANSITIONS;

export const canChangePartnerStatus = (transition: PartnerTransition, status: PartnerStatus): boolean =>
  (PARTNER_TRANSITIONS[transition].from as readonly number[]).includes(status);

export const isPartnerStatus = (value: number): value is PartnerStatus =>
  value === PARTNER_STATUS.accredited || value === PARTNER_STATUS.blocked;
