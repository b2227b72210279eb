import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { POLICY_RECOVERY_DAYS as RECOVERY_DAYS, PolicyState as State } from '@shared/contracts/policies-admin';
import { useConfirmedCall } from './useConfirmedCall';

/** What every publishable item's back-office row has (policies and the other content kinds). */
export type PublishingItem = {
  id: number;
  title: string;
  state: number;
  state_name: string;
  release_time: string;
  publish_at: string;
  deleted_at: string;
  restore_until: string;
  updated_at: string;
};

/** The lifecycle calls of one kind; each resolves with the server's message or rejects once it has been shown. */
export type PublishingApi = {
  publish: (id: number, publishAt?: string) => Promise<{ msg: string }>;
  unpublish: (id: number) => Promise<{ msg: string }>;
  remove: (id: number) => Promise<{ msg: string }>;
  restore: (id: number) => Promise<{ msg: string }>;
};

/** What a row's buttons do: open the drawer or the publish dialog, or confirm a lifecycle step. */
export type PublishingActions<T extends PublishingItem> = {
  edit: (item: T) => void;
  publish: (item: T) => void;
  unpublish: (item: T) => void;
  remove: (item: T) => void;
  restore: (item: T) => void;
};

/**
 * The publishing page's state and lifecycle: the drawer's target (null closed, {} new, {id} edit), the item in the
 * publish dialog, and unpublish / delete / restore behind a confirmation, each followed by a fresh list.
 */
export function usePublishing<T extends PublishingItem>(api: PublishingApi) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [publishing, setPublishing] = useState<T | null>(null);
  const refresh = () => void revalidator.revalidate();

  const confirmed = useConfirmedCall();
  const confirm = (title: string, content: string, okText: string, danger: boolean, call: () => Promise<{ msg: string }>) =>
    confirmed({ title, content, okText, danger, call, after: refresh });

  const actions: PublishingActions<T> = {
    edit: (i) => setEditing({ id: i.id }),
    publish: (i) => setPublishing(i),
    unpublish: (i) =>
      confirm(
        `确定下线“${i.title}”吗？`,
        i.state === State.SCHEDULED ? '将取消定时发布。' : '下线后前台立即不再显示。',
        '下线',
        false,
        () => api.unpublish(i.id),
      ),
    remove: (i) =>
      confirm(`确定删除“${i.title}”吗？`, `删除后前台立即不再显示，${RECOVERY_DAYS} 天内可在回收站恢复。`, '删除', true, () =>
        api.remove(i.id),
      ),
    restore: (i) => confirm(`确定恢复“${i.title}”吗？`, '恢复后为草稿，需重新发布才会在前台显示。', '恢复', false, () => api.restore(i.id)),
  };

  return { editing, setEditing, publishing, setPublishing, refresh, actions };
}
