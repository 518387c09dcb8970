// Knex publishes no types for its dialect modules; the one the server extends (sqlite-driver.ts).
declare module 'knex/lib/dialects/better-sqlite3/index.js' {
  import type { Knex } from 'knex';
  const Client: typeof Knex.Client;
  export default Client;
}
