import type { Knex } from 'knex';

// Tables of the resources area: deployed configurations, resource instances and their content.
export async function up(knex: Knex): Promise<void> {
  // Every deployment of a tenant's configuration; tenants.config holds the current one.
  await knex.schema.createTable('config_deployments', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.text('config').notNullable();
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.index(['tenant_id', 'created_at', 'id']);
  });

  // A named resource instance of any type. `content_id` is the locator of its current content:
  // a resource_contents row, which table types may extend with rows of their own keyed by it.
  await knex.schema.createTable('resources', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('name', 128).notNullable();
    t.string('static_name', 128).notNullable();
    t.string('resource_type', 32).notNullable();
    t.text('jurisdictions').notNullable(); // JSON array, sorted and de-duplicated
    t.string('template_format', 16);
    t.string('content_id', 26);
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.unique(['tenant_id', 'name']);
    t.index(['tenant_id', 'created_at', 'id']);
    t.index(['tenant_id', 'resource_type', 'created_at', 'id']);
    t.index(['tenant_id', 'static_name']);
  });

  // Every version of an instance's content; replacing content adds a row and keeps the old ones.
  await knex.schema.createTable('resource_contents', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('resource_id', 26).notNullable().references('resources.id').onDelete('CASCADE');
    t.string('media_type', 255);
    t.bigInteger('size').notNullable();
    t.string('sha256', 64).notNullable();
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.index(['tenant_id', 'resource_id', 'created_at']);
  });

  // Content bytes in pieces of at most 1 MiB, so a download streams one piece at a time.
  await knex.schema.createTable('resource_content_chunks', (t) => {
    t.string('content_id', 26).notNullable().references('resource_contents.id').onDelete('CASCADE');
    t.integer('seq').notNullable();
    t.string('tenant_id', 36).notNullable();
    t.binary('data').notNullable();
    t.primary(['content_id', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['resource_content_chunks', 'resource_contents', 'resources', 'config_deployments']) {
    await knex.schema.dropTableIfExists(table);
  }
}
