// A PostgreSQL database of its own for a benchmark's server, on the server a benchmark is given.
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';

/** A fresh PostgreSQL database on the server of `admin`, and how to drop it. */
export async function pgDatabase(admin: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `insuite_bench_${randomBytes(6).toString('hex')}`;
  const root = knexFactory({ client: 'pg', connection: admin, pool: { min: 0, max: 1 } });
  await root.raw(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await root.raw(`drop database if exists ${name} with (force)`);
      await root.destroy();
    },
  };
}
