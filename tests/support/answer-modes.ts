// Tests that cover how answers are written, in both of the server's modes.
import { afterAll, beforeAll } from 'vitest';
import { startServer, type TestServer } from './server.js';

/**
 * Two servers for the tests of a file: one validating its answers against the contract, as every
 * test server does, and one writing them as production does (INSUITE_VALIDATE_RESPONSES=false).
 */
export function validatedAndProduction(): { validated(): TestServer; production(): TestServer } {
  let servers: [TestServer, TestServer] | undefined;
  beforeAll(async () => {
    servers = await Promise.all([
      startServer(),
      startServer({ env: { INSUITE_VALIDATE_RESPONSES: 'false' } }),
    ]);
  });
  afterAll(() => Promise.all(servers?.map((s) => s.close()) ?? []));
  return { validated: () => servers![0], production: () => servers![1] };
}
