import type { Tx } from '../../core/db/database';

export const DAY = 86_400_000;
export const MINUTE = 60_000;
/** The audit comment on every demo record. */
export const DEMO_NOTE = 'демо-данные';

export type FreightSeedContext = {
  tx: Tx;
  now: Date;
  departmentByCode: Map<string, { id: number; timezone: string }>;
  actorId: number | null;
  carriers: Record<string, number>;
};
