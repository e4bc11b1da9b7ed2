// Where a carrier's changes are audited: the carrier itself (verification, requisites), and each customer's
// partner record of it.
export const CONTRACTOR_AUDIT_ENTITY = 'contractor';
export const PARTNER_AUDIT_ENTITY = 'contractor-partner';

/** A partner's audit records are keyed by the customer and the carrier together. */
export const partnerAuditId = (customerId: number, contractorId: number): string =>
  `${customerId}:${contractorId}`;
