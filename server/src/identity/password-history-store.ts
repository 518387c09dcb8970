// SQL of password history: the hashes a new password may not repeat.
import type { Db, Tx } from '../db/knex.js';
import { keepNewest } from '../db/keep-newest.js';

type Conn = Db | Tx;

export async function insertPasswordHistory(
  db: Conn,
  entry: { id: string; userId: string; hash: string; createdAt: string },
): Promise<void> {
  await db('password_history').insert({
    id: entry.id,
    user_id: entry.userId,
    password_hash: entry.hash,
    created_at: entry.createdAt,
  });
}

/** The hashes of the user's last `n` passwords, newest first. */
export async function recentPasswordHashes(db: Conn, userId: string, n: number): Promise<string[]> {
  if (n <= 0) return [];
  const rows = await db('password_history')
    .where({ user_id: userId })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(n)
    .select<{ password_hash: string }[]>('password_hash');
  return rows.map((r) => r.password_hash);
}

/** Keeps only the user's newest `keep` history entries. */
export async function prunePasswordHistory(db: Conn, userId: string, keep: number): Promise<void> {
  await keepNewest(db, 'password_history', { user_id: userId }, keep);
}
