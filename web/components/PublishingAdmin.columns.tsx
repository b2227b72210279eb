import { Tag } from 'antd';
import { PolicyState as State } from '@shared/contracts/policies-admin';
import s from './AdminPage.module.css';
import { actionColumn, column, Lines } from './columns';
import type { PublishingActions, PublishingItem } from './usePublishing';
import { RowButton } from '~/components/RowButton';
import type { TableColumns } from './Table';

const STATE_COLOR: Record<number, string> = {
  [State.DRAFT]: 'default',
  [State.SCHEDULED]: 'blue',
  [State.PUBLISHED]: 'green',
  [State.UNPUBLISHED]: 'orange',
  [State.DELETED]: 'red',
};

type Options<T extends PublishingItem> = {
  trash: boolean;
  /** The line under the title (category, type, number). */
  subtitle: (item: T) => string;
  /** The kind's own columns, between the title and the lifecycle columns. */
  extra?: TableColumns<T>;
  actions: PublishingActions<T>;
};

/** The publishing table's columns: title, the kind's own, state, release (or deletion) time, update time, actions. */
export function publishingColumns<T extends PublishingItem>({ trash, subtitle, extra = [], actions }: Options<T>): TableColumns<T> {
  return [
    column({ title: '标题', key: 'title', width: 280, fixed: 'left' }, (i: T) => <Lines main={i.title} sub={subtitle(i)} />),
    ...extra,
    { title: '状态', key: 'state', width: 100, render: (_, i) => <Tag color={STATE_COLOR[i.state]}>{i.state_name}</Tag> },
    {
      title: trash ? '删除时间' : '发布时间',
      key: 'time',
      width: 170,
      render: (_, i) =>
        trash ? (
          <Lines main={i.deleted_at} sub={`可恢复至 ${i.restore_until}`} />
        ) : i.state === State.SCHEDULED ? (
          <Lines main={i.publish_at} sub="定时发布" />
        ) : (
          i.release_time || <span className={s.muted}>未发布</span>
        ),
    },
    { title: '更新时间', dataIndex: 'updated_at', width: 150 },
    actionColumn(220, (i: T) =>
      trash ? (
        <RowButton onClick={() => actions.restore(i)}>恢复</RowButton>
      ) : (
        <>
          <RowButton onClick={() => actions.edit(i)}>编辑</RowButton>
          {i.state !== State.PUBLISHED && <RowButton onClick={() => actions.publish(i)}>发布</RowButton>}
          {(i.state === State.PUBLISHED || i.state === State.SCHEDULED) && (
            <RowButton onClick={() => actions.unpublish(i)}>{i.state === State.SCHEDULED ? '取消定时' : '下线'}</RowButton>
          )}
          <RowButton danger onClick={() => actions.remove(i)}>
            删除
          </RowButton>
        </>
      ),
    ),
  ];
}
