import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web/app',
  // BUILD_DIR lets several builds live side by side (parallel work, CI); the server reads the same setting.
  buildDirectory: process.env.BUILD_DIR || 'build',
  ssr: true,
} satisfies Config;
