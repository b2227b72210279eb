import type { TechCard } from '@shared/contracts/services';
import { CardList } from '~/components/MediaCard';
import { paths } from '~/config/paths';
import { techFacts } from '../service-facts';

/** Technical services: image, name, provider, consultation count. */
export function TechCards({ items, level = 2 }: { items: TechCard[]; level?: 2 | 3 }) {
  return (
    <CardList
      items={items}
      min={240}
      card={(t) => ({ href: paths.techDetail(t.id), title: t.name, image: t.image, level, facts: techFacts(t) })}
    />
  );
}
