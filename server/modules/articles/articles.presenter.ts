import type { ArticleCard, ArticleDetail, PolicyCard, PolicyDetail } from '../../../shared/contracts/articles';
import { POLICY_CATEGORIES } from '../../../shared/contracts/articles';
import type { articles, policies } from '../../db/schema/index';
import { dateParts, formatDateTime } from '../../lib/dates';
import { sanitizeRichText } from '../../lib/sanitize';
import { absoluteUrl } from '../../lib/urls';

type PolicyRow = typeof policies.$inferSelect;
type ArticleRow = typeof articles.$inferSelect;
type SearchColumns = 'searchText' | 'searchTokens' | 'bodyText' | 'bodyTokens';
export type PolicyCardRow = Omit<PolicyRow, 'content' | 'files' | SearchColumns>;
export type ArticleCardRow = Omit<ArticleRow, 'content' | SearchColumns>;

const categoryName = (c: number) => POLICY_CATEGORIES.find((x) => x.value === c)?.label ?? '';

export function presentPolicyCard(r: PolicyCardRow): PolicyCard {
  return {
    id: r.id,
    title: r.title,
    name: r.title,
    summary: r.summary,
    small_title: r.smallTitle,
    small_title1: r.smallTitle1,
    type: r.category,
    type_name: categoryName(r.category),
    release_time: formatDateTime(r.releaseTime),
    ...dateParts(r.releaseTime),
  };
}

export function presentPolicyDetail(r: PolicyRow, publicUrl: string): PolicyDetail {
  return {
    ...presentPolicyCard(r),
    content: sanitizeRichText(r.content, publicUrl),
    source: r.source,
    file_href: r.files.map((f) => ({ file_name: f.file_name, file_href: absoluteUrl(publicUrl, f.file_href) })),
  };
}

export function presentArticleCard(r: ArticleCardRow, publicUrl: string): ArticleCard {
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    name: r.title,
    summary: r.summary,
    source: r.source,
    image: absoluteUrl(publicUrl, r.image),
    release_time: formatDateTime(r.releaseTime),
    ...dateParts(r.releaseTime),
  };
}

export function presentArticleDetail(r: ArticleRow, publicUrl: string): ArticleDetail {
  return { ...presentArticleCard(r, publicUrl), content: sanitizeRichText(r.content, publicUrl) };
}
