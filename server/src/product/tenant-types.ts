// A tenant's configuration as a TypeScript module (`insuite types`): its tables' keys and rows, the
// data of its accounts and element types, the element trees of its products' quotes, its
// constraint evaluations and dependency maps, its charges and static names. The SDK and the
// plugin types take the module's `Tenant` type (docs/tenant-types.md). Pure: the same
// configuration and source label give the same text, byte for byte.
import { createHash } from 'node:crypto';
import { isA, productModel, type EntityType, type FieldDecl } from './elements.js';
import {
  ELEMENT_SECTIONS,
  STATIC_NAME_SECTIONS,
  declaredNames,
  isObj,
  type Obj,
  type ResourceType,
} from './model.js';
import { DATA_SCOPES, scopeText } from './scopes.js';
import { tableDeclaration, type TableColumn, type TableKind } from './tables.js';

const IDENT = /^[A-Za-z_$][\w$]*$/;
const prop = (name: string) => (IDENT.test(name) ? name : JSON.stringify(name));
const lit = (s: string) => JSON.stringify(s);
const union = (names: readonly string[]) => (names.length ? names.map(lit).join(' | ') : 'never');
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** A comment's text cannot end it early. */
const safe = (s: string) => s.replace(/\*\//g, '*\\/');

/** The configuration as canonical JSON (keys sorted), so its digest ignores formatting and key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (isObj(v))
    return `{${Object.keys(v)
      .sort(byName)
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

export const configDigest = (config: Obj): string =>
  createHash('sha256').update(canonical(config)).digest('hex');

const VALUE_TYPES = {
  string: 'string',
  int: 'IntValue',
  decimal: 'DecimalValue',
  boolean: 'BooleanValue',
  date: 'DateValue',
  datetime: 'DateTimeValue',
} as const;

/** A field's values: its options as literals (numbers and booleans also as JSON values), else its type's. */
function valueType(f: FieldDecl): string {
  if (!f.options) return VALUE_TYPES[f.type];
  const out = new Set<string>();
  for (const o of f.options) {
    out.add(lit(o));
    if ((f.type === 'int' || f.type === 'decimal') && String(Number(o)) === o) out.add(o);
    if (f.type === 'boolean' && (o === 'true' || o === 'false')) out.add(o);
  }
  return [...out].join(' | ') || 'never';
}

function fieldDoc(f: FieldDecl): string {
  const parts: string[] = [`${f.custom ?? f.type}${f.quantifier}`];
  if (f.scopes) parts.push(`scope ${scopeText(f.scopes)}`);
  if (f.min !== undefined) parts.push(`min ${f.min}`);
  if (f.max !== undefined) parts.push(`max ${f.max}`);
  if (f.minLength !== undefined) parts.push(`minLength ${f.minLength}`);
  if (f.maxLength !== undefined) parts.push(`maxLength ${f.maxLength}`);
  if (f.regex !== undefined) parts.push(`regex ${f.regex}`);
  if (f.constraint) parts.push(`values from ${f.constraint.table}.${f.constraint.column}`);
  return safe(parts.join(', '));
}

/** Text lines, indented as they nest. */
class Out {
  private lines: string[] = [];
  line(s = '', depth = 0): void {
    this.lines.push(s ? '  '.repeat(depth) + s : '');
  }
  text(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

/** Names of the generated types, one per thing, made unique when two things would share one. */
function namer() {
  const taken = new Set<string>();
  return (wanted: string): string => {
    let name = wanted;
    for (let i = 2; taken.has(name); i++) name = `${wanted}_${i}`;
    taken.add(name);
    return name;
  };
}

const FIXED = [
  'IntValue',
  'DecimalValue',
  'BooleanValue',
  'DateValue',
  'DateTimeValue',
  'DependencyCondition',
  'Tables',
  'RangeTables',
  'ConstraintTables',
  'ChargeType',
  'StaticNames',
  'AccountType',
  'ElementType',
  'ProductName',
  'PolicyLineType',
  'ExposureGroupType',
  'ExposureType',
  'CoverageType',
  'ConstraintEvaluations',
  'AccountConstraintEvaluations',
  'Tenant',
];

const SECTION_ALIASES: Record<(typeof ELEMENT_SECTIONS)[number], string> = {
  products: 'ProductName',
  policyLines: 'PolicyLineType',
  exposureGroups: 'ExposureGroupType',
  exposures: 'ExposureType',
  coverages: 'CoverageType',
};

function tableSection(
  o: Out,
  name: (wanted: string) => string,
  config: Obj,
  kind: TableKind,
  section: string,
  title: string,
): void {
  const names = Object.keys(isObj(config[section]) ? (config[section] as Obj) : {}).sort(byName);
  const typeName = kind === 'lookup' ? 'Tables' : kind === 'range' ? 'RangeTables' : 'ConstraintTables';
  o.line(`/** ${title} */`);
  o.line(`export type ${typeName} = {`);
  for (const name of names) {
    const decl = tableDeclaration(config, kind, name);
    if (!decl) continue;
    const def = (config[section] as Obj)[name] as Obj;
    const basis = typeof def.selectionTimeBasis === 'string' ? def.selectionTimeBasis : 'currentTime';
    const keyCols = decl.keys.map((i) => decl.columns[i]!);
    const tuple = (cols: TableColumn[]) => `[${cols.map((c) => `${prop(c.name)}: string`).join(', ')}]`;
    o.line(`/** Resolved by static name at its \`${safe(basis)}\`. */`, 1);
    o.line(`${prop(name)}: {`, 1);
    if (kind === 'constraint') {
      const prefixes = keyCols.map((_, i) => tuple(keyCols.slice(0, i + 1)));
      o.line(`/** fetchConstraints' \`key\`: values of the leading columns, in declared order. */`, 2);
      o.line(`key: ${['[]', ...prefixes].join(' | ')};`, 2);
      o.line(
        `/** fetchConstraints' answer: the distinct values of each column over the matching rows. */`,
        2,
      );
      o.line(`values: { ${decl.columns.map((c) => `${prop(c.name)}: string[]`).join('; ')} };`, 2);
    } else {
      o.line(`/** The key columns, in declared order. */`, 2);
      o.line(`key: ${tuple(keyCols)};`, 2);
      if (kind === 'range') {
        const start = decl.columns[decl.rangeStart!]!.name;
        const end = decl.rangeEnd !== undefined ? decl.columns[decl.rangeEnd]!.name : undefined;
        o.line(`/** The columns bounding each row's range: \`boundValue\` falls within them. */`, 2);
        o.line(`bound: { start: ${lit(start)}; end: ${end === undefined ? 'undefined' : lit(end)} };`, 2);
      }
      o.line(`/** The row's cells as uploaded (text), by column. */`, 2);
      o.line(`row: {`, 2);
      decl.columns.forEach((c, i) => {
        const role = decl.keys.includes(i)
          ? ', key'
          : i === decl.rangeStart || i === decl.rangeEnd
            ? ', range bound'
            : '';
        o.line(`/** ${c.dataType}${role} */`, 3);
        o.line(`${prop(c.name)}: string;`, 3);
      });
      o.line(`};`, 2);
    }
    o.line(`};`, 1);
  }
  o.line(`};`);
  o.line();
  if (kind === 'constraint') return;
  for (const table of names) {
    const alias = name(`${table}Row`);
    o.line(`export type ${alias} = ${typeName}[${lit(table)}]["row"];`);
  }
  if (names.length) o.line();
}

/**
 * The TypeScript module of a configuration that validates. `source` says where it came from (a
 * folder, a file, a tenant); it is written into the header as given.
 */
export function tenantTypesModule(config: Obj, source: string): string {
  const o = new Out();
  const model = productModel(config);
  const name = namer();
  for (const n of FIXED) name(n);
  const elementTypes = [...model.elements.keys()].sort(byName);
  const accountTypes = [...model.accounts.keys()].sort(byName);
  const names = new Map<string, { data: string; element: string; input: string }>();
  for (const t of elementTypes) {
    names.set(t, { data: name(`${t}Data`), element: name(`${t}Element`), input: name(`${t}Input`) });
  }
  const accountData = new Map(accountTypes.map((t) => [t, name(`${t}Data`)]));
  const customTypes = [...model.dataTypes.keys()].sort(byName);
  const customNames = new Map(customTypes.map((t) => [t, name(t)]));

  o.line(`// The types of an insuite tenant's configuration, generated by \`insuite types\` from`);
  o.line(`// ${source.replace(/[\r\n]/g, ' ')}`);
  o.line(`// (configuration SHA-256 ${configDigest(config)}).`);
  o.line(`// Do not edit: generate it again when the configuration changes.`);
  o.line();
  o.line(`/** An int value as data holds it: a JSON number or its text. */`);
  o.line(`export type IntValue = number | string;`);
  o.line(`/** A decimal value as data holds it: a JSON number or its text (exact). */`);
  o.line(`export type DecimalValue = number | string;`);
  o.line(`/** A boolean value as data holds it: a JSON boolean or its text. */`);
  o.line(`export type BooleanValue = boolean | 'true' | 'false';`);
  o.line(`/** A date, \`YYYY-MM-DD\`. */`);
  o.line(`export type DateValue = string;`);
  o.line(`/** A date and time, RFC 3339. */`);
  o.line(`export type DateTimeValue = string;`);
  o.line();

  tableSection(o, name, config, 'lookup', 'tables', 'Lookup tables (fetchTableRecord), by static name.');
  tableSection(
    o,
    name,
    config,
    'range',
    'rangeTables',
    'Range tables (fetchRangeTableRecord), by static name.',
  );
  tableSection(
    o,
    name,
    config,
    'constraint',
    'constraintTables',
    'Constraint tables (fetchConstraints), by static name.',
  );

  const whose = (section: string) =>
    section === 'accounts' ? 'the account' : section === 'dataTypes' ? 'the custom data' : 'an element';
  const dataType = (t: EntityType, typeName: string, section: string) => {
    o.line(`/** Data of ${whose(section)} type ${t.name}; a field whose type ends in ! or + is required. */`);
    o.line(`export type ${typeName} = {`);
    for (const f of [...t.fields.values()].sort((a, b) => byName(a.name, b.name))) {
      const one = f.custom !== undefined ? (customNames.get(f.custom) ?? 'never') : valueType(f);
      const list = f.quantifier === '+' || f.quantifier === '*';
      // One type serves quick quotes, quotes and policies: a field out of the scope of one of them
      // is absent there, so it is optional here.
      const everywhere = section === 'accounts' || !f.scopes || DATA_SCOPES.every((x) => f.scopes!.has(x));
      const required = (f.quantifier === '!' || f.quantifier === '+') && everywhere;
      o.line(`/** ${fieldDoc(f)} */`, 1);
      o.line(`${prop(f.name)}${required ? '' : '?'}: ${list ? `(${one})[]` : one};`, 1);
    }
    o.line(`};`);
    o.line();
  };
  for (const t of customTypes) dataType(model.dataTypes.get(t)!, customNames.get(t)!, 'dataTypes');
  for (const t of accountTypes) dataType(model.accounts.get(t)!, accountData.get(t)!, 'accounts');
  /** The coverage terms an element of `t` takes: per term, its option names. */
  const terms = (t: EntityType): string | undefined =>
    t.coverageTerms.size
      ? `{ ${[...t.coverageTerms.values()]
          .sort((a, b) => byName(a.name, b.name))
          .map((c) => `${prop(c.name)}?: ${union([...c.options.keys()])}`)
          .join('; ')} }`
      : undefined;

  /** The element types that may stand under `t` by its contents: each entry's type and the types extending it. */
  const children = (t: EntityType): string[] =>
    elementTypes.filter((c) => t.contents.some((e) => isA(model.elements.get(c)!, e.type)));
  const cardinality = (t: EntityType) =>
    t.contents
      .map(
        (e) =>
          `${e.type} ${e.max === 1 ? (e.min === 1 ? 'exactly one' : 'at most one') : e.min === 1 ? 'one or more' : 'any number'}`,
      )
      .join('; ');
  for (const typeName of elementTypes) {
    const t = model.elements.get(typeName)!;
    const n = names.get(typeName)!;
    const kids = children(t);
    const of = (k: 'element' | 'input') =>
      kids.length === 0
        ? 'never[]'
        : kids.length === 1
          ? `${names.get(kids[0]!)![k]}[]`
          : `(${kids.map((c) => names.get(c)![k]).join(' | ')})[]`;
    const held = t.contents.length ? ` It holds: ${safe(cardinality(t))}.` : '';
    dataType(t, n.data, t.section);
    o.line(
      `/** An element of type ${typeName} (${t.section}) as quotes and transactions answer it.${held} */`,
    );
    o.line(`export type ${n.element} = {`);
    o.line(`locator: string;`, 1);
    o.line(`staticLocator: string;`, 1);
    o.line(`parentLocator?: string;`, 1);
    o.line(`type: ${lit(typeName)};`, 1);
    o.line(`data: ${n.data};`, 1);
    if (terms(t)) o.line(`coverageTerms?: ${terms(t)};`, 1);
    o.line(`elements: ${of('element')};`, 1);
    o.line(`};`);
    o.line();
    o.line(`/** A new element of type ${typeName}, as createQuote and createQuickQuote take it.${held} */`);
    o.line(`export type ${n.input} = {`);
    o.line(`type: ${lit(typeName)};`, 1);
    o.line(`data?: ${n.data};`, 1);
    if (terms(t)) o.line(`coverageTerms?: ${terms(t)};`, 1);
    o.line(`elements?: ${of('input')};`, 1);
    o.line(`};`);
    o.line();
  }

  o.line(`/** A field a constraint depends on, with its current values (dependency maps). */`);
  o.line(`export type DependencyCondition = { staticLocator: string; fieldName: string; values: string[] };`);
  o.line();
  const evaluations = (typeName: string, types: string[], all: Map<string, EntityType>, what: string) => {
    o.line(`/**`);
    o.line(` * Constraint evaluation of ${what}, by type and constrained field or coverage term:`);
    o.line(` * \`request\` (per field, the prospective values of its where columns), \`answer\` (per field`);
    o.line(` * asked, its allowed values) and \`dependencies\` (the dependency map's entry of the field).`);
    o.line(` */`);
    o.line(`export type ${typeName} = {`);
    for (const tn of types) {
      const type = all.get(tn)!;
      // Its constrained fields, and its constrained coverage terms (by term name) not named as a field.
      const fields = [
        ...[...type.fields.values()].filter((f) => f.constraint),
        ...[...type.coverageTerms.values()].filter((t) => t.constraint && !type.fields.has(t.name)),
      ].sort((a, b) => byName(a.name, b.name));
      if (!fields.length) continue;
      o.line(`${prop(tn)}: {`, 1);
      o.line(`request: {`, 2);
      for (const f of fields) {
        const cols = Object.keys(f.constraint!.where);
        const body = cols.length
          ? `{ ${cols.map((c) => `${prop(c)}?: string`).join('; ')} }`
          : '{ [column: string]: never }';
        o.line(`${prop(f.name)}?: ${body};`, 3);
      }
      o.line(`};`, 2);
      o.line(`answer: { ${fields.map((f) => `${prop(f.name)}?: string[]`).join('; ')} };`, 2);
      o.line(`dependencies: {`, 2);
      for (const f of fields) {
        const c = f.constraint!;
        const cols = Object.keys(c.where);
        const where = cols.length
          ? `{ ${cols.map((col) => `${prop(col)}: DependencyCondition`).join('; ')} }`
          : '{ [column: string]: never }';
        o.line(`${prop(f.name)}: { table: ${lit(c.table)}; column: ${lit(c.column)}; where: ${where} };`, 3);
      }
      o.line(`};`, 2);
      o.line(`};`, 1);
    }
    o.line(`};`);
    o.line();
  };
  evaluations(
    'ConstraintEvaluations',
    elementTypes,
    model.elements,
    'the elements of quotes, quick quotes and transactions',
  );
  evaluations('AccountConstraintEvaluations', accountTypes, model.accounts, 'accounts');

  const charges = Object.keys(isObj(config.charges) ? config.charges : {}).sort(byName);
  o.line(`/** The charge types a rating plugin may name. */`);
  o.line(`export type ChargeType = ${union(charges)};`);
  o.line();
  o.line(`/** The static names each kind of resource may take. */`);
  o.line(`export type StaticNames = {`);
  for (const kind of Object.keys(STATIC_NAME_SECTIONS) as ResourceType[]) {
    o.line(`${kind}: ${union(declaredNames(config, STATIC_NAME_SECTIONS[kind]).sort(byName))};`, 1);
  }
  o.line(`};`);
  o.line();
  o.line(`export type AccountType = ${union(accountTypes)};`);
  o.line(`export type ElementType = ${union(elementTypes)};`);
  for (const section of ELEMENT_SECTIONS) {
    const inSection = elementTypes.filter((t) => model.elements.get(t)!.section === section);
    o.line(`export type ${SECTION_ALIASES[section]} = ${union(inSection)};`);
  }
  o.line();

  const products = elementTypes.filter((t) => model.elements.get(t)!.section === 'products');
  o.line(`/** Everything above in one type: \`createClient<Tenant>()\`, \`RatePlugin<Tenant>\`. */`);
  o.line(`export type Tenant = {`);
  o.line(`tables: Tables;`, 1);
  o.line(`rangeTables: RangeTables;`, 1);
  o.line(`constraintTables: ConstraintTables;`, 1);
  o.line(`accounts: { ${accountTypes.map((t) => `${prop(t)}: ${accountData.get(t)!}`).join('; ')} };`, 1);
  o.line(
    `products: { ${products.map((t) => `${prop(t)}: { element: ${names.get(t)!.element}; input: ${names.get(t)!.input} }`).join('; ')} };`,
    1,
  );
  o.line(`elements: { ${elementTypes.map((t) => `${prop(t)}: ${names.get(t)!.element}`).join('; ')} };`, 1);
  o.line(`evaluations: ConstraintEvaluations;`, 1);
  o.line(`accountEvaluations: AccountConstraintEvaluations;`, 1);
  o.line(`charges: ChargeType;`, 1);
  o.line(`staticNames: StaticNames;`, 1);
  o.line(`};`);
  return o.text();
}
