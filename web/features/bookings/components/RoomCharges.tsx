import { durationLabel } from '@shared/bookings/rules';
import type { RoomChargeMonth } from '@shared/contracts/bookings';
import { MSG } from '@shared/messages';
import { EmptyState } from '~/components/EmptyState';
import { RightIcon } from '~/components/icons/arrows';
import { ListPager } from '~/components/ListPager';
import { LoadError } from '~/components/LoadError';
import { ToneTag } from '~/components/ToneTag';
import type { RoomChargesPage } from '../api/bookings.server';
import { ROOM_CHARGES_PAGE_SIZE } from '../booking-query';
import { bookingTimeText, hoursText, yuanText } from '../booking-view';
import s from './RoomCharges.module.css';

/** '2026-06' → '2026年6月'. */
export const monthText = (month: string): string => {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  return m ? `${m[1]}年${Number(m[2])}月` : month;
};

function Month({ month: m }: { month: RoomChargeMonth }) {
  return (
    <details className={s.month}>
      <summary className={s.summary}>
        <span className={s.chevron} aria-hidden>
          <RightIcon />
        </span>
        <span className={s.monthName}>{monthText(m.month)}</span>
        <span className={s.amount}>{yuanText(m.amount)}</span>
        <span>
          <span className={s.label}>计费</span>
          {hoursText(m.charged_minutes)}
        </span>
        <span className={s.pay}>
          {m.paid === 1 ? <ToneTag tone="ok">已缴</ToneTag> : <ToneTag tone="warn">未缴</ToneTag>}
          {m.paid === 1 && m.pay_time && <span className={s.payTime}>缴费时间 {m.pay_time}</span>}
        </span>
        <span className={s.more}>{m.bookings.length} 个预约</span>
      </summary>
      <ul className={s.bookings} aria-label={`${monthText(m.month)}计费的预约`}>
        {m.bookings.map((b) => (
          <li key={b.id} className={s.booking}>
            <span>{b.space_name}</span>
            <span>{bookingTimeText(b)}</span>
            <span>计费 {durationLabel(b.charged_minutes)}</span>
            <span className={s.num}>{yuanText(b.charge)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

type Props = {
  data: RoomChargesPage;
  /** The address of a page of months (服务费用 keeps its contracts' page). */
  hrefFor: (page: number) => string;
};

/**
 * 服务费用's 会议室使用费 (issue 33): the company's charged months, newest first, each its charged hours, amount and
 * whether it is paid (with the time), opened to its bookings (space, time, charged time, charge). Nothing for a
 * company that is not settled (the page above already says so).
 */
export function RoomCharges({ data, hrefFor }: Props) {
  const { list, page } = data;
  if (list.error === MSG.settleFirst) return null;
  return (
    <section className={s.section} aria-labelledby="room-charges-title">
      <h2 className={s.title} id="room-charges-title">
        会议室使用费
      </h2>
      <p className={s.note}>超出每月免费时长的会议室预约按月计费，园区登记缴费后显示为已缴。点击月份查看当月计费的预约。</p>
      {list.error && <LoadError msg={list.error} />}
      {list.items.length > 0 ? (
        <ul className={s.months}>
          {list.items.map((m) => (
            <li key={m.month}>
              <Month month={m} />
            </li>
          ))}
        </ul>
      ) : (
        !list.error && <EmptyState description="暂无会议室使用费" />
      )}
      <ListPager page={page} pageSize={ROOM_CHARGES_PAGE_SIZE} total={list.total} hrefFor={hrefFor} />
    </section>
  );
}
