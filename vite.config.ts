import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Rollup } from 'vite';

/**
 * The client's chunks (issue 12): every page of the portal loads React with React Router, and the modules that the
 * root route and the portal layout import. Left to Rollup, those were some thirty files of 0.1–3 KB each (a chunk for
 * each set of routes that shares a module), and a phone on a slow network pays a round trip for each. They are two
 * chunks instead, `react` and `shell`; what only some pages use is still split by Rollup as before.
 */
const SHELL_ROOTS = ['web/app/root.tsx', 'web/app/layouts/portal.tsx'].map((f) => path.resolve(f));
/** Small modules most pages' own chunks import, put in the shell rather than left a file of their own. */
const SHELL_ALSO = new Set(['web/lib/file-url.ts'].map((f) => path.resolve(f)));
const REACT = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;

function clientChunks(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (REACT.test(id)) return 'react';
    shell ??= staticallyReached(SHELL_ROOTS, getModuleInfo);
    return shell.has(id) || SHELL_ALSO.has(id) ? 'shell' : undefined;
  };
}

/** The project's own modules the roots import, directly or through others, without a dynamic import(). */
function staticallyReached(roots: string[], info: (id: string) => Rollup.ModuleInfo | null): Set<string> {
  const seen = new Set<string>();
  const queue = roots.flatMap((r) => info(r)?.importedIds ?? []);
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || id.includes('/node_modules/') || roots.includes(id)) continue;
    seen.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
  // The server bundle must render antd exactly as the production client does (same class hashes), whatever
  // NODE_ENV the process was started with.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  publicDir: 'web/public',
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${path.resolve('web')}/` },
      { find: /^@shared\//, replacement: `${path.resolve('shared')}/` },
      // The package's Node entry re-exports its CommonJS build, which breaks once bundled for the server.
      { find: /^@ant-design\/icons$/, replacement: path.resolve('node_modules/@ant-design/icons/es/index.js') },
    ],
  },
  ssr: {
    // antd and all its @ant-design helpers are bundled for the server, so one css-in-js instance (the one
    // entry.server.tsx collects from) serves every component; a helper left external loads its CommonJS build
    // with a cache of its own. @emotion/* are CommonJS with a `default` export Node's ESM loader would not unwrap.
    noExternal: ['antd', /^@ant-design\//, /^rc-/, /^@rc-component\//, /^@emotion\//],
  },
  // Dev server (npm run dev): the dependencies of every page are found and pre-bundled when it starts, so a first
  // page load does not discover one late and fail with "Outdated Optimize Dep". Builds and the embedded database's
  // files are never watched (PGlite writes on every change).
  optimizeDeps: { entries: ['web/app/entry.client.tsx', 'web/app/root.tsx', 'web/app/layouts/*.tsx', 'web/app/routes/**/*.{ts,tsx}'] },
  server: { watch: { ignored: ['**/build/**', '**/build-*/**', '**/data/**', '**/bench/.data/**', '**/e2e/artifacts/**'] } },
  build: {
    chunkSizeWarningLimit: 800,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunks() } },
  },
}));
