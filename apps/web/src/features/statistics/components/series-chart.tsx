import type { Figure } from '@portal/contract/statistics/statistics-formulas';
import { periodLabel, type StatisticsGrouping } from '@portal/contract/statistics/statistics-periods';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { usePointChart } from '../../../shared/charts/use-point-chart';
import type { FigureValues } from '../api/statistics';
import { figureText } from './figure-text';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

// A dark blue that keeps 4.5:1 against white (axe colour contrast) for the bars and their labels.
const BAR_COLOR = '#1d4f91';

type Props = {
  figure: Figure;
  figureKey: string;
  series: (FigureValues & { period: string })[];
  groupBy: StatisticsGrouping;
  /** A bar opens the list behind its period. */
  onOpenPeriod: (period: string) => void;
};

/** One figure per period of the range as bars; empty periods show as zero. */
export function SeriesChart({ figure, figureKey, series, groupBy, onOpenPeriod }: Props) {
  const option = useMemo(
    () => ({
      grid: { left: 64, right: 16, top: 24, bottom: 48 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: number) => figureText(figure, value),
      },
      xAxis: {
        type: 'category',
        data: series.map((point) => periodLabel(point.period, groupBy)),
        axisLabel: { color: '#333' },
      },
      yAxis: { type: 'value', axisLabel: { color: '#333' } },
      series: [
        {
          type: 'bar',
          name: figure.label,
          data: series.map((point) => point[figureKey] ?? 0),
          itemStyle: { color: BAR_COLOR },
        },
      ],
    }),
    [series, figure, figureKey, groupBy],
  );
  const element = usePointChart(option, (index) => {
    const point = series[index];
    if (point) onOpenPeriod(point.period);
  });

  return (
    <div
      ref={element}
      role="img"
      aria-label={`${figure.label} по периодам`}
      data-testid="statistics-chart"
      style={{ width: '100%', height: 260 }}
    />
  );
}
