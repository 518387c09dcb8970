import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDb } from '../server/src/db/knex.js';
import { migrateLatest, migrateRollbackAll } from '../server/src/db/migrate.js';
import { engine, freshDatabase } from './support/server.js';

describe(`migrations on ${engine()}`, () => {
  it('apply, roll back completely, and apply again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'insuite-mig-'));
    const database = await freshDatabase();
    const db = createDb({ databaseUrl: database.databaseUrl, sqlitePath: join(dir, 'm.db') });
    try {
      await migrateLatest(db);
      expect(await db.schema.hasTable('tenants')).toBe(true);
      await migrateRollbackAll(db);
      expect(await db.schema.hasTable('tenants')).toBe(false);
      await migrateLatest(db);
      expect(await db.schema.hasTable('resource_groups')).toBe(true);
    } finally {
      await db.destroy();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
