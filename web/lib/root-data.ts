import { useRouteLoaderData } from 'react-router';
import type { UserInfo } from '@shared/contracts/auth';
import type { ExternalLink, SiteConfig } from '@shared/contracts/site';
import type { DisplayMode } from '@shared/display-mode';

/** What the root loader gives every page: site settings, footer links, the signed-in user and their unread count, the display mode. */
export type RootData = {
  config: Partial<SiteConfig>;
  links: ExternalLink[];
  user: UserInfo | null;
  /** A signed-in personal user's unread messages when the page was served (the header's bell), else null. */
  unread: number | null;
  /** 适老化 or not, from the `display` cookie (shared/display-mode.ts); the page's current one: useDisplayMode(). */
  display: DisplayMode;
};

export const DEFAULT_SITE_NAME = '园区企业服务门户';

const EMPTY: RootData = { config: {}, links: [], user: null, unread: null, display: 'standard' };

export function siteNameOf(config: Partial<SiteConfig> | undefined): string {
  return config?.site_name?.trim() || DEFAULT_SITE_NAME;
}

export function isRootData(v: unknown): v is RootData {
  return typeof v === 'object' && v !== null && 'config' in v && 'links' in v;
}

/** Root data from any component; empty while the root itself failed (its error page). */
export function useRootData(): RootData {
  const data: unknown = useRouteLoaderData('root');
  return isRootData(data) ? data : EMPTY;
}
