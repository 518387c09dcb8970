// globalSetup of the shared-server suite: one server for the whole run (startInsuite() in vitest's
// main process), handed to every file by `provide`; and a barrier the files meet at, so that they
// are all in the middle of their work at once. With SHARED_SERVER=separate no server is started
// here and each file starts its own (the bench's comparison). What the run did is written to
// SHARED_SERVER_REPORT, when set: the servers started here and the server's journal by tenant.
import { writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startInsuite } from '../../../server/testing/start.js';
import type { InsuiteTestServer } from '../../../server/testing.mjs';

export const FILES = 8;

declare module 'vitest' {
  export interface ProvidedContext {
    insuite: { url: string; adminToken: string } | null;
    barrier: string;
  }
}

export default async function setup(project: TestProject) {
  const shared = process.env.SHARED_SERVER !== 'separate';
  // A barrier: GET /<name> is answered once FILES requests for that name have arrived.
  const waiting = new Map<string, ServerResponse[]>();
  const barrier = createServer((req, res) => {
    const name = req.url ?? '/';
    const here = [...(waiting.get(name) ?? []), res];
    waiting.set(name, here);
    if (here.length < FILES) return;
    waiting.delete(name);
    for (const r of here) r.end('go');
  });
  await new Promise<void>((done) => barrier.listen(0, '127.0.0.1', done));
  project.provide('barrier', `http://127.0.0.1:${(barrier.address() as { port: number }).port}`);

  let insuite: InsuiteTestServer | undefined;
  if (shared) {
    insuite = await startInsuite({ databaseUrl: process.env.TEST_DATABASE_URL || undefined });
    project.provide('insuite', { url: insuite.url, adminToken: insuite.adminToken });
  } else project.provide('insuite', null);

  return async () => {
    if (insuite && process.env.SHARED_SERVER_REPORT) {
      const journal = await insuite.requests();
      writeFileSync(
        process.env.SHARED_SERVER_REPORT,
        JSON.stringify({
          serversStarted: 1,
          tenants: (await insuite.client.fetchTenants({})).items.map((t) => t.locator),
          journal: journal.map((e) => ({
            tenantLocator: e.tenantLocator ?? null,
            operationId: e.operationId,
          })),
        }),
      );
    }
    barrier.closeAllConnections();
    barrier.close();
    await insuite?.stop();
  };
}
