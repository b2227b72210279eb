import type { FinanceCard, StartCard, TechCard, TrainCard } from '../../../shared/contracts/services';
import { STARTUP_TYPES } from '../../../shared/contracts/services';
import type { financeItems, startupItems, techItems, trainItems } from '../../db/schema/index';
import { formatDateTime } from '../../lib/dates';
import { sanitizeRichText } from '../../lib/sanitize';
import { absoluteUrl } from '../../lib/urls';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export const techCardFields = (t: typeof techItems) => ({
  id: t.id, name: t.name, company: t.company, image: t.image, questionNumber: t.questionNumber, firstId: t.firstId, secondId: t.secondId,
});
export function presentTechCard(r: Pick<Row<typeof techItems>, 'id' | 'name' | 'company' | 'image' | 'questionNumber' | 'firstId' | 'secondId'>, base: string): TechCard {
  return { id: r.id, name: r.name, company: r.company, image: absoluteUrl(base, r.image), question_number: r.questionNumber, first_id: r.firstId, second_id: r.secondId };
}

export const startCardFields = (t: typeof startupItems) => ({
  id: t.id, type: t.type, name: t.name, title: t.title, company: t.company, image: t.image, questionNumber: t.questionNumber,
});
export function presentStartCard(r: Pick<Row<typeof startupItems>, 'id' | 'type' | 'name' | 'title' | 'company' | 'image' | 'questionNumber'>, base: string): StartCard {
  return {
    id: r.id, type: r.type, type_name: STARTUP_TYPES.find((x) => x.value === r.type)?.label ?? '', name: r.name, title: r.title,
    company: r.company, image: absoluteUrl(base, r.image), question_number: r.questionNumber,
  };
}

export const financeCardFields = (t: typeof financeItems) => ({
  id: t.id, name: t.name, summary: t.summary, image: t.image, domain: t.domain, questionNumber: t.questionNumber,
});
export function presentFinanceCard(r: Pick<Row<typeof financeItems>, 'id' | 'name' | 'summary' | 'image' | 'domain' | 'questionNumber'>, base: string): FinanceCard {
  return { id: r.id, name: r.name, summary: r.summary, image: absoluteUrl(base, r.image), domain: r.domain, question_number: r.questionNumber };
}

export const trainCardFields = (t: typeof trainItems) => ({
  id: t.id, catId: t.catId, name: t.name, activeTime: t.activeTime, address: t.address, image: t.image, domain: t.domain,
});
export function presentTrainCard(r: Pick<Row<typeof trainItems>, 'id' | 'catId' | 'name' | 'activeTime' | 'address' | 'image' | 'domain'>, base: string): TrainCard {
  return {
    id: r.id, cat_id: r.catId, name: r.name, active_time: formatDateTime(r.activeTime), address: r.address, image: absoluteUrl(base, r.image), domain: r.domain,
  };
}

/** Detail = card + sanitized rich text. */
export function withContent<C>(card: C, content: string, base: string): C & { content: string } {
  return { ...card, content: sanitizeRichText(content, base) };
}
