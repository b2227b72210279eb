import { describe, expect, it } from 'vitest';
import type { InboxSummary } from '@shared/contracts/inbox';
import { inboxLines, menuBadges } from './inbox-view';

const calm = { open: 0, overdue: 0, critical: 0, oldest_days: 0 };
const summary = (over: Partial<InboxSummary>): InboxSummary => ({ limit_working_days: 3, feedback: calm, questions: calm, ...over });

describe('menu badges', () => {
  it('count the items past the reply limit, and nothing when all is on time', () => {
    expect(menuBadges(summary({}))).toEqual({});
    expect(menuBadges(summary({ questions: { open: 5, overdue: 2, critical: 1, oldest_days: 80 } }))).toEqual({ questions: 2 });
    expect(menuBadges(null)).toEqual({});
  });
});

describe('overview lines', () => {
  it('say the worst first and link to the filtered inbox', () => {
    const [feedback, consultations] = inboxLines(
      summary({
        feedback: { open: 4, overdue: 2, critical: 0, oldest_days: 6 },
        questions: { open: 3, overdue: 3, critical: 1, oldest_days: 79 },
      }),
    );
    expect(feedback).toMatchObject({
      tone: 'overdue',
      href: '/system/feedback?age=overdue',
      text: '2 项超过 3 个工作日未答复（待处理共 4 项）',
    });
    expect(consultations).toMatchObject({
      tone: 'critical',
      href: '/system/questions?age=critical',
      text: '1 项临近3个月仍未答复（最久 79 天），请立即处理',
    });
  });
  it('are calm when nothing waits too long', () => {
    const [feedback, consultations] = inboxLines(summary({ feedback: { open: 2, overdue: 0, critical: 0, oldest_days: 1 } }));
    expect(feedback).toMatchObject({ tone: 'ok', text: '待处理 2 项，均在 3 个工作日内', href: '/system/feedback' });
    expect(consultations).toMatchObject({ tone: 'ok', text: '暂无待答复事项' });
  });
});
