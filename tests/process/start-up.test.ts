// Starts the real server process (server/src/main.ts, compiled as npm start runs it) the way an
// operator does and checks what a failed start says: one line naming the setting to check, a
// non-zero exit, no stack trace unless LOG_LEVEL=debug. Also the warning of a start that restores
// the admin, and a first start into a data folder that does not exist yet. How the production
// start launches the server, and how every way of starting it stops, are in launch.test.ts.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../server/src/db/knex.js';
import { endRunning, lines, runMain, TOKEN } from '../support/run-main.js';
import { freshDatabase } from '../support/server.js';

/** The token file of a PostgreSQL database: admin-token.postgresql-HOST-PORT-NAME. */
function tokenFileName(databaseUrl: string): string {
  const u = new URL(databaseUrl);
  return `admin-token.postgresql-${u.hostname}-${u.port || '5432'}-${u.pathname.slice(1)}`;
}

let dataDir: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
const dbEnv = () => ({
  INSUITE_DATA_DIR: dataDir,
  ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
});

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'insuite-start-'));
  database = await freshDatabase();
});
afterAll(async () => {
  endRunning();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a start that cannot listen', () => {
  let taken: Server;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()));
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it('exits non-zero with one line naming PORT, and never claims to listen', async () => {
    const port = String((taken.address() as AddressInfo).port);
    const run = await runMain({ ...dbEnv(), PORT: port, INSUITE_ADMIN_TOKEN: TOKEN });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      `insuite: cannot listen on 127.0.0.1:${port}: the port is already in use by another process; check PORT (and HOST)`,
    ]);
    expect(run.stdout).not.toMatch(/listening/);
  });
});

describe('a start that cannot reach its database', () => {
  const unreachable = 'postgres://insuite:hunter2@127.0.0.1:1/insuite';

  it('exits non-zero with one line naming DATABASE_URL, without the password or a trace', async () => {
    const run = await runMain({ INSUITE_DATA_DIR: dataDir, DATABASE_URL: unreachable });
    expect(run.code).toBe(1);
    const out = lines(run.stderr);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      /^insuite: cannot reach the database at postgres:\/\/insuite:\*\*\*@127\.0\.0\.1:1\/insuite: /,
    );
    expect(out[0]).toMatch(/refused.*check DATABASE_URL$/);
    expect(run.stderr + run.stdout).not.toMatch(/hunter2|\n\s+at /);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'says how to make a database that does not exist (createdb), on a server that answers',
    async () => {
      const u = new URL(process.env.TEST_DATABASE_URL!);
      u.pathname = '/insuite_not_made_yet';
      const run = await runMain({ INSUITE_DATA_DIR: dataDir, DATABASE_URL: u.toString() });
      expect(run.code).toBe(1);
      expect(lines(run.stderr)).toHaveLength(1);
      expect(run.stderr).toContain(
        `the database does not exist (make it first: createdb -h ${u.hostname} -p ${u.port} -U ${u.username} insuite_not_made_yet)`,
      );
    },
  );

  it('adds the stack trace with LOG_LEVEL=debug', async () => {
    const run = await runMain({ INSUITE_DATA_DIR: dataDir, DATABASE_URL: unreachable, LOG_LEVEL: 'debug' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/check DATABASE_URL/);
    expect(run.stderr).toMatch(/\n\s+at /);
  });
});

describe('the first start into a data folder that does not exist yet', () => {
  it('makes the folder, then writes the admin token and the key file into it', async () => {
    const missing = join(dataDir, 'first', 'start');
    // An empty database, and no INSUITE_ADMIN_TOKEN: the server makes a token and saves it there.
    const empty = await freshDatabase();
    const run = await runMain({
      INSUITE_DATA_DIR: missing,
      LOG_LEVEL: 'info',
      ...(empty.databaseUrl ? { DATABASE_URL: empty.databaseUrl } : {}),
    }).finally(() => empty.drop());
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/insuite listening/);
    const file = join(missing, empty.databaseUrl ? tokenFileName(empty.databaseUrl) : 'admin-token');
    expect(run.stdout).toContain(`(also saved to ${file})`);
    // What it printed is what the console's sign-in opens on.
    expect(run.stdout).toMatch(/The console \(http:\/\/\S+\/console\) signs in with it\./);
    expect(readFileSync(file, 'utf8')).toMatch(/^ist_\S+\n$/);
    expect(readdirSync(missing)).toContain('master.key');
    expect(run.code).toBe(0);
  });

  it("writes its token to a file of its own database, never over another database's", async () => {
    const shared = mkdtempSync(join(dataDir, 'shared-'));
    const empty = await freshDatabase();
    // The token file of the other engine's database in the same folder.
    const other = empty.databaseUrl ? 'admin-token' : tokenFileName('postgres://u@db.example:5433/insuite');
    writeFileSync(join(shared, other), 'ist_other\n');
    const run = await runMain({
      INSUITE_DATA_DIR: shared,
      LOG_LEVEL: 'info',
      ...(empty.databaseUrl ? { DATABASE_URL: empty.databaseUrl } : {}),
    }).finally(() => empty.drop());
    expect(run.code).toBe(0);
    expect(readFileSync(join(shared, other), 'utf8')).toBe('ist_other\n');
    const own = join(shared, empty.databaseUrl ? tokenFileName(empty.databaseUrl) : 'admin-token');
    expect(run.stdout).toContain(`(also saved to ${own})`);
    expect(readFileSync(own, 'utf8')).toMatch(/^ist_\S+\n$/);
  });

  it('names INSUITE_DATA_DIR, in one line, when the folder cannot be made', async () => {
    const file = join(dataDir, 'a-file');
    writeFileSync(file, 'not a directory');
    const run = await runMain({ ...dbEnv(), INSUITE_DATA_DIR: join(file, 'data') });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      `insuite: cannot use the data folder ${join(file, 'data')}: a file stands where a folder is needed; ` +
        'check INSUITE_DATA_DIR (it must be a writable folder)',
    ]);
  });
});

describe('a start with INSUITE_ADMIN_TOKEN that opens nothing', () => {
  it('restores the admin with that token and logs a warning saying so', async () => {
    const first = await runMain({ ...dbEnv(), INSUITE_ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'info' });
    expect(first.stdout).toMatch(/insuite listening/);
    expect(first.stdout).not.toMatch(/INSUITE_ADMIN_TOKEN opened no/);

    // Every token of the installation is gone.
    const db = createDb({ databaseUrl: database.databaseUrl, sqlitePath: join(dataDir, 'insuite.db') });
    try {
      await db('auth_tokens').delete();
    } finally {
      await db.destroy();
    }
    const second = await runMain({ ...dbEnv(), INSUITE_ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'info' });
    const warning = lines(second.stdout)
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((l) => /INSUITE_ADMIN_TOKEN/.test(l.msg));
    expect(warning).toMatchObject({ level: 40 });
    expect(warning!.msg).toMatch(/admin@insuite\.local was restored .* holds that token again/);
    expect(second.stdout).toMatch(/insuite listening/);
  });
});
