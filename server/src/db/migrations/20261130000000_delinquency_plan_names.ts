import type { Knex } from 'knex';

// The delinquency plan named for a quote or a policy is kept on its row (a quote's is copied to its
// policy at issue), so that every answer showing the quote or the policy shows it
// (`delinquencyPlanName`). It was kept in a table of its own that only billing read; its rows move
// over, a policy without its own taking its quote's.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('quotes', (t) => {
    t.string('delinquency_plan', 128);
  });
  await knex.schema.alterTable('policies', (t) => {
    t.string('delinquency_plan', 128);
  });
  const choice = (owner: string) =>
    `(select c.plan from delinquency_plan_choices c where c.owner_id = ${owner})`;
  const owners = knex('delinquency_plan_choices').select('owner_id');
  await knex('quotes')
    .whereIn('id', owners)
    .update({ delinquency_plan: knex.raw(choice('quotes.id')) });
  await knex('policies')
    .whereIn('id', owners)
    .orWhereIn('quote_id', owners)
    .update({
      delinquency_plan: knex.raw(`coalesce(${choice('policies.id')}, ${choice('policies.quote_id')})`),
    });
  await knex.schema.dropTable('delinquency_plan_choices');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('delinquency_plan_choices', (t) => {
    t.string('owner_id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('plan', 128).notNullable();
  });
  for (const table of ['quotes', 'policies']) {
    const rows = (await knex(table)
      .whereNotNull('delinquency_plan')
      .select('id', 'tenant_id', 'delinquency_plan')) as {
      id: string;
      tenant_id: string;
      delinquency_plan: string;
    }[];
    if (rows.length)
      await knex.batchInsert(
        'delinquency_plan_choices',
        rows.map((r) => ({ owner_id: r.id, tenant_id: r.tenant_id, plan: r.delinquency_plan })),
        500,
      );
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('delinquency_plan');
    });
  }
}
