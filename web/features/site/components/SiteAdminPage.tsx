import { Alert, ConfigProvider } from 'antd';
import { useRevalidator } from 'react-router';
import { FilterLinks } from '~/components/FilterLinks';
import type { SiteAdminData } from '../api/site-admin.server';
import { siteAdminHref, SITE_TABS, type SiteAdminQuery, type SiteTab } from '../site-admin-query';
import type { RenderImage } from './ImageSlot';
import { SiteItemsTable } from './SiteItemsTable';
import { SiteSettingsForm } from './SiteSettingsForm';

type Props = { path: string; tabs: readonly SiteTab[]; query: SiteAdminQuery; data: SiteAdminData; renderImage: RenderImage };

/**
 * /system/site (站点管理, issue 13): the system administrator's 站点信息 and the content editor's 栏目介绍, 轮播图,
 * 合作伙伴 and 友情链接, each tab shown only to its role; the tab and the list's filters live in the URL.
 */
export function SiteAdminPage({ path, tabs, query, data, renderImage }: Props) {
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const items = SITE_TABS.filter((t) => tabs.includes(t.key)).map((t) => ({ key: t.key, label: t.label }));

  let body;
  if (data.kind === 'items') {
    if (query.tab === 'banner' || query.tab === 'partner' || query.tab === 'link') {
      body = (
        <SiteItemsTable
          key={query.tab}
          path={path}
          type={query.tab}
          query={query}
          page={data.page}
          refresh={refresh}
          renderImage={renderImage}
        />
      );
    }
  } else if (!data.settings) {
    body = <Alert type="error" showIcon title={data.error ?? '加载失败'} role="alert" />;
  } else if (data.kind === 'settings') {
    body = <SiteSettingsForm key="system" group="system" settings={data.settings} onSaved={refresh} renderImage={renderImage} />;
  } else {
    body = <SiteSettingsForm key="content" group="content" settings={data.settings} onSaved={refresh} renderImage={renderImage} />;
  }

  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <FilterLinks
        rows={[
          {
            label: '设置项',
            options: items.map((t) => ({
              key: t.key,
              label: t.label,
              href: siteAdminHref(path, { tab: t.key as SiteTab }),
              active: t.key === query.tab,
            })),
          },
        ]}
      />
      {body}
    </ConfigProvider>
  );
}
