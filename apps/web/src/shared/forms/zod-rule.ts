import { installRussianErrors } from '@portal/contract/validation/ru-errors';
import type { FormRule } from 'antd';
import type * as z from 'zod';

// Russian zod messages before any form validates with a contract schema. Installed here, by the module every
// such form imports, rather than in the entry: zod is not part of the login page's first load.
installRussianErrors();

const capitalize = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/**
 * An antd Form rule that checks a field with the contract schema the server uses, so the form and the API give
 * the same Russian message.
 */
export const zodRule = (schema: z.ZodType): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(capitalize(result.error.issues[0]?.message ?? 'Неверное значение'));
  },
});

/**
 * An antd Form rule that checks one field with the whole contract object schema, so rules that compare fields
 * (an account against the BIK) give the form the same message as the server. Pair with `dependencies`.
 */
export const zodFieldRule =
  (schema: z.ZodType, field: string): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(trimValues(getFieldsValue(true) as Record<string, unknown>));
      const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
      if (issue) throw new Error(capitalize(issue.message));
    },
  });

/** Trims every string of a form's values: text is trimmed on save (SPEC 5). */
export const trimValues = <T extends Record<string, unknown>>(values: T): T =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;

/** The rule for a repeated password: it must equal the field `passwordField`. */
export const samePasswordRule =
  (passwordField: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(passwordField)) throw new Error('Пароли не совпадают');
    },
  });
