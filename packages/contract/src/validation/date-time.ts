import { text } from './text';

// DESIGN 5: times in JSON are ISO 8601 with an offset; query date filters are YYYY-MM-DDTHH:mm (SPEC 7).
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const QUERY_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Years a business date may have: a PostgreSQL timestamp holds more, but nothing outside is a real flight. */
export const DATE_YEAR_MIN = 2000;
export const DATE_YEAR_MAX = 2100;

export const DATE_TIME_MESSAGES = {
  format: 'укажите дату и время в формате ISO 8601 со смещением',
  queryFormat: 'укажите дату в формате ГГГГ-ММ-ДДTчч:мм',
} as const;

const isRealDate = (value: string): boolean => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return false;
  const year = date.getUTCFullYear();
  // Date rolls 31.02 over to March: the written day must survive the round trip.
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const written = new Date(Date.UTC(y, m - 1, d));
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX && written.getUTCDate() === d;
};

/** An instant with its offset: `2026-05-01T10:00:00+05:00`. */
export const dateTimeSchema = text()
  .trim()
  .refine((value) => ISO_WITH_OFFSET.test(value) && isRealDate(value), DATE_TIME_MESSAGES.format);

/** A query filter's wall time: `2026-05-01T10:00`. */
export const queryDateTimeSchema = text().refine(
  (value) => QUERY_DATE_TIME.test(value) && isRealDate(`${value}Z`),
  DATE_TIME_MESSAGES.queryFormat,
);
