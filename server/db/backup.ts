import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, lstat, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import { count, eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { cipherBox, defaultKeyFile, loadDataKey } from '../lib/crypto';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/data-dir';
import { extractTar, TarError, tarStream, type TarEntryInput, type TarEntryRead } from '../lib/tar';
import { lockDataDir, openDatabase, processAlive, type Database, type Db } from './client';
import { articles, auditLog, companies, consultations, feedback, policies, uploads, users } from './schema/index';

/**
 * `npm run backup` / `npm run restore` for the embedded database (scripts/backup.ts, scripts/restore.ts).
 *
 * One .tar.gz holds what DATA_DIR holds: pgdata/ (PGlite's PostgreSQL cluster, copied file by file), uploads/,
 * secrets/ (the data key that seals ID photos, licences and TOTP secrets: without it those are unreadable) only
 * when asked (--with-key: by default the key is kept apart from the backups, issue 27), then manifest.json (time,
 * version, migrations, row counts, every file's size and SHA-256). Uploads kept
 * elsewhere (S3_BUCKET, or an UPLOADS_DIR outside DATA_DIR) cannot be in it: the manifest records that and where
 * (`uploads.storage: 'external'`), and both scripts warn that those must be backed up with the storage's own tools.
 *
 * Consistency: the backup opens the database itself, which takes DATA_DIR's lock, so it is refused while the
 * portal runs and the portal cannot start while it copies. It then runs CHECKPOINT (every change on the data
 * files, the WAL flushed) and copies the files while the database is open and idle: nothing writes meanwhile,
 * since PGlite has no background process and this process sends no query. The copy is what a stop at that
 * moment would leave; opening it replays nothing but the checkpoint. (PGlite's own dumpDataDir() takes the same
 * kind of copy, but builds the whole tarball in memory; this one streams, however large the data.)
 *
 * Restore unpacks into a folder inside the target, checks every file against the manifest, opens the database
 * there and counts its rows against the manifest, opens a few sealed uploads with the restored key, and only then
 * moves the result into place: a damaged archive leaves the target as it was.
 */

export const BACKUP_FORMAT = 'park-portal-backup';
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
/** The embedded default's key inside the archive (crypto.ts defaultKeyFile). */
const KEY_FILE = 'secrets/data.key';
/** What a backup takes from DATA_DIR (pgdata.lock is the running process's, never copied). */
const ROOTS = ['pgdata', 'uploads', 'secrets'] as const;
/** The open cluster's process file: left out, as pg_basebackup does. */
const SKIPPED = new Set(['pgdata/postmaster.pid', 'pgdata/postmaster.opts']);

/** The tables counted in the manifest and after a restore, with the words the scripts print. */
const COUNTED: readonly [PgTable, string][] = [
  [users, '用户'],
  [companies, '企业'],
  [policies, '政策'],
  [articles, '通知与新闻'],
  [consultations, '咨询'],
  [feedback, '服务诉求'],
  [uploads, '上传文件'],
  [auditLog, '审计日志'],
];
export const TABLE_LABELS: Record<string, string> = Object.fromEntries(COUNTED.map(([t, label]) => [getTableName(t), label]));

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  /** The cluster's PostgreSQL major version (pgdata/PG_VERSION): a copy opens only with a PGlite of that version. */
  postgres: z.string(),
  /** Migrations applied to the database when it was copied. */
  migrations: z.number().int().min(0),
  tables: z.record(z.string(), z.number().int().min(0)),
  uploads: z.object({
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /**
     * included: the portal kept its uploads in DATA_DIR/uploads, which the archive holds; external: it kept them
     * elsewhere (`external` says where: S3_BUCKET, or an UPLOADS_DIR outside DATA_DIR/uploads), and they are NOT in
     * the archive (`files` then counts only what DATA_DIR/uploads happened to hold). Older archives: included.
     */
    storage: z.enum(['included', 'external']).default('included'),
    external: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('s3'), bucket: z.string(), endpoint: z.string().optional() }),
        z.object({ kind: z.literal('directory'), path: z.string() }),
      ])
      .optional(),
  }),
  /**
   * included: DATA_DIR/secrets/data.key is in the archive (--with-key); excluded: left out (the default), the restore
   * needs a copy (--key-file) or keeps the target's own; external: DATA_KEY or DATA_KEY_FILE held it (not copied);
   * none: no key yet.
   */
  dataKey: z.enum(['included', 'excluded', 'external', 'none']),
  directories: z.array(z.string()),
  files: z.array(z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** Uploads kept outside DATA_DIR/uploads: in an S3 bucket, or in a directory elsewhere (UPLOADS_DIR). */
export type ExternalUploads = NonNullable<BackupManifest['uploads']['external']>;

/**
 * Where the settings keep uploads, when a backup of DATA_DIR cannot hold them: S3_BUCKET, or an UPLOADS_DIR that
 * is not DATA_DIR/uploads (nor inside it). Null: they are in DATA_DIR/uploads and go into the archive.
 */
export function externalUploads(env: {
  dataDir: string;
  uploadsDir: string;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
}): ExternalUploads | null {
  if (env.S3_BUCKET) return { kind: 's3', bucket: env.S3_BUCKET, ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}) };
  const uploadsDir = path.resolve(env.uploadsDir);
  return inside(path.join(path.resolve(env.dataDir), 'uploads'), uploadsDir) ? null : { kind: 'directory', path: uploadsDir };
}

/** Where external uploads are, in the words the scripts print: 「对象存储（S3）的存储桶 park（http://minio:9000）」, 「目录 /mnt/park-uploads」. */
export function describeExternalUploads(where: ExternalUploads): string {
  return where.kind === 's3'
    ? `对象存储（S3）的存储桶 ${where.bucket}${where.endpoint ? `（${where.endpoint}）` : ''}`
    : `目录 ${where.path}`;
}

/** A refusal or failure said in Chinese for the operator; the scripts print its message and exit 1. */
export class BackupError extends Error {}

/** The process holding DATA_DIR's lock, when it is another live one (the portal, or a script). */
async function lockHolder(dataDir: string): Promise<number | null> {
  const pid = Number((await readFile(path.join(dataDir, 'pgdata.lock'), 'utf8').catch(() => '')).trim());
  return pid && pid !== process.pid && processAlive(pid) ? pid : null;
}

const stopFirst = (dataDir: string, pid: number, what: string) =>
  new BackupError(
    `门户正在使用数据目录 ${dataDir}（进程 PID ${pid}）。内置数据库同一时间只允许一个进程打开：请先停止门户（或该进程），再运行${what}。`,
  );

/** Rows per counted table; `only`: just those names (an older backup's manifest, before a table was counted). */
async function countRows(db: Db, only?: readonly string[]): Promise<Record<string, number>> {
  const tables: Record<string, number> = {};
  for (const [table] of COUNTED) {
    if (only && !only.includes(getTableName(table))) continue;
    const [row] = await db.select({ n: count() }).from(table);
    tables[getTableName(table)] = row!.n;
  }
  return tables;
}

async function appliedMigrations(db: Db): Promise<number> {
  const exists = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  if (!exists.rows[0]?.ok) return 0;
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]!.n);
}

/** Migrations this program knows (server/db/migrations). */
export function knownMigrations(): number {
  const journal = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'meta', '_journal.json');
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

/** Every directory and regular file under DATA_DIR's roots, parents first, in a stable order. */
async function collect(dataDir: string, roots: readonly string[]): Promise<TarEntryInput[]> {
  const entries: TarEntryInput[] = [];
  const walk = async (rel: string) => {
    const full = path.join(dataDir, rel);
    const info = await lstat(full);
    if (info.isDirectory()) {
      entries.push({ type: 'directory', name: rel, mode: info.mode, mtime: info.mtime });
      for (const name of (await readdir(full)).sort()) await walk(`${rel}/${name}`);
    } else if (info.isFile()) {
      if (!SKIPPED.has(rel)) entries.push({ type: 'file', name: rel, mode: info.mode, mtime: info.mtime, size: info.size, source: full });
    } else {
      throw new BackupError(`数据目录中有无法备份的项目（链接或特殊文件）：${full}`);
    }
  };
  for (const root of roots) if (existsSync(path.join(dataDir, root))) await walk(root);
  return entries;
}

function inside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!path.isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${path.sep}`));
}

/** backups/portal-YYYYMMDD-HHmmss.tar.gz in China Standard Time. */
export function defaultArchiveName(now = new Date()): string {
  const t = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  return `portal-${t.slice(0, 10).replaceAll('-', '')}-${t.slice(11, 19).replaceAll(':', '')}.tar.gz`;
}

export type BackupOptions = {
  dataDir: string;
  archive: string;
  app: { name: string; version: string };
  /** DATA_KEY or DATA_KEY_FILE is set: the key lives outside DATA_DIR and is not in the backup. */
  externalKey: boolean;
  /** Put DATA_DIR/secrets in the archive (--with-key). By default it is left out: the key is kept apart from backups. */
  withKey?: boolean;
  /**
   * The uploads live outside DATA_DIR (externalUploads of the settings): recorded in the manifest as not in the
   * archive. DATA_DIR/uploads is still copied if it exists (files left from before the move, never lost).
   */
  externalUploads?: ExternalUploads | null;
  now?: Date;
};

/** Writes the archive (never over an existing file; a failed run leaves no file) and returns its manifest. */
export async function backupDataDir(opts: BackupOptions): Promise<BackupManifest> {
  const dataDir = path.resolve(opts.dataDir);
  const archive = path.resolve(opts.archive);
  if (!existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new BackupError(`在 ${dataDir} 没有找到内置数据库（pgdata）。请让 DATA_DIR 指向门户的数据目录。`);
  }
  if (existsSync(archive)) throw new BackupError(`备份文件 ${archive} 已存在，不会覆盖；请换一个文件名。`);
  if (ROOTS.some((root) => inside(path.join(dataDir, root), archive))) {
    throw new BackupError(`备份文件不能写在数据目录的 ${ROOTS.join('、')} 之中：${archive}`);
  }
  const holder = await lockHolder(dataDir);
  if (holder) throw stopFirst(dataDir, holder, ' npm run backup');
  let database: Database;
  try {
    database = await openDatabase({ dataDir });
  } catch (err) {
    const pid = await lockHolder(dataDir);
    if (pid) throw stopFirst(dataDir, pid, ' npm run backup');
    throw err;
  }
  const partial = `${archive}.partial-${process.pid}`;
  try {
    const tables = await countRows(database.db);
    const migrations = await appliedMigrations(database.db);
    await database.db.execute(sql`checkpoint`);
    const entries = await collect(dataDir, opts.withKey ? ROOTS : ROOTS.filter((r) => r !== 'secrets'));
    const uploadFiles = entries.filter((e) => e.type === 'file' && e.name.startsWith('uploads/'));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: (opts.now ?? new Date()).toISOString(),
      app: opts.app,
      postgres: (await readFile(path.join(dataDir, 'pgdata', 'PG_VERSION'), 'utf8')).trim(),
      migrations,
      tables,
      uploads: {
        files: uploadFiles.length,
        bytes: uploadFiles.reduce((sum, e) => sum + (e.type === 'file' ? e.size : 0), 0),
        ...(opts.externalUploads ? { storage: 'external' as const, external: opts.externalUploads } : { storage: 'included' as const }),
      },
      dataKey: opts.externalKey ? 'external' : !existsSync(defaultKeyFile(dataDir)) ? 'none' : opts.withKey ? 'included' : 'excluded',
      directories: entries.filter((e) => e.type === 'directory').map((e) => e.name),
      files: [],
    };
    await mkdir(path.dirname(archive), { recursive: true });
    const stream = tarStream(entries, {
      onFile: (name, size, sha256) => {
        if (name !== MANIFEST) manifest.files.push({ path: name, size, sha256 });
      },
      trailer: () => {
        const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
        return [{ type: 'file', name: MANIFEST, mode: 0o600, mtime: new Date(manifest.createdAt), size: body.length, source: body }];
      },
    });
    await pipeline(Readable.from(stream), createGzip(), createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
    await rename(partial, archive);
    return manifest;
  } catch (err) {
    await rm(partial, { force: true });
    if (err instanceof TarError) throw new BackupError(err.message);
    throw err;
  } finally {
    await database.close();
  }
}

export type RestoreOptions = {
  archive: string;
  target: string;
  /** Replace a target that is not empty (its contents are moved into target/.before-restore-…). */
  force: boolean;
  /** The key given by DATA_KEY / DATA_KEY_FILE, for an archive made without the key (dataKey 'external'). */
  externalKey?: Buffer;
  /** A copy of the data key (base64, as in secrets/data.key) for an archive made without it (the default): checked, then put in place. */
  keyFile?: string;
  now?: Date;
};

export type RestoreReport = {
  manifest: BackupManifest;
  target: string;
  /** Rows found in the restored database (equal to the manifest's, or the restore failed). */
  tables: Record<string, number>;
  migrations: number;
  files: number;
  /** Sealed uploads opened with the restored (or given) key; `missing`: rows whose file was already gone. */
  keyCheck: { opened: number; missing: number; key: KeySource };
  /** Where the target's earlier contents went (with force). */
  movedAside: string | null;
};

const SEALED_CHECKS = 3;

/** Where the key that opened the sealed uploads came from: the archive, --key-file, DATA_KEY, the target's own, or nowhere. */
type KeySource = 'archive' | 'file' | 'external' | 'kept' | 'none';

/** How the scripts name a key that did not open the sealed uploads. */
const KEY_WORDS: Record<Exclude<KeySource, 'archive' | 'none'>, string> = {
  file: '--key-file 给出的密钥',
  external: 'DATA_KEY / DATA_KEY_FILE 给出的密钥',
  kept: '目标目录原有的数据密钥（secrets/data.key）',
};

/** A data key file (base64 of 32 bytes), or undefined when there is none or it is not one. */
function readKeyFile(file: string): Buffer | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return loadDataKey({ DATA_KEY_FILE: file, dataDir: path.dirname(file) });
  } catch {
    return undefined;
  }
}

function describeArchiveError(err: unknown): BackupError {
  if (err instanceof BackupError) return err;
  if (err instanceof TarError) return new BackupError(`备份文件已损坏：${err.message}`);
  const code = (err as NodeJS.ErrnoException).code ?? '';
  if (code === 'Z_BUF_ERROR') return new BackupError(`备份文件不完整（可能在复制中被截断）：${(err as Error).message}`);
  if (code.startsWith('Z_')) return new BackupError(`备份文件已损坏或不是本程序生成的 .tar.gz（${(err as Error).message}）`);
  return new BackupError(`无法读取备份文件：${err instanceof Error ? err.message : String(err)}`);
}

/** Unpacks, verifies and moves the archive's data into `target`; throws BackupError and leaves the target as it was. */
export async function restoreArchive(opts: RestoreOptions): Promise<RestoreReport> {
  const archive = path.resolve(opts.archive);
  const target = path.resolve(opts.target);
  const archiveInfo = await stat(archive).catch(() => null);
  if (!archiveInfo?.isFile()) throw new BackupError(`找不到备份文件：${archive}`);
  let givenKey: Buffer | undefined;
  if (opts.keyFile) {
    try {
      givenKey = loadDataKey({ DATA_KEY_FILE: opts.keyFile, dataDir: target });
    } catch (err) {
      throw new BackupError(`无法使用密钥文件 ${opts.keyFile}：${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const targetInfo = await stat(target).catch(() => null);
  if (targetInfo && !targetInfo.isDirectory()) throw new BackupError(`恢复目标 ${target} 不是目录。`);
  // The lock, and the unpacking folder a restore stopped midway (a killed process) left: not the target's data.
  const leftover = (n: string) => /^\.restore-\d+$/.test(n);
  const existing = targetInfo ? (await readdir(target)).filter((n) => n !== 'pgdata.lock' && !leftover(n)) : [];
  if (existing.length && !opts.force) {
    throw new BackupError(
      `目标目录 ${target} 不是空的（${existing.slice(0, 5).join('、')}${existing.length > 5 ? ' 等' : ''}），恢复不会覆盖现有数据。` +
        `请换一个空目录；确认要替换时加 --force（原有内容会移到该目录下的 .before-restore-… 中）。`,
    );
  }
  if (targetInfo) {
    const holder = await lockHolder(target);
    if (holder) throw stopFirst(target, holder, ' npm run restore');
  }

  await mkdir(target, { recursive: true, mode: PRIVATE_DIR_MODE });
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(target);
  } catch (err) {
    const pid = await lockHolder(target);
    if (!targetInfo) await rmdir(target).catch(() => undefined);
    if (pid) throw stopFirst(target, pid, ' npm run restore');
    throw err;
  }
  const staging = path.join(target, `.restore-${process.pid}`);
  try {
    // Under the lock: no other restore is running here, so every unpacking folder is a dead one's.
    for (const name of (await readdir(target)).filter(leftover)) await rm(path.join(target, name), { recursive: true, force: true });
    const allowed = (name: string) => name === MANIFEST || ROOTS.some((r) => name === r || name.startsWith(`${r}/`));
    let extracted: TarEntryRead[] = [];
    try {
      await pipeline(createReadStream(archive), createGunzip(), async (source: AsyncIterable<Buffer>) => {
        extracted = await extractTar(source, staging, allowed);
      });
    } catch (err) {
      throw describeArchiveError(err);
    }
    const manifest = await readManifest(staging);
    const files = verifyAgainstManifest(extracted, manifest);
    const known = knownMigrations();
    if (manifest.migrations > known) {
      throw new BackupError(
        `这份备份来自更新版本的门户（${manifest.app.version}，已应用 ${manifest.migrations} 个数据库迁移，本程序只认识 ${known} 个）。请先把门户升级到该版本或更新的版本，再恢复。`,
      );
    }

    const keyInArchive = extracted.some((e) => e.name === KEY_FILE);
    if (givenKey && keyInArchive) throw new BackupError('这份备份已含数据密钥（secrets/data.key），不需要 --key-file。');
    // A backup without the key (the default) restored over the data folder that holds it (in place, --force): that
    // key stays in place, once it has opened the backup's sealed uploads.
    let keySource: 'file' | 'external' | 'kept' = givenKey ? 'file' : 'external';
    if (!givenKey && !opts.externalKey && !keyInArchive && manifest.dataKey === 'excluded' && existing.includes('secrets')) {
      givenKey = readKeyFile(defaultKeyFile(target));
      if (givenKey) keySource = 'kept';
    }
    const checked = await checkRestored(
      staging,
      manifest,
      keyInArchive && manifest.dataKey === 'included' ? undefined : (givenKey ?? opts.externalKey),
      keySource,
    );

    let movedAside: string | null = null;
    if (existing.length) {
      const stamp = defaultArchiveName(opts.now).replace(/^portal-|\.tar\.gz$/g, '');
      movedAside = path.join(target, `.before-restore-${stamp}`);
      await mkdir(movedAside, { mode: PRIVATE_DIR_MODE });
      for (const name of existing) await rename(path.join(target, name), path.join(movedAside, name));
    }
    for (const root of ROOTS) {
      if (existsSync(path.join(staging, root))) await rename(path.join(staging, root), path.join(target, root));
    }
    const keyFile = defaultKeyFile(target);
    if (givenKey) {
      await mkdir(path.dirname(keyFile), { recursive: true, mode: PRIVATE_DIR_MODE });
      await writeFile(keyFile, `${givenKey.toString('base64')}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    }
    if (existsSync(keyFile)) {
      await chmod(path.dirname(keyFile), PRIVATE_DIR_MODE);
      await chmod(keyFile, PRIVATE_FILE_MODE);
    }
    return { manifest, target, files, movedAside, ...checked };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await release();
    if (!targetInfo && (await readdir(target).catch(() => ['?'])).length === 0) await rmdir(target).catch(() => undefined);
  }
}

async function readManifest(staging: string): Promise<BackupManifest> {
  const text = await readFile(path.join(staging, MANIFEST), 'utf8').catch(() => null);
  if (text === null) throw new BackupError('备份文件中没有清单（manifest.json）：文件不完整，或不是 npm run backup 生成的备份。');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError('备份清单（manifest.json）无法解析：文件已损坏。');
  }
  const format = (parsed as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT) throw new BackupError('这不是本门户的备份文件（清单格式不符）。');
  if (typeof format.formatVersion === 'number' && format.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(`备份格式版本 ${format.formatVersion} 比本程序支持的（${BACKUP_FORMAT_VERSION}）新：请先升级门户再恢复。`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new BackupError(`备份清单（manifest.json）不完整：${result.error.issues[0]!.path.join('.')}`);
  return result.data;
}

/** Every file the manifest lists, with its size and SHA-256, and nothing else. Returns the number of files. */
function verifyAgainstManifest(extracted: TarEntryRead[], manifest: BackupManifest): number {
  const files = new Map(extracted.filter((e) => e.type === 'file' && e.name !== MANIFEST).map((e) => [e.name, e]));
  const dirs = new Set(extracted.filter((e) => e.type === 'directory').map((e) => e.name));
  const problems: string[] = [];
  for (const want of manifest.files) {
    const got = files.get(want.path);
    if (!got) problems.push(`缺少 ${want.path}`);
    else if (got.size !== want.size || got.sha256 !== want.sha256) problems.push(`${want.path} 的内容与清单不符`);
    files.delete(want.path);
  }
  for (const extra of files.keys()) problems.push(`清单中没有 ${extra}`);
  for (const dir of manifest.directories) if (!dirs.has(dir)) problems.push(`缺少目录 ${dir}`);
  if (!manifest.files.some((f) => f.path === 'pgdata/PG_VERSION')) problems.push('缺少数据库（pgdata）');
  if (problems.length) {
    throw new BackupError(
      `备份内容与清单不符（文件损坏或被改动）：${problems.slice(0, 5).join('；')}${problems.length > 5 ? ` 等 ${problems.length} 处` : ''}`,
    );
  }
  return manifest.files.length;
}

/** Opens the unpacked database: its rows must match the manifest, and the key must open sealed uploads. */
async function checkRestored(
  staging: string,
  manifest: BackupManifest,
  outsideKey: Buffer | undefined,
  outsideSource: keyof typeof KEY_WORDS,
) {
  let database: Database;
  try {
    database = await openDatabase({ dataDir: staging });
  } catch (err) {
    throw new BackupError(
      `恢复出的数据库无法打开（备份时为 PostgreSQL ${manifest.postgres}）：${err instanceof Error ? err.message : String(err)}`,
    );
  }
  try {
    const tables = await countRows(database.db, Object.keys(manifest.tables));
    const differ = Object.entries(manifest.tables).filter(([name, n]) => name in TABLE_LABELS && tables[name] !== n);
    if (differ.length) {
      throw new BackupError(
        `恢复出的数据库与备份清单不符：${differ.map(([name, n]) => `${TABLE_LABELS[name]} 应有 ${n} 条，找到 ${tables[name]}`).join('；')}`,
      );
    }
    const migrations = await appliedMigrations(database.db);

    const keyText = manifest.dataKey === 'included' ? await readFile(defaultKeyFile(staging), 'utf8') : null;
    const key = keyText !== null ? Buffer.from(keyText.trim(), 'base64') : outsideKey;
    const keyCheck: RestoreReport['keyCheck'] = {
      opened: 0,
      missing: 0,
      key: keyText !== null ? 'archive' : outsideKey ? outsideSource : 'none',
    };
    if (key) {
      if (key.length !== 32) throw new BackupError('备份中的数据密钥格式不对（应为 32 字节的 base64）。');
      const box = cipherBox(key);
      const sealed = await database.db
        .select({ id: uploads.id, path: uploads.path })
        .from(uploads)
        .where(eq(uploads.encrypted, true))
        .orderBy(uploads.id)
        .limit(SEALED_CHECKS);
      for (const row of sealed) {
        const data = await readFile(path.join(staging, 'uploads', row.path)).catch(() => null);
        if (!data) {
          keyCheck.missing += 1;
          continue;
        }
        try {
          box.open(data);
        } catch {
          throw new BackupError(
            keyCheck.key === 'archive'
              ? `备份中的数据密钥解不开加密文件（上传记录 ${row.id}）：备份不完整或密钥不是这份数据的。`
              : `${KEY_WORDS[outsideSource]}解不开这份备份的加密文件（上传记录 ${row.id}）：请使用备份时的密钥${outsideSource === 'kept' ? '（用 --key-file 给出）' : ''}。`,
          );
        }
        keyCheck.opened += 1;
      }
    }
    return { tables, migrations, keyCheck };
  } finally {
    await database.close();
  }
}
