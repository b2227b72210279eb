import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall } from '../../lib/call';
import { parkOverview } from './overview.service';
import { listBanners, listLinks, listPartners, loadConfig } from './site.service';

const empty = z.object({}).passthrough();
const bannerBody = z.object({
  position: z.enum(['home', 'company', 'information', 'technics', 'risk', 'train', 'finance', 'tenancy'], { error: '位置不存在' }).default('home'),
});

export async function siteRoutes(app: FastifyInstance) {
  defineCall(app, '/api/demo/config', { body: empty, access: 'public' }, async ({ db, env }) => ({
    data: await loadConfig(db, env.publicUrl),
  }));

  defineCall(app, '/api/demo/links', { body: empty, access: 'public' }, async ({ db }) => {
    const rows = await listLinks(db);
    return { data: rows, count: rows.length };
  });

  defineCall(app, '/api/demo/partner_list', { body: empty, access: 'public' }, async ({ db, env }) => {
    const rows = await listPartners(db, env.publicUrl);
    return { data: rows, count: rows.length };
  });

  defineCall(app, '/api/demo/banner_list', { body: bannerBody, access: 'public' }, async ({ db, env, body }) => {
    const rows = await listBanners(db, env.publicUrl, body.position);
    return { data: rows, count: rows.length };
  });

  // show_dataone (payload not in the spec): the park's figures at a glance, counted live.
  defineCall(app, '/api/demo/show_dataone', { body: empty, access: 'public' }, async ({ db }) => ({
    data: await parkOverview(db),
  }));
}
