import {
  type FieldProblem,
  fieldErrorLine,
  fieldProblemOfIssue,
  withErrorLine,
} from '@portal/contract/problem/field-problem';
import {
  DATABASE_CONFLICT_MESSAGES,
  PROBLEM_TITLES,
  type ProblemStatus,
} from '@portal/contract/problem/problem.schemas';
import { type FieldLabels, fieldLabel } from '@portal/contract/validation/field-labels';
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own Russian names of fields that FIELD_LABELS names for other calls. */
    fieldLabels?: FieldLabels;
  }
}

type ValidationIssue = { keyword: string; instancePath: string; message?: string; params?: object };

/** fastify-type-provider-zod's validation entries back as zod issues, then as `fields` entries. */
const validationFields = (issues: readonly ValidationIssue[], ownLabels: FieldLabels): FieldProblem[] =>
  issues
    .map((issue) =>
      fieldProblemOfIssue({
        ...issue.params,
        code: issue.keyword,
        // Array indexes come as strings in the path; as numbers, fieldLabel skips them ("Документы", not "0").
        path: issue.instancePath
          .split('/')
          .filter(Boolean)
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: issue.message ?? 'неверное значение',
      }),
    )
    // A field the route names its own way carries its line, so a form's toast reads as the API answered.
    .map((field) => withErrorLine(field, `${fieldLabel(field.path, ownLabels)}: ${field.message}`));

const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

/** The constraint violation of a PostgreSQL error (pg and PGlite both give `code`), raw or as Drizzle's cause. */
const violationOf = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === FOREIGN_KEY_VIOLATION || code === UNIQUE_VIOLATION) return code;
    current = cause;
  }
  return undefined;
};

/**
 * Issue 21: the database refused what a service's check let through (a race, or a kind of use the check does not
 * count): a foreign-key violation on a DELETE means the record is in use, on another write that what it refers to
 * is gone; a unique violation, a duplicate. 409, never 500.
 */
const databaseConflictOf = (error: unknown, method: string): string | null => {
  const violation = violationOf(error);
  if (violation === UNIQUE_VIOLATION) return DATABASE_CONFLICT_MESSAGES.duplicate;
  if (violation !== FOREIGN_KEY_VIOLATION) return null;
  return method === 'DELETE' ? DATABASE_CONFLICT_MESSAGES.inUse : DATABASE_CONFLICT_MESSAGES.referenceGone;
};

export const sendProblem = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: ProblemStatus,
  message: string,
  errors?: string[],
  fields?: FieldProblem[],
) =>
  reply
    .status(status)
    .type('application/problem+json; charset=utf-8')
    .send(
      problemBody(status, message, {
        ...(errors ? { errors } : {}),
        ...(fields ? { fields } : {}),
        requestId: request.id,
      }),
    );

export const registerErrorHandler = (app: FastifyInstance) => {
  // The OpenAPI document names a route's own field names (`x-field-labels`), as it names its access.
  app.addHook('onRoute', (route) => {
    const fieldLabels = route.config?.fieldLabels;
    if (fieldLabels) route.schema = { ...route.schema, ['x-field-labels' as string]: fieldLabels };
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      return sendProblem(request, reply, error.status, error.message, error.errors, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path parameter that is not even of the right shape names no record.
      if (error.validationContext === 'params') return sendProblem(request, reply, 404, 'Запись не найдена');
      const fields = validationFields(error.validation, request.routeOptions.config.fieldLabels ?? {});
      return sendProblem(
        request,
        reply,
        422,
        'Проверьте правильность заполнения полей',
        fields.map(fieldErrorLine),
        fields,
      );
    }
    const databaseConflict = databaseConflictOf(error, request.method);
    if (databaseConflict) {
      request.log.warn({ err: error, reqId: request.id }, 'database refused the change');
      return sendProblem(request, reply, 409, databaseConflict);
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
