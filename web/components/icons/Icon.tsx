import type { CSSProperties } from 'react';

export type IconProps = { className?: string; style?: CSSProperties };

/**
 * An inline SVG icon at the text's size and colour, hidden from assistive technology (the control around it
 * carries the name). The public pages draw their few icons this way instead of loading @ant-design/icons, whose
 * runtime adds a <style> tag and a context of its own to every page.
 */
export function Icon({ d, viewBox = '64 64 896 896', className, style }: IconProps & { d: string[]; viewBox?: string }) {
  return (
    <svg
      viewBox={viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
      style={style}
    >
      {d.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
