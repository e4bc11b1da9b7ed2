import * as z from 'zod';
import { fieldLabel } from '../validation/field-labels';

/**
 * DESIGN 5: one entry of a 422's `fields`. `message` is the exact Russian text API clients read; `code` and `params`
 * let a form say the same in its own words (ru-RU numbers, the date format it takes, plural forms).
 * Codes are zod's issue codes, or a refinement's own code (FIELD_PROBLEM_CODES) carried in its params.
 */
export const fieldProblemSchema = z.object({
  path: z.array(z.union([z.string(), z.number().int()])),
  message: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  /** This field's `errors` line where it is not «Label: message» («Лот 2, Маршрут: не найден»). */
  line: z.string().optional(),
});
export type FieldProblem = z.infer<typeof fieldProblemSchema>;
export type FieldProblemParams = NonNullable<FieldProblem['params']>;

/** The `errors` line of a field: «Начальная цена: должно быть больше нуля», or its own `line`. */
export const fieldErrorLine = (field: FieldProblem): string =>
  field.line ?? `${fieldLabel(field.path)}: ${field.message}`;

/** A field problem keeping the `errors` line the API has always written for it, when that is not the usual one. */
export const withErrorLine = (field: FieldProblem, line: string): FieldProblem =>
  line === fieldErrorLine(field) ? field : { ...field, line };

/** The portal's own codes, beside zod's (`too_big`, `too_small`, `invalid_type`, …). */
export const FIELD_PROBLEM_CODES = {
  /** A date not written as the API takes it; params.format: 'date' | 'dateTime' | 'month'. */
  dateFormat: 'date_format',
  /** A period longer than params.maxDays days. */
  periodTooLong: 'period_too_long',
  /** A date before params.min (YYYY-MM-DD). */
  dateTooEarly: 'date_too_early',
  /** A date after params.max (YYYY-MM-DD). */
  dateTooLate: 'date_too_late',
  /** Anything a service refuses with no further detail. */
  custom: 'custom',
} as const;

/** The params a refinement passes to zod so its issue carries the portal's code: `.refine(ok, { message, params })`. */
export const problemParams = (code: string, params: FieldProblemParams = {}) => ({ code, ...params });

type IssueLike = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
  inclusive?: unknown;
  format?: unknown;
  expected?: unknown;
  params?: Record<string, unknown>;
};

const isParamValue = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const pickParams = (source: Record<string, unknown>): FieldProblemParams =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => isParamValue(value))) as FieldProblemParams;

const paramsOfIssue = (issue: IssueLike): FieldProblemParams => {
  switch (issue.code) {
    case 'too_big':
      return pickParams({ max: Number(issue.maximum), inclusive: issue.inclusive, origin: issue.origin });
    case 'too_small':
      return pickParams({ min: Number(issue.minimum), inclusive: issue.inclusive, origin: issue.origin });
    case 'invalid_format':
      return pickParams({ format: issue.format });
    case 'invalid_type':
      return pickParams({ expected: issue.expected });
    default: {
      const { code: _code, ...rest } = issue.params ?? {};
      return pickParams(rest);
    }
  }
};

/** A zod issue as a `fields` entry: a refinement's own code wins over zod's generic `custom`. */
export const fieldProblemOfIssue = (issue: IssueLike): FieldProblem => {
  const ownCode = issue.params?.code;
  const params = paramsOfIssue(issue);
  return {
    path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
    message: issue.message,
    code: typeof ownCode === 'string' ? ownCode : issue.code,
    ...(Object.keys(params).length ? { params } : {}),
  };
};
