// One Node per checkout: every entry point compares the running Node with the one the install's
// native modules were built for, and says in one line what to run instead of failing on them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedFor, nodeMismatch } from '../../server/node-check.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const running = (node: string, modules: string, platform = 'linux', arch = 'x64') =>
  ({ versions: { ...process.versions, node, modules }, platform, arch }) as Pick<
    NodeJS.Process,
    'versions' | 'platform' | 'arch'
  >;

describe('the Node check', () => {
  it('says nothing under the Node the install was built for', () => {
    expect(installedFor()?.modules).toBe(process.versions.modules);
    expect(nodeMismatch()).toBeUndefined();
  });

  it('names the Node the install is for and what brings it, in one line', () => {
    const line = nodeMismatch({ modules: '127', version: '22.23.3' }, running('20.20.2', '115'))!;
    expect(line).toBe(
      'insuite: this install was built for Node.js 22.23.3, but this is Node.js 20.20.2: ' +
        'run eval "$(scripts/use-node.sh 22.23.3)" in this shell (each shell needs it), ' +
        'or run npm ci to install for this one',
    );
    // use-node.sh brings Linux x64 builds only; elsewhere, and without an exact version, no script.
    expect(
      nodeMismatch({ modules: '127', version: '22.23.3' }, running('20.20.2', '115', 'darwin', 'arm64')),
    ).toContain('put Node.js 22.23.3 first on PATH');
    expect(nodeMismatch({ modules: '127' }, running('24.1.0', '137'))).toContain(
      'this install was built for Node.js 22, but this is Node.js 24.1.0: put Node.js 22 first on PATH',
    );
  });

  // The machine's own Node, where it is another one than the install's (Debian's Node 20, say).
  const other = '/usr/bin/node';
  const otherAbi = existsSync(other)
    ? spawnSync(other, ['-p', 'process.versions.modules'], { encoding: 'utf8' }).stdout.trim()
    : undefined;
  it.skipIf(!otherAbi || otherAbi === process.versions.modules)(
    'npm start (server/launch.mjs) and the insuite command refuse another Node with that line, exit 1',
    () => {
      for (const entry of ['server/launch.mjs', 'server/bin/insuite.mjs']) {
        const r = spawnSync(other, [entry, ...(entry.includes('bin') ? ['backup', 'x.db'] : [])], {
          cwd: ROOT,
          encoding: 'utf8',
          env: { ...process.env, PORT: '0' },
          timeout: 60_000,
        });
        expect(r.status, entry).toBe(1);
        expect(r.stderr, entry).toMatch(
          /^insuite: this install was built for Node\.js \S+, but this is Node\.js \S+: .*\n$/,
        );
        expect(r.stdout, entry).toBe('');
      }
    },
    120_000,
  );
});
