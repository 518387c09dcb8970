import type { Knex } from 'knex';

// Every step of a policy's transaction reads the policy's latest segment in force: by start, then
// locator, the first whose start is before its end. With the locator in the index that read walks
// the index from its end and stops at the first segment in force; without it SQLite sorted every
// segment of the policy (and, for the charges a change reverses, read each one's transaction), a
// cost that grew with the policy's history.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('policy_segments', (t) => {
    t.index(['tenant_id', 'policy_id', 'start_time', 'id']);
  });
  await knex.schema.alterTable('policy_segments', (t) => {
    t.dropIndex(['tenant_id', 'policy_id', 'start_time']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('policy_segments', (t) => {
    t.index(['tenant_id', 'policy_id', 'start_time']);
  });
  await knex.schema.alterTable('policy_segments', (t) => {
    t.dropIndex(['tenant_id', 'policy_id', 'start_time', 'id']);
  });
}
