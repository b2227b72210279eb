import { Outlet, useSearchParams } from 'react-router';
import { DemoRibbon } from '~/components/DemoRibbon';
import { Notice } from '~/components/Notice';
import { PortalHeader } from '~/components/PortalHeader';
import { noticeText } from '~/config/notices';
import { SearchBox } from '~/features/search/components/SearchBox';
import { UserArea } from '~/features/auth/session/components/UserArea';
import { SiteFooter } from '~/features/site/components/SiteFooter';
import { siteNameOf, useRootData } from '~/lib/root-data';

/** The public shell: header with navigation and search, the page, the footer. Plain React: no antd (issue 12). */
export default function PortalLayout() {
  const { config, links, user } = useRootData();
  const [params] = useSearchParams();
  const notice = noticeText(params.get('notice'));
  const siteName = siteNameOf(config);
  return (
    <div className="page">
      <DemoRibbon />
      <PortalHeader siteName={siteName} search={<SearchBox />} account={<UserArea user={user} />} />
      <main id="main" tabIndex={-1} className="page-main">
        {notice && (
          <div className="container" style={{ paddingTop: 16 }}>
            <Notice type="warning" title={notice} />
          </div>
        )}
        <Outlet />
      </main>
      <SiteFooter config={config} links={links} siteName={siteName} />
    </div>
  );
}
