// `npm test` says what it is missing in one line before it starts, rather than failing files.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const check = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test-prerequisites.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 60_000,
  });

describe('the test prerequisites', () => {
  it('name a missing Chromium and compiler in one line, exit 2, and leave the packaging ones to npm test', () => {
    const full = check([], { CHROMIUM_PATH: '/nonexistent/chromium', CC: 'no-such-cc', CXX: 'no-such-c++' });
    expect(full.status).toBe(2);
    expect(full.stdout).toBe('');
    expect(full.stderr).toMatch(/^npm test cannot start: missing Chromium at \/nonexistent\/chromium .*\n$/);
    expect(full.stderr).toContain('CHROMIUM_PATH');
    expect(full.stderr).toContain('no-such-cc, no-such-c++ for the packaging tests');
    expect(full.stderr).toContain('npm run test:fast runs everything but the packaging tests');

    const fast = check(['--fast'], { CHROMIUM_PATH: '/nonexistent/chromium', CC: 'no-such-cc' });
    expect(fast.status).toBe(2);
    expect(fast.stderr).not.toContain('no-such-cc');
    expect(fast.stderr).toMatch(/^npm run test:fast cannot start: missing Chromium/);
  }, 120_000);
});
