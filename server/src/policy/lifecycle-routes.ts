import type { HandlerMap } from '../http/api-types.js';
import { listReply } from '../shared/paging.js';
import type { LifecycleService } from './lifecycle-service.js';
import type { PoliciesService } from './policies-service.js';
import { toQuoteResponse } from './quotes-service.js';

type LifecycleOps =
  | 'validateQuote'
  | 'priceQuote'
  | 'fetchPricedQuote'
  | 'underwriteQuote'
  | 'acceptQuote'
  | 'issueQuote'
  | 'discardQuote'
  | 'refuseQuote'
  | 'resetQuote'
  | 'copyQuote'
  | 'quoteValidatePreview'
  | 'quotePricePreview'
  | 'fetchQuotesInATenant'
  | 'fetchQuotesForAccount'
  | 'fetchPoliciesForAccount'
  | 'fetchTransactionPricing';

export function lifecycleRoutes(
  lifecycle: LifecycleService,
  policies: PoliciesService,
): HandlerMap<LifecycleOps> {
  return {
    validateQuote: async ({ caller, params, query, requestId }) => ({
      status: 200,
      body: toQuoteResponse(
        await lifecycle.validate(
          caller,
          params.tenantLocator,
          requestId,
          params.locator,
          query.stateless === true,
        ),
      ),
    }),
    priceQuote: async ({ caller, params, query, requestId }) => ({
      status: 200,
      body: await lifecycle.price(
        caller,
        params.tenantLocator,
        requestId,
        params.locator,
        query.stateless === true,
      ),
    }),
    fetchPricedQuote: async ({ caller, params }) => ({
      status: 200,
      body: await lifecycle.fetchPrice(caller, params.tenantLocator, params.locator),
    }),
    underwriteQuote: async ({ caller, params, query, requestId }) => ({
      status: 200,
      body: await lifecycle.underwrite(
        caller,
        params.tenantLocator,
        requestId,
        params.locator,
        query.stateless === true,
      ),
    }),
    acceptQuote: async ({ caller, params, requestId }) => ({
      status: 200,
      body: toQuoteResponse(await lifecycle.accept(caller, params.tenantLocator, requestId, params.locator)),
    }),
    issueQuote: async ({ caller, params, requestId }) => ({
      status: 200,
      body: toQuoteResponse(await lifecycle.issue(caller, params.tenantLocator, requestId, params.locator)),
    }),
    discardQuote: async ({ caller, params, requestId }) => ({
      status: 200,
      body: toQuoteResponse(await lifecycle.discard(caller, params.tenantLocator, requestId, params.locator)),
    }),
    refuseQuote: async ({ caller, params, requestId }) => ({
      status: 200,
      body: toQuoteResponse(await lifecycle.refuse(caller, params.tenantLocator, requestId, params.locator)),
    }),
    resetQuote: async ({ caller, params, requestId, body }) => ({
      status: 200,
      body: toQuoteResponse(
        await lifecycle.reset(caller, params.tenantLocator, requestId, params.locator, body),
      ),
    }),
    copyQuote: async ({ caller, params, requestId, body }) => ({
      status: 200,
      body: toQuoteResponse(
        await lifecycle.copy(caller, params.tenantLocator, requestId, params.locator, body.groupLocator),
      ),
    }),
    quoteValidatePreview: async ({ caller, params, body, requestId }) => ({
      status: 200,
      body: toQuoteResponse(
        (await lifecycle.preview(caller, params.tenantLocator, requestId, body, false)).quote,
      ),
    }),
    quotePricePreview: async ({ caller, params, body, requestId }) => ({
      status: 200,
      body: (await lifecycle.preview(caller, params.tenantLocator, requestId, body, true)).price!,
    }),
    fetchQuotesInATenant: async ({ caller, params, query }) => ({
      status: 200,
      body: listReply(await lifecycle.list(caller, params.tenantLocator, query), query.extended),
    }),
    fetchQuotesForAccount: async ({ caller, params, query }) => ({
      status: 200,
      body: listReply(
        await lifecycle.list(caller, params.tenantLocator, { ...query, accountId: params.locator }),
        query.extended,
      ),
    }),
    fetchPoliciesForAccount: async ({ caller, params, query }) => {
      const page = await lifecycle.policiesOf(caller, params.tenantLocator, params.locator, query);
      return {
        status: 200,
        body: listReply(
          {
            ...page,
            items: await Promise.all(page.items.map((p) => policies.policyResponse(params.tenantLocator, p))),
          },
          query.extended,
        ),
      };
    },
    fetchTransactionPricing: async ({ caller, params }) => ({
      status: 200,
      body: await policies.fetchTransactionPricing(caller, params.tenantLocator, params.locator),
    }),
  };
}
