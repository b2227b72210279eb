import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { App, Button, ConfigProvider, Input, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Form, Link, useNavigate, useRevalidator } from 'react-router';
import { PAGE_SIZE } from '@shared/constants';
import { POLICY_CATEGORIES } from '@shared/contracts/articles';
import { POLICY_RECOVERY_DAYS, POLICY_STATES, PolicyState, type PolicyAdminItem } from '@shared/contracts/policies-admin';
import { EmptyState } from '~/components/EmptyState';
import { FilterLinks, type FilterOption } from '~/components/FilterLinks';
import { LoadError } from '~/components/LoadError';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import type { ListPage } from '~/lib/list-load.server';
import { policyAdminApi } from '../api/policies-admin';
import { policyAdminHref, type PolicyAdminQuery } from '../policy-admin-query';
import s from './PolicyAdmin.module.css';
import { PolicyFormDrawer } from './PolicyFormDrawer';
import { PublishDialog } from './PublishDialog';

type Props = { path: string; query: PolicyAdminQuery; page: ListPage<PolicyAdminItem> };

const STATE_COLOR: Record<number, string> = {
  [PolicyState.DRAFT]: 'default', [PolicyState.SCHEDULED]: 'blue', [PolicyState.PUBLISHED]: 'green', [PolicyState.UNPUBLISHED]: 'orange', [PolicyState.DELETED]: 'red',
};

/**
 * /system/policies (内容编辑): search, category and state filters and the page in the URL; the table; a drawer to
 * create or edit; publish now or at a future time; unpublish; delete with confirmation; the trash with restore.
 */
export function PolicyAdminPage({ path, query, page }: Props) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { modal, message } = App.useApp();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [publishing, setPublishing] = useState<PolicyAdminItem | null>(null);
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

  const option = (key: string, label: string, q: Partial<PolicyAdminQuery>, active: boolean): FilterOption => ({
    key, label, href: policyAdminHref(path, { ...query, page: 1, ...q }), active,
  });
  const categoryOptions = POLICY_CATEGORIES.map((c) => option(String(c.value), c.label, { category: c.value }, query.category === c.value));
  const stateOptions = [
    option('all', '全部', { state: null }, query.state === null),
    ...POLICY_STATES.filter((x) => x.value !== PolicyState.DELETED).map((x) => option(String(x.value), x.label, { state: x.value }, query.state === x.value)),
  ];

  const columns: TableColumnsType<PolicyAdminItem> = [
    { title: '标题', key: 'title', width: 280, fixed: 'left', render: (_, i) => <>{i.title}<span className={s.sub}>{i.category_name}</span></> },
    { title: '状态', key: 'state', width: 100, render: (_, i) => <Tag color={STATE_COLOR[i.state]}>{i.state_name}</Tag> },
    {
      title: query.trash ? '删除时间' : '发布时间',
      key: 'time',
      width: 170,
      render: (_, i) =>
        query.trash ? <>{i.deleted_at}<span className={s.sub}>可恢复至 {i.restore_until}</span></>
          : i.state === PolicyState.SCHEDULED ? <>{i.publish_at}<span className={s.sub}>定时发布</span></>
            : i.release_time || <span className={s.muted}>未发布</span>,
    },
    { title: '更新时间', dataIndex: 'updated_at', width: 150 },
    { title: '浏览', dataIndex: 'view_count', width: 70 },
    {
      title: '操作',
      key: 'action',
      width: 220,
      fixed: 'right',
      render: (_, i) => (
        <div className={s.actions}>
          {query.trash ? (
            <Button type="link" size="small" onClick={() => act(`确定恢复“${i.title}”吗？`, '恢复后为草稿，需重新发布才会在前台显示。', '恢复', false, () => policyAdminApi.restore(i.id))}>恢复</Button>
          ) : (
            <>
              <Button type="link" size="small" onClick={() => setEditing({ id: i.id })}>编辑</Button>
              {i.state !== PolicyState.PUBLISHED && <Button type="link" size="small" onClick={() => setPublishing(i)}>发布</Button>}
              {(i.state === PolicyState.PUBLISHED || i.state === PolicyState.SCHEDULED) && (
                <Button type="link" size="small" onClick={() => act(`确定下线“${i.title}”吗？`, i.state === PolicyState.SCHEDULED ? '将取消定时发布。' : '下线后前台立即不再显示。', '下线', false, () => policyAdminApi.unpublish(i.id))}>
                  {i.state === PolicyState.SCHEDULED ? '取消定时' : '下线'}
                </Button>
              )}
              <Button type="link" size="small" danger onClick={() => act(`确定删除“${i.title}”吗？`, `删除后前台立即不再显示，${POLICY_RECOVERY_DAYS} 天内可在回收站恢复。`, '删除', true, () => policyAdminApi.remove(i.id))}>删除</Button>
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <div className={s.toolbar}>
        <Form method="get" action={path} role="search" className={s.search}>
          <label htmlFor="policy-keyword" className="visually-hidden">关键词</label>
          <div className={s.searchInput}>
            <Input id="policy-keyword" name="keyword" defaultValue={query.keyword} key={query.keyword} placeholder="搜索标题、摘要、来源" allowClear maxLength={50} />
          </div>
          {query.trash && <input type="hidden" name="view" value="trash" />}
          {!query.trash && query.category > 0 && <input type="hidden" name="category" value={query.category} />}
          {!query.trash && query.state !== null && <input type="hidden" name="state" value={query.state} />}
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>搜索</Button>
          {query.keyword && <Link to={policyAdminHref(path, { ...query, keyword: '', page: 1 })}>清除</Link>}
        </Form>
        <div className={s.actions}>
          {query.trash ? <Link to={path}>返回政策列表</Link> : <Link to={policyAdminHref(path, { trash: true })}>回收站</Link>}
          {!query.trash && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>新建政策</Button>}
        </div>
      </div>
      {query.trash ? (
        <p className={s.summary}>回收站：删除 {POLICY_RECOVERY_DAYS} 天内的政策可恢复，超过后自动清除。</p>
      ) : (
        <FilterLinks rows={[{ label: '分类', options: categoryOptions }, { label: '状态', options: stateOptions }]} />
      )}
      {query.keyword && !page.error && <p className={s.summary}>“{query.keyword}”的搜索结果，共 {page.total} 条。</p>}
      {page.error && (
        <div className={s.alert}>
          <LoadError msg={page.error} />
        </div>
      )}
      <Table<PolicyAdminItem>
        rowKey="id"
        columns={columns}
        dataSource={page.items}
        scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
        size="middle"
        locale={{ emptyText: <EmptyState description={query.trash ? '回收站是空的' : undefined} /> }}
        pagination={{
          current: query.page,
          pageSize: PAGE_SIZE.admin,
          total: page.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (p) => void navigate(policyAdminHref(path, { ...query, page: p })),
        }}
      />
      <PolicyFormDrawer
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
      {publishing && (
        <PublishDialog
          item={publishing}
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
