// DESIGN 12: a proforma's lines. `flight`: one per closed flight, priced by its freightSum; `penalty`: lateness by the
// customer's rule (negative, with the late points as evidence); `extra`: a charge the carrier adds with a comment
// and a file.

export const PROFORMA_LINE_KINDS = ['flight', 'penalty', 'extra'] as const;
export type ProformaLineKind = (typeof PROFORMA_LINE_KINDS)[number];

export const PROFORMA_LINE_KIND_LABELS: Record<ProformaLineKind, string> = {
  flight: 'Рейс',
  penalty: 'Штраф за опоздание',
  extra: 'Доплата',
};

/** Where a flight's price came from. */
export const PRICE_SOURCE_KINDS = ['auction', 'tender', 'tariff'] as const;
export type PriceSourceKind = (typeof PRICE_SOURCE_KINDS)[number];

/** «Аукцион № 12», «Тендер № 4, лот Москва — Казань», «Тариф». */
export const priceSourceLabel = (source: {
  kind: PriceSourceKind;
  number: string | number | null;
  lot: string | null;
}): string => {
  if (source.kind === 'auction') return `Аукцион № ${source.number}`;
  if (source.kind === 'tender')
    return source.lot ? `Тендер № ${source.number}, лот ${source.lot}` : `Тендер № ${source.number}`;
  return 'Тариф';
};
