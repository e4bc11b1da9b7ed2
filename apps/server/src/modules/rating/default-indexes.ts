import type { IndexOption } from '@portal/contract/rating/rating.rules';

/** What an index counts; the recomputation fills its calculation from this. */
export type IndexCode = 'onTime' | 'auctions' | 'routes' | 'tenders' | 'incidents' | 'declinedWins';

type DefaultIndex = { code: IndexCode; name: string; formula: string; koeff: number; options: IndexOption[] };

const counts = (top: number): IndexOption[] => [
  { min: 1, max: 2, value: 30 },
  { min: 3, max: 5, value: 60 },
  { min: 6, max: top, value: 100 },
];
const penalties: IndexOption[] = [
  { min: 1, max: 1, value: 50 },
  { min: 2, max: 1_000_000, value: 100 },
];

/** Issue 17: every customer starts with these indexes (its admins change names, formulas, weights, options). */
export const DEFAULT_INDEXES: DefaultIndex[] = [
  {
    code: 'onTime',
    name: 'Своевременное прибытие',
    formula: 'доля рейсов без опозданий = закрытые рейсы без опозданий ÷ все закрытые рейсы × 100 %',
    koeff: 3,
    options: [
      { min: 0, max: 50, value: 0 },
      { min: 50, max: 80, value: 40 },
      { min: 80, max: 95, value: 70 },
      { min: 95, max: 100, value: 100 },
    ],
  },
  {
    code: 'auctions',
    name: 'Участие в аукционах',
    formula: 'участие в аукционах = завершённые аукционы, в которых перевозчик сделал ставку',
    koeff: 1,
    options: counts(1_000_000),
  },
  {
    code: 'routes',
    name: 'Закрытые рейсы',
    formula: 'закрытые рейсы = рейсы перевозчика, закрытые за период',
    koeff: 2,
    options: counts(1_000_000),
  },
  {
    code: 'tenders',
    name: 'Рейсы по тендерам',
    formula: 'рейсы по тендерам = рейсы, полученные перевозчиком по итогам тендеров',
    koeff: 1,
    options: counts(1_000_000),
  },
  {
    code: 'incidents',
    name: 'Происшествия (ДТП и хищения)',
    formula: 'происшествия = ДТП и хищения на рейсах перевозчика; штраф',
    koeff: -2,
    options: penalties,
  },
  {
    code: 'declinedWins',
    name: 'Отказы от побед',
    formula: 'отказы от побед = отказы от выигранных аукционов и тендеров; штраф',
    koeff: -1,
    options: penalties,
  },
];

export const DEFAULT_GRACE_MINUTES = 10;
