import type { Knex } from 'knex';

// Webhooks, their delivery state, and diverted events.
//
// Each webhook keeps a cursor into the outbox: the (tx_id, seq) of the last event it is done with.
// On PostgreSQL `seq` values are taken when a row is inserted, not when its transaction commits,
// so an event can become visible after one with a higher seq; a cursor on seq alone would skip it.
// `tx_id` is the id of the writing transaction: transactions below the oldest one still running
// (the snapshot's xmin) are all finished, so the events ordered by (tx_id, seq) below that horizon
// never gain a member and a cursor over them skips nothing. SQLite has one writer at a time, whose
// commit order is seq order: tx_id stays 0 there.
export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  await knex.schema.alterTable('events', (t) => {
    t.bigInteger('tx_id')
      .notNullable()
      .defaultTo(pg ? knex.raw('(pg_current_xact_id()::text::bigint)') : 0);
    t.index(['tenant_id', 'type', 'tx_id', 'seq']);
  });

  await knex.schema.createTable('webhooks', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('name', 256).notNullable();
    t.boolean('enabled').notNullable();
    t.text('endpoint').notNullable(); // JSON: url, headers, secureSsl, hmacEnabled, tag
    t.text('endpoint_secret'); // sealed
    t.text('failure_handling'); // JSON, null when there is none
    t.text('alert_secret'); // sealed
    t.boolean('suspended').notNullable().defaultTo(false);
    t.string('suspended_at', 32);
    t.string('created_at', 32).notNullable();
    // Delivery state: the cursor, tries made on the event after it, and when the next try is due.
    t.bigInteger('cursor_tx').notNullable().defaultTo(0);
    t.bigInteger('cursor_seq').notNullable().defaultTo(0);
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('next_attempt_at', 32);
    t.string('delivery_id', 26);
    // A dispatcher holds a webhook while it delivers to it; the lease lapses if that process dies.
    t.string('lease_until', 32);
    t.string('lease_token', 26);
    t.index(['tenant_id', 'created_at', 'id']);
  });

  await knex.schema.createTable('webhook_event_types', (t) => {
    t.string('webhook_id', 26).notNullable().references('webhooks.id').onDelete('CASCADE');
    t.string('type', 64).notNullable();
    t.primary(['webhook_id', 'type']);
  });

  await knex.schema.createTable('diverted_events', (t) => {
    t.bigIncrements('seq');
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('webhook_id', 26).notNullable().references('webhooks.id').onDelete('CASCADE');
    t.string('event_id', 26).notNullable().references('events.id').onDelete('CASCADE');
    t.string('request_locator', 26).notNullable();
    t.string('failure_trigger', 16).notNullable();
    t.text('failure_message').notNullable();
    t.string('failure_timestamp', 32).notNullable();
    t.unique(['webhook_id', 'event_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('diverted_events');
  await knex.schema.dropTableIfExists('webhook_event_types');
  await knex.schema.dropTableIfExists('webhooks');
  await knex.schema.alterTable('events', (t) => {
    t.dropIndex(['tenant_id', 'type', 'tx_id', 'seq']);
    t.dropColumn('tx_id');
  });
}
