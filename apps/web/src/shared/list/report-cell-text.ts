import { formatNumber } from '@portal/contract/format/numbers';

/** A cell as the workbook holds it, written for the screen: sums in ru-RU with two decimals at most. */
export const reportCellText = (value: string | number | null): string =>
  typeof value === 'number' ? formatNumber(value) : (value ?? '');
