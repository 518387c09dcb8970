import type { Knex } from 'knex';

// A counter per tenant that every change to the tenant's configuration moves forward (the tenant
// created, its configuration replaced, the tenant deleted). Policy reads keep the parsed
// configuration per tenant for as long as its counter stays where it was, so a read costs one
// read of one small row instead of the whole configuration text and a comparison with the text
// kept. Triggers do the counting, so no code path (deploy, import, restore of a tenant) can forget
// to. A tenant without a row has had no change since this migration (counter 0).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('config_epochs', (t) => {
    t.string('tenant_id', 36).primary();
    t.bigInteger('n').notNullable();
  });

  if (knex.client.config.client === 'pg') {
    await knex.raw(`create function insuite_config_epoch_bump() returns trigger language plpgsql as $$
      begin
        insert into config_epochs (tenant_id, n)
          values (case when tg_op = 'DELETE' then old.id else new.id end, 1)
          on conflict (tenant_id) do update set n = config_epochs.n + 1;
        return null;
      end $$`);
    // Deferred to commit, as the other counters: the row lock is held only while committing.
    await knex.raw(`create constraint trigger tenants_config_epoch after insert or update of config or delete
      on tenants deferrable initially deferred for each row execute function insuite_config_epoch_bump()`);
  } else {
    const bump = (row: 'new' | 'old') =>
      `insert into config_epochs (tenant_id, n) values (${row}.id, 1)
        on conflict (tenant_id) do update set n = n + 1;`;
    await knex.raw(
      `create trigger tenants_config_epoch_insert after insert on tenants begin ${bump('new')} end`,
    );
    await knex.raw(
      `create trigger tenants_config_epoch_update after update of config on tenants begin ${bump('new')} end`,
    );
    await knex.raw(
      `create trigger tenants_config_epoch_delete after delete on tenants begin ${bump('old')} end`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('drop trigger if exists tenants_config_epoch on tenants');
    await knex.raw('drop function if exists insuite_config_epoch_bump()');
  } else {
    for (const name of ['insert', 'update', 'delete'])
      await knex.raw(`drop trigger if exists tenants_config_epoch_${name}`);
  }
  await knex.schema.dropTableIfExists('config_epochs');
}
