import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';
import { isUniqueViolation } from '../errors';
import { articles, companies, policies, siteSettings } from '../schema/index';
import { seedArticles } from './articles';
import { seedCompanies } from './companies';
import { seedPolicies } from './policies';
import { seedPolicyNotices } from './policy-notices';
import { seedRequests } from './requests';
import { seedRooms } from './rooms';
import { seedSpaces } from './spaces';
import { seedFinance, seedStartup } from './services';
import { seedSite } from './site';
import { seedTechnics } from './technics';
import { seedTenancy } from './tenancy';
import { seedTraining } from './training';

/** Rows written per table. */
export type SeedSummary = Record<string, number>;

// Any number, shared by every process that may seed the same database.
const SEED_LOCK = 472_021;

/** Inserts the whole demo park; dates that drive warnings and activities are relative to `now`. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<SeedSummary> {
  const site = await seedSite(db);
  const policyRows = await seedPolicies(db);
  const articleCount = await seedArticles(db);
  const technics = await seedTechnics(db);
  const startup = await seedStartup(db);
  const finance = await seedFinance(db);
  const training = await seedTraining(db, now);
  const rooms = await seedRooms(db);
  const shops = await seedCompanies(db);
  const tenancy = await seedTenancy(db, now, shops.byKey, rooms.byNumber);
  const requests = await seedRequests(db, now, shops.byKey, {
    1: technics.ids,
    2: startup,
    3: rooms.ids,
    4: training.ids,
    5: finance,
    6: shops.ids,
  });
  const policyNotices = await seedPolicyNotices(db, now, shops.byKey, policyRows.ids);
  const booking = await seedSpaces(db, now, shops.byKey);
  return {
    ...site,
    policies: policyRows.count,
    articles: articleCount,
    tech_categories: technics.categories,
    tech_items: technics.ids.length,
    startup_items: startup.length,
    finance_items: finance.length,
    train_categories: training.categories,
    train_items: training.ids.length,
    rooms: rooms.count,
    shop_categories: shops.categories,
    users: shops.users,
    companies: shops.count,
    ...tenancy,
    ...requests,
    ...policyNotices,
    spaces: booking.spaces,
    bookings: booking.bookings,
  };
}

/** True when the database already holds configuration or content, so demo rows must not be added. */
export async function hasContent(db: Db): Promise<boolean> {
  // One query at a time: inside a transaction they share one connection.
  if ((await db.select({ k: siteSettings.key }).from(siteSettings).limit(1)).length) return true;
  if ((await db.select({ id: policies.id }).from(policies).limit(1)).length) return true;
  if ((await db.select({ id: articles.id }).from(articles).limit(1)).length) return true;
  return (await db.select({ id: companies.id }).from(companies).limit(1)).length > 0;
}

/**
 * Seeds demo content when the database holds no content yet. One transaction under an advisory lock, so two
 * processes starting together seed once; a conflict with a concurrent seeder is taken as "already seeded".
 */
export async function seedIfEmpty(db: Db, log: FastifyBaseLogger, now: Date = new Date()): Promise<SeedSummary | null> {
  const started = performance.now();
  try {
    const summary = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await hasContent(tx)) return null;
      return seedDemo(tx, now);
    });
    if (summary) log.info({ summary, ms: Math.round(performance.now() - started) }, '已写入演示内容');
    return summary;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    log.info('演示内容已由另一进程写入');
    return null;
  }
}
