/** Where the document's head ends. */
const HEAD_END = '</head>';

/**
 * The rendered page (UTF-8, as React's stream gives it) with its head, up to and including `</head>`, edited as text
 * by `edit`, and the body left as the bytes React wrote. The whole page is never made a string: in V8 a page of
 * 60–110 KB with Chinese in it is 120–220 KB of UTF-16, too large for the ordinary heap pages, so each such string
 * (the page read as text, then a copy per rewrite of the head, each flattening head + body again) was allocated on
 * pages of its own, which on these virtual machines costs about a millisecond in page faults each (bench/RESULTS.md,
 * "Signed-in pages"). A page without a head is edited whole.
 */
export function withHeadBytes(page: Uint8Array, edit: (head: string) => string): Buffer {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const at = bytes.indexOf(HEAD_END);
  if (at < 0) return Buffer.from(edit(bytes.toString('utf8')));
  const end = at + HEAD_END.length;
  return Buffer.concat([Buffer.from(edit(bytes.toString('utf8', 0, end))), bytes.subarray(end)]);
}

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const MODULE_PRELOADS = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g;
/** Our built stylesheets: `/assets/name-hash.css`, sometimes listed with a `#` suffix (React Router). */
const BUILT_CSS = /^\/assets\/[\w.-]+\.css$/;
const RELATIVE_URL = /url\(\s*['"]?(?![/'"]|data:|https?:)/;

/**
 * No module preloads in <head> (issue 12). React Router lists every module the page hydrates with as a
 * `<link rel="modulepreload">`; the browser's preload scanner then fetches and compiles ~130 KB of script (React
 * with React Router first) while the page is still being laid out, and on a slow phone line the page's first
 * image shares the bandwidth with it. Without them the bootstrap script at the end of <body> imports the route
 * modules when the parser reaches it, and they import the chunks they need: the first paint comes first, and
 * hydration starts a round trip or two later. Lighthouse (mobile) scored home, a list and a detail 92–98 with
 * the preloads and 100 without (2026-11-27, bench/RESULTS.md). The bootstrap itself is unchanged, and so is the
 * load event: the browser still waits for the route modules before it fires.
 */
export function withoutModulePreloads(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  return html.slice(0, headEnd).replace(MODULE_PRELOADS, '') + html.slice(headEnd);
}

/**
 * The page's own stylesheets written into <head> (a few KB), so the first paint waits for no request: each
 * `<link rel="stylesheet">` React Router rendered gets a `<style nonce>` with the file's text before it, and is
 * `disabled`, so the browser neither holds the page for it nor fetches it (and restyles the page when it
 * arrives). The link stays in place for React: hydration matches the element and does not patch attributes; a
 * client-side navigation adds and removes links as before (a route mounted later gets ordinary links). A file
 * `read` cannot give (a dev server's address) keeps its blocking link.
 *
 * React Router lists a file that a module loaded later (a dynamic import()) also needs as `…css#`, and Vite's loader,
 * finding no link of the plain address, adds one at the end of <head> when that module loads: the file's rules then
 * came after the page's own and won where both set the same property (the shell's `.container` and cards over
 * /login's padding, once its QR module had loaded). The written text stays for the page's life, so such a file also
 * gets a disabled link at its plain address, which is what that loader looks for: nothing is fetched or added again.
 */
export function inlineStylesheets(html: string, nonce: string | undefined, read: (href: string) => string | undefined): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const inlined = new Set<string>();
  const present = new Set<string>();
  const head = html.slice(0, headEnd).replace(STYLESHEET, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1]?.replace(/#.*$/, '');
    const css = href && BUILT_CSS.test(href) ? read(href) : undefined;
    // A relative url() would resolve against the page instead of /assets/: such a file keeps its link.
    if (!href || css === undefined || RELATIVE_URL.test(css) || /\s(?:media|disabled)(?:=|\s|\/?>)/.test(link)) return link;
    const quiet = link.replace(/\brel="stylesheet"/, 'rel="stylesheet" disabled=""');
    // A link at the plain address is there already when the file is listed without `#` (first, or as the marker).
    const marker = present.has(href) || !/\bhref="[^"#]+#/.test(link) ? '' : `<link rel="stylesheet" disabled="" href="${href}"/>`;
    present.add(href);
    if (inlined.has(href)) return quiet + marker;
    inlined.add(href);
    // Our own build output; still, nothing in it may close the element early.
    const text = css.replace(/<\/style/gi, '<\\/style');
    return `<style${nonce ? ` nonce="${nonce}"` : ''} data-href="${href}">${text}</style>${quiet}${marker}`;
  });
  return head + html.slice(headEnd);
}

/** A `<link>` element, and its nonce attribute. */
const LINK = /<link\b[^>]*>/g;
const NONCE_ATTRIBUTE = /\snonce="[^"]*"/;
/** A path on this site (not `//host/…`, which is another origin). */
const SAME_SITE_HREF = /\bhref="\/(?!\/)/;

/**
 * Links to this site's own files without their nonce: the Content-Security-Policy admits same-site scripts and
 * stylesheets by `'self'` (only inline <script> and <style> need the nonce). React Router puts the nonce on every
 * link it renders (the stylesheets, and the module preloads withoutModulePreloads removes); each one is a place a
 * kept page is cut to put a fresh nonce in (server/lib/response-cache.ts), and every cut costs the compressed page
 * a flush: 65 cuts made the home page 18.2 KB gzipped against 15.7 KB for the same page in one piece.
 */
export function linksWithoutNonce(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd).replace(LINK, (link) => (SAME_SITE_HREF.test(link) ? link.replace(NONCE_ATTRIBUTE, '') : link));
  return head + html.slice(headEnd);
}
