import type { Knex } from 'knex';
import { defaultIds } from '../../util.js';

// Transactions after issue (changes, cancellations, reinstatements, renewals), terms and segments.
// A policy's `head_transaction_id` is its latest issued transaction, the base every new transaction
// builds on; `version` moves with it, so two issues on one base cannot both commit. Segments and
// terms are written when the transaction that creates them is issued. Policies issued before this
// migration get their first term and segment here.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('policies', (t) => {
    t.string('head_transaction_id', 26);
    t.integer('version').notNullable().defaultTo(1);
    t.string('policy_number', 128);
    t.string('cancelled_at', 32); // the effective time of the cancellation in force, if any
    t.string('auto_renewal_plan', 128);
    t.index(['tenant_id', 'policy_number']);
  });
  await knex.schema.alterTable('policy_transactions', (t) => {
    t.string('term_id', 26);
    t.string('base_transaction_id', 26);
    t.text('change_instructions'); // JSON array, each with its locator
    t.text('validation'); // JSON ValidationResult
    t.string('underwriting_status', 16);
    t.string('accepted_time', 32);
    t.string('issued_time', 32);
    t.string('segment_id', 26);
    t.string('segment_type', 16);
    t.string('segment_start', 32);
    t.string('segment_end', 32);
    t.string('invalidated_by', 26);
    t.integer('version').notNullable().defaultTo(1);
    t.string('updated_at', 32);
    t.index(['tenant_id', 'policy_id', 'state']);
  });
  await knex.schema.createTable('policy_terms', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('static_id', 26).notNullable();
    t.string('policy_id', 26).notNullable().references('policies.id').onDelete('CASCADE');
    t.integer('number').notNullable();
    t.string('start_time', 32).notNullable();
    t.string('end_time', 32).notNullable();
    t.string('previous_term_id', 26);
    t.string('term_number', 128);
    t.string('transaction_id', 26).notNullable(); // the issuance or renewal that made it
    t.string('created_at', 32).notNullable();
    // One term of each number per policy: a renewal cannot be issued twice.
    t.unique(['policy_id', 'number']);
    t.index(['tenant_id', 'term_number']);
  });
  await knex.schema.createTable('policy_segments', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('policy_id', 26).notNullable().references('policies.id').onDelete('CASCADE');
    t.string('term_id', 26).notNullable();
    t.string('transaction_id', 26).notNullable();
    t.string('segment_type', 16).notNullable(); // coverage | gap
    t.string('start_time', 32).notNullable();
    t.string('end_time', 32).notNullable(); // moves back when a later segment replaces its rest
    t.text('element').notNullable(); // JSON element tree in force over the segment
    t.string('based_on', 26);
    t.string('created_at', 32).notNullable();
    t.index(['tenant_id', 'policy_id', 'start_time']);
  });
  await knex.schema.createTable('transaction_flags', (t) => {
    t.string('id', 26).primary();
    t.string('tenant_id', 36).notNullable().references('tenants.id').onDelete('CASCADE');
    t.string('transaction_id', 26).notNullable().references('policy_transactions.id').onDelete('CASCADE');
    t.string('level', 16).notNullable();
    t.text('note');
    t.string('tag', 128);
    t.string('element_id', 26);
    t.string('created_by', 36).notNullable();
    t.string('created_at', 32).notNullable();
    t.string('cleared_by', 36);
    t.string('cleared_at', 32);
    t.index(['tenant_id', 'transaction_id', 'created_at', 'id']);
  });

  // Policies issued before: their issuance is their head, term 1 and its one segment.
  const policies = (await knex('policies').select(
    'id',
    'tenant_id',
    'start_time',
    'end_time',
    'issued_transaction_id',
    'created_at',
  )) as {
    id: string;
    tenant_id: string;
    start_time: string;
    end_time: string | null;
    issued_transaction_id: string;
    created_at: string;
  }[];
  for (const p of policies) {
    const tx = (await knex('policy_transactions').where({ id: p.issued_transaction_id }).first()) as
      { element: string } | undefined;
    if (!tx) continue;
    const termId = defaultIds.ulid();
    const segmentId = defaultIds.ulid();
    const end = p.end_time ?? p.start_time;
    await knex('policy_terms').insert({
      id: termId,
      tenant_id: p.tenant_id,
      static_id: termId,
      policy_id: p.id,
      number: 1,
      start_time: p.start_time,
      end_time: end,
      transaction_id: p.issued_transaction_id,
      created_at: p.created_at,
    });
    await knex('policy_segments').insert({
      id: segmentId,
      tenant_id: p.tenant_id,
      policy_id: p.id,
      term_id: termId,
      transaction_id: p.issued_transaction_id,
      segment_type: 'coverage',
      start_time: p.start_time,
      end_time: end,
      element: tx.element,
      created_at: p.created_at,
    });
    await knex('policy_transactions').where({ id: p.issued_transaction_id }).update({
      term_id: termId,
      segment_id: segmentId,
      segment_type: 'coverage',
      segment_start: p.start_time,
      segment_end: end,
      issued_time: p.created_at,
      updated_at: p.created_at,
    });
    await knex('policies').where({ id: p.id }).update({ head_transaction_id: p.issued_transaction_id });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('transaction_flags');
  await knex.schema.dropTableIfExists('policy_segments');
  await knex.schema.dropTableIfExists('policy_terms');
  await knex.schema.alterTable('policy_transactions', (t) => {
    t.dropIndex(['tenant_id', 'policy_id', 'state']);
    t.dropColumns(
      'term_id',
      'base_transaction_id',
      'change_instructions',
      'validation',
      'underwriting_status',
      'accepted_time',
      'issued_time',
      'segment_id',
      'segment_type',
      'segment_start',
      'segment_end',
      'invalidated_by',
      'version',
      'updated_at',
    );
  });
  await knex.schema.alterTable('policies', (t) => {
    t.dropIndex(['tenant_id', 'policy_number']);
    t.dropColumns('head_transaction_id', 'version', 'policy_number', 'cancelled_at', 'auto_renewal_plan');
  });
}
