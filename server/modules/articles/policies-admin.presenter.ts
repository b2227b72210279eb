import { POLICY_CATEGORIES } from '../../../shared/contracts/articles';
import { POLICY_STATES, PolicyState, type PolicyAdminDetail, type PolicyAdminItem } from '../../../shared/contracts/policies-admin';
import { formatDateTime } from '../../lib/dates';
import { restoreDeadline } from '../content/content.public';
import type { PolicyRow } from './policies-admin.service';

/** A row of the back-office list or trash. The publish time shows only once the item has really been published. */
export function presentPolicyAdminItem(r: PolicyRow): PolicyAdminItem {
  const released = r.status === PolicyState.PUBLISHED || r.status === PolicyState.UNPUBLISHED;
  return {
    id: r.id,
    title: r.title,
    category: r.category,
    category_name: POLICY_CATEGORIES.find((c) => c.value === r.category)?.label ?? '',
    quarter: r.quarter,
    state: r.status,
    state_name: POLICY_STATES.find((s) => s.value === r.status)?.label ?? '',
    release_time: released ? formatDateTime(r.releaseTime) : '',
    publish_at: formatDateTime(r.publishAt),
    deleted_at: formatDateTime(r.deletedAt),
    restore_until: r.deletedAt ? formatDateTime(restoreDeadline(r.deletedAt)) : '',
    updated_at: formatDateTime(r.updatedAt),
    view_count: r.viewCount,
  };
}

/** The editor's copy: the stored (already sanitized) content and site-relative file addresses, as saved. */
export function presentPolicyAdminDetail(r: PolicyRow): PolicyAdminDetail {
  return {
    ...presentPolicyAdminItem(r),
    summary: r.summary,
    small_title: r.smallTitle,
    small_title1: r.smallTitle1,
    source: r.source,
    content: r.content,
    files: r.files,
  };
}
