import { PassThrough } from 'node:stream';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

export const streamTimeout = 10_000;

/**
 * antd's styles close <head>: React then hydrates everything it rendered there and skips these extra tags.
 * The site's own rules that must beat antd's at equal specificity set the colour on a wrapper instead.
 */
function withStyles(html: string, styles: string): string {
  return html.replace('</head>', `${styles}</head>`);
}

/**
 * Renders the whole page before answering (bots and people alike), then puts antd's collected styles into
 * <head>, so the first HTML is fully styled even without JavaScript.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const cache = createCache();
    let status = responseStatusCode;
    let ready = false;
    const { pipe, abort } = renderToPipeableStream(
      <StyleProvider cache={cache}>
        <ServerRouter context={routerContext} url={request.url} />
      </StyleProvider>,
      {
        onAllReady() {
          ready = true;
          const sink = new PassThrough();
          const chunks: Buffer[] = [];
          sink.on('data', (c: Buffer) => chunks.push(c));
          sink.on('error', reject);
          sink.on('end', () => {
            const html = withStyles(Buffer.concat(chunks).toString('utf8'), extractStyle(cache));
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            // Under 'no-referrer' browsers send `Origin: null` with form posts, which React Router refuses as
            // cross-site; 'same-origin' still tells other sites nothing.
            responseHeaders.set('Referrer-Policy', 'same-origin');
            resolve(new Response(html, { status, headers: responseHeaders }));
          });
          pipe(sink);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (ready) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
