// The element and account types a configuration declares, read into one model: fields with their
// checks and constraints, and `contents` with their cardinality. Pure: the policy area builds
// entities with it and checks what they hold. Assumes a configuration that validateConfig
// accepted (declared types, valid regexes); anything else is read leniently.
import { ELEMENT_SECTIONS, type FieldType } from './model.js';
import { isValueOf } from './values.js';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface WhereBinding {
  /** The field whose value selects rows (resolved on the element, its ancestors, then the root). */
  key?: string;
  /** Fixed values, used when no key is given. */
  values?: string[];
}

export interface ConstraintDecl {
  table: string;
  column: string;
  where: Record<string, WhereBinding>;
}

export interface FieldDecl {
  name: string;
  type: FieldType;
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
}

export interface ConstraintTableDecl {
  selectionTimeBasis: string;
  columns: string[];
}

export interface ProductModel {
  /** Element types of every element section (products included), by name. */
  elements: Map<string, EntityType>;
  accounts: Map<string, EntityType>;
  constraintTables: Map<string, ConstraintTableDecl>;
}

const CONTENT = /^(_?[a-zA-Z$][a-zA-Z\d_$]*)([?+*]?)$/;

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

function fieldDecl(name: string, spec: unknown): FieldDecl {
  const s = isObj(spec) ? spec : {};
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const field: FieldDecl = { name, type: (str(s.type) ?? 'string') as FieldType };
  if (Array.isArray(s.options)) field.options = s.options.map(String);
  if (str(s.min) !== undefined) field.min = str(s.min);
  if (str(s.max) !== undefined) field.max = str(s.max);
  if (num(s.minLength) !== undefined) field.minLength = num(s.minLength);
  if (num(s.maxLength) !== undefined) field.maxLength = num(s.maxLength);
  if (str(s.regex) !== undefined) field.regex = str(s.regex);
  const c = s.constraint;
  if (isObj(c) && typeof c.table === 'string' && typeof c.column === 'string') {
    const where: Record<string, WhereBinding> = {};
    for (const [col, cond] of Object.entries(isObj(c.where) ? c.where : {})) {
      if (!isObj(cond)) continue;
      where[col] = {
        ...(typeof cond.key === 'string' ? { key: cond.key } : {}),
        ...(Array.isArray(cond.values) ? { values: cond.values.map(String) } : {}),
      };
    }
    field.constraint = { table: c.table, column: c.column, where };
  }
  return field;
}

function readTypes(config: Obj, sections: readonly string[]): Map<string, EntityType> {
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
    }
    out.set(name, { name, section, chain, fields, contents: [...contents.values()] });
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
    elements: readTypes(config, ELEMENT_SECTIONS),
    accounts: readTypes(config, ['accounts']),
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
    out.push(`${q(text)} is not one of the options ${field.options.map(q).join(', ')}`);
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

/** Every problem of `data` for `type`: fields it does not declare, and values its fields refuse. */
export function dataProblems(type: EntityType, data: Record<string, unknown>): DataProblem[] {
  const out: DataProblem[] = [];
  for (const [name, value] of Object.entries(data)) {
    const field = type.fields.get(name);
    if (!field) {
      out.push({ field: name, message: `${type.name} declares no field ${q(name)}` });
      continue;
    }
    for (const message of fieldValueProblems(field, value)) out.push({ field: name, message });
  }
  return out;
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
    if (!child) out.push(`${q(name)} is not a declared element type`);
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
