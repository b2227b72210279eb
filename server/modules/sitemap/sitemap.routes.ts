import type { FastifyInstance } from 'fastify';
import { parsePartName, presentIndex, presentRobots, presentUrlset } from './sitemap.presenter';
import { DETAIL_KIND_NAMES, sitemapPart, sitemapPlan, type SitemapPart } from './sitemap.service';

/** Crawlers may keep robots.txt and the sitemap this long (new items wait at most this long to be announced). */
const SITEMAP_CACHE = 'public, max-age=3600';

/**
 * robots.txt and sitemap.xml for search engines (issue 12): plain GET answers of this server, outside the pages'
 * access guard, so a crawler reads them without a session.
 */
export async function sitemapRoutes(app: FastifyInstance) {
  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(presentRobots(app.env.publicUrl)),
  );

  app.get('/sitemap.xml', async (_req, reply) => {
    const plan = await sitemapPlan(app.db);
    const body = 'urls' in plan ? presentUrlset(app.env.publicUrl, plan.urls) : presentIndex(app.env.publicUrl, plan.parts);
    return reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(body);
  });

  // The parts of an index (/sitemap-pages.xml, /sitemap-policies-1.xml, …), listed only when one file is not enough.
  app.get<{ Params: { name: string } }>('/sitemap-:name', async (req, reply) => {
    const parsed = parsePartName(req.params.name);
    const known = parsed && (parsed.kind === 'pages' || (DETAIL_KIND_NAMES as string[]).includes(parsed.kind));
    const urls = known ? await sitemapPart(app.db, parsed as SitemapPart) : [];
    if (urls.length === 0) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(presentUrlset(app.env.publicUrl, urls));
  });
}
