import { Alert, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '~/lib/api';
import { FormDrawer } from './FormDrawer';

type Props<T> = {
  /** null closed, {} new, {id} edit. */
  target: { id?: number } | null;
  /** Reads the item afresh when the drawer opens on one. */
  load: (id: number) => Promise<{ data: T }>;
  /** Reads again when this changes too (the kind of content, say). */
  loadKey?: string;
  title: string;
  size: string;
  onClose: () => void;
  /** The form, once the item is read (undefined for a new one). */
  children: (item: T | undefined) => ReactNode;
};

/**
 * 新建 / 编辑 in a FormDrawer: when editing, the item read fresh (a spinner meanwhile, the refusal said in its
 * place), then the form with it.
 */
export function EditDrawer<T>({ target, load, loadKey = '', title, size, onClose, children }: Props<T>) {
  const [item, setItem] = useState<T | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    setItem(null);
    setFailed(null);
    if (!target?.id) return;
    load(target.id)
      .then((res) => setItem(res.data))
      .catch((err: unknown) => setFailed(err instanceof ApiError ? err.message : '加载失败'));
  }, [target?.id, loadKey]);
  const ready = target && (!target.id || item);
  return (
    <FormDrawer open={target !== null} title={title} onClose={onClose} size={size}>
      {failed && <Alert type="error" showIcon title={failed} role="alert" />}
      {!failed && target && !ready && <Spin />}
      {ready && children(item ?? undefined)}
    </FormDrawer>
  );
}
