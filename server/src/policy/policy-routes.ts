import type { HandlerMap } from '../http/api-types.js';
import type { AccountsService } from './accounts-service.js';
import type { ConstraintsService } from './constraints-service.js';
import type { PoliciesService } from './policies-service.js';
import { toQuickQuoteResponse, toQuoteResponse, type QuotesService } from './quotes-service.js';

type EntityOps =
  | 'createAccount'
  | 'fetchAccount'
  | 'updateAccount'
  | 'createQuote'
  | 'fetchQuote'
  | 'updateQuote'
  | 'createQuickQuote'
  | 'fetchQuickQuote'
  | 'updateQuickQuote'
  | 'fetchPolicy'
  | 'fetchTransaction';

export function entityRoutes(s: {
  accounts: AccountsService;
  quotes: QuotesService;
  policies: PoliciesService;
}): HandlerMap<EntityOps> {
  const { accounts, quotes, policies } = s;
  return {
    createAccount: async ({ caller, params, requestId, body }) => ({
      status: 200,
      body: await accounts.create(caller, params.tenantLocator, requestId, body),
    }),
    fetchAccount: async ({ caller, params }) => ({
      status: 200,
      body: await accounts.fetch(caller, params.tenantLocator, params.locator),
    }),
    updateAccount: async ({ caller, params, requestId, body }) => ({
      status: 200,
      body: await accounts.update(caller, params.tenantLocator, requestId, params.locator, body),
    }),
    createQuote: async ({ caller, params, requestId, body }) => ({
      status: 200,
      body: toQuoteResponse(await quotes.create(caller, params.tenantLocator, requestId, 'quote', body)),
    }),
    fetchQuote: async ({ caller, params }) => ({
      status: 200,
      body: toQuoteResponse(await quotes.fetch(caller, params.tenantLocator, 'quote', params.locator)),
    }),
    updateQuote: async ({ caller, params, requestId, body }) => ({
      status: 200,
      body: toQuoteResponse(
        await quotes.update(caller, params.tenantLocator, requestId, 'quote', params.locator, body),
      ),
    }),
    createQuickQuote: async ({ caller, params, requestId, body }) => ({
      status: 200,
      body: toQuickQuoteResponse(
        await quotes.create(caller, params.tenantLocator, requestId, 'quickquote', body),
      ),
    }),
    fetchQuickQuote: async ({ caller, params }) => ({
      status: 200,
      body: toQuickQuoteResponse(
        await quotes.fetch(caller, params.tenantLocator, 'quickquote', params.locator),
      ),
    }),
    updateQuickQuote: async ({ caller, params, requestId, body }) => ({
      status: 200,
      body: toQuickQuoteResponse(
        await quotes.update(caller, params.tenantLocator, requestId, 'quickquote', params.locator, body),
      ),
    }),
    fetchPolicy: async ({ caller, params }) => ({
      status: 200,
      body: await policies.fetchPolicy(caller, params.tenantLocator, params.locator),
    }),
    fetchTransaction: async ({ caller, params }) => ({
      status: 200,
      body: await policies.fetchTransaction(caller, params.tenantLocator, params.locator),
    }),
  };
}

type DependencyOps =
  | 'fetchDependencyMapForAccount'
  | 'fetchDependencyMapForQuote'
  | 'fetchDependencyMapForQuickQuote'
  | 'fetchDependencyMapForPolicyTransaction';

export function dependencyRoutes(constraints: ConstraintsService): HandlerMap<DependencyOps> {
  return {
    fetchDependencyMapForAccount: async ({ caller, params }) => ({
      status: 200,
      body: await constraints.dependencies(caller, params.tenantLocator, 'account', params.locator),
    }),
    fetchDependencyMapForQuote: async ({ caller, params }) => ({
      status: 200,
      body: await constraints.dependencies(caller, params.tenantLocator, 'quote', params.locator),
    }),
    fetchDependencyMapForQuickQuote: async ({ caller, params }) => ({
      status: 200,
      body: await constraints.dependencies(caller, params.tenantLocator, 'quickquote', params.locator),
    }),
    fetchDependencyMapForPolicyTransaction: async ({ caller, params }) => ({
      status: 200,
      body: await constraints.dependencies(caller, params.tenantLocator, 'transaction', params.locator),
    }),
  };
}

type EvaluateOps =
  | 'evaluateConstraintsForAccount'
  | 'evaluateConstraintsForQuote'
  | 'evaluateConstraintsForQuickQuote'
  | 'evaluateConstraintsForPolicyTransaction';

export function evaluateRoutes(constraints: ConstraintsService): HandlerMap<EvaluateOps> {
  return {
    evaluateConstraintsForAccount: async ({ caller, params, body }) => ({
      status: 200,
      body: await constraints.evaluate(caller, params.tenantLocator, 'account', params.locator, body),
    }),
    evaluateConstraintsForQuote: async ({ caller, params, body }) => ({
      status: 200,
      body: await constraints.evaluate(caller, params.tenantLocator, 'quote', params.locator, body),
    }),
    evaluateConstraintsForQuickQuote: async ({ caller, params, body }) => ({
      status: 200,
      body: await constraints.evaluate(caller, params.tenantLocator, 'quickquote', params.locator, body),
    }),
    evaluateConstraintsForPolicyTransaction: async ({ caller, params, body }) => ({
      status: 200,
      body: await constraints.evaluate(caller, params.tenantLocator, 'transaction', params.locator, body),
    }),
  };
}
