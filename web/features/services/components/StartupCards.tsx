import type { StartCard } from '@shared/contracts/services';
import { CardGrid, MediaCard } from '~/components/MediaCard';
import { paths } from '~/config/paths';

/** Start-up services in the spec's order: name, title, provider company, consultation count. */
export function StartupCards({ items, level = 2 }: { items: StartCard[]; level?: 2 | 3 }) {
  return (
    <CardGrid min={320}>
      {items.map((t) => (
        <li key={t.id}>
          <MediaCard
            href={paths.riskDetail(t.id)}
            title={t.name}
            subtitle={t.title}
            level={level}
            facts={[
              { label: '服务机构', value: t.company },
              { label: '咨询次数', value: `${t.question_number} 次` },
            ]}
          />
        </li>
      ))}
    </CardGrid>
  );
}
