import { checkAnswer } from '@shared/calls/define';
import * as messageCentreCalls from '@shared/calls/message-centre';
import { Code, SESSION_END_CODES, type Envelope } from '@shared/envelope';

/** What a quiet poll of the count came back with: the count, a session that has ended, or nothing usable. */
export type UnreadPoll = { kind: 'count'; unread: number } | { kind: 'ended' } | { kind: 'failed' };

/**
 * The bell's poll of message_count: quiet, unlike web/lib/api.ts, since it runs every 30 s on its own and a failure
 * is nobody's to be told about (the next poll tries again). A session that has ended stops the polling; the next
 * thing the person does says so.
 *
 * The bell loads this module (with the call's declaration: its answer's schema, and so zod) at the first poll, 30 s
 * after the page: it sits in the company area's frame, whose first load carries no schema library (issue 34).
 */
export async function pollUnread(signal: AbortSignal): Promise<UnreadPoll> {
  try {
    const res = await fetch(messageCentreCalls.messageCount.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal,
    });
    const envelope = checkAnswer(messageCentreCalls.messageCount, (await res.json()) as Envelope<unknown>);
    if (envelope.code === Code.OK) return { kind: 'count', unread: envelope.data.unread };
    return SESSION_END_CODES.includes(envelope.code) ? { kind: 'ended' } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
