import { Icon, type IconProps } from './Icon';

/** The banner carousel's pause and play. Paths from @ant-design/icons-svg (MIT). One small module per use, so a page loads only its own. */
export const PauseIcon = (p: IconProps) => (
  <Icon {...p} d={['M304 176h80v672h-80zm408 0h-64c-4.4 0-8 3.6-8 8v656c0 4.4 3.6 8 8 8h64c4.4 0 8-3.6 8-8V184c0-4.4-3.6-8-8-8z']} />
);
export const PlayIcon = (p: IconProps) => (
  <Icon
    {...p}
    viewBox="0 0 1024 1024"
    d={['M715.8 493.5L335 165.1c-14.2-12.2-35-1.2-35 18.5v656.8c0 19.7 20.8 30.7 35 18.5l380.8-328.4c10.9-9.4 10.9-27.6 0-37z']}
  />
);
