import { TIMING_FORMULA, TIMING_MINUTES } from '@portal/contract/statistics/statistics-formulas';
import { Flex, Typography } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { usePointChart } from '../../../shared/charts/use-point-chart';
import type { StatisticsAnswer } from '../api/statistics';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

// Both keep 4.5:1 against white (axe colour contrast): the bids in the series chart's blue, the best bids in a dark
// orange.
const BIDS_COLOR = '#1d4f91';
const LOWEST_COLOR = '#a84300';

type Timing = NonNullable<StatisticsAnswer['timing']>;

/** «за 5 мин» for the minute ending 5 minutes before the end; «последняя» for the last one. */
const minuteLabel = (minutesBeforeEnd: number) =>
  minutesBeforeEnd === 0 ? 'последняя' : `за ${minutesBeforeEnd} мин`;

/**
 * Issue 24: the auctions' bids by minute before their (final) end, the earliest minute on the left, and in which
 * minute each auction's best bid came. A bar opens the held auctions behind the figures.
 */
export function BidTimingChart({ timing, onOpen }: { timing: Timing; onOpen: () => void }) {
  const minutes = useMemo(() => {
    const byMinute = new Map(timing.map((point) => [point.minutesBeforeEnd, point]));
    return Array.from({ length: TIMING_MINUTES }, (_, index) => {
      const minutesBeforeEnd = TIMING_MINUTES - 1 - index;
      return byMinute.get(minutesBeforeEnd) ?? { minutesBeforeEnd, bids: 0, lowest: 0 };
    });
  }, [timing]);
  const option = useMemo(
    () => ({
      grid: { left: 48, right: 16, top: 40, bottom: 48 },
      legend: { top: 0, textStyle: { color: '#333' } },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: minutes.map((point) => minuteLabel(point.minutesBeforeEnd)),
        axisLabel: { color: '#333' },
      },
      yAxis: { type: 'value', minInterval: 1, axisLabel: { color: '#333' } },
      series: [
        {
          type: 'bar',
          name: 'Ставки',
          data: minutes.map((point) => point.bids),
          itemStyle: { color: BIDS_COLOR },
        },
        {
          type: 'bar',
          name: 'Лучшая ставка аукциона',
          data: minutes.map((point) => point.lowest),
          itemStyle: { color: LOWEST_COLOR },
        },
      ],
    }),
    [minutes],
  );
  const element = usePointChart(option, onOpen);
  const total = minutes.reduce((sum, point) => sum + point.bids, 0);
  const last = minutes.find((point) => point.minutesBeforeEnd === 0);

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Ставки по минутам до окончания
      </Typography.Title>
      <Typography.Text type="secondary">{TIMING_FORMULA}</Typography.Text>
      <div
        ref={element}
        role="img"
        aria-label={`Ставки по минутам до окончания: всего ${total}, в последнюю минуту ${last?.bids ?? 0}, лучших ставок в последнюю минуту ${last?.lowest ?? 0}`}
        data-testid="bid-timing-chart"
        style={{ width: '100%', height: 260 }}
      />
    </Flex>
  );
}
