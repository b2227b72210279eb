import {
  CONTENT_STATES_LABEL,
  ContentState,
  type ContentAdminDetail,
  type ContentAdminItem,
  type ContentKind,
} from '../../../shared/contracts/content-admin';
import { formatDateTime } from '../../lib/dates';
import { KINDS, type CategoryNames, type LifecycleRow } from './content.kinds';
import { restoreDeadline } from './lifecycle';

/** A row of the back-office list or trash. The publish time shows only once the item has really been published. */
export function presentContentItem(kind: ContentKind, r: LifecycleRow, names: CategoryNames): ContentAdminItem {
  const def = KINDS[kind];
  const released = r.status === ContentState.PUBLISHED || r.status === ContentState.UNPUBLISHED;
  return {
    id: r.id,
    kind,
    title: def.title(r),
    subtitle: def.subtitle(r, names),
    state: r.status,
    state_name: CONTENT_STATES_LABEL[r.status] ?? '',
    release_time: released ? formatDateTime(def.releaseTime?.(r) ?? r.updatedAt) : '',
    publish_at: formatDateTime(r.publishAt),
    deleted_at: formatDateTime(r.deletedAt),
    restore_until: r.deletedAt ? formatDateTime(restoreDeadline(r.deletedAt)) : '',
    updated_at: formatDateTime(r.updatedAt),
  };
}

/** The editor's copy: the stored (already sanitized) fields as saved. */
export function presentContentDetail(kind: ContentKind, r: LifecycleRow, names: CategoryNames): ContentAdminDetail {
  return { ...presentContentItem(kind, r, names), fields: KINDS[kind].fields(r) };
}
