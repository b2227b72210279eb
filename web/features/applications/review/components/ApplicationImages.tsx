import { useEffect, useRef, useState } from 'react';
import type { ApplicationView } from '@shared/contracts/applications';
import { PhotoPreview } from '~/components/PhotoPreview';
import { Watermarked } from '~/components/Watermarked';
import { localFileUrl } from '~/lib/file-url';
import s from './AdminList.module.css';

/** Shown where an image cannot be loaded (moved, or the session ended). */
const BROKEN_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="132" height="96"><rect width="100%" height="100%" fill="#f4f6f9"/><text x="50%" y="54%" font-size="13" text-anchor="middle" fill="#59616d">图片无法加载</text></svg>',
  );

const IMAGES = [
  { key: 'license', label: '营业执照', sensitive: true, idPhoto: false },
  { key: 'befor_pic', label: '法人身份证正面', sensitive: true, idPhoto: true },
  { key: 'after_pic', label: '法人身份证反面', sensitive: true, idPhoto: true },
  { key: 'shop_logo', label: '企业标志', sensitive: false, idPhoto: false },
] as const;

/**
 * A thumbnail that opens the photo larger; one that cannot be loaded says so (also when it failed before the page's
 * script ran: a server-rendered <img> can fail before React listens).
 */
function Thumbnail({ src, alt, onOpen }: { src: string; alt: string; onOpen: () => void }) {
  const ref = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, [src]);
  if (broken) return <img src={BROKEN_IMAGE} alt={`${alt}（无法加载）`} width={132} height={96} className={s.thumbImage} />;
  return (
    <button type="button" className={s.thumb} onClick={onOpen} aria-label={`查看大图：${alt}`}>
      <img ref={ref} src={src} alt={alt} width={132} height={96} className={s.thumbImage} onError={() => setBroken(true)} />
    </button>
  );
}

/**
 * 证照材料: the licence, the ID photos and the logo, each opened larger at a click; the licence and the ID photos load
 * from /files/ with the viewer's session (each view audited, the served image watermarked by the server) and carry
 * the on-screen watermark over the thumbnails and in the larger view.
 */
export function ApplicationImages({ item, mark }: { item: ApplicationView; mark: string[] }) {
  const [open, setOpen] = useState<{ src: string; alt: string } | null>(null);
  return (
    <>
      <h3 className={s.sectionTitle}>证照材料</h3>
      <Watermarked lines={mark} className={s.images}>
        {IMAGES.map(({ key, label, idPhoto }) => {
          const src = item[key] ? localFileUrl(item[key]) : '';
          const alt = `${item.shop_name} ${label}`;
          return (
            <figure key={key} className={s.image} style={{ margin: 0 }}>
              {src ? (
                <Thumbnail src={src} alt={alt} onOpen={() => setOpen({ src, alt })} />
              ) : (
                <span className={s.none}>{idPhoto && item.id_photos_deleted ? '已删除' : '未上传'}</span>
              )}
              <figcaption className={s.imageLabel}>{label}</figcaption>
            </figure>
          );
        })}
      </Watermarked>
      {open && <PhotoPreview src={open.src} alt={open.alt} mark={mark} onClose={() => setOpen(null)} />}
    </>
  );
}
