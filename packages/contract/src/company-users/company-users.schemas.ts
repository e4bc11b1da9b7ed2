import * as z from 'zod';
import { usernameSchema } from '../auth/auth.schemas';
import { pageQuerySchema } from '../pagination';
import { phoneSchema } from '../registration/registration.schemas';
import { ROLES } from '../roles';

/** A company's staff list: /api/{customers|contractors}/{companyId}/users, paged, searched by name or e-mail. */
export const companyUserListQuerySchema = pageQuerySchema.extend({
  query: z.string().trim().max(255).optional(),
});
export type CompanyUserListQuery = z.infer<typeof companyUserListQuerySchema>;

const rolesSchema = z
  .array(z.enum(ROLES))
  .min(1)
  .refine((roles) => new Set(roles).size === roles.length, 'роли не должны повторяться');

/** An admin invites a colleague: the account is created without a password and an invitation mail is sent. */
export const inviteCompanyUserBodySchema = z.object({
  username: usernameSchema,
  fullname: z.string().trim().min(1).max(255),
  phone: phoneSchema.nullable().optional(),
  roles: rolesSchema,
});
export type InviteCompanyUserBody = z.infer<typeof inviteCompanyUserBodySchema>;

export const editCompanyUserBodySchema = z.object({
  fullname: z.string().trim().min(1).max(255),
  phone: phoneSchema.nullable().optional(),
  roles: rolesSchema,
});
export type EditCompanyUserBody = z.infer<typeof editCompanyUserBodySchema>;

export const COMPANY_USER_MESSAGES = {
  notFound: 'Пользователь не найден',
  invited: (username: string) => `Приглашение отправлено на ${username}`,
  blocked: 'Пользователь заблокирован',
  unblocked: 'Пользователь разблокирован',
  deleted: 'Пользователь удалён',
  cannotBlockSelf: 'Нельзя заблокировать самого себя',
  cannotDeleteSelf: 'Нельзя удалить самого себя: удалите свою учётную запись в профиле',
  cannotDemoteSelf: 'Нельзя снять с себя роль администратора',
} as const;
