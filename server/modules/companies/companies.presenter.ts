import type { ShopCard } from '../../../shared/contracts/services';
import type { companies } from '../../db/schema/index';
import { formatDate } from '../../lib/dates';
import { sanitizeRichText } from '../../lib/sanitize';
import { absoluteUrl } from '../../lib/urls';

type CompanyRow = typeof companies.$inferSelect;
export type CategoryNames = Map<number, string>;

export const publicCardFields = (t: typeof companies) => ({
  id: t.id, name: t.name, logo: t.logo, regionText: t.regionText, address: t.address, viewCount: t.viewCount, categoryIds: t.categoryIds,
});
type CardRow = Pick<CompanyRow, 'id' | 'name' | 'logo' | 'regionText' | 'address' | 'viewCount' | 'categoryIds'>;

const catNames = (ids: number[], names: CategoryNames) => ids.map((id) => names.get(id)).filter(Boolean).join('、');

/** The directory card: public company facts only, never the contact's mobile or ID photos. */
export function presentShopCard(r: CardRow, names: CategoryNames, base: string): ShopCard {
  return {
    id: r.id,
    shop_name: r.name,
    shop_logo: absoluteUrl(base, r.logo),
    address: `${r.regionText}${r.address}`,
    see_number: r.viewCount,
    cat_name: catNames(r.categoryIds, names),
  };
}

export function presentShopDetail(r: CompanyRow, names: CategoryNames, base: string) {
  return {
    ...presentShopCard(r, names, base),
    cat_id: r.categoryIds.join(','),
    province: r.provinceCode ?? 0,
    city: r.cityCode ?? 0,
    district: r.districtCode ?? 0,
    region: r.regionText,
    add_detail: r.address,
    content: sanitizeRichText(r.content, base),
    domain: r.domain,
    createtime: formatDate(r.createdAt),
  };
}
