import type { ReactNode } from 'react';
import { durationLabel } from '@shared/bookings/rules';
import type { SpaceItem } from '@shared/contracts/bookings';
import { ToneTag } from '~/components/ToneTag';
import { freeHoursText, freeLeftText, openingSummary, placeText, priceText } from '../booking-view';
import s from './Booking.module.css';
import { localFileUrl } from '~/lib/file-url';

type Fact = { label: string; value: ReactNode; strong?: boolean };

/** The equipment as tags, or '—'. */
function EquipmentTags({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <>—</>;
  return (
    <ul className={s.tags}>
      {items.map((e) => (
        <li key={e} className={s.tag}>
          {e}
        </li>
      ))}
    </ul>
  );
}

/**
 * The chosen space as a company reads it before booking: where, how many, what it has, when it opens, how long and
 * how far ahead one may book, the free hours and the price beyond them, and this company's free time left in the
 * chosen date's month (each month has its own free hours).
 */
type Props = {
  space: SpaceItem;
  /** The company's free time left in the month of the chosen date, and that date; null for someone in no company. */
  freeLeft: { minutes: number; date: string } | null;
};

export function SpaceFacts({ space, freeLeft }: Props) {
  const facts: Fact[] = [
    { label: '位置', value: placeText(space) || '—' },
    { label: '容纳人数', value: `${space.capacity} 人` },
    { label: '设备', value: <EquipmentTags items={space.equipment} /> },
    { label: '开放时间', value: openingSummary(space.opening_hours) },
    { label: '单次预约时长', value: `${durationLabel(space.min_minutes)} 至 ${durationLabel(space.max_minutes)}` },
    { label: '可预约日期', value: space.advance_days > 0 ? `最多提前 ${space.advance_days} 天` : '仅限当天' },
    { label: '免费时长', value: freeHoursText(space.free_hours) },
    { label: '超出计费', value: priceText(space) },
    ...(freeLeft
      ? [{ label: `${Number(freeLeft.date.slice(5, 7))}月剩余免费时长`, value: freeLeftText(freeLeft.minutes), strong: true }]
      : []),
  ];
  const pic = space.pics[0];
  return (
    <section className={s.space} aria-labelledby="space-name">
      {pic && (
        <div className={s.spacePic}>
          <img src={localFileUrl(pic)} alt={space.name} loading="lazy" decoding="async" />
        </div>
      )}
      <div className={s.spaceBody}>
        <div className={s.spaceHead}>
          <h3 className={s.spaceName} id="space-name">
            {space.name}
          </h3>
          {space.need_approval === 1 && <ToneTag tone="warn">需园区审核</ToneTag>}
        </div>
        <dl className={s.facts}>
          {facts.map((f) => (
            <div key={f.label} className={f.strong ? s.factStrong : undefined}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
        {space.description && <p className={s.description}>{space.description}</p>}
      </div>
    </section>
  );
}
