import type { Knex } from 'knex';

// A quote names an invoice fee of its own (the published `invoiceFeeAmount`), which its policy keeps
// at issue: its invoices carry it in place of the invoicing plan's. Stored as the given digits.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('quotes', (t) => {
    t.string('invoice_fee_amount', 40);
  });
  await knex.schema.alterTable('policies', (t) => {
    t.string('invoice_fee_amount', 40);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('policies', (t) => {
    t.dropColumn('invoice_fee_amount');
  });
  await knex.schema.alterTable('quotes', (t) => {
    t.dropColumn('invoice_fee_amount');
  });
}
