import * as z from 'zod';
import { fileRefSchema, storedFileSchema, UPLOAD_KINDS, type UploadKind } from '../files/files.schemas';
import { idParamSchema, queryIntegerSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { FIELD_PROBLEM_CODES, problemParams } from '../problem/field-problem';
import { text } from '../validation/text';
import type { ReferenceItem } from './fleet-references';
import { FLEET_STATUS } from './fleet-states';

// DESIGN 11: dates without a time are `YYYY-MM-DD`.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DATE_MESSAGE = 'укажите дату в формате ГГГГ-ММ-ДД';

/** The days a date may fall on: outside them it is a typing slip, not a document's date. */
const DAY_MIN = '1900-01-01';
const DAY_MAX = '2100-12-31';

/** Written as `YYYY-MM-DD` and a day the calendar has (Date rolls 30.02 over to March: the day must survive). */
const isCalendarDay = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * Whether a value is a calendar day as `dateSchema` takes it. A period's object-level check runs even when a day of it
 * failed (that day has its own error): it compares only what this accepts.
 */
export const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  isCalendarDay(value.trim()) &&
  value.trim() >= DAY_MIN &&
  value.trim() <= DAY_MAX;

/** A calendar day: `2026-05-01`. A well-written day out of range is told as such, not as the wrong format. */
export const dateSchema = text()
  .trim()
  .superRefine((value, ctx) => {
    if (!isCalendarDay(value))
      ctx.addIssue({
        code: 'custom',
        message: DATE_MESSAGE,
        params: problemParams(FIELD_PROBLEM_CODES.dateFormat, { format: 'date' }),
      });
    else if (value < DAY_MIN)
      ctx.addIssue({
        code: 'custom',
        message: 'не раньше 01.01.1900',
        params: problemParams(FIELD_PROBLEM_CODES.dateTooEarly, { min: DAY_MIN }),
      });
    else if (value > DAY_MAX)
      ctx.addIssue({
        code: 'custom',
        message: 'не позже 31.12.2100',
        params: problemParams(FIELD_PROBLEM_CODES.dateTooLate, { max: DAY_MAX }),
      });
  });

/** Today's date in UTC as `YYYY-MM-DD`, the unit the fleet's document dates compare in. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

export const companyRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const referenceSchema = z.object({ id: z.number().int(), name: z.string() });
export const referenceListSchema = z.object({ items: z.array(referenceSchema) });

/** An id from a fixed reference list; anything else is «нет в справочнике» (whatever the field's gender). */
export const referenceIdSchema = (list: readonly ReferenceItem[]) =>
  z
    .number()
    .int(FLEET_MESSAGES.notInReference)
    .refine((id) => list.some((item) => item.id === id), FLEET_MESSAGES.notInReference);

/** Whether no value repeats: a multiple choice names each choice once, a repeat is a slip. */
export const hasNoRepeats = (values: readonly unknown[]): boolean => new Set(values).size === values.length;

export const reasonBodySchema = z.object({ reason: text().trim().min(1).max(2000) });
export type ReasonBody = z.infer<typeof reasonBodySchema>;

export const contractorParamsSchema = z.object({ contractorId: idParamSchema });
export const customerParamsSchema = z.object({ customerId: idParamSchema });

/** The lists' filters: a part of the name or number, a status, and (on the customer's side) one carrier. */
export const fleetListQuerySchema = pageQuerySchema.extend({
  query: text().trim().max(255).optional(),
  status: queryIntegerSchema(FLEET_STATUS.new, FLEET_STATUS.cancelled).optional(),
});
export type FleetListQuery = z.input<typeof fleetListQuerySchema>;

export const customerFleetListQuerySchema = fleetListQuerySchema.extend({
  contractorId: idParamSchema.optional(),
});
export type CustomerFleetListQuery = z.input<typeof customerFleetListQuerySchema>;

export const fleetStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const FLEET_MESSAGES = {
  wrongState: (label: string) => `Действие недоступно в статусе «${label}»`,
  notInFuture: 'не может быть в будущем',
  beforeBirth: 'не может быть раньше даты рождения',
  dateToBeforeFrom: 'не может быть раньше даты «с»',
  notFoundReference: 'не найден',
  notInReference: 'нет в справочнике',
  positive: 'должно быть больше нуля',
  repeated: 'значения не должны повторяться',
  contractorNotPartner: 'Перевозчик не найден среди партнёров заказчика',
  /** 403 on the carrier's drivers, containers and attorneys (SPEC 2.2 guard V), in the words of auctions and tenders. */
  carrierNotVerified: 'Перевозчик не прошёл проверку',
  /** A carrier's change refused in a status (409), naming it like every wrong-state refusal. */
  notEditable: (label: string, next: string) => `Изменение недоступно в статусе «${label}»: ${next}`,
} as const;

/** An uploaded file a fleet record points at ({ file: { guid } }), or null for none. */
export const fileSlotBodySchema = z.object({ file: fileRefSchema }).nullable().default(null);
export const fileSlotSchema = z.object({ file: storedFileSchema }).nullable();

/** The extensions a file slot accepts, as an <input accept> list: '.pdf,.jpg,.jpeg,.png'. */
export const fileSlotAccept = (kinds: readonly UploadKind[]): string =>
  kinds.flatMap((kind) => UPLOAD_KINDS[kind].extensions.map((extension) => `.${extension}`)).join(',');
