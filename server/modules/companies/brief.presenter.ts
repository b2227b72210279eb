import type { CompanyBrief } from '../../../shared/contracts/companies';
import { formatDateTime } from '../../lib/dates';
import { sanitizeRichText } from '../../lib/sanitize';

type BriefRow = { id: number; name: string; content: string; updatedAt: Date | null };

/** The brief exactly as the public company page (shop_detail) serves it: sanitized, image addresses absolute. */
export function presentBrief(r: BriefRow, base: string): CompanyBrief {
  return { id: r.id, shop_name: r.name, content: sanitizeRichText(r.content, base), updatetime: formatDateTime(r.updatedAt) };
}
