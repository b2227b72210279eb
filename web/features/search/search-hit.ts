import type { SearchHit } from '@shared/contracts/services';
import { paths } from '~/config/paths';

/**
 * The detail page of one search hit, by the navigation category it was found in (spec §2 table); under 政策资讯 a
 * notice or a news item opens /policydetail with its own type (detail_type).
 */
export function hitHref({ type, id, detail_type }: Pick<SearchHit, 'type' | 'id' | 'detail_type'>): string {
  switch (type) {
    case 1:
      return paths.policyDetail(id, detail_type);
    case 2:
      return paths.techDetail(id);
    case 3:
      return paths.startupDetail(id);
    case 4:
      return paths.trainDetail(id);
    case 5:
      return paths.financeDetail(id);
    case 6:
      return paths.roomDetail(id);
    default:
      return paths.companyDetail(id);
  }
}

/** What the summary line of a hit is, per category (search_list fills it from a different column for each). */
const SUMMARY_LABEL: Record<number, string> = {
  1: '摘要',
  2: '服务机构',
  3: '服务简介',
  4: '活动地点',
  5: '简介',
  6: '楼层',
  7: '企业地址',
};

/** The summary line's label: the category's column, or 正文 where the keyword was found in the body only. */
export function summaryLabel(h: Pick<SearchHit, 'type' | 'in_body'>): string {
  return h.in_body ? '正文' : (SUMMARY_LABEL[h.type] ?? '摘要');
}
