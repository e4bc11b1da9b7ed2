import * as z from 'zod';
import { idParamSchema, queryIntegerSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { driverRefSchema } from './drivers.schemas';
import { companyRefSchema, customerParamsSchema, fileSlotSchema } from './fleet-common.schemas';
import { DRIVER_DRAFT_STATUS } from './fleet-states';

// SPEC 2.2 «driver-drafts»: a verified driver is not edited in place; the carrier's change waits here until the
// customer's security accepts (applies it) or declines (keeps the old data). Both notify the carrier.

export const driverDraftParamsSchema = customerParamsSchema.extend({ driverDraftId: idParamSchema });

export const driverDraftsQuerySchema = pageQuerySchema.extend({
  status: queryIntegerSchema(DRIVER_DRAFT_STATUS.new, DRIVER_DRAFT_STATUS.declined).optional(),
});
export type DriverDraftsQuery = z.input<typeof driverDraftsQuerySchema>;

/** One changed field: its Russian label, the current and the proposed value as shown. */
export const driverDraftChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  current: z.string(),
  proposed: z.string(),
});
export type DriverDraftChange = z.infer<typeof driverDraftChangeSchema>;

export const driverDraftSchema = z.object({
  id: z.number().int(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  driver: driverRefSchema,
  contractor: companyRefSchema,
  changes: z.array(driverDraftChangeSchema),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why the customer declined, as the carrier was told; null unless declined. */
  declineReason: z.string().nullable(),
});
export type DriverDraft = z.infer<typeof driverDraftSchema>;

/** One of the driver's fields on the draft's view, changed or not. */
export const driverDraftFieldSchema = driverDraftChangeSchema.extend({ isChanged: z.boolean() });
export type DriverDraftField = z.infer<typeof driverDraftFieldSchema>;

/** One of the driver's scans on the draft's view: the file the driver has and the one the draft proposes. */
export const driverDraftScanSchema = z.object({
  field: z.string(),
  label: z.string(),
  current: fileSlotSchema,
  proposed: fileSlotSchema,
  isChanged: z.boolean(),
});
export type DriverDraftScan = z.infer<typeof driverDraftScanSchema>;

/** SPEC 2.2 driver-drafts/id{driverDraftId}: the draft's every field beside the driver's current one. */
export const driverDraftDetailSchema = driverDraftSchema.extend({
  fields: z.array(driverDraftFieldSchema),
  scans: z.array(driverDraftScanSchema),
});
export type DriverDraftDetail = z.infer<typeof driverDraftDetailSchema>;

export const DRIVER_DRAFT_MESSAGES = {
  notFound: 'Изменения водителя не найдены',
  decided: 'Решение по изменениям уже принято',
  accept: 'Изменения водителя приняты',
  decline: 'Изменения водителя отклонены',
} as const;
