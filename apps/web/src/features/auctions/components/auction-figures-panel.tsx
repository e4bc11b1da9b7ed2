import { formatDateTime } from '@portal/contract/format/dates';
import { formatMoney, formatNumber } from '@portal/contract/format/numbers';
import { Card, ConfigProvider, Flex, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { AuctionCountdown } from './auction-countdown';
import { auctionSavingOf } from './auction-figures';

type Figures = {
  status: number;
  dateStart: string | null;
  dateEnd: string;
  serverTime: string;
  startSum: number;
  step: number;
  bestSumm: number | null;
  bidsCount: number;
  extensionsCount: number;
  maxExtensions: number | null;
  /** The customer's answer only. */
  winner?: { summ: number } | null;
};

/** The auction's numbers at a glance: prices, saving, bids, extensions and the countdown on server time. */
export function AuctionFiguresPanel({
  auction,
  receivedAt,
  showSaving,
  extra,
}: {
  auction: Figures;
  receivedAt: number;
  showSaving: boolean;
  extra?: ReactNode;
}) {
  const saving = auctionSavingOf(auction);
  return (
    <Card size="small">
      {/* Smaller figures: a dozen of them fit a phone's width two or three a row. */}
      <ConfigProvider theme={{ components: { Statistic: { contentFontSize: 20 } } }}>
        <Flex gap={24} wrap>
          <Statistic title="Начальная цена" value={formatMoney(auction.startSum)} />
          <Statistic
            title="Лучшая цена"
            value={auction.bestSumm === null ? '—' : formatMoney(auction.bestSumm)}
          />
          {showSaving && (
            <Statistic
              title="Экономия"
              value={saving ? `${formatMoney(saving.amount)} (${formatNumber(saving.percent)} %)` : '—'}
            />
          )}
          <Statistic title="Шаг" value={formatMoney(auction.step)} />
          <Statistic title="Ставок" value={auction.bidsCount} />
          <Statistic
            title="Продлений"
            value={`${auction.extensionsCount}${auction.maxExtensions === null ? '' : ` из ${auction.maxExtensions}`}`}
          />
          <Statistic title="Начало" value={formatDateTime(auction.dateStart) || '—'} />
          <Statistic title="Окончание" value={formatDateTime(auction.dateEnd)} />
          <AuctionCountdown auction={auction} receivedAt={receivedAt} />
          {extra}
        </Flex>
      </ConfigProvider>
    </Card>
  );
}
