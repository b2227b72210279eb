import type { ReactNode } from 'react';
import { Input } from 'antd';
import { useNavigate } from 'react-router';
import { BOOKING_ADMIN_PAGE_SIZE, durationLabel, hoursOf } from '@shared/bookings/rules';
import type { RoomChargeAdminItem } from '@shared/contracts/bookings';
import { AdminSearch } from '~/components/AdminSearch';
import { adminPagination } from '~/components/AdminTable';
import { actionColumn, column, Lines } from '~/components/columns';
import { ListOutcome } from '~/components/ListOutcome';
import { Table, type TableColumns } from '~/components/Table';
import { ToneTag } from '~/components/ToneTag';
import { useDialogTarget } from '~/components/useDialogTarget';
import admin from '~/components/AdminPage.module.css';
import type { ListPage } from '~/lib/list-load.server';
import { bookingsAdminHref, type BookingsAdminQuery } from '../admin-query';
import { timeRange } from '../calendar-view';
import s from './BookingsAdmin.module.css';
import { RowButton } from '~/components/RowButton';
import { useIdlePreload } from '~/components/deferred';
import { ChargePayDialog } from './parts';

type Props = { path: string; today: string; query: BookingsAdminQuery; page: ListPage<RoomChargeAdminItem>; refresh: () => void };

/** A charge row's key: one company's month. */
const rowKey = (c: RoomChargeAdminItem) => `${c.company_id}-${c.month}`;
/** A whole month as the month field gives it (a browser without one takes it typed as 2026-11). */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
type Booking = RoomChargeAdminItem['bookings'][number];
/** The bookings' columns: each cell's heading is its label when a phone shows a booking as lines (Table's stack). */
const BOOKING_COLUMNS: { title: string; cell: (b: Booking) => ReactNode; className?: string }[] = [
  { title: '时间', cell: (b) => `${b.start.slice(0, 10)} ${timeRange(b)}` },
  { title: '会议室', cell: (b) => b.space_name },
  { title: '主题', cell: (b) => b.subject },
  { title: '时长', cell: (b) => durationLabel(b.minutes) },
  { title: '计费时长', cell: (b) => (b.charged_minutes ? durationLabel(b.charged_minutes) : '免费') },
  { title: '费用', cell: (b) => `${b.charge} 元`, className: s.money },
];

/**
 * A month's charged bookings, under its row (on a phone a block of label/value lines each, as the card above). Its
 * parts keep their table roles: a phone's CSS draws them as blocks, which would drop a table's own.
 */
function ChargeBookings({ charge }: { charge: RoomChargeAdminItem }) {
  return (
    <table role="table" className={s.chargeBookings} data-stack="">
      <caption className="visually-hidden">
        {charge.company_name} {charge.month} 的计费预约
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          {BOOKING_COLUMNS.map((c) => (
            <th key={c.title} role="columnheader" scope="col">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {charge.bookings.map((b) => (
          <tr key={b.id} role="row">
            {BOOKING_COLUMNS.map((c) => (
              <td key={c.title} role="cell" data-label={c.title} className={c.className}>
                {c.cell(b)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function columnsOf(onPay: (c: RoomChargeAdminItem) => void): TableColumns<RoomChargeAdminItem> {
  return [
    column({ title: '企业', key: 'company', width: 200, fixed: 'left' }, (c) => c.company_name),
    column({ title: '月份', key: 'month', width: 90 }, (c) => c.month),
    column({ title: '计费时长', key: 'hours', width: 110 }, (c) => `${hoursOf(c.charged_minutes)} 小时`),
    column({ title: '金额', key: 'amount', width: 120 }, (c) => <span className={s.money}>{c.amount} 元</span>),
    column({ title: '缴费状态', key: 'paid', width: 190 }, (c) =>
      c.paid ? (
        <Lines main={<ToneTag tone="ok">已缴费</ToneTag>} sub={[c.pay_time, c.pay_way].filter(Boolean).join(' ')} />
      ) : (
        <ToneTag tone="warn">未缴费</ToneTag>
      ),
    ),
    actionColumn(100, (c) =>
      c.paid ? null : (
        <RowButton onClick={() => onPay(c)} aria-label={`登记缴费：${c.company_name} ${c.month}`}>
          登记缴费
        </RowButton>
      ),
    ),
  ];
}

/**
 * 使用费: a month's booking charges, a row for each company with charged bookings (its bookings under the row),
 * searched by company; 登记缴费 records the payment of an unpaid month. On a phone each company's month is a card
 * (Table's stack), its bookings opening under it.
 */
export function ChargeList({ path, today, query, page, refresh }: Props) {
  const navigate = useNavigate();
  useIdlePreload(ChargePayDialog);
  const paying = useDialogTarget<RoomChargeAdminItem>(refresh);
  return (
    <>
      <div className={admin.toolbar}>
        <div className={s.nav}>
          <label htmlFor="room-charge-month">月份</label>
          <span className={s.monthField}>
            <Input
              id="room-charge-month"
              type="month"
              key={query.month}
              defaultValue={query.month}
              required
              placeholder="YYYY-MM"
              onChange={(e) =>
                MONTH.test(e.target.value) &&
                void navigate(bookingsAdminHref(path, { tab: 'charges', month: e.target.value, keyword: query.keyword }, today))
              }
            />
          </span>
        </div>
        <AdminSearch
          path={path}
          id="room-charges-keyword"
          keyword={query.keyword}
          placeholder="企业名称"
          keep={{ tab: 'charges', month: query.month === today.slice(0, 7) ? undefined : query.month }}
          clearHref={bookingsAdminHref(path, { tab: 'charges', month: query.month }, today)}
        />
      </div>
      <ListOutcome keyword={query.keyword} total={page.total} error={page.error} />
      <Table<RoomChargeAdminItem>
        rowKey={rowKey}
        columns={columnsOf(paying.open)}
        dataSource={page.items}
        size="middle"
        scroll={{ x: 810 }}
        stack
        empty={`${query.month} 没有计费的会议室预约`}
        expandable={{ expandedRowRender: (c) => <ChargeBookings charge={c} />, rowExpandable: (c) => c.bookings.length > 0 }}
        pagination={adminPagination({
          page: query.page,
          total: page.total,
          pageSize: BOOKING_ADMIN_PAGE_SIZE,
          onPage: (p) => void navigate(bookingsAdminHref(path, { ...query, page: p }, today)),
        })}
      />
      {paying.target && <ChargePayDialog active charge={paying.target} onClose={paying.close} onPaid={paying.done} />}
    </>
  );
}
