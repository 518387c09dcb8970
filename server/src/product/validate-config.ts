// Checks a tenant configuration as a whole and reports every problem, each naming where it is
// (`exposures.Dwelling.data.county.constraint: ...`). Pure: the deploy decides what to do with
// the list. Sections that are not interpreted here are kept verbatim and not checked.

export interface ConfigProblem {
  path: string;
  message: string;
}

export const formatProblem = (p: ConfigProblem): string => `${p.path}: ${p.message}`;

type Obj = Record<string, unknown>;

export const FIELD_TYPES = ['string', 'int', 'decimal', 'boolean', 'date', 'datetime'] as const;
export const COLUMN_TYPES = ['int', 'decimal', 'boolean', 'string', 'date'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Names of uploaded resources and of configured things (static names, element types, fields). */
export const NAME = /^_?[a-zA-Z$][a-zA-Z\d_$]*$/;
export const MAX_NAME = 128;
export const MAX_FONT_NAME = 120;

/** Element sections in the order they nest; accounts stand apart. */
const ELEMENT_SECTIONS = ['products', 'policyLines', 'exposureGroups', 'exposures', 'coverages'] as const;
const CONTENT = /^(_?[a-zA-Z$][a-zA-Z\d_$]*)([?+*]?)$/;

/** Where the static names of each resource type are declared. */
export const STATIC_NAME_SECTIONS = {
  table: 'tables',
  rangeTable: 'rangeTables',
  constraintTable: 'constraintTables',
  secret: 'secrets',
  staticDocument: 'documents',
  documentTemplate: 'documents',
  documentTemplateSnippet: 'templateSnippets',
  customFont: 'customFonts',
} as const;
export type ResourceType = keyof typeof STATIC_NAME_SECTIONS;
type ResourceSection = (typeof STATIC_NAME_SECTIONS)[ResourceType];
const RESOURCE_SECTIONS: ResourceSection[] = [
  'tables',
  'rangeTables',
  'constraintTables',
  'secrets',
  'documents',
  'templateSnippets',
  'customFonts',
];

const MAX_PROBLEMS = 500;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const entries = (v: unknown): [string, unknown][] => (isObj(v) ? Object.entries(v) : []);
const q = (s: string) => JSON.stringify(s);

/** The static names a section declares (an object's keys; `customFonts` is an array of names). */
export function declaredNames(config: Obj, section: ResourceSection): string[] {
  const v = config[section];
  if (section === 'customFonts') return Array.isArray(v) ? v.filter((n) => typeof n === 'string') : [];
  return isObj(v) ? Object.keys(v) : [];
}

export function isDeclared(config: Obj, type: ResourceType, staticName: string): boolean {
  return declaredNames(config, STATIC_NAME_SECTIONS[type]).includes(staticName);
}

export interface DocumentDeclaration {
  scope?: 'transaction' | 'policy' | 'term' | 'segment' | 'invoice';
  trigger?:
    | 'validated'
    | 'priced'
    | 'accepted'
    | 'underwritten'
    | 'issued'
    | 'generated'
    | 'declined'
    | 'rejected'
    | 'refused';
  format?: 'text' | 'html' | 'pdf' | 'jpg' | 'jpeg' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'csv' | 'txt' | 'zip';
  rendering?: 'dynamic' | 'prerendered';
}

export function documentDeclaration(config: Obj, staticName: string): DocumentDeclaration | undefined {
  const docs = config.documents;
  if (!isObj(docs) || !Object.hasOwn(docs, staticName)) return undefined;
  const d = docs[staticName];
  if (!isObj(d)) return {};
  const pick = (k: keyof DocumentDeclaration) => (typeof d[k] === 'string' ? { [k]: d[k] } : {});
  return {
    ...pick('scope'),
    ...pick('trigger'),
    ...pick('format'),
    ...pick('rendering'),
  } as DocumentDeclaration;
}

export interface BootstrapInstance {
  name: string;
  staticName: string;
  jurisdictions: string[];
}
export interface BootstrapGroup {
  name: string;
  selectionStartTime: string;
  resourceNames: string[];
}

/** The bootstrap resources of a configuration that validated cleanly. */
export function bootstrapOf(config: Obj): { instances: BootstrapInstance[]; groups: BootstrapGroup[] } {
  const res = isObj(config.bootstrap) ? config.bootstrap.resources : undefined;
  const r = isObj(res) ? res : {};
  return {
    instances: entries(r.resourceInstances).map(([name, v]) => {
      const i = v as Obj;
      return {
        name,
        staticName: String(i.staticName),
        jurisdictions: Array.isArray(i.jurisdictions) ? (i.jurisdictions as string[]) : [],
      };
    }),
    groups: entries(r.resourceGroups).map(([name, v]) => {
      const g = v as Obj;
      return {
        name,
        selectionStartTime: String(g.selectionStartTime),
        resourceNames: Array.isArray(g.resourceNames) ? (g.resourceNames as string[]) : [],
      };
    }),
  };
}

// ---- values of configured types ------------------------------------------------------------

const INT = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

function validDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export const validDateTime = (s: string): boolean => DATETIME.test(s) && Number.isFinite(Date.parse(s));

/** Whether `value` is a literal of `type`; options, bounds and table cells are checked with it. */
export function isValueOf(type: FieldType | (typeof COLUMN_TYPES)[number], value: string): boolean {
  switch (type) {
    case 'string':
      return true;
    case 'int':
      return INT.test(value);
    case 'decimal':
      return DECIMAL.test(value);
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'date':
      return validDate(value);
    case 'datetime':
      return validDateTime(value);
  }
}

function compare(type: FieldType, a: string, b: string): number {
  if (type === 'int' || type === 'decimal') return Number(a) - Number(b);
  if (type === 'datetime') return Date.parse(a) - Date.parse(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---- the validator ----------------------------------------------------------------------------

interface ElementInfo {
  section: string;
  def: Obj;
}

export function validateConfig(input: unknown): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (path: string, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ path, message });
  };
  if (!isObj(input)) {
    add('configuration', 'must be a JSON object');
    return problems;
  }
  const config = input;

  // Sections must have the right shape before anything in them is looked at.
  for (const s of ['accounts', 'charges', 'products'] as const) {
    if (!(s in config)) add(s, 'is required');
  }
  // customFonts is the one resource section that is a list of names rather than a map.
  const objectSections = [
    'accounts',
    'charges',
    ...ELEMENT_SECTIONS,
    ...RESOURCE_SECTIONS.filter((s) => s !== 'customFonts'),
    'bootstrap',
  ];
  for (const s of objectSections) {
    if (s in config && !isObj(config[s])) add(s, 'must be an object');
  }
  if ('customFonts' in config && !Array.isArray(config.customFonts)) add('customFonts', 'must be an array');

  // Element types: one namespace across the element sections; accounts have their own.
  const elements = new Map<string, ElementInfo>();
  for (const section of ELEMENT_SECTIONS) {
    for (const [name, def] of entries(config[section])) {
      const path = `${section}.${name}`;
      if (!NAME.test(name) || name.length > MAX_NAME) {
        add(path, 'is not a valid element type name');
      }
      const other = elements.get(name);
      if (other) {
        add(path, `element type ${q(name)} is already declared in ${other.section}`);
        continue;
      }
      if (!isObj(def)) {
        add(path, 'must be an object');
        continue;
      }
      elements.set(name, { section, def });
    }
  }
  const accounts = new Map<string, ElementInfo>();
  for (const [name, def] of entries(config.accounts)) {
    const path = `accounts.${name}`;
    if (!NAME.test(name) || name.length > MAX_NAME) add(path, 'is not a valid account type name');
    if (!isObj(def)) add(path, 'must be an object');
    else accounts.set(name, { section: 'accounts', def });
  }

  checkExtends(elements, add);
  checkExtends(accounts, add);

  // Containment: which element types may hold which (following `extend` both ways).
  const parents = new Map<string, Set<string>>();
  for (const [name, { section, def }] of elements) {
    const contents = def.contents;
    if (contents === undefined) continue;
    const path = `${section}.${name}.contents`;
    if (!Array.isArray(contents)) {
      add(path, 'must be an array');
      continue;
    }
    const seen = new Set<string>();
    contents.forEach((entry, i) => {
      const at = `${path}[${i}]`;
      const m = typeof entry === 'string' ? CONTENT.exec(entry) : null;
      if (!m) {
        add(at, `${q(String(entry))} is not an element type optionally followed by ?, + or *`);
        return;
      }
      const child = m[1]!;
      const target = elements.get(child);
      if (!target) {
        add(at, `element type ${q(child)} is not declared`);
        return;
      }
      if (target.section === 'products') {
        add(at, `${q(child)} is a product; products cannot be contained`);
        return;
      }
      if (seen.has(child)) add(at, `${q(child)} is listed more than once`);
      seen.add(child);
      if (!parents.has(child)) parents.set(child, new Set());
      parents.get(child)!.add(name);
    });
  }

  const constraintTables = isObj(config.constraintTables) ? config.constraintTables : {};
  const chain = (map: Map<string, ElementInfo>, name: string): string[] => {
    const out: string[] = [];
    let cur: string | undefined = name;
    while (cur !== undefined && map.has(cur) && !out.includes(cur)) {
      out.push(cur);
      const ext: unknown = map.get(cur)!.def.extend;
      cur = typeof ext === 'string' ? ext : undefined;
    }
    return out;
  };
  const fieldsOf = (map: Map<string, ElementInfo>, name: string): Set<string> => {
    const out = new Set<string>();
    for (const t of chain(map, name)) for (const [f] of entries(map.get(t)!.def.data)) out.add(f);
    return out;
  };
  /** Element types that may hold `name` at any depth, counting base types on both sides. */
  const ancestorsOf = (name: string): Set<string> => {
    const out = new Set<string>();
    const todo = [...chain(elements, name)];
    while (todo.length) {
      const t = todo.pop()!;
      for (const p of parents.get(t) ?? []) {
        if (out.has(p)) continue;
        out.add(p);
        todo.push(...chain(elements, p));
      }
    }
    return out;
  };

  const checkData = (map: Map<string, ElementInfo>, kind: 'element' | 'account') => {
    for (const [name, { section, def }] of map) {
      const data = def.data;
      if (data === undefined) continue;
      const dataPath = `${section}.${name}.data`;
      if (!isObj(data)) {
        add(dataPath, 'must be an object');
        continue;
      }
      // Fields a `where` binding may name: this type's own (with inherited ones), then its containers'.
      const bindable = fieldsOf(map, name);
      if (kind === 'element')
        for (const a of ancestorsOf(name)) for (const f of fieldsOf(map, a)) bindable.add(f);
      for (const [field, spec] of Object.entries(data)) {
        checkField(`${dataPath}.${field}`, field, spec, bindable, constraintTables, add);
      }
    }
  };
  checkData(elements, 'element');
  checkData(accounts, 'account');

  // Tables and the other resource declarations.
  for (const [name, def] of entries(config.tables)) checkTable(`tables.${name}`, def, 'lookup', add);
  for (const [name, def] of entries(config.rangeTables)) checkTable(`rangeTables.${name}`, def, 'range', add);
  for (const [name, def] of entries(config.constraintTables))
    checkTable(`constraintTables.${name}`, def, 'constraint', add);
  for (const section of ['secrets', 'documents', 'templateSnippets'] as const) {
    for (const [name, def] of entries(config[section])) {
      if (!isObj(def)) add(`${section}.${name}`, 'must be an object');
    }
  }

  // Static names: valid resource names, each declared in one section only.
  const owner = new Map<string, string>();
  for (const section of RESOURCE_SECTIONS) {
    const names =
      section === 'customFonts'
        ? Array.isArray(config.customFonts)
          ? config.customFonts
          : []
        : Object.keys(isObj(config[section]) ? config[section] : {});
    names.forEach((n: unknown, i: number) => {
      const path = section === 'customFonts' ? `customFonts[${i}]` : `${section}.${String(n)}`;
      if (typeof n !== 'string') {
        add(path, 'must be a string');
        return;
      }
      const max = section === 'customFonts' ? MAX_FONT_NAME : MAX_NAME;
      if (!NAME.test(n) || n.length > max) {
        add(path, `${q(n)} is not a valid static name (letters, digits, _ and $, at most ${max} characters)`);
      }
      const first = owner.get(n);
      if (first === section) add(path, `${q(n)} is declared more than once`);
      else if (first) add(path, `static name ${q(n)} is already declared in ${first}`);
      else owner.set(n, section);
    });
  }

  // What documents use must be declared too.
  const snippets = new Set(declaredNames(config, 'templateSnippets'));
  const fonts = new Set(declaredNames(config, 'customFonts'));
  for (const [name, def] of entries(config.documents)) {
    if (!isObj(def)) continue;
    for (const [key, declared, section] of [
      ['templateSnippets', snippets, 'templateSnippets'],
      ['customFonts', fonts, 'customFonts'],
    ] as const) {
      const used = def[key];
      if (used === undefined) continue;
      if (!Array.isArray(used)) {
        add(`documents.${name}.${key}`, 'must be an array');
        continue;
      }
      used.forEach((u: unknown, i) => {
        if (typeof u !== 'string' || !declared.has(u)) {
          add(`documents.${name}.${key}[${i}]`, `${q(String(u))} is not declared in ${section}`);
        }
      });
    }
  }

  checkBootstrap(config, owner, add);
  return problems;
}

type Add = (path: string, message: string) => void;

function checkExtends(map: Map<string, ElementInfo>, add: Add): void {
  for (const [name, { section, def }] of map) {
    if (def.extend === undefined) continue;
    const path = `${section}.${name}.extend`;
    if (typeof def.extend !== 'string' || !map.has(def.extend)) {
      add(path, `${q(String(def.extend))} is not a declared type of ${section}`);
      continue;
    }
    if (map.get(def.extend)!.section !== section) {
      add(path, `${q(def.extend)} is declared in ${map.get(def.extend)!.section}, not in ${section}`);
      continue;
    }
    const seen = new Set([name]);
    let cur: unknown = def.extend;
    while (typeof cur === 'string' && map.has(cur)) {
      if (seen.has(cur)) {
        add(path, `extending ${q(def.extend)} forms a cycle`);
        break;
      }
      seen.add(cur);
      cur = map.get(cur)!.def.extend;
    }
  }
}

function checkField(
  path: string,
  field: string,
  spec: unknown,
  bindable: Set<string>,
  constraintTables: Obj,
  add: Add,
): void {
  if (!NAME.test(field) || field.length > MAX_NAME) add(path, 'is not a valid field name');
  if (!isObj(spec)) {
    add(path, 'must be an object');
    return;
  }
  const rawType = spec.type ?? 'string';
  if (typeof rawType !== 'string' || !(FIELD_TYPES as readonly string[]).includes(rawType)) {
    add(`${path}.type`, `${q(String(rawType))} is not a data type (one of ${FIELD_TYPES.join(', ')})`);
    return;
  }
  const type = rawType as FieldType;

  if (spec.options !== undefined) {
    if (!Array.isArray(spec.options)) add(`${path}.options`, 'must be an array');
    else
      spec.options.forEach((o: unknown, i) => {
        if (typeof o !== 'string' || !isValueOf(type, o))
          add(`${path}.options[${i}]`, `${q(String(o))} is not a ${type} value`);
      });
  }

  const ordered = type === 'int' || type === 'decimal' || type === 'date' || type === 'datetime';
  const bounds: Partial<Record<'min' | 'max', string>> = {};
  for (const k of ['min', 'max'] as const) {
    const v = spec[k];
    if (v === undefined) continue;
    if (!ordered) add(`${path}.${k}`, `applies to int, decimal, date and datetime fields, not ${type}`);
    else if (typeof v !== 'string' || !isValueOf(type, v))
      add(`${path}.${k}`, `${q(String(v))} is not a ${type} value`);
    else bounds[k] = v;
  }
  if (bounds.min !== undefined && bounds.max !== undefined && compare(type, bounds.min, bounds.max) > 0) {
    add(path, `min ${bounds.min} is greater than max ${bounds.max}`);
  }

  const lengths: Partial<Record<'minLength' | 'maxLength', number>> = {};
  for (const k of ['minLength', 'maxLength'] as const) {
    const v = spec[k];
    if (v === undefined) continue;
    if (type !== 'string') add(`${path}.${k}`, `applies to string fields, not ${type}`);
    else if (typeof v !== 'number' || !Number.isInteger(v) || v < 0)
      add(`${path}.${k}`, 'must be a whole number ≥ 0');
    else lengths[k] = v;
  }
  if (
    lengths.minLength !== undefined &&
    lengths.maxLength !== undefined &&
    lengths.minLength > lengths.maxLength
  ) {
    add(path, `minLength ${lengths.minLength} is greater than maxLength ${lengths.maxLength}`);
  }

  if (spec.regex !== undefined) {
    if (type !== 'string') add(`${path}.regex`, `applies to string fields, not ${type}`);
    else if (typeof spec.regex !== 'string' || spec.regex.length > 1000) {
      add(`${path}.regex`, 'must be a regular expression of at most 1000 characters');
    } else {
      try {
        new RegExp(spec.regex);
      } catch (err) {
        add(`${path}.regex`, `is not a valid regular expression (${(err as Error).message})`);
      }
    }
  }

  if (spec.constraint !== undefined)
    checkConstraint(`${path}.constraint`, field, spec.constraint, bindable, constraintTables, add);
}

function checkConstraint(
  path: string,
  field: string,
  c: unknown,
  bindable: Set<string>,
  constraintTables: Obj,
  add: Add,
): void {
  if (!isObj(c)) {
    add(path, 'must be an object');
    return;
  }
  if (typeof c.table !== 'string') {
    add(path, 'names no table');
    return;
  }
  const table = constraintTables[c.table];
  if (!Object.hasOwn(constraintTables, c.table) || !isObj(table)) {
    add(path, `table ${q(c.table)} is not declared in constraintTables`);
    return;
  }
  const columns = isObj(table.columns) ? table.columns : {};
  if (typeof c.column !== 'string') add(path, 'names no column');
  else if (!Object.hasOwn(columns, c.column))
    add(path, `column ${q(c.column)} is not a column of ${q(c.table)}`);
  if (c.where === undefined) return;
  if (!isObj(c.where)) {
    add(`${path}.where`, 'must be an object');
    return;
  }
  for (const [col, cond] of Object.entries(c.where)) {
    const at = `${path}.where.${col}`;
    if (!Object.hasOwn(columns, col)) add(at, `${q(col)} is not a column of ${q(c.table)}`);
    if (!isObj(cond)) {
      add(at, 'must be an object with key or values');
      continue;
    }
    if (cond.key === undefined && cond.values === undefined) add(at, 'needs a key (a field) or values');
    if (cond.key !== undefined) {
      if (typeof cond.key !== 'string' || !bindable.has(cond.key)) {
        add(
          `${at}.key`,
          `field ${q(String(cond.key))} is not a field of this element or of an element holding it`,
        );
      } else if (cond.key === field) {
        add(`${at}.key`, 'a field cannot depend on itself');
      }
    }
    if (
      cond.values !== undefined &&
      (!Array.isArray(cond.values) || cond.values.some((v) => typeof v !== 'string'))
    ) {
      add(`${at}.values`, 'must be an array of strings');
    }
  }
}

function checkTable(path: string, def: unknown, kind: 'lookup' | 'range' | 'constraint', add: Add): void {
  if (!isObj(def)) {
    add(path, 'must be an object');
    return;
  }
  if (!isObj(def.columns) || Object.keys(def.columns).length === 0) {
    add(`${path}.columns`, 'must declare at least one column');
    return;
  }
  const columns = def.columns;
  for (const [name, col] of Object.entries(columns)) {
    const at = `${path}.columns.${name}`;
    if (name.length === 0 || name.length > MAX_NAME) add(at, 'column names have 1 to 128 characters');
    if (!isObj(col)) {
      add(at, 'must be an object');
      continue;
    }
    if (col.dataType === undefined) add(`${at}.dataType`, `is required (one of ${COLUMN_TYPES.join(', ')})`);
    else if (
      typeof col.dataType !== 'string' ||
      !(COLUMN_TYPES as readonly string[]).includes(col.dataType)
    ) {
      add(
        `${at}.dataType`,
        `${q(String(col.dataType))} is not a column type (one of ${COLUMN_TYPES.join(', ')})`,
      );
    }
  }
  const isKey = (n: string) => isObj(columns[n]) && (columns[n] as Obj).isKey === true;
  if (kind === 'lookup' && !Object.keys(columns).some(isKey)) {
    add(`${path}.columns`, 'a lookup table needs at least one key column (isKey: true)');
  }
  if (kind !== 'range') return;
  for (const k of ['rangeStart', 'rangeEnd'] as const) {
    const v = def[k];
    if (v === undefined) {
      if (k === 'rangeStart') add(`${path}.rangeStart`, 'is required for a range table');
      continue;
    }
    if (typeof v !== 'string' || !Object.hasOwn(columns, v)) {
      add(`${path}.${k}`, `${q(String(v))} is not a column of this table`);
      continue;
    }
    const t = (columns[v] as Obj).dataType;
    if (t !== 'int' && t !== 'decimal') add(`${path}.${k}`, `column ${q(v)} must be of type int or decimal`);
    if (isKey(v)) add(`${path}.${k}`, `column ${q(v)} bounds the range and cannot be a key column`);
  }
  if (def.rangeEnd !== undefined && def.rangeEnd === def.rangeStart) {
    add(`${path}.rangeEnd`, 'must be another column than rangeStart');
  }
}

function checkBootstrap(config: Obj, staticNames: Map<string, string>, add: Add): void {
  if (!isObj(config.bootstrap) || config.bootstrap.resources === undefined) return;
  const res = config.bootstrap.resources;
  const base = 'bootstrap.resources';
  if (!isObj(res)) {
    add(base, 'must be an object');
    return;
  }
  for (const k of ['resourceInstances', 'resourceGroups'] as const) {
    if (res[k] !== undefined && !isObj(res[k])) add(`${base}.${k}`, 'must be an object');
  }
  for (const [name, def] of entries(res.resourceInstances)) {
    const at = `${base}.resourceInstances.${name}`;
    if (!NAME.test(name) || name.length > MAX_NAME) add(at, 'is not a valid resource name');
    if (!isObj(def)) {
      add(at, 'must be an object');
      continue;
    }
    if (typeof def.staticName !== 'string') add(`${at}.staticName`, 'is required');
    else if (!staticNames.has(def.staticName)) {
      add(`${at}.staticName`, `${q(def.staticName)} is not declared in any resource section`);
    }
    if (!Array.isArray(def.jurisdictions) || def.jurisdictions.some((j) => typeof j !== 'string')) {
      add(`${at}.jurisdictions`, 'must be an array of strings');
    }
  }
  for (const [name, def] of entries(res.resourceGroups)) {
    const at = `${base}.resourceGroups.${name}`;
    if (name.length === 0 || name.length > 256) add(at, 'group names have 1 to 256 characters');
    if (!isObj(def)) {
      add(at, 'must be an object');
      continue;
    }
    if (typeof def.selectionStartTime !== 'string' || !validDateTime(def.selectionStartTime)) {
      add(`${at}.selectionStartTime`, 'must be a date-time such as 2026-01-01T00:00:00Z');
    }
    if (!Array.isArray(def.resourceNames) || def.resourceNames.some((n) => typeof n !== 'string')) {
      add(`${at}.resourceNames`, 'must be an array of resource names');
    }
  }
}
