import { asc, eq, and, isNull } from 'drizzle-orm';
import { CONFIG_KEYS, type SiteConfig } from '../../../shared/contracts/site';
import type { Db } from '../../db/client';
import { banners, externalLinks, partners, siteSettings } from '../../db/schema/index';
import { absoluteUrl } from '../../lib/urls';

/** Every config field of spec §3 is present: unset ones are empty strings (collect_code an empty list). */
export async function loadConfig(db: Db, publicUrl: string): Promise<Omit<SiteConfig, 'demo' | 'site_domain'>> {
  const rows = await db.select().from(siteSettings);
  const map = new Map(rows.map((r) => [r.key, r.value]));
  const out: Record<string, unknown> = {};
  for (const key of CONFIG_KEYS) {
    const v = map.get(key);
    if (key === 'collect_code') {
      out[key] = Array.isArray(v) ? v.map((x) => absoluteUrl(publicUrl, String(x))) : [];
    } else if (key.endsWith('_pic')) {
      out[key] = typeof v === 'string' ? absoluteUrl(publicUrl, v) : '';
    } else {
      out[key] = v === undefined || v === null ? '' : String(v);
    }
  }
  return out as Omit<SiteConfig, 'demo' | 'site_domain'>;
}

/** The SiteDomain of the government web-page specification: the host name of the public address (PUBLIC_URL). */
export function siteDomainOf(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname;
  } catch {
    return '';
  }
}

/** The footer's links; `image` is '' since a footer link is text only (spec §3 gives links an image field). */
export async function listLinks(db: Db) {
  const rows = await db
    .select({ id: externalLinks.id, name: externalLinks.name, href: externalLinks.href })
    .from(externalLinks)
    .where(and(eq(externalLinks.enabled, true), isNull(externalLinks.deletedAt)))
    .orderBy(asc(externalLinks.sort), asc(externalLinks.id))
    .limit(100);
  return rows.map((r) => ({ id: r.id, name: r.name, image: '', href: r.href }));
}

export async function listPartners(db: Db, publicUrl: string) {
  const rows = await db
    .select({ id: partners.id, name: partners.name, image: partners.image, href: partners.href })
    .from(partners)
    .where(and(eq(partners.enabled, true), isNull(partners.deletedAt)))
    .orderBy(asc(partners.sort), asc(partners.id))
    .limit(100);
  return rows.map((r) => ({ ...r, image: absoluteUrl(publicUrl, r.image) }));
}

export async function listBanners(db: Db, publicUrl: string, position: string) {
  const rows = await db
    .select({ id: banners.id, title: banners.title, image: banners.image, href: banners.href })
    .from(banners)
    .where(and(eq(banners.enabled, true), isNull(banners.deletedAt), eq(banners.position, position)))
    .orderBy(asc(banners.sort), asc(banners.id))
    .limit(20);
  return rows.map((r) => ({ ...r, image: absoluteUrl(publicUrl, r.image) }));
}
