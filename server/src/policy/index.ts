import type { AreaDeps } from '../area.js';
import { notImplemented } from '../http/dispatch.js';

/** Accounts, quotes, quick quotes, policies, transactions and constraint evaluation. */
export function policyArea(_deps: AreaDeps) {
  return {
    handlers: {
      createAccount: notImplemented('createAccount'),
      createQuickQuote: notImplemented('createQuickQuote'),
      createQuote: notImplemented('createQuote'),
      evaluateConstraintsForAccount: notImplemented('evaluateConstraintsForAccount'),
      evaluateConstraintsForPolicyTransaction: notImplemented('evaluateConstraintsForPolicyTransaction'),
      evaluateConstraintsForQuickQuote: notImplemented('evaluateConstraintsForQuickQuote'),
      evaluateConstraintsForQuote: notImplemented('evaluateConstraintsForQuote'),
      fetchAccount: notImplemented('fetchAccount'),
      fetchDependencyMapForAccount: notImplemented('fetchDependencyMapForAccount'),
      fetchDependencyMapForPolicyTransaction: notImplemented('fetchDependencyMapForPolicyTransaction'),
      fetchDependencyMapForQuickQuote: notImplemented('fetchDependencyMapForQuickQuote'),
      fetchDependencyMapForQuote: notImplemented('fetchDependencyMapForQuote'),
      fetchPolicy: notImplemented('fetchPolicy'),
      fetchQuickQuote: notImplemented('fetchQuickQuote'),
      fetchQuote: notImplemented('fetchQuote'),
      fetchTransaction: notImplemented('fetchTransaction'),
      issueQuote: notImplemented('issueQuote'),
      updateAccount: notImplemented('updateAccount'),
      updateQuickQuote: notImplemented('updateQuickQuote'),
      updateQuote: notImplemented('updateQuote'),
    },
    services: {},
  };
}
