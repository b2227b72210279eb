import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { loadDataKey } from './crypto';
import { exposedDataPaths, warnExposedData } from './data-dir';
import { LocalStorage } from './storage';

const roots: string[] = [];
function tempRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-modes-'));
  roots.push(root);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);
const settings = (dataDir: string) => ({ dataDir, uploadsDir: path.join(dataDir, 'uploads') });
function warnings(env: Parameters<typeof warnExposedData>[1]): string[] {
  const lines: string[] = [];
  warnExposedData({ warn: (msg) => lines.push(msg) }, env);
  return lines;
}

describe('DATA_DIR and what it holds are the portal user’s alone', () => {
  it('creates DATA_DIR, pgdata, secrets and uploads 0700 and their files 0600 under the usual umask, and warns of nothing', async () => {
    const umask = process.umask(0o022);
    const dataDir = path.join(tempRoot(), 'data');
    try {
      const database = await openDatabase({ dataDir });
      expect([mode(dataDir), mode(path.join(dataDir, 'pgdata')), mode(path.join(dataDir, 'pgdata.lock'))]).toEqual(['700', '700', '600']);
      await database.close();
    } finally {
      process.umask(umask);
    }
    loadDataKey({ dataDir });
    expect([mode(path.join(dataDir, 'secrets')), mode(path.join(dataDir, 'secrets', 'data.key'))]).toEqual(['700', '600']);
    const storage = new LocalStorage(path.join(dataDir, 'uploads'));
    await storage.put('private/2026/01/a.jpg', Buffer.from('x'));
    await storage.replace('private/2026/01/a.jpg', Buffer.from('y'));
    for (const dir of ['uploads', 'uploads/private', 'uploads/private/2026', 'uploads/private/2026/01'])
      expect(mode(path.join(dataDir, dir)), dir).toBe('700');
    expect(mode(path.join(dataDir, 'uploads/private/2026/01/a.jpg'))).toBe('600');
    expect(warnings(settings(dataDir))).toEqual([]);
    // A new DATA_DIR made from the build's database (a 0755 copy here): its pgdata is 0700 too.
    chmodSync(path.join(dataDir, 'pgdata'), 0o755);
    const second = path.join(tempRoot(), 'data');
    await (await openDatabase({ dataDir: second, template: path.join(dataDir, 'pgdata') })).close();
    expect([mode(second), mode(path.join(second, 'pgdata'))]).toEqual(['700', '700']);
  });

  it('warns once at start, naming what others can read and the chmod that fixes it', () => {
    const dataDir = tempRoot();
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'secrets'), { mode: 0o700 });
    writeFileSync(path.join(dataDir, 'secrets', 'data.key'), 'k\n', { mode: 0o644 });
    chmodSync(path.join(dataDir, 'secrets', 'data.key'), 0o644);
    mkdirSync(path.join(dataDir, 'uploads'), { mode: 0o750 });
    chmodSync(path.join(dataDir, 'uploads'), 0o750);
    const key = path.join(dataDir, 'secrets', 'data.key');
    const uploads = path.join(dataDir, 'uploads');
    expect(exposedDataPaths(settings(dataDir))).toEqual({ dirs: [dataDir, uploads], files: [key] });
    const lines = warnings(settings(dataDir));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(dataDir);
    expect(lines[0]).toContain(`请执行：chmod 700 ${dataDir} ${uploads} && chmod 600 ${key}`);
    // Uploads in a bucket: their folder is not asked about.
    chmodSync(dataDir, 0o700);
    chmodSync(key, 0o600);
    expect(warnings({ ...settings(dataDir), S3_BUCKET: 'park' })).toEqual([]);
  });
});
