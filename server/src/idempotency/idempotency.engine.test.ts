// Idempotency keys on the engine in use (SQLite, or PostgreSQL with TEST_DATABASE_URL), where the
// contract tests cannot hold a request in the middle of its work: a key whose first request has
// no answer yet is a 409 with Retry-After, and of many requests with one key at once exactly one
// does the work.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/support/server.js';
import { createDb, type Db } from '../db/knex.js';
import { migrateLatest } from '../db/migrate.js';
import type { AppError } from '../errors.js';
import { createLogger } from '../logger.js';
import { JsonText } from '../shared/json-text.js';
import { createIdempotencyService, MOST_KEPT_BODY_BYTES, type RequestParts } from './idempotency-service.js';

let db: Db;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;
const TENANT = '00000000-0000-4000-8000-000000000001';
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'insuite-keys-'));
  database = await freshDatabase();
  db = createDb({ databaseUrl: database.databaseUrl, sqlitePath: join(dir, 'insuite.db') });
  await migrateLatest(db);
  const at = new Date().toISOString();
  await db('tenants').insert({
    id: TENANT,
    name: 'keys',
    type: 'test',
    config: '{}',
    created_at: at,
    created_by: TENANT,
    updated_at: at,
  });
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const parts: RequestParts = { params: { tenantLocator: TENANT }, query: {}, body: { a: 1 }, files: [] };
const name = (key: string) => ({ tenantId: TENANT, operationId: 'createAccount', key });
const service = () =>
  createIdempotencyService({
    db,
    clock: { now: () => new Date() },
    logger: createLogger({ logLevel: 'silent' }),
  });

it('answers 409 with Retry-After while the first request with the key has no answer yet', async () => {
  const keys = service();
  let finish!: () => void;
  const first = keys.once(name('held'), parts, async () => {
    await new Promise<void>((done) => (finish = done));
    return { status: 200, body: { made: 1 } };
  });
  await expect.poll(() => finish).toBeDefined();
  const refused = (await keys
    .once(name('held'), parts, () => ({ status: 200, body: { made: 2 } }))
    .catch((e: unknown) => e)) as AppError;
  expect(refused.status).toBe(409);
  expect(refused.headers).toEqual({ 'Retry-After': '1' });
  expect(refused.message).toContain('"held"');
  finish();
  expect(await first).toEqual({ status: 200, body: { made: 1 } });
  const again = await keys.once(name('held'), parts, () => ({ status: 200, body: { made: 3 } }));
  expect(again.body).toEqual(new JsonText(JSON.stringify({ made: 1 })));
  expect(again.headers).toMatchObject({ 'Idempotent-Replayed': 'true' });
});

it('does the work once of many requests with one key at once', async () => {
  const keys = service();
  let done = 0;
  const outcomes = await Promise.allSettled(
    Array.from({ length: 6 }, () =>
      keys.once(name('many'), parts, () => ({ status: 200, body: { made: ++done } })),
    ),
  );
  expect(done).toBe(1);
  // Each other request was answered the first answer, or told that it had none yet.
  for (const o of outcomes) {
    if (o.status === 'rejected') expect((o.reason as AppError).status).toBe(409);
    else expect(JSON.stringify(o.value.body)).toContain('"made":1');
  }
});

it('keeps no answer larger than it keeps, and says so to a repeat rather than doing the work again', async () => {
  const keys = service();
  let done = 0;
  const large = () => ({ status: 200, body: { made: ++done, text: 'x'.repeat(MOST_KEPT_BODY_BYTES) } });
  expect((await keys.once(name('large'), parts, large)).body).toMatchObject({ made: 1 });
  const refused = (await keys.once(name('large'), parts, large).catch((e: unknown) => e)) as AppError;
  expect(done).toBe(1);
  expect(refused.status).toBe(409);
  expect(refused.message).toContain('was not kept');
  expect(refused.message).toContain(`${MOST_KEPT_BODY_BYTES} bytes`);
});
