import * as z from 'zod';

// DESIGN 5: one body for every 4xx/5xx, RFC 9457 problem details plus the fields the client reads.
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  message: z.string(),
  errors: z.array(z.string()).optional(),
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
