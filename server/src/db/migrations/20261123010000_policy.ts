import type { Knex } from 'knex';

// Accounts, quotes (and quick quotes), policies and their transactions. A quote's or a
// transaction's element tree is one JSON document in its row: it is always read and written whole,
// and issuing copies it into the transaction. Changes are checked (constraint lookups included)
// before their transaction and written only if `version` is still the one they started from.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('accounts', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('type', 128).notNullable();
    t.text('data').notNullable(); // JSON object
    t.string('state', 16).notNullable();
    t.integer('version').notNullable(); // +1 on each change: writes check that nothing came between
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['tenant_id', 'created_at', 'id']);
  });

  // kind: quote | quickquote. Quick quotes have no account and are never issued.
  await knex.schema.createTable('quotes', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('kind', 16).notNullable();
    t.string('product_name', 128).notNullable();
    t.string('account_id', 26).references('accounts.id').onDelete('CASCADE');
    t.string('start_time', 32);
    t.string('end_time', 32);
    t.string('jurisdiction', 128);
    t.string('state', 16).notNullable();
    t.text('element').notNullable(); // JSON element tree, root of the product's type
    t.string('policy_id', 26);
    t.integer('version').notNullable();
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['tenant_id', 'kind', 'created_at', 'id']);
    t.index(['account_id']);
  });

  await knex.schema.createTable('policies', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('account_id', 26).notNullable().references('accounts.id').onDelete('CASCADE');
    t.string('quote_id', 26).notNullable().unique().references('quotes.id').onDelete('CASCADE');
    t.string('product_name', 128).notNullable();
    t.string('start_time', 32).notNullable();
    t.string('end_time', 32);
    t.string('jurisdiction', 128);
    t.string('issued_transaction_id', 26).notNullable();
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.index(['tenant_id', 'created_at', 'id']);
  });

  await knex.schema.createTable('policy_transactions', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('static_id', 26).notNullable();
    t.string('policy_id', 26).notNullable().references('policies.id').onDelete('CASCADE');
    t.string('effective_time', 32).notNullable();
    t.string('state', 32).notNullable();
    t.string('category', 32).notNullable();
    t.string('type', 128).notNullable();
    t.text('data').notNullable(); // JSON object: the transaction's own data
    t.text('element').notNullable(); // JSON element tree
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.index(['tenant_id', 'created_at', 'id']);
    t.index(['policy_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('policy_transactions');
  await knex.schema.dropTableIfExists('policies');
  await knex.schema.dropTableIfExists('quotes');
  await knex.schema.dropTableIfExists('accounts');
}
