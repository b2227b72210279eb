import type { DisplayMode } from '@shared/display-mode';
import { CARE_TEXT_SCALE } from '~/config/theme';
import type { TableColumns, TableProps } from './Table';

/**
 * The tables size their columns in pixels (`width`, `minWidth`) and scroll sideways past `scroll.x` pixels:
 * numbers chosen for the standard text. The 适老化 mode makes the text 1.5× (global.css, theme.ts), so the same
 * pixels held a third of the words and long Chinese names broke into rows four lines tall. In that mode every pixel
 * width grows by the same factor as the text: the columns keep the proportions they were designed with, and a table
 * wider than its box scrolls inside its own region, never the page. Widths given as text ('20%',
 * 'max-content') are kept.
 */

/**
 * On a phone a grown column could be wider than the screen, and a name would be cut off wherever one scrolls:
 * a column takes at most this share of the screen's width (on a computer screen that is far more than any).
 */
export const PHONE_COLUMN_SHARE = '60vw';

function scaled<V>(value: V): V {
  return (typeof value === 'number' ? Math.round(value * CARE_TEXT_SCALE) : value) as V;
}

/**
 * The columns for a display mode: in the 适老化 mode, every pixel width (and minimum) × 1.5, and at
 * most PHONE_COLUMN_SHARE of the screen, as a CSS width (the tables lay out automatically in that mode, Table.module.css,
 * so the width is where a column starts).
 */
export function columnsFor<T>(columns: TableColumns<T> | undefined, mode: DisplayMode): TableColumns<T> | undefined {
  if (mode !== 'care' || !columns) return columns;
  return columns.map((column) => {
    const width = scaled(column.width);
    return {
      ...column,
      width: typeof width === 'number' ? `min(${width}px, ${PHONE_COLUMN_SHARE})` : width,
      ...(column.minWidth !== undefined ? { minWidth: scaled(column.minWidth) } : {}),
    };
  });
}

/** Every column's pixel width, or null when one has none (or a width in other units). */
const pixelWidths = <T>(columns: TableColumns<T>): number[] | null =>
  columns.every((c) => typeof c.width === 'number') ? columns.map((c) => c.width as number) : null;

/**
 * The scroll box for a display mode: in the 适老化 mode a pixel `x` (the table's width, past which it scrolls
 * sideways) × 1.5. When every column has a pixel width the table is also never wider than its columns capped for a
 * phone (columnsFor): otherwise the room left over would go to the longest text, a title wider than the screen.
 */
export function scrollFor<T>(scroll: TableProps<T>['scroll'], mode: DisplayMode, columns?: TableColumns<T>): TableProps<T>['scroll'] {
  if (mode !== 'care' || !scroll || typeof scroll.x !== 'number') return scroll;
  const x = scaled(scroll.x);
  const widths = columns && pixelWidths(columns);
  if (!widths?.length) return { ...scroll, x };
  const capped = widths.map((w) => `min(${scaled(w)}px, ${PHONE_COLUMN_SHARE})`).join(' + ');
  return { ...scroll, x: `min(${x}px, calc(${capped}))` };
}
