import type { SearchHit } from '../../../shared/contracts/services';
import { formatDate } from '../../lib/dates';
import { absoluteUrl } from '../../lib/urls';
import type { HitRow } from './search.service';

/** One hit, the same shape whatever the category: the category, the date of its time, the image's absolute address. */
export function presentHit(r: HitRow, type: number, base: string): SearchHit {
  return { id: r.id, type, title: r.title, summary: r.summary, image: absoluteUrl(base, r.image), time: formatDate(r.time) };
}
