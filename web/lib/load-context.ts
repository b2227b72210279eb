import type { WebContext } from '@shared/web-context';

// Loaders and actions receive the context server/plugins/web.ts builds for each request.
declare module 'react-router' {
  interface AppLoadContext extends WebContext {
    /** This response's Content-Security-Policy nonce (absent in unit tests that build a context by hand). */
    nonce?: string;
    /** Logs an error of the page's loaders or render, with this request's id (server/plugins/web.ts; absent in unit tests). */
    logPageError?: (err: unknown) => void;
    /**
     * Takes the rendered page as UTF-8 (server/plugins/web.ts), so the document's Response carries no body: the
     * server keeps and sends these bytes as they are, never reading the whole page as a string (issue 34's
     * profile). Absent in unit tests, which read the Response's body.
     */
    takeHtml?: (html: Buffer) => void;
  }
}

export {};
