import type { ApplicationView } from '../../../shared/contracts/applications';
import { SHOP_STATUS_LABEL } from '../../../shared/constants';
import type { companies } from '../../db/schema/index';
import { formatDate, formatDateTime } from '../../lib/dates';
import { sanitizeRichText } from '../../lib/sanitize';
import { absoluteUrl } from '../../lib/urls';

type Row = typeof companies.$inferSelect;

/** For the applicant and administrators only: contact and images (authorized addresses) included. */
export function presentApplication(r: Row, catNames: Map<number, string>, base: string): ApplicationView {
  return {
    id: r.id,
    shop_name: r.name,
    people_name: r.contactName,
    mobile: r.mobile,
    email: r.email,
    province: r.provinceCode ?? 0,
    city: r.cityCode ?? 0,
    district: r.districtCode ?? 0,
    region: r.regionText,
    // One meaning with shop_detail: address is region + street, add_detail the street alone.
    address: `${r.regionText}${r.address}`,
    add_detail: r.address,
    cat_id: r.categoryIds.join(','),
    cat_name: r.categoryIds
      .map((id) => catNames.get(id))
      .filter(Boolean)
      .join('、'),
    license: absoluteUrl(base, r.licensePath),
    befor_pic: absoluteUrl(base, r.idFrontPath),
    after_pic: absoluteUrl(base, r.idBackPath),
    shop_logo: absoluteUrl(base, r.logo),
    content: sanitizeRichText(r.content, base),
    domain: r.domain,
    see_number: r.viewCount,
    status: r.status,
    status_name: SHOP_STATUS_LABEL[r.status] ?? '',
    remark: r.remark,
    createtime: formatDateTime(r.createdAt),
    reviewtime: formatDateTime(r.reviewedAt),
    id_photos_deleted: formatDate(r.idPhotosDeletedAt),
  };
}
