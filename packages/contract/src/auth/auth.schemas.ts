import * as z from 'zod';
import { OWNER_TYPES, ROLES } from '../roles';
import { text } from '../validation/text';

export const PASSWORD_MIN_LENGTH = 8;

export const usernameSchema = text().trim().toLowerCase().pipe(z.email().max(180));
export const passwordSchema = text().min(PASSWORD_MIN_LENGTH).max(128);

export const loginBodySchema = z.object({
  username: text().trim().toLowerCase().min(1).max(180),
  password: text().min(1).max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginCheckQuerySchema = z.object({ refreshToken: text().min(1).max(200).optional() });

export const companySchema = z.object({ id: z.number().int(), name: z.string() });

// SPEC 3: the user session. Customers are always verified; a contractor is verified when its record is active.
export const sessionSchema = z.object({
  isAuth: z.literal(true),
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  roles: z.array(z.enum(ROLES)),
  ownerType: z.enum(OWNER_TYPES),
  ownerId: z.number().int(),
  company: companySchema,
  INN: z.string(),
  verified: z.boolean(),
  verificationStatus: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;

/** GET /api/login/check: the session, plus a new token pair when it was asked to rotate. */
export const loginCheckResponseSchema = sessionSchema.extend({
  token: z.string().optional(),
  refreshToken: z.string().optional(),
});
export type LoginCheckResponse = z.infer<typeof loginCheckResponseSchema>;

export const logoutBodySchema = z.object({ refreshToken: text().min(1).max(200) });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
