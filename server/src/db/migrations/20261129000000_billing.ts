import type { Knex } from 'knex';

// Billing: the charges of issued transactions as billing holds them, an installment lattice per
// term, installments (one per transaction and lattice frame, their items as JSON), invoices and
// their items, invoice numbers, write-offs and credit distributions. Amounts are decimal strings,
// the exact digits (summed with decimal.js, never by SQL). An installment's `pending_at` is its
// generate time until an invoice takes it, then null: what the invoice job looks for; taking it
// is an update guarded by `pending_at is not null`, so one installment is invoiced once.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('billing_charges', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('account_id', 26).notNullable();
    t.string('policy_id', 26).notNullable();
    t.string('term_id', 26).notNullable();
    t.string('transaction_id', 26).notNullable();
    t.string('element_id', 26).notNullable();
    t.string('element_static_id', 26).notNullable();
    t.string('charge_type', 128).notNullable();
    t.string('charge_category', 32).notNullable();
    t.string('charge_invoicing', 16).notNullable();
    t.string('amount', 48).notNullable();
    t.string('currency', 8).notNullable();
    t.string('tag', 256);
    t.string('reversal_of_id', 26);
    t.string('issued_at', 32).notNullable();
    t.index(['tenant_id', 'policy_id', 'issued_at']);
    t.index(['tenant_id', 'account_id', 'issued_at']);
    t.index(['tenant_id', 'transaction_id']);
  });
  await knex.schema.createTable('installment_lattices', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('account_id', 26).notNullable();
    t.string('policy_id', 26).notNullable();
    t.string('term_id', 26).notNullable();
    t.string('currency', 8).notNullable();
    t.string('timezone', 64).notNullable();
    t.string('plan_name', 128);
    t.text('plan').notNullable(); // JSON: the plan the frames were laid out by
    t.string('term_start', 32).notNullable();
    t.string('term_end', 32).notNullable();
    t.string('effective_time', 32).notNullable();
    t.text('frames').notNullable(); // JSON array of frames
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    // One lattice per term: two issues cannot both lay one out.
    t.unique(['term_id']);
    t.index(['tenant_id', 'policy_id']);
  });
  await knex.schema.createTable('installments', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('lattice_id', 26).notNullable();
    t.string('account_id', 26).notNullable();
    t.string('policy_id', 26).notNullable();
    t.string('term_id', 26).notNullable();
    t.string('transaction_id', 26).notNullable();
    t.integer('frame_index').notNullable();
    t.string('installment_start', 32).notNullable();
    t.string('installment_end', 32).notNullable();
    t.string('coverage_start', 32).notNullable();
    t.string('coverage_end', 32).notNullable();
    t.string('generate_time', 32).notNullable();
    t.string('due_time', 32).notNullable();
    t.string('autopay_time', 32);
    t.string('currency', 8).notNullable();
    t.string('timezone', 64).notNullable();
    t.string('amount', 48).notNullable();
    t.text('items').notNullable(); // JSON array of installment items
    t.string('invoice_id', 26);
    t.string('pending_at', 32); // generate_time until invoiced, then null
    t.integer('version').notNullable().defaultTo(1);
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.string('updated_at', 32).notNullable();
    t.string('updated_by', 36).notNullable();
    t.index(['tenant_id', 'policy_id', 'generate_time']);
    t.index(['tenant_id', 'transaction_id']);
    t.index(['pending_at']);
    t.index(['invoice_id']);
  });
  await knex.schema.createTable('invoices', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('account_id', 26).notNullable();
    t.string('policy_id', 26);
    t.string('state', 16).notNullable(); // open | settled | discarded
    t.string('invoice_type', 16).notNullable();
    t.string('start_time', 32).notNullable();
    t.string('end_time', 32).notNullable();
    t.string('generated_time', 32).notNullable();
    t.string('due_time', 32).notNullable();
    t.string('currency', 8).notNullable();
    t.string('timezone', 64).notNullable();
    t.string('total_amount', 48).notNullable();
    t.string('remaining_amount', 48).notNullable();
    t.string('invoice_number', 128);
    t.string('autopay_time', 32);
    t.boolean('suppress_autopay').notNullable().defaultTo(false);
    t.string('settled_time', 32);
    t.string('unsettled_time', 32);
    t.string('discarded_time', 32);
    t.integer('version').notNullable().defaultTo(1);
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.index(['tenant_id', 'account_id', 'generated_time']);
    t.index(['tenant_id', 'policy_id', 'generated_time']);
    t.index(['tenant_id', 'invoice_number']);
    t.index(['tenant_id', 'state', 'due_time']);
  });
  await knex.schema.createTable('invoice_items', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('invoice_id', 26).notNullable().references('invoices.id').onDelete('CASCADE');
    t.string('policy_id', 26);
    t.string('element_static_id', 26);
    t.string('element_type', 128);
    t.string('charge_type', 128).notNullable();
    t.string('charge_category', 32).notNullable();
    t.string('amount', 48).notNullable();
    t.string('remaining_amount', 48).notNullable();
    t.string('settlement_time', 32);
    t.string('unsettled_time', 32);
    t.text('installment_item_ids').notNullable(); // JSON array
    t.text('transaction_ids').notNullable(); // JSON array
    t.integer('position').notNullable();
    t.string('created_at', 32).notNullable();
    t.index(['invoice_id', 'position']);
  });
  await knex.schema.createTable('billing_counters', (t) => {
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('name', 64).notNullable();
    t.bigInteger('value').notNullable();
    t.primary(['tenant_id', 'name']);
  });
  await knex.schema.createTable('write_offs', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('account_id', 26).notNullable();
    t.string('invoice_id', 26).notNullable();
    t.string('credit_type', 32).notNullable();
    t.string('state', 16).notNullable();
    t.string('currency', 8).notNullable();
    t.string('amount', 48).notNullable();
    t.text('targets').notNullable(); // JSON array of credit items
    t.string('reversal_reason', 1024);
    t.string('reversed_at', 32);
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.index(['tenant_id', 'invoice_id']);
  });
  await knex.schema.createTable('credit_distributions', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('account_id', 26).notNullable();
    t.string('state', 16).notNullable();
    t.string('currency', 8).notNullable();
    t.string('amount', 48).notNullable();
    t.text('sources').notNullable(); // JSON array of credit items
    t.text('targets').notNullable(); // JSON array of credit items
    t.string('executed_at', 32);
    t.string('reversal_reason', 1024);
    t.string('reversed_at', 32);
    t.string('created_at', 32).notNullable();
    t.string('created_by', 36).notNullable();
    t.index(['tenant_id', 'account_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'credit_distributions',
    'write_offs',
    'billing_counters',
    'invoice_items',
    'invoices',
    'installments',
    'installment_lattices',
    'billing_charges',
  ])
    await knex.schema.dropTableIfExists(table);
}
