// The insuite server under benchmark, started as production runs it: the compiled server
// (npm run build:server, built here first) in a Node process of its own, with the flags and the
// environment the production start chooses (serverFlags, serverEnv), on a fresh SQLite database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../server/build.mjs';
import { freePort } from '../tests/support/ports.js';
import { serverEnv, serverFlags } from './wrk.js';

const MAIN = fileURLToPath(new URL('../dist/server/main.mjs', import.meta.url));

let built: Promise<void> | undefined;

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the compiled server and resolves once it answers, with its process and port. `token` is
 * the admin token (INSUITE_ADMIN_TOKEN); `execArgv` adds Node flags (a CPU profile, say); `main`
 * names another compiled server (npm run bench:ab).
 */
export async function startInsuite(
  token: string,
  execArgv: string[] = [],
  /** Another compiled server to start instead of this checkout's (built elsewhere). */
  main: string = MAIN,
  /** More environment (DATABASE_URL, say). */
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  if (main === MAIN) await (built ??= buildServer());
  const port = await freePort();
  const child = spawn(process.execPath, [...serverFlags(), ...execArgv, main], {
    env: {
      ...serverEnv(),
      INSUITE_DATA_DIR: mkdtempSync(join(tmpdir(), 'insuite-bench-')),
      INSUITE_ADMIN_TOKEN: token,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      // Response validation is measured as configured for production unless asked for.
      INSUITE_VALIDATE_RESPONSES: process.env.BENCH_VALIDATE_RESPONSES ?? 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`insuite server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('insuite server did not answer within 30 s');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, port };
}
