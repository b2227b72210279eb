import { describe, expect, it } from 'vitest';
import { columnNameFor } from '~/config/page-columns';
import { pageMeta, pubDateOf } from './meta';

const root = (config: Record<string, unknown>) => ({ id: 'root', pathname: '/', loaderData: { config, links: [], user: null } });
const CONFIG = { site_name: '测试园区门户', site_domain: 'park.example.cn', site_code: '3301080001' };
const at = (pathname: string, config: Record<string, unknown> = CONFIG) => [root(config), { id: 'leaf', pathname }];
const byName = (tags: ReturnType<typeof pageMeta>) =>
  Object.fromEntries(tags.filter((t): t is { name: string; content: string } => 'name' in t).map((t) => [t.name, t.content]));

describe('pageMeta: the government web-page specification tags (issue 14)', () => {
  it('gives every page the title, description and the site tags, with the column of its path', () => {
    const tags = pageMeta(at('/information'), '政策资讯', '政策列表');
    expect(tags[0]).toEqual({ title: '政策资讯 - 测试园区门户' });
    expect(byName(tags)).toEqual({
      description: '政策列表',
      SiteName: '测试园区门户',
      SiteDomain: 'park.example.cn',
      SiteIDCode: '3301080001',
      ColumnName: '政策资讯',
    });
  });

  it('leaves out what the settings do not have and the column of an unknown page; the site name falls back', () => {
    const tags = byName(pageMeta(at('/nowhere', {}), '页面不存在', '页面不存在'));
    expect(tags).toEqual({ description: '页面不存在', SiteName: '园区企业服务门户' });
    expect(byName(pageMeta([], '', 'x'))).toEqual({ description: 'x', SiteName: '园区企业服务门户' });
  });

  it('an article adds ArticleTitle, PubDate (YYYY-MM-DD HH:mm) and ContentSource (the site when it has none); the column may be named', () => {
    const tags = pageMeta(at('/policydetail'), '关于申报的通知', '摘要', {
      column: '通知公告',
      article: { title: '关于申报的通知', pubDate: '2026-05-10 09:30', source: '区科技局' },
    });
    expect(byName(tags)).toMatchObject({
      ColumnName: '通知公告',
      ArticleTitle: '关于申报的通知',
      PubDate: '2026-05-10 09:30',
      ContentSource: '区科技局',
    });
    const noSource = byName(pageMeta(at('/policydetail'), 't', 'd', { article: { title: 't', pubDate: '2026-5-1', source: '' } }));
    expect(noSource).toMatchObject({ ColumnName: '政策资讯', PubDate: '2026-05-01 00:00', ContentSource: '测试园区门户' });
    // Each tag once: the detail page's own column replaces the path's.
    expect(tags.filter((t) => 'name' in t && t.name === 'ColumnName')).toHaveLength(1);
  });

  it('PubDate: the specification format or nothing', () => {
    expect(pubDateOf('2026-05-10 09:30')).toBe('2026-05-10 09:30');
    expect(pubDateOf('2026-05-10T09:30:15Z')).toBe('2026-05-10 09:30');
    expect(pubDateOf('2026/5/1')).toBe('2026-05-01 00:00');
    expect(pubDateOf('')).toBe('');
    expect(pubDateOf('昨天')).toBe('');
  });
});

describe('columnNameFor: one column per route', () => {
  it.each([
    ['/', '首页'],
    ['/information', '政策资讯'],
    ['/policydetail', '政策资讯'],
    ['/technics', '科技服务'],
    ['/techdetail', '科技服务'],
    ['/risklist', '创业服务'],
    ['/traindetail', '培训服务'],
    ['/financedetail', '孵化服务'],
    ['/tenancydetail', '租赁服务'],
    ['/comdetail', '入驻企业'],
    ['/companyinfo', '入驻企业'],
    ['/search', '站内搜索'],
    ['/login', '用户登录'],
    ['/service_list', '个人中心'],
    ['/system/site', '管理后台'],
    ['/information/', '政策资讯'],
    ['/no-such-page', ''],
  ])('%s → %s', (path, column) => {
    expect(columnNameFor(path)).toBe(column);
  });
});
