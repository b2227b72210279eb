import type { StartupCard } from '@shared/contracts/services';
import { CardList } from '~/components/MediaCard';
import { paths } from '~/config/paths';
import { startupFacts } from '../service-facts';

/** Start-up services in the spec's order: name, title, provider company, consultation count. */
export function StartupCards({ items, level = 2 }: { items: StartupCard[]; level?: 2 | 3 }) {
  return (
    <CardList
      items={items}
      min={320}
      card={(t) => ({ href: paths.startupDetail(t.id), title: t.name, subtitle: t.title, level, facts: startupFacts(t) })}
    />
  );
}
