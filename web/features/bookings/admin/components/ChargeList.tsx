import { DatePicker, Form, Input, Radio } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { PAYMENT_METHODS } from '@shared/billing/rules';
import { BOOKING_ADMIN_PAGE_SIZE, durationLabel, hoursOf } from '@shared/bookings/rules';
import { roomChargePayBody, type RoomChargeAdminItem } from '@shared/contracts/bookings';
import { ActionDialog } from '~/components/ActionDialog';
import { AdminSearch } from '~/components/AdminSearch';
import { adminPagination } from '~/components/AdminTable';
import { actionColumn, column, Lines } from '~/components/columns';
import { ListOutcome } from '~/components/ListOutcome';
import { Table, type TableColumns } from '~/components/Table';
import { ToneTag } from '~/components/ToneTag';
import { useDialogTarget } from '~/components/useDialogTarget';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import admin from '~/components/AdminPage.module.css';
import { fieldErrors } from '~/lib/form-errors';
import type { ListPage } from '~/lib/list-load.server';
import { bookingsAdminApi } from '../api/bookings-admin';
import { bookingsAdminHref, type BookingsAdminQuery } from '../admin-query';
import { timeRange } from '../calendar-view';
import s from './BookingsAdmin.module.css';
import { RowButton } from '~/components/RowButton';

type Props = { path: string; today: string; query: BookingsAdminQuery; page: ListPage<RoomChargeAdminItem>; refresh: () => void };

/** A charge row's key: one company's month. */
const rowKey = (c: RoomChargeAdminItem) => `${c.company_id}-${c.month}`;
const PAY_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: m }));
type PayValues = { pay_way?: string; remark?: string };

/** 登记缴费: the pay way and a remark for one company's month of charges; the dialog is the confirmation. */
export function ChargePayDialog({ charge, onClose, onPaid }: { charge: RoomChargeAdminItem; onClose: () => void; onPaid: () => void }) {
  const [form] = Form.useForm<PayValues>();
  const { sending, send } = useSaveForm();
  const check = () => {
    const v = form.getFieldsValue(true) as PayValues;
    const body = { company_id: charge.company_id, month: charge.month, pay_way: v.pay_way ?? '', remark: (v.remark ?? '').trim() };
    const parsed = roomChargePayBody.safeParse(body);
    showFieldErrors(form, parsed.success ? {} : fieldErrors(parsed.error), ['pay_way', 'remark']);
    return parsed.success ? body : null;
  };
  const submit = () => {
    const body = check();
    if (body) void send(() => bookingsAdminApi.payCharge(body), onPaid, { fallback: '已登记缴费' });
  };
  return (
    <ActionDialog title="登记缴费" okText="确认缴费" sending={sending} onOk={submit} onCancel={onClose}>
      <p className={admin.facts}>
        {charge.company_name}，{charge.month} 会议室使用费 <strong className={s.money}>{charge.amount} 元</strong>（计费{' '}
        {durationLabel(charge.charged_minutes)}）
      </p>
      <Form<PayValues> form={form} name="room-charge-pay" layout="vertical" onFinish={submit}>
        <Form.Item label="缴费方式" name="pay_way" required>
          <Radio.Group options={PAY_OPTIONS} aria-label="缴费方式" aria-required />
        </Form.Item>
        <Form.Item label="备注（选填）" name="remark">
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：银行流水号、收据号" />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}

/** A month's charged bookings, under its row. */
function ChargeBookings({ charge }: { charge: RoomChargeAdminItem }) {
  return (
    <table className={s.chargeBookings}>
      <caption className="visually-hidden">
        {charge.company_name} {charge.month} 的计费预约
      </caption>
      <thead>
        <tr>
          <th scope="col">时间</th>
          <th scope="col">会议室</th>
          <th scope="col">主题</th>
          <th scope="col">时长</th>
          <th scope="col">计费时长</th>
          <th scope="col">费用</th>
        </tr>
      </thead>
      <tbody>
        {charge.bookings.map((b) => (
          <tr key={b.id}>
            <td>
              {b.start.slice(0, 10)} {timeRange(b)}
            </td>
            <td>{b.space_name}</td>
            <td>{b.subject}</td>
            <td>{durationLabel(b.minutes)}</td>
            <td>{b.charged_minutes ? durationLabel(b.charged_minutes) : '免费'}</td>
            <td className={s.money}>{b.charge} 元</td>
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
 * searched by company; 登记缴费 records the payment of an unpaid month.
 */
export function ChargeList({ path, today, query, page, refresh }: Props) {
  const navigate = useNavigate();
  const paying = useDialogTarget<RoomChargeAdminItem>(refresh);
  return (
    <>
      <div className={admin.toolbar}>
        <div className={s.nav}>
          <label htmlFor="room-charge-month">月份</label>
          <DatePicker
            id="room-charge-month"
            picker="month"
            value={dayjs(`${query.month}-01`)}
            format="YYYY-MM"
            allowClear={false}
            onChange={(d) =>
              d && void navigate(bookingsAdminHref(path, { tab: 'charges', month: d.format('YYYY-MM'), keyword: query.keyword }, today))
            }
          />
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
        empty={`${query.month} 没有计费的会议室预约`}
        expandable={{ expandedRowRender: (c) => <ChargeBookings charge={c} />, rowExpandable: (c) => c.bookings.length > 0 }}
        pagination={adminPagination({
          page: query.page,
          total: page.total,
          pageSize: BOOKING_ADMIN_PAGE_SIZE,
          onPage: (p) => void navigate(bookingsAdminHref(path, { ...query, page: p }, today)),
        })}
      />
      {paying.target && <ChargePayDialog charge={paying.target} onClose={paying.close} onPaid={paying.done} />}
    </>
  );
}
