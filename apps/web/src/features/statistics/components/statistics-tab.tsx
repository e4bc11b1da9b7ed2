import type { RouteId } from '@portal/contract/routes/route-table';
import { STATISTICS_FIGURES } from '@portal/contract/statistics/statistics.columns';
import type { StatisticsEconomy } from '@portal/contract/statistics/statistics.schemas';
import {
  AUCTION_HELD_STATUSES,
  AUCTION_WON_STATUSES,
  hhiLabel,
} from '@portal/contract/statistics/statistics-formulas';
import type { StatisticsGrouping } from '@portal/contract/statistics/statistics-periods';
import { Alert, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import type { StatisticsAnswer } from '../api/statistics';
import { BidTimingChart } from './bid-timing-chart';
import { FigureCards } from './figure-cards';
import { SeriesChart } from './series-chart';
import { StatisticsTable } from './statistics-table';

/** The list behind each economy's figures: the auctions, tenders or flights report. */
const LISTS: Record<StatisticsEconomy, RouteId> = {
  'auction-economy': 'reports-auctions',
  'tender-economy': 'reports-tenders',
  'route-economy': 'reports-routes',
  'manager-economy': 'reports-routes',
  'date-economy': 'reports-routes',
  'award-cost': 'reports-auctions',
};

// The auctions behind a figure: the held ones, or the won ones for the sums and savings (DESIGN 12).
const WON_FIGURES = new Set([
  'startSum',
  'winningSum',
  'savingStart',
  'savingStartPercent',
  'savingTariff',
  'savingSecond',
]);
const statusesOf = (economy: StatisticsEconomy, figureKey: string): readonly number[] | null => {
  if (economy === 'award-cost') return AUCTION_WON_STATUSES;
  if (economy !== 'auction-economy') return null;
  return WON_FIGURES.has(figureKey) ? AUCTION_WON_STATUSES : AUCTION_HELD_STATUSES;
};

/** The figure the chart draws per period. */
const CHARTED: Record<StatisticsEconomy, string> = {
  'auction-economy': 'savingStart',
  'tender-economy': 'savingStart',
  'route-economy': 'spend',
  'manager-economy': 'flights',
  'date-economy': 'spend',
  'award-cost': 'netSaving',
};

const pad = (value: string) => value.split('-').reverse().join('.');

/** A period's last day as typed (DD.MM.YYYY), for the list behind a bar. */
const periodEnd = (start: string, groupBy: StatisticsGrouping): string => {
  const date = new Date(`${start}T00:00:00Z`);
  if (groupBy === 'week') date.setUTCDate(date.getUTCDate() + 6);
  if (groupBy === 'month') date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return pad(date.toISOString().slice(0, 10));
};

type Props = {
  economy: StatisticsEconomy;
  data: StatisticsAnswer | undefined;
  isLoading: boolean;
  isError: boolean;
  groupBy: StatisticsGrouping;
  /** The list's query with the screen's filters. */
  listQuery: string;
};

/** One economy: the totals as cards with formulas, the chart per period, the rows. */
export function StatisticsTab({ economy, data, isLoading, isError, groupBy, listQuery }: Props) {
  const navigate = useNavigate();
  const figures = STATISTICS_FIGURES[economy];
  const listPath = routePath(LISTS[economy]);
  const chartKey = CHARTED[economy]!;
  const captions =
    economy === 'route-economy' && data
      ? { hhi: hhiLabel(data.totals.hhi ?? 0, data.totals.topCarrierShare ?? 0) }
      : undefined;
  const queryOf = (figureKey: string) => {
    const query = new URLSearchParams(listQuery);
    const statuses = statusesOf(economy, figureKey);
    if (statuses) query.set('status', statuses.join(','));
    return query;
  };
  const openPeriod = (period: string) => {
    const query = queryOf(chartKey);
    query.set('date_from', pad(period));
    query.set('date_to', periodEnd(period, groupBy));
    void navigate(`${listPath}?${query}`);
  };
  if (isError && !data)
    return <Alert type="error" message="Не удалось загрузить статистику. Нажмите «Обновить»." />;
  return (
    <Flex vertical gap={16}>
      <FigureCards
        figures={figures}
        totals={data?.totals}
        isLoading={isLoading}
        linkOf={(figureKey) =>
          // The penalties stand in the proformas, not in the auctions report.
          figureKey === 'penaltiesRecovered'
            ? routePath('proforma-customer')
            : `${listPath}?${queryOf(figureKey)}`
        }
        {...(captions ? { captions } : {})}
      />
      {data && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {figures[chartKey]!.label} по периодам
          </Typography.Title>
          <SeriesChart
            figure={figures[chartKey]!}
            figureKey={chartKey}
            series={data.series}
            groupBy={groupBy}
            onOpenPeriod={openPeriod}
          />
          {economy === 'auction-economy' && data.timing?.some((point) => point.bids > 0) && (
            <BidTimingChart
              timing={data.timing}
              onOpen={() => void navigate(`${listPath}?${queryOf('auctionsHeld')}`)}
            />
          )}
        </>
      )}
      <StatisticsTable economy={economy} data={data} isLoading={isLoading} />
    </Flex>
  );
}
