import * as z from 'zod';
import { idSchema } from '../ids';
import { contractorOptionSchema } from '../lookups/lookups.schemas';

// A customer user's responsibility: the carriers and the route owners (manager groups) it handles
// (SPEC 7 "customer-users contractors and route-owners PATCH"). PATCH replaces the whole set.

export const RESPONSIBILITY_MAX_ITEMS = 500;

const idSet = z
  .array(idSchema)
  .max(RESPONSIBILITY_MAX_ITEMS)
  .refine((ids) => new Set(ids).size === ids.length, 'значения не должны повторяться');

export const userContractorsBodySchema = z.object({ contractorIds: idSet });
export type UserContractorsBody = z.infer<typeof userContractorsBodySchema>;

export const userRouteOwnersBodySchema = z.object({ routeOwnerIds: idSet });
export type UserRouteOwnersBody = z.infer<typeof userRouteOwnersBodySchema>;

/** A carrier of the set as the carrier selector shows it: name, INN, verified, the partner status. */
export const responsibleContractorSchema = contractorOptionSchema;

export const responsibleRouteOwnerSchema = z.object({ id: z.number().int(), name: z.string() });
export type ResponsibleRouteOwner = z.infer<typeof responsibleRouteOwnerSchema>;

/** The current set, ordered by name. */
export const userContractorsSchema = z.object({ items: z.array(responsibleContractorSchema) });
export type UserContractors = z.infer<typeof userContractorsSchema>;

export const userRouteOwnersSchema = z.object({ items: z.array(responsibleRouteOwnerSchema) });
export type UserRouteOwners = z.infer<typeof userRouteOwnersSchema>;

export const RESPONSIBILITY_MESSAGES = {
  notPartners: (ids: readonly number[]) => `Перевозчики: не являются партнёрами заказчика: ${ids.join(', ')}`,
  unknownRouteOwners: (ids: readonly number[]) =>
    `Владельцы маршрутов: не найдены у заказчика: ${ids.join(', ')}`,
} as const;
