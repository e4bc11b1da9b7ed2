import * as z from 'zod';
import { pluralForm } from '../format/plural';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const sizeMessage = (issue: Issue, bound: 'min' | 'max'): string => {
  const limit = Number(
    (issue as { minimum?: number; maximum?: number })[bound === 'min' ? 'minimum' : 'maximum'],
  );
  const origin = (issue as { origin?: string }).origin;
  if (origin === 'string') {
    if (bound === 'min' && limit === 1) return 'обязательное поле';
    const chars = pluralForm(limit, ['символа', 'символов', 'символов']);
    return bound === 'min' ? `не короче ${limit} ${chars}` : `не длиннее ${limit} ${chars}`;
  }
  if (origin === 'array' || origin === 'set') {
    return bound === 'min' ? `выберите не меньше ${limit}` : `не больше ${limit} элементов`;
  }
  return bound === 'min' ? `не меньше ${limit}` : `не больше ${limit}`;
};

/** Russian messages for every zod issue, so server answers and web forms speak the same words. */
export const russianErrorMap = (issue: Issue): string => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'обязательное поле';
      // 1.5 for a count is a number, only not a whole one.
      if (issue.expected === 'int' && typeof issue.input === 'number') return 'должно быть целым числом';
      if (issue.expected === 'int' || issue.expected === 'number') return 'должно быть числом';
      return 'неверный тип значения';
    case 'too_small':
      return sizeMessage(issue, 'min');
    case 'too_big':
      // Stryker disable next-line StringLiteral: sizeMessage reads any bound other than 'min' as the maximum
      return sizeMessage(issue, 'max');
    case 'invalid_format':
      if (issue.format === 'email') return 'неверный адрес электронной почты';
      return 'неверный формат';
    case 'invalid_value':
      return 'недопустимое значение';
    case 'unrecognized_keys':
      return `неизвестные поля: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return 'должно быть целым числом';
    default:
      return issue.message ?? 'неверное значение';
  }
};

/** Installs the Russian zod messages globally (once, at start). */
export const installRussianErrors = (): void => {
  z.config({ customError: russianErrorMap });
};
