// Checks of single declarations (extends chains, fields and their constraints, tables, the
// bootstrap section), each reporting through \`add\` with the path of what is wrong.
import {
  COLUMN_TYPES,
  FIELD_TYPES,
  MAX_NAME,
  NAME,
  entries,
  isObj,
  type FieldType,
  type Obj,
} from './model.js';
import { parseScope } from './scopes.js';
import { didYouMean } from './unknown-keys.js';
import { compare, isValueOf, validDateTime } from './values.js';

export interface ElementInfo {
  section: string;
  def: Obj;
}

const q = (s: string) => JSON.stringify(s);

export type Add = (path: string, message: string) => void;

export function checkExtends(map: Map<string, ElementInfo>, add: Add): void {
  for (const [name, { section, def }] of map) {
    if (def.extend === undefined) continue;
    const path = `${section}.${name}.extend`;
    if (typeof def.extend !== 'string' || !map.has(def.extend)) {
      const sameSection = [...map].filter(([, e]) => e.section === section).map(([n]) => n);
      const hint = typeof def.extend === 'string' ? didYouMean(def.extend, sameSection) : '';
      add(path, `${q(String(def.extend))} is not a declared type of ${section}${hint}`);
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

const TYPED = /^(_?[a-zA-Z$][a-zA-Z\d_$]*)([?!+*]?)$/;

export function checkField(
  path: string,
  field: string,
  spec: unknown,
  bindable: Set<string>,
  constraintTables: Obj,
  add: Add,
  dataTypes: ReadonlySet<string> = new Set(),
): void {
  if (!NAME.test(field) || field.length > MAX_NAME) add(path, 'is not a valid field name');
  if (!isObj(spec)) {
    add(path, 'must be an object');
    return;
  }
  if (spec.scope !== undefined)
    for (const message of parseScope(spec.scope).problems) add(`${path}.scope`, message);
  const rawType = spec.type ?? 'string';
  const m = typeof rawType === 'string' ? TYPED.exec(rawType) : null;
  const base = m?.[1];
  const known = [...new Set([...FIELD_TYPES, ...dataTypes])];
  if (!m || base === undefined || !known.includes(base)) {
    const hint = base !== undefined ? didYouMean(base, known) : '';
    add(
      `${path}.type`,
      `${q(String(rawType))} is not a data type (one of ${known.join(', ')}` +
        `${m ? '' : ', followed by one of ?, !, + or * where a quantifier is meant'})${hint}`,
    );
    return;
  }
  if (!(FIELD_TYPES as readonly string[]).includes(base)) {
    // A custom data type's values are objects of its fields: the scalar checks do not apply.
    for (const k of ['options', 'min', 'max', 'minLength', 'maxLength', 'regex', 'constraint'])
      if (spec[k] !== undefined) add(`${path}.${k}`, `applies to fields of the built-in types, not ${base}`);
    return;
  }
  const type = base as FieldType;

  if (spec.options !== undefined) {
    if (!Array.isArray(spec.options)) add(`${path}.options`, 'must be an array');
    else
      spec.options.forEach((o: unknown, i) => {
        if (typeof o === 'number' || typeof o === 'boolean')
          add(
            `${path}.options[${i}]`,
            `is the JSON ${typeof o} ${String(o)}; options are strings, so write it as ${q(String(o))}` +
              (isValueOf(type, String(o)) ? '' : ` (and it is not a ${type} value)`),
          );
        else if (typeof o !== 'string' || !isValueOf(type, o))
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

export function checkConstraint(
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
    add(
      path,
      `table ${q(c.table)} is not declared in constraintTables${didYouMean(c.table, Object.keys(constraintTables))}`,
    );
    return;
  }
  const columns = isObj(table.columns) ? table.columns : {};
  if (typeof c.column !== 'string') add(path, 'names no column');
  else if (!Object.hasOwn(columns, c.column))
    add(
      path,
      `column ${q(c.column)} is not a column of ${q(c.table)}${didYouMean(c.column, Object.keys(columns))}`,
    );
  if (c.where === undefined) return;
  if (!isObj(c.where)) {
    add(`${path}.where`, 'must be an object');
    return;
  }
  for (const [col, cond] of Object.entries(c.where)) {
    const at = `${path}.where.${col}`;
    if (!Object.hasOwn(columns, col))
      add(at, `${q(col)} is not a column of ${q(c.table)}${didYouMean(col, Object.keys(columns))}`);
    if (!isObj(cond)) {
      add(at, 'must be an object with key or values');
      continue;
    }
    if (cond.key === undefined && cond.values === undefined) add(at, 'needs a key (a field) or values');
    if (cond.key !== undefined) {
      if (typeof cond.key !== 'string' || !bindable.has(cond.key)) {
        add(
          `${at}.key`,
          `${q(String(cond.key))} is not a field or coverage term of this element or of an element holding it` +
            (typeof cond.key === 'string' ? didYouMean(cond.key, bindable) : ''),
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

export function checkTable(
  path: string,
  def: unknown,
  kind: 'lookup' | 'range' | 'constraint',
  add: Add,
): void {
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

export function checkBootstrap(config: Obj, staticNames: Map<string, string>, add: Add): void {
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
      add(
        `${at}.staticName`,
        `${q(def.staticName)} is not declared in any resource section${didYouMean(def.staticName, staticNames.keys())}`,
      );
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
