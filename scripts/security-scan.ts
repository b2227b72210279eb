/**
 * `npm run security:scan`: sqlmap on every call that takes an id or a keyword (and the pages and file routes
 * that take one in the address), then a wapiti crawl of the public site, against a real server on the embedded
 * database with the demo content. Prints a summary (the one quoted in docs/SECURITY.md) and exits 1 when
 * anything is reported injectable or the server answered a 5xx.
 *
 * Needs Debian's `sqlmap` and `wapiti` (apt-get install sqlmap wapiti) and a build (`npm run build`). Not part
 * of `npm test`: a full run takes several minutes. Settings: SCAN_ONLY=<substring of paths> narrows the calls,
 * SCAN_LEVEL / SCAN_RISK pass sqlmap's --level / --risk (default 2 / 1), SCAN_SKIP_WAPITI=1.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, logTail, projectRoot, startServer, stopServer } from './lib/server-process';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  format?: string;
  anyOf?: JsonSchema[];
  pattern?: string;
};
type Operation = {
  'x-access': 'public' | 'signed-in' | 'admin' | 'personal';
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Target = { name: string; url: string; method: 'POST' | 'GET'; body?: string; access: Operation['x-access'] };
type Outcome = { target: Target; injectable: boolean; http5xx: boolean; note: string };

/** Fields whose values reach a query as an identifier or a search term. */
const INJECTABLE_FIELD = /^(id|ids|keyword|key|sign|.*_id)$/;
const LEVEL = process.env.SCAN_LEVEL ?? '2';
const RISK = process.env.SCAN_RISK ?? '1';
const CONCURRENCY = 2;
const MARK = '__SCAN_MARK__';
/** wapiti findings that fail the scan; others (headers over plain http, say) are printed for people to judge. */
const INJECTION_KINDS =
  /Injection|Cross Site Scripting|Command execution|Path Traversal|XML External Entity|Server Side Request Forgery|Open Redirect/;

function have(tool: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A value the schema accepts, so that only the field under test is ever wrong. */
function sample(name: string, s: JsonSchema): unknown {
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return sample(name, s.anyOf.find((x) => x.type !== 'null') ?? s.anyOf[0]!);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'integer' || type === 'number') return Math.max(1, s.minimum ?? 1);
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (name.includes('mobile') || name.includes('phone')) return '13800138000';
  if (s.format === 'date' || /time|date/.test(name)) return '2026-01-01';
  return 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

function targetsFrom(doc: { paths: Record<string, Record<string, Operation>> }): Target[] {
  const out: Target[] = [];
  for (const [url, ops] of Object.entries(doc.paths)) {
    const op = ops.post;
    const schema = op?.requestBody?.content['application/json']?.schema;
    if (!op || !schema?.properties) continue;
    const fields = Object.keys(schema.properties).filter((f) => INJECTABLE_FIELD.test(f));
    if (process.env.SCAN_ONLY && !url.includes(process.env.SCAN_ONLY)) continue;
    for (const field of fields) {
      const body: Record<string, unknown> = {};
      for (const [name, s] of Object.entries(schema.properties)) {
        if (name === field || schema.required?.includes(name) || name === 'page_size' || name === 'start') body[name] = sample(name, s);
      }
      // sqlmap's custom injection mark (*) after the field's value: numbers stay bare, strings stay quoted.
      body[field] = MARK;
      const value = sample(field, schema.properties[field]!);
      const marked = JSON.stringify(body).replace(`"${MARK}"`, typeof value === 'number' ? `${value}*` : `"${String(value)}*"`);
      out.push({ name: `POST ${url} ${field}`, url, method: 'POST', body: marked, access: op['x-access'] });
    }
  }
  // Pages and file routes that take an id or a keyword in the address.
  for (const page of [
    '/techdetail?id=1*',
    '/policydetail?id=1*',
    '/tenancydetail?id=1*',
    '/comdetail?id=1*',
    '/information?keyword=x*',
    '/search?keyword=x*&type=1',
    '/files/1*',
  ]) {
    if (process.env.SCAN_ONLY && !page.includes(process.env.SCAN_ONLY)) continue;
    out.push({ name: `GET ${page.replace('*', '')}`, url: page, method: 'GET', access: page.startsWith('/files') ? 'admin' : 'public' });
  }
  return out;
}

async function post(base: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });
  return { res, json: (await res.json()) as { code: number; msg: string; data: unknown; token?: string } };
}

/** A personal session through the demo QR sign-in, carrying whatever cookies web_login binds the code to. */
async function personalToken(base: string): Promise<string> {
  const login = await post(base, '/api/indexnew/web_login', {});
  const cookies = login.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const sign = (login.json.data as { sign: string }).sign;
  const confirmed = await post(base, '/api/indexnew/scan_confirm', { sign, nickname: '安全扫描' });
  if (confirmed.json.code !== 1) throw new Error(`demo sign-in refused: ${confirmed.json.msg}`);
  const done = await post(base, '/api/indexnew/checkStatus', { sign }, cookies ? { cookie: cookies } : {});
  if (!done.json.token) throw new Error(`no token from checkStatus: ${done.json.msg}`);
  return done.json.token;
}

function run(cmd: string, args: string[], logFile: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', () => {
      writeFileSync(logFile, out);
      resolve(out);
    });
  });
}

async function sqlmap(base: string, t: Target, tokens: Record<string, string>, workDir: string): Promise<Outcome> {
  const token = t.access === 'admin' ? tokens.admin : t.access === 'public' ? '' : tokens.personal;
  const args = [
    '-u',
    `${base}${t.url}`,
    '--batch',
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    '--dbms=PostgreSQL',
    '--technique=BEUST',
    '--time-sec=2',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${workDir}`,
    '--answers=follow=N',
    '-H',
    `Origin: ${base}`,
  ];
  if (token) args.push('-H', `token: ${token}`);
  if (t.method === 'POST') args.push('--data', t.body!, '-H', 'Content-Type: application/json');
  const log = path.join(workDir, `${t.name.replace(/[^\w]+/g, '_')}.log`);
  const out = await run('sqlmap', args, log);
  const injectable =
    /identified the following injection point|is vulnerable|appears to be injectable/i.test(out) &&
    !/do not appear to be injectable/i.test(
      out
        .split('\n')
        .filter((l) => /injectable/.test(l))
        .pop() ?? '',
    );
  const http5xx = /HTTP error codes detected during run:[^\n]*\b5\d\d\b/.test(out);
  const note = (
    out.match(/(all tested parameters do not appear to be injectable[^\n]*|identified the following injection point[^\n]*)/i)?.[1] ??
    out.trim().split('\n').pop() ??
    ''
  ).slice(0, 160);
  return { target: t, injectable, http5xx, note };
}

async function main() {
  for (const tool of ['sqlmap', 'wapiti']) {
    if (!have(tool)) throw new Error(`${tool} is not installed: apt-get install -y sqlmap wapiti`);
  }
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!existsSync(path.join(projectRoot, buildDir, 'server'))) throw new Error(`no build in ${buildDir}/: run npm run build first`);
  const workDir = mkdtempSync(path.join(tmpdir(), 'portal-scan-'));
  const adminPassword = 'Scan-Admin-Passw0rd!';
  const server = await startServer({
    port: await freePort(),
    logFile: path.join(workDir, 'server.log'),
    env: {
      DATA_DIR: path.join(workDir, 'data'),
      BUILD_DIR: buildDir,
      ADMIN_PASSWORD: adminPassword,
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: 'warn',
    },
  });
  const started = Date.now();
  const outcomes: Outcome[] = [];
  let wapitiSummary = 'not run';
  let wapitiProblems = 0;
  try {
    const base = server.baseUrl;
    const admin = await post(base, '/api/user/admin_login', { username: 'admin', password: adminPassword });
    const adminToken = (admin.json.data as { token?: string } | null)?.token;
    if (!adminToken) throw new Error(`admin sign-in refused: ${admin.json.msg}`);
    const tokens = { admin: adminToken, personal: await personalToken(base) };
    const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> };
    const targets = targetsFrom(doc);
    process.stdout.write(`sqlmap on ${targets.length} parameters (level ${LEVEL}, risk ${RISK}); logs in ${workDir}\n`);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < targets.length) {
          const t = targets[next++]!;
          const o = await sqlmap(base, t, tokens, workDir);
          outcomes.push(o);
          process.stdout.write(`${o.injectable ? 'INJECTABLE' : o.http5xx ? '5xx' : 'clean'}  ${t.name}\n`);
        }
      }),
    );
    if (!process.env.SCAN_SKIP_WAPITI) {
      const report = path.join(workDir, 'wapiti.txt');
      const out = await run(
        'wapiti',
        // wapiti 3.0.4 cannot read brotli: without this header it sees one unreadable page and crawls nothing.
        [
          '-u',
          `${base}/`,
          '-H',
          'Accept-Encoding: gzip, deflate',
          '--scope',
          'folder',
          '-m',
          'sql,blindsql,xss,exec,file,permanentxss,redirect,crlf',
          '--max-scan-time',
          '900',
          '--max-links-per-page',
          '40',
          '--flush-session',
          '-f',
          'txt',
          '-o',
          report,
          '--verify-ssl',
          '0',
        ],
        path.join(workDir, 'wapiti.log'),
      );
      const text = existsSync(report) ? readFileSync(report, 'utf8') : out;
      // The report's summaries: "<kind> :   <count>" under "Summary of vulnerabilities" and "… of anomalies".
      const counts = [...text.matchAll(/^\s*([A-Za-z][\w ()-]*?)\s*:\s+(\d+)\s*$/gm)].map((m) => ({ kind: m[1]!, hits: Number(m[2]) }));
      const findings = counts.filter((c) => c.hits > 0);
      const http500 = counts.find((c) => c.kind === 'Internal Server Error')?.hits ?? 0;
      wapitiProblems = findings.filter((f) => INJECTION_KINDS.test(f.kind)).reduce((n, f) => n + f.hits, 0) + http500;
      const crawled = out.match(/found (\d+) URLs and forms/)?.[1] ?? '?';
      wapitiSummary =
        `${crawled} URLs and forms crawled; ` +
        (findings.length ? findings.map((f) => `${f.kind}: ${f.hits}`).join(', ') : 'nothing reported');
      wapitiSummary += `; internal server errors: ${http500}; report ${report}`;
    }
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${logTail(server.logFile)}\n`);
    process.exitCode = 1;
  } finally {
    await stopServer(server.pid);
  }
  const injectable = outcomes.filter((o) => o.injectable);
  const errors = outcomes.filter((o) => o.http5xx);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  process.stdout.write(
    `\n== security scan summary (${new Date().toISOString().slice(0, 10)}, ${minutes} min)\n` +
      `sqlmap ${execFileSync('sqlmap', ['--version']).toString().trim().split('\n')[0]}: ${outcomes.length} parameters tested, ${injectable.length} injectable, ${errors.length} with HTTP 5xx\n` +
      injectable.map((o) => `  INJECTABLE ${o.target.name}: ${o.note}\n`).join('') +
      errors.map((o) => `  5xx ${o.target.name}\n`).join('') +
      `wapiti: ${wapitiSummary}\n`,
  );
  if (injectable.length || errors.length || wapitiProblems) process.exitCode = 1;
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
