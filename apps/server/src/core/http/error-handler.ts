import { PROBLEM_TITLES, type ProblemStatus } from '@portal/contract/problem/problem.schemas';
import { fieldLabel } from '@portal/contract/validation/field-labels';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpProblem, isProblemStatus, problemBody } from './problem';

const FASTIFY_CODES: Record<string, [ProblemStatus, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Тело запроса не является корректным JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Тело запроса пустое, ожидается JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Размер запроса превышает допустимый'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Неподдерживаемый тип содержимого запроса'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Неверная длина тела запроса'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'Неподдерживаемый тип содержимого запроса'],
};

const CYRILLIC = /[а-яё]/i;

type ValidationIssue = { instancePath: string; message?: string };

const validationMessages = (issues: readonly ValidationIssue[]): string[] =>
  issues.map((issue) => {
    // Array indexes come as strings in the path; as numbers, fieldLabel skips them ("Документы", not "0").
    const path = issue.instancePath
      .split('/')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return `${fieldLabel(path)}: ${issue.message ?? 'неверное значение'}`;
  });

// Postgres unique_violation, raw or wrapped by Drizzle: a race the service's own check could not see.
const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code;
  const causeCode = (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505' || causeCode === '23505';
};

export const sendProblem = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: ProblemStatus,
  message: string,
  errors?: string[],
) =>
  reply
    .status(status)
    .type('application/problem+json; charset=utf-8')
    .send(problemBody(status, message, { ...(errors ? { errors } : {}), requestId: request.id }));

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      return sendProblem(request, reply, error.status, error.message, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path parameter that is not even of the right shape names no record.
      if (error.validationContext === 'params') return sendProblem(request, reply, 404, 'Запись не найдена');
      return sendProblem(
        request,
        reply,
        422,
        'Проверьте правильность заполнения полей',
        validationMessages(error.validation),
      );
    }
    if (isUniqueViolation(error)) {
      return sendProblem(request, reply, 409, 'Запись с такими данными уже существует');
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendProblem(request, reply, known[0], known[1]);
    if (error.statusCode === 429) {
      return sendProblem(request, reply, 429, error.message || 'Слишком много запросов, повторите позже');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error, reqId: request.id }, 'client error');
      const problemStatus = isProblemStatus(status) ? status : 400;
      // Fastify's and plugins' own messages are English and may echo the request: only Russian text goes out.
      const message = CYRILLIC.test(error.message) ? error.message : PROBLEM_TITLES[problemStatus];
      return sendProblem(request, reply, problemStatus, message);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return sendProblem(request, reply, 500, 'Внутренняя ошибка сервера');
  });
};
