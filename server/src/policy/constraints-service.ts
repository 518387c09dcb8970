// Dependency maps and constraint evaluation of accounts, quotes, quick quotes and transactions.
// Both are reads: they need only what the caller may read, and change nothing.
import { unprocessable } from '../errors.js';
import type { Caller } from '../identity/auth-service.js';
import type { AccountsService } from './accounts-service.js';
import { accountSubject, createModels, type PolicyDeps } from './context.js';
import type { JsonText } from '../shared/json-text.js';
import {
  answerJson,
  createConstraintChecks,
  dependencyMap,
  type DependencyMap,
  type EvaluateAnswer,
  type EvaluateRequest,
  type Subject,
} from './constraints.js';
import { transactionSubject, type PoliciesService } from './policies-service.js';
import type { QuoteKind } from './policy-store.js';
import { quoteSubject, type QuotesService } from './quotes-service.js';
import type { ProductModel } from '../product/index.js';

export type EntityKind = 'account' | QuoteKind | 'transaction';

export function createConstraintsService(
  deps: PolicyDeps,
  entities: { accounts: AccountsService; quotes: QuotesService; policies: PoliciesService },
) {
  const { clock, lookup } = deps;
  const models = createModels(deps.configs);

  async function subjectOf(
    caller: Caller,
    tenantId: string,
    kind: EntityKind,
    id: string,
  ): Promise<{ model: ProductModel; subject: Subject }> {
    const now = clock.now();
    if (kind === 'account') {
      const [model, account] = await Promise.all([
        models(tenantId),
        entities.accounts.readable(caller, tenantId, id),
      ]);
      const type = model.accounts.get(account.type);
      if (!type) throw unprocessable(`The account's type "${account.type}" is no longer configured`);
      return { model, subject: accountSubject(tenantId, account, type, now) };
    }
    if (kind === 'transaction') {
      const [model, { transaction, policy }] = await Promise.all([
        models(tenantId),
        entities.policies.readableTransaction(caller, tenantId, id),
      ]);
      return { model, subject: transactionSubject(tenantId, model, transaction, policy, now) };
    }
    const [model, quote] = await Promise.all([
      models(tenantId),
      entities.quotes.readable(caller, tenantId, kind, id),
    ]);
    return { model, subject: quoteSubject(tenantId, model, quote, now) };
  }

  return {
    async dependencies(
      caller: Caller,
      tenantId: string,
      kind: EntityKind,
      id: string,
    ): Promise<DependencyMap> {
      return dependencyMap((await subjectOf(caller, tenantId, kind, id)).subject);
    },

    /** An account's request names its fields directly; it is keyed by the account's locator here. */
    async evaluate(
      caller: Caller,
      tenantId: string,
      kind: EntityKind,
      id: string,
      request: EvaluateRequest | EvaluateRequest[string],
    ): Promise<JsonText<EvaluateAnswer>> {
      const { model, subject } = await subjectOf(caller, tenantId, kind, id);
      const byKey =
        kind === 'account' ? { [id]: request as EvaluateRequest[string] } : (request as EvaluateRequest);
      return answerJson(
        await createConstraintChecks(lookup, model).evaluate(subject, byKey, { keyed: kind !== 'account' }),
      );
    },
  };
}

export type ConstraintsService = ReturnType<typeof createConstraintsService>;
