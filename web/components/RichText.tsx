import s from './RichText.module.css';

/** Rich text the server has already sanitized (scripts, handlers and frames removed; images lazy, absolute). */
export function RichText({ html, label }: { html: string; label?: string }) {
  if (!html.trim()) return null;
  return <div className={s.content} aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />;
}
