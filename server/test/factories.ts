import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { articles, policies } from '../db/schema/index';
import { quarterOf } from '../lib/dates';
import { bodySearch, searchText, searchTokens } from '../lib/search';

let n = 0;

type PolicyInsert = typeof policies.$inferInsert;
type ArticleInsert = typeof articles.$inferInsert;

/** A published policy item; search columns and quarter derived the way the product derives them. */
export async function buildPolicy(db: Db, overrides: Partial<PolicyInsert> = {}): Promise<typeof policies.$inferSelect> {
  n += 1;
  const releaseTime = overrides.releaseTime ?? new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
  const base = {
    category: 1,
    title: `关于开展第${n}批科技型中小企业评价工作的通知`,
    summary: '面向园区企业的政策摘要',
    smallTitle: '发文机关：区科技局',
    smallTitle1: '发文字号：科发〔2026〕1号',
    source: '区科技局',
    content: '<p>正文内容</p>',
    files: [],
    ...overrides,
    releaseTime,
    quarter: quarterOf(releaseTime),
  } satisfies PolicyInsert;
  const text = searchText(base.title, base.summary, base.smallTitle, base.smallTitle1, base.source);
  const [row] = await db
    .insert(policies)
    .values({ ...base, searchText: text, searchTokens: searchTokens(text), ...bodySearch(base.content) })
    .returning();
  return row!;
}

/** A published article (type 1 unless told otherwise), its search columns derived. */
export async function buildArticle(db: Db, overrides: Partial<ArticleInsert> = {}): Promise<typeof articles.$inferSelect> {
  n += 1;
  const base = {
    type: 1,
    title: `园区通知第${n}号`,
    summary: '摘要',
    source: '园区管委会',
    content: '<p>内容</p>',
    releaseTime: new Date(Date.UTC(2026, 5, 1) + n * 3_600_000),
    ...overrides,
  } satisfies ArticleInsert;
  const text = searchText(base.title, base.summary, base.source);
  const [row] = await db
    .insert(articles)
    .values({ ...base, searchText: text, searchTokens: searchTokens(text), ...bodySearch(base.content) })
    .returning();
  return row!;
}

/** Inserts one row of any searchable table, deriving its search columns from the given text fields. */
export async function buildSearchable<T extends { $inferInsert: object } & PgTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
  text: string[],
): Promise<{ id: number }> {
  const st = searchText(...text);
  const [row] = await db
    .insert(table)
    .values({ ...values, searchText: st, searchTokens: searchTokens(st), ...bodySearch((values as { content?: string }).content) } as never)
    .returning();
  return row as unknown as { id: number };
}

/** Inserts rows as given into any table (categories and the like) and returns them. */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<T['$inferSelect'][]> {
  return (await db
    .insert(table)
    .values(rows as never)
    .returning()) as T['$inferSelect'][];
}
