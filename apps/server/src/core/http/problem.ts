import type { FieldProblem, FieldProblemParams } from '@portal/contract/problem/field-problem';
import { FIELD_PROBLEM_CODES, fieldErrorLine } from '@portal/contract/problem/field-problem';
import { PROBLEM_TITLES, type Problem, type ProblemStatus } from '@portal/contract/problem/problem.schemas';

/**
 * A failure the client is meant to read. Services throw these; the error handler turns them into the one
 * problem body of DESIGN 5.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: ProblemStatus,
    message: string,
    readonly errors?: string[],
    readonly fields?: FieldProblem[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpProblem(400, message);
export const unauthorized = (message = 'Требуется вход в систему') => new HttpProblem(401, message);
export const forbidden = (message = 'У Вас нет прав для совершения данного действия') =>
  new HttpProblem(403, message);
export const notFound = (message = 'Запись не найдена') => new HttpProblem(404, message);
export const conflict = (message: string) => new HttpProblem(409, message);

/** A service's refusal of one field of the body (its path there), shown by a form under that field. */
export const fieldProblem = (
  path: FieldProblem['path'],
  message: string,
  code: string = FIELD_PROBLEM_CODES.custom,
  params?: FieldProblemParams,
): FieldProblem => ({ path, message, code, ...(params ? { params } : {}) });

/** 422: plain lines, or field problems that also become `fields` entries. */
export const unprocessable = (
  errors: ReadonlyArray<string | FieldProblem>,
  message = 'Проверьте правильность заполнения полей',
) => {
  const fields = errors.filter((entry): entry is FieldProblem => typeof entry !== 'string');
  return new HttpProblem(
    422,
    message,
    errors.map((entry) => (typeof entry === 'string' ? entry : fieldErrorLine(entry))),
    fields.length ? fields : undefined,
  );
};

export const problemBody = (
  status: ProblemStatus,
  message: string,
  extra: { errors?: string[]; fields?: FieldProblem[]; requestId?: string; title?: string } = {},
): Problem => ({
  type: `https://portal.local/problems/${status}`,
  title: extra.title ?? PROBLEM_TITLES[status],
  status,
  detail: message,
  message,
  ...(extra.errors ? { errors: extra.errors } : {}),
  ...(extra.fields ? { fields: extra.fields } : {}),
  ...(extra.requestId ? { requestId: extra.requestId } : {}),
});

export const isProblemStatus = (status: number): status is ProblemStatus => status in PROBLEM_TITLES;
