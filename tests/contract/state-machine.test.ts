// The state machine of quotes and transactions, cell by cell: for every state of the table in
// server/src/policy/quote-states.ts and every operation that depends on the state, the operation is
// called through the SDK on a quote or transaction put in that state (its row's state set
// directly), and answers the 409 the table gives where the table forbids it, and anything but that
// 409 where the table allows it (what it then does is the other tests' subject).
import { ApiError, type InsuiteClient } from '@insuite/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUOTE_MACHINE,
  TRANSACTION_MACHINE,
  refusal,
  type LifecycleOp,
  type TransactionOp,
} from '../../server/src/policy/quote-states.js';
import { startServer, type TestServer } from '../support/server.js';
import { homeownersConfig, unique } from '../support/given.js';
import { quote } from '../support/policy.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = (await s.admin.createTenant({ name: unique('sm'), body: homeownersConfig() as never })).locator;
}, 120_000);
afterAll(() => s.close());

const at = (locator: string) => ({ tenantLocator: t, locator });
const START = '2026-03-01T06:00:00.000Z';

/** What a call answered: its status and, for a problem, its detail. */
async function outcome(call: Promise<unknown>): Promise<{ status: number; detail?: string }> {
  try {
    await call;
    return { status: 200 };
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return { status: e.status, ...(e.problem?.detail !== undefined ? { detail: e.problem.detail } : {}) };
  }
}

/** Every cell answers as the table says: its 409 where it forbids, anything else where it allows. */
function expectCell(expected: string | undefined, got: { status: number; detail?: string }, cell: string) {
  if (expected === undefined) expect(got.detail ?? '', cell).not.toContain('is not allowed on a');
  else expect(got, cell).toEqual({ status: 409, detail: expected });
}

const QUOTE_CALLS: Record<LifecycleOp, (c: InsuiteClient, id: string) => Promise<unknown>> = {
  updateQuote: (c, id) => c.updateQuote({ ...at(id), body: { setData: { channel: 'broker' } } }),
  validateQuote: (c, id) => c.validateQuote(at(id)),
  priceQuote: (c, id) => c.priceQuote(at(id)),
  underwriteQuote: (c, id) => c.underwriteQuote(at(id)),
  acceptQuote: (c, id) => c.acceptQuote(at(id)),
  issueQuote: (c, id) => c.issueQuote(at(id)),
  refuseQuote: (c, id) => c.refuseQuote(at(id)),
  discardQuote: (c, id) => c.discardQuote(at(id)),
  resetQuote: (c, id) => c.resetQuote({ ...at(id), body: {} }),
  changeFlags: (c, id) =>
    c.updateUnderwritingFlagsForQuote({ ...at(id), body: { addFlags: [{ level: 'info', note: 'x' }] } }),
};

const TRANSACTION_CALLS: Record<TransactionOp, (c: InsuiteClient, id: string) => Promise<unknown>> = {
  changeInstructions: (c, id) => c.patchTransactionData({ ...at(id), body: { setData: { reason: 'x' } } }),
  initializeTransaction: (c, id) => c.initializeTransaction(at(id)),
  validateTransaction: (c, id) => c.validateTransaction(at(id)),
  priceTransaction: (c, id) => c.priceTransaction(at(id)),
  underwriteTransaction: (c, id) => c.underwriteTransaction(at(id)),
  acceptTransaction: (c, id) => c.acceptTransaction(at(id)),
  issueTransaction: (c, id) => c.issueTransaction(at(id)),
  rebaseTransaction: (c, id) => c.issueTransaction({ ...at(id), autoRebase: true }),
  refuseTransaction: (c, id) => c.refuseTransaction(at(id)),
  discardTransaction: (c, id) => c.discardTransaction(at(id)),
  resetTransaction: (c, id) => c.resetTransaction({ ...at(id), body: {} }),
  changeFlags: (c, id) => c.addInfoUnderwritingFlagsForTransaction({ ...at(id), body: {} }),
};

describe('the state machine, every state × operation', () => {
  it('quotes', async () => {
    const ops = Object.keys(QUOTE_MACHINE.ops) as LifecycleOp[];
    for (const state of QUOTE_MACHINE.states)
      for (const op of ops) {
        const q = await quote(s.admin, t, { startTime: START });
        await s.db('quotes').where({ tenant_id: t, id: q.locator }).update({ state });
        const got = await outcome(QUOTE_CALLS[op](s.admin, q.locator));
        expectCell(refusal(QUOTE_MACHINE, op, state), got, `${op} from ${state}`);
      }
  }, 600_000);

  it('transactions', async () => {
    const q = await quote(s.admin, t, { startTime: START });
    await s.admin.acceptQuote(at(q.locator));
    const policy = (await s.admin.issueQuote(at(q.locator))).policyLocator!;
    const ops = Object.keys(TRANSACTION_MACHINE.ops) as TransactionOp[];
    for (const state of TRANSACTION_MACHINE.states)
      for (const op of ops) {
        const c = await s.admin.changePolicy({
          ...at(policy),
          body: [{ action: 'params', effectiveTime: '2026-06-01T05:00:00.000Z' }],
        });
        // issueTransaction with autoRebase is the rebase of a transaction whose base moved on.
        const stale = op === 'rebaseTransaction' ? { base_transaction_id: '0'.repeat(26) } : {};
        await s
          .db('policy_transactions')
          .where({ tenant_id: t, id: c.locator })
          .update({ state, ...stale });
        const got = await outcome(TRANSACTION_CALLS[op](s.admin, c.locator));
        expectCell(refusal(TRANSACTION_MACHINE, op, state), got, `${op} from ${state}`);
      }
  }, 600_000);
});
