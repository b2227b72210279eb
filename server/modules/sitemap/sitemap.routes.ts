import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { SITEMAP_CACHE } from './sitemap.policy';
import { parsePartName, presentIndex, presentRobots, presentUrlset } from './sitemap.presenter';
import { knownPart, sitemapPart, sitemapPlan } from './sitemap.service';

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
    const part = knownPart(parsePartName(req.params.name));
    const urls = part ? await sitemapPart(app.db, part) : [];
    // Refused as a call is (docs/ARCHITECTURE.md "Refusals"): HTTP 200 with the envelope, never kept.
    if (urls.length === 0) throw notFound();
    return reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(presentUrlset(app.env.publicUrl, urls));
  });
}
