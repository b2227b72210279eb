import type { PaymentItem } from '@shared/contracts/billing';
import { formatYuan, yuanToFen } from '@shared/billing/rules';
import { PAGE_SIZE } from '@shared/constants';
import { DialogPager } from './DialogPager';
import { EmptyState } from './EmptyState';
import { ListPager } from './ListPager';
import s from './PaymentTable.module.css';

type Paging = { hrefFor: (page: number) => string; onPage?: never } | { onPage: (page: number) => void; hrefFor?: never };

type Props = Paging & {
  items: PaymentItem[];
  total: number;
  page: number;
  /** 5 a page (spec §9 record details) unless told. */
  pageSize?: number;
  /** Staff see who recorded each payment; the company's own view does not. */
  showRecorder?: boolean;
  /** The table's accessible name (its caption, visually hidden). */
  caption?: string;
};

/** '12000.00' → '12,000.00 元'; anything unreadable is shown as sent. */
const money = (yuan: string) => {
  const fen = yuanToFen(yuan);
  return fen === null ? yuan : formatYuan(fen);
};

/**
 * A payment history (issue 9): pay time, the paid-through date it moved to, pay way, amount, remark (and the
 * recorder for staff). A table at desktop widths, stacked cards on phones (nothing scrolls sideways); '暂无数据'
 * when empty; the 7-button pager below, as links (`hrefFor`) or buttons (`onPage`, e.g. inside a dialog).
 */
export function PaymentTable({
  items,
  total,
  page,
  pageSize = PAGE_SIZE.recordDetails,
  showRecorder = false,
  caption = '缴费记录',
  ...paging
}: Props) {
  return (
    <div className={s.wrap}>
      {items.length === 0 ? (
        <EmptyState />
      ) : (
        <table className={s.table} role="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                缴费时间
              </th>
              <th role="columnheader" scope="col">
                缴费后到期时间
              </th>
              <th role="columnheader" scope="col">
                缴费方式
              </th>
              <th role="columnheader" scope="col" className={s.num}>
                金额
              </th>
              <th role="columnheader" scope="col">
                备注
              </th>
              {showRecorder && (
                <th role="columnheader" scope="col">
                  记录人
                </th>
              )}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {items.map((p) => (
              <tr key={p.id} role="row">
                <td role="cell" data-label="缴费时间" className={s.time}>
                  {p.pay_time}
                </td>
                <td role="cell" data-label="缴费后到期时间">
                  <span>
                    <span className={s.strong}>{p.expire_time}</span>
                    {p.previous_expire_time && <span className={s.prev}>{`原到期 ${p.previous_expire_time}`}</span>}
                  </span>
                </td>
                <td role="cell" data-label="缴费方式">
                  {p.pay_way || '—'}
                </td>
                <td role="cell" data-label="金额" className={s.num}>
                  {money(p.money)}
                </td>
                <td role="cell" data-label="备注" className={s.remark}>
                  {p.remark || '—'}
                </td>
                {showRecorder && (
                  <td role="cell" data-label="记录人">
                    {p.recorder || '—'}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {paging.hrefFor ? (
        <ListPager page={page} pageSize={pageSize} total={total} hrefFor={paging.hrefFor} />
      ) : (
        <DialogPager page={page} pageSize={pageSize} total={total} onPage={paging.onPage} />
      )}
    </div>
  );
}
