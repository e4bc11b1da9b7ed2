import { NUMBER_LOCALE } from '../constants';
import { formatNumber } from './numbers';

/** A Russian noun in the case its sentence needs, for 1, for 2–4 and for 5 and up: рейс, рейса, рейсов. */
export type PluralForms = readonly [one: string, few: string, many: string];

/** «не длиннее 1 дня», «не длиннее 2 дней», «не длиннее 731 дня». */
export const DAY_FORMS: PluralForms = ['дня', 'дней', 'дней'];

const pluralRules = new Intl.PluralRules(NUMBER_LOCALE);

/** The form that goes with the count: 1 и 21 рейс, 2 и 22 рейса, 5, 11 и 12 рейсов. */
export const pluralForm = (count: number, [one, few, many]: PluralForms): string => {
  const category = pluralRules.select(count);
  if (category === 'one') return one;
  return category === 'few' ? few : many;
};

/**
 * The count in ru-RU digits with its noun: «12 рейсах», «1 рейсе», «1 200 рейсах». A no-break space joins them, so a
 * line never ends between the number and its noun.
 */
export const countOf = (count: number, forms: PluralForms): string =>
  `${formatNumber(count, 0)}\u00a0${pluralForm(count, forms)}`;

/** Parts of one sentence joined the Russian way: «а», «а и б», «а, б и в»; empty parts are left out. */
export const joinWithAnd = (parts: ReadonlyArray<string | false | null | undefined>): string => {
  const present = parts.filter((part): part is string => Boolean(part));
  if (present.length < 2) return present.join('');
  return `${present.slice(0, -1).join(', ')} и ${present.at(-1)}`;
};
