import { ARTICLE_TYPES, ArticleType } from '@shared/labels/articles';
import { detailKind, type DetailKind } from '~/components/DetailPage';
import { paths } from '~/config/paths';

/** /policydetail of a policy: under 政策资讯, back to /information. */
export const policyKind = detailKind('政策资讯', paths.information(), '详情', 'new_detail', '对政策有疑问？园区工作人员为您解答。');

/**
 * An announcement or a news item goes back to its own list (issue 29), not to /information; its breadcrumb shows the
 * path there, 首页 › 政策资讯 › 通知公告 › 详情, as /notice and /news show theirs.
 */
export const articleKind = (type: number): DetailKind => ({
  ...policyKind,
  parent: { label: policyKind.section, to: policyKind.to },
  section: ARTICLE_TYPES.find((t) => t.value === type)?.label ?? policyKind.section,
  to: type === ArticleType.NEWS ? paths.news() : paths.notices(),
});
