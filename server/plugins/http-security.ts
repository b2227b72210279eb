import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { Code } from '../../shared/envelope';
import { DOCS_CSP } from '../lib/docs-csp';
import { sessionCookieOf } from './session';
import * as apidocsCalls from '../../shared/calls/apidocs';
import { API_PREFIX } from '../../shared/calls/define';

/** The refusal of a state-changing request from another site (HTTP 403, envelope code 0). */
export const ORIGIN_REFUSED_MSG = '请求来源不被允许';

/** Powerful browser features the portal never uses, switched off for every page and every frame in it. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/** API answers are data, never documents: nothing may load from them and nobody may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const PRIVATE_CACHE = 'no-store';

/** Random bytes of one nonce (128 bits). */
const NONCE_RANDOM_BYTES = 16;
/** Nonces drawn from the system's generator at once: one call per this many pages, not one per page. */
const NONCES_PER_DRAW = 256;
let noncePool = Buffer.alloc(0);
let nonceAt = 0;

/** A fresh nonce for one page response (128 bits, base64): bytes of the CSPRNG, each used once. */
export function newNonce(): string {
  if (nonceAt + NONCE_RANDOM_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_RANDOM_BYTES * NONCES_PER_DRAW);
    nonceAt = 0;
  }
  const nonce = noncePool.toString('base64', nonceAt, nonceAt + NONCE_RANDOM_BYTES);
  nonceAt += NONCE_RANDOM_BYTES;
  return nonce;
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

/** The configured address's origin, parsed once per address (every state-changing request asks). */
const origins = new Map<string, string>();
function originOf(publicUrl: string): string {
  let origin = origins.get(publicUrl);
  if (origin === undefined) origins.set(publicUrl, (origin = new URL(publicUrl).origin));
  return origin;
}

/** Where a request comes from by its Origin (or, without one, its Referer and Sec-Fetch-Site). */
export function requestSource(req: FastifyRequest, publicUrl: string): Source {
  const publicOrigin = originOf(publicUrl);
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
const isDocsAsset = (path: string) => path.startsWith(apidocsCalls.DOCS_ASSETS_PREFIX);
const isDocs = (path: string) =>
  path === apidocsCalls.docsPage.path || path === apidocsCalls.docsInit.path || path === apidocsCalls.openApiJson.path;

export function addVaryCookie(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,\s*)cookie(\s*,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
}

/** Helmet's settings: the header set every answer carries (computed once, see staticHeaders). */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  // Content-Security-Policy is per answer (below; pages carry a nonce, plugins/web.ts).
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  // Other sites learn nothing (not even our origin); our own requests keep their Referer, and form posts keep a
  // real Origin ('no-referrer' makes browsers send `Origin: null`, which the origin check must refuse).
  referrerPolicy: { policy: 'same-origin' },
};

/**
 * The headers @fastify/helmet sets with HELMET_OPTIONS, learnt once at start from a throwaway instance. The plugin
 * itself builds helmet's middleware anew on every request (two hooks, a dozen closures); the headers are the same
 * every time, so every answer now gets this precomputed set instead (helmet stays the source of their values).
 */
export async function helmetHeaders(options: FastifyHelmetOptions = HELMET_OPTIONS): Promise<Record<string, string>> {
  const headersOf = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'ok');
    try {
      return (await probe.inject({ method: 'GET', url: '/' })).headers;
    } finally {
      await probe.close();
    }
  };
  const bare = await headersOf(false);
  const added: Record<string, string> = {};
  for (const [name, value] of Object.entries(await headersOf(true))) {
    if (!(name in bare) && value !== undefined) added[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return added;
}

/**
 * Of helmet's headers, those every answer carries, JSON data too: OWASP's set for a REST answer (no sniffing, HTTPS
 * only, no framing; the CSP's `frame-ancestors 'none'` is added by the onSend hook) and Cross-Origin-Resource-Policy
 * (no other site may read it, even without CORS). The others (Referrer-Policy, Cross-Origin-Opener-Policy,
 * Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options, X-XSS-Protection,
 * X-Permitted-Cross-Domain-Policies) and Permissions-Policy only act on a document a browser shows, scripts or
 * links from: a JSON answer shown in a tab runs nothing and links nowhere under its `default-src 'none'`. Sent
 * with every API answer they were 460 of its 980 bytes, on a phone's every call (issue 12).
 */
export const EVERY_ANSWER_HEADERS = [
  'x-content-type-options',
  'strict-transport-security',
  'x-frame-options',
  'cross-origin-resource-policy',
];

/** A JSON answer: data, never shown as a page (everything else, pages, files and bundles, is treated as one). */
const isJson = (reply: FastifyReply) => /^application\/json\b/i.test(String(reply.getHeader('content-type') ?? ''));

/**
 * Headers on every answer: helmet's (EVERY_ANSWER_HEADERS) and the request id, set before anything can answer, so
 * refusals, 404s and errors carry them too; on every answer but JSON data, helmet's others and Permissions-Policy;
 * a Content-Security-Policy (pages set their own nonce'd one in plugins/web.ts; the API document has its own); and
 * no caching of data: every /api/ answer and every sensitive file is `no-store` with `Vary: Cookie`. The hooks are
 * callback-style: no promise per request.
 */
export async function registerHttpSecurity(app: FastifyInstance) {
  const publicUrl = app.env.publicUrl;
  const helmetSet = await helmetHeaders();
  const everyAnswer = Object.entries(helmetSet).filter(([name]) => EVERY_ANSWER_HEADERS.includes(name));
  const documentsOnly = [
    ...Object.entries(helmetSet).filter(([name]) => !EVERY_ANSWER_HEADERS.includes(name)),
    ['permissions-policy', PERMISSIONS_POLICY] as const,
  ];

  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of everyAnswer) reply.header(name, value);
    reply.header('x-request-id', req.id);
    if (!refusedSource(req, publicUrl)) return done();
    req.log.warn({ origin: req.headers.origin ?? null, hasReferer: !!req.headers.referer }, 'cross-site request refused');
    reply.status(403).header('cache-control', PRIVATE_CACHE).send({ code: Code.FAIL, msg: ORIGIN_REFUSED_MSG, data: null });
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    if (!isJson(reply)) for (const [name, value] of documentsOnly) reply.header(name, value);
    const path = pathOf(req.url);
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', path === apidocsCalls.docsPage.path ? DOCS_CSP : API_CSP);
    if (path.startsWith('/files/')) {
      reply.header('cache-control', 'private, no-store');
      addVaryCookie(reply);
    } else if (path.startsWith(API_PREFIX) && !isDocsAsset(path)) {
      if (!isDocs(path) || presentsSession(req, publicUrl) || reply.statusCode >= 400) reply.header('cache-control', PRIVATE_CACHE);
      addVaryCookie(reply);
    }
    done(null, payload);
  });
}
