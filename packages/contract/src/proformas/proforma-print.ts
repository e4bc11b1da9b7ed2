import { formatDay } from './proforma.columns';
import { PROFORMA_LINE_KIND_LABELS } from './proforma-lines';
import type { Proforma, ProformaLine } from './proformas.schemas';

// DESIGN 12 «Proformas»: the texts of the printable «Счёт на оплату» and «Акт оказанных услуг» (the server lays
// them out as a PDF). A requisite the portal does not hold prints as «—».

export const PRINT_MISSING = '—';
export const PRINT_NO_VAT = 'Без НДС';
const PRINT_DONE_SENTENCE =
  'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объёму, качеству и срокам ' +
  'оказания услуг не имеет.';
const PRINT_DONE_LATE_SENTENCE =
  'Вышеперечисленные услуги выполнены полностью. Нарушение сроков оказания услуг учтено штрафами за опоздание, ' +
  'указанными выше; иных претензий по объёму, качеству и срокам Заказчик не имеет.';

/** The act's closing sentence: «в срок» only when no line charges a lateness penalty. */
export const printDoneSentence = (proforma: Pick<Proforma, 'lines'>): string =>
  proforma.lines.some((line) => line.kind === 'penalty') ? PRINT_DONE_LATE_SENTENCE : PRINT_DONE_SENTENCE;

const moneyFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 140 000,00: roubles with two decimals and no sign, the table's head names the currency. */
export const printMoney = (roubles: number): string => moneyFormat.format(roubles);
/** «22 %», or «Без НДС» for a carrier without VAT. */
export const printRate = (rate: number): string => (rate === 0 ? PRINT_NO_VAT : `${rate} %`);
export const orMissing = (value: string | null): string => (value?.trim() ? value : PRINT_MISSING);

/** «Перевозка по рейсу R-1 от 10.01.2026, Москва — Казань»; a penalty names its flight; an extra its comment. */
export const printLineTitle = (line: ProformaLine): string => {
  const flight = line.route ? ` по рейсу ${line.route.routeCode} от ${formatDay(line.date)}` : '';
  if (line.kind === 'flight') return `Перевозка${flight}${line.routeWay ? `, ${line.routeWay.name}` : ''}`;
  if (line.kind === 'penalty') return `${PROFORMA_LINE_KIND_LABELS.penalty}${flight}`;
  return line.comment
    ? `${PROFORMA_LINE_KIND_LABELS.extra}: ${line.comment}`
    : PROFORMA_LINE_KIND_LABELS.extra;
};

/**
 * The VAT rows of the totals: one «НДС» («Без НДС» at rate 0), or one per rate when the lines mix rates, each
 * summed from its lines' kopecks.
 */
export const printVatRows = (
  proforma: Pick<Proforma, 'lines' | 'totals'>,
): { label: string; value: string }[] => {
  const byRate = new Map<number, number>();
  for (const line of proforma.lines)
    byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + Math.round(line.vat * 100));
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  if (rates.length <= 1)
    return [{ label: 'НДС', value: rates[0] ? printMoney(proforma.totals.vat) : PRINT_NO_VAT }];
  // Lines without VAT add nothing to the VAT of a mixed proforma.
  return rates
    .filter((rate) => rate > 0)
    .map((rate) => ({ label: `НДС ${printRate(rate)}`, value: printMoney(byRate.get(rate)! / 100) }));
};

/**
 * The two documents' titles on `day` (YYYY-MM-DD: the day it was sent, or today for a draft). A draft has no
 * number yet, so it prints as a project of the invoice and the act.
 */
export const printTitles = (number: string | null, day: string) => {
  if (number === null)
    return { invoice: 'Проект счёта (черновик)', act: 'Проект акта оказанных услуг (черновик)' };
  return {
    invoice: `Счёт на оплату № ${number} от ${formatDay(day)}`,
    act: `Акт № ${number} от ${formatDay(day)} оказанных услуг`,
  };
};
