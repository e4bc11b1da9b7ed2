// SPEC 5: date inputs auto-format as DD.MM.YYYY or DD.MM.YYYY HH:mm, inserting dots after day and month,
// stripping leading letters, limiting the date to 10 characters; day ≤ 31, month ≤ 12, hour ≤ 23, minute ≤ 59.

const clampPair = (digits: string, max: number): string => {
  if (digits.length < 2) {
    // A first digit that cannot start a valid pair is completed with a leading zero: '4' → '04' for a day.
    return Number(digits) > Math.floor(max / 10) ? `0${digits}` : digits;
  }
  return Number(digits) > max ? String(max) : digits;
};

/**
 * Formats what the user typed into a date (or date-time) mask. `previous` is the value before this keystroke:
 * when the user is deleting, no separator is appended, so backspace over a dot works.
 */
export const formatDateInput = (raw: string, withTime = false, previous = ''): string => {
  const isDeleting = raw.length < previous.length;
  const digits = raw
    .replace(/^[^\d]+/, '')
    .replace(/\D/g, '')
    .slice(0, withTime ? 12 : 8);
  const parts: string[] = [];
  const limits: Array<[number, number]> = [
    [2, 31],
    [2, 12],
    [4, 0],
    [2, 23],
    [2, 59],
  ];
  let rest = digits;
  for (const [length, max] of limits) {
    if (!rest) break;
    let chunk = rest.slice(0, length);
    if (max > 0) {
      const clamped = clampPair(chunk, max);
      // A padded first digit consumed only one typed digit.
      rest = clamped.length === 2 && chunk.length === 1 ? rest.slice(1) : rest.slice(length);
      chunk = clamped;
      if (chunk.length === 2 && max === 31 && chunk === '00') chunk = '01';
      if (chunk.length === 2 && max === 12 && chunk === '00') chunk = '01';
    } else {
      rest = rest.slice(length);
    }
    parts.push(chunk);
  }
  const separators = ['.', '.', ' ', ':'];
  let result = '';
  parts.forEach((part, index) => {
    result += part;
    const isComplete = part.length === (index === 2 ? 4 : 2);
    const hasNext = index < parts.length - 1;
    const canGoOn = index < (withTime ? 4 : 2);
    if (isComplete && canGoOn && (hasNext || !isDeleting)) result += separators[index];
  });
  return result;
};

/** Parses a complete DD.MM.YYYY or DD.MM.YYYY HH:mm value into a local Date, or null when it is not a real date. */
export const parseDateInput = (value: string): Date | null => {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  // Stryker disable next-line StringLiteral: Number('') is 0, as Number('0') is
  const [, day, month, year, hour = '0', minute = '0'] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  // The Date constructor rolls 10:60 over to 11:00, so the time is checked by its numbers.
  const isRealTime = Number(hour) <= 23 && Number(minute) <= 59;
  const isReal =
    isRealTime &&
    date.getFullYear() === Number(year) &&
    date.getMonth() === Number(month) - 1 &&
    date.getDate() === Number(day);
  return isReal ? date : null;
};
