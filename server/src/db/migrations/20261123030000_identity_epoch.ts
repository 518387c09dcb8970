import type { Knex } from 'knex';

// A counter that every change to what the request gate reads moves forward: tokens, users, their
// roles, roles, tenant-specific role sets, and tenants (created, deleted or retired). The gate
// keeps what it read per token and tenant for as long as the counter stays where it was, so a
// request costs one read of one row, and any change, made by any process, by any statement, is
// seen on the very next request. Triggers do the counting, so no code path can forget to.
const TABLES = ['auth_tokens', 'users', 'user_roles', 'roles', 'tenant_roles'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('identity_epoch', (t) => {
    t.integer('id').primary();
    t.bigInteger('n').notNullable();
  });
  await knex('identity_epoch').insert({ id: 1, n: 0 });

  if (knex.client.config.client === 'pg') {
    await knex.raw(`create function insuite_identity_epoch_bump() returns trigger language plpgsql as $$
      begin
        update identity_epoch set n = n + 1 where id = 1;
        return null;
      end $$`);
    // Deferred to commit: the counter's row lock is the last lock a transaction takes and is held
    // only while it commits, so identity writes cannot deadlock on it. The bump is part of the
    // transaction, so it becomes visible together with the change.
    const on = (table: string, events: string) =>
      knex.raw(`create constraint trigger ${table}_identity_epoch after ${events} on ${table}
        deferrable initially deferred for each row execute function insuite_identity_epoch_bump()`);
    for (const table of TABLES) await on(table, 'insert or update or delete');
    await on('tenants', 'insert or delete or update of type');
  } else {
    const on = async (table: string, event: string, name: string) =>
      knex.raw(`create trigger ${table}_identity_epoch_${name} after ${event} on ${table}
        begin update identity_epoch set n = n + 1 where id = 1; end`);
    for (const table of TABLES) {
      await on(table, 'insert', 'insert');
      await on(table, 'update', 'update');
      await on(table, 'delete', 'delete');
    }
    await on('tenants', 'insert', 'insert');
    await on('tenants', 'update of type', 'update');
    await on('tenants', 'delete', 'delete');
  }
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    for (const table of [...TABLES, 'tenants'])
      await knex.raw(`drop trigger if exists ${table}_identity_epoch on ${table}`);
    await knex.raw('drop function if exists insuite_identity_epoch_bump()');
  } else {
    for (const table of [...TABLES, 'tenants'])
      for (const name of ['insert', 'update', 'delete'])
        await knex.raw(`drop trigger if exists ${table}_identity_epoch_${name}`);
  }
  await knex.schema.dropTableIfExists('identity_epoch');
}
