import type { FastifyBaseLogger } from 'fastify';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, qrLogins } from '../../db/schema/index';
import type { Env } from '../../env';
import { claimJobRun, JOB_CLAIM_SHARE } from '../../lib/job-claim';
import { purgeRateLimits } from '../../lib/rate-limit-store';
import type { FileStorage } from '../../lib/storage';
import { purgeExpiredIdPhotos } from '../applications/applications.public';
import { purgeAuditTrail } from '../audit/audit.public';
import { endedAttempts, purgeSessions, purgeSmsChecks } from '../auth/auth.public';
import { purgeImportFiles } from '../imports/imports.public';
import { purgeDeliveryAddresses } from '../message-centre/message-centre.public';
import { purgeDeletedSiteItems } from '../site/site.public';
import { purgeAbandonedUploads } from '../uploads/uploads.public';

/** How often the housekeeping job runs, and how soon after the start it runs first. */
export const HOUSEKEEPING_INTERVAL_MS = 3_600_000;
export const HOUSEKEEPING_FIRST_RUN_MS = 60_000;
/** A QR login is kept this long past its expiry (a late poll still hears "expired" rather than "unknown"). */
export const QR_PURGE_GRACE_MS = 3_600_000;
/** Uploads never attached to a submission are deleted after this long. */
export const ABANDONED_UPLOAD_MS = 24 * 3_600_000;

/** QR sign-ins past their expiry and the grace (whatever their state: pending, confirmed or cancelled). */
export async function purgeQrLogins(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(qrLogins)
    .where(lt(qrLogins.expiresAt, new Date(now.getTime() - QR_PURGE_GRACE_MS)))
    .returning({ id: qrLogins.id });
  return rows.length;
}

/**
 * Failed-login counters whose window (LOGIN_LOCK_MINUTES; an account-wide one's is longer) is over and whose lock,
 * if any, has ended (lockout.service.ts endedAttempts): the lockout would start them again from 1 anyway, so
 * nothing is forgotten that still counts.
 */
export async function purgeLoginAttempts(db: Db, env: Pick<Env, 'LOGIN_LOCK_MINUTES'>, now: Date): Promise<number> {
  const rows = await db.delete(loginAttempts).where(endedAttempts(env, now)).returning({ key: loginAttempts.key });
  return rows.length;
}

export type HousekeepingDeps = { db: Db; storage: FileStorage; env: Env; now: Date };

/**
 * One run of every purge: ended sessions, QR sign-ins, login counters, uploads never attached, ID photos past
 * their retention (audited one by one), audit lines past AUDIT_RETENTION_DAYS (audit.purge), and the delivery log's
 * copies of addresses past DELIVERY_ADDRESS_RETENTION_DAYS, and imports' uploaded files past
 * IMPORT_FILE_RETENTION_DAYS. Each purge runs
 * even if an earlier one failed.
 */
export async function runHousekeeping({ db, storage, env, now }: HousekeepingDeps, log?: FastifyBaseLogger) {
  const jobs = {
    sessions: async () => {
      await purgeSessions(db, now);
      return null;
    },
    qr_logins: () => purgeQrLogins(db, now),
    // SMS codes past every send limit's window, and expired picture checks (issue 30).
    sms_checks: async () => {
      await purgeSmsChecks(db, now);
      return null;
    },
    login_attempts: () => purgeLoginAttempts(db, env, now),
    rate_limits: () => purgeRateLimits(db, now),
    abandoned_uploads: () => purgeAbandonedUploads(db, storage, ABANDONED_UPLOAD_MS, now),
    id_photos: () => purgeExpiredIdPhotos(db, storage, env.ID_PHOTO_RETENTION_DAYS, now),
    audit_log: () => purgeAuditTrail(db, env.AUDIT_RETENTION_DAYS, now),
    site_trash: () => purgeDeletedSiteItems(db, now),
    delivery_addresses: () => purgeDeliveryAddresses(db, env.DELIVERY_ADDRESS_RETENTION_DAYS, now),
    import_files: () => purgeImportFiles(db, env.IMPORT_FILE_RETENTION_DAYS, now),
  };
  const result: Record<string, number | null> = {};
  for (const [name, job] of Object.entries(jobs)) {
    try {
      result[name] = await job();
    } catch (err) {
      result[name] = null;
      log?.warn({ err, job: name }, 'housekeeping purge failed');
    }
  }
  return result as Record<keyof typeof jobs, number | null>;
}

/**
 * The scheduled job (server/main.ts only, never in tests): once shortly after the start, then every hour. With
 * several nodes on one database one of them runs each hour's purges (lib/job-claim.ts); each purge is a plain
 * delete anyway, safe to run twice.
 */
export function startHousekeeping(
  deps: Omit<HousekeepingDeps, 'now'> & {
    clock: () => Date;
    log: FastifyBaseLogger;
    /** Told after each run: purged photos and records leave the pages that showed them (lib/signed-in-cache.ts). */
    afterRun?: () => void;
  },
) {
  const tick = () =>
    void claimJobRun(deps.db, 'housekeeping', HOUSEKEEPING_INTERVAL_MS * JOB_CLAIM_SHARE)
      .then(async (claimed) => {
        if (!claimed) return;
        const counts = await runHousekeeping({ ...deps, now: deps.clock() }, deps.log);
        deps.log.info({ counts }, 'housekeeping done');
        deps.afterRun?.();
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'housekeeping failed'));
  const first = setTimeout(tick, HOUSEKEEPING_FIRST_RUN_MS);
  const timer = setInterval(tick, HOUSEKEEPING_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
