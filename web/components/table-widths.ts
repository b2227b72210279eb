import type { TableColumnsType, TableProps } from 'antd';
import type { DisplayMode } from '@shared/display-mode';
import { CARE_TEXT_SCALE } from '~/config/theme';

/**
 * antd tables size their columns in pixels (`width`, `minWidth`) and scroll sideways past `scroll.x` pixels:
 * numbers chosen for the standard text. The 适老化 mode makes the text 1.5× (global.css, theme.ts), so the same
 * pixels held a third of the words and long Chinese names broke into rows four lines tall. In that mode every pixel
 * width grows by the same factor as the text: the columns keep the proportions they were designed with, and a table
 * wider than its box scrolls inside its own region (antd's), never the page. Widths given as text ('20%',
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
 * The columns for a display mode: in the 适老化 mode, every pixel width (and minimum) × 1.5, groups included, and at
 * most PHONE_COLUMN_SHARE of the screen, as a CSS width (the tables lay out automatically in that mode, global.css,
 * so the width is where a column starts; antd measures pinned columns in the page, so it needs no number).
 */
export function columnsFor<T>(columns: TableColumnsType<T> | undefined, mode: DisplayMode): TableColumnsType<T> | undefined {
  if (mode !== 'care' || !columns) return columns;
  return columns.map((column) => {
    const width = scaled(column.width);
    const out = {
      ...column,
      width: typeof width === 'number' ? `min(${width}px, ${PHONE_COLUMN_SHARE})` : width,
      ...(column.minWidth !== undefined ? { minWidth: scaled(column.minWidth) } : {}),
    };
    return 'children' in column && column.children ? { ...out, children: columnsFor(column.children, mode) } : out;
  });
}

/** Every leaf column's pixel width, or null when one has none (or a width in other units). */
function pixelWidths<T>(columns: TableColumnsType<T>): number[] | null {
  const out: number[] = [];
  for (const column of columns) {
    if ('children' in column && column.children) {
      const inner = pixelWidths(column.children);
      if (!inner) return null;
      out.push(...inner);
    } else if (typeof column.width === 'number') out.push(column.width);
    else return null;
  }
  return out;
}

/**
 * The scroll box for a display mode: in the 适老化 mode a pixel `x` (the table's width, past which it scrolls
 * sideways) × 1.5. When every column has a pixel width the table is also never wider than its columns capped for a
 * phone (columnsFor): otherwise the room left over would go to the longest text, a title wider than the screen.
 */
export function scrollFor<T>(scroll: TableProps<T>['scroll'], mode: DisplayMode, columns?: TableColumnsType<T>): TableProps<T>['scroll'] {
  if (mode !== 'care' || !scroll || typeof scroll.x !== 'number') return scroll;
  const x = scaled(scroll.x);
  const widths = columns && pixelWidths(columns);
  if (!widths?.length) return { ...scroll, x };
  const capped = widths.map((w) => `min(${scaled(w)}px, ${PHONE_COLUMN_SHARE})`).join(' + ');
  return { ...scroll, x: `min(${x}px, calc(${capped}))` };
}
