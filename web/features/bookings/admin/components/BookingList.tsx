import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BOOKING_ADMIN_PAGE_SIZE, BookingStatus, durationLabel } from '@shared/bookings/rules';
import type { BookingAdminItem, SpaceItem } from '@shared/contracts/bookings';
import { AdminSearch } from '~/components/AdminSearch';
import { AdminTable } from '~/components/AdminTable';
import { column, actionColumn, Lines } from '~/components/columns';
import { FilterLinks } from '~/components/FilterLinks';
import { ListOutcome } from '~/components/ListOutcome';
import admin from '~/components/AdminPage.module.css';
import type { ListPage } from '~/lib/list-load.server';
import { bookingsAdminHref, STATUS_FILTERS, type BookingsAdminQuery } from '../admin-query';
import { holderName, isBlock, isPending, timeRange } from '../calendar-view';
import { BookingDrawer, ReviewDialog } from './parts';
import { useIdlePreload } from '~/components/deferred';
import { BookingStateTag, chargeText } from './BookingFacts';
import { RowButton } from '~/components/RowButton';
import type { TableColumns } from '~/components/Table';

type Props = {
  path: string;
  query: BookingsAdminQuery;
  page: ListPage<BookingAdminItem>;
  spaces: SpaceItem[];
  refresh: () => void;
};

function columnsOf(onOpen: (b: BookingAdminItem, review: boolean) => void): TableColumns<BookingAdminItem> {
  return [
    column({ title: '时间', key: 'time', width: 180, fixed: 'left' }, (b) => (
      <Lines main={b.start.slice(0, 10)} sub={`${timeRange(b)}（${durationLabel(b.minutes)}）`} />
    )),
    column({ title: '会议室', key: 'space', width: 110 }, (b) => b.space_name),
    column({ title: '企业 / 预约人', key: 'company', width: 180 }, (b) => <Lines main={holderName(b)} sub={b.booked_by || null} />),
    column({ title: '主题', key: 'subject', width: 170 }, (b) => (
      <Lines main={b.subject} sub={!isBlock(b) && b.people ? `${b.people} 人` : null} />
    )),
    column({ title: '状态', key: 'status', width: 80 }, (b) => <BookingStateTag booking={b} />),
    column({ title: '费用', key: 'charge', width: 130 }, (b) => chargeText(b)),
    column({ title: '提交时间', key: 'createtime', width: 140 }, (b) => b.createtime),
    actionColumn(70, (b) =>
      isPending(b) ? (
        <RowButton onClick={() => onOpen(b, true)} aria-label={`审核：${b.start} ${holderName(b)}`}>
          审核
        </RowButton>
      ) : (
        <RowButton onClick={() => onOpen(b, false)} aria-label={`查看：${b.start} ${holderName(b)}`}>
          查看
        </RowButton>
      ),
    ),
  ];
}

/**
 * 待审核: the bookings of a state (待审核 first, then 全部, 已预约, 未通过, 已取消), searched by company, space or subject,
 * 20 a page; 审核 opens the decision (通过 / 不通过 with a remark), 查看 the details with 调整 and 取消预约.
 */
export function BookingList({ path, query, page, spaces, refresh }: Props) {
  const navigate = useNavigate();
  useIdlePreload(BookingDrawer, ReviewDialog);
  const [open, setOpen] = useState<{ booking: BookingAdminItem; review: boolean } | null>(null);
  const done = () => {
    setOpen(null);
    refresh();
  };
  return (
    <>
      <div className={admin.toolbar}>
        <AdminSearch
          path={path}
          id="bookings-keyword"
          keyword={query.keyword}
          placeholder="企业名称或主题"
          keep={{ tab: 'pending', status: query.status === BookingStatus.PENDING ? undefined : query.status }}
          clearHref={bookingsAdminHref(path, { tab: 'pending', status: query.status })}
        />
      </div>
      <FilterLinks
        rows={[
          {
            label: '状态',
            options: STATUS_FILTERS.map((f) => ({
              key: f.value,
              label: f.label,
              href: bookingsAdminHref(path, { tab: 'pending', status: f.value, keyword: query.keyword }),
              active: f.value === query.status,
            })),
          },
        ]}
      />
      <ListOutcome keyword={query.keyword} total={page.total} error={page.error} />
      <AdminTable<BookingAdminItem>
        columns={columnsOf((booking, review) => setOpen({ booking, review }))}
        items={page.items}
        total={page.total}
        page={query.page}
        pageSize={BOOKING_ADMIN_PAGE_SIZE}
        onPage={(p) => void navigate(bookingsAdminHref(path, { ...query, page: p }))}
        empty={query.status === BookingStatus.PENDING && !query.keyword ? '没有待审核的预约' : undefined}
      />
      {open?.review && <ReviewDialog active booking={open.booking} onClose={() => setOpen(null)} onDone={done} />}
      <BookingDrawer
        active={open !== null && !open.review}
        booking={open && !open.review ? open.booking : null}
        spaces={spaces}
        onClose={() => setOpen(null)}
        onChanged={done}
      />
    </>
  );
}
