import type { Knex } from 'knex';

// Payments and what they settle, an account's credit, and delinquencies. Amounts are exact
// decimals kept as their digits (text), summed with decimal.js, never by the database. Nothing
// here refers to the invoices' tables: a credit names its invoice and item by locator.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('account_id', 26).notNullable();
    t.string('type', 128).notNullable();
    t.string('state', 16).notNullable();
    t.string('currency', 3).notNullable();
    t.string('amount', 40).notNullable();
    t.text('data').notNullable(); // JSON object
    t.text('targets').notNullable(); // JSON CreditItem[] as given
    t.text('options').notNullable(); // JSON: transaction method and number, instrument, retry plan
    t.string('payment_number', 128);
    t.text('validation'); // JSON ValidationResult
    t.string('posted_at', 32);
    t.string('reversed_at', 32);
    t.string('reversed_by', 36);
    t.string('reversal_reason', 128);
    t.integer('version').notNullable().defaultTo(1);
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['tenant_id', 'created_at', 'id']);
    t.index(['tenant_id', 'account_id', 'created_at']);
    t.index(['tenant_id', 'payment_number']);
  });
  // Each target of a payment, for the lists by target (an item's invoice is kept beside it).
  await knex.schema.createTable('payment_targets', (t) => {
    t.increments('id').primary();
    t.string('tenant_id', 36).notNullable();
    t.string('payment_id', 26).notNullable().references('payments.id').onDelete('CASCADE');
    t.string('container_id', 26).notNullable();
    t.string('container_type', 16).notNullable();
    t.string('invoice_id', 26);
    t.index(['tenant_id', 'container_id']);
    t.index(['tenant_id', 'invoice_id']);
    t.index(['payment_id']);
  });
  // What a posted payment settled: an invoice item, or the account's credit (no item). A reversal
  // marks its payment's credits reversed; the sums leave them out.
  await knex.schema.createTable('payment_credits', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable();
    t.string('payment_id', 26).notNullable().references('payments.id').onDelete('CASCADE');
    t.string('account_id', 26).notNullable();
    t.string('currency', 3).notNullable();
    t.string('invoice_id', 26);
    t.string('item_id', 26);
    t.string('amount', 40).notNullable();
    t.integer('reversed').notNullable().defaultTo(0);
    t.string('created_at', 32).notNullable();
    t.index(['tenant_id', 'invoice_id']);
    t.index(['tenant_id', 'account_id', 'currency']);
    t.index(['payment_id']);
  });
  // One counter per tenant for payment numbers: the row's lock orders concurrent numberings.
  await knex.schema.createTable('payment_numbers', (t) => {
    t.string('tenant_id', 36).primary().references('tenants.id').onDelete('CASCADE');
    t.integer('last').notNullable().defaultTo(0);
  });
  // The delinquency plan named for a quote or a policy (updateQuoteDelinquencyPlan and
  // updatePolicyDelinquencyPlan); a policy without one follows its quote's.
  await knex.schema.createTable('delinquency_plan_choices', (t) => {
    t.string('owner_id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('plan', 128).notNullable();
  });
  await knex.schema.createTable('delinquencies', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('account_id', 26).notNullable();
    t.string('policy_id', 26).notNullable();
    t.string('state', 32).notNullable();
    t.text('settings').notNullable(); // JSON DelinquencySettings as the plan stood at the start
    t.string('timezone', 64).notNullable();
    t.string('grace_started_at', 32);
    t.string('grace_end_at', 32).notNullable();
    t.string('lapse_effective_time', 32);
    t.string('lapse_transaction_id', 26);
    // When the job next has something to do for it; null once nothing is left.
    t.string('due_at', 32);
    t.integer('version').notNullable().defaultTo(1);
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['due_at']);
    t.index(['tenant_id', 'policy_id', 'created_at']);
    t.index(['tenant_id', 'account_id', 'created_at']);
  });
  await knex.schema.createTable('delinquency_references', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable();
    t.string('delinquency_id', 26).notNullable().references('delinquencies.id').onDelete('CASCADE');
    t.string('reference_type', 16).notNullable();
    t.string('reference_id', 26).notNullable();
    t.string('transaction_id', 26);
    t.string('created_at', 32).notNullable();
    // An invoice starts one delinquency while it stays unpaid.
    t.string('open_key', 80).unique();
    t.index(['tenant_id', 'reference_id']);
    t.index(['delinquency_id']);
  });
  await knex.schema.createTable('delinquency_events', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable();
    t.string('delinquency_id', 26).notNullable().references('delinquencies.id').onDelete('CASCADE');
    t.string('name', 128).notNullable();
    t.string('state', 16).notNullable();
    t.string('trigger_time', 32).notNullable();
    t.string('triggered_at', 32);
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.string('updated_at', 32).notNullable();
    t.string('updated_by', 36).notNullable();
    t.index(['delinquency_id', 'trigger_time']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('delinquency_events');
  await knex.schema.dropTableIfExists('delinquency_references');
  await knex.schema.dropTableIfExists('delinquencies');
  await knex.schema.dropTableIfExists('delinquency_plan_choices');
  await knex.schema.dropTableIfExists('payment_numbers');
  await knex.schema.dropTableIfExists('payment_credits');
  await knex.schema.dropTableIfExists('payment_targets');
  await knex.schema.dropTableIfExists('payments');
}
