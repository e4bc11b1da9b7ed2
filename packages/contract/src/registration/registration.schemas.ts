import * as z from 'zod';
import { passwordSchema, usernameSchema } from '../auth/auth.schemas';
import type { FieldLabels } from '../validation/field-labels';
import { isValidInn } from '../validation/requisites';
import { text } from '../validation/text';

export const phoneSchema = text()
  .trim()
  .regex(/^\+?[\d\s()-]{10,20}$/, 'неверный номер телефона');

export const innSchema = text()
  .trim()
  .refine(isValidInn, 'неверный ИНН: проверьте количество цифр и контрольную сумму');

export const registerContractorBodySchema = z.object({
  companyName: text().trim().min(1).max(255),
  inn: innSchema,
  contactPerson: text().trim().min(1).max(255),
  email: usernameSchema,
  phone: phoneSchema,
  password: passwordSchema,
});
export type RegisterContractorBody = z.infer<typeof registerContractorBodySchema>;

export const activationEmailBodySchema = z.object({ token: text().trim().min(1).max(200) });
export const activationInvitationBodySchema = z.object({
  token: text().trim().min(1).max(200),
  password: passwordSchema,
});
export const dropPasswordMessageBodySchema = z.object({ username: usernameSchema });
/** The reset link's token is not an activation code («Код активации» elsewhere). */
export const DROP_SET_PASSWORD_FIELD_LABELS = {
  token: 'Ссылка для смены пароля',
} as const satisfies FieldLabels;
export const dropSetPasswordBodySchema = z.object({
  token: text().trim().min(1).max(200),
  password: passwordSchema,
});
