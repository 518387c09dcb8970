// SQL of server-wide settings kept in the database (the password policy).
import type { Db, Tx } from '../db/knex.js';

type Conn = Db | Tx;

export async function getSetting<T>(db: Conn, key: string): Promise<T | undefined> {
  const row = await db('settings').where({ key }).first<{ value: string } | undefined>('value');
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export async function putSetting(db: Conn, key: string, value: unknown): Promise<void> {
  await db('settings')
    .insert({ key, value: JSON.stringify(value) })
    .onConflict('key')
    .merge();
}
