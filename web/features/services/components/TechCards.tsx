import type { TechCard } from '@shared/contracts/services';
import { CardGrid, MediaCard } from '~/components/MediaCard';
import { paths } from '~/config/paths';

/** Technical services: image, name, provider, consultation count. */
export function TechCards({ items, level = 2 }: { items: TechCard[]; level?: 2 | 3 }) {
  return (
    <CardGrid min={240}>
      {items.map((t) => (
        <li key={t.id}>
          <MediaCard
            href={paths.techDetail(t.id)}
            title={t.name}
            image={t.image}
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
