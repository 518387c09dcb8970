// Accounts: created and changed with data checked against the account type's fields and
// constraints, readable only within the caller's data access, each change with its event.
import { notFound, unprocessable, type ProblemItem } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Caller } from '../identity/auth-service.js';
import {
  canonicalData,
  dataProblems,
  didYouMean,
  type EntityType,
  type ProductModel,
} from '../product/index.js';
import { fieldLocation } from './element-tree.js';
import { iso } from '../util.js';
import { requireAllowed, type AccessRules } from './access.js';
import { applyDataChange } from './changes.js';
import { requirePreferences } from './preferences.js';
import {
  CHANGE_ATTEMPTS,
  accountSubject,
  changedMeanwhile,
  constraintProblems,
  createModels,
  createRules,
  type PolicyDeps,
} from './context.js';
import { accountPaths, type RequestPaths } from './request-paths.js';
import type { Db, Tx } from '../db/knex.js';
import {
  accountsBilling,
  findAccount,
  insertAccount,
  updateAccountData,
  type AccountRecord,
} from './policy-store.js';

export type AccountResponse = Schema<'AccountResponse'>;

export const toAccountResponse = (a: AccountRecord): AccountResponse => ({
  locator: a.id,
  type: a.type,
  data: a.data,
  accountState: a.state,
  createdAt: a.createdAt,
  createdBy: a.createdBy,
  ...(a.invoicingPlan !== undefined ? { invoicingPlanName: a.invoicingPlan } : {}),
  ...(a.preferences !== undefined ? { preferences: a.preferences as Schema<'PreferencesResponse'> } : {}),
});

/** 403 unless the caller's `account` rules cover the account. */
export const requireAccountAllowed = (rules: AccessRules, a: { data: Record<string, unknown> }): void =>
  requireAllowed(rules.account, 'account', (f) => a.data[f]);

export function createAccountsService(deps: PolicyDeps) {
  const { db, clock, ids, events } = deps;
  const models = createModels(deps.configs);
  const rulesOf = createRules(deps.dataAccess);

  function typeOf(model: ProductModel, name: string): EntityType {
    const type = model.accounts.get(name);
    if (!type) {
      throw unprocessable(
        `"${name}" is not an account type of the configuration${didYouMean(name, model.accounts.keys())}`,
        [
          {
            location: 'body.type',
            message: `not one of ${[...model.accounts.keys()].join(', ') || 'no account types'}`,
          },
        ],
      );
    }
    return type;
  }

  /**
   * Every problem of the account's data: its fields, then its constraints; named where the request
   * gave the value (`paths`), else by the account's locator.
   */
  async function requireValid(
    tenantId: string,
    model: ProductModel,
    type: EntityType,
    a: AccountRecord,
    paths: RequestPaths,
  ) {
    const label = `account ${a.id} (${type.name})`;
    const problems: ProblemItem[] = dataProblems(type, a.data, model.dataTypes).map((p) => ({
      location: fieldLocation(paths, a.id, p.field) ?? `${label}.data.${p.field}`,
      message: `${type.name}.${p.field}: ${p.message}`,
    }));
    const subject = accountSubject(tenantId, a, type, clock.now());
    problems.push(...(await constraintProblems(deps, model, subject, paths, problems)));
    if (problems.length) throw unprocessable(`${problems[0]!.location}: ${problems[0]!.message}`, problems);
  }

  /** 422 naming the field unless `name` is an invoicing plan of the tenant's configuration. */
  async function requirePlan(tenantId: string, name: string | undefined) {
    if (name === undefined) return;
    const config = (await deps.configs.definition(tenantId)) as { invoicingPlans?: Record<string, unknown> };
    const plans = Object.keys(config.invoicingPlans ?? {});
    if (!plans.includes(name))
      throw unprocessable(
        `"${name}" is not an invoicing plan of the configuration${didYouMean(name, plans)}`,
        [
          {
            location: 'body.invoicingPlanName',
            message: `not one of ${plans.join(', ') || 'no invoicing plans'}`,
          },
        ],
      );
  }

  /** The account, if it exists in the tenant and the caller's data access covers it. */
  async function readable(caller: Caller, tenantId: string, id: string, rules?: AccessRules) {
    const account = await findAccount(db, tenantId, id);
    if (!account) throw notFound('Account');
    requireAccountAllowed(rules ?? (await rulesOf(caller.userId, tenantId)), account);
    return account;
  }

  return {
    readable,

    /** The billing settings of accounts (billing's own reads, no caller), in `conn` when given. */
    billingOf(tenantId: string, accountIds: readonly string[], conn: Db | Tx = db) {
      return accountsBilling(conn, tenantId, accountIds);
    },

    async create(
      caller: Caller,
      tenantId: string,
      requestId: string,
      input: Schema<'AccountCreateRequest'>,
    ): Promise<AccountResponse> {
      const [model, rules] = await Promise.all([models(tenantId), rulesOf(caller.userId, tenantId)]);
      const type = typeOf(model, input.type);
      await requirePlan(tenantId, input.invoicingPlanName);
      await requirePreferences(deps.configs, tenantId, input.preferences);
      const now = iso(clock.now());
      const account: AccountRecord = {
        id: ids.ulid(),
        type: type.name,
        data: canonicalData(type, applyDataChange({}, input.data, undefined, 'body'), model.dataTypes),
        ...(input.invoicingPlanName !== undefined ? { invoicingPlan: input.invoicingPlanName } : {}),
        ...(input.preferences !== undefined ? { preferences: input.preferences } : {}),
        state: 'draft',
        version: 1,
        createdAt: now,
        createdBy: caller.userId,
        updatedAt: now,
      };
      await requireValid(tenantId, model, type, account, accountPaths(input.data, 'body.data'));
      requireAccountAllowed(rules, account);
      const response = toAccountResponse(account);
      await db.transaction(async (tx) => {
        await insertAccount(tx, tenantId, account);
        await events.record(tx, tenantId, {
          type: 'account.create',
          requestId,
          userId: caller.userId,
          data: response,
        });
      });
      return response;
    },

    async fetch(caller: Caller, tenantId: string, id: string): Promise<AccountResponse> {
      return toAccountResponse(await readable(caller, tenantId, id));
    },

    async update(
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
      input: Schema<'AccountUpdateRequest'>,
    ): Promise<AccountResponse> {
      const [model, rules] = await Promise.all([models(tenantId), rulesOf(caller.userId, tenantId)]);
      await requirePlan(tenantId, input.invoicingPlanName);
      await requirePreferences(deps.configs, tenantId, input.preferences);
      for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
        const current = await readable(caller, tenantId, id, rules);
        const type = typeOf(model, current.type);
        const next: AccountRecord = {
          ...current,
          data: canonicalData(
            type,
            applyDataChange(current.data, input.setData, input.removeData, 'body'),
            model.dataTypes,
          ),
          ...(input.invoicingPlanName !== undefined ? { invoicingPlan: input.invoicingPlanName } : {}),
          ...(input.preferences !== undefined ? { preferences: input.preferences } : {}),
          version: current.version + 1,
          updatedAt: iso(clock.now()),
        };
        await requireValid(tenantId, model, type, next, accountPaths(input.setData, 'body.setData'));
        requireAccountAllowed(rules, next);
        const response = toAccountResponse(next);
        const written = await db.transaction(async (tx) => {
          if (!(await updateAccountData(tx, tenantId, next))) return false;
          await events.record(tx, tenantId, {
            type: 'account.update',
            requestId,
            userId: caller.userId,
            data: response,
          });
          return true;
        });
        if (written) return response;
      }
      throw changedMeanwhile();
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
