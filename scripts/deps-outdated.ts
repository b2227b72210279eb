/**
 * `npm run deps:outdated`: every runtime dependency (package.json "dependencies") against the registry — the
 * newest patch of the pinned major.minor, and the newest release. Exit 1 when a newer patch exists (patches are
 * taken promptly; minors and majors are a decision, see docs/SECURITY.md).
 *
 * Why not `npm outdated --omit=dev`: it compares against the `latest` dist-tag only (a newer patch of an older
 * line is never shown), and on these machines it missed sanitize-html 2.17.5 → 2.17.7 / 2.18.1 altogether. `npm audit`
 * is not answered by the registry these machines reach, so nothing here depends on it.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from './lib/server-process';

const run = promisify(execFile);
const CONCURRENCY = 8;

/** Patches deliberately not taken yet, with the reason (printed; they do not fail the check). */
const HELD: Record<string, string> = {
  'react-router':
    'react-router, @react-router/node and @react-router/dev must be one exact version, and @react-router/dev 7.18.5 is not published',
  '@react-router/node': 'as react-router',
};

type Row = { name: string; current: string; patch: string; latest: string };

const parse = (v: string) => v.split('-')[0]!.split('.').map(Number) as [number, number, number];
const stable = (v: string) => /^\d+\.\d+\.\d+$/.test(v);
const newer = (a: string, b: string) => {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! > y[i]!;
  return false;
};

async function check(name: string, current: string): Promise<Row> {
  const { stdout } = await run('npm', ['view', name, 'versions', 'dist-tags.latest', '--json'], { maxBuffer: 32 * 1024 * 1024 });
  const info = JSON.parse(stdout) as { versions: string[]; 'dist-tags.latest': string };
  const [major, minor] = parse(current);
  const line = info.versions.filter((v) => stable(v) && parse(v)[0] === major && parse(v)[1] === minor);
  const patch = line.reduce((best, v) => (newer(v, best) ? v : best), current);
  return { name, current, patch, latest: info['dist-tags.latest'] };
}

async function main() {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const deps = Object.entries(pkg.dependencies).map(([name, spec]) => ({ name, current: spec.replace(/^[\^~]/, '') }));
  const rows: Row[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < deps.length) {
        const d = deps[next++]!;
        rows.push(await check(d.name, d.current));
      }
    }),
  );
  rows.sort((a, b) => a.name.localeCompare(b.name));
  const patchable = rows.filter((r) => r.patch !== r.current && !HELD[r.name]);
  const held = rows.filter((r) => r.patch !== r.current && HELD[r.name]);
  const behind = rows.filter((r) => r.latest !== r.current && newer(r.latest, r.current));
  process.stdout.write(`${rows.length} runtime dependencies checked\n`);
  process.stdout.write(
    patchable.length ? 'newer patch releases (take them):\n' : 'every runtime dependency is on the newest patch of its line\n',
  );
  for (const r of patchable) process.stdout.write(`  ${r.name} ${r.current} → ${r.patch}\n`);
  for (const r of held) process.stdout.write(`  held: ${r.name} ${r.current} (patch ${r.patch} exists): ${HELD[r.name]}\n`);
  if (behind.length) process.stdout.write('newer minor or major releases (a decision; see docs/SECURITY.md):\n');
  for (const r of behind) process.stdout.write(`  ${r.name} ${r.current}, latest ${r.latest}\n`);
  if (patchable.length) process.exitCode = 1;
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(2);
});
