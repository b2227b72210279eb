import type { TrainCard } from '@shared/contracts/services';
import { CardGrid, MediaCard } from '~/components/MediaCard';
import { paths } from '~/config/paths';

/** Training activities in the spec's order: image, name, activity time, place. */
export function TrainCards({ items }: { items: TrainCard[] }) {
  return (
    <CardGrid min={250}>
      {items.map((t) => (
        <li key={t.id}>
          <MediaCard
            href={paths.trainDetail(t.id)}
            title={t.name}
            image={t.image}
            facts={[
              { label: '活动时间', value: <time dateTime={t.active_time.replace(' ', 'T')}>{t.active_time}</time> },
              { label: '活动地点', value: t.address },
            ]}
          />
        </li>
      ))}
    </CardGrid>
  );
}
