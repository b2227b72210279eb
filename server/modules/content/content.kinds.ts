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

const article = (kind: 'notice' | 'news', type: number): KindDef => ({
  table: articles,
  scope: eq(articles.type, type),
  created: (now) => ({ type, releaseTime: now }),
  values: (b) => {
    const a = as(kind, b);
    return { title: a.title, source: a.source, summary: a.summary, image: a.image, content: a.content };
  },
  searchParts: (b) => {
    const a = as(kind, b);
    return [a.title, a.summary, a.source];
  },
  onPublish: (now) => ({ releaseTime: now }),
  order: [desc(articles.releaseTime), desc(articles.id)],
  title: (r) => str(r.title),
  subtitle: (r) => (str(r.source) ? `来源：${str(r.source)}` : ''),
  releaseTime: (r) => r.releaseTime as Date,
  fields: (r) => ({ title: str(r.title), source: str(r.source), summary: str(r.summary), image: str(r.image), content: str(r.content) }),
});

/** Every kind of content the back office publishes besides policies (issue 13). */
export const KINDS: Record<ContentKind, KindDef> = {
  notice: article('notice', ArticleType.ANNOUNCEMENT),
  news: article('news', ArticleType.NEWS),
  tech: {
    table: techItems,
    values: (b) => {
      const t = as('tech', b);
      return {
        name: t.name,
        firstId: t.first_id,
        secondId: t.second_id,
        company: t.company,
        image: t.image,
        content: t.content,
        sort: t.sort,
      };
    },
    searchParts: (b) => {
      const t = as('tech', b);
      return [t.name, t.company];
    },
    order: [asc(techItems.sort), desc(techItems.id)],
    title: (r) => str(r.name),
    subtitle: (r, n) => [n.tech.get(num(r.firstId)), n.tech.get(num(r.secondId))].filter(Boolean).join(' / '),
    fields: (r) => ({
      name: str(r.name),
      first_id: num(r.firstId),
      second_id: num(r.secondId),
      company: str(r.company),
      image: str(r.image),
      content: str(r.content),
      sort: num(r.sort),
    }),
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
    values: (b) => {
      const s = as('startup', b);
      return { name: s.name, type: s.type, title: s.title, company: s.company, image: s.image, content: s.content, sort: s.sort };
    },
    searchParts: (b) => {
      const s = as('startup', b);
      return [s.name, s.title, s.company];
    },
    order: [asc(startupItems.sort), desc(startupItems.id)],
    title: (r) => str(r.name),
    subtitle: (r) => label(STARTUP_TYPES, r.type),
    fields: (r) => ({
      name: str(r.name),
      type: num(r.type),
      title: str(r.title),
      company: str(r.company),
      image: str(r.image),
      content: str(r.content),
      sort: num(r.sort),
    }),
  },
  finance: {
    table: financeItems,
    values: (b) => {
      const f = as('finance', b);
      return { name: f.name, summary: f.summary, domain: f.domain, image: f.image, content: f.content, sort: f.sort };
    },
    searchParts: (b) => {
      const f = as('finance', b);
      return [f.name, f.summary, f.domain];
    },
    order: [asc(financeItems.sort), desc(financeItems.id)],
    title: (r) => str(r.name),
    subtitle: (r) => str(r.domain),
    fields: (r) => ({
      name: str(r.name),
      summary: str(r.summary),
      domain: str(r.domain),
      image: str(r.image),
      content: str(r.content),
      sort: num(r.sort),
    }),
  },
  train: {
    table: trainItems,
    values: (b) => {
      const t = as('train', b);
      return {
        name: t.name,
        catId: t.cat_id,
        activeTime: t.active_time,
        address: t.address,
        domain: t.domain,
        image: t.image,
        content: t.content,
      };
    },
    searchParts: (b) => {
      const t = as('train', b);
      return [t.name, t.address, t.domain];
    },
    order: [desc(trainItems.activeTime), desc(trainItems.id)],
    title: (r) => str(r.name),
    subtitle: (r, n) => [n.train.get(num(r.catId)), formatDateTime(r.activeTime as Date)].filter(Boolean).join(' · '),
    fields: (r) => ({
      name: str(r.name),
      cat_id: num(r.catId),
      active_time: formatDateTime(r.activeTime as Date),
      address: str(r.address),
      domain: str(r.domain),
      image: str(r.image),
      content: str(r.content),
    }),
    categories: (b) => [{ table: 'train', id: as('train', b).cat_id }],
  },
  room: {
    table: rooms,
    values: (b) => {
      const r = as('room', b);
      return {
        title: r.title,
        number: r.number,
        position: r.position,
        area: r.area,
        work: r.work,
        monthlyRent: yuanToFen(r.monthly_rent) ?? 0,
        occupancy: r.occupancy,
        image: r.image,
        content: r.content,
        sort: r.sort,
      };
    },
    searchParts: (b) => {
      const r = as('room', b);
      return [r.title, r.number, r.position];
    },
    order: [asc(rooms.sort), desc(rooms.id)],
    title: (r) => str(r.title),
    subtitle: (r) => [str(r.number), label(OCCUPANCY, r.occupancy)].filter(Boolean).join(' · '),
    fields: (r) => ({
      title: str(r.title),
      number: str(r.number),
      position: str(r.position),
      area: str(r.area),
      work: num(r.work),
      monthly_rent: fenToYuan(num(r.monthlyRent)),
      occupancy: num(r.occupancy),
      image: str(r.image),
      content: str(r.content),
      sort: num(r.sort),
    }),
  },
};

/** The kind's Chinese name (通知公告, 房屋租赁, ...). */
export const kindLabel = (kind: ContentKind) => CONTENT_KINDS[kind].label;
