// The compiled server (server/build.mjs, what npm start runs) answers as the sources do where the
// bundle changes how files are found: the contract read at start and by configuration deploys, the
// table worker's thread and the template checker's thread, each a file of its own beside the
// bundle. The contract suite runs on the sources; this runs a few operations through the SDK
// against the compiled server in its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, tableZip, type InsuiteClient } from '@insuite/client';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIsFresh, COMPILED_MAIN, OUT_DIR, PACKAGE_EXTERNAL } from '../../server/build.mjs';
import { markNotBuilt } from '../../server/src/system/not-built.js';
import { operations, type OperationId } from '../../generated/operations.js';
import { packagesImported } from '../support/bundle-imports.js';
import { failure } from '../support/failure.js';
import { tenant } from '../support/given.js';
import { freePort } from '../support/ports.js';
import { freshDatabase } from '../support/server.js';

const TOKEN = `ist_${randomBytes(24).toString('base64url')}`;

let child: ChildProcess;
let sdk: InsuiteClient;
let baseUrl: string;
let dataDir: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let log = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'insuite-compiled-'));
  database = await freshDatabase();
  const port = await freePort();
  child = spawn(process.execPath, [COMPILED_MAIN], {
    env: {
      ...process.env,
      INSUITE_DATA_DIR: dataDir,
      INSUITE_ADMIN_TOKEN: TOKEN,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    },
  });
  child.stdout!.on('data', (d: Buffer) => void (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => void (log += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the compiled server did not start:\n${log}`)), 20_000);
    const check = () => {
      if (/insuite listening/.test(log)) {
        clearTimeout(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearTimeout(timer);
        reject(new Error(`the compiled server exited:\n${log}`));
      } else setTimeout(check, 50);
    };
    check();
  });
  baseUrl = `http://127.0.0.1:${port}`;
  sdk = createClient({ baseUrl, token: TOKEN });
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('says it runs compiled code and serves the contract', async () => {
    expect(log).toMatch(/"code":"compiled"/);
    const contract = await fetch(`${baseUrl}/openapi.yaml`).then((r) => r.text());
    // Every operation is built; the test controls are left out of a server made without them.
    const controls = (Object.keys(operations) as OperationId[]).filter(
      (id) => operations[id].group === 'test-controls',
    );
    const file = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');
    expect(contract).toBe(markNotBuilt(file, new Set(), new Set(controls)));
  });

  it('keeps idle connections longer than clients keep theirs, and says so', async () => {
    // Node's 5 s would have a client's request on a connection the server is closing meet a reset.
    const res = await fetch(`${baseUrl}/healthz`);
    await res.text();
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('deploys a configuration, checks and indexes a table in its worker, and answers from it', async () => {
    const t = await tenant(sdk);
    const csv = readFileSync(new URL('../fixtures/homeowners/territory-rates.csv', import.meta.url), 'utf8');
    await sdk.createLookupTable({
      tenantLocator: t,
      name: 'rates',
      staticName: 'TerritoryRates',
      body: await tableZip(csv),
    });
    const row = await sdk.fetchTableRecord({
      tenantLocator: t,
      name: 'rates',
      byStaticName: false,
      key: ['IL', 'Cook'],
    });
    expect(row.value).toMatchObject({ state: 'IL', county: 'Cook', baseRate: '812.50' });
    // A row that breaks its column's type, found by the worker.
    const bad = await failure(
      sdk.createLookupTable({
        tenantLocator: t,
        name: 'broken',
        staticName: 'TerritoryRates',
        body: await tableZip('state,county,baseRate,territoryCode\nIL,Cook,cheap,101\n'),
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.problem?.errors?.[0]?.location).toBe('table.csv line 2, column "baseRate"');
  });

  it('checks a template in its worker', async () => {
    const t = await tenant(sdk);
    const bad = await failure(
      sdk.createVelocityDocumentTemplate({
        tenantLocator: t,
        name: 'broken',
        staticName: 'Declarations',
        body: '#if($quote) never closed\n',
      }),
    );
    expect(bad.status).toBe(422);
    const good = await sdk.createVelocityDocumentTemplate({
      tenantLocator: t,
      name: 'fine',
      staticName: 'Declarations',
      body: 'Dear $account.firstName\n',
    });
    expect(good).toMatchObject({ name: 'fine', templateFormat: 'velocity' });
  });
});

describe('the bundle', () => {
  // As the package's: a start reads one file, not the hundreds of Express, Knex and the validator.
  it('holds its JavaScript packages: it imports only Node, its own files and the packages left out on purpose', () => {
    const imported = packagesImported(OUT_DIR);
    expect([...imported].filter((name) => !PACKAGE_EXTERNAL.includes(name))).toEqual([]);
    for (const bundled of ['express', 'knex', 'express-openapi-validator', 'pino', 'prom-client'])
      expect(imported.has(bundled)).toBe(false);
  });
});

/**
 * The build counts as stale while `file` is newer than the compiled server, and fresh again once
 * its time is put back (at once, so that the other tests find it fresh).
 */
function expectStaleOnceChanged(file: URL) {
  expect(buildIsFresh()).toBe(true);
  const before = statSync(file);
  try {
    utimesSync(file, new Date(), new Date(statSync(COMPILED_MAIN).mtimeMs + 2_000));
    expect(buildIsFresh()).toBe(false);
  } finally {
    utimesSync(file, before.atime, before.mtime);
  }
  expect(buildIsFresh()).toBe(true);
}

describe('the freshness of the build (npm start rebuilds a stale one)', () => {
  // A file the server bundles from outside server/src, changed after the build, and the console
  // rebuilt since (its own build, or its test): the server's bundle is stale all the same. The
  // times are put back at once, so that the build counts as fresh again for the other tests.
  it('counts a change to a bundled file outside server/src, the console rebuilt after it', () => {
    const generated = new URL('../../generated/operations.ts', import.meta.url);
    const consoleScript = join(OUT_DIR, '../console/console.js');
    expect(buildIsFresh()).toBe(true);
    const built = statSync(COMPILED_MAIN).mtimeMs;
    const before = [generated, consoleScript].map((file) => [file, statSync(file)] as const);
    try {
      utimesSync(generated, new Date(), new Date(built + 2_000));
      utimesSync(consoleScript, new Date(), new Date(built + 3_000));
      expect(buildIsFresh()).toBe(false);
    } finally {
      for (const [file, stat] of before) utimesSync(file, stat.atime, stat.mtime);
    }
    expect(buildIsFresh()).toBe(true);
  });

  // The packages' files are not among the inputs checked at each start; the lockfile stands for
  // them, since an install that changes a package changes it.
  it('counts a change to package-lock.json, which stands for the bundled packages', () => {
    const inputs = JSON.parse(readFileSync(join(OUT_DIR, 'inputs.json'), 'utf8')) as string[];
    expect(inputs.filter((file) => file.startsWith('node_modules/'))).toEqual([]);
    expectStaleOnceChanged(new URL('../../package-lock.json', import.meta.url));
  });

  // The contract is read at run time, from the JSON copy written beside the bundle: a changed
  // openapi.yaml makes the build stale, so that the copy is written again.
  it('counts a change to openapi.yaml, whose JSON copy the compiled server reads', () => {
    const yamlFile = new URL('../../openapi.yaml', import.meta.url);
    expect(JSON.parse(readFileSync(join(OUT_DIR, 'openapi.json'), 'utf8'))).toEqual(
      YAML.parse(readFileSync(yamlFile, 'utf8')),
    );
    expectStaleOnceChanged(yamlFile);
  });
});
