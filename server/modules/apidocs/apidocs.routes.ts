import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import * as apidocsCalls from '../../../shared/calls/apidocs';
import { DOCS_INIT_JS, DOCS_PAGE_HTML, DOCS_ASSETS } from './docs-page';
import { openApiJson } from './openapi';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * The API document (issue 9): GET /api/openapi.json, generated from the calls' zod contracts, and GET /api/docs,
 * a page rendering it with swagger-ui-dist served from node_modules (nothing is fetched from elsewhere).
 */
export async function apidocsRoutes(app: FastifyInstance) {
  app.get(apidocsCalls.openApiJson.path, async (_req, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(openApiJson(app.env.publicUrl)),
  );

  app.get(apidocsCalls.docsPage.path, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_PAGE_HTML),
  );

  app.get(apidocsCalls.docsInit.path, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_INIT_JS),
  );

  // Only the files the page uses: the package's own index.html would load its demo document from the internet.
  await app.register(fastifyStatic, {
    root: swaggerUiDir,
    prefix: apidocsCalls.DOCS_ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => DOCS_ASSETS.includes(pathName.replace(/^\//, '')),
    maxAge: '1d',
  });
}
