import { BANNER_POSITIONS, type SiteItem, type SiteItemType } from '../../../shared/contracts/site-admin';
import { formatDateTime } from '../../lib/dates';
import { siteRestoreDeadline, type SiteItemRow } from './site-admin.service';

/** A row of the back-office list or trash of banners, partners or links; addresses as stored (site-relative). */
export function presentSiteItem(type: SiteItemType, r: SiteItemRow): SiteItem {
  return {
    id: r.id,
    type,
    name: r.name,
    image: r.image,
    href: r.href,
    position: r.position,
    position_name: BANNER_POSITIONS.find((p) => p.value === r.position)?.label ?? '',
    sort: r.sort,
    enabled: r.enabled,
    deleted_at: formatDateTime(r.deletedAt),
    restore_until: r.deletedAt ? formatDateTime(siteRestoreDeadline(r.deletedAt)) : '',
    created_at: formatDateTime(r.createdAt),
  };
}
