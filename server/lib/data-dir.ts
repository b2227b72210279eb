import { statSync } from 'node:fs';
import path from 'node:path';
import { defaultKeyFile } from './crypto';

/**
 * DATA_DIR and the folders under it that hold personal data or secrets (pgdata, secrets, uploads): the portal's
 * own user's alone, whatever the umask (issue 27).
 */
export const PRIVATE_DIR_MODE = 0o700;
/** The files the portal writes there (uploads, the data key, the lock): read and written by its user only. */
export const PRIVATE_FILE_MODE = 0o600;

type DataSettings = { dataDir: string; uploadsDir: string; S3_BUCKET?: string; DATA_KEY_FILE?: string };

/** Whether anyone but the owner (its group, or others) may open the path; false when it does not exist. */
function openToOthers(p: string): boolean {
  try {
    return (statSync(p).mode & 0o077) !== 0;
  } catch {
    return false;
  }
}

/** The folders (DATA_DIR, pgdata, secrets, uploads) and key files (secrets/data.key, DATA_KEY_FILE) others may open. */
export function exposedDataPaths(env: DataSettings): { dirs: string[]; files: string[] } {
  const dirs = [
    env.dataDir,
    path.join(env.dataDir, 'pgdata'),
    path.join(env.dataDir, 'secrets'),
    ...(env.S3_BUCKET ? [] : [env.uploadsDir]),
  ];
  const files = [defaultKeyFile(env.dataDir), ...(env.DATA_KEY_FILE ? [path.resolve(env.DATA_KEY_FILE)] : [])];
  return {
    dirs: [...new Set(dirs.map((d) => path.resolve(d)))].filter(openToOthers),
    files: files.filter(openToOthers),
  };
}

/**
 * At start: one warning line naming what others may read and the command that fixes it (`chmod 700 …`), or nothing.
 * The portal changes no permission itself on a folder it did not create.
 */
export function warnExposedData(log: { warn: (msg: string) => void }, env: DataSettings): void {
  const { dirs, files } = exposedDataPaths(env);
  if (dirs.length === 0 && files.length === 0) return;
  const fix = [dirs.length ? `chmod 700 ${dirs.join(' ')}` : '', files.length ? `chmod 600 ${files.join(' ')}` : '']
    .filter(Boolean)
    .join(' && ');
  log.warn(`数据目录的权限允许其他用户读取（${[...dirs, ...files].join('、')}），其中有个人信息和数据密钥。请执行：${fix}`);
}
