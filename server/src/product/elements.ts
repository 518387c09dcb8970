// The element and account types a configuration declares, read into one model: fields with their
// checks, constraints and quantifiers (a custom data type's fields alike), `contents` with their
// cardinality, and the coverage terms an element takes. Pure: the policy area builds
// entities with it and checks what they hold. Assumes a configuration that validateConfig
// accepted (declared types, valid regexes); anything else is read leniently.
import { ELEMENT_SECTIONS, type FieldType } from './model.js';
import { SCOPE_ENTITY, parseScope, scopeText, type DataScope } from './scopes.js';
import { didYouMean } from './unknown-keys.js';
import { isValueOf } from './values.js';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface WhereBinding {
  /**
   * The field, or coverage term (its chosen option's name), whose value selects rows (resolved on
   * the element, its ancestors, then the root).
   */
  key?: string;
  /** Fixed values, used when no key is given. */
  values?: string[];
}

export interface ConstraintDecl {
  table: string;
  column: string;
  where: Record<string, WhereBinding>;
}

/**
 * A field's quantifier, written after its type (`"type": "string!"`): none or `?` optional, `!`
 * required, `+` a list of one or more values, `*` a list of any number.
 */
export type Quantifier = '' | '?' | '!' | '+' | '*';

export interface FieldDecl {
  name: string;
  /** The value type; for a field of a custom data type (`custom`), unused. */
  type: FieldType;
  /** The custom data type (of the configuration's `dataTypes`) whose values the field holds. */
  custom?: string;
  quantifier: Quantifier;
  /** The entities that hold the field's values (its `scope`); absent: all of them. */
  scopes?: ReadonlySet<DataScope>;
  options?: string[];
  min?: string;
  max?: string;
  minLength?: number;
  maxLength?: number;
  regex?: string;
  constraint?: ConstraintDecl;
}

/** One `contents` entry: `Type` (exactly one), `Type?` (0..1), `Type+` (1..), `Type*` (any). */
export interface ContentEntry {
  type: string;
  min: number;
  max: number;
}

export interface EntityType {
  name: string;
  section: string;
  /** The type itself, then the types it extends, nearest first. */
  chain: string[];
  /** Own and inherited fields; a type's own declaration wins over its base's. */
  fields: Map<string, FieldDecl>;
  /** Own and inherited entries; a type's own entry for a child type wins. */
  contents: ContentEntry[];
  /** The coverage terms an element of the type takes (own and inherited), by name. */
  coverageTerms: Map<string, CoverageTermDecl>;
}

/** A coverage term: one of its options is chosen per element, by option name. */
export interface CoverageTermDecl {
  name: string;
  type: string;
  /** Option name → its value. */
  options: Map<string, number>;
  /**
   * `value.constraint`: the options an element may choose are those named in the table's column
   * over the rows its `where` selects.
   */
  constraint?: ConstraintDecl;
}

export interface ConstraintTableDecl {
  selectionTimeBasis: string;
  columns: string[];
}

export interface ProductModel {
  /** Element types of every element section (products included), by name. */
  elements: Map<string, EntityType>;
  accounts: Map<string, EntityType>;
  /** The configuration's custom data types (`dataTypes`), whose values are objects of fields. */
  dataTypes: Map<string, EntityType>;
  constraintTables: Map<string, ConstraintTableDecl>;
}

const CONTENT = /^(_?[a-zA-Z$][a-zA-Z\d_$]*)([?!+*]?)$/;

/** `Type` and `Type!` (exactly one), `Type?` (0..1), `Type+` (1..), `Type*` (any). */
export function parseContent(entry: string): ContentEntry | undefined {
  const m = CONTENT.exec(entry);
  if (!m) return undefined;
  const q = m[2];
  return {
    type: m[1]!,
    min: q === '?' || q === '*' ? 0 : 1,
    max: q === '+' || q === '*' ? Infinity : 1,
  };
}

const TYPED = /^(_?[a-zA-Z$][a-zA-Z\d_$]*)([?!+*]?)$/;

/** A field's `type` as written: its base type and quantifier (`"Driver+"` → Driver, `+`). */
export function parseFieldType(type: string): { base: string; quantifier: Quantifier } | undefined {
  const m = TYPED.exec(type);
  return m ? { base: m[1]!, quantifier: m[2] as Quantifier } : undefined;
}

const BUILT_IN = new Set<string>(['string', 'int', 'decimal', 'boolean', 'date', 'datetime']);

function fieldDecl(name: string, spec: unknown): FieldDecl {
  const s = isObj(spec) ? spec : {};
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const parsed = parseFieldType(str(s.type) ?? 'string') ?? { base: 'string', quantifier: '' as const };
  const builtIn = BUILT_IN.has(parsed.base);
  const field: FieldDecl = {
    name,
    type: (builtIn ? parsed.base : 'string') as FieldType,
    ...(builtIn ? {} : { custom: parsed.base }),
    quantifier: parsed.quantifier,
  };
  if (s.scope !== undefined) field.scopes = parseScope(s.scope).scopes;
  if (Array.isArray(s.options)) field.options = s.options.map(String);
  if (str(s.min) !== undefined) field.min = str(s.min);
  if (str(s.max) !== undefined) field.max = str(s.max);
  if (num(s.minLength) !== undefined) field.minLength = num(s.minLength);
  if (num(s.maxLength) !== undefined) field.maxLength = num(s.maxLength);
  if (str(s.regex) !== undefined) field.regex = str(s.regex);
  const constraint = constraintDecl(s.constraint);
  if (constraint) field.constraint = constraint;
  return field;
}

function constraintDecl(c: unknown): ConstraintDecl | undefined {
  if (!isObj(c) || typeof c.table !== 'string' || typeof c.column !== 'string') return undefined;
  const where: Record<string, WhereBinding> = {};
  for (const [col, cond] of Object.entries(isObj(c.where) ? c.where : {})) {
    if (!isObj(cond)) continue;
    where[col] = {
      ...(typeof cond.key === 'string' ? { key: cond.key } : {}),
      ...(Array.isArray(cond.values) ? { values: cond.values.map(String) } : {}),
    };
  }
  return { table: c.table, column: c.column, where };
}

function coverageTermDecls(config: Obj): Map<string, CoverageTermDecl> {
  const out = new Map<string, CoverageTermDecl>();
  if (!isObj(config.coverageTerms)) return out;
  for (const [name, def] of Object.entries(config.coverageTerms)) {
    if (!isObj(def)) continue;
    const options = new Map<string, number>();
    if (isObj(def.options))
      for (const [o, spec] of Object.entries(def.options))
        if (isObj(spec) && typeof spec.value === 'number') options.set(o, spec.value);
    const constraint = constraintDecl(isObj(def.value) ? def.value.constraint : undefined);
    out.set(name, {
      name,
      type: typeof def.type === 'string' ? def.type : 'limit',
      options,
      ...(constraint ? { constraint } : {}),
    });
  }
  return out;
}

function readTypes(
  config: Obj,
  sections: readonly string[],
  terms: Map<string, CoverageTermDecl> = new Map(),
): Map<string, EntityType> {
  const defs = new Map<string, { section: string; def: Obj }>();
  for (const section of sections) {
    const s = config[section];
    if (!isObj(s)) continue;
    for (const [name, def] of Object.entries(s)) {
      if (isObj(def) && !defs.has(name)) defs.set(name, { section, def });
    }
  }
  const out = new Map<string, EntityType>();
  for (const [name, { section }] of defs) {
    const chain: string[] = [];
    let cur: string | undefined = name;
    while (cur !== undefined && defs.has(cur) && !chain.includes(cur)) {
      chain.push(cur);
      const ext: unknown = defs.get(cur)!.def.extend;
      cur = typeof ext === 'string' ? ext : undefined;
    }
    const fields = new Map<string, FieldDecl>();
    const contents = new Map<string, ContentEntry>();
    const coverageTerms = new Map<string, CoverageTermDecl>();
    // Base types first, so that nearer declarations replace farther ones.
    for (const t of [...chain].reverse()) {
      const def = defs.get(t)!.def;
      if (isObj(def.data))
        for (const [f, spec] of Object.entries(def.data)) fields.set(f, fieldDecl(f, spec));
      if (Array.isArray(def.contents)) {
        for (const e of def.contents) {
          const entry = typeof e === 'string' ? parseContent(e) : undefined;
          if (entry) contents.set(entry.type, entry);
        }
      }
      if (Array.isArray(def.coverageTerms))
        for (const t of def.coverageTerms) {
          const decl = typeof t === 'string' ? terms.get(t) : undefined;
          if (decl) coverageTerms.set(t as string, decl);
        }
    }
    out.set(name, { name, section, chain, fields, contents: [...contents.values()], coverageTerms });
  }
  return out;
}

export function productModel(config: Obj): ProductModel {
  const constraintTables = new Map<string, ConstraintTableDecl>();
  if (isObj(config.constraintTables)) {
    for (const [name, def] of Object.entries(config.constraintTables)) {
      if (!isObj(def)) continue;
      constraintTables.set(name, {
        selectionTimeBasis:
          typeof def.selectionTimeBasis === 'string' ? def.selectionTimeBasis : 'currentTime',
        columns: Object.keys(isObj(def.columns) ? def.columns : {}),
      });
    }
  }
  return {
    elements: readTypes(config, ELEMENT_SECTIONS, coverageTermDecls(config)),
    accounts: readTypes(config, ['accounts']),
    dataTypes: readTypes(config, ['dataTypes']),
    constraintTables,
  };
}

/** Whether an element of type `type` stands where `wanted` is expected (itself or a type extending it). */
export const isA = (type: EntityType, wanted: string): boolean => type.chain.includes(wanted);

// ---- field values ------------------------------------------------------------------------------

/**
 * The text of a data value, as options, bounds and constraint tables hold it; undefined when the
 * value is not a scalar. Numbers and booleans may be sent as JSON numbers and booleans.
 */
export function valueText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : undefined;
  if (typeof v === 'boolean') return String(v);
  return undefined;
}

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Equal as table cells compare: ignoring case, and numbers by value (`1.50` = `1.5`). */
export function sameValue(a: string, b: string): boolean {
  if (a.toLowerCase() === b.toLowerCase()) return true;
  return NUMERIC.test(a) && NUMERIC.test(b) && Number(a) === Number(b);
}

function compare(type: FieldType, a: string, b: string): number {
  if (type === 'int' || type === 'decimal') return Number(a) - Number(b);
  if (type === 'datetime') return Date.parse(a) - Date.parse(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

const regexes = new Map<string, RegExp>();
/** A field's regex must match the whole value. */
function fullMatch(regex: string): RegExp {
  let re = regexes.get(regex);
  if (!re) {
    re = new RegExp(`^(?:${regex})$`, 'u');
    if (regexes.size > 1000) regexes.clear();
    regexes.set(regex, re);
  }
  return re;
}

const q = (s: string) => JSON.stringify(s);

/** What is wrong with `value` for `field`, by its declaration (constraints are checked elsewhere). */
export function fieldValueProblems(field: FieldDecl, value: unknown): string[] {
  const text = valueText(value);
  const typeOk =
    text !== undefined &&
    (typeof value === 'string' ||
      (typeof value === 'number' && (field.type === 'int' || field.type === 'decimal')) ||
      (typeof value === 'boolean' && field.type === 'boolean'));
  if (!typeOk || !isValueOf(field.type, text)) {
    return [`${JSON.stringify(value)} is not a ${field.type} value`];
  }
  const out: string[] = [];
  if (field.options && !field.options.some((o) => sameValue(o, text))) {
    out.push(
      `${q(text)} is not one of the options ${field.options.map(q).join(', ')}${didYouMean(text, field.options)}`,
    );
  }
  if (field.min !== undefined && compare(field.type, text, field.min) < 0) {
    out.push(`${text} is less than the minimum ${field.min}`);
  }
  if (field.max !== undefined && compare(field.type, text, field.max) > 0) {
    out.push(`${text} is more than the maximum ${field.max}`);
  }
  const length = [...text].length;
  if (field.minLength !== undefined && length < field.minLength) {
    out.push(`has ${length} characters, fewer than the minimum ${field.minLength}`);
  }
  if (field.maxLength !== undefined && length > field.maxLength) {
    out.push(`has ${length} characters, more than the maximum ${field.maxLength}`);
  }
  if (field.regex !== undefined && !fullMatch(field.regex).test(text)) {
    out.push(`${q(text)} does not match the pattern ${field.regex}`);
  }
  return out;
}

export interface DataProblem {
  field: string;
  message: string;
}

const MAX_NESTING = 16;

/** Whether `field` holds values on the entity of scope `where` (no `where`: an account, every field). */
export const inScope = (field: FieldDecl, where: DataScope | undefined): boolean =>
  where === undefined || field.scopes === undefined || field.scopes.has(where);

const required = (field: FieldDecl, where: DataScope | undefined) =>
  (field.quantifier === '!' || field.quantifier === '+') && inScope(field, where);

/**
 * Every problem of `data` for `type`: fields it does not declare (with the nearest declared name),
 * required fields missing, lists that are not lists, and values its fields refuse; a custom data
 * type's values are checked field by field. `field` is the path under `data` (`drivers[1].age`).
 * `where` is the entity the data is written on (a quick quote, quote or policy; none for an
 * account): a field out of its scope takes no value there and is not required there.
 */
export function dataProblems(
  type: EntityType,
  data: Record<string, unknown>,
  dataTypes: ReadonlyMap<string, EntityType> = new Map(),
  where?: DataScope,
  depth = 0,
): DataProblem[] {
  const out: DataProblem[] = [];
  for (const [name, value] of Object.entries(data)) {
    const field = type.fields.get(name);
    if (!field) {
      out.push({
        field: name,
        message: `${type.name} declares no field ${q(name)}${didYouMean(name, type.fields.keys())}`,
      });
      continue;
    }
    if (value === null) {
      if (required(field, where)) out.push({ field: name, message: 'is required' });
      continue;
    }
    if (!inScope(field, where)) {
      out.push({
        field: name,
        message: `is out of scope on ${SCOPE_ENTITY[where!]}: its scope is "${scopeText(field.scopes!)}"`,
      });
      continue;
    }
    const list = field.quantifier === '+' || field.quantifier === '*';
    if (list && !Array.isArray(value)) {
      out.push({ field: name, message: `must be a list of values (its type ends in ${field.quantifier})` });
      continue;
    }
    if (!list && Array.isArray(value)) {
      out.push({ field: name, message: "holds one value, not a list (a list field's type ends in + or *)" });
      continue;
    }
    if (field.quantifier === '+' && (value as unknown[]).length === 0)
      out.push({ field: name, message: 'needs at least one value' });
    const items: [string, unknown][] = list
      ? (value as unknown[]).map((v, i) => [`${name}[${i}]`, v])
      : [[name, value]];
    for (const [at, v] of items) out.push(...valueProblems(field, at, v, dataTypes, where, depth));
  }
  for (const field of type.fields.values())
    if (required(field, where) && data[field.name] === undefined)
      out.push({ field: field.name, message: 'is required' });
  return out;
}

function valueProblems(
  field: FieldDecl,
  at: string,
  value: unknown,
  dataTypes: ReadonlyMap<string, EntityType>,
  where: DataScope | undefined,
  depth: number,
): DataProblem[] {
  if (field.custom === undefined)
    return fieldValueProblems(field, value).map((message) => ({ field: at, message }));
  const custom = dataTypes.get(field.custom);
  if (!custom) return [{ field: at, message: `${q(field.custom)} is not a declared data type` }];
  if (!isObj(value)) return [{ field: at, message: `must be an object of ${field.custom}'s fields` }];
  if (depth >= MAX_NESTING) return [{ field: at, message: `nests more than ${MAX_NESTING} deep` }];
  return dataProblems(custom, value, dataTypes, where, depth + 1).map((p) => ({
    field: `${at}.${p.field}`,
    message: p.message,
  }));
}

/**
 * Problems of an element's coverage terms: each names a term its type takes, and an option of it.
 * `terms` maps term name → the option chosen.
 */
export function coverageTermProblems(type: EntityType, terms: Record<string, unknown>): DataProblem[] {
  const out: DataProblem[] = [];
  for (const [name, chosen] of Object.entries(terms)) {
    const term = type.coverageTerms.get(name);
    if (!term) {
      const taken = [...type.coverageTerms.keys()];
      out.push({
        field: name,
        message:
          `${type.name} takes no coverage term ${q(name)}` +
          (taken.length ? ` (it takes ${taken.map(q).join(', ')})` : ''),
      });
      continue;
    }
    const option = typeof chosen === 'string' ? canonicalOption([...term.options.keys()], chosen) : undefined;
    if (option === undefined)
      out.push({
        field: name,
        message: `${JSON.stringify(chosen)} is not an option of ${name} (one of ${[...term.options.keys()].map(q).join(', ')})`,
      });
  }
  return out;
}

/** The declared spelling of an option that `value` names, ignoring case. */
export function canonicalOption(options: readonly string[], value: string): string | undefined {
  return options.find((o) => o === value) ?? options.find((o) => sameValue(o, value));
}

/**
 * Whether children of these types may stand under an element of `parent`'s type: each child must
 * match an entry of `contents` (by its type or a type it extends), and each entry's count must lie
 * within its cardinality. One message per problem.
 */
export function contentsProblems(
  model: ProductModel,
  parent: EntityType,
  childTypes: readonly string[],
): string[] {
  const out: string[] = [];
  const counts = new Map<ContentEntry, number>();
  for (const name of childTypes) {
    const child = model.elements.get(name);
    const entry = child && parent.contents.find((e) => isA(child, e.type));
    if (!child)
      out.push(`${q(name)} is not a declared element type${didYouMean(name, model.elements.keys())}`);
    else if (!entry) out.push(`${parent.name} cannot hold a ${name}`);
    else counts.set(entry, (counts.get(entry) ?? 0) + 1);
  }
  for (const entry of parent.contents) {
    const n = counts.get(entry) ?? 0;
    if (n < entry.min) {
      out.push(
        entry.max === 1
          ? `${parent.name} needs exactly one ${entry.type}, has none`
          : `${parent.name} needs at least one ${entry.type}, has none`,
      );
    } else if (n > entry.max) {
      out.push(`${parent.name} holds at most one ${entry.type}, has ${n}`);
    }
  }
  return out;
}

/**
 * The configuration as it is answered: a constraint's `where` entry that binds its column to a
 * field (`{key}`) gets `values: []`, which the published `ConditionValueRef` requires and which
 * means what the entry means (a bound column takes the field's values; literal values are read only
 * when no key is given). Everything else is answered as it was deployed.
 */
export function answeredConfiguration(config: Obj): Obj {
  let out = config;
  for (const section of [...ELEMENT_SECTIONS, 'accounts']) {
    const types = config[section];
    if (!isObj(types)) continue;
    for (const [typeName, def] of Object.entries(types)) {
      if (!isObj(def) || !isObj(def.data)) continue;
      for (const [fieldName, spec] of Object.entries(def.data)) {
        if (!isObj(spec) || !isObj(spec.constraint) || !isObj(spec.constraint.where)) continue;
        const where = spec.constraint.where;
        const missing = Object.entries(where).filter(([, cond]) => isObj(cond) && cond.values === undefined);
        if (!missing.length) continue;
        if (out === config) out = structuredClone(config);
        const target = ((((out[section] as Obj)[typeName] as Obj).data as Obj)[fieldName] as Obj)
          .constraint as Obj;
        for (const [column] of missing) ((target.where as Obj)[column] as Obj).values = [];
      }
    }
  }
  return out;
}

/**
 * `data` with each option value in the spelling its field declares (`"DOG"` → `"dog"`), in lists
 * and custom data types' values too; anything else as it was (the checks report it).
 */
export function canonicalData(
  type: EntityType,
  data: Record<string, unknown>,
  dataTypes: ReadonlyMap<string, EntityType> = new Map(),
  depth = 0,
): Record<string, unknown> {
  if (depth > MAX_NESTING) return data;
  const one = (field: FieldDecl, v: unknown): unknown => {
    if (field.custom !== undefined) {
      const custom = dataTypes.get(field.custom);
      return custom && isObj(v) ? canonicalData(custom, v, dataTypes, depth + 1) : v;
    }
    if (field.options && typeof v === 'string') return canonicalOption(field.options, v) ?? v;
    return v;
  };
  let out: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(data)) {
    const field = type.fields.get(name);
    if (!field || value === null) continue;
    const next = Array.isArray(value) ? value.map((v) => one(field, v)) : one(field, value);
    const changed = Array.isArray(value)
      ? (next as unknown[]).some((v, i) => v !== value[i])
      : next !== value;
    if (changed) (out ??= { ...data })[name] = next;
  }
  return out ?? data;
}

/**
 * `data` without the values of fields out of scope on `where` (in lists and custom data types'
 * values too): what a quote's element carries to its policy (`P`). Anything undeclared stays.
 */
export function scopedData(
  type: EntityType,
  data: Record<string, unknown>,
  where: DataScope,
  dataTypes: ReadonlyMap<string, EntityType> = new Map(),
  depth = 0,
): Record<string, unknown> {
  if (depth > MAX_NESTING) return data;
  const one = (field: FieldDecl, v: unknown): unknown => {
    const custom = field.custom !== undefined ? dataTypes.get(field.custom) : undefined;
    return custom && isObj(v) ? scopedData(custom, v, where, dataTypes, depth + 1) : v;
  };
  const kept: [string, unknown][] = [];
  for (const [name, value] of Object.entries(data)) {
    const field = type.fields.get(name);
    if (field && !inScope(field, where)) continue;
    kept.push([
      name,
      !field || value === null
        ? value
        : Array.isArray(value)
          ? value.map((v) => one(field, v))
          : one(field, value),
    ]);
  }
  return Object.fromEntries(kept);
}
