import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceFingerprint } from '../../scripts/build.js';
import { projectRoot } from '../../scripts/lib/server-process';

/**
 * `npm start` (scripts/start.js) sizes V8's young generation by database: its own flag on the embedded default, a
 * larger one on PostgreSQL, for which it runs the server in a child with the flag changed. Here the build it starts is
 * a stand-in (a build folder stamped as fresh, whose server says how it was started and stops on SIGTERM), so what is
 * tested is the script itself, with no database.
 */
let build: string;
const START_FLAGS = ['--max-old-space-size=384', '--max-semi-space-size=8'];

beforeAll(() => {
  build = mkdtempSync(path.join(tmpdir(), 'start-script-'));
  mkdirSync(path.join(build, 'server'));
  writeFileSync(path.join(build, 'server/index.js'), '');
  writeFileSync(path.join(build, 'build-stamp.json'), JSON.stringify({ sources: sourceFingerprint() }));
  // CommonJS (no package.json above it): records its process and flags, then ends as told or waits for SIGTERM.
  writeFileSync(
    path.join(build, 'server-main.js'),
    [
      "const fs = require('node:fs');",
      'const report = process.env.STUB_REPORT;',
      // The handler first: the test sends SIGTERM as soon as the report is there, and a SIGTERM before the handler
      // ended the stand-in by the signal (a busy CI machine preempted it between the two lines once).
      "process.on('SIGTERM', () => { fs.writeFileSync(report + '.stopped', 'SIGTERM'); process.exit(0); });",
      'fs.writeFileSync(report, JSON.stringify({ pid: process.pid, execArgv: process.execArgv }));',
      'if (process.env.STUB_EXIT) process.exit(Number(process.env.STUB_EXIT));',
      'setInterval(() => {}, 1000);',
    ].join('\n'),
  );
}, 60_000);

afterAll(() => rmSync(build, { recursive: true, force: true }));

type Report = { pid: number; execArgv: string[] };
let runs = 0;

/** scripts/start.js under Node with `flags`; resolves once the stand-in server has said how it runs. */
async function start(flags: string[], env: Record<string, string>) {
  const report = path.join(build, `report-${++runs}.json`);
  const proc = spawn(process.execPath, [...flags, path.join(projectRoot, 'scripts/start.js')], {
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', BUILD_DIR: build, STUB_REPORT: report, DATABASE_URL: '', ...env },
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 20_000;
  while (!existsSync(report) || readFileSync(report, 'utf8') === '') {
    if (Date.now() > deadline) throw new Error('the stand-in server never started');
    await new Promise((r) => setTimeout(r, 20));
  }
  const server = JSON.parse(readFileSync(report, 'utf8')) as Report;
  return { proc, server, exited, stopped: () => existsSync(`${report}.stopped`) };
}

describe('npm start: the young generation by database', () => {
  it('runs the server in its own process, with its own flags, on the embedded default', async () => {
    const run = await start(START_FLAGS, {});
    expect(run.server.pid).toBe(run.proc.pid);
    expect(run.server.execArgv).toEqual(START_FLAGS);
    run.proc.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
  });

  it('on PostgreSQL, runs it in a child with a young generation of 32 MB, hands it SIGTERM and ends as it ends', async () => {
    const run = await start(START_FLAGS, { DATABASE_URL: 'postgres://park@127.0.0.1:5432/park' });
    expect(run.server.pid).not.toBe(run.proc.pid);
    expect(run.server.execArgv).toEqual(['--max-old-space-size=384', '--max-semi-space-size=32']);
    run.proc.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.stopped()).toBe(true);
  });

  it("on PostgreSQL, ends with the server's exit code", async () => {
    const run = await start(START_FLAGS, { DATABASE_URL: 'postgres://park@127.0.0.1:5432/park', STUB_EXIT: '3' });
    expect(run.server.pid).not.toBe(run.proc.pid);
    expect(await run.exited).toEqual({ code: 3, signal: null });
  });

  it('keeps flags a person gave of their own, on PostgreSQL too', async () => {
    const own = ['--max-old-space-size=1024', '--max-semi-space-size=16'];
    const run = await start(own, { DATABASE_URL: 'postgres://park@127.0.0.1:5432/park' });
    expect(run.server.pid).toBe(run.proc.pid);
    expect(run.server.execArgv).toEqual(own);
    run.proc.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
  });
});
