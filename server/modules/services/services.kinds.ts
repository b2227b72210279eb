import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ApiCall } from '../../../shared/calls/define';
import * as servicesCalls from '../../../shared/calls/services';
import type { Page } from '../../../shared/contracts/common';
import type { WithContent } from '../../../shared/contracts/services';
import { financeItems, startupItems, techItems, trainItems } from '../../db/schema/index';
import type { Catalog } from '../../lib/catalog';
import {
  FINANCE_CARD,
  STARTUP_CARD,
  TECH_CARD,
  TRAIN_CARD,
  presentFinanceCard,
  presentStartupCard,
  presentTechCard,
  presentTrainCard,
} from './services.presenter';

/** What every public services list takes besides its own filters: a page and a keyword. */
export type ListBody = Page & { keyword?: string };

/** A table of published services with their rich text. */
export type ServiceTable = Catalog & { content: PgColumn };
export type ServiceRow<T extends ServiceTable> = T['$inferSelect'];

/**
 * One kind of public service (科技 tech, 创业 startup, 孵化 finance, 培训 train): its table, its list and detail calls,
 * the columns its card shows, its list's filters and order, and its presenter. services.service.ts lists and reads
 * every kind the same way; services.routes.ts registers each kind's calls under their own names.
 */
export type ServiceKind<T extends ServiceTable, K extends keyof ServiceRow<T> & keyof T & string, B extends ListBody, C> = {
  table: T;
  /** The calls answering this kind: their body and result schemas must fit the filters and the presenter below. */
  calls: {
    list: ApiCall<z.ZodType<B>, z.ZodType<unknown, C[]>>;
    detail: ApiCall<z.ZodType<{ id: number }>, z.ZodType<unknown, WithContent<C>>>;
  };
  card: readonly K[];
  filters: (body: B) => (SQL | undefined)[];
  /** The public order of the column (content.kinds.ts orders the back office's published rows the same way). */
  order: (SQL | PgColumn)[];
  present: (row: Pick<ServiceRow<T>, K>, base: string) => C;
};

/**
 * A kind from its table and calls, and what differs: no filters by default, and the editors' order (sort, then the
 * newest first) unless it names its own.
 */
const serviceKind = <T extends ServiceTable, K extends keyof ServiceRow<T> & keyof T & string, B extends ListBody, C>(
  table: T,
  list: ServiceKind<T, K, B, C>['calls']['list'],
  detail: ServiceKind<T, K, B, C>['calls']['detail'],
  kind: Pick<ServiceKind<T, K, B, C>, 'card' | 'present'> &
    Partial<Pick<ServiceKind<T, K, B, C>, 'filters'>> &
    (T extends { sort: PgColumn } ? Partial<Pick<ServiceKind<T, K, B, C>, 'order'>> : Pick<ServiceKind<T, K, B, C>, 'order'>),
): ServiceKind<T, K, B, C> => ({
  table,
  calls: { list, detail },
  filters: () => [],
  ...kind,
  order: kind.order ?? [asc((table as T & { sort: PgColumn }).sort), desc(table.id)],
});

export const TECH = serviceKind(techItems, servicesCalls.techList, servicesCalls.techDetail, {
  card: TECH_CARD,
  filters: (b) => [
    b.first_id ? eq(techItems.firstId, b.first_id) : undefined,
    b.second_id ? eq(techItems.secondId, b.second_id) : undefined,
  ],
  present: presentTechCard,
});

export const STARTUP = serviceKind(startupItems, servicesCalls.startupList, servicesCalls.startupDetail, {
  card: STARTUP_CARD,
  filters: (b) => [b.type ? eq(startupItems.type, b.type) : undefined],
  present: presentStartupCard,
});

export const FINANCE = serviceKind(financeItems, servicesCalls.financeList, servicesCalls.financeDetail, {
  card: FINANCE_CARD,
  present: presentFinanceCard,
});

export const TRAIN = serviceKind(trainItems, servicesCalls.trainList, servicesCalls.trainDetail, {
  card: TRAIN_CARD,
  filters: (b) => [b.cat_id ? eq(trainItems.catId, b.cat_id) : undefined],
  // Training is listed by its activity time, newest first (not by the editors' sort).
  order: [desc(trainItems.activeTime), desc(trainItems.id)],
  present: presentTrainCard,
});

/** Every public service kind. */
export const SERVICE_KINDS = { tech: TECH, startup: STARTUP, finance: FINANCE, train: TRAIN } as const;
