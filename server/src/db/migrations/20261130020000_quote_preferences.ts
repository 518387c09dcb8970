import type { Knex } from 'knex';

// A quote carries installment preferences of its own (the published `preferences`), over its
// account's: billing lays its policy's terms out with them.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('quotes', (t) => {
    t.text('preferences');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('quotes', (t) => {
    t.dropColumn('preferences');
  });
}
