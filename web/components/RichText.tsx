import { withLocalImages } from '~/lib/file-url';
import s from './RichText.module.css';

/**
 * Rich text the server has already sanitized (scripts, handlers and frames removed; images lazy, absolute); the
 * site's own pictures in it are loaded from this page's origin (withLocalImages).
 */
export function RichText({ html, label }: { html: string; label?: string }) {
  if (!html.trim()) return null;
  return <div className={s.content} aria-label={label} dangerouslySetInnerHTML={{ __html: withLocalImages(html) }} />;
}
