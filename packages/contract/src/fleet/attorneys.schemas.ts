import * as z from 'zod';
import { ogrnSchema, optionalText } from '../companies/requisites.schemas';
import { idParamSchema, idSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { innSchema } from '../registration/registration.schemas';
import { text } from '../validation/text';
import { driverRefSchema } from './drivers.schemas';
import {
  companyRefSchema,
  contractorParamsSchema,
  customerParamsSchema,
  dateSchema,
  FLEET_MESSAGES,
  fileSlotBodySchema,
  fileSlotSchema,
} from './fleet-common.schemas';

// DESIGN 11 «Fleet»: the carrier's powers of attorney (GET a page, POST 201, GET|PUT|DELETE /{id}, cancel,
// uncancel). The fields a machine-readable power of attorney (МЧД) needs are kept: issuer INN/OGRN, the
// representative (the driver) and the powers.

export const attorneyParamsSchema = contractorParamsSchema.extend({ attorneyId: idParamSchema });
export const customerAttorneyParamsSchema = customerParamsSchema.extend({ attorneyId: idParamSchema });

export const attorneysQuerySchema = pageQuerySchema.extend({
  query: text().trim().max(255).optional(),
  driver: idParamSchema.optional(),
});
export type AttorneysQuery = z.input<typeof attorneysQuerySchema>;

export const customerAttorneysQuerySchema = attorneysQuerySchema.extend({
  contractorId: idParamSchema.optional(),
});

export const ATTORNEY_DEFAULT_POWERS =
  'Получение и сдача грузов, подписание транспортных накладных и сопроводительных документов';

/** SPEC 2.2: the scan of the signed power of attorney, PDF or an image. */
export const ATTORNEY_FILE_SLOTS = { scan: ['pdf', 'jpeg', 'png'] } as const;
export type AttorneyFileSlot = keyof typeof ATTORNEY_FILE_SLOTS;
export const ATTORNEY_FILE_SLOT_NAMES = Object.keys(ATTORNEY_FILE_SLOTS) as AttorneyFileSlot[];

export const attorneyBodySchema = z
  .object({
    number: text().trim().min(1).max(64),
    date: dateSchema,
    dateFrom: dateSchema,
    dateTo: dateSchema,
    driver: idSchema,
    signer: text().trim().min(1).max(255),
    signerPosition: optionalText(255),
    issuerInn: innSchema,
    issuerOgrn: ogrnSchema,
    powers: text().trim().min(1).max(2000),
    scan: fileSlotBodySchema,
  })
  .superRefine((value, ctx) => {
    if (value.dateTo < value.dateFrom)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: FLEET_MESSAGES.dateToBeforeFrom });
    if (value.dateFrom < value.date)
      ctx.addIssue({ code: 'custom', path: ['dateFrom'], message: 'не может быть раньше даты доверенности' });
  });
export type AttorneyBody = z.input<typeof attorneyBodySchema>;
export type AttorneyValues = z.output<typeof attorneyBodySchema>;

export const attorneySchema = z.object({
  id: z.number().int(),
  contractor: companyRefSchema,
  status: z.union([z.literal(0), z.literal(1)]),
  /** Active but dateTo has passed. */
  isExpired: z.boolean(),
  number: z.string(),
  date: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  driver: driverRefSchema,
  signer: z.string(),
  signerPosition: z.string().nullable(),
  issuerInn: z.string(),
  issuerOgrn: z.string().nullable(),
  powers: z.string(),
  scan: fileSlotSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Attorney = z.infer<typeof attorneySchema>;

/** An attorney's period is its validity: the form's labels and the API's errors name it so. */
export const ATTORNEY_FIELD_LABELS = { dateFrom: 'Действует с', dateTo: 'Действует по' } as const;

export const ATTORNEY_MESSAGES = {
  notFound: 'Доверенность не найдена',
  driverNotFound: 'водитель не найден',
  driverNotVerified: 'доверенность выдаётся только проверенному водителю',
  /** The attorney is the carrier's own document, issued to its driver (DESIGN 8). */
  issuerNotCarrier: (inn: string) => `доверитель — ваша компания, укажите её ИНН ${inn}`,
  numberTaken: 'Доверенность с таким номером уже есть',
  created: 'Доверенность добавлена',
  saved: 'Доверенность сохранена',
  deleted: 'Доверенность удалена',
  cancel: 'Доверенность отозвана',
  uncancel: 'Доверенность восстановлена',
  cancelledNotEdited: 'Отозванную доверенность нельзя изменить',
} as const;
