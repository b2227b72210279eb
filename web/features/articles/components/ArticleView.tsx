import type { ReactNode } from 'react';
import { RichText } from '~/components/RichText';
import s from './ArticleView.module.css';

type Props = {
  title: string;
  subtitles?: string[];
  releaseTime: string;
  source?: string;
  /** HTML already sanitized by the server. */
  html: string;
  children?: ReactNode;
};

/** A detail page's article: heading block, publish time (YYYY-MM-DD HH:MM), body with responsive images. */
export function ArticleView({ title, subtitles = [], releaseTime, source, html, children }: Props) {
  return (
    <article className={s.article}>
      <header className={s.head}>
        <h1 className={s.title}>{title}</h1>
        {subtitles.filter(Boolean).map((t) => (
          <p key={t} className={s.subtitle}>
            {t}
          </p>
        ))}
        <p className={s.meta}>
          <span>发布时间：{releaseTime}</span>
          {source && <span>来源：{source}</span>}
        </p>
      </header>
      {/* The body's own headings start at h3 (staff write them so): this keeps the outline in order under the h1. */}
      <h2 className="visually-hidden">正文</h2>
      <RichText html={html} />
      {children}
    </article>
  );
}
