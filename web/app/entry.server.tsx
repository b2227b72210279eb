import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StyleProvider } from '@ant-design/cssinjs';
import { renderToReadableStream } from 'react-dom/server.edge';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { NonceProvider } from '~/lib/csp-nonce';
import { inlineStylesheets, linksWithoutNonce, withHeadBytes, withoutModulePreloads } from '~/lib/head-styles';
import { antdHeadStyles, renderStyleCache, type AntdSheet } from './antd-styles.server';

// The build (scripts/build.js) asks the server build's entry for the antd stylesheet it writes.
export { antdStyleSheet } from './antd-styles.server';

export const streamTimeout = 10_000;

/**
 * antd's styles (its sheet's link, and inline what the sheet lacks) close <head>: React then hydrates everything it
 * rendered there and skips these extra tags.
 * The site's own rules that must beat antd's at equal specificity set the colour on a wrapper instead.
 */
function withStyles(html: string, styles: string, nonce: string | undefined): string {
  if (!styles) return html;
  // The Content-Security-Policy admits <style> elements with this response's nonce only.
  const signed = nonce ? styles.replace(/<style\b/g, `<style nonce="${nonce}"`) : styles;
  return html.replace('</head>', `${signed}</head>`);
}

/**
 * The built client files beside this server build: React Router writes build/server/ (this code, in index.js or
 * a chunk under assets/) and build/client/. None under the dev server, which serves the sources.
 */
const CLIENT_DIR = ['../client', '../../client']
  .map((rel) => fileURLToPath(new URL(rel, import.meta.url)))
  .find((dir) => existsSync(path.join(dir, 'assets')));
const builtCss = new Map<string, string | null>();

/** A built stylesheet's text (`/assets/…css`), read once per process; undefined where there is none. */
function readBuiltCss(href: string): string | undefined {
  if (!CLIENT_DIR) return undefined;
  let css = builtCss.get(href);
  if (css === undefined) {
    try {
      css = readFileSync(path.join(CLIENT_DIR, href), 'utf8');
    } catch {
      css = null;
    }
    builtCss.set(href, css);
  }
  return css ?? undefined;
}

/** The file the build writes beside the server build: the antd sheet's address and the style-cache keys it holds. */
export const ANTD_SHEET_MANIFEST = 'antd-sheet.json';

/**
 * The antd stylesheet of this build (web/app/antd-styles.server.tsx), read once per process; undefined under the
 * dev server and in tests, where every page writes its antd styles inline.
 */
function readAntdSheet(): { href: string; has: ReadonlySet<string> } | undefined {
  if (!CLIENT_DIR) return undefined;
  try {
    const sheet = JSON.parse(readFileSync(path.join(CLIENT_DIR, '../server', ANTD_SHEET_MANIFEST), 'utf8')) as AntdSheet;
    return existsSync(path.join(CLIENT_DIR, sheet.href)) ? { href: sheet.href, has: new Set(sheet.keys) } : undefined;
  } catch {
    return undefined;
  }
}
let antdSheet: ReturnType<typeof readAntdSheet> | null = null;

/**
 * Renders the whole page before answering (bots and people alike), then puts antd's styles into <head> (the
 * built sheet's link, or the rules themselves), so the first HTML is fully styled even without JavaScript.
 *
 * The renderer is React's web-streams one (`react-dom/server.edge`), not its Node one (`renderToPipeableStream`):
 * the Node build runs every render inside `AsyncLocalStorage.run`, which on Node 20 switches on async_hooks'
 * promise hooks for the whole process for good, and from the first page on every promise of every request paid
 * for them (issue 12: 2 million awaits took 216 ms before one render, 604 ms after it). The edge build
 * keeps a request store only where the runtime offers a global `AsyncLocalStorage`, which Node does not, and it
 * schedules with timers (the browser build's MessageChannel would keep a process alive). The page is collected
 * whole anyway, so a Node stream gains nothing here.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  // server/plugins/web.ts makes one nonce per response and puts it in the Content-Security-Policy header.
  const nonce = loadContext.nonce;
  // antd's styles are computed once per process; this render notes which it used (antd-styles.server.tsx).
  const styles = renderStyleCache();
  let status = responseStatusCode;
  const boundaryErrors: unknown[] = [];
  // The guard ends a render that never finishes. It must be cleared once the render is done: a pending timer
  // holds the whole render (request, loader data, HTML) for its full delay, which at tens of renders a second
  // kept hundreds of finished pages alive (issue 12: 250 MB of heap after 8 s of uncached pages).
  const controller = new AbortController();
  const guard = setTimeout(() => controller.abort(), streamTimeout + 1000);
  try {
    // Rejects when the shell itself fails (nothing could be rendered); errors inside boundaries come to onError.
    const stream = await renderToReadableStream(
      <NonceProvider value={nonce}>
        <StyleProvider cache={styles.cache}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StyleProvider>
      </NonceProvider>,
      {
        nonce,
        signal: controller.signal,
        // Every error of the render: inside a Suspense boundary React renders its fallback and the page answers 500;
        // in the shell the call above rejects as well (React Router then calls handleError below).
        onError(error) {
          status = 500;
          boundaryErrors.push(error);
        },
      },
    );
    await stream.allReady;
    // A boundary's error is seen nowhere else: logged with the request's id.
    for (const err of boundaryErrors) loadContext.logPageError?.(err);
    if (antdSheet === null) antdSheet = readAntdSheet();
    const antdStyles = antdHeadStyles(styles.used, antdSheet);
    // Only the head is read as text and rewritten; the body stays the bytes React wrote (withHeadBytes).
    const html = withHeadBytes(new Uint8Array(await new Response(stream).arrayBuffer()), (head) =>
      withStyles(inlineStylesheets(linksWithoutNonce(withoutModulePreloads(head)), nonce, readBuiltCss), antdStyles, nonce),
    );
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    // Referrer-Policy (same-origin) and the other security headers are set for every answer by the server.
    if (loadContext.takeHtml) {
      // The server takes the bytes themselves: no Response body made for it to read back.
      loadContext.takeHtml(html);
      return new Response(null, { status, headers: responseHeaders });
    }
    return new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength), { status, headers: responseHeaders });
  } finally {
    clearTimeout(guard);
  }
}

/**
 * Errors React Router catches (a loader's or an action's, a render that failed before any markup): logged with the
 * request's id through the load context, as the server logs its own 5xx, instead of React Router's default
 * console.error. A request the visitor abandoned is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).logPageError?.(error);
};
