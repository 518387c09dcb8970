// The charges billing keeps (written on issue by the installments service), by transaction,
// policy and account; each read checks the caller may read what it asks about.
import type { Schema } from '../http/api-types.js';
import type { Caller } from '../identity/auth-service.js';
import type { PageRequest } from '../shared/paging.js';
import { listCharges, type ChargeRecord } from './charges-store.js';
import type { BillingDeps } from './installments-service.js';

export const toChargeResponse = (c: ChargeRecord): Schema<'ChargeResponse'> => ({
  locator: c.id,
  accountLocator: c.accountId,
  policyLocator: c.policyId,
  transactionLocator: c.transactionId,
  elementLocator: c.elementId,
  elementStaticLocator: c.elementStaticId,
  currency: c.currency,
  amount: Number(c.amount),
  chargeCategory: c.chargeCategory as Schema<'ChargeResponse'>['chargeCategory'],
  chargeType: c.chargeType,
  chargeInvoicing: c.chargeInvoicing,
  ...(c.tag !== undefined ? { tag: c.tag } : {}),
  ...(c.reversalOfId !== undefined ? { reversalOfLocator: c.reversalOfId } : {}),
});

export function createChargesService(deps: Pick<BillingDeps, 'db' | 'policies' | 'accounts'>) {
  const { db } = deps;
  const answer = async (p: ReturnType<typeof listCharges>) => {
    const page = await p;
    return { ...page, items: page.items.map(toChargeResponse) };
  };
  return {
    async ofTransaction(caller: Caller, tenantId: string, id: string, req: PageRequest) {
      const { transaction } = await deps.policies.readableTransaction(caller, tenantId, id);
      return answer(listCharges(db, tenantId, { transactionId: transaction.id }, req));
    },
    async ofPolicy(caller: Caller, tenantId: string, id: string, req: PageRequest) {
      const policy = await deps.policies.readablePolicy(caller, tenantId, id);
      return answer(listCharges(db, tenantId, { policyId: policy.id }, req));
    },
    async ofAccount(caller: Caller, tenantId: string, id: string, req: PageRequest) {
      const account = await deps.accounts.readable(caller, tenantId, id);
      return answer(listCharges(db, tenantId, { accountId: account.id }, req));
    },
  };
}

export type ChargesService = ReturnType<typeof createChargesService>;
