import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this page (server/plugins/web.ts makes one per response). On the server it
 * comes from the load context (app/entry.server.tsx provides it); in the browser it is read back from the page's
 * own scripts, since a document keeps the nonce it was served with for as long as it lives.
 */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;

let pageNonce: string | undefined;

/** The nonce the browser holds for this document (the `nonce` property survives; the attribute is hidden). */
export function documentNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  pageNonce ??= document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  return pageNonce;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? documentNonce();
}

let stylesAdopted = false;

/**
 * Gives every <style> element a script creates the page's nonce. antd's own styles get it through ConfigProvider
 * `csp`, but some of its helpers (the scroll lock of dialogs, the scrollbar measure) add a <style> without asking,
 * and the policy refuses a <style> without the nonce. Markup cannot use this: only running scripts (which the
 * policy already restricts to ours) create elements.
 */
export function adoptNonceForStyles(): void {
  if (stylesAdopted || typeof document === 'undefined') return;
  const nonce = documentNonce();
  if (!nonce) return;
  stylesAdopted = true;
  const create = Document.prototype.createElement;
  Document.prototype.createElement = function createElement(this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = create.call(this, tagName, options);
    if (element instanceof HTMLStyleElement && !element.nonce) element.nonce = nonce;
    return element;
  } as typeof Document.prototype.createElement;
}

/**
 * zod probes whether `new Function` may run (its fast path for object schemas) as soon as a module builds an object
 * schema — the call declarations of shared/calls/ do, while the first chunks load. Under this policy it may not, and
 * the browser reports the probe as a violation even though zod catches it; `jitless` skips the probe. zod keeps its
 * settings on this global (what `z.config()` writes), so an inline script (with the nonce) sets it in <head>, before
 * any module script runs.
 */
export const ZOD_JITLESS_SCRIPT = '(globalThis.__zod_globalConfig??={}).jitless=true';
