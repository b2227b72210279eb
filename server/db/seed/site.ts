import type { Db } from '../client';
import { banners, externalLinks, partners, siteSettings } from '../schema/index';
import { BANNERS, EXTERNAL_LINKS, PARTNERS, SITE_SETTINGS } from './data/site';

/** Site configuration (every key), footer links, partners and the banners of each section. */
export async function seedSite(db: Db) {
  const settings = Object.entries(SITE_SETTINGS).map(([key, value]) => ({ key, value }));
  await db.insert(siteSettings).values(settings);
  await db.insert(externalLinks).values(EXTERNAL_LINKS.map(([name, href], i) => ({ name, href, sort: i + 1 })));
  await db.insert(partners).values(
    PARTNERS.map(([name, href], i) => ({
      name,
      href,
      image: `/demo/partners/partner-${i + 1}.svg`,
      sort: i + 1,
    })),
  );
  await db.insert(banners).values(BANNERS.map((b, i) => ({ ...b, sort: i + 1 })));
  return {
    site_settings: settings.length,
    external_links: EXTERNAL_LINKS.length,
    partners: PARTNERS.length,
    banners: BANNERS.length,
  };
}
