import type { FinanceCard } from '@shared/contracts/services';
import { CardGrid, MediaCard } from '~/components/MediaCard';
import { paths } from '~/config/paths';

/** Incubation (finance) services: image, name, summary, fields served, consultation count. */
export function FinanceCards({ items, level = 2, min = 460 }: { items: FinanceCard[]; level?: 2 | 3; min?: number }) {
  return (
    <CardGrid min={min}>
      {items.map((f) => (
        <li key={f.id}>
          <MediaCard
            href={paths.financeDetail(f.id)}
            title={f.name}
            image={f.image}
            level={level}
            horizontal
            subtitle={f.summary}
            facts={[
              ...(f.domain ? [{ label: '服务领域', value: f.domain }] : []),
              { label: '咨询次数', value: `${f.question_number} 次` },
            ]}
          />
        </li>
      ))}
    </CardGrid>
  );
}
