import type { SearchHit } from '@shared/contracts/services';
import { Marked } from '~/components/Marked';
import { CardGrid, MediaCard } from '~/components/MediaCard';
import { hitHref, summaryLabel } from '../search-hit';

/**
 * Search results in one card shape whatever the category: image (when there is one), title, summary, date; the
 * keyword marked in the title and the summary (a hit in the body shows the words around it as its 正文 line).
 */
export function SearchHits({ hits, keyword }: { hits: SearchHit[]; keyword: string }) {
  return (
    <CardGrid min={480}>
      {hits.map((h) => (
        <li key={`${h.type}-${h.detail_type}-${h.id}`}>
          <MediaCard
            href={hitHref(h)}
            title={h.title}
            titleContent={<Marked text={h.title} keyword={keyword} />}
            image={h.image || undefined}
            ratio={h.type === 7 ? 'square' : h.type === 6 ? 'photo' : 'wide'}
            horizontal
            facts={[
              ...(h.summary ? [{ label: summaryLabel(h), value: <Marked text={h.summary} keyword={keyword} /> }] : []),
              { label: h.type === 4 ? '活动日期' : '发布日期', value: <time dateTime={h.time}>{h.time}</time> },
            ]}
          />
        </li>
      ))}
    </CardGrid>
  );
}
