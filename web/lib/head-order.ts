const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"/;

/**
 * The page's stylesheets ahead of its module preloads in <head>. React writes the preloads (dozens of small
 * chunks) first; a browser limited to a few connections then fetches scripts, which do not block the first paint,
 * before the stylesheets, which do. Only React's own preload resources move relative to them, and hydration skips
 * those, as it skips antd's style tags.
 */
export function stylesheetsFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const sheets = head.match(STYLESHEET);
  if (!sheets) return html;
  const rest = head.replace(STYLESHEET, '');
  const at = rest.search(MODULE_PRELOAD);
  if (at < 0) return html;
  return rest.slice(0, at) + sheets.join('') + rest.slice(at) + html.slice(headEnd);
}
