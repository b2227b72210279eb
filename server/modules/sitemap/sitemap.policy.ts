import { API_PREFIX } from '../../../shared/calls/define';

// Who may read robots.txt and the sitemap: anyone, crawlers first, without a session (they are served outside the
// pages' access guard). They announce only what the public may see: published items and listed settled companies
// (sitemap.service.ts DETAIL_KINDS).

/**
 * Pages a crawler has no business with: the API, the back office, the personal centre and the signed-in pages
 * (web/config/paths.ts), the phone's QR page, sign-out and the search redirect. The staff sign-in is not listed:
 * issue 11 keeps its address unannounced, and its own `noindex` (which a crawler must be allowed to read) keeps
 * it out of search results.
 */
export const PRIVATE_PATHS = [
  API_PREFIX,
  '/system',
  '/personal',
  '/service',
  '/concat_us',
  '/apply',
  '/room_price',
  '/service_price',
  '/payment_way',
  '/service_list',
  '/company_brief',
  '/my_question',
  '/policy_notice',
  '/companyinfo',
  '/company_list',
  '/search',
  '/m/scan',
  '/logout',
  '/go/',
] as const;

/**
 * Anyone may keep robots.txt and the sitemap, crawlers and proxies alike, for an hour (new items wait at most this
 * long to be announced).
 */
export const SITEMAP_CACHE = 'public, max-age=3600';
