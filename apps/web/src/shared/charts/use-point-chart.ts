import * as echarts from 'echarts/core';
import { useEffect, useRef } from 'react';

/**
 * An ECharts instance on the returned element for the component's life: drawn from `option` (memoise it: a new one
 * redraws), resized with its box and disposed on unmount. A click on a point passes its index to `onPoint`, the one
 * of the latest render (it reads the latest data); `onInit` adds the chart's other listeners once. The caller
 * registers its chart types with `echarts.use`.
 */
export const usePointChart = (
  option: echarts.EChartsCoreOption,
  onPoint: (index: number) => void,
  onInit?: (instance: echarts.ECharts) => void,
) => {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const latestOnPoint = useRef(onPoint);
  latestOnPoint.current = onPoint;
  const initialOnInit = useRef(onInit);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current);
    chart.current = instance;
    instance.on('click', (params) => latestOnPoint.current(params.dataIndex));
    initialOnInit.current?.(instance);
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return element;
};
