import * as z from 'zod';
import { idParamSchema, idSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { text } from '../validation/text';
import { contractorParamsSchema } from './fleet-common.schemas';
import { VEHICLE_KINDS } from './fleet-references';

// DESIGN 11: PUT /api/contractors/{contractorId}/routes/{routeId} sets the carrier's part of a route (vehicle,
// trailer, first and second driver, containers; an absent one is cleared), and partners/{pid}/drivers|vehicles
// list what the carrier may put on customer pid's flights.

export const routeFleetBodySchema = z.object({
  vehicle: idSchema.nullish(),
  trailer: idSchema.nullish(),
  firstDriver: idSchema.nullish(),
  secondDriver: idSchema.nullish(),
  containers: z.array(idSchema).max(3).default([]),
});
export type RouteFleetBody = z.input<typeof routeFleetBodySchema>;
export type RouteFleetValues = z.output<typeof routeFleetBodySchema>;

export const partnerFleetParamsSchema = contractorParamsSchema.extend({ partnerId: idParamSchema });
/** The verified drivers or vehicles by name, phone or plate; vehicles of one kind with `kind`. */
export const partnerFleetQuerySchema = pageQuerySchema.extend({
  query: text().trim().max(255).optional(),
  kind: z.enum(VEHICLE_KINDS).optional(),
});
export type PartnerFleetQuery = z.input<typeof partnerFleetQuerySchema>;

export const ROUTE_FLEET_MESSAGES = {
  notFound: 'не найден',
  notVerified: 'не проверен службой безопасности',
  noAttorney: 'нет действующей доверенности на даты рейса',
  sameDriver: 'совпадает с первым водителем',
  secondWithoutFirst: 'сначала укажите первого водителя',
  notTruck: 'должно быть тягачом или грузовиком',
  notTrailer: 'должен быть прицепом',
  tooManyContainers: (max: number) => `не больше ${max} на выбранных ТС`,
  containersWithoutVehicle: 'укажите ТС, которое их повезёт',
  routeCancelled: 'Действие недоступно: рейс отменён',
  routeClosed: 'Действие недоступно: рейс закрыт',
  partnerNotFound: 'Заказчик не найден среди партнёров перевозчика',
  saved: 'Водители и ТС рейса сохранены',
} as const;
