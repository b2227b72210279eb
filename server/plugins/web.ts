import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { displayModeFromCookieHeader } from '../../shared/display-mode';
import { Code, type Envelope } from '../../shared/envelope';
import { MSG } from '../../shared/messages';
import { API_PREFIX, checkAnswer, type ApiCall } from '../../shared/calls/define';
import type { ContextApi, WebContext } from '../../shared/web-context';
import { describedCall } from '../lib/call';
import { gzipWithNonce } from '../lib/gzip-pieces';
import { bindCookie } from '../lib/qr-cookies';
import { gzipOf, withNonce, type CachedPage } from '../lib/cached-page';
import { presentsNoVisitorState, takesGzip } from '../lib/response-cache';
import { BoundedQueue, QueueFullError } from '../lib/semaphore';
import { addVaryCookie, newNonce, pageCsp, PRIVATE_CACHE, presentsSession } from './http-security';
import { PAGE_CALL_HEADER, SECRET_QUERY_KEYS } from './logging';
import { PAGE_SESSION_HEADER, sessionCookieOf } from './session';

/**
 * A page (or `.data` answer) that is the same for every visitor without a session. Never for a shared cache:
 * each answer carries its own CSP nonce, which a proxy would repeat to everyone. The browser may keep it but
 * asks again before each use, so a change made by the staff shows at once; the server answers the repeat from
 * its page cache (docs/CACHING.md).
 */
export const ANONYMOUS_PAGE_CACHE = 'private, no-cache';

/**
 * Says whether a page that may be kept came from the page cache ('hit'), was an expired copy sent while the page
 * is rendered anew ('stale'), or was rendered ('miss').
 */
export const CACHE_STATUS_HEADER = 'x-cache';

/** Dev mode only (WEB_DEV): Vite's client runs inline and injected scripts and styles and opens a WebSocket. */
const DEV_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
].join('; ');

/** Addresses longer than this are rendered but never kept (real ones are well under 300 characters). */
const MAX_PAGE_KEY_CHARS = 2_048;

/**
 * React Router renders (pages and `.data` answers) under way at once; the rest wait their turn. A render is
 * synchronous JavaScript on the one thread once its loaders have answered, so more at once adds no throughput on
 * any number of cores: it only holds more pages' data and markup in memory together (issue 12: 50 visitors at once
 * on uncached pages peaked at 346 MB resident with no limit, 307 MB with this one, at the same throughput). Four
 * still overlap one render's database waits with another's work.
 */
export const PAGE_RENDERS_AT_ONCE = 4;

/**
 * Renders that may wait for a turn; one more is told "busy" (503, Retry-After) at once instead of piling up
 * latency and memory in a flood. Pages kept in the page cache never wait: they are answered without a render.
 */
export const PAGE_RENDERS_WAITING = 200;

/** Seconds a visitor told "busy" is asked to wait before trying again. */
const BUSY_RETRY_AFTER_S = 5;

/** The "busy" page: plain, self-contained (no script or style to admit), in the site's language. */
const BUSY_PAGE = `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${MSG.serverError}</title></head><body><p>${MSG.serverError}</p></body></html>`;

/** What React Router hands back for a request: the built handler, or a stand-in in tests. */
export type PageHandler = (request: Request, context: unknown) => Promise<Response>;

/** What the pages need of the modules, passed in by server/app.ts (pageDependencies) so this plugin imports none. */
export type PageDependencies = {
  /**
   * Whether `token` is the session checkStatus has just handed to the browser that holds `bindSecret` (its QR binding
   * cookie): the login page's action sets the session cookie only for such a token (modules/auth qr.service.ts).
   */
  isQrHandOver: (token: string, bindSecret: string | undefined, now: Date) => Promise<boolean>;
};

/** Headers of a page answer that are the server's own per answer, never kept with a cached page. */
const PER_ANSWER_HEADERS = new Set(['set-cookie', 'content-length', 'content-security-policy', 'cache-control', 'date']);

function toWebRequest(req: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, String(v));
  }
  const controller = new AbortController();
  // Abort only when the client leaves before the answer is sent. The request's own 'close' fires as soon as
  // its body has been read, which would abort every form post mid-action.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url, origin), {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** What the page response is for: the visitor's own (session, cookie set, secret in the URL) or anyone's. */
type PageAudience = { personal: boolean };

const SECRET_QUERY = new RegExp(`[?&](${SECRET_QUERY_KEYS.join('|')})=`, 'i');

/**
 * A page is the same for every visitor only when it is a GET answered 200 to a request without a session,
 * setting no cookie, with no secret (a QR sign) in its address; everything else is no-store. Either way
 * `Vary: Cookie`, so a kept public page is never served to someone with a session.
 */
function pageCacheControl(req: FastifyRequest, res: Response, audience: PageAudience): string {
  const own = res.headers.get('cache-control');
  return isAnyones(req, res, audience) ? (own ?? ANONYMOUS_PAGE_CACHE) : PRIVATE_CACHE;
}

function isAnyones(req: FastifyRequest, res: Response, audience: PageAudience): boolean {
  const own = res.headers.get('cache-control');
  return (
    !audience.personal &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    res.status === 200 &&
    res.headers.getSetCookie().length === 0 &&
    !SECRET_QUERY.test(req.url) &&
    !(own && /no-store|private/i.test(own))
  );
}

/** A signed-in page that may be kept for its session: 200, no cookie set, not marked no-store by its route. */
function isKeptForSession(res: Response): boolean {
  const own = res.headers.get('cache-control');
  return res.status === 200 && res.headers.getSetCookie().length === 0 && !(own && /no-store/i.test(own));
}

/** `body`: the answer already read (a page being kept); otherwise React Router's stream is passed on. */
async function sendWebResponse(req: FastifyRequest, reply: FastifyReply, res: Response, audience: PageAudience, body?: Buffer) {
  reply.status(res.status);
  for (const [k, v] of res.headers) {
    if (k === 'set-cookie') continue;
    reply.header(k, v);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  reply.header('cache-control', pageCacheControl(req, res, audience));
  addVaryCookie(reply);
  return reply.send(body ?? (res.body ? Readable.fromWeb(res.body as never) : null));
}

/** Serves the React Router pages: the built bundle, or Vite's dev server when WEB_DEV is set. */
export async function registerWeb(app: FastifyInstance, deps: PageDependencies) {
  const root = process.cwd();
  // A function is asked again on every request (the dev server's modules change); the built bundle is handed over
  // as itself, so React Router derives its route tree and static handler once, not per page (issue 34's profile).
  let serverBuild: ServerBuild | (() => Promise<ServerBuild>);
  if (app.env.WEB_DEV) {
    const { createServer } = await import('vite');
    // Hot updates travel over this server's own port (a WebSocket upgrade), not a second fixed port that two dev
    // servers on one machine would fight over.
    const vite = await createServer({ server: { middlewareMode: true, hmr: { server: app.server } }, appType: 'custom' });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    serverBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    app.addHook('onClose', () => vite.close());
  } else {
    const serverEntry = path.join(root, app.env.BUILD_DIR, 'server/index.js');
    if (!existsSync(serverEntry)) throw new Error(`未找到页面构建产物 ${app.env.BUILD_DIR}/，请先运行 npm run build`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    serverBuild = build;
    await app.register(fastifyStatic, {
      root: path.join(root, app.env.BUILD_DIR, 'client'),
      prefix: '/',
      wildcard: false,
      // The copies scripts/build.js made (precompressAssets): brotli or gzip as the browser takes them, never compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Hashed bundles never change; other public files (icons, demo images) may.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const handle = createRequestHandler(serverBuild, app.env.WEB_DEV ? 'development' : 'production');
  await registerPages(app, handle as PageHandler, deps);
}

/**
 * The page route: every address that is not the API or a static file goes to React Router. Pages for visitors
 * without a session are kept in the page cache (lib/response-cache.ts) and answered from it with a fresh nonce.
 * Exported for tests, which hand it a stand-in for React Router.
 */
export async function registerPages(app: FastifyInstance, handle: PageHandler, deps: PageDependencies) {
  const secureCookies = app.env.publicUrl.startsWith('https://');
  const qrBind = bindCookie(app.env.publicUrl).name;
  const cache = app.publicCache;
  const signedIn = app.signedInPages;
  // Dev pages (Vite's own unsigned scripts and styles, its WebSocket) get a looser policy of their own: without
  // one the API's default-src 'none' would apply and nothing on the page would run.
  const csp = (nonce: string) => (app.env.WEB_DEV ? DEV_PAGE_CSP : pageCsp(nonce, app.env.publicUrl));
  /** Renders under way for a kept address: visitors asking the same page meanwhile wait for it, not render it again. */
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  /** React Router's work, PAGE_RENDERS_AT_ONCE at a time. */
  const renders = new BoundedQueue(PAGE_RENDERS_AT_ONCE, PAGE_RENDERS_WAITING);

  /** The page cache's key for this request, or undefined when its answer may be the visitor's own. */
  const pageKey = (req: FastifyRequest): string | undefined => {
    if (!cache?.enabled || app.env.WEB_DEV || req.method !== 'GET' || req.url.length > MAX_PAGE_KEY_CHARS) return undefined;
    if (!presentsNoVisitorState(req) || SECRET_QUERY.test(req.url)) return undefined;
    // The host is part of the address: a page reached under another name may link to it. The 适老化 mode (the
    // `display` cookie, read by the same function as the root loader's) is part of the page, so of its key too.
    const care = displayModeFromCookieHeader(req.headers.cookie) === 'care' ? ' display=care' : '';
    return `${req.protocol}://${req.headers.host ?? ''}${req.url}${care}`;
  };

  /**
   * The signed-in page cache's key (lib/signed-in-cache.ts): a GET page view presenting the session cookie (no
   * `token` header: that is a spec client, not a page) and no QR binding cookie or secret in its address.
   */
  const signedInKey = (req: FastifyRequest): { key: string; token: string } | undefined => {
    if (!signedIn?.enabled || app.env.WEB_DEV || req.method !== 'GET' || req.url.length > MAX_PAGE_KEY_CHARS) return undefined;
    const token = sessionCookieOf(req, app.env.publicUrl);
    if (!token || req.headers.token !== undefined || req.cookies?.[qrBind] || SECRET_QUERY.test(req.url)) return undefined;
    const care = displayModeFromCookieHeader(req.headers.cookie) === 'care' ? ' display=care' : '';
    return { key: signedIn.key(token, `${req.protocol}://${req.headers.host ?? ''}${req.url}${care}`), token };
  };

  /** A kept page with a nonce of its own, in the body and in the policy alike. */
  const sendKept = (req: FastifyRequest, reply: FastifyReply, page: CachedPage, status: 'hit' | 'stale') => {
    const nonce = newNonce();
    for (const count of page.onHit) count();
    reply.status(200);
    for (const [k, v] of page.headers) reply.header(k, v);
    const policy = csp(nonce);
    if (policy) reply.header('content-security-policy', policy);
    addVaryCookie(reply);
    reply.header(CACHE_STATUS_HEADER, status);
    const gzip = takesGzip(req.headers['accept-encoding']) ? gzipOf(page) : undefined;
    if (gzip) {
      // Deflated when kept: only the nonce goes in uncompressed (@fastify/compress leaves an encoded answer alone).
      const vary = String(reply.getHeader('vary') ?? '');
      reply.header('vary', `${vary}, Accept-Encoding`);
      reply.header('content-encoding', 'gzip');
      return reply.send(gzipWithNonce(gzip, nonce));
    }
    return reply.send(withNonce(page, nonce));
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all('/*', async (req, reply) => {
      if (req.url.startsWith(API_PREFIX)) {
        return reply.status(404).send({ code: Code.FAIL, msg: MSG.unknownCall, data: null });
      }
      const key = pageKey(req);
      if (key) {
        const kept = cache.page(key);
        if (kept) return sendKept(req, reply, kept, 'hit');
        // Being rendered: the expired copy if there is one (the TTL ran out; a change would have dropped it), or
        // wait for the render.
        const pending = rendering.get(key);
        const stale = pending ? cache.stalePage(key) : undefined;
        if (stale) return sendKept(req, reply, stale, 'stale');
        const rendered = pending ? await pending : undefined;
        if (rendered) return sendKept(req, reply, rendered, 'hit');
      }
      if (!key) {
        // A signed-in page kept for this session, sent only while the session is still live (one lookup, which
        // also keeps an idle session alive as a render would).
        const own = signedInKey(req);
        const kept = own && signedIn.page(own.key);
        if (kept && 'actor' in (await app.lookUpSession(own.token))) return sendKept(req, reply, kept, 'hit');
        return renderPage(req, reply, undefined, () => {}, own?.key);
      }
      let done: (page: CachedPage | undefined) => void = () => {};
      const ours = new Promise<CachedPage | undefined>((resolve) => (done = resolve));
      rendering.set(key, ours);
      try {
        return await renderPage(req, reply, key, (page) => done(page));
      } finally {
        // Whatever happened, waiting visitors stop waiting (with nothing kept, they render for themselves).
        done(undefined);
        if (rendering.get(key) === ours) rendering.delete(key);
      }
    });
  });

  async function renderPage(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string | undefined,
    kept: (page: CachedPage | undefined) => void,
    /** The signed-in page cache's key, when this page view may be kept for its session. */
    ownKey?: string,
  ) {
    const version = cache?.version ?? 0;
    const dataVersion = signedIn?.version ?? 0;
    const token = sessionCookieOf(req, app.env.publicUrl);
    // One nonce per response: the page's inline scripts and styles carry it, and only they run.
    const nonce = newNonce();
    // Views the page's calls count: a kept page counts them again on each hit.
    const onHit: (() => void)[] = [];
    // A page is kept only if all it asked were public answers, all given: one that needs another call (a view
    // count it shows, someone's data) or shows a failed load must be rendered each time.
    let onlyPublicAnswers = true;
    // A signed-in page is kept only if all its calls were reads (`query`, not live) that answered code 1.
    let onlyReads = true;
    // A page view (GET: its loaders change nothing) resolves its session once for all its calls (plugins/session.ts).
    const pageSession = token && (req.method === 'GET' || req.method === 'HEAD') ? app.openPageSession(token) : undefined;
    // The rendered page as UTF-8, when the document entry hands it over (web/app/entry.server.tsx: its Response then
    // has no body); what React Router answers by itself (a redirect, an error before any render, `.data`) keeps its body.
    let rendered: Buffer | undefined;
    const context: WebContext & { nonce?: string; logPageError: (err: unknown) => void; takeHtml: (html: Buffer) => void } = {
      token,
      logPageError: (err) => req.log.error({ err }, 'page error'),
      takeHtml: (html) => {
        rendered = html;
      },
      // Dev pages carry none: their policy needs none, and React Router's dev-only critical CSS would not hydrate.
      nonce: app.env.WEB_DEV ? undefined : nonce,
      publicUrl: app.env.publicUrl,
      secureCookies,
      isQrHandOver: (qrToken) => deps.isQrHandOver(qrToken, req.cookies?.[qrBind], app.clock()),
      api: (async (target: string | ApiCall, body: Record<string, unknown> = {}) => {
        const declared = typeof target === 'string' ? undefined : target;
        const envelope = await inProcess(declared?.path ?? (target as string), body);
        return declared ? checkAnswer(declared, envelope) : envelope;
      }) as ContextApi,
    };
    // The call through the server in this process (app.inject), or a kept public answer: what context.api asks.
    async function inProcess(call: string, body: Record<string, unknown>): Promise<Envelope<unknown>> {
      // A call marked `cache: 'public'` answers the same to everyone (lib/call.ts): a kept answer is used as is, with
      // a session or without, and no request goes through the server at all (issue 34: the site settings and links
      // of every signed-in page). Otherwise such a call is asked without the session, so its answer is kept.
      const answerKey = cache?.answerKey(call, body);
      if (!answerKey) onlyPublicAnswers = false;
      if (describedCall(call)?.effect !== 'read') onlyReads = false;
      const answer = answerKey ? cache.liveAnswer(answerKey) : undefined;
      if (answer) {
        answer.onHit?.();
        if (answer.onHit) onHit.push(answer.onHit);
        return JSON.parse(answer.body.toString('utf8'));
      }
      const res = await app.inject({
        method: 'POST',
        url: call,
        payload: body,
        remoteAddress: req.ip,
        // The browser's user agent travels on, so sessions opened through a page name the browser.
        headers: {
          'content-type': 'application/json',
          'x-request-id': req.id,
          // Logged at debug: the page's own line is the one at info (plugins/logging.ts).
          [PAGE_CALL_HEADER]: '1',
          ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}),
          ...(token && !answerKey ? { token, ...(pageSession ? { [PAGE_SESSION_HEADER]: pageSession.id } : {}) } : {}),
        },
      });
      // The answer just kept (when it was kept) says what its hits must count.
      const stored = answerKey ? cache.answers.peek(answerKey) : undefined;
      if (stored?.onHit) onHit.push(stored.onHit);
      const envelope = res.json<Envelope<unknown>>();
      if (envelope.code !== Code.OK) onlyPublicAnswers = onlyReads = false;
      return envelope;
    }
    // The request's own host, so a page opened at another name (127.0.0.1, an intranet alias) still passes
    // React Router's same-origin check on form posts.
    const origin = `${req.protocol}://${req.headers.host ?? new URL(app.env.publicUrl).host}`;
    let response: Response;
    try {
      response = await renders.run(() => handle(toWebRequest(req, reply, origin), context));
    } catch (err) {
      if (!(err instanceof QueueFullError)) throw err;
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(BUSY_PAGE);
    } finally {
      // The page's loaders have answered (the whole page is rendered before it is sent).
      pageSession?.close();
    }
    const policy = csp(nonce);
    if (policy) reply.header('content-security-policy', policy);
    const audience = { personal: !!token || presentsSession(req, app.env.publicUrl) };
    // A HEAD answer has no body (React Router answers it without one), whatever the render made.
    const text = req.method === 'HEAD' ? undefined : rendered;
    const hasBody = text !== undefined || response.body !== null;
    const readBody = async () => text ?? Buffer.from(await response.arrayBuffer());
    if (ownKey && onlyReads && hasBody && isKeptForSession(response)) {
      // The session's own page: kept with its nonce cut out, answered no-store as every signed-in page.
      const html = await readBody();
      const headers: [string, string][] = [];
      for (const [k, v] of response.headers) if (!PER_ANSWER_HEADERS.has(k)) headers.push([k, v]);
      headers.push(['cache-control', PRIVATE_CACHE]);
      signedIn.keepPage(ownKey, dataVersion, html, nonce, headers, onHit);
      reply.header(CACHE_STATUS_HEADER, 'miss');
      return sendWebResponse(req, reply, response, audience, html);
    }
    if (!key || !onlyPublicAnswers || !hasBody || !isAnyones(req, response, audience))
      return sendWebResponse(req, reply, response, audience, text);
    // Anyone's page: read it whole, keep it with its nonce cut out, and send it.
    const html = await readBody();
    const headers: [string, string][] = [];
    for (const [k, v] of response.headers) if (!PER_ANSWER_HEADERS.has(k)) headers.push([k, v]);
    headers.push(['cache-control', pageCacheControl(req, response, audience)]);
    kept(cache.keepPage(key, version, html, nonce, headers, onHit));
    reply.header(CACHE_STATUS_HEADER, 'miss');
    return sendWebResponse(req, reply, response, audience, html);
  }
}
