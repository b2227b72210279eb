import type { ReactNode } from 'react';
import type { RoomCard } from '@shared/contracts/services';
import { type Fact } from '~/components/FactList';
import { CardList } from '~/components/MediaCard';
import { paths } from '~/config/paths';
import { formatArea, formatRent } from '../rent';

/** The facts of a room in the spec's order: room number, floor, workstations, area; then the reference rent. */
export function roomFacts(r: RoomCard): Fact[] {
  return [
    { label: '房号', value: r.number },
    { label: '楼层', value: r.position },
    { label: '工位数', value: `${r.work} 个` },
    { label: '面积', value: formatArea(r.area) },
    { label: '参考租金', value: formatRent(r.monthly_rent) },
  ];
}

type Props = { items: RoomCard[]; level?: 2 | 3; min?: number; action?: (room: RoomCard) => ReactNode };

/** Room cards (spec §2): title, room number, floor, workstations, area in ㎡, image, and a consultation button. */
export function RoomCards({ items, level = 2, min = 250, action }: Props) {
  return (
    <CardList
      items={items}
      min={min}
      card={(r) => ({
        href: paths.roomDetail(r.id),
        title: r.title,
        image: r.image,
        ratio: 'photo',
        level,
        facts: roomFacts(r),
        actions: action?.(r),
      })}
    />
  );
}
