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
import { TOKEN_COOKIE } from './session';


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

async function sendWebResponse(reply: FastifyReply, res: Response) {
  reply.status(res.status);
  for (const [k, v] of res.headers) {
    if (k === 'set-cookie') continue;
    reply.header(k, v);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
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
      const token = req.cookies?.[TOKEN_COOKIE] || undefined;
      const context: WebContext = {
        token,
        publicUrl: app.env.publicUrl,
        secureCookies,
        api: async (call, body = {}) => {
          const res = await app.inject({
            method: 'POST',
            url: call,
            payload: body,
            remoteAddress: req.ip,
            headers: { 'content-type': 'application/json', 'x-request-id': req.id, ...(token ? { token } : {}) },
          });
          return res.json();
        },
      };
      // The request's own host, so a page opened at another name (127.0.0.1, an intranet alias) still passes
      // React Router's same-origin check on form posts.
      const origin = `${req.protocol}://${req.headers.host ?? new URL(app.env.publicUrl).host}`;
      const response = await handle(toWebRequest(req, reply, origin), context as never);
      return sendWebResponse(reply, response);
    });
  });
}
