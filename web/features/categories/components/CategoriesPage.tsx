import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Tabs } from 'antd';
import { useNavigate, useRevalidator } from 'react-router';
import { CATEGORY_KIND_LABEL, type CategoryAdminItem, type CategoryKind } from '@shared/contracts/categories';
import { columnsWidth } from '~/components/AdminTable';
import { LoadAlert } from '~/components/ListOutcome';
import { Table, type TableColumns } from '~/components/Table';
import { useConfirmedCall, useToastCall } from '~/components/useConfirmedCall';
import { useDialogTarget } from '~/components/useDialogTarget';
import type { ListPage } from '~/lib/list-load.server';
import { categoryApi } from '../api/categories';
import { categoryTree, movedOrder, type CategoryNode } from '../category-tree';
import s from '~/components/AdminPage.module.css';
import { NameDialog, type NameTarget } from './NameDialog';
import { RowButton } from '~/components/RowButton';

type Props = { path: string; tab: CategoryKind; lists: Record<CategoryKind, ListPage<CategoryAdminItem>> };

const NOTE: Record<CategoryKind, string> = {
  tech: '科技服务分为两级：一级分类下可设二级分类。前台“科技服务”的筛选按此顺序显示，改动立即生效。仍有服务或二级分类使用的分类不能删除。',
  train: '前台“培训服务”的分类按此顺序显示，改动立即生效。仍有培训活动使用的分类不能删除。',
};

/**
 * /system/categories 分类管理 (内容编辑, issue 13): two tabs, the technical services' two-level categories (a tree
 * table) and the training categories; add, rename, move up or down, delete with confirmation. On a phone each
 * category is a card (Table's stack), headed by its name with its buttons at the end, a second-level one indented
 * under its parent.
 */
export function CategoriesPage({ path, tab, lists }: Props) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const naming = useDialogTarget<NameTarget>(refresh);

  const run = useToastCall(refresh);
  const confirmed = useConfirmedCall();

  const table = (kind: CategoryKind) => {
    const page = lists[kind];
    const move = (c: CategoryAdminItem, step: -1 | 1) => {
      const ids = movedOrder(page.items, c, step);
      if (ids) void run(categoryApi.sort(kind, ids));
    };
    const remove = (c: CategoryAdminItem) =>
      confirmed({
        title: `确定删除分类“${c.name}”吗？`,
        content: '删除后前台立即不再显示该分类，且不能恢复。',
        okText: '删除',
        danger: true,
        call: () => categoryApi.remove(kind, c.id),
        after: refresh,
      });
    const siblings = (c: CategoryAdminItem) => page.items.filter((x) => x.parent_id === c.parent_id);
    const columns: TableColumns<CategoryNode> = [
      { title: '分类名称', dataIndex: 'name', width: 260, card: 'head' },
      ...(kind === 'tech'
        ? [{ title: '层级', key: 'level', width: 90, render: (_: unknown, c: CategoryNode) => (c.parent_id ? '二级' : '一级') }]
        : []),
      { title: '使用内容数', dataIndex: 'item_count', width: 110 },
      ...(kind === 'tech'
        ? [
            {
              title: '二级分类数',
              key: 'children',
              width: 110,
              render: (_: unknown, c: CategoryNode) => (c.parent_id ? <span className={s.muted}>—</span> : c.child_count),
            },
          ]
        : []),
      {
        title: '操作',
        key: 'action',
        width: 320,
        card: 'actions',
        render: (_, c) => {
          const level = siblings(c);
          const at = level.findIndex((x) => x.id === c.id);
          return (
            <div className={s.actions}>
              <RowButton icon={<ArrowUpOutlined />} disabled={at <= 0} onClick={() => move(c, -1)} aria-label={`上移 ${c.name}`}>
                上移
              </RowButton>
              <RowButton
                icon={<ArrowDownOutlined />}
                disabled={at < 0 || at >= level.length - 1}
                onClick={() => move(c, 1)}
                aria-label={`下移 ${c.name}`}
              >
                下移
              </RowButton>
              <RowButton
                onClick={() => naming.open({ title: '重命名分类', name: c.name, save: (name) => categoryApi.rename(kind, c.id, name) })}
              >
                重命名
              </RowButton>
              {kind === 'tech' && c.parent_id === 0 && (
                <RowButton
                  onClick={() =>
                    naming.open({ title: `新增二级分类（${c.name}）`, name: '', save: (name) => categoryApi.create(kind, name, c.id) })
                  }
                >
                  新增二级
                </RowButton>
              )}
              <RowButton danger onClick={() => remove(c)}>
                删除
              </RowButton>
            </div>
          );
        },
      },
    ];
    return (
      <>
        <div className={s.toolbar}>
          <p className={s.note}>{NOTE[kind]}</p>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() =>
              naming.open({
                title: kind === 'tech' ? '新增一级分类' : '新增培训分类',
                name: '',
                save: (name) => categoryApi.create(kind, name),
              })
            }
          >
            {kind === 'tech' ? '新增一级分类' : '新增分类'}
          </Button>
        </div>
        <LoadAlert error={page.error} />
        <Table<CategoryNode>
          rowKey="id"
          columns={columns}
          dataSource={kind === 'tech' ? categoryTree(page.items) : page.items}
          expandable={kind === 'tech' ? { defaultExpandAllRows: true } : undefined}
          scroll={{ x: columnsWidth(columns) }}
          size="middle"
          pagination={false}
          stack
          empty="还没有分类"
        />
      </>
    );
  };

  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <Tabs
        activeKey={tab}
        onChange={(k) => void navigate(k === 'train' ? `${path}?tab=train` : path, { replace: true })}
        items={(['tech', 'train'] as const).map((k) => ({ key: k, label: CATEGORY_KIND_LABEL[k], children: table(k) }))}
      />
      {naming.target && <NameDialog target={naming.target} onClose={naming.close} onSaved={naming.done} />}
    </ConfigProvider>
  );
}
