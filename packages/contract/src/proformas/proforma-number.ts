// DESIGN 12: the number is given at the first send, counted per carrier and year of sending («П-2026-0007»); each
// send after a return adds a version («П-2026-0007.1»).

export const PROFORMA_NUMBER_PREFIX = 'П';

export const formatProformaNumber = (year: number, sequence: number, version = 0): string => {
  const base = `${PROFORMA_NUMBER_PREFIX}-${year}-${String(sequence).padStart(4, '0')}`;
  return version > 0 ? `${base}.${version}` : base;
};
