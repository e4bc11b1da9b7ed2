import { countOf, type PluralForms } from './plural';

/**
 * Issue 21: a record others refer to is not deleted, and the 409 names each kind of use with its count, in the
 * form its preposition needs: «используется в 1 рейсе», «назначен на 2 рейса». The nouns several features share
 * live here; each feature's `*_MESSAGES.inUse` builds its sentence from `usePart`s joined by `joinWithAnd`.
 */
export const USE_NOUNS = {
  /** в 1 рейсе, в 3 рейсах */
  inFlights: ['рейсе', 'рейсах', 'рейсах'],
  /** на 1 рейс, на 2 рейса, на 5 рейсов */
  onFlights: ['рейс', 'рейса', 'рейсов'],
  /** в 1 лоте тендера, в 2 лотах тендеров */
  inTenderLots: ['лоте тендера', 'лотах тендеров', 'лотах тендеров'],
  /** в 1 аукционе, в 2 аукционах */
  inAuctions: ['аукционе', 'аукционах', 'аукционах'],
  /** в 1 тендере, в 2 тендерах */
  inTenders: ['тендере', 'тендерах', 'тендерах'],
} as const satisfies Record<string, PluralForms>;

/** One kind of use after its lead words, «в 12 рейсах», «назначен на 2 рейса»; nothing when the count is 0. */
export const usePart = (lead: string, count: number, forms: PluralForms): string | null =>
  count > 0 ? `${lead} ${countOf(count, forms)}` : null;
