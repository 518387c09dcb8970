// One Node per checkout: every entry point compares the running Node with the one the install's
// native modules were built for, and says in one line what to run instead of failing on them.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installedFor, nodeMismatch, nodeSupported } from '../../server/node-check.mjs';

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
    // Node 20 is not one insuite runs on: installing again under it is no way out.
    expect(line).toBe(
      'insuite: this install was built for Node.js 22.23.3, but this is Node.js 20.20.2: ' +
        'run eval "$(scripts/use-node.sh 22.23.3)" in this shell (each shell needs it); ' +
        'insuite does not run on Node.js 20.20.2 (it needs ^22.12.0 || ^24.0.0)',
    );
    expect(nodeMismatch({ modules: '137', version: '24.1.0' }, running('22.23.3', '127'))).toBe(
      'insuite: this install was built for Node.js 24.1.0, but this is Node.js 22.23.3: ' +
        'run eval "$(scripts/use-node.sh 24.1.0)" in this shell (each shell needs it), ' +
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

  it("in an app's install, names the Node without the checkout's script, and says which releases it runs on", () => {
    const app = { checkout: false, engines: '^22.12.0 || ^24.0.0' };
    expect(nodeMismatch({ modules: '127' }, running('20.20.2', '115'), app)).toBe(
      'insuite: this install was built for Node.js 22, but this is Node.js 20.20.2: put Node.js 22 first on PATH; ' +
        'insuite does not run on Node.js 20.20.2 (it needs ^22.12.0 || ^24.0.0)',
    );
    expect(nodeMismatch({ modules: '137' }, running('22.23.3', '127'), app)).toBe(
      'insuite: this install was built for Node.js 24, but this is Node.js 22.23.3: put Node.js 24 first on PATH, ' +
        'or install again (npm ci) under this one',
    );
    // Nothing says which Node the native modules are for (null): still no release it does not run on.
    expect(nodeMismatch(null, running('20.20.2', '115'), app)).toBe(
      'insuite: this is Node.js 20.20.2, which insuite does not run on: it needs Node.js ^22.12.0 || ^24.0.0',
    );
    expect(nodeMismatch(null, running('22.23.3', '127'), app)).toBeUndefined();
    expect(nodeSupported('22.12.0', app.engines)).toBe(true);
    expect(nodeSupported('22.11.9', app.engines)).toBe(false);
    expect(nodeSupported('23.1.0', app.engines)).toBe(false);
    expect(nodeSupported('24.0.0', app.engines)).toBe(true);
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

  // An app's install: the server package with its driver 12 as downloaded, a prebuilt binary and no
  // build record, and no checkout around it. Run by another Node, it stops with the line.
  it.skipIf(!otherAbi || otherAbi === process.versions.modules)(
    "an app's install run by another Node stops with one line naming the Node its driver was built for",
    () => {
      const app = mkdtempSync(join(tmpdir(), 'insuite-node-check-'));
      try {
        const server = join(app, 'node_modules/@insuite/server');
        const driver = join(app, 'node_modules/better-sqlite3-12');
        mkdirSync(server, { recursive: true });
        mkdirSync(join(driver, 'build/Release'), { recursive: true });
        for (const f of ['node-check.mjs', 'package.json'])
          copyFileSync(join(ROOT, 'server', f), join(server, f));
        const built = join(ROOT, 'node_modules/better-sqlite3-12');
        copyFileSync(join(built, 'package.json'), join(driver, 'package.json'));
        copyFileSync(
          join(built, 'build/Release/better_sqlite3.node'),
          join(driver, 'build/Release/better_sqlite3.node'),
        );
        const r = spawnSync(
          other,
          [
            '--input-type=module',
            '-e',
            '(await import(process.argv[1])).checkNode()',
            pathToFileURL(join(server, 'node-check.mjs')).href,
          ],
          { cwd: app, encoding: 'utf8', timeout: 60_000 },
        );
        expect(r.status).toBe(1);
        expect(r.stderr).toMatch(
          new RegExp(
            `^insuite: this install was built for Node\\.js ${process.versions.node.split('.')[0]}, but this is Node\\.js \\S+: ` +
              `put Node\\.js ${process.versions.node.split('.')[0]} first on PATH[;,] .*\\n$`,
          ),
        );
        expect(r.stderr).not.toContain('use-node.sh');
      } finally {
        rmSync(app, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
