import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** AES-256-GCM, the one cipher for personal data at rest (ID photos, licences, TOTP secrets). */
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Format tag in front of every sealed value, so a future key or cipher change can tell versions apart. */
const VERSION = Buffer.from('PK1');

export type DataKeySettings = { DATA_KEY?: string; DATA_KEY_FILE?: string; dataDir: string };

/** Where the embedded default keeps its key when neither DATA_KEY nor DATA_KEY_FILE is given. */
export const defaultKeyFile = (dataDir: string) => path.join(dataDir, 'secrets', 'data.key');

/**
 * The 32-byte data key: DATA_KEY (base64), else DATA_KEY_FILE (base64 inside), else a key made once and kept
 * under DATA_DIR/secrets (mode 0600). A key of the wrong length stops the start.
 */
export function loadDataKey(settings: DataKeySettings): Buffer {
  const decode = (text: string, from: string) => {
    const key = Buffer.from(text.trim(), 'base64');
    if (key.length !== 32) throw new Error(`配置错误 ${from}: 须为 32 字节密钥的 base64 编码（openssl rand -base64 32）`);
    return key;
  };
  if (settings.DATA_KEY) return decode(settings.DATA_KEY, 'DATA_KEY');
  if (settings.DATA_KEY_FILE) return decode(readFileSync(settings.DATA_KEY_FILE, 'utf8'), 'DATA_KEY_FILE');
  const file = defaultKeyFile(settings.dataDir);
  if (existsSync(file)) return decode(readFileSync(file, 'utf8'), file);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}

export type CipherBox = {
  seal(plain: Buffer): Buffer;
  open(sealed: Buffer): Buffer;
  sealText(plain: string): string;
  openText(sealed: string): string;
};

/** Encrypts and decrypts with one key; `open` throws on a wrong key or altered bytes (GCM tag). */
export function cipherBox(key: Buffer): CipherBox {
  if (key.length !== 32) throw new Error('data key must be 32 bytes');
  const seal = (plain: Buffer) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([VERSION, iv, cipher.getAuthTag(), body]);
  };
  const open = (sealed: Buffer) => {
    if (sealed.length < VERSION.length + IV_BYTES + TAG_BYTES || !sealed.subarray(0, VERSION.length).equals(VERSION)) {
      throw new Error('not a sealed value');
    }
    const iv = sealed.subarray(VERSION.length, VERSION.length + IV_BYTES);
    const tag = sealed.subarray(VERSION.length + IV_BYTES, VERSION.length + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv(ALGORITHM, key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(VERSION.length + IV_BYTES + TAG_BYTES)), decipher.final()]);
  };
  return {
    seal,
    open,
    sealText: (plain) => seal(Buffer.from(plain, 'utf8')).toString('base64'),
    openText: (sealed) => open(Buffer.from(sealed, 'base64')).toString('utf8'),
  };
}
