import type { Knex } from 'knex';

// Timestamps are ISO-8601 UTC strings made by the application, JSON is stored as text and
// parsed in the stores, booleans go through the stores' row mappers: the same on both engines.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tenants', (t) => {
    t.string('id', 36).primary();
    t.string('name', 256).notNullable();
    t.text('description');
    t.string('type', 16).notNullable();
    t.text('config').notNullable();
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['created_at', 'id']);
  });

  await knex.schema.createTable('roles', (t) => {
    t.string('id', 26).primary();
    t.string('name', 128).notNullable().unique();
    t.text('description').notNullable();
    t.text('permissions').notNullable();
    t.integer('version').notNullable();
    t.boolean('built_in').notNullable();
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
  });

  await knex.schema.createTable('tenant_roles', (t) => {
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('role_id', 26).notNullable().references('roles.id').onDelete('CASCADE');
    t.text('permissions').notNullable();
    t.integer('version').notNullable();
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.primary(['tenant_id', 'role_id']);
  });

  await knex.schema.createTable('users', (t) => {
    t.string('id', 36).primary();
    t.string('user_name', 320).notNullable();
    t.string('user_name_key', 320).notNullable().unique(); // lower-cased: names are unique regardless of case
    t.string('first_name', 256).notNullable();
    t.string('last_name', 256).notNullable();
    t.string('email', 320);
    t.boolean('service_account').notNullable();
    t.boolean('enabled').notNullable();
    t.text('tenants').notNullable();
    t.text('password_hash');
    t.string('password_set_at', 32);
    t.boolean('temporary_password').notNullable();
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.index(['created_at', 'id']);
  });

  await knex.schema.createTable('user_roles', (t) => {
    t.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
    t.string('role_id', 26).notNullable().references('roles.id').onDelete('CASCADE');
    t.primary(['user_id', 'role_id']);
  });

  await knex.schema.createTable('auth_tokens', (t) => {
    t.string('id', 26).primary();
    t.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 8).notNullable(); // 'auth' (named, from createAuthToken) or 'oauth' (sign-in)
    t.string('name', 128);
    t.string('token_hash', 64).notNullable().unique(); // SHA-256 hex; the value itself is never stored
    t.text('tenants').notNullable();
    t.text('permissions').notNullable();
    t.string('created_at', 32).notNullable();
    t.string('expires_at', 32).notNullable();
    t.unique(['user_id', 'name']);
  });

  await knex.schema.createTable('settings', (t) => {
    t.string('key', 64).primary();
    t.text('value').notNullable();
  });

  await knex.schema.createTable('resource_groups', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('name', 256).notNullable();
    t.string('selection_start_time', 32).notNullable();
    t.boolean('retired').notNullable();
    t.text('resource_names').notNullable();
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.unique(['tenant_id', 'name']);
    t.index(['tenant_id', 'created_at', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'resource_groups',
    'settings',
    'auth_tokens',
    'user_roles',
    'users',
    'tenant_roles',
    'roles',
    'tenants',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
