// `insuite dev` as someone editing a configuration runs it: in the folder, a save at a time. Each
// step waits for the line that says it is done (bounded by the test's time limit), then asks the
// server what it holds.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createClient, type InsuiteClient } from '@insuite/client';
import { COMPILED_CLI } from '../support/cli.js';
import { unique } from '../support/given.js';
import { startServer, type TestServer } from '../support/server.js';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/homeowners');
const folders: string[] = [];
afterAll(() => {
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

interface Dev {
  child: ChildProcess;
  /** Every line printed so far. */
  lines: string[];
  /** The first line from `from` on matching `pattern`; its index. */
  waitFor(pattern: RegExp, from?: number): Promise<number>;
  exited: Promise<number | string | null>;
}

function startDev(args: string[], cwd: string, env: Record<string, string> = {}): Dev {
  const base: Record<string, string | undefined> = { ...process.env };
  delete base.INSUITE_URL;
  delete base.INSUITE_TOKEN;
  delete base.PORT;
  Object.assign(base, env);
  const child = spawn(process.execPath, [COMPILED_CLI, 'dev', ...args], { cwd, env: base, stdio: 'pipe' });
  const lines: string[] = [];
  const waiting = new Set<() => void>();
  const exited = new Promise<number | string | null>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal)),
  );
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const w of waiting) w();
    });
  }
  const waitFor = (pattern: RegExp, from = 0) =>
    new Promise<number>((done, fail) => {
      const look = () => {
        const at = lines.findIndex((l, i) => i >= from && pattern.test(l));
        if (at < 0) return false;
        waiting.delete(look);
        done(at);
        return true;
      };
      if (look()) return;
      waiting.add(look);
      void exited.then(() => {
        if (!look()) fail(new Error(`exited before printing ${pattern}:\n${lines.join('\n')}`));
      });
    });
  return { child, lines, waitFor, exited };
}

const running: Dev[] = [];
afterEach(async () => {
  for (const d of running.splice(0)) {
    if (d.child.exitCode === null) d.child.kill('SIGKILL');
    await d.exited;
  }
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'insuite-dev-'));
  folders.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

type Config = { exposures: { Dwelling: { data: Record<string, Record<string, unknown>> } } };
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Config;
const writeJson = (file: string, c: Config) => writeFileSync(file, `${JSON.stringify(c, null, 2)}\n`);

/** Saves, refusal and recovery, over a tenant the command keeps in step with `dir`. */
async function scenario(dev: Dev, dir: string, client: InsuiteClient, tenantLocator: string) {
  const cook = async () =>
    (await client.fetchTableRecord({ tenantLocator, name: 'TerritoryRates', key: ['IL', 'Cook'] })).value;
  const yearBuilt = async () =>
    ((await client.fetchConfigDefinition({ tenantLocator })) as unknown as Config).exposures.Dwelling.data
      .yearBuilt;
  expect(await cook()).toMatchObject({ baseRate: '812.50' });

  // A cell of a table.
  let from = dev.lines.length;
  const csv = join(dir, 'territory-rates.csv');
  writeFileSync(csv, readFileSync(csv, 'utf8').replace('IL,Cook,812.50', 'IL,Cook,900.25'));
  await dev.waitFor(/^uploaded territory-rates\.csv to TerritoryRates \(replaced/, from);
  await dev.waitFor(/^up to date/, from);
  expect(await cook()).toMatchObject({ baseRate: '900.25' });

  // A configuration the deploy refuses: its problem is printed as the check prints it, and the
  // tenant keeps the configuration it had.
  const file = join(dir, 'config.json');
  const good = readJson(file);
  const broken = readJson(file);
  broken.exposures.Dwelling.data.yearBuilt!.type = 'year';
  from = dev.lines.length;
  writeJson(file, broken);
  const refused = await dev.waitFor(/^refused: 1 error; .* keeps its configuration$/, from);
  expect(dev.lines.slice(from, refused)).toContainEqual(
    expect.stringMatching(/^config\.json:\d+: error: exposures\.Dwelling\.data\.yearBuilt\.type: "year"/),
  );
  expect(await yearBuilt()).toMatchObject({ type: 'int' });
  expect(await cook()).toMatchObject({ baseRate: '900.25' });

  // Not JSON at all: the line it breaks at.
  from = dev.lines.length;
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('"defaultCurrency": "USD",', '"defaultCurrency": "USD"'),
  );
  await dev.waitFor(/^config\.json:\d+: error: .*not valid JSON/, from);
  await dev.waitFor(/^refused:/, from);

  // Fixed, with a change: deployed, and the types rewritten.
  good.exposures.Dwelling.data.yearBuilt!.max = '2200';
  good.exposures.Dwelling.data.constructionType!.options = ['frame', 'masonry', 'superiorMasonry', 'log'];
  from = dev.lines.length;
  writeJson(file, good);
  await dev.waitFor(/^deployed the configuration to /, from);
  await dev.waitFor(/^up to date/, from);
  expect(await yearBuilt()).toMatchObject({ type: 'int', max: '2200' });
}

describe('insuite dev', () => {
  it('--port, else PORT: the server it starts listens there', async () => {
    const freePort = () =>
      new Promise<number>((done) => {
        const srv = createServer().listen(0, '127.0.0.1', () => {
          const p = (srv.address() as AddressInfo).port;
          srv.close(() => done(p));
        });
      });
    const port = await freePort();
    const dev = startDev(['.', '--port', String(port)], folder(), { PORT: '1' });
    running.push(dev);
    await dev.waitFor(/^watching /);
    expect(dev.lines).toContain(`INSUITE_URL=http://127.0.0.1:${port}`);
    expect(dev.lines).toContain(
      'insuite dev: a server inside this process, its database in memory: forgotten when this stops.',
    );
    // Stopped before the next start takes a port. Sent as soon as the line is read: dev takes the
    // signal before it says it is watching, so it stops as asked (exit 0), never by the signal.
    dev.child.kill('SIGTERM');
    expect(await dev.exited).toBe(0);

    const fromEnv = await freePort();
    const byEnv = startDev(['.'], folder(), { PORT: String(fromEnv) });
    running.push(byEnv);
    await byEnv.waitFor(/^watching /);
    expect(byEnv.lines).toContain(`INSUITE_URL=http://127.0.0.1:${fromEnv}`);
  }, 180_000);

  it('without --url: a server in memory, the folder as tenant, kept in step on every save; SIGTERM stops it', async () => {
    const dir = folder();
    const typesDir = mkdtempSync(join(tmpdir(), 'insuite-types-'));
    folders.push(typesDir);
    const types = join(typesDir, 'tenant.ts');
    // Run in the folder itself, as one would.
    const dev = startDev(['.', '--types', types], dir);
    running.push(dev);
    await dev.waitFor(/^watching \. \(Ctrl-C stops\)$/);
    const value = (name: string) => dev.lines.find((l) => l.startsWith(`${name}=`))!.slice(name.length + 1);
    const client = createClient({ baseUrl: value('INSUITE_URL'), token: value('INSUITE_TOKEN') });
    expect(readFileSync(types, 'utf8')).not.toContain('"log"');

    await scenario(dev, dir, client, value('INSUITE_TENANT'));
    expect(readFileSync(types, 'utf8')).toContain('"log"');

    // A misspelt table in a plugin: the save reports the type error at its file, line and column.
    const from = dev.lines.length;
    const plugin = join(dir, 'plugins/index.ts');
    writeFileSync(
      plugin,
      readFileSync(plugin, 'utf8').replace("lookup('TerritoryRates'", "lookup('TerritoryRate'"),
    );
    const done = await dev.waitFor(/^up to date .*; the plugins have 1 error of types \(above\)$/, from);
    expect(dev.lines.slice(from, done)).toContainEqual(
      expect.stringMatching(/^plugins\/index\.ts:25:\d+: error: .*"TerritoryRate"/),
    );

    dev.child.kill('SIGTERM');
    expect(await dev.exited).toBe(0);
    expect(dev.lines.at(-1)).toBe('insuite dev: stopped');
  }, 240_000);

  describe('with --url and --tenant', () => {
    let s: TestServer;
    afterAll(async () => s?.close());

    it('creates the tenant on that server from the folder, then keeps it in step', async () => {
      s = await startServer();
      const dir = folder();
      const name = unique('dev');
      const dev = startDev(['.', '--url', s.baseUrl, '--tenant', name, '--debounce', '20'], dir, {
        INSUITE_TOKEN: s.adminToken,
      });
      running.push(dev);
      await dev.waitFor(/^watching /);
      const created = await dev.waitFor(/^insuite dev: created tenant /);
      const locator = /\(([0-9a-f-]{36})\)$/.exec(dev.lines[created]!)![1]!;
      expect((await s.admin.fetchTenant({ locator })).name).toBe(name);
      await scenario(dev, dir, s.admin, locator);
      // The tenant was made from the folder: no first round sent its tables again, only the one
      // CSV the scenario changed went up.
      expect(dev.lines.filter((l) => l.startsWith('uploaded '))).toEqual([
        expect.stringMatching(/^uploaded territory-rates\.csv to TerritoryRates \(replaced/),
      ]);
      dev.child.kill('SIGINT');
      expect(await dev.exited).toBe(0);
    }, 240_000);

    it('refuses --port with --url (2): the port is that of the server dev starts', async () => {
      const dev = startDev(
        ['.', '--url', 'http://127.0.0.1:9', '--tenant', 'x', '--port', '8123'],
        folder(),
        {
          INSUITE_TOKEN: 'x'.repeat(30),
        },
      );
      running.push(dev);
      expect(await dev.exited).toBe(2);
      expect(dev.lines.join('\n')).toMatch(/--port is the port of the server dev starts/);
    }, 60_000);

    it('refuses --url without --tenant (2)', async () => {
      const dev = startDev(['.', '--url', 'http://127.0.0.1:9'], folder(), { INSUITE_TOKEN: 'x'.repeat(30) });
      running.push(dev);
      expect(await dev.exited).toBe(2);
      expect(dev.lines.join('\n')).toMatch(/--url needs --tenant NAME/);
    }, 60_000);
  });
});
