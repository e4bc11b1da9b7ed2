import * as z from 'zod';
import { phoneSchema } from '../registration/registration.schemas';
import { OWNER_TYPES, ROLES } from '../roles';

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  phone: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  ownerType: z.enum(OWNER_TYPES),
  ownerId: z.number().int(),
  blocked: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const updateUserBodySchema = z.object({
  fullname: z.string().trim().min(1).max(255),
  phone: phoneSchema.nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;
