// The keys the published reference makes required in each declaration the model interprets
// (TableRef, ColumnRef, SecretRef, PrimitivePropertyRef, DocumentConfigRef, ...). A missing one is
// reported with its path, like every other problem. Keys whose absence another check already
// reports (a table's columns, a column's dataType, a range table's rangeStart, the members of a
// bootstrap instance or group) are left to that check, so each problem is reported once.
import type { Add } from './checks.js';
import { ELEMENT_SECTIONS, entries, isObj } from './model.js';

/** What a declaration must hold, and the declarations nested in it under `nested` keys. */
interface Shape {
  required: readonly string[];
  /** Each entry of the map under this key has the given shape. */
  each?: Readonly<Record<string, Shape>>;
}

const column = (flag: 'isKey' | 'makeDistinct'): Shape => ({ required: [flag] });

/** By section: the shape of each of its entries. */
export const DECLARATIONS: Readonly<Record<string, Shape>> = {
  accounts: { required: ['data'] },
  dataTypes: { required: ['data'] },
  ...Object.fromEntries(ELEMENT_SECTIONS.map((s) => [s, { required: ['data'] }])),
  tables: { required: ['selectionTimeBasis'], each: { columns: column('isKey') } },
  rangeTables: { required: ['selectionTimeBasis'], each: { columns: column('isKey') } },
  constraintTables: { required: ['selectionTimeBasis'], each: { columns: column('makeDistinct') } },
  secrets: { required: ['items'], each: { items: { required: ['dataType'] } } },
  documents: {
    required: [
      'format',
      'rendering',
      'scope',
      'selectionTimeBasis',
      'trigger',
      'customFonts',
      'templateSnippets',
    ],
  },
  templateSnippets: { required: ['selectionTimeBasis'] },
};

function check(path: string, def: unknown, shape: Shape, add: Add): void {
  // A declaration that is not an object is reported by the section's own check.
  if (!isObj(def)) return;
  for (const key of shape.required) {
    if (def[key] === undefined) add(`${path}.${key}`, 'is required');
  }
  for (const [key, inner] of Object.entries(shape.each ?? {})) {
    const map = def[key];
    if (map === undefined) continue;
    if (!isObj(map)) {
      add(`${path}.${key}`, 'must be an object');
      continue;
    }
    for (const [name, d] of Object.entries(map)) {
      if (!isObj(d)) add(`${path}.${key}.${name}`, 'must be an object');
      else check(`${path}.${key}.${name}`, d, inner, add);
    }
  }
}

/** Reports every required key missing from the declarations of the interpreted sections. */
export function missingRequired(config: Record<string, unknown>, add: Add): void {
  for (const [section, shape] of Object.entries(DECLARATIONS)) {
    for (const [name, def] of entries(config[section])) check(`${section}.${name}`, def, shape, add);
  }
  const bootstrap = config.bootstrap;
  if (isObj(bootstrap)) {
    if (bootstrap.resources === undefined) add('bootstrap.resources', 'is required');
    else if (isObj(bootstrap.resources)) {
      for (const k of ['resourceInstances', 'resourceGroups']) {
        if (bootstrap.resources[k] === undefined) add(`bootstrap.resources.${k}`, 'is required');
      }
    }
  }
}
