import type { Knex } from 'knex';
import type { Db } from './knex.js';
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
