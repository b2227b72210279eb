import { PRIVATE_PATHS } from './sitemap.policy';
import type { SitemapPart, SitemapUrl } from './sitemap.service';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A part's address: at the site's root, since a sitemap may list only addresses under its own folder. */
export function partPath(part: SitemapPart): string {
  return part.kind === 'pages' ? '/sitemap-pages.xml' : `/sitemap-${part.kind}-${part.chunk}.xml`;
}

/** `pages` or `<kind>-<chunk>` from a part's address, or null for anything else. */
export function parsePartName(name: string): SitemapPart | { kind: string; chunk: number } | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const m = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  return m ? { kind: m[1]!, chunk: Number(m[2]) } : null;
}

/** A <urlset>: absolute addresses (PUBLIC_URL), and lastmod in W3C date-time where known. */
export function presentUrlset(publicUrl: string, urls: SitemapUrl[]): string {
  const items = urls.map(
    (u) => `<url><loc>${xml(publicUrl + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> of the parts. */
export function presentIndex(publicUrl: string, parts: SitemapPart[]): string {
  const items = parts.map((p) => `<sitemap><loc>${xml(publicUrl + partPath(p))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: everything public may be crawled, the private areas not; the sitemap at PUBLIC_URL. */
export function presentRobots(publicUrl: string): string {
  return ['User-agent: *', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
