import { paths } from '~/config/paths';

/** The detail page of one search hit, by the navigation category it was found in (spec §2 table). */
export function hitHref(type: number, id: number): string {
  switch (type) {
    case 1:
      return paths.policyDetail(id, 0);
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
export const SUMMARY_LABEL: Record<number, string> = {
  1: '摘要',
  2: '服务机构',
  3: '服务简介',
  4: '活动地点',
  5: '简介',
  6: '楼层',
  7: '企业地址',
};
