import type { Knex } from 'knex';
import * as initial from './20261121000000_initial.js';

// In order. A migration that has shipped is never edited; changes come as new files.
export const migrations: ReadonlyArray<readonly [string, Knex.Migration]> = [
  ['20261121000000_initial', initial],
];
