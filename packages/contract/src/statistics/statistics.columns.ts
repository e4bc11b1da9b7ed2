import type { ReportColumn } from '../reports/report-column';
import type { StatisticsEconomy, StatisticsKey } from './statistics.schemas';
import {
  AUCTION_FIGURES,
  AWARD_COST_FIGURES,
  DATE_FIGURES,
  type Figure,
  MANAGER_FIGURES,
  ROUTE_FIGURES,
  TENDER_FIGURES,
} from './statistics-formulas';

/** Each economy's figures in the order the screen and the workbook show them. */
export const STATISTICS_FIGURES: Record<StatisticsEconomy, Record<string, Figure>> = {
  'auction-economy': AUCTION_FIGURES,
  'tender-economy': TENDER_FIGURES,
  'route-economy': ROUTE_FIGURES,
  'manager-economy': MANAGER_FIGURES,
  'date-economy': DATE_FIGURES,
  'award-cost': AWARD_COST_FIGURES,
};

/** What a row is per economy (DESIGN 12): a route way, a manager or a period. */
export const STATISTICS_ROW_HEADERS: Record<StatisticsEconomy, string> = {
  'auction-economy': 'Маршрут',
  'tender-economy': 'Маршрут',
  'route-economy': 'Маршрут',
  'manager-economy': 'Менеджер',
  'date-economy': 'Период',
  'award-cost': 'Маршрут',
};

type FigureRow = { key: StatisticsKey } & Record<string, unknown>;

const cell = (value: unknown) => (typeof value === 'number' ? value : null);

/** The rows table: the key, then one column per figure, with the totals row. */
export const statisticsColumns = (
  economy: StatisticsEconomy,
): ReportColumn<FigureRow, Record<string, unknown>>[] => [
  { key: 'key', header: STATISTICS_ROW_HEADERS[economy], value: (row) => row.key.name, width: 32 },
  ...Object.entries(STATISTICS_FIGURES[economy]).map(([key, figure]) => ({
    key,
    header: figure.unit === 'money' ? `${figure.label}, ₽` : figure.label,
    value: (row: FigureRow) => cell(row[key]),
    total: (totals: Record<string, unknown>) => cell(totals[key]),
    width: Math.max(12, figure.label.length + 4),
  })),
];
