// @ts-check
/**
 * `npm start`: runs the compiled server (BUILD_DIR/server-main.js, plain JavaScript with source maps). npm ci
 * builds at install time (scripts/build.js --install); when the build is missing or older than the sources (an edit
 * since), it is built again here first, under the build's lock, so two processes started together build it once.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, buildState, canBuild, ROOT, serverEntryOf } from './build.js';

const buildDir = process.env.BUILD_DIR || 'build';
// Relative settings (DATA_DIR, BUILD_DIR) mean the project's folders, wherever this was started from.
process.chdir(ROOT);

const state = buildState(buildDir);
if (state !== 'fresh') {
  const why = state === 'missing' ? `未找到构建产物 ${buildDir}/` : `${buildDir}/ 早于源文件的改动`;
  if (!canBuild()) {
    process.stderr.write(`${why}，且未安装构建工具（devDependencies）：请在装有它们的环境运行 npm run build 后再启动。\n`);
    process.exit(1);
  }
  process.stdout.write(`${why}，先构建（约一分钟）…\n`);
  try {
    await build(buildDir, { ifStale: true });
  } catch (err) {
    process.stderr.write(`构建失败，未启动：${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}

await import(pathToFileURL(path.resolve(serverEntryOf(buildDir))).href);
