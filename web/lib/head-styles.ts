const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"/;
const MODULE_PRELOADS = /<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/gi;
/** Our built stylesheets: `/assets/name-hash.css`, sometimes listed with a `#` suffix (React Router). */
const BUILT_CSS = /^\/assets\/[\w.-]+\.css$/;
const RELATIVE_URL = /url\(\s*['"]?(?![/'"]|data:|https?:)/;

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

/**
 * The page's own stylesheets written into <head> (a few KB), so the first paint waits for no request: each
 * `<link rel="stylesheet">` React Router rendered gets a `<style nonce>` with the file's text before it, and is
 * `disabled`, so the browser neither holds the page for it nor fetches it (and restyles the page when it
 * arrives). The link stays in place for React: hydration matches the element and does not patch attributes; a
 * client-side navigation adds and removes links as before (a route mounted later gets ordinary links). A file
 * `read` cannot give (a dev server's address) keeps its blocking link.
 */
export function inlineStylesheets(html: string, nonce: string | undefined, read: (href: string) => string | undefined): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const inlined = new Set<string>();
  const head = html.slice(0, headEnd).replace(STYLESHEET, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1]?.replace(/#.*$/, '');
    const css = href && BUILT_CSS.test(href) ? read(href) : undefined;
    // A relative url() would resolve against the page instead of /assets/: such a file keeps its link.
    if (!href || css === undefined || RELATIVE_URL.test(css) || /\s(?:media|disabled)(?:=|\s|\/?>)/.test(link)) return link;
    const quiet = link.replace(/\brel="stylesheet"/, 'rel="stylesheet" disabled=""');
    if (inlined.has(href)) return quiet;
    inlined.add(href);
    // Our own build output; still, nothing in it may close the element early.
    const text = css.replace(/<\/style/gi, '<\\/style');
    return `<style${nonce ? ` nonce="${nonce}"` : ''} data-href="${href}">${text}</style>${quiet}`;
  });
  return head + html.slice(headEnd);
}

/**
 * The page's scripts at low fetch priority: the server's HTML is the page, and hydration can wait the moment it
 * takes for the stylesheets, the first image and the first paint, which would otherwise queue behind dozens of
 * script chunks on a slow connection (issue 12, Lighthouse on a slow phone).
 */
export function scriptsAfterContent(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  return html.slice(0, headEnd).replace(MODULE_PRELOADS, '<link fetchpriority="low"') + html.slice(headEnd);
}

/** A `<link>` element, and its nonce attribute. */
const LINK = /<link\b[^>]*>/g;
const NONCE_ATTRIBUTE = /\snonce="[^"]*"/;
/** A path on this site (not `//host/…`, which is another origin). */
const SAME_SITE_HREF = /\bhref="\/(?!\/)/;

/**
 * Links to this site's own files without their nonce: the Content-Security-Policy admits same-site scripts and
 * stylesheets by `'self'` (only inline <script> and <style> need the nonce). React Router puts the nonce on every
 * module preload (about 50 on the home page); each one is a place a kept page is cut to put a fresh nonce in
 * (server/lib/response-cache.ts), and every cut costs the compressed page a flush: 65 cuts made the home page
 * 18.2 KB gzipped against 15.7 KB for the same page in one piece.
 */
export function linksWithoutNonce(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd).replace(LINK, (link) => (SAME_SITE_HREF.test(link) ? link.replace(NONCE_ATTRIBUTE, '') : link));
  return head + html.slice(headEnd);
}
