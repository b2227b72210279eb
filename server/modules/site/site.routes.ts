import type { FastifyInstance } from 'fastify';
import * as siteCalls from '../../../shared/calls/site';
import { defineCall } from '../../lib/call';
import { qrProvider } from '../auth/auth.public';
import { parkOverview } from './overview.service';
import { siteAdminRoutes } from './site-admin.routes';
import { listBanners, listLinks, listPartners, loadConfig, siteDomainOf } from './site.service';

export async function siteRoutes(app: FastifyInstance) {
  const demo = qrProvider(app.env, app.database.kind) === 'demo';
  defineCall(
    app,
    siteCalls.config,
    {
      access: 'public',
      cache: 'public',
      summary:
        '站点配置（名称、联系方式、各栏目介绍与图片、备案信息、网站标识码与党政机关网站标识；demo 为 true 表示演示登录开启；site_domain 为 PUBLIC_URL 的域名）',
    },
    async ({ db, env }) => ({
      data: { ...(await loadConfig(db, env.publicUrl)), demo, site_domain: siteDomainOf(env.publicUrl) },
    }),
  );

  defineCall(app, siteCalls.links, { access: 'public', cache: 'public', summary: '友情链接' }, async ({ db }) => {
    const rows = await listLinks(db);
    return { data: rows, count: rows.length };
  });

  defineCall(app, siteCalls.partnerList, { access: 'public', cache: 'public', summary: '合作伙伴' }, async ({ db, env }) => {
    const rows = await listPartners(db, env.publicUrl);
    return { data: rows, count: rows.length };
  });

  defineCall(
    app,
    siteCalls.bannerList,
    { access: 'public', cache: 'public', summary: '某一页面位置的轮播图' },
    async ({ db, env, body }) => {
      const rows = await listBanners(db, env.publicUrl, body.position);
      return { data: rows, count: rows.length };
    },
  );

  // show_dataone (payload not in the spec): the park's figures at a glance, counted live.
  defineCall(
    app,
    siteCalls.showDataone,
    { access: 'public', cache: 'public', summary: '园区数据概览（入驻企业、房间、政策、服务、培训数量）' },
    async ({ db }) => ({
      data: await parkOverview(db),
    }),
  );

  // The back office's site management (issue 13): settings, banners, partners, links.
  siteAdminRoutes(app);
}
