// Encryption at rest: AES-256-GCM under the master key (INSUITE_MASTER_KEY, or a key file created
// with mode 0600 in the data directory on first use). Each value gets its own random nonce; the
// stored form is `v1.<nonce>.<tag>.<ciphertext>` in base64url, so a future key or algorithm can be
// told apart by its prefix.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

const KEY_FILE = 'master.key';

/** The key from settings, else from <dataDir>/master.key, created (0600) when missing (the folder exists: the start makes it). */
export function loadMasterKey(opts: { masterKey?: Buffer; dataDir: string }): Buffer {
  if (opts.masterKey) return opts.masterKey;
  const file = join(opts.dataDir, KEY_FILE);
  if (!existsSync(file)) {
    // 'wx' fails if another process created it meanwhile; then that key is read below.
    try {
      writeFileSync(file, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold the base64 of 32 bytes`);
  return key;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the master key must be 32 bytes');
  return {
    seal(plaintext) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || nonce === undefined || tag === undefined || body === undefined) {
        throw new Error('not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
