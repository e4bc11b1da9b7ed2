// DESIGN 12 «VAT»: the rate of an amount is the rate of its flight's date and its carrier's regime. Prices are
// gross (what the customer pays); VAT and the sum without VAT are derived per line in whole kopecks.

export const VAT_REGIMES = ['general', 'usn5', 'usn7', 'none'] as const;
export type VatRegime = (typeof VAT_REGIMES)[number];
export const DEFAULT_VAT_REGIME: VatRegime = 'general';

export const VAT_REGIME_LABELS: Record<VatRegime, string> = {
  general: 'ОСНО (общая ставка НДС)',
  usn5: 'УСН, НДС 5 %',
  usn7: 'УСН, НДС 7 %',
  none: 'Без НДС',
};

/**
 * The general rate by date: each entry holds from its day (YYYY-MM-DD, inclusive) until the next one. 20 % until
 * 31.12.2025, 22 % from 01.01.2026 (Federal Law No. 425-FZ of 28.11.2025).
 */
export const GENERAL_VAT_TABLE: readonly { from: string; rate: number }[] = [
  { from: '0000-01-01', rate: 20 },
  { from: '2026-01-01', rate: 22 },
];

/** The rates of the regimes whose rate does not depend on the date (the simplified system and «Без НДС»). */
export const FIXED_VAT_RATES: Readonly<Record<Exclude<VatRegime, 'general'>, number>> = {
  usn5: 5,
  usn7: 7,
  none: 0,
};

/** The VAT rate in percent of a day (YYYY-MM-DD) for a carrier's regime. */
export const vatRate = (day: string, regime: VatRegime = DEFAULT_VAT_REGIME): number => {
  if (regime !== 'general') return FIXED_VAT_RATES[regime];
  let rate = 0;
  for (const entry of GENERAL_VAT_TABLE) if (entry.from <= day) rate = entry.rate;
  return rate;
};

/** VAT inside a positive gross sum of kopecks, rounded half-up to the kopeck: gross × rate ÷ (100 + rate). */
const vatOfPositive = (gross: number, rate: number): number =>
  Math.floor((2 * gross * rate + 100 + rate) / (2 * (100 + rate)));

export type LineVat = { vat: number; sumWithoutVat: number };

/**
 * One line's VAT in kopecks from its gross sum in kopecks (a penalty's is negative: its VAT mirrors the positive
 * one). The sum without VAT is gross − VAT, so the three always add up.
 */
export const lineVat = (grossKopecks: number, rate: number): LineVat => {
  const magnitude = vatOfPositive(Math.abs(grossKopecks), rate);
  const vat = grossKopecks < 0 ? -magnitude : magnitude;
  return { vat, sumWithoutVat: grossKopecks - vat };
};

/** Totals are the sums of the lines, never recomputed from the total. */
export const sumLines = (lines: readonly { summ: number; vat: number; sumWithoutVat: number }[]) =>
  lines.reduce(
    (total, line) => ({
      summ: total.summ + line.summ,
      vat: total.vat + line.vat,
      sumWithoutVat: total.sumWithoutVat + line.sumWithoutVat,
    }),
    { summ: 0, vat: 0, sumWithoutVat: 0 },
  );
