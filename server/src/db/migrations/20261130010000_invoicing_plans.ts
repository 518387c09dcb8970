import type { Knex } from 'knex';

// An account names its invoicing plan (`invoicingPlanName`) and its installment preferences (the
// published anchors among them), both read by billing when it lays out and invoices its policies.
// An invoice the delinquency job decided starts no delinquency (its policy was cancelled before it
// fell due, it owes nothing, its policy has no plan) is marked once, so that later runs pass it by.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('accounts', (t) => {
    t.string('invoicing_plan', 128);
    t.text('preferences');
  });
  await knex.schema.alterTable('invoices', (t) => {
    t.string('delinquency_skipped_at', 32);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invoices', (t) => {
    t.dropColumn('delinquency_skipped_at');
  });
  await knex.schema.alterTable('accounts', (t) => {
    t.dropColumn('preferences');
    t.dropColumn('invoicing_plan');
  });
}
