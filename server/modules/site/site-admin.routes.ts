import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as siteCalls from '../../../shared/calls/site';
import { SITE_ITEM_TYPES, SITE_RECOVERY_DAYS, type SiteItemType } from '../../../shared/contracts/site-admin';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { presentSiteItem } from './site-admin.presenter';
import { SITE_CONTENT_STAFF, SITE_SYSTEM_STAFF } from './site.policy';
import {
  deleteSiteItem,
  readSettings,
  restoreSiteItem,
  saveSettings,
  saveSiteItem,
  SETTING_GROUPS,
  siteItemAuditView,
  siteItems,
  toggleSiteItem,
  type SettingValues,
  type SiteItemRow,
} from './site-admin.service';

const label = (type: SiteItemType) => SITE_ITEM_TYPES.find((x) => x.value === type)!.label;
const diff = (type: SiteItemType, r: { before: SiteItemRow | null; after: SiteItemRow }) => ({
  before: siteItemAuditView(type, r.before),
  after: siteItemAuditView(type, r.after),
});

/**
 * Staff: the site settings of spec §3 — identity, contact, filings and payment codes for the system administrator,
 * column intros and pictures for the content editor — and the banners, partners and external links (content
 * editor): list, create, edit, enable or disable, delete (recoverable for SITE_RECOVERY_DAYS) and restore. Every
 * change is audited with before → after and empties the public caches (lib/call.ts), so the public site shows it at
 * once.
 */
export function siteAdminRoutes(app: FastifyInstance) {
  // Saving one settings group: only the keys sent change; audited when anything did.
  const saveGroup =
    (group: keyof typeof SETTING_GROUPS, name: string) =>
    async ({ db, body, req }: { db: Db; body: Partial<SettingValues>; req: FastifyRequest }) => {
      const r = await saveSettings(db, SETTING_GROUPS[group], body, app.clock());
      if (r.changed.length) {
        await audit(db, req, {
          action: `site.${group === 'system' ? 'settings' : 'columns'}_update`,
          objectType: 'site_setting',
          objectId: group,
          detail: { before: r.before, after: r.after },
        });
      }
      return { msg: r.changed.length ? `${name}已保存` : '没有需要保存的修改', data: { changed: r.changed } };
    };

  defineCall(
    app,
    siteCalls.siteSettings,
    {
      access: 'admin',
      roles: SITE_SYSTEM_STAFF,
      invalidates: false,
      summary: '读取站点信息（网站名称、主办单位、联系方式、入驻企业数、备案号、版权与收款码），图片为站内地址',
    },
    async ({ db }) => ({ data: await readSettings(db, SETTING_GROUPS.system) }),
  );
  defineCall(
    app,
    siteCalls.siteSettingsSave,
    { access: 'admin', roles: SITE_SYSTEM_STAFF, summary: '保存站点信息（全部字段一起提交；空字符串表示清空）' },
    saveGroup('system', '站点信息'),
  );
  defineCall(
    app,
    siteCalls.siteColumns,
    { access: 'admin', roles: SITE_CONTENT_STAFF, invalidates: false, summary: '读取栏目介绍（各栏目的介绍文字与图片），图片为站内地址' },
    async ({ db }) => ({ data: await readSettings(db, SETTING_GROUPS.content) }),
  );
  defineCall(
    app,
    siteCalls.siteColumnsSave,
    { access: 'admin', roles: SITE_CONTENT_STAFF, summary: '保存栏目介绍（全部字段一起提交；空字符串表示清空）' },
    saveGroup('content', '栏目介绍'),
  );

  defineCall(
    app,
    siteCalls.siteItemList,
    {
      access: 'admin',
      roles: SITE_CONTENT_STAFF,
      invalidates: false,
      summary: `轮播图、合作伙伴或友情链接的管理列表（trash 为 true 时为 ${SITE_RECOVERY_DAYS} 天内可恢复的回收站）`,
    },
    async ({ db, body }) => {
      const { rows, total } = await siteItems(db, body, app.clock());
      return { data: rows.map((r) => presentSiteItem(body.type, r)), count: total };
    },
  );

  defineCall(
    app,
    siteCalls.siteItemSave,
    {
      access: 'admin',
      roles: SITE_CONTENT_STAFF,
      summary: '新建或修改轮播图、合作伙伴或友情链接（图片须为本站上传，链接须为 http(s) 地址）',
    },
    async ({ db, body, req }) => {
      const r = await saveSiteItem(db, body, app.clock());
      await audit(db, req, {
        action: `${body.type}.${r.before ? 'update' : 'create'}`,
        objectType: body.type,
        objectId: r.after.id,
        detail: diff(body.type, r),
      });
      return { msg: r.before ? `${label(body.type)}已保存` : `${label(body.type)}已添加`, data: { id: r.after.id } };
    },
  );

  defineCall(
    app,
    siteCalls.siteItemToggle,
    { access: 'admin', roles: SITE_CONTENT_STAFF, summary: '启用或停用轮播图、合作伙伴或友情链接' },
    async ({ db, body, req }) => {
      const r = await toggleSiteItem(db, body.type, body.id, body.enabled);
      await audit(db, req, {
        action: `${body.type}.${body.enabled ? 'enable' : 'disable'}`,
        objectType: body.type,
        objectId: body.id,
        detail: diff(body.type, r),
      });
      return { msg: body.enabled ? '已启用' : '已停用', data: { id: body.id } };
    },
  );

  defineCall(
    app,
    siteCalls.siteItemDelete,
    {
      access: 'admin',
      roles: SITE_CONTENT_STAFF,
      summary: `删除轮播图、合作伙伴或友情链接（移入回收站，${SITE_RECOVERY_DAYS} 天内可恢复）`,
    },
    async ({ db, body, req }) => {
      const r = await deleteSiteItem(db, body.type, body.id, app.clock());
      await audit(db, req, { action: `${body.type}.delete`, objectType: body.type, objectId: body.id, detail: diff(body.type, r) });
      return { msg: `已删除，${SITE_RECOVERY_DAYS} 天内可在回收站恢复`, data: { id: body.id } };
    },
  );

  defineCall(
    app,
    siteCalls.siteItemRestore,
    { access: 'admin', roles: SITE_CONTENT_STAFF, summary: '从回收站恢复（恢复后为停用状态）' },
    async ({ db, body, req }) => {
      const r = await restoreSiteItem(db, body.type, body.id, app.clock());
      await audit(db, req, { action: `${body.type}.restore`, objectType: body.type, objectId: body.id, detail: diff(body.type, r) });
      return { msg: '已恢复（停用状态），启用后前台显示', data: { id: body.id } };
    },
  );
}
