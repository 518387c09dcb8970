// `insuite serve`: runs the server of an insuite checkout (the folder given, or the nearest one
// above the current folder), else the server of the package this command came with
// (@insuite/server, installed from npm or a tarball). With --memory it is a throwaway server: a
// database in memory, a token of its own, optionally a tenant seeded from a folder, and nothing
// left when it stops.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createClient } from '@insuite/client';
import { missing, packagedPath } from './files.js';
import { UsageError } from './output.js';
import { seedTenant } from './seed.js';

export function findCheckout(from: string): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && existsSync(join(dir, 'server/src/main.ts'))) {
      const name = (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name;
      if (name === 'insuite') return dir;
    }
    if (dirname(dir) === dir) return undefined;
  }
}

interface Command {
  args: string[];
  env: NodeJS.ProcessEnv;
}

export interface ServeOptions {
  port?: string;
  dataDir?: string;
  databaseUrl?: string;
  checkout?: string;
  /** Server processes: a number or auto (INSUITE_PROCESSES). */
  processes?: string;
  memory?: boolean;
  seed?: string;
  tenant?: string;
}

/** A new folder in memory where the system has one (/dev/shm), else in the temporary folder. */
export function memoryFolder(prefix = 'insuite-memory-'): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return mkdtempSync(join('/dev/shm', prefix));
  } catch {
    return mkdtempSync(join(tmpdir(), prefix));
  }
}

/** A port no one listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Waits until the server answers /readyz; false when it exited first. */
async function ready(url: string, exited: () => boolean): Promise<boolean> {
  while (!exited()) {
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** Starts the server in the foreground and resolves with its exit code. */
export async function serve(opts: ServeOptions): Promise<number> {
  const root = findCheckout(opts.checkout ?? process.cwd());
  if (opts.checkout && !root) throw new UsageError(`${opts.checkout} is not inside an insuite checkout`);
  if (opts.seed !== undefined && !opts.memory) throw new UsageError('--seed needs --memory');
  if (opts.memory && (opts.dataDir || opts.databaseUrl)) {
    throw new UsageError('--memory keeps the database in memory: leave out --data-dir and --database-url');
  }
  if (opts.seed !== undefined && !existsSync(packagedPath(opts.seed))) throw missing(opts.seed);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(opts.port ? { PORT: opts.port } : {}),
    ...(opts.dataDir ? { INSUITE_DATA_DIR: resolve(opts.dataDir) } : {}),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...(opts.processes !== undefined ? { INSUITE_PROCESSES: opts.processes } : {}),
  };
  let throwaway: { dir: string; url: string; token: string } | undefined;
  if (opts.memory) {
    if (env.PORT === undefined || env.PORT === '0') env.PORT = String(await freePort());
    const host = !env.HOST || env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
    const token = env.INSUITE_ADMIN_TOKEN ?? `ist_${randomBytes(24).toString('base64url')}`;
    throwaway = { dir: memoryFolder(), url: `http://${host}:${env.PORT}`, token };
    delete env.DATABASE_URL;
    Object.assign(env, { INSUITE_DATA_DIR: throwaway.dir, INSUITE_ADMIN_TOKEN: token });
    env.LOG_LEVEL ??= 'warn';
    // A server made for tests: its clock, faults, journal and snapshots are there to steer.
    env.INSUITE_TEST_CONTROLS ??= 'true';
  }
  // The start decides how the server runs: Node flags (garbage collection by the CPUs at hand,
  // the young generation), its environment, and the compiled server (in a checkout, built when it
  // is missing or older than the sources).
  const launchFile = root
    ? join(root, 'server/launch.mjs')
    : fileURLToPath(new URL('../launch.mjs', import.meta.url));
  const launch = (await import(pathToFileURL(launchFile).href)) as {
    serverCommand(env: NodeJS.ProcessEnv): Promise<Command>;
    runServer(
      command: Command,
      options: { cwd?: string; onStart?: (child: ChildProcess) => void },
    ): Promise<{ code: number | null }>;
  };
  let command: Command;
  try {
    command = await launch.serverCommand(env);
  } catch (err) {
    if (throwaway) rmSync(throwaway.dir, { recursive: true, force: true });
    throw new UsageError((err as Error).message);
  }
  // Tied to this process as npm start ties it to the launcher: SIGINT and SIGTERM passed on, the
  // server stopped when this process ends or when whatever started it (npx, a shell) is gone.
  let child!: ChildProcess;
  const exit = launch
    .runServer(command, { cwd: root ?? process.cwd(), onStart: (c) => (child = c) })
    .then(({ code }) => {
      if (throwaway) rmSync(throwaway.dir, { recursive: true, force: true });
      return code ?? 1;
    });
  if (throwaway && (await ready(throwaway.url, () => child.exitCode !== null || child.signalCode !== null))) {
    const lines = [
      'insuite: a throwaway server, its database in memory: everything is forgotten when it stops.',
      `INSUITE_URL=${throwaway.url}`,
      `INSUITE_TOKEN=${throwaway.token}`,
    ];
    if (opts.seed !== undefined) {
      try {
        const client = createClient({ baseUrl: throwaway.url, token: throwaway.token });
        const t = await seedTenant(
          client,
          opts.tenant ?? basename(resolve(packagedPath(opts.seed))),
          opts.seed,
        );
        lines.push(`INSUITE_TENANT=${t.locator}`);
        lines.push(
          `insuite: tenant ${t.name}` +
            (t.group ? ` with ${t.tables.join(', ')} in resource group ${t.group.name}` : ''),
        );
      } catch (err) {
        child.kill('SIGTERM');
        await exit;
        throw err;
      }
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  return exit;
}
