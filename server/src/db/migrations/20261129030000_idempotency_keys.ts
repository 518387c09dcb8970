import type { Knex } from 'knex';

// The answers of creates sent with an Idempotency-Key (server/src/idempotency/): one row per
// tenant, operation and key, claimed before the work and given its answer after it. A tenant's
// snapshot and restore take these rows with the tenant's other rows.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('operation_id', 128).notNullable();
    t.string('idempotency_key', 255).notNullable();
    // SHA-256 (hex) of what the request asked: parameters, body, uploaded files.
    t.string('fingerprint', 64).notNullable();
    // 'pending' from the claim until the answer is kept, then 'done'.
    t.string('state', 16).notNullable();
    t.integer('status');
    t.text('headers'); // JSON object of the kept headers
    t.text('body');
    t.string('created_at', 32).notNullable();
    t.string('expires_at', 32).notNullable();
    t.primary(['tenant_id', 'operation_id', 'idempotency_key']);
    t.index(['tenant_id', 'expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('idempotency_keys');
}
