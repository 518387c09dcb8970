// A second server process (the compiled server, server-entry.ts) on the database of a test server: what one process
// changes, the other must see on its very next request.
import { spawn } from 'node:child_process';
import { freePort } from './ports.js';
import { SERVER_MAIN } from './server-entry.js';
import { createClient, type InsuiteClient } from '@insuite/client';
import type { TestServer } from './server.js';

export interface SecondProcess {
  /** The SDK against the second process, with `token` (none: unauthenticated). */
  as(token?: string): InsuiteClient;
  close(): Promise<void>;
}

export async function secondProcess(a: TestServer): Promise<SecondProcess> {
  const port = await freePort();
  const other = spawn(process.execPath, SERVER_MAIN, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      INSUITE_DATA_DIR: a.dataDir,
      INSUITE_ADMIN_TOKEN: a.adminToken,
      ...(a.databaseUrl ? { DATABASE_URL: a.databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 300) throw new Error('the second server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    as: (token) => createClient({ baseUrl: url, token }),
    async close() {
      if (other.exitCode !== null) return;
      const exited = new Promise((r) => other.once('exit', r));
      other.kill('SIGTERM');
      await exited;
    },
  };
}
