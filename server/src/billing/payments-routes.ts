// Payments, the payments of an invoice, and an account's credit. HTTP ⇄ service only.
import type { HandlerMap, Schema } from '../http/api-types.js';
import { listReply } from '../shared/paging.js';
import type { PaymentsService } from './payments-service.js';

type Ops =
  | 'createPayment'
  | 'fetchMultiplePayments'
  | 'fetchPaymentsWithNumber'
  | 'fetchPayment'
  | 'updatePaymentOverwriteData'
  | 'updatePayment'
  | 'cancelPayment'
  | 'discardPayment'
  | 'failPayment'
  | 'postPayment'
  | 'previewPaymentPost'
  | 'previewPaymentValidate'
  | 'resetPayment'
  | 'reversePayment'
  | 'validatePayment'
  | 'fetchPaymentsForAnInvoice'
  | 'fetchAccountCredit'
  | 'fetchInvoicesTargetedByAPayment';

/** The invoices as lists answer them (the invoices' service). */
interface InvoiceSummaries {
  summaries(
    tenantId: string,
    ids: readonly string[],
    req: { offset?: number; count?: number },
  ): Promise<{ items: Schema<'InvoiceSummaryView'>[]; listCompleted: boolean }>;
}

export function paymentsRoutes(p: PaymentsService, invoices: InvoiceSummaries): HandlerMap<Ops> {
  const ok = <T>(body: T) => ({ status: 200 as const, body });
  return {
    createPayment: async ({ caller, tenant, requestId, body }) =>
      ok(await p.create(caller, tenant.id, requestId, body)),
    fetchMultiplePayments: async ({ caller, tenant, query }) =>
      ok(
        listReply(
          await p.list(
            caller,
            tenant.id,
            {
              ...(query.accountLocator !== undefined ? { accountId: query.accountLocator } : {}),
              ...(query.targetContainerLocator !== undefined
                ? { targetId: query.targetContainerLocator }
                : {}),
            },
            query,
          ),
          query.extended,
        ),
      ),
    fetchPaymentsWithNumber: async ({ caller, tenant, params }) =>
      ok(await p.withNumber(caller, tenant.id, params.paymentNumber)),
    fetchPayment: async ({ caller, tenant, params }) => ok(await p.fetch(caller, tenant.id, params.locator)),
    updatePaymentOverwriteData: async ({ caller, tenant, requestId, params, body }) =>
      ok(await p.replace(caller, tenant.id, requestId, params.locator, body)),
    updatePayment: async ({ caller, tenant, requestId, params, body }) =>
      ok(await p.update(caller, tenant.id, requestId, params.locator, body)),
    cancelPayment: async ({ caller, tenant, requestId, params }) =>
      ok(await p.cancel(caller, tenant.id, requestId, params.locator)),
    discardPayment: async ({ caller, tenant, requestId, params }) =>
      ok(await p.discard(caller, tenant.id, requestId, params.locator)),
    failPayment: async ({ caller, tenant, requestId, params }) =>
      ok(await p.fail(caller, tenant.id, requestId, params.locator)),
    postPayment: async ({ caller, tenant, requestId, params }) =>
      ok(await p.post(caller, tenant.id, requestId, params.locator)),
    previewPaymentPost: async ({ caller, tenant, params }) =>
      ok(await p.previewPost(caller, tenant.id, params.locator)),
    previewPaymentValidate: async ({ caller, tenant, params }) =>
      ok(await p.previewValidate(caller, tenant.id, params.locator)),
    resetPayment: async ({ caller, tenant, requestId, params }) =>
      ok(await p.reset(caller, tenant.id, requestId, params.locator)),
    reversePayment: async ({ caller, tenant, requestId, params, body }) =>
      ok(await p.reverse(caller, tenant.id, requestId, params.locator, body.reversalType)),
    validatePayment: async ({ caller, tenant, requestId, params }) =>
      ok(await p.validate(caller, tenant.id, requestId, params.locator)),
    fetchPaymentsForAnInvoice: async ({ caller, tenant, params, query }) =>
      ok(
        listReply(
          await p.ofInvoice(caller, tenant.id, params.locator, query.includeReversed === true, query),
          query.extended,
        ),
      ),
    fetchAccountCredit: async ({ caller, tenant, params }) =>
      ok(await p.accountCredit(caller, tenant.id, params.locator)),
    fetchInvoicesTargetedByAPayment: async ({ caller, tenant, params, query }) =>
      ok(
        await invoices.summaries(
          tenant.id,
          await p.invoiceIdsOf(caller, tenant.id, params.locator, query.includeReversed === true),
          query,
        ),
      ),
  };
}
