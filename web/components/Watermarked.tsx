import type { CSSProperties, ReactNode } from 'react';
import s from './Watermarked.module.css';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tile of a watermark: its lines of text, tilted, faint; repeated over what it covers. */
export const WATERMARK_TILE = { width: 240, height: 140, fontSize: 12, angle: -22 } as const;

/**
 * The watermark's tile as a CSS image: the lines written across a tilted tile, as an SVG in a data URL (antd's
 * Watermark draws the same on a canvas). Text is escaped for the SVG.
 */
export function watermarkImage(lines: readonly string[]): string {
  const { width, height, fontSize, angle } = WATERMARK_TILE;
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${height / 2 + (i - (lines.length - 1) / 2) * fontSize * 1.6}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g transform="rotate(${angle} ${width / 2} ${height / 2})" fill="rgba(0,0,0,0.16)" font-size="${fontSize}" font-family="sans-serif">${text}</g></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/**
 * Its content with a watermark laid over it (the lines repeated across, faint and tilted): on the screen, over
 * licences and ID photos, as a deterrent against photographing them; the served image carries its own (the server's,
 * naming the viewer and the time). Clicks go through the mark to what is under it.
 */
export function Watermarked({ lines, className, children }: { lines: readonly string[]; className?: string; children: ReactNode }) {
  const style = { '--watermark': watermarkImage(lines) } as CSSProperties;
  return (
    <div className={className ? `${s.marked} ${className}` : s.marked} style={style} data-watermark="">
      {children}
    </div>
  );
}
