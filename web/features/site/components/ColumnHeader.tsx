import type { ReactNode } from 'react';
import type { Banner } from '@shared/contracts/site';
import { COLUMN_PICTURES, type BannerPosition } from '@shared/labels/site';
import { useRootData } from '~/lib/root-data';
import { BannerCarousel } from './BannerCarousel';
import s from './BannerCarousel.module.css';
import { localFileUrl } from '~/lib/file-url';

/** The column picture's drawn size (the recommended 1920×320 upload): width and height against layout shift. */
const PICTURE_SIZE = { width: 1920, height: 320 } as const;

type Props = {
  position: BannerPosition;
  /** The column's name: the picture's alt text and the carousel's label. */
  column: string;
  /** The position's enabled banners (loadBanners). */
  banners: Banner[];
  /** The home page: its full-height carousel as before (the picture is the same strip as a column's). */
  home?: boolean;
  /** What shows when there is neither a banner nor a picture (the home page's plain heading); nothing by default. */
  fallback?: ReactNode;
};

/**
 * A public column's header under the navigation (issue 13; COLUMN_PICTURES): the position's enabled banners as the
 * carousel, else the column picture the content editor set (root config, no loader data of its own), else
 * `fallback`. The picture is an <img> with its size set; it is at the top of the page, so it loads at once.
 */
export function ColumnHeader({ position, column, banners, home = false, fallback = null }: Props) {
  const { config } = useRootData();
  const key = COLUMN_PICTURES[position];
  const picture = key ? config[key] : '';
  if (banners.length > 0) {
    const carousel = <BannerCarousel banners={banners} label={home ? undefined : `${column}焦点图`} />;
    return home ? carousel : <div className={s.column}>{carousel}</div>;
  }
  if (!picture) return <>{fallback}</>;
  return (
    <div className={s.picture}>
      <img
        src={localFileUrl(picture)}
        alt={column}
        width={PICTURE_SIZE.width}
        height={PICTURE_SIZE.height}
        decoding="async"
        fetchPriority="high"
      />
    </div>
  );
}
