// Invoices. HTTP ⇄ service only.
import type { HandlerMap } from '../http/api-types.js';
import type { InvoicesService } from './invoices-service.js';

type Ops =
  | 'fetchInvoicesForAccount'
  | 'initiateEarlyInvoicing'
  | 'fetchInvoiceWithNumber'
  | 'fetchInvoicesForPolicy'
  | 'previewInvoicesForQuote'
  | 'fetchInvoicesForQuote'
  | 'previewInvoicesForTransaction'
  | 'getInvoiceWithItems'
  | 'updateInvoice'
  | 'fetchInvoiceDetails'
  | 'generateInvoiceNumber'
  | 'setInvoiceNumber'
  | 'settleNegativeOrZeroInvoice'
  | 'writeOffInvoice';

export function invoicesRoutes(s: InvoicesService): HandlerMap<Ops> {
  const ok = <T>(body: T) => ({ status: 200 as const, body });
  return {
    fetchInvoicesForAccount: async ({ caller, params, query }) =>
      ok(
        await s.ofAccount(
          caller,
          params.tenantLocator,
          params.accountLocator,
          query.includeZeroAmountInvoices ?? false,
          query,
        ),
      ),
    initiateEarlyInvoicing: async ({ caller, params, requestId, body }) =>
      ok(await s.early(caller, params.tenantLocator, requestId, body)),
    fetchInvoiceWithNumber: async ({ caller, params }) =>
      ok(await s.withNumber(caller, params.tenantLocator, params.invoiceNumber)),
    fetchInvoicesForPolicy: async ({ caller, params, query }) =>
      ok(
        await s.ofPolicy(
          caller,
          params.tenantLocator,
          params.policyLocator,
          query.includeZeroAmountInvoices ?? false,
          query,
        ),
      ),
    previewInvoicesForQuote: async ({ caller, params, query }) =>
      ok(
        await s.previewQuote(
          caller,
          params.tenantLocator,
          params.locator,
          query.includeZeroAmountInvoices ?? false,
          query.count,
        ),
      ),
    fetchInvoicesForQuote: async ({ caller, params, query }) =>
      ok(
        await s.ofQuote(
          caller,
          params.tenantLocator,
          params.quoteLocator,
          query.includeZeroAmountInvoices ?? false,
          query,
        ),
      ),
    previewInvoicesForTransaction: async ({ caller, params, query }) =>
      ok(
        await s.previewTransaction(
          caller,
          params.tenantLocator,
          params.locator,
          query.includeZeroAmountInvoices ?? false,
          query.count,
        ),
      ),
    getInvoiceWithItems: async ({ caller, params }) =>
      ok(await s.get(caller, params.tenantLocator, params.locator)),
    updateInvoice: async ({ caller, params, body }) =>
      ok(await s.update(caller, params.tenantLocator, params.locator, body)),
    fetchInvoiceDetails: async ({ caller, params }) =>
      ok(await s.details(caller, params.tenantLocator, params.locator)),
    generateInvoiceNumber: async ({ caller, params }) =>
      ok(await s.generateNumber(caller, params.tenantLocator, params.locator)),
    setInvoiceNumber: async ({ caller, params, query }) =>
      ok(await s.setNumber(caller, params.tenantLocator, params.locator, query.invoiceNumber)),
    settleNegativeOrZeroInvoice: async ({ caller, params, requestId }) =>
      ok(await s.settle(caller, params.tenantLocator, requestId, params.locator)),
    writeOffInvoice: async ({ caller, params, requestId }) =>
      ok(await s.writeOff(caller, params.tenantLocator, requestId, params.locator)),
  };
}
