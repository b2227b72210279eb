import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';
import { asc, count, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cipherBox, defaultKeyFile, loadDataKey } from '../lib/crypto';
import { LocalStorage } from '../lib/storage';
import { extractTar, tarStream, type TarEntryInput } from '../lib/tar';
import { readUpload, storeUpload } from '../modules/uploads/uploads.service';
import { backupDataDir, externalUploads, restoreArchive, type BackupManifest } from './backup';
import { openDatabase, type Db } from './client';
import { articles, auditLog, companies, consultations, feedback, policies, uploads, users } from './schema/index';
import { seedDemo } from './seed/index';

const run = promisify(execFile);
const app = { name: 'park-portal', version: 'test' };
const TABLES: PgTable[] = [users, companies, policies, articles, consultations, feedback, uploads, auditLog];

let root: string;
let source: string;
let archive: string;
let manifest: BackupManifest;
let counts: Record<string, number>;
let someRows: Awaited<ReturnType<typeof rowsOf>>;
let sealed: { id: number; path: string; bytes: Buffer };
let plain: { id: number; path: string; bytes: Buffer };

async function countAll(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) out[getTableName(table)] = (await db.select({ n: count() }).from(table))[0]!.n;
  return out;
}

/** A few specific rows to find again after the restore. */
async function rowsOf(db: Db) {
  return {
    companies: await db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.id)).limit(5),
    policies: await db
      .select({ id: policies.id, title: policies.title, releaseTime: policies.releaseTime })
      .from(policies)
      .orderBy(asc(policies.id))
      .limit(5),
    users: await db
      .select({ id: users.id, nickname: users.nickname, loginType: users.loginType })
      .from(users)
      .orderBy(asc(users.id))
      .limit(5),
    uploads: await db
      .select({ id: uploads.id, path: uploads.path, encrypted: uploads.encrypted, bytes: uploads.bytes })
      .from(uploads)
      .orderBy(asc(uploads.id)),
  };
}

/** Names and contents of everything under a folder, to show it did not change. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (rel: string) => {
    for (const name of (await readdir(path.join(dir, rel))).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      const info = await lstat(path.join(dir, r));
      if (info.isDirectory()) {
        out[`${r}/`] = '';
        await walk(r);
      } else
        out[r] = createHash('sha256')
          .update(await readFile(path.join(dir, r)))
          .digest('hex');
    }
  };
  await walk('');
  return out;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
  source = path.join(root, 'data');
  // Opened the way the server opens it (a copy of the build's cluster when there is one), then migrated.
  const database = await openDatabase({ dataDir: source, template: path.resolve('build', 'pgdata-template') });
  try {
    await database.migrate();
    await seedDemo(database.db);
    const [owner] = await database.db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
    // Stored through the real path: a licence sealed with the data key under DATA_DIR/secrets, a logo in plain.
    const storage = new LocalStorage(path.join(source, 'uploads'));
    const box = cipherBox(loadDataKey({ dataDir: source }));
    const licence = randomBytes(20_000);
    const logo = randomBytes(7_000);
    const a = await storeUpload(database.db, storage, box, owner!.id, 'license', licence);
    const b = await storeUpload(database.db, storage, box, owner!.id, 'shop_logo', logo);
    sealed = { id: a.id, path: a.path, bytes: licence };
    plain = { id: b.id, path: b.path, bytes: logo };
    counts = await countAll(database.db);
    someRows = await rowsOf(database.db);
  } finally {
    await database.close();
  }
  archive = path.join(root, 'backups', 'portal.tar.gz');
  manifest = await backupDataDir({ dataDir: source, archive, app, externalKey: false, withKey: true });
}, 180_000);

afterAll(() => rm(root, { recursive: true, force: true }));

describe('npm run backup', () => {
  it('writes one .tar.gz, readable by its owner only, that tar lists: the database, the uploads, the data key (--with-key) and a manifest', async () => {
    expect(counts.companies).toBeGreaterThan(0);
    expect(counts.policies).toBeGreaterThan(0);
    expect(manifest.tables).toEqual(counts);
    expect(manifest.migrations).toBeGreaterThan(0);
    expect(manifest.uploads).toEqual({ files: 2, bytes: expect.any(Number), storage: 'included' });
    expect(manifest.dataKey).toBe('included');
    expect((await stat(archive)).mode & 0o777).toBe(0o600);

    const listed = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .trim()
      .split('\n');
    expect(listed).toEqual(
      expect.arrayContaining(['pgdata/PG_VERSION', 'secrets/data.key', `uploads/${sealed.path}`, `uploads/${plain.path}`, 'manifest.json']),
    );
    expect(listed.at(-1)).toBe('manifest.json');
    // The open cluster's process file and the data folder's lock are not data.
    expect(listed).not.toContain('pgdata/postmaster.pid');
    expect(listed).not.toContain('pgdata.lock');
    expect(listed.filter((n) => !n.endsWith('/') && n !== 'manifest.json')).toHaveLength(manifest.files.length);

    // The sealed licence is in the archive as ciphertext, never in the clear.
    const inArchive = execFileSync('tar', ['-xzOf', archive, `uploads/${sealed.path}`], { maxBuffer: 1024 * 1024 });
    expect(inArchive.equals(sealed.bytes)).toBe(false);
    expect(inArchive.includes(sealed.bytes.subarray(0, 64))).toBe(false);
  });

  it('never overwrites an existing file, and refuses a folder without the embedded database', async () => {
    await expect(backupDataDir({ dataDir: source, archive, app, externalKey: false })).rejects.toThrow(/已存在，不会覆盖/);
    const empty = path.join(root, 'no-database');
    await mkdir(empty);
    await expect(backupDataDir({ dataDir: empty, archive: path.join(root, 'x.tar.gz'), app, externalKey: false })).rejects.toThrow(
      /没有找到内置数据库/,
    );
    expect(existsSync(path.join(root, 'x.tar.gz'))).toBe(false);
    // Nor inside what it copies (the next backup would hold the last one).
    const within = path.join(source, 'uploads', 'self.tar.gz');
    await expect(backupDataDir({ dataDir: source, archive: within, app, externalKey: false })).rejects.toThrow(/不能写在数据目录/);
    expect(existsSync(within)).toBe(false);
  });
});

// Each restore unpacks and opens a whole cluster: seconds each, more on a busy machine.
describe('npm run restore', { timeout: 90_000 }, () => {
  it('restores into a fresh directory: the same records, and the same upload bytes opened with the restored key', async () => {
    const target = path.join(root, 'restored');
    const report = await restoreArchive({ archive, target, force: false });
    expect(report.tables).toEqual(counts);
    expect(report.files).toBe(manifest.files.length);
    expect(report.keyCheck).toEqual({ opened: 1, missing: 0, key: 'archive' });
    expect(report.movedAside).toBeNull();
    expect((await readdir(target)).sort()).toEqual(['pgdata', 'secrets', 'uploads']);
    expect((await stat(path.join(target, 'secrets', 'data.key'))).mode & 0o777).toBe(0o600);

    const database = await openDatabase({ dataDir: target });
    try {
      expect(await countAll(database.db)).toEqual(counts);
      expect(await rowsOf(database.db)).toEqual(someRows);
      // The server's start migrates it without complaint.
      await database.migrate();
    } finally {
      await database.close();
    }
    const storage = new LocalStorage(path.join(target, 'uploads'));
    const box = cipherBox(loadDataKey({ dataDir: target }));
    expect(await readUpload(storage, box, { path: sealed.path, encrypted: true })).toEqual(sealed.bytes);
    expect(await readUpload(storage, box, { path: plain.path, encrypted: false })).toEqual(plain.bytes);
  });

  it('refuses a target that is not empty (without --force) and leaves it as it was', async () => {
    const target = path.join(root, 'occupied');
    await mkdir(target);
    await writeFile(path.join(target, 'notes.txt'), 'keep me');
    const before = await snapshot(target);
    await expect(restoreArchive({ archive, target, force: false })).rejects.toThrow(/不是空的.*--force/);
    expect(await snapshot(target)).toEqual(before);
  });

  it('a damaged or cut archive gives a clear error and leaves the target untouched, even with --force', async () => {
    const data = await readFile(archive);
    const damaged = Buffer.from(data);
    for (let i = Math.floor(data.length / 2); i < Math.floor(data.length / 2) + 64; i++) damaged[i] = damaged[i]! ^ 0x5a;
    const damagedFile = path.join(root, 'damaged.tar.gz');
    await writeFile(damagedFile, damaged);
    const cutFile = path.join(root, 'cut.tar.gz');
    await writeFile(cutFile, data.subarray(0, Math.floor(data.length * 0.8)));

    const fresh = path.join(root, 'never-made');
    await expect(restoreArchive({ archive: damagedFile, target: fresh, force: false })).rejects.toThrow(/备份文件(已损坏|不完整)/);
    expect(existsSync(fresh)).toBe(false);
    await expect(restoreArchive({ archive: cutFile, target: fresh, force: false })).rejects.toThrow(/备份文件(已损坏|不完整)/);
    expect(existsSync(fresh)).toBe(false);

    const kept = path.join(root, 'kept');
    await mkdir(path.join(kept, 'uploads'), { recursive: true });
    await writeFile(path.join(kept, 'uploads', 'old.jpg'), 'old bytes');
    const before = await snapshot(kept);
    await expect(restoreArchive({ archive: damagedFile, target: kept, force: true })).rejects.toThrow(/备份文件/);
    await expect(restoreArchive({ archive: cutFile, target: kept, force: true })).rejects.toThrow(/备份文件/);
    expect(await snapshot(kept)).toEqual(before);
  });

  it('finds a file altered inside a well-formed archive (the manifest’s SHA-256), and a database that does not hold the rows the manifest counted', async () => {
    const unpacked = path.join(root, 'unpacked');
    let entries: Awaited<ReturnType<typeof extractTar>> = [];
    await pipeline(createReadStream(archive), createGunzip(), async (s: AsyncIterable<Buffer>) => {
      entries = await extractTar(s, unpacked, () => true);
    });
    const repack = async (name: string) => {
      const file = path.join(root, name);
      const inputs: TarEntryInput[] = [];
      for (const e of entries) {
        const full = path.join(unpacked, e.name);
        const mtime = new Date();
        inputs.push(
          e.type === 'directory'
            ? { type: 'directory', name: e.name, mode: e.mode, mtime }
            : { type: 'file', name: e.name, mode: e.mode, mtime, size: (await stat(full)).size, source: full },
        );
      }
      await pipeline(Readable.from(tarStream(inputs)), createGzip({ level: 1 }), createWriteStream(file));
      return file;
    };

    // Every file as listed, but the manifest counted one company more than the database holds.
    const manifestFile = path.join(unpacked, 'manifest.json');
    const original = await readFile(manifestFile, 'utf8');
    const counted = JSON.parse(original) as BackupManifest;
    counted.tables.companies = counts.companies! + 1;
    await writeFile(manifestFile, JSON.stringify(counted));
    const target = path.join(root, 'from-tampered');
    await expect(restoreArchive({ archive: await repack('miscounted.tar.gz'), target, force: false })).rejects.toThrow(
      `恢复出的数据库与备份清单不符：企业 应有 ${counts.companies! + 1} 条，找到 ${counts.companies}`,
    );
    expect(existsSync(target)).toBe(false);

    // The manifest as written, one upload altered: same size, other bytes, so only the checksum can tell.
    await writeFile(manifestFile, original);
    const victim = path.join(unpacked, 'uploads', plain.path);
    const bytes = await readFile(victim);
    bytes[10] = bytes[10]! ^ 0xff;
    await writeFile(victim, bytes);
    await expect(restoreArchive({ archive: await repack('tampered.tar.gz'), target, force: false })).rejects.toThrow(
      new RegExp(`与清单不符.*uploads/${plain.path}`),
    );
    expect(existsSync(target)).toBe(false);
  });

  it('with --force, moves what the target held aside and restores', async () => {
    const target = path.join(root, 'replaced');
    await mkdir(path.join(target, 'uploads'), { recursive: true });
    await writeFile(path.join(target, 'uploads', 'old.jpg'), 'old bytes');
    const report = await restoreArchive({ archive, target, force: true, now: new Date('2026-03-04T05:06:07Z') });
    expect(report.movedAside).toBe(path.join(target, '.before-restore-20260304-130607'));
    expect(await readFile(path.join(report.movedAside!, 'uploads', 'old.jpg'), 'utf8')).toBe('old bytes');
    expect(existsSync(path.join(target, 'uploads', 'old.jpg'))).toBe(false);
    expect(await readFile(path.join(target, 'uploads', plain.path))).toEqual(plain.bytes);
    expect(report.tables).toEqual(counts);
  });

  it('a backup holds no key by default: the restore takes a copy (--key-file), checks that it opens the sealed uploads, and puts it in place', async () => {
    const keyless = path.join(root, 'backups', 'without-key.tar.gz');
    const m = await backupDataDir({ dataDir: source, archive: keyless, app, externalKey: false });
    expect(m.dataKey).toBe('excluded');
    const listed = execFileSync('tar', ['-tzf', keyless], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\n');
    expect(listed.filter((n) => n.startsWith('secrets'))).toEqual([]);

    const wrongKey = path.join(root, 'wrong.key');
    await writeFile(wrongKey, `${randomBytes(32).toString('base64')}\n`);
    const target = path.join(root, 'keyless');
    await expect(restoreArchive({ archive: keyless, target, force: false, keyFile: wrongKey })).rejects.toThrow(
      /--key-file 给出的密钥解不开/,
    );
    expect(existsSync(target)).toBe(false);

    const report = await restoreArchive({ archive: keyless, target, force: false, keyFile: defaultKeyFile(source) });
    expect(report.keyCheck).toEqual({ opened: 1, missing: 0, key: 'file' });
    expect((await stat(defaultKeyFile(target))).mode & 0o777).toBe(0o600);
    const box = cipherBox(loadDataKey({ dataDir: target }));
    expect(await readUpload(new LocalStorage(path.join(target, 'uploads')), box, { path: sealed.path, encrypted: true })).toEqual(
      sealed.bytes,
    );

    // An archive that carries its key takes no other.
    await expect(restoreArchive({ archive, target: path.join(root, 'two-keys'), force: false, keyFile: wrongKey })).rejects.toThrow(
      /不需要 --key-file/,
    );
    expect(existsSync(path.join(root, 'two-keys'))).toBe(false);
  });

  it('a backup without the key restored in place (--force) keeps the data folder’s own key once it opens the sealed uploads, and refuses another', async () => {
    const keyless = path.join(root, 'backups', 'in-place.tar.gz');
    expect((await backupDataDir({ dataDir: source, archive: keyless, app, externalKey: false })).dataKey).toBe('excluded');
    // The data folder as it was: its database and its key (restored from the backup that holds it).
    const target = path.join(root, 'in-place');
    await restoreArchive({ archive, target, force: false });
    const report = await restoreArchive({ archive: keyless, target, force: true });
    expect(report.keyCheck).toEqual({ opened: 1, missing: 0, key: 'kept' });
    expect(await readFile(defaultKeyFile(target), 'utf8')).toBe(await readFile(defaultKeyFile(source), 'utf8'));
    expect((await stat(defaultKeyFile(target))).mode & 0o777).toBe(0o600);
    // A folder whose key is another: refused, left as it was.
    await writeFile(defaultKeyFile(target), `${randomBytes(32).toString('base64')}\n`);
    const before = await snapshot(target);
    await expect(restoreArchive({ archive: keyless, target, force: true })).rejects.toThrow(/目标目录原有的数据密钥.*解不开.*--key-file/);
    expect(await snapshot(target)).toEqual(before);
  });

  it('an archive made with the key outside DATA_DIR (DATA_KEY) is refused with another key', async () => {
    const external = path.join(root, 'backups', 'external-key.tar.gz');
    const m = await backupDataDir({ dataDir: source, archive: external, app, externalKey: true });
    expect(m.dataKey).toBe('external');
    const target = path.join(root, 'wrong-key');
    await expect(restoreArchive({ archive: external, target, force: false, externalKey: randomBytes(32) })).rejects.toThrow(
      /DATA_KEY.*解不开/,
    );
    expect(existsSync(target)).toBe(false);
  });
});

describe('uploads kept outside DATA_DIR (S3_BUCKET, or UPLOADS_DIR elsewhere)', { timeout: 90_000 }, () => {
  it('are told apart from DATA_DIR/uploads by the settings', () => {
    const dataDir = '/srv/portal/data';
    expect(externalUploads({ dataDir, uploadsDir: '/srv/portal/data/uploads' })).toBeNull();
    expect(externalUploads({ dataDir, uploadsDir: '/srv/portal/data/uploads/' })).toBeNull();
    expect(externalUploads({ dataDir, uploadsDir: '/srv/portal/data/uploads/park' })).toBeNull();
    expect(externalUploads({ dataDir, uploadsDir: '/mnt/park-uploads' })).toEqual({ kind: 'directory', path: '/mnt/park-uploads' });
    // Inside DATA_DIR but not its uploads/: the backup does not copy it either.
    expect(externalUploads({ dataDir, uploadsDir: '/srv/portal/data/files' })).toEqual({
      kind: 'directory',
      path: '/srv/portal/data/files',
    });
    expect(externalUploads({ dataDir, uploadsDir: '/srv/portal/data/uploads', S3_BUCKET: 'park-uploads' })).toEqual({
      kind: 's3',
      bucket: 'park-uploads',
    });
    expect(
      externalUploads({ dataDir, uploadsDir: '/srv/portal/data/uploads', S3_BUCKET: 'park', S3_ENDPOINT: 'http://minio:9000' }),
    ).toEqual({
      kind: 's3',
      bucket: 'park',
      endpoint: 'http://minio:9000',
    });
  });

  it('the manifest records that the uploads are not in the archive, and where they were; the restore reads it back', async () => {
    const file = path.join(root, 'backups', 'external-uploads.tar.gz');
    const where = { kind: 's3', bucket: 'park-uploads', endpoint: 'http://minio:9000' } as const;
    const m = await backupDataDir({ dataDir: source, archive: file, app, externalKey: false, externalUploads: where });
    expect(m.uploads).toMatchObject({ storage: 'external', external: where });
    const written = JSON.parse(execFileSync('tar', ['-xzOf', file, 'manifest.json'], { encoding: 'utf8' })) as BackupManifest;
    expect(written.uploads).toMatchObject({ storage: 'external', external: where });
    // A backup of DATA_DIR/uploads says so too.
    expect(manifest.uploads.storage).toBe('included');
    expect(manifest.uploads.external).toBeUndefined();

    const report = await restoreArchive({ archive: file, target: path.join(root, 'external-restored'), force: false });
    expect(report.manifest.uploads).toMatchObject({ storage: 'external', external: where });
    expect(report.tables).toEqual(counts);
  });
});

describe('a running portal', () => {
  let holder: ChildProcess;
  afterAll(async () => {
    holder?.kill();
    await rm(path.join(source, 'pgdata.lock'), { force: true });
  });

  it('is asked to stop first: neither backup nor restore touches a data folder another live process holds', async () => {
    holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    await writeFile(path.join(source, 'pgdata.lock'), String(holder.pid));
    const before = await snapshot(source);
    await expect(backupDataDir({ dataDir: source, archive: path.join(root, 'busy.tar.gz'), app, externalKey: false })).rejects.toThrow(
      new RegExp(`PID ${holder.pid}.*请先停止门户`),
    );
    expect(existsSync(path.join(root, 'busy.tar.gz'))).toBe(false);
    await expect(restoreArchive({ archive, target: source, force: true })).rejects.toThrow(/请先停止门户/);
    expect(await snapshot(source)).toEqual(before);
  });
});

describe('the scripts', () => {
  const tsx = path.resolve('node_modules', '.bin', 'tsx');
  const scriptEnv = () => {
    const { DATABASE_URL: _u, DATA_KEY: _k, DATA_KEY_FILE: _f, UPLOADS_DIR: _d, S3_BUCKET: _b, S3_ENDPOINT: _e, ...rest } = process.env;
    return { ...rest, DATA_DIR: source, LOG_LEVEL: 'silent' };
  };

  it('npm run backup and npm run restore say in Chinese what they wrote and what they found', async () => {
    const file = path.join(root, 'cli', 'portal-cli.tar.gz');
    const backup = await run(tsx, ['scripts/backup.ts', file], { env: scriptEnv() });
    expect(backup.stdout).toContain(`已备份到 ${file}`);
    expect(backup.stdout).toContain(`企业 ${counts.companies}`);
    // The key stays out by default: the output says where it is and that it is kept apart.
    expect(backup.stdout).toContain(`数据密钥：没有放进备份（默认）。密钥在 ${defaultKeyFile(source)}，请另行妥善保存，且与备份分开存放`);
    expect(execFileSync('tar', ['-tzf', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })).not.toContain('secrets');
    const withKey = await run(tsx, ['scripts/backup.ts', path.join(root, 'cli', 'with-key.tar.gz'), '--with-key'], { env: scriptEnv() });
    expect(withKey.stdout).toContain('数据密钥：已包含（--with-key');
    // --without-key, from before the key was left out by default, is still taken and changes nothing.
    const oldFlag = await run(tsx, ['scripts/backup.ts', path.join(root, 'cli', 'old-flag.tar.gz'), '--without-key'], { env: scriptEnv() });
    expect(oldFlag.stdout).toContain('数据密钥：没有放进备份（默认）');

    const target = path.join(root, 'cli-restored');
    // What a restore killed midway leaves is not data: no --force needed, and it is cleared.
    await mkdir(path.join(target, '.restore-4242', 'pgdata'), { recursive: true });
    await writeFile(path.join(target, '.restore-4242', 'pgdata', 'PG_VERSION'), '18');
    const restore = await run(tsx, ['scripts/restore.ts', file, target, '--key-file', defaultKeyFile(source)], { env: scriptEnv() });
    expect(restore.stdout).toContain(`已恢复到 ${target}`);
    expect(restore.stdout).toContain(`企业 ${counts.companies}、政策 ${counts.policies}`);
    expect(restore.stdout).toContain('已把 --key-file 给出的密钥放到 secrets/data.key，并用它解开了 1 个加密文件');
    expect((await readdir(target)).sort()).toEqual(['pgdata', 'secrets', 'uploads']);

    const again = run(tsx, ['scripts/restore.ts', file, target], { env: scriptEnv() });
    await expect(again).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('不是空的') });
    // Uploads in DATA_DIR: no word about storage elsewhere.
    expect(backup.stderr).not.toContain('警告');
    expect(restore.stderr).not.toContain('警告');
  }, 120_000);

  it('with uploads outside DATA_DIR, both warn that the archive does not hold them and say where they are', async () => {
    const elsewhere = path.join(root, 'shared-uploads');
    await mkdir(elsewhere, { recursive: true });
    const file = path.join(root, 'cli', 'portal-elsewhere.tar.gz');
    const backup = await run(tsx, ['scripts/backup.ts', file], { env: { ...scriptEnv(), UPLOADS_DIR: elsewhere } });
    expect(backup.stdout).toContain(`已备份到 ${file}`);
    expect(backup.stdout).toContain(`上传文件：不在这份备份中（门户的上传文件存放在目录 ${elsewhere}`);
    expect(backup.stderr).toContain(`警告：上传文件没有备份！门户的上传文件存放在目录 ${elsewhere}`);
    expect(backup.stderr).toContain('请用该存储自己的工具另行备份');
    const written = JSON.parse(execFileSync('tar', ['-xzOf', file, 'manifest.json'], { encoding: 'utf8' })) as BackupManifest;
    expect(written.uploads).toMatchObject({ storage: 'external', external: { kind: 'directory', path: elsewhere } });

    // An S3 bucket: the same, naming the bucket and its endpoint.
    const s3File = path.join(root, 'cli', 'portal-s3.tar.gz');
    const s3 = await run(tsx, ['scripts/backup.ts', s3File], {
      env: { ...scriptEnv(), S3_BUCKET: 'park-uploads', S3_ENDPOINT: 'http://127.0.0.1:9000' },
    });
    expect(s3.stderr).toContain('警告：上传文件没有备份！门户的上传文件存放在对象存储（S3）的存储桶 park-uploads（http://127.0.0.1:9000）');

    const target = path.join(root, 'cli-restored-elsewhere');
    const restore = await run(tsx, ['scripts/restore.ts', s3File, target], { env: scriptEnv() });
    expect(restore.stdout).toContain(`已恢复到 ${target}`);
    expect(restore.stdout).toContain('上传文件：不在这份备份中（备份时存放在对象存储（S3）的存储桶 park-uploads');
    expect(restore.stderr).toContain(
      '警告：这份备份不含上传文件。备份时门户的上传文件存放在对象存储（S3）的存储桶 park-uploads（http://127.0.0.1:9000），须用该存储自己的工具恢复',
    );
  }, 180_000);
});
