import * as z from 'zod';
import { lookupAnswer } from '../lookups/lookups.schemas';
import { text } from '../validation/text';

/**
 * GET /api/customers/{customerId}/adusers?query=: the operator group's staff directory (SPEC 7 "GET adusers"),
 * searched by name or e-mail, without the people who already have a portal account; at most
 * LOOKUP_LIST_LIMIT entries, ordered by name.
 */
export const directoryQuerySchema = z.object({ query: text().trim().max(255).optional() });
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

export const directoryUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  phone: z.string().nullable(),
  department: z.string().nullable(),
  position: z.string().nullable(),
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;

export const directoryAnswerSchema = lookupAnswer(directoryUserSchema);
export type DirectoryAnswer = z.infer<typeof directoryAnswerSchema>;
