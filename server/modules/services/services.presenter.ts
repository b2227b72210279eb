import type { FinanceCard, StartupCard, TechCard, TrainCard, WithContent } from '../../../shared/contracts/services';
import { STARTUP_TYPES } from '../../../shared/contracts/services';
import type { financeItems, startupItems, techItems, trainItems } from '../../db/schema/index';
import { formatDateTime } from '../../lib/dates';
import { sanitizeRichText } from '../../lib/sanitize';
import { absoluteUrl } from '../../lib/urls';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** The columns each card shows (services.kinds.ts reads only these for a list). */
export const TECH_CARD = ['id', 'name', 'company', 'image', 'consultationCount', 'firstId', 'secondId'] as const;
export const STARTUP_CARD = ['id', 'type', 'name', 'title', 'company', 'image', 'consultationCount'] as const;
export const FINANCE_CARD = ['id', 'name', 'summary', 'image', 'domain', 'consultationCount'] as const;
export const TRAIN_CARD = ['id', 'catId', 'name', 'activeTime', 'address', 'image', 'domain'] as const;

export function presentTechCard(r: Pick<Row<typeof techItems>, (typeof TECH_CARD)[number]>, base: string): TechCard {
  return {
    id: r.id,
    name: r.name,
    company: r.company,
    image: absoluteUrl(base, r.image),
    question_number: r.consultationCount,
    first_id: r.firstId,
    second_id: r.secondId,
  };
}

export function presentStartupCard(r: Pick<Row<typeof startupItems>, (typeof STARTUP_CARD)[number]>, base: string): StartupCard {
  return {
    id: r.id,
    type: r.type,
    type_name: STARTUP_TYPES.find((x) => x.value === r.type)?.label ?? '',
    name: r.name,
    title: r.title,
    company: r.company,
    image: absoluteUrl(base, r.image),
    question_number: r.consultationCount,
  };
}

export function presentFinanceCard(r: Pick<Row<typeof financeItems>, (typeof FINANCE_CARD)[number]>, base: string): FinanceCard {
  return {
    id: r.id,
    name: r.name,
    summary: r.summary,
    image: absoluteUrl(base, r.image),
    domain: r.domain,
    question_number: r.consultationCount,
  };
}

export function presentTrainCard(r: Pick<Row<typeof trainItems>, (typeof TRAIN_CARD)[number]>, base: string): TrainCard {
  return {
    id: r.id,
    cat_id: r.catId,
    name: r.name,
    active_time: formatDateTime(r.activeTime),
    address: r.address,
    image: absoluteUrl(base, r.image),
    domain: r.domain,
  };
}

/** Detail = card + sanitized rich text. */
export function withContent<C>(card: C, content: string, base: string): WithContent<C> {
  return { ...card, content: sanitizeRichText(content, base) };
}
