// DESIGN 8: contractor verification status. 0 new, 2 sent for verification, 1 verified (active), 3 rejected.
export const CONTRACTOR_STATUS = {
  new: 0,
  verified: 1,
  sentForVerification: 2,
  rejected: 3,
} as const;
export type ContractorStatus = (typeof CONTRACTOR_STATUS)[keyof typeof CONTRACTOR_STATUS];

export const CONTRACTOR_STATUS_LABELS: Record<ContractorStatus, string> = {
  0: 'Новый',
  1: 'Верифицирован',
  2: 'На проверке',
  3: 'Отклонён',
};

/** Allowed source states of each transition; the server refuses others with 409. */
export const CONTRACTOR_TRANSITIONS = {
  sendForVerification: { from: [0, 3], to: 2 },
  verify: { from: [2, 3], to: 1 },
  reject: { from: [1, 2], to: 3 },
} as const satisfies Record<string, { from: readonly ContractorStatus[]; to: ContractorStatus }>;

export const canTransition = (
  transition: keyof typeof CONTRACTOR_TRANSITIONS,
  status: ContractorStatus,
): boolean => (CONTRACTOR_TRANSITIONS[transition].from as readonly number[]).includes(status);
