import { DATE_FORMAT, DEFAULT_RATING_PERIOD_OPTION } from '@portal/contract/constants';
import { Card, DatePicker, Flex, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useRatingDetail, useRatingList, useRatingPeriods } from '../api/rating-api';
import { RatingChart } from './rating-chart';

const DAY = 'YYYY-MM-DD';

/**
 * SPEC 2.3's rating browsing, shared by my-rating and the customer's rating card: the period kind (default option
 * 1), the date range, the ratings of the chart and the one whose detail is shown (the clicked one, else the latest).
 */
export const useRatingBrowser = (customer?: number) => {
  const [periodId, setPeriod] = useState(DEFAULT_RATING_PERIOD_OPTION);
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = useRatingList({
    periodId,
    ...(customer ? { customer } : {}),
    ...(range ? { dateFrom: range[0].format(DAY), dateTo: range[1].format(DAY) } : {}),
  });
  const items = list.data?.items ?? [];
  const latest = items[items.length - 1] ?? null;
  const shownId =
    selectedId !== null && items.some((item) => item.id === selectedId) ? selectedId : (latest?.id ?? null);
  const detail = useRatingDetail(shownId);
  return {
    list,
    items,
    shownId,
    detail,
    periodId,
    range,
    setRange,
    select: setSelectedId,
    setPeriod: (value: number) => {
      setPeriod(value);
      setSelectedId(null);
    },
    /** A new carrier's customer starts again from its latest rating. */
    resetSelection: () => setSelectedId(null),
  };
};

export type RatingBrowser = ReturnType<typeof useRatingBrowser>;

/** The date range, the period kind and the chart; `extra` goes first in the controls (the carrier's customer). */
export function RatingChartCard({ browser, extra }: { browser: RatingBrowser; extra?: ReactNode }) {
  const periods = useRatingPeriods();
  return (
    <Card size="small">
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        {extra}
        <DatePicker.RangePicker
          aria-label="Период"
          format={DATE_FORMAT}
          value={browser.range}
          placeholder={['С', 'По']}
          onChange={(value) => browser.setRange(value?.[0] && value[1] ? [value[0], value[1]] : null)}
        />
        <Select
          aria-label="Период расчёта"
          style={{ minWidth: 140 }}
          value={browser.periodId}
          loading={periods.isPending}
          options={(periods.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
          onChange={browser.setPeriod}
        />
      </Flex>
      <RatingChart items={browser.items} selectedId={browser.shownId} onSelect={browser.select} />
    </Card>
  );
}
