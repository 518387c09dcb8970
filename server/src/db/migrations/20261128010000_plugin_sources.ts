import type { Knex } from 'knex';

// The files of the plugins/ folder a tenant's current configuration was deployed with, as sent,
// and the plugins they implement: what `fetchDeployedPlugins` answers, so that a tenant can be
// exported and imported whole. Written by the deploy in its transaction, beside the bundle.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tenant_plugin_sources', (t) => {
    t.string('tenant_id', 36).primary().references('tenants.id').onDelete('CASCADE');
    t.string('deployment_id', 26).notNullable();
    t.text('files').notNullable(); // JSON: [{ path, content (base64) }]
    t.text('implemented').notNullable(); // JSON: { export: entry file }
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('tenant_plugin_sources');
}
