// SPEC 1: dates use DD.MM.YYYY, date with time DD.MM.YYYY HH:mm; query filters use YYYY-MM-DDTHH:mm (SPEC 7).
const pad = (value: number): string => String(value).padStart(2, '0');

const toDate = (value: Date | string | number): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const formatDate = (value: Date | string | number | null | undefined): string => {
  const date = value == null ? null : toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
};

export const formatDateTime = (value: Date | string | number | null | undefined): string => {
  const date = value == null ? null : toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** HH:mm:ss in the browser's zone, as ru-RU writes a clock (the list's «Обновлено: 23:52:13»). */
export const formatClockTime = (value: Date | number): string => {
  const date = new Date(value);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

export const formatQueryDateTime = (value: Date): string =>
  `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}T${pad(value.getHours())}:${pad(value.getMinutes())}`;
