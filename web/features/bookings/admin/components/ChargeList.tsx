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
/** The bookings' columns: each cell's heading is its label when a phone shows a booking as lines (Table's stack). */
const BOOKING_COLUMNS = ['时间', '会议室', '主题', '时长', '计费时长', '费用'] as const;
/** The parts of a table with their roles: a phone's CSS draws them as blocks, which would drop a table's own. */
const part = (role: string) => ({ role });

/** A month's charged bookings, under its row (on a phone a block of label/value lines each, as the card above). */
function ChargeBookings({ charge }: { charge: RoomChargeAdminItem }) {
  const [time, room, subject, minutes, charged, fee] = BOOKING_COLUMNS;
  return (
    <table {...part('table')} className={s.chargeBookings} data-stack="">
      <caption className="visually-hidden">
        {charge.company_name} {charge.month} 的计费预约
      </caption>
      <thead {...part('rowgroup')}>
        <tr {...part('row')}>
          {BOOKING_COLUMNS.map((title) => (
            <th key={title} {...part('columnheader')} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody {...part('rowgroup')}>
        {charge.bookings.map((b) => (
          <tr key={b.id} {...part('row')}>
            <td {...part('cell')} data-label={time}>
              {b.start.slice(0, 10)} {timeRange(b)}
            </td>
            <td {...part('cell')} data-label={room}>
              {b.space_name}
            </td>
            <td {...part('cell')} data-label={subject}>
              {b.subject}
            </td>
            <td {...part('cell')} data-label={minutes}>
              {durationLabel(b.minutes)}
            </td>
            <td {...part('cell')} data-label={charged}>
              {b.charged_minutes ? durationLabel(b.charged_minutes) : '免费'}
            </td>
            <td {...part('cell')} data-label={fee} className={s.money}>
              {b.charge} 元
            </td>
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
