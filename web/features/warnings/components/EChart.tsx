import { useEffect, useRef } from 'react';
import type { OverviewChartOption } from '../overview-chart';
import s from './Warnings.module.css';

type Props = { option: OverviewChartOption; height: number };

/**
 * An echarts chart drawn in the browser only: the server sends an empty box of fixed height (nothing jumps when
 * it fills), and echarts is imported inside the effect. The figures are beside it as text, so the box is hidden
 * from screen readers.
 */
export function EChart({ option, height }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    let dispose = () => {};
    void import('./echarts-setup').then(({ init }) => {
      const el = ref.current;
      if (cancelled || !el) return;
      const chart = init(el, null, { renderer: 'svg' });
      chart.setOption(option);
      const observer = new ResizeObserver(() => chart.resize());
      observer.observe(el);
      dispose = () => {
        observer.disconnect();
        chart.dispose();
      };
    });
    return () => {
      cancelled = true;
      dispose();
    };
  }, [option]);
  return <div ref={ref} className={s.chart} style={{ height }} aria-hidden="true" />;
}
