import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { Code } from '../../shared/envelope';
import { MSG } from '../../shared/messages';
import type { WebContext } from '../../shared/web-context';
import { addVaryCookie, newNonce, pageCsp, PRIVATE_CACHE, PUBLIC_PAGE_CACHE, presentsSession } from './http-security';
import { SECRET_QUERY_KEYS } from './logging';
import { sessionCookieOf } from './session';


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
 * A proxy may keep a page briefly only when it is the same for every visitor: a GET answered 200 to a request
 * without a session, setting no cookie, with no secret (a QR sign) in its address. Everything else is no-store.
 * Either way `Vary: Cookie`, so a cached public page is never served to someone with a session.
 */
function pageCacheControl(req: FastifyRequest, res: Response, audience: PageAudience): string {
  const own = res.headers.get('cache-control');
  const shared =
    !audience.personal &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    res.status === 200 &&
    res.headers.getSetCookie().length === 0 &&
    !SECRET_QUERY.test(req.url) &&
    !(own && /no-store|private/i.test(own));
  return shared ? (own ?? PUBLIC_PAGE_CACHE) : PRIVATE_CACHE;
}

async function sendWebResponse(req: FastifyRequest, reply: FastifyReply, res: Response, audience: PageAudience) {
  reply.status(res.status);
  for (const [k, v] of res.headers) {
    if (k === 'set-cookie') continue;
    reply.header(k, v);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  reply.header('cache-control', pageCacheControl(req, res, audience));
  addVaryCookie(reply);
  return reply.send(res.body ? Readable.fromWeb(res.body as never) : null);
}

/** Serves the React Router pages: the built bundle, or Vite's dev server when WEB_DEV is set. */
export async function registerWeb(app: FastifyInstance) {
  const root = process.cwd();
  let getBuild: () => Promise<ServerBuild>;
  if (app.env.WEB_DEV) {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    app.addHook('onClose', () => vite.close());
  } else {
    const serverEntry = path.join(root, app.env.BUILD_DIR, 'server/index.js');
    if (!existsSync(serverEntry)) throw new Error(`未找到页面构建产物 ${app.env.BUILD_DIR}/，请先运行 npm run build`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    getBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(root, app.env.BUILD_DIR, 'client'),
      prefix: '/',
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Hashed bundles never change; other public files (icons, demo images) may.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const handle = createRequestHandler(getBuild, app.env.WEB_DEV ? 'development' : 'production');
  const secureCookies = app.env.publicUrl.startsWith('https://');

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all('/*', async (req, reply) => {
      if (req.url.startsWith('/api/')) {
        return reply.status(404).send({ code: Code.FAIL, msg: MSG.unknownCall, data: null });
      }
      const token = sessionCookieOf(req, app.env.publicUrl);
      // One nonce per response: the page's inline scripts and styles carry it, and only they run.
      const nonce = newNonce();
      const context: WebContext & { nonce: string } = {
        token,
        nonce,
        publicUrl: app.env.publicUrl,
        secureCookies,
        api: async (call, body = {}) => {
          const res = await app.inject({
            method: 'POST',
            url: call,
            payload: body,
            remoteAddress: req.ip,
            // The browser's user agent travels on, so sessions opened through a page name the browser.
            headers: {
              'content-type': 'application/json',
              'x-request-id': req.id,
              ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}),
              ...(token ? { token } : {}),
            },
          });
          return res.json();
        },
      };
      // The request's own host, so a page opened at another name (127.0.0.1, an intranet alias) still passes
      // React Router's same-origin check on form posts.
      const origin = `${req.protocol}://${req.headers.host ?? new URL(app.env.publicUrl).host}`;
      const response = await handle(toWebRequest(req, reply, origin), context as never);
      // Vite's dev server injects its own unsigned scripts; the policy applies to the built pages.
      if (!app.env.WEB_DEV) reply.header('content-security-policy', pageCsp(nonce, app.env.publicUrl));
      return sendWebResponse(req, reply, response, { personal: !!token || presentsSession(req, app.env.publicUrl) });
    });
  });
}
