import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BackupError,
  backupDataDir,
  defaultArchiveName,
  describeExternalUploads,
  externalUploads,
  TABLE_LABELS,
} from '../server/db/backup';
import { loadEnv } from '../server/env';
import { defaultKeyFile } from '../server/lib/crypto';

/**
 * `npm run backup [-- <备份文件>] [--with-key]`: the embedded database and uploads of DATA_DIR in one .tar.gz
 * (server/db/backup.ts), by default backups/portal-YYYYMMDD-HHmmss.tar.gz. The portal must be stopped. The data
 * key goes in only with --with-key: by default the output says where it is and that it must be kept apart
 * (--without-key, the old way to ask that, is still accepted and changes nothing).
 * Uploads in S3 or in an UPLOADS_DIR outside DATA_DIR are not in it: the manifest says so and a warning on stderr
 * tells the operator to back them up with the storage's own tools. Exit 0 written, 1 refused or failed.
 */
const USAGE = `用法：npm run backup [-- <备份文件.tar.gz>] [--with-key]
  备份 DATA_DIR（默认 ./data）中的内置数据库和上传文件，写成一个 .tar.gz 文件；
  不给文件名时写到 backups/portal-年月日-时分秒.tar.gz。备份前请先停止门户。
  上传文件存放在对象存储（S3_BUCKET）或数据目录以外（UPLOADS_DIR）时，它们不在备份中，须另行备份。
  数据密钥（DATA_DIR/secrets/data.key）默认不放进备份：请与备份分开保存，恢复时用 --key-file 提供。
  --with-key     把数据密钥也放进备份（拿到备份的人就能解开身份证照片等加密资料）。
  --without-key  旧选项，与默认相同（不放密钥），保留以兼容旧脚本。`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'with-key': { type: 'boolean' }, 'without-key': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length > 1 || (values['with-key'] && values['without-key'])) {
    (values.help ? process.stdout : process.stderr).write(`${USAGE}\n`);
    return values.help ? 0 : 1;
  }
  const env = loadEnv();
  if (env.DATABASE_URL) {
    throw new BackupError(
      '已设置 DATABASE_URL：门户使用 PostgreSQL，npm run backup 只备份内置数据库。' +
        '请用 pg_dump 备份数据库，并另行备份 DATA_DIR/uploads 和数据密钥（DATA_DIR/secrets/data.key 或 DATA_KEY）；见 README「备份与恢复」。',
    );
  }
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
  const archive = path.resolve(positionals[0] ?? path.join('backups', defaultArchiveName()));
  const manifest = await backupDataDir({
    dataDir: env.dataDir,
    archive,
    app: { name: pkg.name, version: pkg.version },
    externalKey: !!(env.DATA_KEY || env.DATA_KEY_FILE),
    withKey: !!values['with-key'],
    externalUploads: externalUploads(env),
  });
  const size = (await stat(archive)).size;
  const rows = Object.entries(manifest.tables).map(([name, n]) => `${TABLE_LABELS[name] ?? name} ${n}`);
  const lines = [
    `已备份到 ${archive}（${megabytes(size)}）`,
    `  数据目录：${env.dataDir}`,
    `  数据库：PostgreSQL ${manifest.postgres}（内置 PGlite），已应用 ${manifest.migrations} 个迁移`,
    `  记录：${rows.join('、')}`,
    manifest.uploads.external
      ? `  上传文件：不在这份备份中（门户的上传文件存放在${describeExternalUploads(manifest.uploads.external)}，见下面的警告）` +
        (manifest.uploads.files ? `；DATA_DIR/uploads 中留有的 ${manifest.uploads.files} 个文件已一并放进备份` : '')
      : `  上传文件：${manifest.uploads.files} 个（${megabytes(manifest.uploads.bytes)}）`,
    `  共 ${manifest.files.length} 个文件，每个都记下了 SHA-256，恢复时逐一校验`,
  ];
  if (manifest.dataKey === 'included') {
    lines.push('  数据密钥：已包含（--with-key，secrets/data.key）。这份备份能解开身份证照片等加密资料，请像数据本身一样妥善保管。');
  } else if (manifest.dataKey === 'excluded') {
    lines.push(
      `  数据密钥：没有放进备份（默认）。密钥在 ${defaultKeyFile(env.dataDir)}，请另行妥善保存，且与备份分开存放；` +
        '恢复到原数据目录（--force）时沿用其中的密钥，恢复到别处时用 --key-file 提供它，否则加密资料无法读取。',
    );
  } else if (manifest.dataKey === 'external') {
    lines.push(
      '  数据密钥：由 DATA_KEY / DATA_KEY_FILE 提供，未放进备份。恢复后必须使用同一个密钥，否则加密资料无法读取，请另行妥善保存。',
    );
  } else {
    lines.push('  数据密钥：数据目录中还没有密钥（尚无加密资料）。');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  if (manifest.uploads.external) {
    process.stderr.write(
      `警告：上传文件没有备份！门户的上传文件存放在${describeExternalUploads(manifest.uploads.external)}，` +
        `不在数据目录中，npm run backup 只备份 DATA_DIR/uploads。` +
        `请用该存储自己的工具另行备份（${manifest.uploads.external.kind === 's3' ? '如存储桶的版本控制、跨区域复制，或 rclone / ossutil / mc mirror 同步到别处' : '如 rsync、快照或 NAS 的备份功能'}），` +
        `并在这份数据库备份之后进行，使每条记录都有它的文件；恢复时须把两者一起恢复。\n`,
    );
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(err instanceof BackupError ? `备份未完成：${message}\n` : `备份失败：${message}\n`);
    process.exit(1);
  },
);
