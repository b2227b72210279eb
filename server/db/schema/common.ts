import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Tokens for Chinese keyword search: unigrams and bigrams of the searchable text (see docs/ARCHITECTURE.md). */
export const searchTokens = customType<{ data: string[]; driverData: string[] }>({
  dataType: () => 'text[]',
});
