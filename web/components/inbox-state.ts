import { ReplyState, type ReplyStateValue } from '@shared/inbox/rules';

/** How a state looks (StateTag): done, still waiting, past the reply limit, close to the three-month line. */
export type Tone = 'done' | 'waiting' | 'overdue' | 'critical';

/** The staff's reply-state tag of an inbox item (shared/inbox/rules.ts). */
export function replyStateTone(state: ReplyStateValue): Tone {
  if (state === ReplyState.ANSWERED) return 'done';
  if (state === ReplyState.CRITICAL) return 'critical';
  if (state === ReplyState.OVERDUE) return 'overdue';
  return 'waiting';
}

/**
 * An inbox row's age cell: how long it has waited and when an answer is due, or when it was answered
 * (fields of the inbox calls: age_label, reply_state, due_date, reply_time).
 */
export function inboxAgeText(item: { age_label: string; reply_state: ReplyStateValue; due_date: string; reply_time: string }): {
  age: string;
  due: string;
} {
  if (item.reply_state === ReplyState.ANSWERED) {
    return {
      age: item.age_label === '今天' ? '今天提交' : `${item.age_label}前提交`,
      due: item.reply_time ? `${item.reply_time.slice(0, 10)} 已答复` : '已答复',
    };
  }
  return { age: item.age_label === '今天' ? '今天提交' : `已等待 ${item.age_label}`, due: `应于 ${item.due_date} 前答复` };
}
