import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '../../shared/envelope';
import { DOCS_CSP } from '../modules/apidocs/docs-page';
import { sessionCookieOf } from './session';

/** The refusal of a state-changing request from another site (HTTP 403, envelope code 0). */
export const ORIGIN_REFUSED_MSG = '请求来源不被允许';

/** Powerful browser features the portal never uses, switched off for every page and every frame in it. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()', 'autoplay=()', 'camera=()', 'display-capture=()', 'geolocation=()', 'gyroscope=()',
  'magnetometer=()', 'microphone=()', 'midi=()', 'payment=()', 'publickey-credentials-get=()', 'serial=()',
  'usb=()', 'xr-spatial-tracking=()', 'browsing-topics=()',
].join(', ');

/** API answers are data, never documents: nothing may load from them and nobody may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Seconds a shared proxy may keep a public page for visitors without a session. */
export const PUBLIC_PAGE_MAX_AGE_SECONDS = 60;
export const PUBLIC_PAGE_CACHE = `public, max-age=${PUBLIC_PAGE_MAX_AGE_SECONDS}`;
export const PRIVATE_CACHE = 'no-store';

/** A fresh nonce for one page response (128 bits, base64). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of a server-rendered page. Scripts: our own files and the page's nonce'd inline scripts (React
 * Router's hydration data), never 'unsafe-inline'. <style> elements: our files and nonce'd tags (antd's extracted
 * and runtime styles carry the nonce). Style *attributes* (React renders `style="…"` in the first HTML) cannot
 * carry a nonce, so style-src-attr allows them; style-src is the fallback for browsers without the -elem/-attr
 * split. Images: WeChat avatars (thirdwx.qlogo.cn) and pictures in staff articles come from other https hosts.
 */
export function pageCsp(nonce: string, publicUrl: string): string {
  const publicOrigin = new URL(publicUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' ${publicOrigin} data: blob: https:`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session as the request presents it: the spec's `token` header (other clients) or our HttpOnly cookie. */
export function presentsSession(req: FastifyRequest, publicUrl: string): boolean {
  return !!req.headers.token || !!sessionCookieOf(req, publicUrl);
}

type Source = 'same' | 'cross' | 'unknown';

function sameOrigin(value: string, req: FastifyRequest, publicOrigin: string): boolean {
  try {
    const url = new URL(value);
    // The request's own host (a page opened at 127.0.0.1 or an intranet alias), or the configured address.
    return url.host === req.headers.host || url.origin === publicOrigin;
  } catch {
    return false;
  }
}

/** Where a request comes from by its Origin (or, without one, its Referer and Sec-Fetch-Site). */
export function requestSource(req: FastifyRequest, publicUrl: string): Source {
  const publicOrigin = new URL(publicUrl).origin;
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin) {
    // `Origin: null` comes from sandboxed frames, data: documents and privacy redirects: never our pages.
    return origin !== 'null' && sameOrigin(origin, req, publicOrigin) ? 'same' : 'cross';
  }
  const referer = req.headers.referer;
  if (typeof referer === 'string' && referer) return sameOrigin(referer, req, publicOrigin) ? 'same' : 'cross';
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return 'cross';
  return 'unknown';
}

/**
 * Refuses a state-changing request (anything but GET/HEAD/OPTIONS: every API call and every page action) from
 * another site, and one with neither Origin nor Referer that carries the session cookie. The spec's `token` header
 * stays allowed without them: another site cannot make a browser send it.
 */
export function refusedSource(req: FastifyRequest, publicUrl: string): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const source = requestSource(req, publicUrl);
  if (source === 'cross') return true;
  if (source === 'same') return false;
  return !req.headers.token && !!sessionCookieOf(req, publicUrl);
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/** The API document and its assets are the same for everyone; every other /api/ answer is someone's data. */
const isDocsAsset = (path: string) => path.startsWith('/api/docs/assets/');
const isDocs = (path: string) => path === '/api/docs' || path === '/api/docs/init.js' || path === '/api/openapi.json';

export function addVaryCookie(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,\s*)cookie(\s*,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
}

/**
 * Headers on every answer: Permissions-Policy, a Content-Security-Policy (pages set their own nonce'd one in
 * plugins/web.ts; the API document has its own), and no caching of data: every /api/ answer and every
 * sensitive file is `no-store` with `Vary: Cookie`.
 */
export function registerHttpSecurity(app: FastifyInstance) {
  const publicUrl = app.env.publicUrl;

  app.addHook('onRequest', async (req, reply) => {
    if (!refusedSource(req, publicUrl)) return;
    req.log.warn({ origin: req.headers.origin ?? null, hasReferer: !!req.headers.referer }, 'cross-site request refused');
    return reply.status(403).header('cache-control', PRIVATE_CACHE).send({ code: Code.FAIL, msg: ORIGIN_REFUSED_MSG, data: null });
  });

  app.addHook('onSend', async (req, reply) => {
    const path = pathOf(req.url);
    if (!reply.hasHeader('permissions-policy')) reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', path === '/api/docs' ? DOCS_CSP : API_CSP);
    if (path.startsWith('/files/')) {
      reply.header('cache-control', 'private, no-store');
      addVaryCookie(reply);
    } else if (path.startsWith('/api/') && !isDocsAsset(path)) {
      if (!isDocs(path) || presentsSession(req, publicUrl) || reply.statusCode >= 400) reply.header('cache-control', PRIVATE_CACHE);
      addVaryCookie(reply);
    }
  });
}
