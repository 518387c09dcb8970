import type { Knex } from 'knex';

// The event outbox. A change to an account, quote, quick quote or transaction writes its event
// here in the same transaction as the change, so a committed change always has its event and a
// rolled-back one never does. `seq` gives the one total order that deliveries follow (ULIDs made
// in the same millisecond are not ordered).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('events', (t) => {
    t.bigIncrements('seq');
    t.string('id', 26).notNullable().unique();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('type', 64).notNullable();
    t.string('request_id', 64).notNullable();
    t.string('user_id', 36).notNullable();
    t.text('data').notNullable(); // JSON object
    t.string('created_at', 32).notNullable();
    t.index(['tenant_id', 'seq']);
    t.index(['tenant_id', 'type', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('events');
}
