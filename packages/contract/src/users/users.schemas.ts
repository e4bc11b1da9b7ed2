import * as z from 'zod';
import { passwordSchema } from '../auth/auth.schemas';
import { idParamSchema } from '../ids';
import { phoneSchema } from '../registration/registration.schemas';
import { OWNER_TYPES, ROLES } from '../roles';
import { text } from '../validation/text';

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

export const userIdParamsSchema = z.object({ id: idParamSchema });

export const updateUserBodySchema = z.object({
  fullname: text().trim().min(1).max(255),
  phone: phoneSchema.nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** PUT /api/users/{id}/password: the caller's session stays (named by its access token), every other one ends. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: text().min(1).max(128),
    newPassword: passwordSchema,
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
