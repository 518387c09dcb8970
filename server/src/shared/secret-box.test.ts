import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox, loadMasterKey } from './secret-box.js';

const dir = mkdtempSync(join(tmpdir(), 'insuite-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('round-trips and never stores the plaintext', () => {
    const sealed = box.seal('hunter2-with-ünïcode');
    expect(sealed).not.toContain('hunter2');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed)).toBe('hunter2-with-ünïcode');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a tampered value and a value sealed under another key', () => {
    const sealed = box.seal('value');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('creates the key file once, with mode 0600, and reuses it', () => {
    const k1 = loadMasterKey({ dataDir: dir });
    const k2 = loadMasterKey({ dataDir: dir });
    expect(k1.equals(k2)).toBe(true);
    expect(statSync(join(dir, 'master.key')).mode & 0o777).toBe(0o600);
    const given = randomBytes(32);
    expect(loadMasterKey({ masterKey: given, dataDir: dir }).equals(given)).toBe(true);
  });
});
