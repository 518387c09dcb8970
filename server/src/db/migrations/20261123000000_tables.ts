import type { Knex } from 'knex';

// Lookup, range and constraint tables. A table version is a resource_contents row holding the CSV
// exactly as uploaded; this row adds what the version was checked against: the table's
// declaration at upload time (columns, data types, keys, range columns), so that the version
// is always read by the rules it was accepted under, whatever later deployments declare.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('table_contents', (t) => {
    t.string('content_id', 26).primary().references('resource_contents.id').onDelete('CASCADE');
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('kind', 16).notNullable(); // lookup | range | constraint
    t.text('declaration').notNullable(); // JSON
    t.integer('row_count').notNullable();
    t.string('entry_name', 255).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('table_contents');
}
