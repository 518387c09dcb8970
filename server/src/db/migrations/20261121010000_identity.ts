import type { Knex } from 'knex';

// Tables of the identity area: password history, sign-in failure tracking, identity providers and
// per-tenant data access records. Same conventions as the initial migration (ISO-8601 strings for
// time, JSON as text).
export async function up(knex: Knex): Promise<void> {
  // Hashes of the passwords a user has had, newest last, so a new password can be checked
  // against the last `passwordHistory` of them.
  await knex.schema.createTable('password_history', (t) => {
    t.string('id', 26).primary();
    t.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
    t.text('password_hash').notNullable();
    t.string('created_at', 32).notNullable();
    t.index(['user_id', 'created_at']);
  });

  // Failed sign-ins per lower-cased user name (known or not), shared by every server process.
  await knex.schema.createTable('sign_in_failures', (t) => {
    t.string('user_name_key', 320).primary();
    t.integer('failures').notNullable();
    t.string('window_started_at', 32).notNullable();
    t.string('locked_until', 32);
  });

  await knex.schema.createTable('identity_providers', (t) => {
    t.string('id', 64).primary();
    t.string('type', 8).notNullable(); // 'saml' or 'oidc'
    t.string('display_name', 256).notNullable();
    t.string('sso_url', 2048);
    t.string('import_config_url', 2048);
    t.string('client_id', 512);
    t.text('client_secret'); // sealed with the master key; never returned
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
  });

  await knex.schema.createTable('user_data_access', (t) => {
    t.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('masking_level', 8).notNullable();
    t.text('access_control_fields').notNullable();
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.primary(['user_id', 'tenant_id']);
  });

  // Sign-in tokens are listed and revoked per user and kind.
  await knex.schema.alterTable('auth_tokens', (t) => {
    t.index(['user_id', 'kind', 'expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_tokens', (t) => {
    t.dropIndex(['user_id', 'kind', 'expires_at']);
  });
  for (const table of ['user_data_access', 'identity_providers', 'sign_in_failures', 'password_history']) {
    await knex.schema.dropTableIfExists(table);
  }
}
