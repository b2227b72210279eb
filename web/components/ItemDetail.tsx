import type { ReactNode } from 'react';
import { FactList, type Fact } from './FactList';
import type { CardRatio } from './MediaCard';
import { RichText } from './RichText';
import s from './ItemDetail.module.css';
import m from './styles/media.module.css';
import { localFileUrl } from '~/lib/file-url';

export type ItemDetailProps = {
  title: string;
  subtitle?: string;
  image?: string;
  ratio?: CardRatio;
  facts: Fact[];
  action?: ReactNode;
  /** The sanitized rich text below the summary, under its own heading. */
  html: string;
  contentHeading: string;
};

/** A service, room or company detail: image and key facts side by side, then the rich-text introduction. */
export function ItemDetail({ title, subtitle, image, ratio = 'wide', facts, action, html, contentHeading }: ItemDetailProps) {
  return (
    <article>
      <div className={[s.summary, !image && s.noImage, ratio === 'square' && s.logo].filter(Boolean).join(' ')}>
        {image && (
          <div className={`${s.media} ${m[ratio]}`}>
            <img src={localFileUrl(image)} alt={title} />
          </div>
        )}
        <div className={s.head}>
          <h1 className={s.title}>{title}</h1>
          {subtitle && <p className={s.subtitle}>{subtitle}</p>}
          <FactList facts={facts} className={s.facts} rowClassName={s.fact} />
          {action && <div className={s.action}>{action}</div>}
        </div>
      </div>
      {html.trim() && (
        <section aria-labelledby="detail-content" className={s.content}>
          <h2 id="detail-content" className={s.heading}>
            {contentHeading}
          </h2>
          <RichText html={html} />
        </section>
      )}
    </article>
  );
}
