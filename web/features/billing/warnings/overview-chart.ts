import type { BarSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { WarnData } from '@shared/contracts/billing';

/** Only the chart types and components the overview uses (echarts/core is tree-shaken to these). */
export type OverviewChartOption = ComposeOption<
  BarSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/**
 * The design's blue for leases and leased rooms; a light blue and a grey for the rest. Text sizes and colours are
 * the chart theme's (config/chart-theme.ts), which follows the display mode: none are set here.
 */
export const CHART_COLORS = { primary: '#1f5fbf', secondary: '#8fb3e8', vacant: '#d6dde8' } as const;

/** '2026-05' → '5月'; the first month and every January carry the year on a second line ('5月\n2026年'). */
export function monthLabel(month: string, index: number): string {
  const [y, m] = month.split('-');
  const n = Number(m);
  return index === 0 || n === 1 ? `${n}月\n${y}年` : `${n}月`;
}

export type ExpiryRow = { month: string; label: string; leases: number; fees: number; total: number };

/** The next 12 months' expiries, one row a month, for the chart and the table beside it. */
export function expiryRows(data: Pick<WarnData, 'expiry_months'>): ExpiryRow[] {
  return data.expiry_months.map((m, i) => ({
    month: m.month,
    label: monthLabel(m.month, i),
    leases: m.leases,
    fees: m.fees,
    total: m.leases + m.fees,
  }));
}

/** Stacked bars: paid-through dates of leases and of fees falling in each month. */
export function expiryChartOption(data: Pick<WarnData, 'expiry_months'>): OverviewChartOption {
  const rows = expiryRows(data);
  return {
    animation: false,
    color: [CHART_COLORS.primary, CHART_COLORS.secondary],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: rows.map((r) => r.label), axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: '房租', type: 'bar', stack: 'expiry', barMaxWidth: 28, data: rows.map((r) => r.leases) },
      { name: '服务费', type: 'bar', stack: 'expiry', barMaxWidth: 28, data: rows.map((r) => r.fees) },
    ],
  };
}

export type Occupancy = { leased: number; vacant: number; total: number; rate: string };

/** Leased and vacant rooms; the rate is the server's (one decimal), never recomputed here. */
export function occupancy(data: Pick<WarnData, 'room_number' | 'leased_room_number' | 'room_rate'>): Occupancy {
  const total = Math.max(0, data.room_number);
  const leased = Math.min(Math.max(0, data.leased_room_number), total);
  return { leased, vacant: total - leased, total, rate: data.room_rate };
}

/** A doughnut of leased against vacant rooms, the rate in its middle. */
export function occupancyChartOption(data: Pick<WarnData, 'room_number' | 'leased_room_number' | 'room_rate'>): OverviewChartOption {
  const o = occupancy(data);
  return {
    animation: false,
    tooltip: { trigger: 'item', formatter: '{b}：{c} 间（{d}%）' },
    legend: { bottom: 0 },
    series: [
      {
        name: '出租情况',
        type: 'pie',
        radius: ['52%', '76%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        label: { show: false },
        labelLine: { show: false },
        emphasis: { disabled: true },
        data: [
          {
            name: '已出租',
            value: o.leased,
            itemStyle: { color: CHART_COLORS.primary },
            // One label, in the hole: the rate (its size and colour: the theme's pie label).
            label: { show: true, position: 'center', formatter: `出租率\n${o.rate}%` },
          },
          { name: '空置', value: o.vacant, itemStyle: { color: CHART_COLORS.vacant } },
        ],
      },
    ],
  };
}
