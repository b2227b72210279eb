/**
 * First-load JS and CSS (gzip) of each public route, read from React Router's build manifest: what a browser
 * must fetch before the page is interactive — the entry chunk and its imports, and every route module (with its
 * imports and CSS) from the root down to the page. The manifest script (manifest-*.js, all routes) is counted only
 * when the build loads it: with lazy route discovery, React Router's default with server rendering, the page
 * carries the manifest of its own routes inline (counted in the document) and asks /__manifest for others as links
 * come into view; Chromium on `/` fetched 24 scripts, 138.0 KB gzip, and never manifest-*.js (2026-11-27; 47
 * scripts, 144.0 KB before the `react` and `shell` chunks of vite.config.ts). Lazy chunks (dynamic import())
 * are not counted; nor is the Ant Design CSS the server inlines into the HTML (see the Lighthouse table).
 *
 * Standalone: `npx tsx bench/route-sizes.ts [build dir]` (default: $BUILD_DIR or build).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../scripts/lib/server-process';
import { CODE_DIR } from './code';

export const PUBLIC_ROUTES = [
  '/',
  '/information',
  '/policydetail',
  '/technics',
  '/techdetail',
  '/risk',
  '/risklist',
  '/riskdetail',
  '/train',
  '/traindetail',
  '/finance',
  '/financedetail',
  '/tenancy',
  '/tenancydetail',
  '/company',
  '/comdetail',
  '/login',
  // Open without a session too, though not among spec §2's seventeen: staff sign-in, the phone's QR page, and the
  // not-found page ('/*' stands for the catch-all route, which any unknown address renders).
  '/staff/login',
  '/m/scan',
  '/*',
];
/** The aim for first-load JS of a public route. */
export const JS_TARGET_KB = 150;

type Chunk = { module: string; imports?: string[]; css?: string[] };
type ManifestRoute = Chunk & {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport: boolean;
};
type Manifest = { entry: Chunk; routes: Record<string, ManifestRoute> };

export type RouteSize = {
  route: string;
  routeId: string;
  files: number;
  jsKb: number;
  cssKb: number;
  overTarget: boolean;
  /** The build has no route for this path (an older tree): nothing counted. */
  absent?: boolean;
};

export function readManifest(buildDir: string): { manifest: Manifest; file: string; text: string } {
  const assets = path.join(buildDir, 'client/assets');
  const name = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!name) throw new Error(`no manifest-*.js in ${assets}: run the build first`);
  const text = readFileSync(path.join(assets, name), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as Manifest;
  return { manifest, file: `/assets/${name}`, text };
}

/** The route ids from the root down to `id`. */
function chain(m: Manifest, id: string): ManifestRoute[] {
  const out: ManifestRoute[] = [];
  for (let r = m.routes[id]; r; r = r.parentId ? m.routes[r.parentId] : undefined) out.unshift(r);
  return out;
}

/** The leaf route that renders a URL path: its ancestors' paths joined equal the path (layouts add nothing). */
function routeFor(m: Manifest, urlPath: string): ManifestRoute | undefined {
  const want = urlPath.replace(/^\/+|\/+$/g, '');
  const parents = new Set(Object.values(m.routes).map((r) => r.parentId));
  return Object.values(m.routes).find((r) => {
    if (!r.hasDefaultExport || parents.has(r.id)) return false;
    const full = chain(m, r.id)
      .map((c) => c.path ?? '')
      .filter(Boolean)
      .join('/');
    return full === want && (r.path !== undefined || r.index === true);
  });
}

/**
 * Whether the browser fetches manifest-*.js: only with `routeDiscovery: { mode: 'initial' }` in the tree's
 * react-router.config.ts (beside its build directory, or the measured tree's for a build kept elsewhere); lazy
 * discovery, React Router's default (also with no config file), does not.
 */
function manifestFetched(buildDir: string): boolean {
  const config = [path.resolve(buildDir, '..'), CODE_DIR].map((dir) => path.join(dir, 'react-router.config.ts')).find(existsSync);
  return config !== undefined && /routeDiscovery\s*:\s*\{[^}]*mode\s*:\s*['"]initial['"]/.test(readFileSync(config, 'utf8'));
}

const round = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The JS and CSS files a first load of `route` fetches, and a gzip sizer for them. */
function firstLoad(buildDir: string, route: string) {
  const { manifest, file, text } = readManifest(buildDir);
  const leaf = routeFor(manifest, route);
  if (!leaf) throw new Error(`no route renders ${route} in the build manifest`);
  const js = new Set([...(manifestFetched(buildDir) ? [file] : []), manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const css = new Set(manifest.entry.css ?? []);
  for (const r of chain(manifest, leaf.id)) {
    js.add(r.module);
    r.imports?.forEach((f) => js.add(f));
    r.css?.forEach((f) => css.add(f));
  }
  // React Router may list a stylesheet as `name.css#` (a suffix that keeps a route's link tag distinct): same file.
  const gz = (asset: string) =>
    asset === file ? gzipSync(text).length : gzipSync(readFileSync(path.join(buildDir, 'client', asset.replace(/#.*$/, '')))).length;
  return { leaf, js, css, gz };
}

export function routeSizes(buildDir: string, routes: string[] = PUBLIC_ROUTES): RouteSize[] {
  const cache = new Map<string, number>();
  const { manifest } = readManifest(buildDir);
  return routes.map((route): RouteSize => {
    if (!routeFor(manifest, route)) return { route, routeId: '—', files: 0, jsKb: 0, cssKb: 0, overTarget: false, absent: true };
    const { leaf, js, css, gz } = firstLoad(buildDir, route);
    const sized = (f: string) => cache.get(f) ?? cache.set(f, gz(f)).get(f)!;
    const kb = (files: Set<string>) => round([...files].reduce((s, f) => s + sized(f), 0));
    const jsKb = kb(js);
    return {
      route,
      routeId: leaf.id,
      files: js.size + css.size,
      jsKb,
      cssKb: kb(css),
      overTarget: jsKb > JS_TARGET_KB,
    };
  });
}

/** The largest JS files (gzip KB) of a route's first load: where to look when it is over the target. */
export function largestFiles(buildDir: string, route: string, n = 8): { file: string; kb: number }[] {
  const { js, gz } = firstLoad(buildDir, route);
  return [...js]
    .map((f) => ({ file: f.replace(/^\/assets\//, ''), kb: round(gz(f)) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, n);
}

export function routeSizeTable(rows: RouteSize[]): string {
  return [
    `| Route | Route module | Files | First-load JS gzip KB | CSS gzip KB | Over ${JS_TARGET_KB} KB JS |`,
    '|---|---|---:|---:|---:|---|',
    ...rows.map((r) =>
      r.absent
        ? `| ${r.route} | not in this build | | | | |`
        : `| ${r.route} | ${r.routeId} | ${r.files} | ${r.jsKb} | ${r.cssKb} | ${r.overTarget ? '**over**' : 'no'} |`,
    ),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(projectRoot, 'bench/route-sizes.ts')) {
  const dir = path.resolve(projectRoot, process.argv[2] ?? (process.env.BUILD_DIR || 'build'));
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: run the build first`);
  const rows = routeSizes(dir);
  process.stdout.write(`${routeSizeTable(rows)}\n`);
  const over = rows.filter((r) => r.overTarget);
  process.stdout.write(
    over.length ? `Over ${JS_TARGET_KB} KB: ${over.map((r) => r.route).join(', ')}\n` : `All under ${JS_TARGET_KB} KB.\n`,
  );
}
