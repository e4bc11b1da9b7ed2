import { LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { RATING_BAND_COLORS, ratingBand } from '@portal/contract/format/rating';
import type { RatingListItem } from '@portal/contract/rating/rating.schemas';
import { Button, Flex, Tooltip } from 'antd';
import { LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo, useState } from 'react';
import { usePointChart } from '../../../shared/charts/use-point-chart';
import { type ChartWindow, canScroll, FULL_WINDOW, scroll, zoomIn, zoomOut } from './chart-window';
import { formatDay } from './rating-format';

echarts.use([LineChart, GridComponent, TooltipComponent, DataZoomComponent, CanvasRenderer]);

type RatingChartProps = {
  items: RatingListItem[];
  selectedId: number | null;
  onSelect: (ratingId: number) => void;
};

const optionOf = (items: RatingListItem[], selectedId: number | null, window: ChartWindow) => ({
  grid: { left: 40, right: 16, top: 16, bottom: 56 },
  tooltip: { trigger: 'item', formatter: '{b}: {c}' },
  xAxis: { type: 'category', data: items.map((item) => formatDay(item.dateFrom)) },
  yAxis: { type: 'value', min: 0, max: 100 },
  dataZoom: [
    { type: 'inside', start: window.start, end: window.end },
    { type: 'slider', start: window.start, end: window.end, height: 20, bottom: 8 },
  ],
  series: [
    {
      type: 'line',
      symbolSize: 10,
      data: items.map((item) => ({
        value: item.rating,
        itemStyle: {
          color: RATING_BAND_COLORS[ratingBand(item.rating)],
          borderColor: item.id === selectedId ? '#1f1f1f' : '#fff',
          borderWidth: item.id === selectedId ? 3 : 1,
        },
      })),
      lineStyle: { color: '#8c8c8c' },
    },
  ],
});

/** SPEC 2.3: rating per period with zoom in, zoom out and scroll back and forward; a point opens its detail. */
export function RatingChart({ items, selectedId, onSelect }: RatingChartProps) {
  const [window, setWindow] = useState<ChartWindow>(FULL_WINDOW);
  const option = useMemo(() => optionOf(items, selectedId, window), [items, selectedId, window]);
  const element = usePointChart(
    option,
    (index) => {
      const item = items[index];
      if (item) onSelect(item.id);
    },
    (instance) =>
      instance.on('datazoom', () => {
        const zoom = (instance.getOption() as { dataZoom?: ChartWindow[] }).dataZoom?.[0];
        if (zoom) setWindow({ start: zoom.start, end: zoom.end });
      }),
  );

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Tooltip title="Приблизить">
          <Button aria-label="Приблизить" icon={<ZoomInOutlined />} onClick={() => setWindow(zoomIn)} />
        </Tooltip>
        <Tooltip title="Отдалить">
          <Button aria-label="Отдалить" icon={<ZoomOutOutlined />} onClick={() => setWindow(zoomOut)} />
        </Tooltip>
        <Tooltip title="Назад">
          <Button
            aria-label="Назад"
            icon={<LeftOutlined />}
            disabled={!canScroll(window, -1)}
            onClick={() => setWindow((current) => scroll(current, -1))}
          />
        </Tooltip>
        <Tooltip title="Вперёд">
          <Button
            aria-label="Вперёд"
            icon={<RightOutlined />}
            disabled={!canScroll(window, 1)}
            onClick={() => setWindow((current) => scroll(current, 1))}
          />
        </Tooltip>
      </Flex>
      <div ref={element} data-testid="rating-chart" style={{ width: '100%', height: 280 }} />
    </Flex>
  );
}
