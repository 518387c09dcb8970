import type { Knex } from 'knex';

// Auto-renewals (one per term: when its renewal transaction is created, accepted and issued) and
// the leases of time-driven jobs, so that one process of several sharing a database runs a job
// at a time.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('auto_renewals', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('policy_id', 26).notNullable().references('policies.id').onDelete('CASCADE');
    t.string('term_id', 26).notNullable();
    t.string('state', 16).notNullable();
    t.string('transaction_type', 128).notNullable();
    t.integer('new_term_duration');
    t.string('create_time', 32).notNullable();
    t.string('accept_time', 32).notNullable();
    t.string('issue_time', 32).notNullable();
    t.string('transaction_id', 26);
    t.string('created_time', 32);
    t.string('accepted_time', 32);
    t.string('issued_time', 32);
    t.text('validation'); // JSON ValidationResult of a step that failed
    // The earliest of its times still to come while active, else null: what the job looks for.
    t.string('due_at', 32);
    t.integer('version').notNullable().defaultTo(1);
    t.string('created_at', 32).notNullable();
    // One auto-renewal per term: the job and a caller cannot both make one.
    t.unique(['term_id']);
    t.index(['tenant_id', 'due_at']);
  });
  await knex.schema.createTable('job_leases', (t) => {
    t.string('name', 64).primary();
    t.string('holder', 64).notNullable();
    t.bigInteger('until_ms').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('job_leases');
  await knex.schema.dropTableIfExists('auto_renewals');
}
