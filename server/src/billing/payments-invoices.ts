// The invoices as payments and delinquency see them, over the invoices' tables: who owes an
// invoice, by when, and what each of its items still owes; what a post takes off and a reversal
// puts back, each in the caller's database transaction, settling an invoice that owes nothing more
// and reopening one that owes again.
import { Decimal } from 'decimal.js';
import type { Db, Tx } from '../db/knex.js';
import {
  invoicesById,
  invoicesOfItems,
  overdueInvoices,
  skipDelinquency,
  unskipDelinquency,
  writeInvoiceRemaining,
  type InvoiceRow,
  type InvoiceWithItems,
} from './payments-store.js';

type Conn = Db | Tx;

export interface InvoiceView {
  id: string;
  tenantId: string;
  accountId: string;
  policyId?: string;
  currency: string;
  dueTime: string;
  state: 'open' | 'settled' | 'discarded';
  total: string;
  remaining: string;
  items: { id: string; amount: string; remaining: string }[];
}

/** What one post places on one item, or one reversal takes back from it. */
export interface ItemCredit {
  invoiceId: string;
  itemId: string;
  amount: Decimal;
}

const view = ({ invoice: v, items }: InvoiceWithItems): InvoiceView => ({
  id: v.id,
  tenantId: v.tenant_id,
  accountId: v.account_id,
  ...(v.policy_id !== null ? { policyId: v.policy_id } : {}),
  currency: v.currency,
  dueTime: v.due_time,
  state: v.state,
  total: v.total_amount,
  remaining: v.remaining_amount,
  items: items.map((i) => ({ id: i.id, amount: i.amount, remaining: i.remaining_amount })),
});

const bare = (v: InvoiceRow): InvoiceView => view({ invoice: v, items: [] });

export const invoiceBook = {
  async find(conn: Conn, tenantId: string, ids: readonly string[]): Promise<InvoiceView[]> {
    return (await invoicesById(conn, tenantId, ids)).map(view);
  },

  async ofItems(conn: Conn, tenantId: string, itemIds: readonly string[]): Promise<InvoiceView[]> {
    return (await invoicesOfItems(conn, tenantId, itemIds)).map(view);
  },

  /**
   * Takes `credits` off (`sign` 1) or puts them back (-1); answers the invoices settled and
   * reopened by it. `read`: the invoices as the caller read them in `tx` (under the lock that keeps
   * other payments off them), so they are not read again.
   */
  async move(
    tx: Tx,
    tenantId: string,
    credits: readonly ItemCredit[],
    sign: 1 | -1,
    at: string,
    read?: readonly InvoiceView[],
  ) {
    const settled: string[] = [];
    const reopened: string[] = [];
    const byInvoice = new Map<string, ItemCredit[]>();
    for (const c of credits) byInvoice.set(c.invoiceId, [...(byInvoice.get(c.invoiceId) ?? []), c]);
    const touched = read
      ? read.filter((v) => byInvoice.has(v.id))
      : (await invoicesById(tx, tenantId, [...byInvoice.keys()])).map(view);
    for (const v of touched) {
      const mine = byInvoice.get(v.id)!;
      let invoiceLeft = new Decimal(v.remaining);
      const items = v.items.flatMap((it) => {
        const moved = mine
          .filter((c) => c.itemId === it.id)
          .reduce((s, c) => s.plus(c.amount), new Decimal(0));
        if (moved.isZero()) return [];
        invoiceLeft = invoiceLeft.minus(moved.times(sign));
        const left = new Decimal(it.remaining).minus(moved.times(sign));
        return [{ id: it.id, remaining: left.toFixed(), settlementTime: left.lte(0) ? at : null }];
      });
      const owes = invoiceLeft.gt(0);
      const state = v.state === 'discarded' ? 'open' : owes ? 'open' : 'settled';
      if (v.state === 'open' && !owes) settled.push(v.id);
      if (v.state === 'settled' && owes) reopened.push(v.id);
      await writeInvoiceRemaining(
        tx,
        tenantId,
        {
          id: v.id,
          remaining: invoiceLeft.toFixed(),
          state,
          ...(v.state === 'open' && !owes ? { settledTime: at } : {}),
          ...(v.state === 'settled' && owes ? { unsettledTime: at } : {}),
        },
        items,
      );
    }
    return { settled, reopened };
  },

  /** Open invoices past due that have no open delinquency and were not passed by. */
  async overdue(db: Conn, upTo: string, after: string, limit: number): Promise<InvoiceView[]> {
    return (await overdueInvoices(db, upTo, after, limit)).map(bare);
  },

  /** An invoice that starts no delinquency: later runs of the job pass it by. */
  skip: skipDelinquency,

  /** A policy's open invoices passed by are looked at again (it was reinstated). */
  unskip: unskipDelinquency,
};

export type InvoiceBook = typeof invoiceBook;
