// `insuite serve`: runs the server of an insuite checkout (the folder given, or the nearest one
// above the current folder). The SDK package does not carry the server itself.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UsageError } from './output.js';

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

export interface ServeOptions {
  port?: string;
  dataDir?: string;
  databaseUrl?: string;
  checkout?: string;
}

/** Starts the server in the foreground and resolves with its exit code. */
export async function serve(opts: ServeOptions): Promise<number> {
  const root = findCheckout(opts.checkout ?? process.cwd());
  if (!root) {
    throw new UsageError(
      'insuite serve runs the server of an insuite checkout: run it inside one, or give --checkout DIR',
    );
  }
  const env = {
    ...process.env,
    ...(opts.port ? { PORT: opts.port } : {}),
    ...(opts.dataDir ? { INSUITE_DATA_DIR: resolve(opts.dataDir) } : {}),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  };
  // The checkout's own start decides how the server runs: Node flags (garbage collection by the
  // CPUs at hand, the young generation), its environment, and the compiled server, built when it
  // is missing or older than the sources.
  const launch = (await import(pathToFileURL(join(root, 'server/launch.mjs')).href)) as {
    serverCommand(env: NodeJS.ProcessEnv): Promise<{ args: string[]; env: NodeJS.ProcessEnv }>;
  };
  let command: { args: string[]; env: NodeJS.ProcessEnv };
  try {
    command = await launch.serverCommand(env);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const child = spawn(process.execPath, command.args, {
    env: command.env,
    cwd: root,
    stdio: 'inherit',
  });
  // The server shuts down cleanly on these; pass them on and wait for it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  return new Promise((done) => child.on('exit', (code) => done(code ?? 1)));
}
