// Table declarations of a configuration (docs/decisions.md §5, §6): the columns with their data types and
// keys, and for range tables the columns bounding each row's range. Pure; the tables area reads
// the declaration of a static name from here and stores it with every uploaded version.
import { COLUMN_TYPES } from './model.js';

export type ColumnType = (typeof COLUMN_TYPES)[number];
export type TableKind = 'lookup' | 'range' | 'constraint';
export type TableResourceType = 'table' | 'rangeTable' | 'constraintTable';

export const TABLE_KINDS: Record<TableResourceType, TableKind> = {
  table: 'lookup',
  rangeTable: 'range',
  constraintTable: 'constraint',
};

const SECTION: Record<TableKind, 'tables' | 'rangeTables' | 'constraintTables'> = {
  lookup: 'tables',
  range: 'rangeTables',
  constraint: 'constraintTables',
};

export interface TableColumn {
  name: string;
  dataType: ColumnType;
}

export interface TableDeclaration {
  kind: TableKind;
  /** Every column, in declared order. */
  columns: TableColumn[];
  /**
   * Indexes into `columns` of the columns a fetch's `key[]` binds, in declared order: the `isKey`
   * columns of a lookup table, the `isKey` columns other than the bounds of a range table, and
   * every column of a constraint table (a key binds its leading columns).
   */
  keys: number[];
  /** Range tables: index of the column holding each row's start, and of its end if declared. */
  rangeStart?: number;
  rangeEnd?: number;
}

/**
 * The table a CSV file is for, as a comparable key of its name without the extension:
 * `territory-rates`, `territory_rates` and `TerritoryRates` all name TerritoryRates.
 */
export const tableFileKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The declaration of `staticName` among the tables of `kind` in a configuration that validated,
 * or undefined when that section does not declare it.
 */
export function tableDeclaration(
  config: Obj,
  kind: TableKind,
  staticName: string,
): TableDeclaration | undefined {
  const section = config[SECTION[kind]];
  if (!isObj(section) || !Object.hasOwn(section, staticName)) return undefined;
  const def = section[staticName];
  if (!isObj(def) || !isObj(def.columns)) return undefined;
  const entries = Object.entries(def.columns).filter(([, c]) => isObj(c));
  const columns: TableColumn[] = entries.map(([name, c]) => {
    const t = (c as Obj).dataType;
    const dataType = (COLUMN_TYPES as readonly unknown[]).includes(t) ? (t as ColumnType) : 'string';
    return { name, dataType };
  });
  const index = (n: unknown) => (typeof n === 'string' ? columns.findIndex((c) => c.name === n) : -1);
  const isKey = (i: number) => (entries[i]![1] as Obj).isKey === true;
  if (kind === 'constraint') return { kind, columns, keys: columns.map((_, i) => i) };
  if (kind === 'lookup') return { kind, columns, keys: columns.map((_, i) => i).filter(isKey) };
  const start = index(def.rangeStart);
  const end = index(def.rangeEnd);
  if (start < 0) return undefined;
  return {
    kind,
    columns,
    keys: columns.map((_, i) => i).filter((i) => isKey(i) && i !== start && i !== end),
    rangeStart: start,
    ...(end >= 0 ? { rangeEnd: end } : {}),
  };
}
