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
export const unprocessable = (errors: string[], message = 'Проверьте правильность заполнения полей') =>
  new HttpProblem(422, message, errors);

export const problemBody = (
  status: ProblemStatus,
  message: string,
  extra: { errors?: string[]; requestId?: string; title?: string } = {},
): Problem => ({
  type: `https://portal.local/problems/${status}`,
  title: extra.title ?? PROBLEM_TITLES[status],
  status,
  detail: message,
  message,
  ...(extra.errors ? { errors: extra.errors } : {}),
  ...(extra.requestId ? { requestId: extra.requestId } : {}),
});

export const isProblemStatus = (status: number): status is ProblemStatus => status in PROBLEM_TITLES;
