// Lookup, range and constraint tables (docs/decisions.md §6): resources of the store whose content is the
// CSV exactly as uploaded. An upload is checked in a worker thread against the table's declaration
// in the deployed configuration, then stored with that declaration in one transaction; a replace
// switches the instance to the new version in the same transaction, so readers see the old
// version until it commits. Fetches resolve the version in force, then answer from its index
// (index-cache.ts), built once per version per process.
import type { Db } from '../db/knex.js';
import { AppError, badRequest, notFound, rateLimited, tooLarge, unprocessable } from '../errors.js';
import type { Caller } from '../identity/auth-service.js';
import {
  STATIC_NAME_SECTIONS,
  TABLE_KINDS,
  tableDeclaration,
  type TableDeclaration,
  type TableResourceType,
} from '../product/index.js';
import type { Lookup, ResourcesService } from '../resources/resources-service.js';
import type { ResourceRecord } from '../resources/resources-service.js';
import type { Settings } from '../settings.js';
import { createWorkerPool, WorkerPoolBusyError, type WorkerPool } from '../shared/worker-pool.js';
import { zipSingleFile } from '../shared/zip.js';
import type { TenantsService } from '../tenants/tenants-service.js';
import type { ConstraintLookup, ConstraintTable } from './constraint-lookup.js';
import { createIndexCache } from './index-cache.js';
import type { IngestOutcome, TableLimits } from './ingest.js';
import { TableIndex } from './table-index.js';
import type { TableTask } from './table-worker.js';
import { findTableVersion, insertTableVersion } from './tables-store.js';

export type TableSettings = Pick<
  Settings,
  'tableUnzippedLimitBytes' | 'tableZipMaxRatio' | 'tableMaxRows' | 'tableIndexCacheBytes' | 'tableWorkers'
>;

export interface TablesDeps {
  db: Db;
  resources: ResourcesService;
  tenants: TenantsService;
  settings: TableSettings;
}

export interface NewTable {
  name: string;
  staticName: string;
  jurisdictions?: readonly string[];
}

/** A table ZIP holds one CSV; a little room for folders and metadata entries. */
const MAX_ENTRIES = 100;
const ENTRY = new URL('./table-thread.mjs', import.meta.url);

const LABEL: Record<TableResourceType, string> = {
  table: 'lookup table',
  rangeTable: 'range table',
  constraintTable: 'constraint table',
};

const names = (decl: TableDeclaration) => decl.keys.map((k) => decl.columns[k]!.name);

export function createTablesService(deps: TablesDeps) {
  const { db, resources, settings } = deps;
  const pool: WorkerPool<TableTask, IngestOutcome> = createWorkerPool({
    entry: ENTRY,
    threads: settings.tableWorkers,
    maxQueue: 32,
    // Memory of a thread left after a large upload is given back soon after.
    idleTimeoutMs: 10_000,
    // A check allocates a little per cell that dies at once, and a few typed arrays kept to the
    // end: a small young generation serves it as fast and keeps the process smaller while large
    // tables are checked (docs/performance.md, Memory).
    maxYoungMb: 8,
  });
  const cache = createIndexCache(settings.tableIndexCacheBytes);
  const limits: TableLimits = {
    maxEntries: MAX_ENTRIES,
    maxUncompressedBytes: settings.tableUnzippedLimitBytes,
    maxRatio: settings.tableZipMaxRatio,
    maxRows: settings.tableMaxRows,
  };

  async function work(task: TableTask, transfer?: ArrayBuffer[]): Promise<IngestOutcome> {
    try {
      return await pool.run(task, { transfer });
    } catch (err) {
      if (err instanceof WorkerPoolBusyError) {
        throw rateLimited('Too many tables are being checked at once; try again shortly', 5);
      }
      throw err;
    }
  }

  function refused(out: Extract<IngestOutcome, { ok: false }>): AppError {
    if (out.status === 413) return tooLarge(out.message);
    if (out.status === 400) return badRequest(out.message, [{ location: 'body', message: out.message }]);
    return unprocessable(
      out.message,
      out.errors?.map((e) => ({ location: e.location, message: e.message })),
    );
  }

  async function declaration(
    tenantId: string,
    type: TableResourceType,
    staticName: string,
    location: string,
  ): Promise<TableDeclaration> {
    const config = await deps.tenants.configuration(tenantId);
    const decl = tableDeclaration(config, TABLE_KINDS[type], staticName);
    if (decl) return decl;
    const message = `static name "${staticName}" is not declared in ${STATIC_NAME_SECTIONS[type]} of the tenant's configuration`;
    throw unprocessable(`The ${LABEL[type]} cannot be stored: ${message}`, [{ location, message }]);
  }

  /** Checks the upload in a worker; what gets stored and the index of the new version. */
  async function check(zip: Uint8Array, decl: TableDeclaration) {
    // A copy of its own (a parsed body may be a view into a shared pool), handed over, not cloned.
    const own = new Uint8Array(zip);
    const out = await work({ kind: 'ingest', zip: own, decl, limits }, [own.buffer]);
    if (!out.ok) throw refused(out);
    return out;
  }

  /** The CSV as stored plus what the version was checked against, written with the content. */
  const stored = (decl: TableDeclaration, out: Extract<IngestOutcome, { ok: true }>, tenantId: string) => ({
    bytes: Buffer.from(out.csv.buffer, out.csv.byteOffset, out.csv.byteLength),
    mediaType: 'text/csv',
    extend: (tx: Parameters<typeof insertTableVersion>[0], contentId: string) =>
      insertTableVersion(tx, tenantId, {
        contentId,
        declaration: decl,
        rowCount: out.rowCount,
        entryName: out.entryName,
      }),
  });

  async function build(tenantId: string, r: ResourceRecord): Promise<TableIndex> {
    const version = r.contentId ? await findTableVersion(db, tenantId, r.contentId) : undefined;
    if (!version) throw notFound(`Content of "${r.name}"`);
    const csv = await resources.readCurrent(tenantId, r);
    const whole = csv.byteOffset === 0 && csv.byteLength === csv.buffer.byteLength;
    const out = await work(
      { kind: 'index', csv, decl: version.declaration, maxRows: Number.MAX_SAFE_INTEGER },
      whole ? [csv.buffer as ArrayBuffer] : undefined,
    );
    // A stored version was checked when it was uploaded; failing now means the data is damaged.
    if (!out.ok) throw new Error(`Table version ${version.contentId} no longer reads: ${out.message}`);
    return new TableIndex(version.declaration, out.index);
  }

  /** The index of the instance's current version: held, or built from the database. */
  const indexOf = (tenantId: string, r: ResourceRecord): Promise<TableIndex> =>
    cache.get(r.contentId ?? '', () => build(tenantId, r));

  function keyCount(index: TableIndex, key: readonly string[], exact: boolean): readonly string[] {
    const decl = index.decl;
    // `key` is required by the contract; a table without key columns takes one empty value.
    if (decl.keys.length === 0 && key.length === 1 && key[0] === '') return [];
    const n = decl.keys.length;
    if (exact ? key.length === n : key.length <= n) return key;
    const wanted = exact ? `exactly ${n}` : `at most ${n}`;
    const message = `needs ${wanted} value${n === 1 ? '' : 's'} (${names(decl).join(', ') || 'no key columns'}), got ${key.length}`;
    throw badRequest(`The key ${message}`, [{ location: 'query.key', message }]);
  }

  return {
    async create(
      caller: Caller,
      tenantId: string,
      type: TableResourceType,
      input: NewTable,
      zip: Uint8Array,
    ): Promise<ResourceRecord> {
      const decl = await declaration(tenantId, type, input.staticName, 'query.staticName');
      const out = await check(zip, decl);
      const r = await resources.create(
        caller,
        tenantId,
        { ...input, resourceType: type },
        stored(decl, out, tenantId),
      );
      cache.put(r.contentId!, new TableIndex(decl, out.index));
      return r;
    },

    async replace(
      caller: Caller,
      tenantId: string,
      type: TableResourceType,
      name: string,
      zip: Uint8Array,
    ): Promise<ResourceRecord> {
      const current = await resources.find(tenantId, name, { byStaticName: false }, [type]);
      const decl = await declaration(tenantId, type, current.staticName, 'path.name');
      const out = await check(zip, decl);
      const r = await resources.replace(caller, tenantId, name, [type], stored(decl, out, tenantId));
      cache.put(r.contentId!, new TableIndex(decl, out.index));
      return r;
    },

    /** Lookup tables: the row whose key columns match `key`. */
    async record(tenantId: string, name: string, lookup: Lookup, key: readonly string[]) {
      const r = await resources.find(tenantId, name, lookup, ['table']);
      const index = await indexOf(tenantId, r);
      const row = index.lookup(keyCount(index, key, true));
      if (row < 0) throw notFound(`Row of lookup table "${name}" with key (${key.join(', ')})`);
      return index.row(row);
    },

    /** Range tables: the row of `key` whose range covers `value`. */
    async rangeRecord(tenantId: string, name: string, lookup: Lookup, key: readonly string[], value: number) {
      const r = await resources.find(tenantId, name, lookup, ['rangeTable']);
      const index = await indexOf(tenantId, r);
      const row = index.range(keyCount(index, key, true), value);
      if (row < 0) {
        const of = key.length ? ` with key (${key.join(', ')})` : '';
        throw notFound(`Row of range table "${name}"${of} covering ${value}`);
      }
      return index.row(row);
    },

    /**
     * The version a lookup (`table`) or range lookup (`rangeTable`) by `name` would answer from,
     * with its index; undefined where no such table resolves.
     */
    async version(
      tenantId: string,
      name: string,
      lookup: Lookup,
      type: 'table' | 'rangeTable',
    ): Promise<{ id: string; index: TableIndex } | undefined> {
      let r: ResourceRecord;
      try {
        r = await resources.find(tenantId, name, lookup, [type]);
      } catch (e) {
        if (e instanceof AppError && e.status === 404) return undefined;
        throw e;
      }
      if (!r.contentId) return undefined;
      return { id: r.contentId, index: await indexOf(tenantId, r) };
    },

    /** Constraint tables: distinct values of every column over the rows whose leading columns match `key`. */
    async constraints(tenantId: string, name: string, lookup: Lookup, key: readonly string[]) {
      const r = await resources.find(tenantId, name, lookup, ['constraintTable']);
      const index = await indexOf(tenantId, r);
      const bound = keyCount(index, key, false);
      return index.constraints(new Map(bound.map((v, i) => [i, [v]])));
    },

    /** A ZIP holding the current version's CSV byte for byte as `<name>.csv`, streamed. */
    async zip(tenantId: string, name: string, type: TableResourceType) {
      const r = await resources.find(tenantId, name, { byStaticName: false }, [type]);
      const content = await resources.currentContent(tenantId, r);
      return zipSingleFile(`${r.name}.csv`, resources.chunks(tenantId, content));
    },

    /** What the policy area is handed (constraint-lookup.ts). */
    constraintLookup(): ConstraintLookup {
      /** Each version's ConstraintTable, with its prepared questions, for as long as its index lives. */
      const tableOf = new WeakMap<TableIndex, ConstraintTable>();
      const constraintTable: ConstraintLookup['constraintTable'] = async (tenantId, q) => {
        let r: ResourceRecord;
        try {
          r = await resources.find(
            tenantId,
            q.staticName,
            { byStaticName: true, date: q.date.toISOString(), jurisdiction: q.jurisdiction },
            ['constraintTable'],
          );
        } catch (err) {
          if (err instanceof AppError && err.status === 404) return undefined;
          throw err;
        }
        const index = await indexOf(tenantId, r);
        let table = tableOf.get(index);
        if (!table) tableOf.set(index, (table = constraintTableOf(index)));
        return table;
      };
      return {
        constraintTable,
        async constraintValues(tenantId, q) {
          const table = await constraintTable(tenantId, q);
          return table?.values(q.where, q.columns);
        },
      };
    },

    /** Indexes held by this process, for the metrics and tests. */
    cacheStats: () => ({ bytes: cache.bytes, versions: cache.size }),

    /** Starts a worker thread ahead of the first upload (App.warmUp). */
    warmUp: () => pool.warmUp(),

    close: () => pool.close(),
  };
}

export type TablesService = ReturnType<typeof createTablesService>;

/** The answer of a question no row matches. */
const NONE: readonly string[] = Object.freeze([]);

/** One version's ConstraintTable: its questions prepared once each. */
function constraintTableOf(index: TableIndex): ConstraintTable {
  const questions = new Map<string, ReturnType<ConstraintTable['question']>>();
  return {
    values: (where, columns) => constraintValuesOf(index, where, columns),
    question(column, where) {
      const key = JSON.stringify([column, where]);
      let ask = questions.get(key);
      if (!ask) questions.set(key, (ask = questionOf(index, column, where)));
      return ask;
    },
  };
}

/** How many answers each prepared question keeps by the values asked. */
const ANSWERS_KEPT = 10_000;

/** `ConstraintTable.question` over one version's index (as constraintValuesOf answers). */
function questionOf(
  index: TableIndex,
  column: string,
  where: readonly string[],
): ReturnType<ConstraintTable['question']> {
  const declared = index.decl.columns;
  const c = declared.findIndex((d) => d.name === column);
  const at = where.map((name) => declared.findIndex((d) => d.name === name));
  // A column the table does not have: nothing to answer, or (in where) no row matches.
  if (c < 0 || at.some((i) => i < 0)) return () => NONE;
  if (!at.length) {
    const all = index.constraints(new Map(), [c])[column]!;
    return () => all;
  }
  // The where columns in ascending order, each with where its values come from.
  const order = at.map((col, i) => [col, i] as const).sort((a, b) => a[0] - b[0]);
  const on = order.map(([col]) => col);
  // Answers by the values asked (one per where column), as they were spelled: the same quote asks
  // the same questions on every evaluation. Bounded, as the values come from requests (none holds
  // NUL: requests with one are refused, so the key is one per list of values).
  const answered = new Map<string, readonly string[]>();
  return (values) => {
    if (values.every((vs) => vs.length === 1)) {
      let key = values[0]![0]!;
      for (let i = 1; i < values.length; i++) key += `\u0000${values[i]![0]!}`;
      let answer = answered.get(key);
      if (answer === undefined) {
        answer = index.singleColumn(
          on,
          order.map(([, i]) => values[i]![0]!),
          c,
        );
        if (answered.size >= ANSWERS_KEPT) answered.clear();
        answered.set(key, answer);
      }
      return answer;
    }
    return index.constraints(new Map(order.map(([col, i]) => [col, values[i]!])), [c])[column] ?? NONE;
  };
}

/** `ConstraintTable.values` over one version's index. */
function constraintValuesOf(
  index: TableIndex,
  where: Readonly<Record<string, readonly string[]>>,
  columns?: readonly string[],
): Record<string, readonly string[]> {
  const declared = index.decl.columns;
  const asked = columns ?? declared.map((c) => c.name);
  const only = asked.map((name) => declared.findIndex((c) => c.name === name));
  const on = new Map<number, readonly string[]>();
  for (const [column, values] of Object.entries(where)) {
    const i = declared.findIndex((c) => c.name === column);
    // A column the table does not have matches no row.
    if (i < 0) return Object.fromEntries(asked.map((name) => [name, []]));
    on.set(i, values);
  }
  const found = index.constraints(
    on,
    only.filter((i) => i >= 0),
  );
  return Object.fromEntries(asked.map((name) => [name, found[name] ?? []]));
}

/** The constraint lookup the policy area is handed, over a tables service. */
export const createConstraintLookup = (tables: TablesService): ConstraintLookup => tables.constraintLookup();
