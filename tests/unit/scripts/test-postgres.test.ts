// scripts/test-postgres.sh: `stop` stops the throwaway server its `start` started, and leaves alone
// a server someone else runs in the same data folder. Runs where PostgreSQL's server programs are
// installed (Debian's postgresql package), with a folder and a port of its own.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/ports.js';
import { unique } from '../../support/given.js';

const run = promisify(execFile);
const SCRIPT = join(import.meta.dirname, '../../../scripts/test-postgres.sh');
const bin = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql')
      .map((v) => `/usr/lib/postgresql/${v}/bin`)
      .find((d) => existsSync(join(d, 'pg_ctl')))
  : undefined;
const root = process.getuid?.() === 0;

const dataDir = join(tmpdir(), unique('insuite-pg-script-'));
/** pg_ctl as the owner of the data folder. */
const pgCtl = (args: string) =>
  root
    ? run('su', ['postgres', '-s', '/bin/bash', '-c', `${bin}/pg_ctl -D ${dataDir} ${args}`])
    : run('bash', ['-c', `${bin}/pg_ctl -D ${dataDir} ${args}`]);
const running = () =>
  pgCtl('status').then(
    () => true,
    () => false,
  );

afterAll(async () => {
  if (await running()) await pgCtl('-m immediate -w stop');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(!!bin)('scripts/test-postgres.sh', () => {
  it('stop stops the server its start started, and only that one', async () => {
    const env = { ...process.env, PGPORT: String(await freePort()), PGDATA_DIR: dataDir };
    const started = await run(SCRIPT, ['start'], { env });
    expect(started.stdout).toContain(`127.0.0.1:${env.PGPORT}/postgres`);
    expect(started.stdout).toContain('INSUITE_TEST_PG_STARTED=1');
    expect(await running()).toBe(true);
    await run(SCRIPT, ['stop'], { env });
    expect(await running()).toBe(false);

    // A server someone started by hand in the same folder.
    await pgCtl(`-l ${dataDir}/server.log -w -o "-h 127.0.0.1 -p ${env.PGPORT} -k /tmp" start`);
    const pid = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
    const refused = await run(SCRIPT, ['stop'], { env });
    expect(refused.stderr).toContain(`(process ${pid}) was not started by this script: left running`);
    expect(await running()).toBe(true);
  }, 120_000);
});
