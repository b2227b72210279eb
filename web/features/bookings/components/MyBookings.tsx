import { BookingStatus, durationLabel } from '@shared/bookings/rules';
import type { BookingItem } from '@shared/contracts/bookings';
import { Button } from '~/components/Button';
import { OptionLinks } from '~/components/FilterLinks';
import { PageList } from '~/components/ListBody';
import { ToneTag, type TagTone } from '~/components/ToneTag';
import { MSG } from '@shared/messages';
import { feedback, FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import type { ListPage } from '~/lib/list-load.server';
import { bookingHref, bookingsEmptyText, bookingTabLinks, type BookingQuery } from '../booking-query';
import { bookingTimeText, hasCharge, yuanText } from '../booking-view';
import { BOOKING_PAGE_SIZE } from '@shared/bookings/rules';
import { EmptyState } from '~/components/EmptyState';
import s from './Booking.module.css';

const TONES: Record<number, TagTone> = {
  [BookingStatus.PENDING]: 'warn',
  [BookingStatus.CONFIRMED]: 'ok',
  [BookingStatus.REFUSED]: 'bad',
  [BookingStatus.CANCELLED]: 'plain',
};

type Fact = { label: string; value: string; wide?: boolean };

/** One booking's facts in a fixed order: time, subject, people, then its charge and staff's remark when it has them. */
export function bookingFacts(b: BookingItem): Fact[] {
  return [
    { label: '时间', value: `${bookingTimeText(b)}（${durationLabel(b.minutes)}）` },
    { label: '会议主题', value: b.subject },
    { label: '参会人数', value: `${b.people} 人` },
    ...(hasCharge(b) ? [{ label: '使用费', value: `${yuanText(b.charge)}（计费 ${durationLabel(b.charged_minutes)}）` }] : []),
    ...(b.remark ? [{ label: '园区备注', value: b.remark, wide: true }] : []),
  ];
}

/** The cancellation's call: a chunk of its own, loaded at the first confirmation (the page's first load carries no zod). */
const loadSend = () => import('../api/booking-calls');

/**
 * 取消预约 behind a confirmation (不取消 has the focus): the call, loaded as a chunk of its own at the first
 * confirmation, then the server's message; a refusal has been shown by the API client. The page is read again either way.
 */
function confirmCancel(b: BookingItem, onChanged: () => void) {
  feedback().confirm({
    title: '确定取消这次预约？',
    content: `${b.space_name} ${bookingTimeText(b)}`,
    okText: '取消预约',
    cancelText: '不取消',
    autoFocusButton: 'cancel',
    danger: true,
    onOk: async () => {
      let send: Awaited<ReturnType<typeof loadSend>>;
      try {
        send = await loadSend();
      } catch {
        return feedback().error(MSG.networkError);
      }
      try {
        const res = await send.cancelBooking(b.id);
        feedback().notice('success', res.msg, FORM_SUCCESS_SECONDS);
      } catch {
        // The API client has shown the server's message.
      } finally {
        onChanged();
      }
    },
  });
}

function BookingCard({ booking: b, onCancel }: { booking: BookingItem; onCancel: (b: BookingItem) => void }) {
  return (
    <article className={s.booking}>
      <div className={s.bookingHead}>
        <h3 className={s.bookingTitle}>{b.space_name}</h3>
        <ToneTag tone={TONES[b.status] ?? 'plain'} className={s.bookingTag}>
          {b.status_name}
        </ToneTag>
      </div>
      <dl className={s.bookingFacts}>
        {bookingFacts(b).map((f) => (
          <div key={f.label} className={f.wide ? s.wideFact : undefined}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {b.cancellable && (
        <div className={s.bookingFoot}>
          <Button variant="danger" aria-label={`取消预约：${b.space_name} ${bookingTimeText(b)}`} onClick={() => onCancel(b)}>
            取消预约
          </Button>
        </div>
      )}
    </article>
  );
}

type Props = {
  query: BookingQuery;
  list: ListPage<BookingItem>;
  /** A booking was cancelled (or the cancel refused): read the page again. */
  onChanged: () => void;
};

/**
 * 我的预约: 即将开始 / 已结束 / 已取消 as links (server-rendered, the space and date kept), the company's bookings as
 * cards, 10 a page, each with 取消预约 behind a confirmation while the server says it may still be cancelled.
 */
export function MyBookings({ query, list, onChanged }: Props) {
  const tabs = bookingTabLinks(query);
  return (
    <section className={s.section} aria-labelledby="my-bookings-title">
      <h2 className={s.sectionTitle} id="my-bookings-title">
        我的预约
      </h2>
      <nav aria-label="预约筛选" className={s.tabs}>
        <OptionLinks options={tabs} option={s.tab} active={s.tabActive} current="page" />
      </nav>
      {list.items.length === 0 && !list.error ? (
        <EmptyState description={bookingsEmptyText(query.tab)} />
      ) : (
        <PageList
          list={list}
          className={s.list}
          label={tabs.find((t) => t.active)?.label}
          page={query.page}
          pageSize={BOOKING_PAGE_SIZE}
          hrefFor={(page) => bookingHref({ ...query, page })}
          render={(b) => <BookingCard booking={b} onCancel={(x) => confirmCancel(x, onChanged)} />}
        />
      )}
    </section>
  );
}
