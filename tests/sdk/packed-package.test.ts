// The SDK as someone outside this repository gets it: `npm pack` of client/, installed into a
// fresh project from the tarball (dependencies from the npm cache), an example compiled with
// `tsc --strict` and run against a server. The `insuite` command is not in it: it comes with
// @insuite/server.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const tsc = join(repo, 'node_modules/typescript/bin/tsc');

let s: TestServer;
let project: string;
let tarball: string;
let packed: { path: string }[];

beforeAll(async () => {
  s = await startServer();
  project = mkdtempSync(join(tmpdir(), 'insuite-sdk-user-'));
  const { stdout } = await run(
    'npm',
    ['pack', join(repo, 'client'), '--json', '--pack-destination', project],
    {
      cwd: project,
    },
  );
  const info = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  tarball = join(project, info[0]!.filename);
  packed = info[0]!.files;
}, 120_000);

afterAll(async () => {
  rmSync(project, { recursive: true, force: true });
  await s.close();
});

const EXAMPLE = `
import { ApiError, createClient, NetworkError, type Schema } from '@insuite/client';

const [baseUrl, token] = process.argv.slice(2) as [string, string];
const insuite = createClient({ baseUrl, token, retry: { retries: 2 } });
const health: Schema<'HealthResponse'> = await insuite.getHealth();
const page = await insuite.fetchTenants({ count: 10 });
const names: string[] = [];
for await (const t of insuite.paginate('fetchTenants', {})) names.push(t.name);
let missing = 0;
try {
  await insuite.fetchTenant({ locator: '00000000-0000-4000-8000-000000000000' });
} catch (e) {
  if (e instanceof ApiError) missing = e.status;
}
let unreachable = '';
try {
  await createClient({ baseUrl: 'http://127.0.0.1:1' }).getHealth();
} catch (e) {
  if (e instanceof NetworkError) unreachable = e.name;
}
console.log(JSON.stringify({ health: health.status, listCompleted: page.listCompleted, names, missing, unreachable }));
`;

describe('npm pack of client/', () => {
  it('holds ESM, declarations, source maps with their sources, README and LICENSE, and no .ts sources', () => {
    const paths = packed.map((f) => f.path);
    for (const p of [
      'package.json',
      'README.md',
      'LICENSE',
      'dist/client/src/index.js',
      'dist/client/src/index.d.ts',
      'dist/client/src/index.js.map',
      'dist/generated/operations.js',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.filter((p) => p.endsWith('.ts') && !p.endsWith('.d.ts'))).toEqual([]);
    expect(paths.filter((p) => p.includes('/cli/'))).toEqual([]);
    const map = JSON.parse(readFileSync(join(repo, 'client/dist/client/src/index.js.map'), 'utf8')) as {
      sources: string[];
      sourcesContent?: string[];
    };
    expect(map.sources).toEqual(['../../../src/index.ts']);
    expect(map.sourcesContent?.[0]).toContain('export function createClient');
  });

  it('installs into a fresh project, compiles with tsc --strict and runs against a server', async () => {
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'sdk-user', version: '1.0.0', private: true, type: 'module' }),
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          types: [],
          outDir: 'out',
        },
        files: ['example.ts'],
      }),
    );
    // Only what the example needs from Node, so the project installs nothing but the SDK.
    writeFileSync(join(project, 'example.ts'), `declare const process: { argv: string[] };\n${EXAMPLE}`);
    await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball],
      { cwd: project, timeout: 120_000 },
    );
    await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project });
    const { stdout } = await run(process.execPath, ['out/example.js', s.baseUrl, s.adminToken], {
      cwd: project,
    });
    expect(JSON.parse(stdout)).toEqual({
      health: 'ok',
      listCompleted: true,
      names: [],
      missing: 404,
      unreachable: 'NetworkError',
    });
  }, 180_000);
});
