// Constraint evaluation over an entity: an account (one node) or an element tree (a node per
// element). A constrained field's allowed values are the distinct values of its table column over
// the rows matching its `where`: each where column takes the bound field's value (the field
// resolved on the same element, then its ancestors up to the root) or the literal values, unless a
// prospective value is given for it. Tables are resolved by static name at the entity's date for
// the table's selectionTimeBasis and in its jurisdiction (docs/decisions.md §7).
import { unprocessable, type ProblemItem } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import {
  sameValue,
  valueText,
  type EntityType,
  type FieldDecl,
  type ProductModel,
} from '../product/index.js';
import type { ConstraintLookup, ConstraintTable } from '../tables/constraint-lookup.js';
import { JsonText, keptJson } from '../shared/json-text.js';
import type { RequestPaths } from './request-paths.js';

type Data = Record<string, unknown>;
export type ConstraintDependency = Schema<'ConstraintDependency'>;
export type DependencyMap = Record<string, Record<string, ConstraintDependency>>;
/** `{ key: { field: { where column: prospective value } } }` */
export type EvaluateRequest = Record<string, Record<string, Record<string, string>>>;
export type EvaluateAnswer = Record<string, Record<string, string[]>>;

export interface Node {
  /** The element's static locator, or the account's locator. */
  key: string;
  /** How problems name it: `element <staticLocator> (<type>)`, `account <locator> (<type>)`. */
  label: string;
  type: EntityType;
  data: Data;
  /** The option chosen per coverage term, by term name (elements only). */
  terms?: Data;
  parent?: Node;
}

export interface Subject {
  tenantId: string;
  /** Parents before their children. */
  nodes: Node[];
  jurisdiction?: string;
  /** The date a table with this selectionTimeBasis is resolved at. */
  dateFor(basis: string): Date;
}

/** The node holding `field` for a binding on `node`: itself, then its ancestors, then the root. */
export function bindingNode(node: Node, field: string): Node | undefined {
  for (let n: Node | undefined = node; n; n = n.parent)
    if (n.type.fields.has(field) || n.type.coverageTerms.has(field)) return n;
  return undefined;
}

/** A field's value, or a coverage term's chosen option (a field of the same name wins). */
const current = (node: Node | undefined, field: string): string[] => {
  if (!node) return [];
  const held = node.type.fields.has(field) ? node.data[field] : node.terms?.[field];
  const text = valueText(held);
  return text === undefined ? [] : [text];
};

/** A field or coverage term whose values a constraint table gives. */
type Constrained = Pick<FieldDecl, 'name' | 'constraint'>;

/** The constrained fields of a type, then its constrained coverage terms not named as a field. */
const constrained = (type: EntityType): Constrained[] => [
  ...[...type.fields.values()].filter((f) => f.constraint !== undefined),
  ...[...type.coverageTerms.values()].filter((t) => t.constraint !== undefined && !type.fields.has(t.name)),
];

/** The field, else the constrained coverage term, of this name. */
const constrainedNamed = (type: EntityType, name: string): Constrained | undefined =>
  type.fields.get(name) ?? type.coverageTerms.get(name);

const isTerm = (type: EntityType, name: string) => !type.fields.has(name) && type.coverageTerms.has(name);

/**
 * For every constrained field of every node: its table, column, and per where column the field it
 * is bound to with that field's current values. Literal values name no field: the node itself, with
 * an empty field name.
 */
export function dependencyMap(subject: Subject): DependencyMap {
  const out: DependencyMap = {};
  for (const node of subject.nodes) {
    const fields = constrained(node.type);
    if (!fields.length) continue;
    const entry: Record<string, ConstraintDependency> = {};
    for (const f of fields) {
      const c = f.constraint!;
      const where: ConstraintDependency['where'] = {};
      for (const [column, b] of Object.entries(c.where)) {
        if (b.key !== undefined) {
          const bound = bindingNode(node, b.key);
          where[column] = {
            staticLocator: (bound ?? node).key,
            fieldName: b.key,
            values: current(bound, b.key),
          };
        } else {
          where[column] = { staticLocator: node.key, fieldName: '', values: b.values ?? [] };
        }
      }
      entry[f.name] = { table: c.table, column: c.column, where };
    }
    out[node.key] = entry;
  }
  return out;
}

const MAX_SHOWN = 10;
const shown = (values: readonly string[]): string =>
  values.length === 0
    ? 'no value is allowed'
    : `allowed: ${values
        .slice(0, MAX_SHOWN)
        .map((v) => JSON.stringify(v))
        .join(', ')}${values.length > MAX_SHOWN ? ` and ${values.length - MAX_SHOWN} more` : ''}`;

type Outcome = { values: readonly string[] } | { missing: string };

type FieldConstraint = NonNullable<FieldDecl['constraint']>;
interface Question {
  /** The constraint's where columns, in the order `ask` takes their values. */
  columns: readonly string[];
  ask: ReturnType<ConstraintTable['question']>;
}
/** Per table version and field constraint (one per product model), its prepared question. */
const questions = new WeakMap<ConstraintTable, WeakMap<FieldConstraint, Question>>();

function questionOf(table: ConstraintTable, c: FieldConstraint): Question {
  let byConstraint = questions.get(table);
  if (!byConstraint) questions.set(table, (byConstraint = new WeakMap()));
  let q = byConstraint.get(c);
  if (!q) {
    const columns = Object.keys(c.where);
    byConstraint.set(c, (q = { columns, ask: table.question(c.column, columns) }));
  }
  return q;
}

export function createConstraintChecks(lookup: ConstraintLookup, model: ProductModel) {
  /**
   * Within one call, each table is resolved once per date (one read of storage). `resolve` reads
   * the tables of some fields; `outcome` then answers each of them synchronously, through the
   * question its constraint prepared on that table version (kept with the version, whose answers
   * the version keeps too: fields sharing a table and where share them).
   */
  function evaluator(subject: Subject) {
    const tables = new Map<string, ConstraintTable | undefined>();
    const dated = (field: Constrained): { date: Date; tableKey: string } => {
      const c = field.constraint!;
      const basis = model.constraintTables.get(c.table)?.selectionTimeBasis ?? 'currentTime';
      const date = subject.dateFor(basis);
      return { date, tableKey: `${c.table}\u0000${date.getTime()}` };
    };
    return {
      async resolve(fields: Iterable<Constrained>): Promise<void> {
        const asked = new Map<string, { table: string; date: Date }>();
        for (const field of fields) {
          const { date, tableKey } = dated(field);
          if (!tables.has(tableKey)) asked.set(tableKey, { table: field.constraint!.table, date });
        }
        await Promise.all(
          [...asked].map(async ([tableKey, { table, date }]) => {
            tables.set(
              tableKey,
              await lookup.constraintTable(subject.tenantId, {
                staticName: table,
                date,
                ...(subject.jurisdiction !== undefined ? { jurisdiction: subject.jurisdiction } : {}),
              }),
            );
          }),
        );
      },
      outcome(node: Node, field: Constrained, prospective: Record<string, string> = {}): Outcome {
        const c = field.constraint!;
        const { date, tableKey } = dated(field);
        const table = tables.get(tableKey);
        if (!table) {
          const at = `${date.toISOString()}${subject.jurisdiction !== undefined ? ` in ${subject.jurisdiction}` : ''}`;
          return { missing: `no constraint table "${c.table}" is in force at ${at}` };
        }
        const q = questionOf(table, c);
        const values = q.columns.map((column) => {
          const b = c.where[column]!;
          if (Object.hasOwn(prospective, column)) return [prospective[column]!];
          if (b.key !== undefined) return current(bindingNode(node, b.key), b.key);
          return b.values ?? [];
        });
        // Only the column this field takes its values from; the version keeps each answer.
        const allowed = q.ask(values);
        return { values: allowed };
      },
    };
  }

  return {
    /**
     * Every constrained field holding a value its constraint does not allow, or whose table is not
     * in force; named by request path where the request gave the value (`paths`), else by label.
     */
    async problems(subject: Subject, paths: RequestPaths): Promise<ProblemItem[]> {
      const allowed = evaluator(subject);
      const held = subject.nodes.flatMap((node) =>
        constrained(node.type)
          .filter((f) => current(node, f.name).length > 0)
          .map((f) => ({ node, f })),
      );
      await allowed.resolve(held.map((h) => h.f));
      return held
        .map(({ node, f }): ProblemItem | undefined => {
          const value = current(node, f.name)[0]!;
          const outcome = allowed.outcome(node, f);
          const location = isTerm(node.type, f.name)
            ? (paths.term?.(node.key, f.name) ?? `${node.label}.coverageTerms.${f.name}`)
            : (paths.field(node.key, f.name) ?? `${node.label}.data.${f.name}`);
          if ('missing' in outcome)
            return { location, message: `${node.type.name}.${f.name}: ${outcome.missing}` };
          if (outcome.values.some((v) => sameValue(v, value))) return undefined;
          return {
            location,
            message: `${node.type.name}.${f.name}: ${JSON.stringify(value)} is not allowed by ${f.constraint!.table}.${f.constraint!.column} (${shown(outcome.values)})`,
          };
        })
        .filter((p): p is ProblemItem => p !== undefined);
    },

    /**
     * The allowed values of each field asked for, given prospective values of its where columns
     * (the rest take stored values). A node asked for with no fields answers all its constrained
     * fields. Unknown keys, fields and where columns: 422 listing each.
     */
    async evaluate(
      subject: Subject,
      request: EvaluateRequest,
      /** An account's request names its fields at the top: problems are located there. */
      opts: { keyed: boolean } = { keyed: true },
    ): Promise<EvaluateAnswer> {
      const at = (key: string, ...rest: string[]) =>
        ['body', ...(opts.keyed ? [key] : []), ...rest].join('.');
      const byKey = new Map(subject.nodes.map((n) => [n.key, n]));
      const problems: ProblemItem[] = [];
      const jobs: { node: Node; field: Constrained; prospective: Record<string, string> }[] = [];
      for (const [key, fields] of Object.entries(request)) {
        const node = byKey.get(key);
        if (!node) {
          problems.push({ location: at(key), message: `${key} names no element of this entity` });
          continue;
        }
        const asked = Object.keys(fields).length
          ? Object.entries(fields)
          : constrained(node.type).map((f) => [f.name, {}] as const);
        for (const [name, prospective] of asked) {
          const field = constrainedNamed(node.type, name);
          const location = at(key, name);
          if (!field) {
            problems.push({
              location,
              message: `${node.type.name} declares no field or coverage term "${name}"`,
            });
            continue;
          }
          if (!field.constraint) {
            problems.push({ location, message: `${node.type.name}.${name} has no constraint` });
            continue;
          }
          for (const column of Object.keys(prospective)) {
            if (!Object.hasOwn(field.constraint.where, column)) {
              problems.push({
                location: at(key, name, column),
                message: `the constraint of ${node.type.name}.${name} has no where column "${column}"`,
              });
            }
          }
          jobs.push({ node, field, prospective });
        }
      }
      if (problems.length)
        throw unprocessable('The evaluation names unknown elements, fields or columns', problems);

      const allowed = evaluator(subject);
      await allowed.resolve(jobs.map((j) => j.field));
      const outcomes = jobs.map((j) => allowed.outcome(j.node, j.field, j.prospective));
      const answer: EvaluateAnswer = {};
      const missing: ProblemItem[] = [];
      jobs.forEach((j, i) => {
        const o = outcomes[i]!;
        if ('missing' in o) {
          missing.push({ location: at(j.node.key, j.field.name), message: o.missing });
          return;
        }
        // The table version's own (frozen) array: answered as it is, not copied.
        (answer[j.node.key] ??= {})[j.field.name] = o.values as string[];
      });
      if (missing.length) throw unprocessable('A constraint table is not in force', missing);
      return answer;
    },
  };
}

/** The JSON text of each allowed-values array answered, kept as long as the array (a table version's). */
const valuesText = new WeakMap<object, string>();

/**
 * An evaluation's answer as JSON: the same text as JSON.stringify gives, but each field's values
 * (arrays kept by the table version they come from, most of the answer) serialised once, not on
 * every call.
 */
export function answerJson(answer: EvaluateAnswer): JsonText<EvaluateAnswer> {
  let text = '{';
  let firstKey = true;
  for (const key in answer) {
    text += `${firstKey ? '' : ','}${JSON.stringify(key)}:{`;
    firstKey = false;
    const fields = answer[key]!;
    let firstField = true;
    for (const name in fields) {
      text += `${firstField ? '' : ','}${JSON.stringify(name)}:${keptJson(fields[name]!, valuesText)}`;
      firstField = false;
    }
    text += '}';
  }
  return new JsonText(`${text}}`);
}
