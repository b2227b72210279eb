import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
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
  build: { chunkSizeWarningLimit: 800 },
}));
