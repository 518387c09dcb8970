import type { Knex } from 'knex';

// What the auto-renewal job reads on every run, made cheap: the active auto-renewals by when
// their next step is due (of any tenant, earliest first), and, on a policy's latest term, the
// configuration counter (config_epochs) at which the job found that its plan generates no
// auto-renewal, so the job looks at it again only once the configuration or the policy's plan
// changes (the plan's change clears it).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auto_renewals', (t) => {
    t.index(['state', 'due_at', 'id']);
  });
  await knex.schema.alterTable('policy_terms', (t) => {
    t.bigInteger('renewal_checked_epoch');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('policy_terms', (t) => {
    t.dropColumn('renewal_checked_epoch');
  });
  await knex.schema.alterTable('auto_renewals', (t) => {
    t.dropIndex(['state', 'due_at', 'id']);
  });
}
