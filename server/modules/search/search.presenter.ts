import type { SearchHit } from '../../../shared/contracts/services';
import { formatDate } from '../../lib/dates';
import { excerptOf } from '../../lib/search';
import { absoluteUrl } from '../../lib/urls';
import type { HitRow } from './search.service';

/**
 * One hit, the same shape whatever the category: the category, the date of its time, the image's absolute address;
 * a hit in the body shows the words around the keyword as its summary.
 */
export function presentHit(r: HitRow, type: number, base: string, keyword: string): SearchHit {
  return {
    id: r.id,
    type,
    title: r.title,
    summary: r.body === undefined ? r.summary : excerptOf(r.body, keyword),
    image: absoluteUrl(base, r.image),
    time: formatDate(r.time),
    detail_type: r.detailType,
    in_body: r.body !== undefined,
  };
}
