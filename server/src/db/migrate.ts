import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { createDb, type Db } from './knex.js';
import { migrations } from './migrations/index.js';

// Migrations come from a static list with extension-free names, so the names recorded in the
// database are the same whether the code runs from TypeScript sources or compiled JavaScript.
const source: Knex.MigrationSource<string> = {
  getMigrations: async () => migrations.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const found = migrations.find(([n]) => n === name);
    if (!found) throw new Error(`unknown migration ${name}`);
    return found[1];
  },
};

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource: source });
}

export async function migrateRollbackAll(db: Db): Promise<void> {
  await db.migrate.rollback({ migrationSource: source }, true);
}

/**
 * Writes to `path` an SQLite database with every migration applied, as one file (VACUUM INTO).
 * The package ships one (server/build.mjs) for the test harness, which copies it in place of
 * running the migrations on each fresh server's empty database.
 */
export async function writeMigratedSqlite(path: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'insuite-migrated-'));
  const db = createDb({ sqlitePath: join(dir, 'insuite.db') });
  try {
    await migrateLatest(db);
    await db.raw('vacuum into ?', [path]);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
