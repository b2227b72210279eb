import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { App, Button, ConfigProvider, Input, Tag, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { Form, Link, useNavigate, useRevalidator } from 'react-router';
import { POLICY_RECOVERY_DAYS as RECOVERY_DAYS, PolicyState as State } from '@shared/contracts/policies-admin';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { LoadError } from './LoadError';
import { PublishDialog } from './PublishDialog';
import s from './PublishingAdmin.module.css';
import { clearable } from './clearable';
import { AdminTable } from './AdminTable';

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

type Props<T extends PublishingItem> = {
  /** 政策, 通知公告, …: in buttons and messages. */
  noun: string;
  items: T[];
  total: number;
  error: string | null;
  page: number;
  keyword: string;
  trash: boolean;
  /** The list's address with these changes (page 1 unless given). */
  href: (change: { page?: number; keyword?: string; trash?: boolean }) => string;
  /** The search form's action and the hidden fields it keeps (kind, filters). */
  searchAction: string;
  hidden: Record<string, string | number>;
  searchPlaceholder: string;
  /** Filter rows under the toolbar (not in the trash). */
  filters?: ReactNode;
  /** Columns between the title and the lifecycle columns. */
  columns?: TableColumnsType<T>;
  /** The line under the title (category, type, number). */
  subtitle: (item: T) => string;
  api: PublishingApi;
  /** The form drawer: `target` null closed, {} new, {id} edit. */
  renderForm: (target: { id?: number } | null, close: () => void, saved: () => void) => ReactNode;
};

const STATE_COLOR: Record<number, string> = {
  [State.DRAFT]: 'default', [State.SCHEDULED]: 'blue', [State.PUBLISHED]: 'green', [State.UNPUBLISHED]: 'orange', [State.DELETED]: 'red',
};

/**
 * The back office's publishing page (政策资讯, 内容发布): search, the caller's filters and the page in the URL; the
 * table; a drawer to create or edit; publish now or at a future time; unpublish; delete with confirmation; the
 * trash with restore. The same buttons and words for every kind of content.
 */
export function PublishingAdmin<T extends PublishingItem>(props: Props<T>) {
  const { noun, items, total, error, page, keyword, trash, href, api } = props;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { modal, message } = App.useApp();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [publishing, setPublishing] = useState<T | null>(null);
  const refresh = () => void revalidator.revalidate();

  const act = (title: string, content: string, okText: string, danger: boolean, run: () => Promise<{ msg: string }>) =>
    modal.confirm({
      title, content, okText, cancelText: '取消', okButtonProps: { danger },
      onOk: async () => {
        try {
          const res = await run();
          void message.success(res.msg, FORM_SUCCESS_SECONDS);
        } catch {
          // The API client has shown the server's message.
        } finally {
          refresh();
        }
      },
    });

  const columns: TableColumnsType<T> = [
    { title: '标题', key: 'title', width: 280, fixed: 'left', render: (_, i) => <>{i.title}<span className={s.sub}>{props.subtitle(i)}</span></> },
    ...(props.columns ?? []),
    { title: '状态', key: 'state', width: 100, render: (_, i) => <Tag color={STATE_COLOR[i.state]}>{i.state_name}</Tag> },
    {
      title: trash ? '删除时间' : '发布时间',
      key: 'time',
      width: 170,
      render: (_, i) =>
        trash ? <>{i.deleted_at}<span className={s.sub}>可恢复至 {i.restore_until}</span></>
          : i.state === State.SCHEDULED ? <>{i.publish_at}<span className={s.sub}>定时发布</span></>
            : i.release_time || <span className={s.muted}>未发布</span>,
    },
    { title: '更新时间', dataIndex: 'updated_at', width: 150 },
    {
      title: '操作',
      key: 'action',
      width: 220,
      fixed: 'right',
      render: (_, i) => (
        <div className={s.actions}>
          {trash ? (
            <Button type="link" size="small" onClick={() => act(`确定恢复“${i.title}”吗？`, '恢复后为草稿，需重新发布才会在前台显示。', '恢复', false, () => api.restore(i.id))}>恢复</Button>
          ) : (
            <>
              <Button type="link" size="small" onClick={() => setEditing({ id: i.id })}>编辑</Button>
              {i.state !== State.PUBLISHED && <Button type="link" size="small" onClick={() => setPublishing(i)}>发布</Button>}
              {(i.state === State.PUBLISHED || i.state === State.SCHEDULED) && (
                <Button type="link" size="small" onClick={() => act(`确定下线“${i.title}”吗？`, i.state === State.SCHEDULED ? '将取消定时发布。' : '下线后前台立即不再显示。', '下线', false, () => api.unpublish(i.id))}>
                  {i.state === State.SCHEDULED ? '取消定时' : '下线'}
                </Button>
              )}
              <Button type="link" size="small" danger onClick={() => act(`确定删除“${i.title}”吗？`, `删除后前台立即不再显示，${RECOVERY_DAYS} 天内可在回收站恢复。`, '删除', true, () => api.remove(i.id))}>删除</Button>
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <div className={s.toolbar}>
        <Form method="get" action={props.searchAction} role="search" className={s.search}>
          <label htmlFor="publishing-keyword" className="visually-hidden">关键词</label>
          <div className={s.searchInput}>
            <Input id="publishing-keyword" name="keyword" defaultValue={keyword} key={keyword} placeholder={props.searchPlaceholder} allowClear={clearable} maxLength={50} />
          </div>
          {Object.entries(props.hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>搜索</Button>
          {keyword && <Link to={href({ keyword: '' })}>清除</Link>}
        </Form>
        <div className={s.actions}>
          {trash ? <Link to={href({ trash: false, keyword: '' })}>返回{noun}列表</Link> : <Link to={href({ trash: true, keyword: '' })}>回收站</Link>}
          {!trash && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>新建{noun}</Button>}
        </div>
      </div>
      {trash ? <p className={s.summary}>回收站：删除 {RECOVERY_DAYS} 天内的{noun}可恢复，超过后自动清除。</p> : props.filters}
      {keyword && !error && <p className={s.summary}>“{keyword}”的搜索结果，共 {total} 条。</p>}
      {error && (
        <div className={s.alert}>
          <LoadError msg={error} />
        </div>
      )}
      <AdminTable<T>
        columns={columns}
        items={items}
        empty={trash ? '回收站是空的' : undefined}
        page={page}
        total={total}
        onPage={(p) => void navigate(href({ page: p }))}
      />
      {props.renderForm(editing, () => setEditing(null), () => {
        setEditing(null);
        refresh();
      })}
      {publishing && (
        <PublishDialog
          title={publishing.title}
          publish={(at) => api.publish(publishing.id, at)}
          onClose={() => setPublishing(null)}
          onDone={() => {
            setPublishing(null);
            refresh();
          }}
        />
      )}
    </ConfigProvider>
  );
}
