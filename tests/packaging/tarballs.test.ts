// insuite as an app gets it, with no checkout: the tarballs of @insuite/server and @insuite/client
// (npm run pack) installed into an empty project, once for every test of this file. `npx insuite serve`
// runs the packaged server (compiled JavaScript, no TypeScript loader), `--memory --seed` gives a
// throwaway server with a tenant, and the app's own tests, compiled with `tsc --strict`, use the
// harness under vitest and under node:test, and from CommonJS under Jest. The engine plays no part:
// SQLite pass only.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_EXTERNAL } from '../../server/build.mjs';
import { createDb } from '../../server/src/db/knex.js';
import { migrateLatest } from '../../server/src/db/migrate.js';
import { packagesImported } from '../support/bundle-imports.js';
import { freePort } from '../support/ports.js';
import { engine } from '../support/server.js';
import { sqliteContents } from '../support/sqlite-contents.js';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const tsc = join(repo, 'node_modules/typescript/bin/tsc');
const env: NodeJS.ProcessEnv = { ...process.env, npm_config_nodedir: dirname(dirname(process.execPath)) };
for (const name of Object.keys(env)) if (/^(INSUITE_|DATABASE_URL|PORT$)/.test(name)) delete env[name];

let project: string;
const children: ChildProcess[] = [];

const skip = engine() === 'postgresql';

beforeAll(async () => {
  if (skip) return;
  project = mkdtempSync(join(tmpdir(), 'insuite-app-'));
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'app', version: '1.0.0', private: true, type: 'module' }),
  );
  await run('npm', ['run', 'pack', '--', project], { cwd: repo, env });
  const tarballs = readdirSync(project).filter((f) => f.endsWith('.tgz'));
  expect(tarballs.sort()).toEqual(['insuite-client-0.1.0.tgz', 'insuite-server-0.1.0.tgz']);
  await run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      ...tarballs.map((t) => `./${t}`),
      'vitest@4.1.12',
      'jest@30.5.2',
    ],
    { cwd: project, env, timeout: 900_000, maxBuffer: 64 * 1024 * 1024 },
  );
}, 900_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (project) rmSync(project, { recursive: true, force: true });
});

/** Starts `insuite ARGS` in the project, as `npx insuite ARGS` does; resolves once `ready` matches its output. */
function insuite(args: string[], ready: RegExp): Promise<{ child: ChildProcess; output: () => string }> {
  // The command npx runs (node_modules/.bin/insuite), started directly so that SIGTERM reaches
  // it rather than npm, which ends on a signal without waiting for the server to stop.
  const child = spawn(join(project, 'node_modules/.bin/insuite'), args, { cwd: project, env });
  children.push(child);
  let text = '';
  return new Promise((done, fail) => {
    const look = (chunk: Buffer) => {
      text += chunk.toString();
      if (ready.test(text)) done({ child, output: () => text });
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.once('exit', (code) => fail(new Error(`insuite ${args.join(' ')} exited with ${code}:\n${text}`)));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null) return done(child.exitCode);
    child.once('exit', (code) => done(code));
    child.kill('SIGTERM');
  });

describe.skipIf(skip)('the two tarballs installed into an empty project', () => {
  it('hold compiled JavaScript, the contract and the start; no TypeScript source or loader', () => {
    const server = join(project, 'node_modules/@insuite/server');
    for (const file of [
      'dist/main.mjs',
      'dist/cli.mjs',
      'dist/testing.mjs',
      'dist/testing.cjs',
      'testing.d.cts',
      'dist/openapi.json',
      'examples/homeowners/config.json',
      'launch.mjs',
      'openapi.yaml',
    ])
      expect(existsSync(join(server, file))).toBe(true);
    expect(existsSync(join(server, 'src'))).toBe(false);
    expect(existsSync(join(project, 'node_modules/tsx'))).toBe(false);
    // esbuild is one of the server's own dependencies: it compiles a tenant's plugins at deploy.
    expect(existsSync(join(project, 'node_modules/esbuild'))).toBe(true);
  });

  it('bundle their JavaScript dependencies: dist imports only Node, its own files and the packages left out on purpose', () => {
    const server = join(project, 'node_modules/@insuite/server');
    const dist = join(server, 'dist');
    const { dependencies, bundleDependencies: bundled } = JSON.parse(
      readFileSync(join(server, 'package.json'), 'utf8'),
    ) as { dependencies: Record<string, string>; bundleDependencies: string[] };
    const imported = packagesImported(dist);
    expect([...imported].filter((name) => !PACKAGE_EXTERNAL.includes(name))).toEqual([]);
    // Express, Knex and the validator among them, which the server loads at every start.
    for (const bundled of ['express', 'knex', 'express-openapi-validator', 'pino', 'prom-client'])
      expect(imported.has(bundled)).toBe(false);
    // What the server itself loads is installed with the package (the rest are drivers and
    // TypeScript, required only when an app configures them).
    for (const name of ['@insuite/client', 'argon2', 'esbuild', 'piscina', 'quickjs-emscripten'])
      expect(imported.has(name) && name in dependencies).toBe(true);
    // And nothing else but the bundled packages, which install as their manifests alone.
    expect(
      Object.keys(dependencies).filter((name) => !PACKAGE_EXTERNAL.includes(name) && !bundled.includes(name)),
    ).toEqual([]);
    expect(existsSync(join(project, 'node_modules/express-openapi-validator'))).toBe(false);
    // The bundled packages' licences ship with them.
    const licences = readFileSync(join(dist, 'THIRD-PARTY-LICENSES.txt'), 'utf8');
    for (const name of ['express@', 'knex@', 'ajv@', 'pino@']) expect(licences).toContain(name);
    expect(licences).toContain('Permission is hereby granted');
  });

  it('declare every package the server runs, bundled or not, where an audit of the app sees it', () => {
    const server = join(project, 'node_modules/@insuite/server');
    const { dependencies, bundleDependencies } = JSON.parse(
      readFileSync(join(server, 'package.json'), 'utf8'),
    ) as {
      dependencies: Record<string, string>;
      bundleDependencies: string[];
    };
    // The app's lockfile, which npm audit and Dependabot read, holds each bundled package at the
    // version bundled, nested ones (another version than the top's) included.
    const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; inBundle?: boolean }>;
    };
    const inBundle = Object.entries(lock.packages).filter(([, p]) => p.inBundle);
    const versionOf = (name: string) =>
      (
        JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
    for (const name of [
      'express',
      'knex',
      'pg',
      'pino',
      'prom-client',
      'express-openapi-validator',
      'liquidjs',
    ]) {
      expect(bundleDependencies).toContain(name);
      expect(dependencies[name]).toBe(versionOf(name));
      expect(lock.packages[`node_modules/@insuite/server/node_modules/${name}`]).toMatchObject({
        version: versionOf(name),
        inBundle: true,
      });
    }
    // Their dependencies too (body-parser under Express; Ajv, under the validator, as the one copy
    // the build bundles, the server's own).
    expect(inBundle.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        'node_modules/@insuite/server/node_modules/body-parser',
        'node_modules/@insuite/server/node_modules/ajv',
      ]),
    );
    expect(inBundle.length).toBeGreaterThan(100);
    // As manifests only: their code is in dist/, and installs no second time.
    const files = readdirSync(join(server, 'node_modules'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
    expect(files.filter((f) => f !== 'package.json')).toEqual([]);
  });

  it('ship the empty database the harness copies, as the migrations of these sources make it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'insuite-mig-'));
    const db = createDb({ sqlitePath: join(dir, 'migrated.db') });
    try {
      await migrateLatest(db);
      await db.destroy();
      const shipped = join(project, 'node_modules/@insuite/server/dist/migrated.db');
      expect(sqliteContents(shipped)).toEqual(sqliteContents(join(dir, 'migrated.db')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('`npx insuite serve` runs the packaged server, SQLite in ./data, answering /healthz', async () => {
    const port = await freePort();
    const { child, output } = await insuite(['serve', '--port', String(port)], /insuite listening/);
    expect(output()).toMatch(/"code":"compiled"/);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const docs = await fetch(`http://127.0.0.1:${port}/docs`);
    expect(docs.status).toBe(200);
    // The console ships built: its page and its script answer with no sources to build them from.
    expect((await fetch(`http://127.0.0.1:${port}/console`)).status).toBe(200);
    const script = await fetch(`http://127.0.0.1:${port}/console/console.js`);
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(10_000);
    expect(await stopped(child)).toBe(0);
    expect(existsSync(join(project, 'data/insuite.db'))).toBe(true);
    // The backup command runs the package's compiled backup entry: no checkout needed.
    await run(join(project, 'node_modules/.bin/insuite'), ['backup', 'copy.db'], { cwd: project, env });
    expect(existsSync(join(project, 'copy.db'))).toBe(true);
  }, 120_000);

  it('`npx insuite serve --memory --seed @insuite/server/examples/homeowners` serves the example tenant and forgets it on exit', async () => {
    // The package's name, as the docs give it; `insuite types` takes it the same way.
    await run(
      join(project, 'node_modules/.bin/insuite'),
      ['types', '@insuite/server/examples/homeowners', '--out', 'homeowners-types.ts'],
      { cwd: project, env },
    );
    expect(readFileSync(join(project, 'homeowners-types.ts'), 'utf8')).toContain('TerritoryRates');
    const { child, output } = await insuite(
      ['serve', '--memory', '--port', '0', '--seed', '@insuite/server/examples/homeowners'],
      /INSUITE_TENANT=\S+\n/,
    );
    const value = (name: string) => new RegExp(`^${name}=(\\S+)$`, 'm').exec(output())![1]!;
    const rate = await fetch(
      `${value('INSUITE_URL')}/resource/${value('INSUITE_TENANT')}/tables/TerritoryRates/record?key=IL&key=Cook`,
      { headers: { Authorization: `Bearer ${value('INSUITE_TOKEN')}` } },
    );
    expect(await rate.json()).toMatchObject({ value: { baseRate: '812.50' } });
    expect(await stopped(child)).toBe(0);
  }, 120_000);

  it('the app’s tests use startInsuite and the SDK: compiled with tsc --strict, run by vitest and node:test', async () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noUncheckedIndexedAccess: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          types: [],
          skipLibCheck: true,
          outDir: 'out',
        },
        files: ['rates.test.ts'],
      }),
    );
    writeFileSync(join(project, 'rates.test.ts'), APP_TEST);
    await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project });
    // A test's first request waits for the tables' upload: on a loaded machine that outlasts vitest's 5 s.
    const vitest = await run(
      'npx',
      ['--no-install', 'vitest', 'run', '--testTimeout=60000', 'out/rates.test.js'],
      {
        cwd: project,
        env,
      },
    );
    expect(vitest.stdout).toMatch(/2 passed/);
    writeFileSync(join(project, 'health.test.mjs'), NODE_TEST);
    // node:test waits for the process to end: it would hang if stop() left anything running.
    // TAP on every Node (Node 24 prints its spec reporter's lines even where no terminal reads them).
    const node = await run(process.execPath, ['--test', '--test-reporter=tap', 'health.test.mjs'], {
      cwd: project,
      env,
      timeout: 60_000,
    });
    expect(node.stdout).toMatch(/# pass 1/);
  }, 180_000);

  it('the harness from CommonJS: typed for require, run by Jest with the packaged example tenant and a webhook receiver', async () => {
    const cjs = join(project, 'cjs');
    mkdirSync(cjs, { recursive: true });
    writeFileSync(
      join(cjs, 'package.json'),
      JSON.stringify({ name: 'app-cjs', private: true, type: 'commonjs' }),
    );
    writeFileSync(join(cjs, 'typed.cts'), CJS_TYPED);
    writeFileSync(
      join(cjs, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          types: [],
          skipLibCheck: true,
        },
        files: ['typed.cts'],
      }),
    );
    await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: cjs });
    writeFileSync(join(cjs, 'rates.test.js'), JEST_TEST);
    const jest = await run(
      process.execPath,
      [join(project, 'node_modules/jest/bin/jest.js'), '--rootDir', cjs, '--ci', '--testTimeout=60000'],
      { cwd: cjs, env, timeout: 180_000 },
    ).catch((err: { stdout: string; stderr: string }) => err);
    expect(jest.stderr).toMatch(/Tests:\s+1 passed, 1 total/);
  }, 240_000);

  it('a run killed with SIGKILL leaves its folder, and the next start removes it', async () => {
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "await (await import('@insuite/server/testing')).startInsuite(); console.log('started');",
      ],
      { cwd: project, env },
    );
    children.push(child);
    await new Promise<void>((done, fail) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('started') && done());
      child.once('exit', (code) => fail(new Error(`the harness exited with ${code}`)));
    });
    const pid = child.pid!;
    const folders = () =>
      ['/dev/shm', tmpdir()].flatMap((d) =>
        existsSync(d) ? readdirSync(d).filter((f) => f.startsWith(`insuite-test-${pid}-`)) : [],
      );
    child.kill('SIGKILL');
    await new Promise((done) => child.once('exit', done));
    expect(folders()).toHaveLength(1);
    await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "await (await (await import('@insuite/server/testing')).startInsuite()).stop();",
      ],
      { cwd: project, env, timeout: 120_000 },
    );
    expect(folders()).toEqual([]);
  }, 180_000);
});

const APP_TEST = `
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ApiError } from '@insuite/client';
import { startInsuite, type InsuiteTestServer } from '@insuite/server/testing';

let insuite: InsuiteTestServer;
beforeAll(async () => {
  insuite = await startInsuite();
});
afterAll(() => insuite.stop());

test('rates come from the example tenant the package ships', async () => {
  const tenant = await insuite.createTenant('homeowners', '@insuite/server/examples/homeowners');
  const { value } = await insuite.client.fetchTableRecord({
    tenantLocator: tenant.locator,
    name: 'TerritoryRates',
    key: ['IL', 'Cook'],
  });
  expect(value.baseRate).toBe('812.50');
});

test('answers are the real server’s: a missing tenant is an ApiError 404', async () => {
  const error = await insuite.client
    .fetchTenant({ locator: '00000000-0000-4000-8000-000000000000' })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(404);
});
`;

const NODE_TEST = `
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startInsuite } from '@insuite/server/testing';

test('a throwaway insuite under node:test', async () => {
  const insuite = await startInsuite();
  try {
    assert.equal((await fetch(insuite.url + '/healthz')).status, 200);
    assert.equal((await insuite.client.fetchTenants({})).items.length, 0);
  } finally {
    await insuite.stop();
  }
});
`;

// The harness's types from CommonJS (a .cts file compiles to require()).
const CJS_TYPED = `
import { startInsuite, type InsuiteTestServer, type WebhookDelivery } from '@insuite/server/testing';

export async function typed(): Promise<string> {
  const insuite: InsuiteTestServer = await startInsuite();
  const receiver = await insuite.webhookReceiver({ tenant: 'x', eventTypes: ['quote.issue'] });
  const delivery: WebhookDelivery = await receiver.next('quote.issue', { timeoutMs: 1000 });
  // @ts-expect-error: not an event type
  await receiver.next('quote.nothing');
  await insuite.stop();
  return delivery.event.locator;
}
`;

const JEST_TEST = `
const { startInsuite } = require('@insuite/server/testing');

let insuite;
beforeAll(async () => {
  insuite = await startInsuite();
});
afterAll(() => insuite.stop());

test('the example tenant, its rates and its events, from CommonJS', async () => {
  const tenant = await insuite.createTenant('homeowners', '@insuite/server/examples/homeowners');
  const { value } = await insuite.client.fetchTableRecord({
    tenantLocator: tenant.locator,
    name: 'TerritoryRates',
    key: ['IL', 'Cook'],
  });
  expect(value.baseRate).toBe('812.50');
  const receiver = await insuite.webhookReceiver({ tenant, eventTypes: ['account.create'] });
  const account = await insuite.client.createAccount({
    tenantLocator: tenant.locator,
    body: { type: 'ConsumerAccount', data: { firstName: 'Ada' } },
  });
  const delivery = await receiver.next('account.create');
  expect(delivery.event.data.locator).toBe(account.locator);
});
`;
