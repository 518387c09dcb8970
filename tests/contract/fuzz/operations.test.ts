// Every operation of the contract, fuzzed: requests generated from openapi.yaml, valid and
// invalid (lib/requests.ts), against a server that validates its own answers. A case fails on any
// 5xx, any status the operation does not declare, any 4xx that is not a problem body, and (by the
// server's own response validation, which turns it into a 500) any body outside its schema.
// FUZZ_SEED, FUZZ_RUNS, FUZZ_OPS and FUZZ_PATH: see lib/knobs.ts and docs/development.md.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startServer, type TestServer } from '../../support/server.js';
import { operations } from './lib/contract.js';
import { check, ONLY, RUNS, SEED } from './lib/knobs.js';
import { requestArb } from './lib/requests.js';
import { closeAgent, sendAndJudge, sent } from './lib/send.js';
import { buildWorld, type FuzzWorld } from './lib/world.js';

let s: TestServer;
let world: FuzzWorld;

beforeAll(async () => {
  s = await startServer();
  world = await buildWorld(s);
}, 120_000);
afterAll(async () => {
  console.log(`fuzz ${'operations'}: ${sent.count} requests, seed ${SEED}, ${RUNS} runs`);
  closeAgent();
  await s?.close();
});

// Destructive operations last, so that what they delete was there for the others.
const DESTRUCTIVE = /^(delete|remove|retire|revoke)/;
const ordered = [...operations]
  .filter((op) => !ONLY || ONLY.has(op.id))
  .sort((a, b) => Number(DESTRUCTIVE.test(a.id)) - Number(DESTRUCTIVE.test(b.id)));

describe('the contract, fuzzed', () => {
  if (!ordered.length) it.skip('no operation selected by FUZZ_OPS', () => {});
  else
    it.each(ordered.map((op) => [op.id, op] as const))(
      '%s',
      async (_id, op) => {
        await check(
          op.id,
          fc.asyncProperty(requestArb(op, world), async (r) => {
            await sendAndJudge(s.baseUrl, op, r);
          }),
        );
      },
      300_000,
    );
});
