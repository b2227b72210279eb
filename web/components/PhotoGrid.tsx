import { Image } from 'antd';
import { localFileUrl } from '~/lib/file-url';
import s from './PhotoGrid.module.css';

/** Shown where an image cannot be loaded (moved, or the session ended). */
export const BROKEN_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="100%" height="100%" fill="#f4f6f9"/><text x="50%" y="54%" font-size="12" text-anchor="middle" fill="#59616d">图片无法加载</text></svg>',
  );

type Props = {
  /** Image addresses as the API gives them (full or site-relative); shown from this origin (localFileUrl). */
  urls: readonly string[];
  /** Names the pictures for alt text: '{alt} 照片 1'. */
  alt: string;
  size?: number;
  /** Said when there are none; nothing is shown when empty. */
  emptyText?: string;
};

/**
 * Thumbnails in a fixed square, each opening a larger view with the others a swipe or arrow away (antd Image
 * preview group). Authorized files load with the session cookie (localFileUrl keeps them same-origin).
 */
export function PhotoGrid({ urls, alt, size = 96, emptyText }: Props) {
  if (urls.length === 0) return emptyText ? <span className={s.none}>{emptyText}</span> : null;
  return (
    <Image.PreviewGroup>
      <ul className={s.grid} aria-label={`${alt}的照片`}>
        {urls.map((url, i) => (
          <li key={`${url}-${i}`}>
            <Image
              src={localFileUrl(url)}
              alt={`${alt} 照片 ${i + 1}`}
              width={size}
              height={size}
              style={{ objectFit: 'cover' }}
              fallback={BROKEN_IMAGE}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}
