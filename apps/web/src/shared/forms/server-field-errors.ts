import { countOf, DAY_FORMS, type PluralForms } from '@portal/contract/format/plural';
import {
  FIELD_PROBLEM_CODES,
  type FieldProblem,
  fieldErrorLine,
} from '@portal/contract/problem/field-problem';
import { FILE_REFERENCE_PARTS } from '@portal/contract/validation/field-labels';
import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { isApiError } from '../api/api-error';
import { emitToast } from '../toast/toast';
import { REQUIRED_MESSAGE } from './form-messages';
import { limitMessage } from './number-rules';

const CHARACTER_FORMS: PluralForms = ['символа', 'символов', 'символов'];

const capitalize = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** `2000-01-01` as the forms write it: 01.01.2000. */
const dayText = (day: unknown): string => String(day).split('-').reverse().join('.');

const sizeText = (field: FieldProblem, bound: 'min' | 'max'): string => {
  const limit = Number(field.params?.[bound]);
  const { origin, inclusive } = field.params ?? {};
  if (origin === 'string') {
    if (bound === 'min' && limit === 1) return REQUIRED_MESSAGE;
    return `${bound === 'max' ? 'Не длиннее' : 'Не короче'} ${countOf(limit, CHARACTER_FORMS)}`;
  }
  // An exclusive bound («больше нуля») keeps the contract's own words.
  if ((origin === 'number' || origin === 'int') && inclusive !== false) return limitMessage(bound, limit, 2);
  return capitalize(field.message);
};

/**
 * A server's field error in the form's language: ru-RU digits, the date format the form takes (ДД.ММ.ГГГГ),
 * plural forms by Intl.PluralRules; anything else is the server's own message.
 */
export const fieldErrorText = (field: FieldProblem): string => {
  const params = field.params ?? {};
  switch (field.code) {
    case 'too_big':
      return sizeText(field, 'max');
    case 'too_small':
      return sizeText(field, 'min');
    case FIELD_PROBLEM_CODES.dateFormat:
      return params.format === 'date'
        ? 'Укажите дату в формате ДД.ММ.ГГГГ'
        : 'Укажите дату и время в формате ДД.ММ.ГГГГ ЧЧ:мм';
    case FIELD_PROBLEM_CODES.dateTooEarly:
      return `Не раньше ${dayText(params.min)}`;
    case FIELD_PROBLEM_CODES.dateTooLate:
      return `Не позже ${dayText(params.max)}`;
    case FIELD_PROBLEM_CODES.periodTooLong:
      return `Период не длиннее ${countOf(Number(params.maxDays), DAY_FORMS)}`;
    default:
      return capitalize(field.message);
  }
};

export type ServerErrorOptions = {
  /** Where a server path (joined by dots) sits on this form when the form names it otherwise. */
  fieldNames?: Record<string, NamePath>;
};

const nameKey = (name: NamePath): string => JSON.stringify([name].flat());

/** A file slot's item holds its whole reference: `['preview', 'file', 'guid']` goes under `preview`. */
const slotPath = (path: FieldProblem['path']): FieldProblem['path'] => {
  let end = path.length;
  while (end > 0 && FILE_REFERENCE_PARTS.has(String(path[end - 1]))) end -= 1;
  return path.slice(0, end);
};

/**
 * DESIGN 5, issue 22: shows a 422's `fields` under the form's items and focuses the first; the errors the form has
 * no item for (and those with no field) go to a toast. Other failures were toasted by the API client already.
 */
export const showServerErrors = (
  form: FormInstance,
  error: unknown,
  { fieldNames = {} }: ServerErrorOptions = {},
): void => {
  if (!isApiError(error) || error.status !== 422 || !error.body.fields?.length) return;
  const registered = new Map(form.getFieldsError().map(({ name }) => [nameKey(name), name]));
  const placed = new Map<string, { name: NamePath; errors: string[] }>();
  const shown: FieldProblem[] = [];
  for (const field of error.body.fields) {
    const name =
      registered.get(nameKey(fieldNames[field.path.join('.')] ?? field.path)) ??
      registered.get(nameKey(slotPath(field.path)));
    if (!name) continue;
    const entry = placed.get(nameKey(name)) ?? { name, errors: [] };
    entry.errors.push(fieldErrorText(field));
    placed.set(nameKey(name), entry);
    shown.push(field);
  }
  // Nothing to show on this form: the API client's own toasts say it all.
  if (placed.size === 0) return;
  error.isClaimedByForm = true;
  form.setFields([...placed.values()]);
  const [first] = placed.values();
  if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
  // The server's own lines, so a field the form has no item for reads as the API says it.
  const shownLines = new Set(shown.map(fieldErrorLine));
  const rest = (error.body.errors ?? []).filter((line) => !shownLines.has(line));
  for (const text of rest)
    emitToast({ kind: 'warning', text, ...(error.body.title ? { title: error.body.title } : {}) });
};
