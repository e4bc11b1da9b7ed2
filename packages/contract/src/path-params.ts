import * as z from 'zod';

/** A record id in a path (`/users/{userId}`); anything else is a 404 (decisions.md «Malformed path ids»). */
export const pathIdSchema = z.coerce.number().int().positive();
