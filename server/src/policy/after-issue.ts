// What a later area (billing) does inside the database transaction that issues a policy
// transaction: handed in by handlers.ts, so the policy area imports nothing of it and what it
// writes commits or rolls back with the issue.
import type { Tx } from '../db/knex.js';
import type { PolicyRecord, TransactionRecord } from './policy-store.js';

export interface IssuedTransaction {
  policy: PolicyRecord;
  /** The term the transaction belongs to (a renewal's: the term it makes). */
  term: { id: string; start: string; end: string };
  transaction: TransactionRecord;
  /** Who issued it. */
  userId: string;
  /**
   * The tenant's configuration, read before the transaction began: a read inside it would take a
   * second connection from the pool on PostgreSQL, and issues at once would wait on each other.
   */
  configuration: object;
}

export type AfterIssue = (tx: Tx, tenantId: string, issued: IssuedTransaction) => Promise<void>;
