import { BookingStatus, durationLabel } from '@shared/bookings/rules';
import type { BookingAdminItem } from '@shared/contracts/bookings';
import { FactTable, WIDE } from '~/components/FactTable';
import { ToneTag, type TagTone } from '~/components/ToneTag';
import { holderName, isBlock, timeRange } from '../calendar-view';

const TONE: Record<number, TagTone> = {
  [BookingStatus.PENDING]: 'warn',
  [BookingStatus.CONFIRMED]: 'ok',
  [BookingStatus.REFUSED]: 'bad',
  [BookingStatus.CANCELLED]: 'plain',
};

/** A booking's state in words, coloured. */
export function BookingStateTag({ booking }: { booking: Pick<BookingAdminItem, 'status' | 'status_name'> }) {
  return <ToneTag tone={TONE[booking.status] ?? 'plain'}>{booking.status_name}</ToneTag>;
}

/** 计费 line: the minutes beyond the free hours and their charge, or 免费. */
export function chargeText(b: Pick<BookingAdminItem, 'charged_minutes' | 'charge' | 'kind'>): string {
  if (b.kind !== 1) return '—';
  return b.charged_minutes > 0 ? `${b.charge} 元（计费 ${durationLabel(b.charged_minutes)}）` : '免费（在免费时长内）';
}

/** A booking's facts: where, when, whose, what, its state and charge, staff's remark. */
export function BookingFacts({ booking: b }: { booking: BookingAdminItem }) {
  const block = isBlock(b);
  return (
    <FactTable
      items={[
        { key: 'space', label: '会议室', children: b.space_name },
        { key: 'status', label: '状态', children: <BookingStateTag booking={b} /> },
        {
          key: 'time',
          label: '时间',
          children: `${b.start.slice(0, 10)} ${timeRange(b)}（${durationLabel(b.minutes)}）`,
          span: WIDE,
        },
        { key: 'company', label: block ? '类型' : '企业', children: block ? '占用（不属于企业）' : holderName(b) },
        { key: 'by', label: '预约人', children: b.booked_by || '—' },
        { key: 'subject', label: block ? '占用原因' : '主题', children: b.subject || '—', span: block ? WIDE : 1 },
        ...(block ? [] : [{ key: 'people', label: '参会人数', children: b.people ? `${b.people} 人` : '—' }]),
        ...(block ? [] : [{ key: 'charge', label: '费用', children: chargeText(b), span: WIDE }]),
        ...(b.remark ? [{ key: 'remark', label: '园区备注', children: b.remark, span: WIDE }] : []),
        { key: 'createtime', label: '提交时间', children: b.createtime, span: WIDE },
      ]}
    />
  );
}
