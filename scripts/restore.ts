import { parseArgs } from 'node:util';
import path from 'node:path';
import { BackupError, describeExternalUploads, externalUploads, restoreArchive, TABLE_LABELS } from '../server/db/backup';
import { formatDateTime } from '../server/lib/dates';
import { loadDataKey } from '../server/lib/crypto';
import { loadEnv } from '../server/env';

/**
 * `npm run restore -- <备份文件> [目标目录] [--force]`: unpacks a backup of `npm run backup` into the target
 * (DATA_DIR unless given), after checking every file against its manifest and the database's rows against the
 * counts it recorded (server/db/backup.ts). An archive whose uploads were kept outside DATA_DIR (S3, UPLOADS_DIR)
 * holds none: a warning on stderr says where they were and that they are restored with that storage's own tools.
 * A backup without the data key (the default) takes it from --key-file, or keeps the one of the data folder it
 * replaces (--force). Exit 0 restored, 1 refused or failed (the target left as it was).
 */
const USAGE = `用法：npm run restore -- <备份文件.tar.gz> [目标目录] [--force] [--key-file <密钥文件>]
  把 npm run backup 生成的备份恢复到目标目录（不给时为 DATA_DIR，默认 ./data）。
  目标目录须为空或不存在；要替换已有数据时加 --force，原有内容会移到目标目录下的 .before-restore-… 中。
  --key-file  备份不含数据密钥（默认如此，--with-key 才含）：给出另行保存的 secrets/data.key，校验后放回目标目录。
              恢复到原数据目录（--force）时可以不给：沿用目录中原有的密钥（先校验它能解开备份中的加密文件）。
  恢复前请先停止门户。`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', short: 'f' }, 'key-file': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length < 1 || positionals.length > 2) {
    (values.help ? process.stdout : process.stderr).write(`${USAGE}\n`);
    return values.help ? 0 : 1;
  }
  const env = loadEnv();
  const target = path.resolve(positionals[1] ?? env.dataDir);
  // Only a key given by the settings: loadDataKey would otherwise make a new one under DATA_DIR.
  const externalKey = env.DATA_KEY || env.DATA_KEY_FILE ? loadDataKey(env) : undefined;
  const report = await restoreArchive({
    archive: positionals[0]!,
    target,
    force: !!values.force,
    externalKey,
    keyFile: values['key-file'],
  });
  const m = report.manifest;
  const rows = Object.entries(report.tables).map(([name, n]) => `${TABLE_LABELS[name] ?? name} ${n}`);
  const lines = [
    `已恢复到 ${report.target}`,
    `  备份时间：${formatDateTime(m.createdAt)}（门户 ${m.app.version}，PostgreSQL ${m.postgres}，已应用 ${m.migrations} 个迁移）`,
    `  校验：${report.files} 个文件的大小和 SHA-256 与清单一致`,
    `  找到的记录（与备份时一致）：${rows.join('、')}`,
    m.uploads.external
      ? `  上传文件：不在这份备份中（备份时存放在${describeExternalUploads(m.uploads.external)}，见下面的警告）`
      : `  上传文件：${m.uploads.files} 个`,
  ];
  const { keyCheck } = report;
  if (keyCheck.key === 'archive') {
    lines.push(
      m.uploads.external
        ? '  数据密钥：已恢复到 secrets/data.key（上传文件不在备份中，没能用加密文件校验它）'
        : keyCheck.opened + keyCheck.missing === 0
          ? '  数据密钥：已恢复到 secrets/data.key（数据中还没有加密文件，无需校验）'
          : `  数据密钥：已恢复到 secrets/data.key，并用它解开了 ${keyCheck.opened} 个加密文件${keyCheck.missing ? `（另有 ${keyCheck.missing} 个在备份时已缺失）` : ''}`,
    );
    if (env.DATA_KEY || env.DATA_KEY_FILE)
      lines.push('  注意：已设置 DATA_KEY / DATA_KEY_FILE，门户会用它而不是恢复的 secrets/data.key；两者须是同一个密钥。');
  } else if (keyCheck.key === 'file') {
    lines.push(`  数据密钥：已把 --key-file 给出的密钥放到 secrets/data.key，并用它解开了 ${keyCheck.opened} 个加密文件`);
  } else if (keyCheck.key === 'kept') {
    lines.push(`  数据密钥：备份不含密钥，沿用了目标目录原有的 secrets/data.key，并用它解开了 ${keyCheck.opened} 个加密文件`);
  } else if (keyCheck.key === 'external') {
    lines.push(
      `  数据密钥：备份不含密钥，已用 DATA_KEY / DATA_KEY_FILE 解开了 ${keyCheck.opened} 个加密文件；启动门户时请继续提供同一个密钥。`,
    );
  } else if (m.dataKey === 'external') {
    lines.push('  数据密钥：备份不含密钥（备份时由 DATA_KEY / DATA_KEY_FILE 提供）。启动门户前必须设置同一个密钥，否则加密资料无法读取。');
  } else if (m.dataKey === 'excluded') {
    lines.push(
      `  数据密钥：备份不含密钥（备份默认不放密钥），也没有用 --key-file 提供。启动门户前请把原来的 data.key 放到 ${report.target}/secrets/data.key（权限 600）或设置 DATA_KEY，否则门户会生成新密钥，加密资料将无法读取。`,
    );
  }
  // The settings now keep uploads elsewhere: the restored DATA_DIR/uploads is not what the portal will read.
  const now = externalUploads({ ...env, dataDir: report.target, uploadsDir: env.UPLOADS_DIR ?? path.join(report.target, 'uploads') });
  if (now && !m.uploads.external && m.uploads.files) {
    lines.push(
      `  注意：现在的设置把上传文件放在${describeExternalUploads(now)}，门户不会读取恢复到 ${report.target}/uploads 的 ${m.uploads.files} 个文件；需要时请把它们复制过去。`,
    );
  }
  if (report.movedAside) lines.push(`  目录中原有的内容已移到 ${report.movedAside}，确认恢复无误后可以删除。`);
  if (env.DATABASE_URL) lines.push('  注意：已设置 DATABASE_URL，门户使用 PostgreSQL，不会读取这里的内置数据库。');
  lines.push(
    report.target === env.dataDir
      ? '现在可以启动门户（npm start）；较新的版本会在启动时补上新的数据库迁移。'
      : `启动门户时请让 DATA_DIR 指向 ${report.target}。`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  if (m.uploads.external) {
    process.stderr.write(
      `警告：这份备份不含上传文件。备份时门户的上传文件存放在${describeExternalUploads(m.uploads.external)}，须用该存储自己的工具恢复：` +
        `请确认那里的文件仍在，或把它们恢复到与这份备份同一时间点，并让门户的 ${m.uploads.external.kind === 's3' ? 'S3_BUCKET / S3_ENDPOINT' : 'UPLOADS_DIR'} 指向它；` +
        `否则记录中的图片、执照和身份证照片将无法打开。\n`,
    );
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(err instanceof BackupError ? `恢复未完成：${message}\n目标目录保持原样。\n` : `恢复失败：${message}\n`);
    process.exit(1);
  },
);
