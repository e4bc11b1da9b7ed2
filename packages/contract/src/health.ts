import * as z from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ status: z.enum(['ok', 'down']), driver: z.enum(['pglite', 'postgres']) }),
});
export type Health = z.infer<typeof healthSchema>;

// DESIGN 7: the server is the clock of every auction; clients measure their offset against it.
export const serverTimeSchema = z.object({ now: z.string() });
export type ServerTime = z.infer<typeof serverTimeSchema>;
