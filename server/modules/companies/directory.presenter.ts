import type { ShopCard, ShopDetail } from '../../../shared/contracts/services';
import { formatDate } from '../../lib/dates';
import { sanitizeRichText } from '../../lib/sanitize';
import { absoluteUrl } from '../../lib/urls';
import type { CategoryNames, DirectoryCardRow, DirectoryRow } from './directory.service';

const catNames = (ids: number[], names: CategoryNames) =>
  ids
    .map((id) => names.get(id))
    .filter(Boolean)
    .join('、');

/** The directory card: public company facts only, never the contact's mobile or ID photos. */
export function presentShopCard(r: DirectoryCardRow, names: CategoryNames, base: string): ShopCard {
  return {
    id: r.id,
    shop_name: r.name,
    shop_logo: absoluteUrl(base, r.logo),
    address: `${r.regionText}${r.address}`,
    see_number: r.viewCount,
    cat_name: catNames(r.categoryIds, names),
  };
}

/** The company's public page: the card, its address parts, categories as the comma list, its cleaned brief. */
export function presentShopDetail(r: DirectoryRow, names: CategoryNames, base: string): ShopDetail {
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
