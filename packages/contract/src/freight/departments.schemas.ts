import * as z from 'zod';
import { LOOKUP_LIST_LIMIT } from '../constants';
import { queryIntegerSchema } from '../ids';
import { text } from '../validation/text';

// SPEC 7 reference data: departments (отделения) with their warehouses and IANA time zone, and the customer's
// organizations (its legal entities that order transport). Each lookup takes ?query= and answers at most 100.

export const referenceLookupQuerySchema = z.object({
  query: text().trim().max(255).optional(),
  limit: queryIntegerSchema(1, LOOKUP_LIST_LIMIT).default(LOOKUP_LIST_LIMIT),
});
export type ReferenceLookupQuery = z.input<typeof referenceLookupQuerySchema>;

export const warehouseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const departmentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  timezone: z.string(),
  warehouses: z.array(warehouseSchema),
});
export type Department = z.infer<typeof departmentSchema>;

/** How a department is embedded in other answers. */
export const departmentRefSchema = z.object({ id: z.number().int(), name: z.string(), timezone: z.string() });
export type DepartmentRef = z.infer<typeof departmentRefSchema>;

export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  kpp: z.string().nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationRefSchema = z.object({ id: z.number().int(), name: z.string() });
