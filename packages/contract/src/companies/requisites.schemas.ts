import * as z from 'zod';
import { usernameSchema } from '../auth/auth.schemas';
import { VAT_REGIMES } from '../proformas/vat';
import { innSchema, phoneSchema } from '../registration/registration.schemas';
import {
  isValidBankAccount,
  isValidBik,
  isValidCorrespondentAccount,
  isValidKpp,
  isValidOgrn,
} from '../validation/requisites';
import { text } from '../validation/text';

/** An optional field: a blank string, null or nothing all mean "not given" and are stored as null. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullish().transform((value) => value ?? null),
  );

export const optionalText = (max: number) => optional(text().trim().max(max));

const optionalCode = (check: (value: string) => boolean, message: string) =>
  optional(text().trim().refine(check, message));

export const kppSchema = optionalCode(isValidKpp, 'неверный КПП: 9 символов, 5-й и 6-й могут быть буквами');
export const ogrnSchema = optionalCode(
  isValidOgrn,
  'неверный ОГРН: проверьте количество цифр (13 или 15) и контрольную цифру',
);

/** Accounts need a BIK, and each must agree with it: the error lands on the account that does not match. */
export const checkBankAccounts = (
  value: { bik: string | null; bankAccount: string | null; correspondentAccount: string | null },
  ctx: z.RefinementCtx,
): void => {
  const needsBik = (value.bankAccount || value.correspondentAccount) && !value.bik;
  if (needsBik)
    ctx.addIssue({ code: 'custom', path: ['bik'], message: 'укажите БИК банка для проверки счетов' });
  if (!value.bik) return;
  if (value.bankAccount && !isValidBankAccount(value.bankAccount, value.bik))
    ctx.addIssue({
      code: 'custom',
      path: ['bankAccount'],
      message: 'неверный расчётный счёт: 20 цифр, контрольная сумма с БИК не сходится',
    });
  if (value.correspondentAccount && !isValidCorrespondentAccount(value.correspondentAccount, value.bik))
    ctx.addIssue({
      code: 'custom',
      path: ['correspondentAccount'],
      message: 'неверный корреспондентский счёт: 20 цифр с 301, контрольная сумма с БИК не сходится',
    });
};

/**
 * A company's requisites: name, codes, addresses and bank details. The accounts are checked against the BIK,
 * so an error is reported on the account that does not match it.
 */
export const requisitesSchema = z
  .object({
    name: text().trim().min(1).max(255),
    inn: innSchema,
    kpp: kppSchema,
    ogrn: ogrnSchema,
    legalAddress: optionalText(500),
    postalAddress: optionalText(500),
    bankName: optionalText(255),
    bik: optionalCode(isValidBik, 'неверный БИК: 9 цифр, начинается с 04'),
    bankAccount: optionalText(20),
    correspondentAccount: optionalText(20),
    contactPerson: optionalText(255),
    email: optional(usernameSchema),
    phone: optional(phoneSchema),
    /** DESIGN 12: the carrier's VAT regime; absent keeps the stored one (`general` for a new carrier). */
    vatRegime: z.enum(VAT_REGIMES).optional(),
  })
  .superRefine(checkBankAccounts);
export type Requisites = z.infer<typeof requisitesSchema>;
