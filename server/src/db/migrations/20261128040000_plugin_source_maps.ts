import type { Knex } from 'knex';

// The source map of each tenant's compiled plugins, beside the bundle: a plugin's failure names
// the file and line of plugins/ it happened at, not the bundle's. Bundles deployed before it have
// none (their stacks name the bundle's lines until the next deploy).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tenant_plugins', (t) => {
    t.text('source_map');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tenant_plugins', (t) => {
    t.dropColumn('source_map');
  });
}
