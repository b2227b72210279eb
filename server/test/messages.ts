import { and, asc, eq } from 'drizzle-orm';
import type { MessageKindValue } from '../../shared/message-centre/kinds';
import { messages } from '../db/schema/index';
import type { TestApp } from './harness';

/** A person's messages (of one kind, or all), oldest first, read from the table: what the tests of each event check. */
export async function messagesOf(t: TestApp, userId: number, kind?: MessageKindValue) {
  return t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), kind ? eq(messages.kind, kind) : undefined))
    .orderBy(asc(messages.id));
}
