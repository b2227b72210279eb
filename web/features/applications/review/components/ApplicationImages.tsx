import { Image, Watermark } from 'antd';
import type { ApplicationView } from '@shared/contracts/applications';
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
 * 证照材料: the licence, the ID photos and the logo, each previewed large; the licence and the ID photos load from
 * /files/ with the administrator's session (each view audited) and carry the watermark on screen and in the viewer.
 */
export function ApplicationImages({ item, mark }: { item: ApplicationView; mark: string[] }) {
  return (
    <>
      <h3 className={s.sectionTitle}>证照材料</h3>
      <Image.PreviewGroup preview={{ imageRender: (node) => <Watermark content={mark}>{node}</Watermark> }}>
        <Watermark content={mark} font={{ fontSize: 12 }} gap={[40, 40]}>
          <div className={s.images}>
            {IMAGES.map(({ key, label, idPhoto }) => (
              <figure key={key} className={s.image} style={{ margin: 0 }}>
                {item[key] ? (
                  <Image
                    src={localFileUrl(item[key])}
                    alt={`${item.shop_name} ${label}`}
                    width={132}
                    height={96}
                    style={{ objectFit: 'cover' }}
                    fallback={BROKEN_IMAGE}
                  />
                ) : (
                  <span className={s.none}>{idPhoto && item.id_photos_deleted ? '已删除' : '未上传'}</span>
                )}
                <figcaption className={s.imageLabel}>{label}</figcaption>
              </figure>
            ))}
          </div>
        </Watermark>
      </Image.PreviewGroup>
    </>
  );
}
