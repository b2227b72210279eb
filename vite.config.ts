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
  build: { chunkSizeWarningLimit: 800 },
}));
