import type { ReactNode } from 'react';
import type { LeaseCard } from '@shared/contracts/services';
import { CardGrid, MediaCard, type Fact } from '~/components/MediaCard';
import { paths } from '~/config/paths';
import { formatArea, formatRent } from '../rent';

/** The facts of a room in the spec's order: room number, floor, workstations, area; then the reference rent. */
export function roomFacts(r: LeaseCard): Fact[] {
  return [
    { label: '房号', value: r.number },
    { label: '楼层', value: r.position },
    { label: '工位数', value: `${r.work} 个` },
    { label: '面积', value: formatArea(r.area) },
    { label: '参考租金', value: formatRent(r.monthly_rent) },
  ];
}

type Props = { items: LeaseCard[]; level?: 2 | 3; min?: number; action?: (room: LeaseCard) => ReactNode };

/** Lease cards (spec §2): title, room number, floor, workstations, area in ㎡, image, and a consult button. */
export function RoomCards({ items, level = 2, min = 250, action }: Props) {
  return (
    <CardGrid min={min}>
      {items.map((r) => (
        <li key={r.id}>
          <MediaCard
            href={paths.tenancyDetail(r.id)}
            title={r.title}
            image={r.image}
            ratio="photo"
            level={level}
            facts={roomFacts(r)}
            actions={action?.(r)}
          />
        </li>
      ))}
    </CardGrid>
  );
}
