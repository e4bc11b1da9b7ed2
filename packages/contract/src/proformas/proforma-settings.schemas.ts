import * as z from 'zod';
import { idParamSchema } from '../ids';
import { GRACE_MINUTES_MAX } from '../rating/rating.schemas';
import { moneySchema } from '../validation/money';
import { DEFAULT_REQUIRED_DOCUMENTS, REQUIRED_DOCUMENTS } from './proforma-documents';

// DESIGN 12: a customer's proforma settings: payment term (1–360 days, default 30), lateness penalty (off by default:
// roubles per started hour after the grace minutes, capped at a percent of the flight's sum), required documents.

export const PAYMENT_TERM_DAYS_MIN = 1;
export const PAYMENT_TERM_DAYS_MAX = 360;
export const DEFAULT_PAYMENT_TERM_DAYS = 30;
export const PENALTY_CAP_PERCENT_MAX = 100;

export const proformaSettingsParamsSchema = z.object({ customerId: idParamSchema });

export const proformaPenaltyBodySchema = z.object({
  enabled: z.boolean(),
  perHour: moneySchema,
  graceMinutes: z.number().int().min(0).max(GRACE_MINUTES_MAX),
  capPercent: z.number().int().min(1).max(PENALTY_CAP_PERCENT_MAX),
});

export const proformaSettingsBodySchema = z.object({
  paymentTermDays: z.number().int().min(PAYMENT_TERM_DAYS_MIN).max(PAYMENT_TERM_DAYS_MAX),
  penalty: proformaPenaltyBodySchema,
  requiredDocuments: z.enum(REQUIRED_DOCUMENTS),
});
export type ProformaSettingsBody = z.infer<typeof proformaSettingsBodySchema>;

export const proformaSettingsSchema = z.object({
  paymentTermDays: z.number().int(),
  penalty: z.object({
    enabled: z.boolean(),
    perHour: z.number(),
    graceMinutes: z.number().int(),
    capPercent: z.number().int(),
  }),
  requiredDocuments: z.enum(REQUIRED_DOCUMENTS),
});
export type ProformaSettings = z.infer<typeof proformaSettingsSchema>;

/** A customer that never saved its settings: 30 days, no penalty (1,000 ₽ an hour, 10 % cap when turned on), УПД. */
export const defaultProformaSettings = (graceMinutes: number): ProformaSettings => ({
  paymentTermDays: DEFAULT_PAYMENT_TERM_DAYS,
  penalty: { enabled: false, perHour: 1000, graceMinutes, capPercent: 10 },
  requiredDocuments: DEFAULT_REQUIRED_DOCUMENTS,
});
