import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  publicDir: 'web/public',
  resolve: {
    alias: { '~': path.resolve('web'), '@shared': path.resolve('shared') },
  },
  ssr: {
    // antd and its css-in-js must be bundled for the server so one React instance renders them.
    noExternal: ['antd', '@ant-design/cssinjs', '@ant-design/icons', /^rc-/, /^@rc-component\//],
  },
  build: { chunkSizeWarningLimit: 800 },
});
