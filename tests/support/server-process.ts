// A server in a process of its own (the compiled server, server-entry.ts) on a given data folder or PostgreSQL
// database, for tests that kill it, restart it, or start it on a restored copy.
import { spawn, type ChildProcess } from 'node:child_process';
import { createClient, type InsuiteClient } from '@insuite/client';
import { freePort } from './ports.js';
import { SERVER_MAIN } from './server-entry.js';

export interface ServerProcess {
  url: string;
  port: number;
  /** The SDK against this process, with `token`. */
  as(token?: string): InsuiteClient;
  /** SIGKILL: no shutdown, no flush; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, and waits for a clean exit. */
  stop(): Promise<void>;
  child: ChildProcess;
}

export interface Where {
  dataDir: string;
  adminToken: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}

export async function serverProcess(where: Where, port?: number): Promise<ServerProcess> {
  port ??= await freePort();
  const child = spawn(process.execPath, SERVER_MAIN, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      INSUITE_DATA_DIR: where.dataDir,
      INSUITE_ADMIN_TOKEN: where.adminToken,
      INSUITE_VALIDATE_RESPONSES: 'true',
      INSUITE_WEBHOOK_ALLOW_PRIVATE: 'true',
      INSUITE_WEBHOOK_POLL_MS: '20',
      DATABASE_URL: where.databaseUrl ?? '',
      ...where.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server process exited with ${child.exitCode}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 600) throw new Error('the server process did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const gone = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  return {
    url,
    port,
    as: (token) => createClient({ baseUrl: url, token }),
    kill: gone('SIGKILL'),
    stop: gone('SIGTERM'),
    child,
  };
}
