import type { TrainCard } from '@shared/contracts/services';
import { CardList } from '~/components/MediaCard';
import { paths } from '~/config/paths';
import { trainingFacts } from '../service-facts';

/** Training activities in the spec's order: image, name, activity time, place. */
export function TrainCards({ items }: { items: TrainCard[] }) {
  return (
    <CardList
      items={items}
      min={250}
      card={(t) => ({ href: paths.trainDetail(t.id), title: t.name, image: t.image, facts: trainingFacts(t) })}
    />
  );
}
