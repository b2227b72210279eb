import { Outlet, useMatches, useSearchParams } from 'react-router';
import { LoginType } from '@shared/constants';
import { DemoRibbon } from '~/components/DemoRibbon';
import { Callout } from '~/components/Callout';
import { PortalHeader } from '~/components/PortalHeader';
import { flashText } from '~/config/flash';
import { SearchBox } from '~/components/SearchBox';
import { UserArea } from '~/features/auth/session/components/UserArea';
import { SiteFooter } from '~/features/site/components/SiteFooter';
import { PortalBell } from '~/features/message-centre/components/PortalBell';
import { accountSlotOf } from '~/lib/account-slot';
import { siteNameOf, useRootData } from '~/lib/root-data';
import { useScrollReveal } from '~/lib/scroll-reveal';

/** The public shell: header with navigation and search, the page, the footer. Plain React: no antd (issue 12). */
export default function PortalLayout() {
  const { config, links, user, unread } = useRootData();
  const [params] = useSearchParams();
  const flash = flashText(params.get('notice'));
  const siteName = siteNameOf(config);
  // A signed-in layout's part of the account area (the company area's message bell), from its own module; elsewhere a
  // signed-in company user's bell with the count the page was served with (docs/spec-decisions.md, the message centre).
  const AccountSlot = accountSlotOf(useMatches());
  const bell = AccountSlot ? <AccountSlot /> : user?.type === LoginType.PERSONAL ? <PortalBell served={unread} /> : null;
  // The public pages' blocks marked data-reveal fade in as they come into view (spec §9).
  useScrollReveal();
  return (
    <div className="page">
      <DemoRibbon />
      <PortalHeader
        siteName={siteName}
        search={<SearchBox />}
        account={
          <>
            {bell}
            <UserArea user={user} />
          </>
        }
      />
      <main id="main" tabIndex={-1} className="page-main">
        {flash && (
          <div className="container" style={{ paddingTop: 16 }}>
            <Callout type="warning" title={flash} />
          </div>
        )}
        <Outlet />
      </main>
      <SiteFooter config={config} links={links} siteName={siteName} />
    </div>
  );
}
