import { FIELD_PROBLEM_CODES, problemParams } from '../problem/field-problem';
import { text } from './text';

// DESIGN 5: times in JSON are ISO 8601 with an offset; query date filters are YYYY-MM-DDTHH:mm (SPEC 7).
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const QUERY_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Days a business date may fall on: a PostgreSQL timestamp holds more, but nothing outside is a real flight. */
export const DATE_DAY_MIN = '2000-01-01';
export const DATE_DAY_MAX = '2100-12-31';

export const DATE_TIME_MESSAGES = {
  format: 'укажите дату и время в формате ISO 8601 со смещением',
  queryFormat: 'укажите дату в формате ГГГГ-ММ-ДДTчч:мм',
  tooEarly: 'не раньше 01.01.2000',
  tooLate: 'не позже 31.12.2100',
} as const;

/** The day as written (the wall date of its own offset), when it is a real calendar day. */
const writtenDay = (value: string): string | null => {
  if (Number.isNaN(new Date(value).getTime())) return null;
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  // Date rolls 31.02 over to March: the written day must survive the round trip.
  const written = new Date(Date.UTC(y, m - 1, d));
  return written.getUTCMonth() === m - 1 && written.getUTCDate() === d ? value.slice(0, 10) : null;
};

type Check = { value: string; issues: Array<Record<string, unknown>> };

const dayRangeIssue = (day: string) => {
  if (day < DATE_DAY_MIN)
    return {
      message: DATE_TIME_MESSAGES.tooEarly,
      params: problemParams(FIELD_PROBLEM_CODES.dateTooEarly, { min: DATE_DAY_MIN }),
    };
  if (day > DATE_DAY_MAX)
    return {
      message: DATE_TIME_MESSAGES.tooLate,
      params: problemParams(FIELD_PROBLEM_CODES.dateTooLate, { max: DATE_DAY_MAX }),
    };
  return null;
};

/** One issue at most: the format when it is wrong, else the day's range. */
const checkDateTime = (pattern: RegExp, formatMessage: string, withOffset: boolean) => (check: Check) => {
  const { value } = check;
  const day = pattern.test(value) ? writtenDay(withOffset ? value : `${value}Z`) : null;
  const issue = day
    ? dayRangeIssue(day)
    : {
        message: formatMessage,
        params: problemParams(FIELD_PROBLEM_CODES.dateFormat, { format: 'dateTime' }),
      };
  if (issue) check.issues.push({ code: 'custom', input: value, ...issue });
};

/** An instant with its offset: `2026-05-01T10:00:00+05:00`. */
export const dateTimeSchema = text()
  .trim()
  .check(checkDateTime(ISO_WITH_OFFSET, DATE_TIME_MESSAGES.format, true));

/** A query filter's wall time: `2026-05-01T10:00`. */
export const queryDateTimeSchema = text().check(
  checkDateTime(QUERY_DATE_TIME, DATE_TIME_MESSAGES.queryFormat, false),
);
