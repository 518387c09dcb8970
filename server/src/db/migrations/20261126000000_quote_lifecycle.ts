import type { Knex } from 'knex';

// The quote lifecycle: what each step leaves on the quote (its validation result, its price as
// one JSON document, the underwriting decision, when it was accepted and issued), the charges an
// issuance transaction carries (one JSON document, written with the transaction), and the
// underwriting flags of quotes. A price and a charge list are written whole in the transaction of
// the step, so a quote is in one state or the next and its price is whole or absent.
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    // `underwrittenBlocked` is longer than the 16 characters the state column was made with.
    await knex.raw('alter table quotes alter column state type varchar(32)');
  }
  await knex.schema.alterTable('quotes', (t) => {
    t.text('validation'); // JSON ValidationResult of the last validation, until reset
    t.text('price'); // JSON: the stored price (duration, basis, charges), until reset
    t.string('underwriting_status', 16);
    t.string('currency', 8);
    t.string('timezone', 64);
    t.string('duration_basis', 8);
    t.string('group_id', 26);
    t.string('accepted_time', 32);
    t.string('issued_time', 32);
  });
  await knex.schema.alterTable('policies', (t) => {
    t.string('currency', 8);
    t.string('timezone', 64);
    t.string('duration_basis', 8);
  });
  await knex.schema.alterTable('policy_transactions', (t) => {
    t.text('charges'); // JSON array of charges; the issuance carries its quote's
  });
  await knex.schema.createTable('underwriting_flags', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('quote_id', 26).notNullable().references('quotes.id').onDelete('CASCADE');
    t.string('level', 16).notNullable();
    t.text('note');
    t.string('tag', 128);
    t.string('element_id', 26);
    t.string('created_by', 36).notNullable();
    t.string('created_at', 32).notNullable();
    t.string('cleared_by', 36);
    t.string('cleared_at', 32);
    t.index(['tenant_id', 'quote_id', 'created_at', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('underwriting_flags');
  await knex.schema.alterTable('policy_transactions', (t) => t.dropColumn('charges'));
  await knex.schema.alterTable('policies', (t) => {
    t.dropColumns('currency', 'timezone', 'duration_basis');
  });
  await knex.schema.alterTable('quotes', (t) => {
    t.dropColumns(
      'validation',
      'price',
      'underwriting_status',
      'currency',
      'timezone',
      'duration_basis',
      'group_id',
      'accepted_time',
      'issued_time',
    );
  });
}
