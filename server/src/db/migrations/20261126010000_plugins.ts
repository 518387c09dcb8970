import type { Knex } from 'knex';

// A tenant's compiled plugins (written by the deploy, in its transaction, beside the configuration)
// and the plugin logs: one per call of a plugin that logged or failed, its lines kept whole.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tenant_plugins', (t) => {
    t.string('tenant_id', 36).primary().references('tenants.id').onDelete('CASCADE');
    t.string('deployment_id', 26).notNullable();
    t.text('bundle').notNullable();
    t.string('created_at', 32).notNullable();
  });

  await knex.schema.createTable('plugin_logs', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('plugin_type', 32).notNullable();
    t.string('request_id', 26).notNullable();
    t.string('object_locator', 64);
    t.string('object_type', 32);
    t.string('outcome', 16).notNullable(); // succeeded | failed
    t.text('lines').notNullable(); // JSON array of strings
    t.string('created_at', 32).notNullable();
    t.index(['tenant_id', 'created_at', 'id']);
    t.index(['tenant_id', 'object_locator']);
    t.index(['tenant_id', 'request_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('plugin_logs');
  await knex.schema.dropTableIfExists('tenant_plugins');
}
