import type { Knex } from 'knex';

// A counter per tenant that every change to the tenant's resources or resource groups moves
// forward (created, replaced, renamed, deleted, retired, regrouped). Resolution by name and static
// name (every table lookup) keeps what it read per tenant for as long as the tenant's counter
// stays where it was, so a lookup costs one read of one row, and any change, made by any process,
// by any statement, is seen on the very next lookup. Triggers do the counting, so no code path can
// forget to. A tenant without a row has never had a resource change (counter 0).
const TABLES = ['resources', 'resource_groups'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('resource_epochs', (t) => {
    t.string('tenant_id', 36).primary();
    t.bigInteger('n').notNullable();
  });

  if (knex.client.config.client === 'pg') {
    await knex.raw(`create function insuite_resource_epoch_bump() returns trigger language plpgsql as $$
      begin
        insert into resource_epochs (tenant_id, n)
          values (case when tg_op = 'DELETE' then old.tenant_id else new.tenant_id end, 1)
          on conflict (tenant_id) do update set n = resource_epochs.n + 1;
        return null;
      end $$`);
    // Deferred to commit, as the identity counter: the row lock is held only while committing.
    for (const table of TABLES) {
      await knex.raw(`create constraint trigger ${table}_resource_epoch after insert or update or delete
        on ${table} deferrable initially deferred for each row execute function insuite_resource_epoch_bump()`);
    }
  } else {
    const bump = (row: 'new' | 'old') =>
      `insert into resource_epochs (tenant_id, n) values (${row}.tenant_id, 1)
        on conflict (tenant_id) do update set n = n + 1;`;
    for (const table of TABLES) {
      await knex.raw(`create trigger ${table}_resource_epoch_insert after insert on ${table}
        begin ${bump('new')} end`);
      await knex.raw(`create trigger ${table}_resource_epoch_update after update on ${table}
        begin ${bump('new')} end`);
      await knex.raw(`create trigger ${table}_resource_epoch_delete after delete on ${table}
        begin ${bump('old')} end`);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    for (const table of TABLES) await knex.raw(`drop trigger if exists ${table}_resource_epoch on ${table}`);
    await knex.raw('drop function if exists insuite_resource_epoch_bump()');
  } else {
    for (const table of TABLES)
      for (const name of ['insert', 'update', 'delete'])
        await knex.raw(`drop trigger if exists ${table}_resource_epoch_${name}`);
  }
  await knex.schema.dropTableIfExists('resource_epochs');
}
