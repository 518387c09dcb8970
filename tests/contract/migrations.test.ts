import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../server/src/db/knex.js';
import { migrateLatest, migrateRollbackAll, writeMigratedSqlite } from '../../server/src/db/migrate.js';
import { engine, freshDatabase } from '../support/server.js';
import { sqliteContents } from '../support/sqlite-contents.js';

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

describe.skipIf(engine() === 'postgresql')('the migrated empty SQLite database the package ships', () => {
  it('holds what the migrations make, and a server started on a copy has nothing left to apply', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'insuite-mig-'));
    const migrated = createDb({ sqlitePath: join(dir, 'migrated.db') });
    try {
      await migrateLatest(migrated);
      await migrated.destroy();
      await writeMigratedSqlite(join(dir, 'snapshot.db'));
      const expected = sqliteContents(join(dir, 'migrated.db'));
      expect(expected.schema.length).toBeGreaterThan(20);
      expect(sqliteContents(join(dir, 'snapshot.db'))).toEqual(expected);
      // The harness copies it and migrates: nothing to apply, nothing changed.
      const copy = createDb({ sqlitePath: join(dir, 'snapshot.db') });
      try {
        await migrateLatest(copy);
      } finally {
        await copy.destroy();
      }
      expect(sqliteContents(join(dir, 'snapshot.db'))).toEqual(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
