import * as z from 'zod';
import { LOOKUP_LIST_LIMIT } from '../constants';
import { idParamSchema, queryIntegerSchema } from '../ids';
import { text } from '../validation/text';

/** SPEC 7 customer lookups answer at most LOOKUP_LIST_LIMIT options, best matches first. */
const lookupQuery = text().trim().max(255).optional();

const ids = z.preprocess(
  (value) => (value === undefined ? undefined : [value].flat()),
  z.array(idParamSchema).max(LOOKUP_LIST_LIMIT).optional(),
);

/** GET /api/customers/{customerId}/lookup/users: the customer's active staff by name or e-mail. */
export const userLookupQuerySchema = z.object({
  query: lookupQuery,
  limit: queryIntegerSchema(1, LOOKUP_LIST_LIMIT).default(LOOKUP_LIST_LIMIT),
});
export type UserLookupQuery = { query?: string; limit?: number };

/** SPEC 3 "User option": id, fullname, username. */
export const userOptionSchema = z.object({ id: z.number(), fullname: z.string(), username: z.string() });
export type UserOption = z.infer<typeof userOptionSchema>;

/**
 * GET /api/customers/{customerId}/lookup/contractors: carriers by name or INN (`query`), or the ones named by
 * `id` (repeated, `id[]` or `id[n]`) so a form can show the names of values it already holds. `partner=accredited`
 * keeps the customer's accredited partners that are verified: the carriers that may be invited.
 */
export const contractorLookupQuerySchema = z.object({
  query: lookupQuery,
  id: ids,
  partner: z.enum(['any', 'accredited']).default('any'),
});
export type ContractorLookupQuery = { query?: string; id?: number[]; partner?: 'any' | 'accredited' };

export const contractorOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  inn: z.string(),
  active: z.boolean(),
  /** The customer's partner status of the carrier: 1 accredited, 3 blocked, null when not a partner. */
  partnerStatus: z.union([z.literal(1), z.literal(3)]).nullable(),
});
export type ContractorOption = z.infer<typeof contractorOptionSchema>;

export const lookupAnswer = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
