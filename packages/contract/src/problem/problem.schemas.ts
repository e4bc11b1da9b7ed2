import * as z from 'zod';
import { fieldProblemSchema } from './field-problem';

// DESIGN 5: one body for every 4xx/5xx, RFC 9457 problem details plus the fields the client reads.
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  message: z.string(),
  errors: z.array(z.string()).optional(),
  /** One entry per invalid field of a 422, so a form shows each under its field. */
  fields: z.array(fieldProblemSchema).optional(),
  requestId: z.string().optional(),
});

export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_TITLES = {
  400: 'Некорректный запрос',
  401: 'Требуется вход',
  403: 'Доступ запрещён',
  404: 'Не найдено',
  405: 'Метод не поддерживается',
  408: 'Время ожидания запроса истекло',
  409: 'Действие недоступно',
  410: 'Срок действия истёк',
  413: 'Слишком большой запрос',
  414: 'Слишком длинный адрес',
  415: 'Неподдерживаемый формат',
  416: 'Диапазон недоступен',
  422: 'Ошибка валидации',
  429: 'Слишком много запросов',
  431: 'Слишком большие заголовки',
  500: 'Внутренняя ошибка сервера',
  503: 'Сервис недоступен',
} as const;

export type ProblemStatus = keyof typeof PROBLEM_TITLES;

/**
 * Issue 21: the last resort when the database itself refuses a change that a service's own check let through (a
 * reference added at the same moment, a kind of use the check does not know): 409 with these, never 500.
 */
export const DATABASE_CONFLICT_MESSAGES = {
  /** A foreign-key violation on a DELETE: the record is referred to. */
  inUse: 'Запись используется другими записями и не может быть удалена',
  /** A foreign-key violation on any other write: a record it refers to is gone. */
  referenceGone: 'Связанная запись не найдена: возможно, её только что удалили',
  /** A unique violation. */
  duplicate: 'Такая запись уже существует',
} as const;
