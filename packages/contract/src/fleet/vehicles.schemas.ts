import * as z from 'zod';
import { optionalText } from '../companies/requisites.schemas';
import { USE_NOUNS, usePart } from '../format/in-use';
import { idParamSchema } from '../ids';
import { text } from '../validation/text';
import {
  companyRefSchema,
  contractorParamsSchema,
  customerParamsSchema,
  FLEET_MESSAGES,
  fileSlotBodySchema,
  fileSlotSchema,
  fleetStatusSchema,
  hasNoRepeats,
  referenceIdSchema,
  referenceSchema,
} from './fleet-common.schemas';
import {
  BODY_TYPES,
  findReference,
  LOADING_TYPES,
  OWNERSHIPS,
  VEHICLE_KINDS,
  VEHICLE_MODELS,
} from './fleet-references';
import { FLEET_STATUS, FLEET_STATUS_LABELS, type FleetStatus } from './fleet-states';
import { isValidPlate, isValidVin, normalizePlate } from './fleet-validators';

// DESIGN 11 «Fleet»: the carrier's vehicles and trailers (GET a page, POST 201, GET|PUT|DELETE /{id},
// send_to_check); the customer decides (send_to_verification, to_cancel, to_new).

export const vehicleParamsSchema = contractorParamsSchema.extend({ vehicleId: idParamSchema });
export const customerVehicleParamsSchema = customerParamsSchema.extend({ vehicleId: idParamSchema });

export const VEHICLE_YEAR_MIN = 1980;

/** SPEC 2.2: the registration certificate and the lease document are scanned as PDF or images. */
export const VEHICLE_FILE_SLOTS = {
  registrationScan: ['pdf', 'jpeg', 'png'],
  leaseScan: ['pdf', 'jpeg', 'png'],
} as const;
export type VehicleFileSlot = keyof typeof VEHICLE_FILE_SLOTS;
export const VEHICLE_FILE_SLOT_NAMES = Object.keys(VEHICLE_FILE_SLOTS) as VehicleFileSlot[];

export const vehicleBodySchema = z
  .object({
    kind: z.enum(VEHICLE_KINDS),
    model: referenceIdSchema(VEHICLE_MODELS),
    plateNumber: text().trim().min(1).max(20),
    vin: text()
      .trim()
      .toUpperCase()
      .refine(isValidVin, '17 символов, латинские буквы (кроме I, O, Q) и цифры'),
    year: z
      .number()
      .int()
      .min(VEHICLE_YEAR_MIN)
      .refine((year) => year <= new Date().getUTCFullYear() + 1, 'не может быть в будущем'),
    bodyType: referenceIdSchema(BODY_TYPES),
    loadingTypes: z
      .array(referenceIdSchema(LOADING_TYPES))
      .max(LOADING_TYPES.length)
      .refine(hasNoRepeats, FLEET_MESSAGES.repeated)
      .default([]),
    ownership: z.enum(OWNERSHIPS),
    leaseDocument: optionalText(500),
    registrationScan: fileSlotBodySchema,
    leaseScan: fileSlotBodySchema,
  })
  .superRefine((value, ctx) => {
    const model = findReference(VEHICLE_MODELS, value.model);
    if (model && model.kind !== value.kind)
      ctx.addIssue({ code: 'custom', path: ['model'], message: 'модель другого вида ТС' });
    if (!isValidPlate(value.plateNumber, value.kind))
      ctx.addIssue({
        code: 'custom',
        path: ['plateNumber'],
        message:
          value.kind === 'truck'
            ? 'госномер в формате А123ВС77 (буквы А, В, Е, К, М, Н, О, Р, С, Т, У, Х)'
            : 'госномер прицепа в формате АВ1234 77',
      });
    if (value.ownership === 'leased' && !value.leaseDocument)
      ctx.addIssue({
        code: 'custom',
        path: ['leaseDocument'],
        message: 'укажите договор аренды или лизинга',
      });
  })
  .transform((value) => ({ ...value, plateNumber: normalizePlate(value.plateNumber) }));
export type VehicleBody = z.input<typeof vehicleBodySchema>;
export type VehicleValues = z.output<typeof vehicleBodySchema>;

export const vehicleModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(VEHICLE_KINDS),
  loadCapacity: z.number(),
  bodyVolume: z.number(),
});
export const vehicleModelsSchema = z.object({ items: z.array(vehicleModelSchema) });

export const vehicleSchema = z.object({
  id: z.number().int(),
  contractor: companyRefSchema,
  status: fleetStatusSchema,
  kind: z.enum(VEHICLE_KINDS),
  model: vehicleModelSchema,
  plateNumber: z.string(),
  vin: z.string(),
  year: z.number().int(),
  bodyType: referenceSchema,
  loadingTypes: z.array(referenceSchema),
  ownership: z.enum(OWNERSHIPS),
  leaseDocument: z.string().nullable(),
  registrationScan: fileSlotSchema,
  leaseScan: fileSlotSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleRefSchema = z.object({
  id: z.number().int(),
  plateNumber: z.string(),
  kind: z.enum(VEHICLE_KINDS),
});

/** Issue 21: what refers to a vehicle (as the truck or the trailer of a flight), so it is not deleted. */
export type VehicleUses = { flights: number };

/**
 * Why the carrier may not change a vehicle in this status (409 on PUT, the hint over the read-only form), or null.
 * Only a new vehicle changes: one on check is what the customer is reviewing, and a verified or cancelled one
 * is returned to new by the customer first (docs/decisions.md «Changes after verification»).
 */
export const vehicleEditRefusal = (status: FleetStatus): string | null => {
  switch (status) {
    case FLEET_STATUS.new:
      return null;
    case FLEET_STATUS.onCheck:
      return FLEET_MESSAGES.notEditable(FLEET_STATUS_LABELS[status], 'ТС проверяет заказчик');
    case FLEET_STATUS.verified:
    case FLEET_STATUS.cancelled:
      return FLEET_MESSAGES.notEditable(
        FLEET_STATUS_LABELS[status],
        'изменить ТС можно, когда заказчик вернёт его на доработку',
      );
  }
};

export const VEHICLE_MESSAGES = {
  notFound: 'Транспортное средство не найдено',
  plateTaken: 'ТС с таким госномером уже есть',
  vinTaken: 'ТС с таким VIN уже есть',
  created: 'Транспортное средство добавлено',
  saved: 'Транспортное средство сохранено',
  deleted: 'Транспортное средство удалено',
  onlyNewDeleted: 'Удалить можно только новое или отклонённое ТС',
  inUse: ({ flights }: VehicleUses) => `ТС ${usePart('назначено на', flights, USE_NOUNS.onFlights)}`,
  send_to_check: 'ТС отправлено на проверку',
  send_to_verification: 'ТС проверено',
  to_cancel: 'ТС отклонено',
  to_new: 'ТС возвращено на доработку',
} as const;
