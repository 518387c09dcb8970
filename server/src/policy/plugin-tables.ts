// The table lookups a plugin call is handed: by static name, at the date the table's declared
// selectionTimeBasis names for the entity (`currentTime`: now, read once per call), in the entity's
// jurisdiction where it has one. Quotes and transactions alike.
import { AppError, unprocessable } from '../errors.js';
import { didYouMean } from '../product/index.js';
import type { PluginTables, ResolvedTable } from '../plugins/index.js';
import { iso, type Clock } from '../util.js';
import type { ConfigService } from '../deploy/config-service.js';

export /** Table rows for plugins: the tables area's lookups, answering undefined where there is no row. */
interface TableReads {
  record(
    tenantId: string,
    name: string,
    lookup: { byStaticName: boolean; date?: string; jurisdiction?: string },
    key: readonly string[],
  ): Promise<Record<string, string>>;
  rangeRecord(
    tenantId: string,
    name: string,
    lookup: { byStaticName: boolean; date?: string; jurisdiction?: string },
    key: readonly string[],
    value: number,
  ): Promise<Record<string, string>>;
  version(
    tenantId: string,
    name: string,
    lookup: { byStaticName: boolean; date?: string; jurisdiction?: string },
    type: 'table' | 'rangeTable',
  ): Promise<ResolvedTable | undefined>;
}

const notFoundMissing = async <T>(p: Promise<T>): Promise<T | undefined> => {
  try {
    return await p;
  } catch (e) {
    if (e instanceof AppError && e.status === 404) return undefined;
    throw e;
  }
};

export function createPluginTables(deps: {
  configs: Pick<ConfigService, 'definition'>;
  clock: Clock;
  tables: TableReads;
}) {
  /** `read`: the tenant's configuration when the caller read it already (else it is read here). */
  return async (
    tenantId: string,
    at: { jurisdiction?: string; dates: Partial<Record<string, string>> },
    read?: Partial<Record<string, unknown>>,
  ): Promise<PluginTables> => {
    const config = read ?? ((await deps.configs.definition(tenantId)) as Partial<Record<string, unknown>>);
    const now = iso(deps.clock.now());
    const lookupAt = (section: 'tables' | 'rangeTables', name: string) => {
      const decl = (config[section] as Record<string, { selectionTimeBasis?: unknown }> | undefined)?.[name];
      const basis = typeof decl?.selectionTimeBasis === 'string' ? decl.selectionTimeBasis : 'currentTime';
      return {
        byStaticName: true,
        date: at.dates[basis] ?? now,
        ...(at.jurisdiction !== undefined ? { jurisdiction: at.jurisdiction } : {}),
      };
    };
    /** A lookup of a table the configuration does not declare fails the call, naming it (a missing row answers undefined). */
    const declared = (section: 'tables' | 'rangeTables', name: string) => {
      const tables = config[section] as Record<string, unknown> | undefined;
      if (tables && Object.hasOwn(tables, name)) return;
      const other = section === 'tables' ? 'rangeTables' : 'tables';
      const there = (config[other] as Record<string, unknown> | undefined) ?? {};
      throw unprocessable(
        `table ${JSON.stringify(name)} is not declared in ${section}` +
          (Object.hasOwn(there, name)
            ? ` (it is declared in ${other}: look it up with tables.${section === 'tables' ? 'range' : 'lookup'})`
            : didYouMean(name, Object.keys(tables ?? {}))),
      );
    };
    return {
      lookup: async (name, keys) => {
        declared('tables', name);
        return notFoundMissing(deps.tables.record(tenantId, name, lookupAt('tables', name), keys));
      },
      range: async (name, keys, bound) => {
        declared('rangeTables', name);
        return notFoundMissing(
          deps.tables.rangeRecord(tenantId, name, lookupAt('rangeTables', name), keys, bound),
        );
      },
      resolve: (kind, name) =>
        kind === 'lookup'
          ? deps.tables.version(tenantId, name, lookupAt('tables', name), 'table')
          : deps.tables.version(tenantId, name, lookupAt('rangeTables', name), 'rangeTable'),
    };
  };
}
