import * as z from 'zod';
import { usernameSchema } from '../auth/auth.schemas';
import { pageQuerySchema } from '../pagination';
import { phoneSchema } from '../registration/registration.schemas';
import { ROLES } from '../roles';
import { userSchema } from '../users/users.schemas';
import { text } from '../validation/text';

/** A company's staff list: /api/{customers|contractors}/{companyId}/users, paged, searched by name or e-mail. */
export const companyUserListQuerySchema = pageQuerySchema.extend({
  query: text().trim().max(255).optional(),
});
export type CompanyUserListQuery = z.infer<typeof companyUserListQuerySchema>;

const rolesSchema = z
  .array(z.enum(ROLES))
  .min(1)
  .refine((roles) => new Set(roles).size === roles.length, 'роли не должны повторяться');

const fullnameSchema = text().trim().min(1).max(255);

/** The fields of the invite and edit forms, checked as the server checks them; an empty phone means none. */
export const companyUserFieldSchemas = {
  username: text().trim().min(1).pipe(usernameSchema),
  fullname: fullnameSchema,
  phone: text().superRefine((value, context) => {
    if (value.trim() === '') return;
    for (const issue of phoneSchema.safeParse(value).error?.issues ?? []) {
      context.addIssue({ code: 'custom', message: issue.message });
    }
  }),
} as const;

/** An admin invites a colleague: the account is created without a password and an invitation mail is sent. */
export const inviteCompanyUserBodySchema = z.object({
  username: usernameSchema,
  fullname: fullnameSchema,
  phone: phoneSchema.nullable().optional(),
  roles: rolesSchema,
});
export type InviteCompanyUserBody = z.infer<typeof inviteCompanyUserBodySchema>;

export const editCompanyUserBodySchema = z.object({
  fullname: fullnameSchema,
  phone: phoneSchema.nullable().optional(),
  roles: rolesSchema,
});
export type EditCompanyUserBody = z.infer<typeof editCompanyUserBodySchema>;

/**
 * GET /api/customers/{customerId}/contractor-users/{userId}: a carrier's user as a customer sees it (read-only),
 * with the carrier it works for.
 */
export const carrierUserSchema = userSchema.extend({
  contractor: z.object({ id: z.number().int(), name: z.string() }),
});
export type CarrierUser = z.infer<typeof carrierUserSchema>;

export const COMPANY_USER_MESSAGES = {
  notFound: 'Пользователь не найден',
  invited: (username: string) => `Приглашение отправлено на ${username}`,
  blocked: 'Пользователь заблокирован',
  unblocked: 'Пользователь разблокирован',
  deleted: 'Пользователь удалён',
  cannotBlockSelf: 'Нельзя заблокировать самого себя',
  cannotDeleteSelf: 'Нельзя удалить самого себя: удалите свою учётную запись в профиле',
  cannotDemoteSelf: 'Нельзя снять с себя роль администратора',
  emailTaken: 'Пользователь с таким e-mail уже существует',
  lastAdminDelete: 'Нельзя удалить последнего администратора компании',
  lastAdminBlock: 'Нельзя заблокировать последнего администратора компании',
  lastAdminDemote: 'Нельзя снять роль администратора с последнего администратора компании',
  saved: (fullname: string) => `Пользователь ${fullname} сохранён`,
} as const;

/** SPEC 8 style questions before a change (buttons Да and Назад). */
export const COMPANY_USER_CONFIRMATIONS = {
  block: 'Вы уверены что хотите заблокировать пользователя?',
  unblock: 'Вы уверены что хотите разблокировать пользователя?',
  delete: 'Вы уверены что хотите удалить пользователя?',
} as const;
