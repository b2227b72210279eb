import { useEffect, useRef } from 'react';
import type { EChartsType } from 'echarts/core';
import { chartHeight, chartTheme } from '~/config/chart-theme';
import { useDisplayMode } from '~/lib/display-mode';
import type { OverviewChartOption } from '../overview-chart';
import s from './Warnings.module.css';

type Props = { option: OverviewChartOption; height: number };

/**
 * An echarts chart drawn in the browser only: the server sends an empty box of fixed height (nothing jumps when
 * it fills), and echarts is imported inside the effect. The figures are beside it as text, so the box is hidden
 * from screen readers. Its text follows the display mode through the chart theme (config/chart-theme.ts): when
 * the 适老化 switch changes the page in place, the chart takes the other theme and is resized to its new box.
 */
export function EChart({ option, height }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const { mode } = useDisplayMode();
  // The mode when the (asynchronous) import finishes, not when the effect started.
  const modeRef = useRef(mode);
  modeRef.current = mode;
  useEffect(() => {
    let cancelled = false;
    let dispose = () => {};
    void import('./echarts-setup').then(({ init }) => {
      const el = ref.current;
      if (cancelled || !el) return;
      const chart = init(el, chartTheme(modeRef.current), { renderer: 'svg' });
      chart.setOption(option);
      chartRef.current = chart;
      const observer = new ResizeObserver(() => chart.resize());
      observer.observe(el);
      dispose = () => {
        observer.disconnect();
        chartRef.current = null;
        chart.dispose();
      };
    });
    return () => {
      cancelled = true;
      dispose();
    };
  }, [option]);
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    chart.setTheme(chartTheme(mode));
    chart.resize();
  }, [mode]);
  return <div ref={ref} className={s.chart} style={{ height: chartHeight(height, mode) }} aria-hidden="true" />;
}
