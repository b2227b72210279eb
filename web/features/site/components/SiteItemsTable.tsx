import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Switch } from 'antd';
import { useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { BANNER_POSITIONS, SITE_ITEM_TYPES, SITE_RECOVERY_DAYS, type SiteItem, type SiteItemType } from '@shared/contracts/site-admin';
import { LoadAlert } from '~/components/ListOutcome';
import { AdminTable } from '~/components/AdminTable';
import { actionColumn, column, Lines } from '~/components/columns';
import { useConfirmedCall, useToastCall } from '~/components/useConfirmedCall';
import { useDialogTarget } from '~/components/useDialogTarget';
import type { ListPage } from '~/lib/list-load.server';
import { localFileUrl } from '~/lib/file-url';
import { siteAdminApi } from '../api/site-admin';
import { siteAdminHref, type SiteAdminQuery } from '../site-admin-query';
import type { RenderImage } from './ImageSlot';
import s from './SiteAdmin.module.css';
import admin from '~/components/AdminPage.module.css';
import { clearable } from '~/components/clearable';
import { deferred, useIdlePreload } from '~/components/deferred';
import { Select } from '~/components/Input';
import { RowButton } from '~/components/RowButton';
import type { TableColumns } from '~/components/Table';

// 新增 / 编辑's drawer (its number field, position choice and switch) is a chunk fetched when the browser is idle.
const SiteItemDrawer = deferred(() => import('./SiteItemDrawer').then((m) => m.SiteItemDrawer));

const POSITION_OPTIONS = [{ value: '', label: '全部位置' }, ...BANNER_POSITIONS];

type Props = {
  path: string;
  type: SiteItemType;
  query: SiteAdminQuery;
  page: ListPage<SiteItem>;
  refresh: () => void;
  renderImage: RenderImage;
};

/** Banners, partners or links: search, (banners) position, the table with enable switches, add/edit, delete, the trash. */
export function SiteItemsTable({ path, type, query, page, refresh, renderImage }: Props) {
  const navigate = useNavigate();
  useIdlePreload(SiteItemDrawer);
  const editing = useDialogTarget<{ item?: SiteItem }>(refresh);
  const [switching, setSwitching] = useState<number | null>(null);
  const label = SITE_ITEM_TYPES.find((t) => t.value === type)!.label;

  const run = useToastCall(refresh);
  const confirmed = useConfirmedCall();
  const confirm = (title: string, content: string, okText: string, danger: boolean, call: () => Promise<{ msg: string }>) =>
    confirmed({ title, content, okText, danger, call, after: refresh });

  const columns: TableColumns<SiteItem> = [
    ...(type !== 'link'
      ? [
          {
            title: type === 'banner' ? '图片' : '标志',
            key: 'image',
            width: 140,
            render: (_: unknown, i: SiteItem) => <img className={s.thumb} src={localFileUrl(i.image)} alt={i.name} />,
          },
        ]
      : []),
    column({ title: type === 'banner' ? '标题' : '名称', key: 'name', width: 240 }, (i: SiteItem) => (
      <Lines main={i.name} sub={i.href || null} className={s.sub} />
    )),
    ...(type === 'banner' ? [{ title: '位置', dataIndex: 'position_name', width: 100 }] : []),
    { title: '排序', dataIndex: 'sort', width: 70 },
    query.trash
      ? column({ title: '删除时间', key: 'deleted', width: 170 }, (i: SiteItem) => (
          <Lines main={i.deleted_at} sub={`可恢复至 ${i.restore_until}`} className={s.sub} />
        ))
      : column({ title: '启用', key: 'enabled', width: 80 }, (i: SiteItem) => (
          <Switch
            size="small"
            checked={i.enabled}
            loading={switching === i.id}
            aria-label={`${i.enabled ? '停用' : '启用'}“${i.name}”`}
            onChange={(on) => {
              setSwitching(i.id);
              void run(siteAdminApi.toggle(type, i.id, on)).finally(() => setSwitching(null));
            }}
          />
        )),
    actionColumn(130, (i: SiteItem) =>
      query.trash ? (
        <RowButton
          onClick={() =>
            confirm(`确定恢复“${i.name}”吗？`, '恢复后为停用状态，启用后前台才会显示。', '恢复', false, () =>
              siteAdminApi.restore(type, i.id),
            )
          }
        >
          恢复
        </RowButton>
      ) : (
        <>
          <RowButton onClick={() => editing.open({ item: i })}>编辑</RowButton>
          <RowButton
            danger
            onClick={() =>
              confirm(`确定删除“${i.name}”吗？`, `删除后前台立即不再显示，${SITE_RECOVERY_DAYS} 天内可在回收站恢复。`, '删除', true, () =>
                siteAdminApi.remove(type, i.id),
              )
            }
          >
            删除
          </RowButton>
        </>
      ),
    ),
  ];

  return (
    <>
      <div className={admin.toolbar}>
        <Form method="get" action={path} role="search" className={s.search}>
          <input type="hidden" name="tab" value={type} />
          {query.trash && <input type="hidden" name="view" value="trash" />}
          {query.position && (type !== 'banner' || query.trash) && <input type="hidden" name="position" value={query.position} />}
          <label htmlFor={`site-${type}-keyword`} className="visually-hidden">
            关键词
          </label>
          <div className={s.searchInput}>
            <Input
              id={`site-${type}-keyword`}
              name="keyword"
              defaultValue={query.keyword}
              key={query.keyword}
              placeholder={`搜索${type === 'banner' ? '标题' : '名称'}`}
              allowClear={clearable}
              maxLength={50}
            />
          </div>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            搜索
          </Button>
          {type === 'banner' && !query.trash && (
            // Without the page's script the choice goes with 搜索.
            <Select
              aria-label="位置"
              name="position"
              size="middle"
              className={s.position}
              value={query.position}
              onChange={(e) => {
                const position = BANNER_POSITIONS.find((p) => p.value === e.target.value)?.value ?? '';
                void navigate(siteAdminHref(path, { ...query, position, page: 1 }));
              }}
              options={POSITION_OPTIONS}
            />
          )}
          {query.keyword && <Link to={siteAdminHref(path, { ...query, keyword: '', page: 1 })}>清除</Link>}
        </Form>
        <div className={admin.actions}>
          {query.trash ? (
            <Link to={siteAdminHref(path, { tab: type })}>返回{label}列表</Link>
          ) : (
            <Link to={siteAdminHref(path, { tab: type, trash: true })}>回收站</Link>
          )}
          {!query.trash && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => editing.open({})}>
              新增{label}
            </Button>
          )}
        </div>
      </div>
      {query.trash && (
        <p className={admin.summary}>
          回收站：删除 {SITE_RECOVERY_DAYS} 天内的{label}可恢复，超过后自动清除。
        </p>
      )}
      <LoadAlert error={page.error} />
      <AdminTable<SiteItem>
        columns={columns}
        items={page.items}
        empty={query.trash ? '回收站是空的' : `还没有${label}`}
        page={query.page}
        total={page.total}
        onPage={(p) => void navigate(siteAdminHref(path, { ...query, page: p }))}
      />
      <SiteItemDrawer
        active={editing.target !== null}
        type={type}
        renderImage={renderImage}
        target={editing.target}
        onClose={editing.close}
        onSaved={editing.done}
      />
    </>
  );
}
