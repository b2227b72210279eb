import type { FinanceCard, StartupCard, TechCard, TrainCard } from '@shared/contracts/services';
import { countFact, factIf, type Fact } from '~/components/FactList';

// The services' facts, said once for their cards and their detail pages. Apart from the cards' modules, so a detail
// page does not load the cards' stylesheet.

/** A technical service's facts, on its card and its page: provider, consultation count. */
export const techFacts = (t: TechCard): Fact[] => [{ label: '服务机构', value: t.company }, countFact('咨询次数', t.question_number)];

/** A start-up service's facts on its card: provider company, consultation count (its page puts the type first). */
export const startupFacts = (t: StartupCard): Fact[] => [{ label: '服务机构', value: t.company }, countFact('咨询次数', t.question_number)];

/** An incubation service's facts, on its card and its page: fields served (when given), consultation count. */
export const financeFacts = (f: FinanceCard): Fact[] => [...factIf('服务领域', f.domain), countFact('咨询次数', f.question_number)];

/** A training activity's facts, on its card and its page: time, place. */
export const trainingFacts = (t: TrainCard): Fact[] => [
  { label: '活动时间', value: <time dateTime={t.active_time.replace(' ', 'T')}>{t.active_time}</time> },
  { label: '活动地点', value: t.address },
];
