import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fenToYuan, yuanToFen } from '../../../shared/billing/rules';
import { ArticleType } from '../../../shared/labels/articles';
import { CONTENT_KINDS, OCCUPANCY, type ContentKind, type ContentSaveBody } from '../../../shared/contracts/content-admin';
import { STARTUP_TYPES } from '../../../shared/labels/services';
import { articles, financeItems, rooms, startupItems, techItems, trainItems } from '../../db/schema/index';
import { formatDateTime } from '../../lib/dates';

/** A table with the publishing columns every content kind has (schema/content.ts `published()` and `lifecycle()`). */
export type LifecycleTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  publishAt: PgColumn;
  deletedAt: PgColumn;
  updatedAt: PgColumn;
  searchTokens: PgColumn;
  searchText: PgColumn;
};

/** The columns the lifecycle reads of any kind's row. */
export type LifecycleRow = {
  id: number;
  status: number;
  publishAt: Date | null;
  deletedAt: Date | null;
  updatedAt: Date;
  [column: string]: unknown;
};

/** Category names for the list's subtitle, read once per list page. */
export type CategoryNames = { tech: Map<number, string>; train: Map<number, string> };

/**
 * What differs between kinds; everything else (states, publish, trash, audit) is the lifecycle's. `values` maps a
 * validated save body to columns (content already cleaned); `searchParts` feeds the keyword index;
 * `onPublish` sets what a real publication changes (an article's release_time).
 */
export type KindDef = {
  table: LifecycleTable;
  /** Rows of this kind in a shared table (articles: announcements or news). */
  scope?: SQL;
  /** Columns fixed at creation (an article's type). */
  created?: (now: Date) => Record<string, unknown>;
  values: (body: ContentSaveBody) => Record<string, unknown>;
  searchParts: (body: ContentSaveBody) => string[];
  onPublish?: (now: Date) => Record<string, unknown>;
  /** The public order of the column (the list in the back office follows it for published rows). */
  order: SQL[];
  title: (row: LifecycleRow) => string;
  subtitle: (row: LifecycleRow, names: CategoryNames) => string;
  releaseTime?: (row: LifecycleRow) => Date | null;
  /** The form's fields as saved (money in yuan, times 'YYYY-MM-DD HH:mm'). */
  fields: (row: LifecycleRow) => Record<string, string | number>;
  /** Category ids the save body refers to, checked to exist. */
  categories?: (body: ContentSaveBody) => { table: 'tech' | 'train'; id: number; parent?: number }[];
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));
/** Narrows a save body to its kind (the route dispatches on body.kind, so a mismatch is a programming error). */
function as<K extends ContentKind>(kind: K, body: ContentSaveBody): Extract<ContentSaveBody, { kind: K }> {
  if (body.kind !== kind) throw new Error(`content kind mismatch: ${body.kind} for ${kind}`);
  return body as Extract<ContentSaveBody, { kind: K }>;
}
const label = (options: readonly { value: number; label: string }[], v: unknown) => options.find((o) => o.value === num(v))?.label ?? '';
const time = (v: unknown) => formatDateTime(v as Date);
/** Money: yuan in the form, fen in the column. */
const MONEY = { read: (v: unknown) => fenToYuan(num(v)), write: (v: unknown) => yuanToFen(v as string | number) ?? 0 };

/** How a form field reads back from its column (str, num, time), or reads and is written (MONEY); else saved as given. */
type Field = ((v: unknown) => string | number) | typeof MONEY;

/** A form field's column: its name in camelCase (first_id → firstId). */
const columnOf = (field: string) => field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** Each kind's form fields in the form's order, and how each reads back from its column (see Field). */
const FIELDS = {
  article: { title: str, source: str, summary: str, image: str, content: str },
  tech: { name: str, first_id: num, second_id: num, company: str, image: str, content: str, sort: num },
  startup: { name: str, type: num, title: str, company: str, image: str, content: str, sort: num },
  finance: { name: str, summary: str, domain: str, image: str, content: str, sort: num },
  train: { name: str, cat_id: num, active_time: time, address: str, domain: str, image: str, content: str },
  room: {
    title: str,
    number: str,
    position: str,
    area: str,
    work: num,
    monthly_rent: MONEY,
    occupancy: num,
    image: str,
    content: str,
    sort: num,
  },
} satisfies Record<string, Record<string, Field>>;

/**
 * A kind's form: its fields in the form's order, each saved in its column (see Field), and the fields its keyword
 * index is made of.
 */
function form(kind: ContentKind, fields: Record<string, Field>, search: string[]): Pick<KindDef, 'values' | 'searchParts' | 'fields'> {
  const entries = Object.entries(fields);
  const given = (b: ContentSaveBody) => as(kind, b) as Record<string, unknown>;
  return {
    values: (b) => {
      const body = given(b);
      return Object.fromEntries(entries.map(([f, field]) => [columnOf(f), typeof field === 'function' ? body[f] : field.write(body[f])]));
    },
    searchParts: (b) => {
      const body = given(b);
      return search.map((f) => body[f] as string);
    },
    fields: (r) => Object.fromEntries(entries.map(([f, field]) => [f, (typeof field === 'function' ? field : field.read)(r[columnOf(f)])])),
  };
}

const article = (kind: 'notice' | 'news', type: number): KindDef => ({
  table: articles,
  scope: eq(articles.type, type),
  created: (now) => ({ type, releaseTime: now }),
  ...form(kind, FIELDS.article, ['title', 'summary', 'source']),
  onPublish: (now) => ({ releaseTime: now }),
  order: [desc(articles.releaseTime), desc(articles.id)],
  title: (r) => str(r.title),
  subtitle: (r) => (str(r.source) ? `来源：${str(r.source)}` : ''),
  releaseTime: (r) => r.releaseTime as Date,
});

/** Every kind of content the back office publishes besides policies (issue 13). */
export const KINDS: Record<ContentKind, KindDef> = {
  notice: article('notice', ArticleType.ANNOUNCEMENT),
  news: article('news', ArticleType.NEWS),
  tech: {
    table: techItems,
    ...form('tech', FIELDS.tech, ['name', 'company']),
    order: [asc(techItems.sort), desc(techItems.id)],
    title: (r) => str(r.name),
    subtitle: (r, n) => [n.tech.get(num(r.firstId)), n.tech.get(num(r.secondId))].filter(Boolean).join(' / '),
    categories: (b) => {
      const t = as('tech', b);
      return [
        { table: 'tech', id: t.first_id, parent: 0 },
        ...(t.second_id ? [{ table: 'tech' as const, id: t.second_id, parent: t.first_id }] : []),
      ];
    },
  },
  startup: {
    table: startupItems,
    ...form('startup', FIELDS.startup, ['name', 'title', 'company']),
    order: [asc(startupItems.sort), desc(startupItems.id)],
    title: (r) => str(r.name),
    subtitle: (r) => label(STARTUP_TYPES, r.type),
  },
  finance: {
    table: financeItems,
    ...form('finance', FIELDS.finance, ['name', 'summary', 'domain']),
    order: [asc(financeItems.sort), desc(financeItems.id)],
    title: (r) => str(r.name),
    subtitle: (r) => str(r.domain),
  },
  train: {
    table: trainItems,
    ...form('train', FIELDS.train, ['name', 'address', 'domain']),
    order: [desc(trainItems.activeTime), desc(trainItems.id)],
    title: (r) => str(r.name),
    subtitle: (r, n) => [n.train.get(num(r.catId)), formatDateTime(r.activeTime as Date)].filter(Boolean).join(' · '),
    categories: (b) => [{ table: 'train', id: as('train', b).cat_id }],
  },
  room: {
    table: rooms,
    ...form('room', FIELDS.room, ['title', 'number', 'position']),
    order: [asc(rooms.sort), desc(rooms.id)],
    title: (r) => str(r.title),
    subtitle: (r) => [str(r.number), label(OCCUPANCY, r.occupancy)].filter(Boolean).join(' · '),
  },
};

/** The kind's Chinese name (通知公告, 房源, ...). */
export const kindLabel = (kind: ContentKind) => CONTENT_KINDS[kind].label;
