import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { durationLabel } from '@shared/bookings/rules';
import type { SpaceItem } from '@shared/contracts/bookings';
import { AdminTable } from '~/components/AdminTable';
import { actionColumn, column, Lines } from '~/components/columns';
import { LoadAlert } from '~/components/ListOutcome';
import { ToneTag } from '~/components/ToneTag';
import admin from '~/components/AdminPage.module.css';
import type { RenderImage } from '~/components/render-image';
import { useDialogTarget } from '~/components/useDialogTarget';
import type { ListPage } from '~/lib/list-load.server';
import s from './BookingsAdmin.module.css';
import { SpaceFormDrawer } from './parts';
import { useIdlePreload } from '~/components/deferred';
import { RowButton } from '~/components/RowButton';
import type { TableColumns } from '~/components/Table';

type Props = {
  page: ListPage<SpaceItem>;
  /** A new space's free hours: the park's setting. */
  defaultFreeHours?: number;
  renderImage: RenderImage;
  refresh: () => void;
};

const place = (sp: SpaceItem) => [sp.building, sp.floor].filter(Boolean).join(' ') || '—';

function columnsOf(onEdit: (sp: SpaceItem) => void): TableColumns<SpaceItem> {
  return [
    column({ title: '名称', key: 'name', width: 180, fixed: 'left' }, (sp) => (
      <Lines main={sp.name} sub={sp.equipment.join('、') || null} />
    )),
    column({ title: '位置', key: 'place', width: 130 }, place),
    column({ title: '容纳人数', key: 'capacity', width: 90 }, (sp) => `${sp.capacity} 人`),
    column({ title: '每小时价格', key: 'price', width: 110 }, (sp) => <span className={s.money}>{sp.price} 元</span>),
    column({ title: '每月免费时长', key: 'free', width: 110 }, (sp) => `${sp.free_hours} 小时`),
    column({ title: '预约时长', key: 'limits', width: 170 }, (sp) => (
      <Lines main={`${durationLabel(sp.min_minutes)} 至 ${durationLabel(sp.max_minutes)}`} sub={`可提前 ${sp.advance_days} 天`} />
    )),
    column({ title: '需要审核', key: 'approval', width: 90 }, (sp) => (sp.need_approval === 1 ? '是' : '否')),
    column({ title: '状态', key: 'status', width: 80 }, (sp) =>
      sp.status === 1 ? <ToneTag tone="ok">启用</ToneTag> : <ToneTag tone="plain">停用</ToneTag>,
    ),
    actionColumn(80, (sp) => (
      <RowButton onClick={() => onEdit(sp)} aria-label={`编辑：${sp.name}`}>
        编辑
      </RowButton>
    )),
  ];
}

/** 会议室: every bookable space (停用 ones too), 新建 and 编辑 in a drawer. */
export function SpaceList({ page, defaultFreeHours, renderImage, refresh }: Props) {
  useIdlePreload(SpaceFormDrawer);
  const editing = useDialogTarget<{ item?: SpaceItem }>(refresh);
  return (
    <>
      <div className={admin.toolbar}>
        <p className={admin.note}>停用的会议室不在前台显示，也不能预约；已有的预约不受影响。</p>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => editing.open({})}>
          新建会议室
        </Button>
      </div>
      <LoadAlert error={page.error} />
      <AdminTable<SpaceItem>
        columns={columnsOf((item) => editing.open({ item }))}
        items={page.items}
        total={page.total}
        page={1}
        pageSize={Math.max(page.items.length, 1)}
        onPage={() => undefined}
        empty="还没有会议室"
      />
      <SpaceFormDrawer
        active={editing.target !== null}
        target={editing.target}
        defaultFreeHours={defaultFreeHours}
        renderImage={renderImage}
        onClose={editing.close}
        onSaved={editing.done}
      />
    </>
  );
}
