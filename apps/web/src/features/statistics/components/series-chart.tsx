import type { Figure } from '@portal/contract/statistics/statistics-formulas';
import { periodLabel, type StatisticsGrouping } from '@portal/contract/statistics/statistics-periods';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
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
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const open = useRef(onOpenPeriod);
  open.current = onOpenPeriod;
  const latest = useRef(series);
  latest.current = series;

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current);
    chart.current = instance;
    instance.on('click', (params) => {
      const point = latest.current[params.dataIndex];
      if (point) open.current(point.period);
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(
      {
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
      },
      { notMerge: true },
    );
  }, [series, figure, figureKey, groupBy]);

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
