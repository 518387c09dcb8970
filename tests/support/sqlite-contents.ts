// What an SQLite database holds, to compare two: its schema, every table's rows (sorted, the time
// each migration ran left out) and its user_version.
import Database from '../../server/src/db/sqlite-driver.js';

export function sqliteContents(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    const schema = db
      .prepare(
        "select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%' order by type, name",
      )
      .all() as { type: string; name: string }[];
    const rows = Object.fromEntries(
      schema
        .filter((s) => s.type === 'table')
        .map(({ name }) => [
          name,
          (db.prepare(`select * from "${name}"`).all() as Record<string, unknown>[])
            .map((row) => JSON.stringify(name === 'knex_migrations' ? { ...row, migration_time: null } : row))
            .sort(),
        ]),
    );
    return { schema, rows, userVersion: db.pragma('user_version', { simple: true }) };
  } finally {
    db.close();
  }
}
