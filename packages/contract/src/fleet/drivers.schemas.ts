import * as z from 'zod';
import { USE_NOUNS, usePart } from '../format/in-use';
import { joinWithAnd } from '../format/plural';
import { idParamSchema, idSchema } from '../ids';
import { text } from '../validation/text';
import {
  companyRefSchema,
  contractorParamsSchema,
  customerParamsSchema,
  dateSchema,
  FLEET_MESSAGES,
  fileSlotBodySchema,
  fileSlotSchema,
  fleetStatusSchema,
  hasNoRepeats,
  referenceIdSchema,
  referenceSchema,
  todayIso,
} from './fleet-common.schemas';
import { LICENCE_CATEGORIES, PASSPORT_TYPE, PASSPORT_TYPES, ROUTE_KINDS } from './fleet-references';
import { FLEET_STATUS, FLEET_STATUS_LABELS, type FleetStatus } from './fleet-states';
import {
  isValidLicenceNumber,
  isValidRussianPassportNumber,
  isValidRussianPassportSeries,
} from './fleet-validators';

// DESIGN 11 «Fleet»: the carrier's drivers (GET a page, POST 201, GET|PUT|DELETE /{id}, tocheck, uncancel);
// the customer's security sees its partners' drivers and decides (to_verification, tocancel, tonew).

export const driverParamsSchema = contractorParamsSchema.extend({ driverId: idParamSchema });
export const customerDriverParamsSchema = customerParamsSchema.extend({ driverId: idParamSchema });

/** A phone with its country code: `+7 912 345-67-89`. */
export const internationalPhoneSchema = text()
  .trim()
  .regex(/^\+\d[\d\s()-]{9,19}$/, 'укажите номер с кодом страны, например +7 912 345-67-89');

/** SPEC 2.2: the driver's photo is an image; the passport and licence scans are PDF or images. */
export const DRIVER_FILE_SLOTS = {
  photo: ['jpeg', 'png'],
  passportScan: ['pdf', 'jpeg', 'png'],
  licenceScan: ['pdf', 'jpeg', 'png'],
} as const;
export type DriverFileSlot = keyof typeof DRIVER_FILE_SLOTS;
export const DRIVER_FILE_SLOT_NAMES = Object.keys(DRIVER_FILE_SLOTS) as DriverFileSlot[];

const digitsOnly = (value: string) => value.replace(/\s/g, '');

export const driverBodySchema = z
  .object({
    fullname: text().trim().min(1).max(255),
    birthDate: dateSchema,
    passportType: referenceIdSchema(PASSPORT_TYPES),
    passportSeries: text().trim().max(10).transform(digitsOnly).default(''),
    passportNumber: text().trim().min(1).max(20),
    passportIssuedBy: text().trim().min(1).max(500),
    passportIssueDate: dateSchema,
    phone: internationalPhoneSchema,
    licenceNumber: text()
      .trim()
      .refine(isValidLicenceNumber, 'номер водительского удостоверения: 10 цифр')
      .transform(digitsOnly),
    licenceDate: dateSchema,
    licenceCategories: z
      .array(z.enum(LICENCE_CATEGORIES))
      .min(1)
      .max(LICENCE_CATEGORIES.length)
      .refine(hasNoRepeats, FLEET_MESSAGES.repeated),
    routeKinds: z
      .array(z.enum(ROUTE_KINDS))
      .min(1)
      .max(ROUTE_KINDS.length)
      .refine(hasNoRepeats, FLEET_MESSAGES.repeated),
    photo: fileSlotBodySchema,
    passportScan: fileSlotBodySchema,
    licenceScan: fileSlotBodySchema,
  })
  .superRefine((value, ctx) => {
    const today = todayIso();
    if (value.passportType === PASSPORT_TYPE.russian) {
      if (!isValidRussianPassportSeries(value.passportSeries))
        ctx.addIssue({ code: 'custom', path: ['passportSeries'], message: 'серия паспорта РФ: 4 цифры' });
      if (!isValidRussianPassportNumber(value.passportNumber))
        ctx.addIssue({ code: 'custom', path: ['passportNumber'], message: 'номер паспорта РФ: 6 цифр' });
    }
    for (const field of ['birthDate', 'passportIssueDate', 'licenceDate'] as const)
      if (value[field] > today)
        ctx.addIssue({ code: 'custom', path: [field], message: FLEET_MESSAGES.notInFuture });
    for (const field of ['passportIssueDate', 'licenceDate'] as const)
      if (value[field] <= value.birthDate)
        ctx.addIssue({ code: 'custom', path: [field], message: FLEET_MESSAGES.beforeBirth });
  });
export type DriverBody = z.input<typeof driverBodySchema>;
export type DriverValues = z.output<typeof driverBodySchema>;

export const driverSchema = z.object({
  id: z.number().int(),
  contractor: companyRefSchema,
  status: fleetStatusSchema,
  fullname: z.string(),
  birthDate: z.string(),
  passportType: referenceSchema,
  passportSeries: z.string(),
  passportNumber: z.string(),
  passportIssuedBy: z.string(),
  passportIssueDate: z.string(),
  phone: z.string(),
  licenceNumber: z.string(),
  licenceDate: z.string(),
  licenceCategories: z.array(z.string()),
  routeKinds: z.array(z.enum(ROUTE_KINDS)),
  photo: fileSlotSchema,
  passportScan: fileSlotSchema,
  licenceScan: fileSlotSchema,
  /** The reason of the last refusal or return, shown to the carrier. */
  reason: z.string().nullable(),
  /** A change of a verified driver waits for the customer's decision. */
  hasDraft: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Driver = z.infer<typeof driverSchema>;

export const driverRefSchema = z.object({ id: z.number().int(), fullname: z.string() });

/** PATCH …/express-drivers-check: while on, a driver the carrier sends to check is verified at once. */
export const expressCheckBodySchema = z.object({ contractor: idSchema, enabled: z.boolean() });
export type ExpressCheckBody = z.infer<typeof expressCheckBodySchema>;
export const expressCheckSchema = z.object({ contractor: companyRefSchema, enabled: z.boolean() });
export type ExpressCheck = z.infer<typeof expressCheckSchema>;

/** Issue 21: what refers to a driver, so it is not deleted. */
export type DriverUses = { flights: number; attorneys: number };

export const DRIVER_MESSAGES = {
  notFound: 'Водитель не найден',
  created: 'Водитель добавлен',
  saved: 'Водитель сохранён',
  draftCreated: 'Изменения отправлены заказчику на проверку',
  draftPending: 'Изменения водителя уже ждут решения заказчика',
  // Field messages: one person is one driver of the carrier.
  passportTaken: 'водитель с таким паспортом уже есть',
  licenceTaken: 'водитель с таким удостоверением уже есть',
  deleted: 'Водитель удалён',
  onlyNewDeleted: 'Удалить можно только нового или отклонённого водителя',
  inUse: ({ flights, attorneys }: DriverUses) =>
    `Водитель ${joinWithAnd([
      usePart('назначен на', flights, USE_NOUNS.onFlights),
      usePart('указан в', attorneys, ['доверенности', 'доверенностях', 'доверенностях']),
    ])}`,
  tocheck: 'Водитель отправлен на проверку',
  expressVerified: 'Водитель проверен (экспресс-проверка)',
  uncancel: 'Водитель восстановлен',
  to_verification: 'Водитель проверен',
  tocancel: 'Водитель отклонён',
  tonew: 'Водитель возвращён на доработку',
} as const;

/**
 * Why the carrier may not change a driver in this status (409 on PUT, the hint over the read-only form), or null.
 * A new driver changes in place and a verified one through a draft (docs/decisions.md «Changes after verification»);
 * one on check is what the customer's security is reviewing, so it stays as sent until the decision.
 */
export const driverEditRefusal = (status: FleetStatus): string | null => {
  switch (status) {
    case FLEET_STATUS.new:
    case FLEET_STATUS.verified:
      return null;
    case FLEET_STATUS.onCheck:
      return FLEET_MESSAGES.notEditable(FLEET_STATUS_LABELS[status], 'водителя проверяет заказчик');
    case FLEET_STATUS.cancelled:
      return FLEET_MESSAGES.notEditable(FLEET_STATUS_LABELS[status], 'сначала восстановите водителя');
  }
};

export const DRIVER_CONFIRMATIONS = {
  tocheck: 'Отправить водителя на проверку?',
  uncancel: 'Восстановить водителя?',
  to_verification: 'Подтвердить проверку водителя?',
  delete: 'Вы уверены что хотите удалить водителя?',
} as const;
