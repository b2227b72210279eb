import type { InboxBacklog, InboxSummary } from '@shared/contracts/inbox';
import { INSPECTION_LINE_MONTHS } from '@shared/inbox/rules';
import { paths } from '~/config/paths';

export type InboxKey = 'feedback' | 'questions';
/** The inbox filter a link opens with (the inbox pages read `age` from the URL). */
export type AgeFilter = 'overdue' | 'critical';

export const INBOXES: readonly { key: InboxKey; title: string; openLabel: string; path: string }[] = [
  { key: 'feedback', title: '服务诉求', openLabel: '待处理', path: paths.system.feedback },
  { key: 'questions', title: '在线咨询', openLabel: '未处理', path: paths.system.consultations },
];

export function inboxHref(path: string, age?: AgeFilter): string {
  return age ? `${path}?age=${age}` : path;
}

/** Menu badges: the items past the reply limit in each inbox (none when all is answered on time). */
export function menuBadges(summary: InboxSummary | null): Partial<Record<InboxKey, number>> {
  if (!summary) return {};
  const badges: Partial<Record<InboxKey, number>> = {};
  for (const { key } of INBOXES) if (summary[key].overdue > 0) badges[key] = summary[key].overdue;
  return badges;
}

export type InboxLine = { key: InboxKey; title: string; text: string; tone: 'ok' | 'overdue' | 'critical'; href: string };

/** One sentence an inbox says on the overview, worst first: close to the three-month line, overdue, or on time. */
export function inboxLine(key: InboxKey, b: InboxBacklog, limit: number): InboxLine {
  const inbox = INBOXES.find((i) => i.key === key)!;
  const tone = b.critical > 0 ? 'critical' : b.overdue > 0 ? 'overdue' : 'ok';
  const text =
    tone === 'critical'
      ? `${b.critical} 项临近${INSPECTION_LINE_MONTHS}个月仍未答复（最久 ${b.oldest_days} 天），请立即处理`
      : tone === 'overdue'
        ? `${b.overdue} 项超过 ${limit} 个工作日未答复（${inbox.openLabel}共 ${b.open} 项）`
        : b.open > 0
          ? `${inbox.openLabel} ${b.open} 项，均在 ${limit} 个工作日内`
          : '暂无待答复事项';
  return { key, title: inbox.title, tone, href: tone === 'ok' ? inbox.path : inboxHref(inbox.path, tone), text };
}

export function inboxLines(summary: InboxSummary): InboxLine[] {
  return INBOXES.map(({ key }) => inboxLine(key, summary[key], summary.limit_working_days));
}
