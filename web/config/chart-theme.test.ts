import { describe, expect, it } from 'vitest';
import { chartHeight, chartTheme } from './chart-theme';

type Text = { fontSize: number; color: string };
const textsOf = (theme: Record<string, unknown>) => {
  const t = theme as {
    textStyle: Text;
    legend: { textStyle: Text };
    tooltip: { textStyle: Text };
    categoryAxis: { axisLabel: Text };
    valueAxis: { axisLabel: Text };
    pie: { label: Text };
  };
  return {
    global: t.textStyle,
    legend: t.legend.textStyle,
    tooltip: t.tooltip.textStyle,
    xAxis: t.categoryAxis.axisLabel,
    yAxis: t.valueAxis.axisLabel,
    headline: t.pie.label,
  };
};

describe('the chart theme', () => {
  it('standard: the back office’s 12 px labels, 14 px tooltips, the 16 px figure', () => {
    const t = textsOf(chartTheme('standard'));
    expect([t.global, t.legend, t.xAxis, t.yAxis].map((x) => x.fontSize)).toEqual([12, 12, 12, 12]);
    expect(t.tooltip.fontSize).toBe(14);
    expect(t.headline.fontSize).toBe(16);
    expect(chartHeight(260, 'standard')).toBe(260);
  });

  it('适老化: every text 1.5× (labels and legends 18 px, tooltips 21 px), near-black, and a taller box', () => {
    const t = textsOf(chartTheme('care'));
    expect([t.global, t.legend, t.xAxis, t.yAxis].map((x) => x.fontSize)).toEqual([18, 18, 18, 18]);
    expect(t.tooltip.fontSize).toBe(21);
    expect(t.headline.fontSize).toBe(24);
    for (const x of Object.values(t)) expect(['#111111', '#000000']).toContain(x.color);
    expect(chartHeight(260, 'care')).toBeGreaterThan(260);
  });
});
