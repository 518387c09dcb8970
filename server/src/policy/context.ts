// What the policy services share: their dependencies, the tenant's product model, the caller's
// data access rules, and the subjects constraint checks run over (an account, an element tree).
import type { HotReads } from '../db/hot-reads.js';
import type { Db } from '../db/knex.js';
import type { ConfigService } from '../deploy/config-service.js';
import { AppError, unprocessable, type ProblemItem } from '../errors.js';
import type { EventsService } from '../events/events-service.js';
import type { DataAccessService } from '../identity/data-access-service.js';
import { productModel, type DataScope, type EntityType, type ProductModel } from '../product/index.js';
import type { ConstraintLookup } from '../tables/constraint-lookup.js';
import type { Clock, Ids } from '../util.js';
import { accessRules, type AccessRules } from './access.js';
import type { AfterIssue } from './after-issue.js';
import { createConstraintChecks, type Node, type Subject } from './constraints.js';
import { elementLabel, flatten, treeProblems, type StoredElement } from './element-tree.js';
import type { RequestPaths } from './request-paths.js';

export interface PolicyDeps {
  db: Db;
  /** Statements prepared once, for the reads made on every read request. */
  reads: HotReads;
  clock: Clock;
  ids: Ids;
  configs: Pick<ConfigService, 'definition'>;
  dataAccess: DataAccessService;
  events: EventsService;
  /** Constraint tables, as the tables area answers them. */
  lookup: ConstraintLookup;
  /** Runs in the database transaction of every issue (billing's installments). */
  afterIssue?: AfterIssue;
}

/** How many times a change is re-read and re-checked when another change to the same thing came first. */
export const CHANGE_ATTEMPTS = 3;

export const changedMeanwhile = () =>
  new AppError(409, 'CONFLICT', 'The entity changed while this change was being made; try again');

/** The tenant's deployed configuration, read as a model. */
/**
 * The product model of a tenant's current configuration, made once per configuration version
 * (`definition` answers one object per stored version, see ConfigService).
 */
export function createModels(configs: Pick<ConfigService, 'definition'>) {
  return async (tenantId: string): Promise<ProductModel> => modelOf(await configs.definition(tenantId));
}

const models = new WeakMap<object, ProductModel>();

/** The product model of a configuration `definition` answered, made once per configuration version. */
export function modelOf(config: Record<string, unknown>): ProductModel {
  let model = models.get(config);
  if (!model) models.set(config, (model = productModel(config)));
  return model;
}

/** The user the server's own jobs act as (the auto-renewals): the nil UUID, no user's id. */
export const SYSTEM_USER_ID = '00000000-0000-0000-0000-000000000000';

export function createRules(dataAccess: DataAccessService) {
  return (userId: string, tenantId: string): Promise<AccessRules> =>
    // The server's own jobs are bound by no data access record.
    userId === SYSTEM_USER_ID ? Promise.resolve({}) : accessRules(dataAccess, userId, tenantId);
}

/** Subject of an account: one node keyed by its locator. */
export function accountSubject(
  tenantId: string,
  account: { id: string; data: Record<string, unknown> },
  type: EntityType,
  now: Date,
): Subject {
  return {
    tenantId,
    nodes: [{ key: account.id, label: `account ${account.id} (${type.name})`, type, data: account.data }],
    dateFor: () => now,
  };
}

/**
 * Subject of an element tree: a node per element whose type the configuration declares, keyed by
 * static locator. `dates` gives the entity's dates for each selectionTimeBasis (absent: now).
 */
export function treeSubject(
  tenantId: string,
  model: ProductModel,
  root: StoredElement,
  opts: { jurisdiction?: string; now: Date; dates: Partial<Record<string, string>> },
): Subject {
  const nodes: Node[] = [];
  const byElement = new Map<StoredElement, Node>();
  /** Each basis's date, parsed once per subject. */
  const dates = new Map<string, Date>();
  for (const { element, parent } of flatten(root)) {
    const type = model.elements.get(element.type);
    if (!type) continue;
    const up = parent ? byElement.get(parent.element) : undefined;
    const node: Node = {
      key: element.staticLocator,
      label: elementLabel(element),
      type,
      data: element.data,
      ...(element.coverageTerms ? { terms: element.coverageTerms } : {}),
      ...(up ? { parent: up } : {}),
    };
    byElement.set(element, node);
    nodes.push(node);
  }
  return {
    tenantId,
    nodes,
    ...(opts.jurisdiction !== undefined ? { jurisdiction: opts.jurisdiction } : {}),
    dateFor: (basis) => {
      let date = dates.get(basis);
      if (!date) {
        const d = opts.dates[basis];
        dates.set(basis, (date = d ? new Date(d) : opts.now));
      }
      return date;
    },
  };
}

/** Constraint problems of the fields that passed their own checks (one problem per field is enough). */
export async function constraintProblems(
  deps: PolicyDeps,
  model: ProductModel,
  subject: Subject,
  paths: RequestPaths,
  fieldProblems: ProblemItem[],
): Promise<ProblemItem[]> {
  const flagged = new Set(fieldProblems.map((p) => p.location));
  const more = await createConstraintChecks(deps.lookup, model).problems(subject, paths);
  return more.filter((p) => !flagged.has(p.location));
}

/**
 * Checks a tree whole (types, contents, values in their scopes on `where`, constraints): 422
 * listing every problem, each named where the request gave it (`paths`) or, for what is stored, by
 * element.
 */
export async function requireValidTree(
  deps: PolicyDeps,
  model: ProductModel,
  root: StoredElement,
  subject: Subject,
  paths: RequestPaths,
  where: DataScope,
): Promise<void> {
  const problems = treeProblems(model, root, paths, where);
  problems.push(...(await constraintProblems(deps, model, subject, paths, problems)));
  if (problems.length) throw unprocessable(`${problems[0]!.location}: ${problems[0]!.message}`, problems);
}

/** A time as stored and answered: RFC 3339 UTC with milliseconds. */
export const canonical = (t: string): string => new Date(t).toISOString();
