import type { Knex } from 'knex';

// Flags the underwriting plugin raised are told apart from an underwriter's, with a digest of the
// quote's data they were raised on: the plugin's next run replaces its own flags, and a flag of it
// an underwriter cleared stays cleared while the data is the same (docs/quote-lifecycle.md).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('underwriting_flags', (t) => {
    t.string('raised_by', 16); // 'plugin' for the underwriting plugin's flags; null for a person's
    t.string('data_digest', 64);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('underwriting_flags', (t) => {
    t.dropColumn('data_digest');
    t.dropColumn('raised_by');
  });
}
