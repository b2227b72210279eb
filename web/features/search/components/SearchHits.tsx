import type { SearchHit } from '@shared/contracts/services';
import { CardGrid, MediaCard } from '~/components/MediaCard';
import { hitHref, SUMMARY_LABEL } from '../search-hit';

/** Search results in one card shape whatever the category: image (when there is one), title, summary, date. */
export function SearchHits({ hits }: { hits: SearchHit[] }) {
  return (
    <CardGrid min={480}>
      {hits.map((h) => (
        <li key={`${h.type}-${h.id}`}>
          <MediaCard
            href={hitHref(h.type, h.id)}
            title={h.title}
            image={h.image || undefined}
            ratio={h.type === 7 ? 'square' : h.type === 6 ? 'photo' : 'wide'}
            horizontal
            facts={[
              ...(h.summary ? [{ label: SUMMARY_LABEL[h.type] ?? '摘要', value: h.summary }] : []),
              { label: h.type === 4 ? '活动日期' : '发布日期', value: <time dateTime={h.time}>{h.time}</time> },
            ]}
          />
        </li>
      ))}
    </CardGrid>
  );
}
