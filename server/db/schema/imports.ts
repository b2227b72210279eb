import { customType, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './common';

/** Raw bytes (an uploaded workbook). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Imports from Excel (issue 31, module imports): the uploaded workbook as it was checked (a confirmation writes
 * exactly this file), its report (per sheet counts, the reasons of the bad rows), who and when. status: checked,
 * committed, stale (shared/imports/rules.ts ImportStatus).
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    /** 'all' or one kind (shared/imports/rules.ts IMPORT_TARGETS). */
    kind: varchar('kind', { length: 16 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    file: bytea('file').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    /** ImportSheetReport[] (shared/contracts/imports.ts). */
    sheets: jsonb('sheets').notNull().default([]),
    /** ImportRowError[], the first IMPORT_MAX_ERRORS. */
    errors: jsonb('errors').notNull().default([]),
    errorRows: integer('error_rows').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (t) => [index('imports_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
