import type { DisplayMode } from '@shared/display-mode';
import { CARE_TEXT_SCALE, FONT_STACK } from './theme';

/**
 * The text of every echarts chart, for each display mode (issue 14): the one place chart text gets its size and
 * colour, applied as an echarts theme by `components/EChart` (init, then setTheme when the mode switches in place),
 * so a chart's option says what it shows, never how big its words are. Standard: the back office's 12 px labels.
 * 适老化: 1.5× every size (labels 18 px, tooltips 21 px), near-black text, dark axis lines, larger legend keys and
 * a taller box, following `systemCareTheme` (theme.ts) and `html[data-display="care"]` (global.css).
 */

/** A chart's box grows by this in the 适老化 mode, so the larger labels leave room for the plot. */
export const CARE_HEIGHT_SCALE = 1.25;

type ChartText = {
  /** Axis labels and legend entries. */
  label: number;
  tooltip: number;
  /** A figure written inside a chart (the rate in the doughnut's hole). */
  headline: number;
  color: string;
  headlineColor: string;
  /** Axis lines and grid lines; `null`: echarts' own. */
  axisLine: string | null;
  splitLine: string | null;
  legendKey: { width: number; height: number };
};

const STANDARD: ChartText = {
  label: 12,
  tooltip: 14,
  headline: 16,
  color: '#4f5866',
  headlineColor: '#262b33',
  axisLine: null,
  splitLine: null,
  legendKey: { width: 25, height: 14 },
};

const CARE: ChartText = {
  label: STANDARD.label * CARE_TEXT_SCALE,
  tooltip: STANDARD.tooltip * CARE_TEXT_SCALE,
  headline: STANDARD.headline * CARE_TEXT_SCALE,
  // The care tokens of theme.ts: near-black text, black for the figure, the care border grey for grid lines.
  color: '#111111',
  headlineColor: '#000000',
  axisLine: '#333333',
  splitLine: '#767676',
  legendKey: {
    width: Math.round(STANDARD.legendKey.width * CARE_TEXT_SCALE),
    height: Math.round(STANDARD.legendKey.height * CARE_TEXT_SCALE),
  },
};

export const CHART_TEXT: Record<DisplayMode, ChartText> = { standard: STANDARD, care: CARE };

/** An echarts theme object (echarts' ThemeOption is a plain dictionary; this file stays free of echarts itself). */
export type ChartTheme = Record<string, unknown>;

/**
 * The echarts theme of a display mode. A theme fills in what a chart's option leaves out, so the options in the
 * features set no font size or text colour of their own.
 */
export function chartTheme(mode: DisplayMode): ChartTheme {
  const t = CHART_TEXT[mode];
  // The page's own Chinese fonts, not echarts' bare sans-serif.
  const text = { color: t.color, fontSize: t.label, fontFamily: FONT_STACK };
  const lines = {
    ...(t.axisLine ? { axisLine: { lineStyle: { color: t.axisLine } }, axisTick: { lineStyle: { color: t.axisLine } } } : {}),
    ...(t.splitLine ? { splitLine: { lineStyle: { color: t.splitLine } } } : {}),
  };
  const axis = { axisLabel: text, ...lines };
  return {
    textStyle: text,
    legend: { textStyle: text, itemWidth: t.legendKey.width, itemHeight: t.legendKey.height },
    tooltip: {
      textStyle: { color: t.color, fontSize: t.tooltip, fontFamily: FONT_STACK },
      ...(mode === 'care' ? { borderColor: t.axisLine, padding: [10, 14] } : {}),
    },
    categoryAxis: axis,
    valueAxis: axis,
    pie: { label: { color: t.headlineColor, fontSize: t.headline, lineHeight: Math.round(t.headline * 1.5), fontFamily: FONT_STACK } },
  };
}

/** The height of a chart's box in a display mode (the server renders it, so nothing jumps when the chart draws). */
export function chartHeight(height: number, mode: DisplayMode): number {
  return mode === 'care' ? Math.round(height * CARE_HEIGHT_SCALE) : height;
}
