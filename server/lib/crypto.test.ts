import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cipherBox, defaultKeyFile, loadDataKey } from './crypto';

describe('cipherBox (AES-256-GCM)', () => {
  const box = cipherBox(randomBytes(32));

  it('round-trips bytes and text, with a fresh IV each time', () => {
    const plain = Buffer.from('身份证照片');
    expect(box.open(box.seal(plain)).equals(plain)).toBe(true);
    expect(box.seal(plain).equals(box.seal(plain))).toBe(false);
    expect(box.openText(box.sealText('JBSWY3DPEHPK3PXP'))).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses altered bytes and another key', () => {
    const sealed = box.seal(Buffer.from('secret'));
    sealed[sealed.length - 1]! ^= 1;
    expect(() => box.open(sealed)).toThrow();
    expect(() => cipherBox(randomBytes(32)).open(box.seal(Buffer.from('x')))).toThrow();
    expect(() => box.open(Buffer.from([0xff, 0xd8, 0xff]))).toThrow('not a sealed value');
  });
});

describe('loadDataKey', () => {
  it('makes one key under DATA_DIR (0600) and keeps it', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'key-'));
    const first = loadDataKey({ dataDir });
    expect(first).toHaveLength(32);
    expect(loadDataKey({ dataDir }).equals(first)).toBe(true);
    expect(statSync(defaultKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(readFileSync(defaultKeyFile(dataDir), 'utf8').trim()).toBe(first.toString('base64'));
  });

  it('takes DATA_KEY and refuses a key of the wrong length', () => {
    const key = randomBytes(32);
    expect(loadDataKey({ dataDir: '/nonexistent', DATA_KEY: key.toString('base64') }).equals(key)).toBe(true);
    expect(() => loadDataKey({ dataDir: '/nonexistent', DATA_KEY: 'c2hvcnQ=' })).toThrow('DATA_KEY');
  });
});
