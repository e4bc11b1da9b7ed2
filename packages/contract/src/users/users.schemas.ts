import * as z from 'zod';
import { passwordSchema } from '../auth/auth.schemas';
import { pathIdSchema } from '../path-params';
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

export const userIdParamsSchema = z.object({ id: pathIdSchema });

export const updateUserBodySchema = z.object({
  fullname: z.string().trim().min(1).max(255),
  phone: phoneSchema.nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/**
 * PUT /api/users/{id}/password. `refreshToken` is the caller's own: its session stays, every other session of
 * the user ends.
 */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1).max(128),
    newPassword: passwordSchema,
    refreshToken: z.string().min(1).max(200).optional(),
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: 'должен отличаться от текущего',
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const USER_MESSAGES = {
  wrongCurrentPassword: 'неверный пароль',
  passwordChanged: 'Пароль изменён. Другие сеансы завершены',
  profileSaved: 'Данные профиля сохранены',
} as const;
