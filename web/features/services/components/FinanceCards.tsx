import type { FinanceCard } from '@shared/contracts/services';
import { CardList } from '~/components/MediaCard';
import { paths } from '~/config/paths';
import { financeFacts } from '../service-facts';

type Props = { items: FinanceCard[]; level?: 2 | 3; min?: number };

/** Incubation (finance) services: image, name, summary, fields served, consultation count. */
export function FinanceCards({ items, level = 2, min = 460 }: Props) {
  return (
    <CardList
      items={items}
      min={min}
      card={(f) => ({
        href: paths.financeDetail(f.id),
        title: f.name,
        image: f.image,
        level,
        horizontal: true,
        subtitle: f.summary,
        facts: financeFacts(f),
      })}
    />
  );
}
