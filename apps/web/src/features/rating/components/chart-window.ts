// The rating chart's visible window (ECharts dataZoom start and end, in percent of the data).

export type ChartWindow = { start: number; end: number };

export const FULL_WINDOW: ChartWindow = { start: 0, end: 100 };
const MIN_WIDTH = 10;

const clampWindow = (start: number, width: number): ChartWindow => {
  const size = Math.min(100, Math.max(MIN_WIDTH, width));
  const from = Math.min(100 - size, Math.max(0, start));
  return { start: Math.round(from * 100) / 100, end: Math.round((from + size) * 100) / 100 };
};

/** Halves the window around its middle (no narrower than a tenth). */
export const zoomIn = ({ start, end }: ChartWindow): ChartWindow => {
  const width = (end - start) / 2;
  return clampWindow((start + end) / 2 - Math.max(width, MIN_WIDTH) / 2, width);
};

/** Doubles the window around its middle, up to everything. */
export const zoomOut = ({ start, end }: ChartWindow): ChartWindow => {
  const width = (end - start) * 2;
  return clampWindow((start + end) / 2 - Math.min(width, 100) / 2, width);
};

/** Moves the window by half its width back (-1) or forward (1), stopping at the edges. */
export const scroll = ({ start, end }: ChartWindow, direction: -1 | 1): ChartWindow =>
  clampWindow(start + (direction * (end - start)) / 2, end - start);

export const canScroll = ({ start, end }: ChartWindow, direction: -1 | 1): boolean =>
  direction < 0 ? start > 0 : end < 100;
