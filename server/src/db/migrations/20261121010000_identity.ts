import type { Knex } from 'knex';

// Tables of the identity area.
export async function up(_knex: Knex): Promise<void> {}

export async function down(_knex: Knex): Promise<void> {}
