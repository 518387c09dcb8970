// `insuite tables upload DIR`: each CSV of a folder to the table its file name declares, zipped
// as the server takes it. With --group, each table becomes a new instance in a new resource group
// in force from --from: a dated version beside the one in force, which stays as it was. Without
// it, a new instance named after the table, or new content for an existing one; content that a
// resource group holds (rates quotes are priced with) is replaced only with --replace.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ApiError } from '@insuite/client';
import { midnightIn } from '../src/shared/calendar.js';
import type { Connection } from './connect.js';
import { csvFiles, stem, tableKey } from './files.js';
import { progressBar, report, table, UsageError, type Out } from './output.js';
import { zip } from './zip.js';

type Kind = 'table' | 'rangeTable' | 'constraintTable';
const KIND_LABEL: Record<Kind, string> = {
  table: 'lookup table',
  rangeTable: 'range table',
  constraintTable: 'constraint table',
};
/** Bodies above this size show a progress bar (always with --progress). */
const LARGE = 1024 * 1024;

export interface UploadResult {
  file: string;
  table: string;
  kind: Kind;
  action: 'created' | 'replaced';
  bytes: number;
  /** The instance written: the table's name, or a new one for a dated version (`--group`). */
  instance: string;
}

/** A dated version: the tables uploaded go into a new resource group of this name, in force from `from`. */
export interface StagedGroup {
  name: string;
  from: string;
}

/** `2027-01-01` or an RFC 3339 time; anything else is a usage error naming the flag. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

/** Says what --from takes when `value` is not that, before anything is sent. */
export function checkFrom(value: string): void {
  const date = DATE.exec(value);
  const valid = date
    ? !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
    : DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
  if (!valid)
    throw new UsageError(
      `--from takes a date (2027-01-01: midnight in the tenant's time zone) or a time with its zone ` +
        `(2027-01-01T00:00:00Z), not "${value}"; nothing was uploaded`,
    );
}

/** The instant `--from` names: a date is midnight in `zone`, a time is itself. */
export function fromTime(value: string, zone: string): string {
  return DATE.test(value) ? midnightIn(value, zone) : new Date(value).toISOString();
}

/** An instance name for a dated version of `table`: `TerritoryRates_rates_2027` for group rates-2027. */
const versionName = (table: string, group: string) =>
  `${table}_${group.replace(/[^A-Za-z0-9_$]/g, '_')}`.slice(0, 128);

export async function uploadTables(
  conn: Connection,
  out: Out,
  tenant: string,
  dir: string,
  opts: {
    progress?: boolean;
    /** Only these CSV files of `dir` (default: all of them). */
    files?: readonly string[];
    /** Told each refusal instead of printing it. */
    onRefused?: (file: string, err: ApiError) => void;
    /** The tenant was just created, so it has no tables: each is created without looking first. */
    fresh?: boolean;
    /** Replace content that a resource group holds (without it such an upload is refused). */
    replace?: boolean;
    /** Upload each table as a new instance, for a new group of this name (made by the caller). */
    group?: string;
  },
): Promise<{ results: UploadResult[]; failed: number }> {
  const { client } = conn;
  const files = opts.files ?? csvFiles(dir);
  if (!files.length) throw new UsageError(`${dir} holds no .csv files`);
  const config = await client.fetchConfigDefinition({ tenantLocator: tenant });
  const declared = new Map<string, { name: string; kind: Kind }>();
  for (const [kind, section] of [
    ['table', config.tables],
    ['rangeTable', config.rangeTables],
    ['constraintTable', config.constraintTables],
  ] as const) {
    for (const name of Object.keys(section ?? {})) declared.set(tableKey(name), { name, kind });
  }
  const unmatched = files.filter((f) => !declared.has(tableKey(stem(f))));
  if (unmatched.length) {
    const names = [...declared.values()].map((d) => d.name).join(', ') || 'none';
    throw new UsageError(
      `No declared table matches ${unmatched.map((f) => basename(f)).join(', ')} (the configuration declares: ${names})`,
    );
  }

  // Which instances resource groups hold: their content is what quotes are priced with.
  const held = new Map<string, string>();
  if (!opts.fresh) {
    for await (const g of client.paginate('fetchResourceGroups', { tenantLocator: tenant })) {
      for (const n of g.resourceNames)
        if (!held.has(n)) held.set(n, `resource group ${g.name}, from ${g.selectionStartTime}`);
    }
  }
  const exists = async (name: string) =>
    !opts.fresh &&
    (await client
      .fetchResource({ tenantLocator: tenant, name })
      .then(() => true)
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 404) return false;
        throw e;
      }));
  // Every instance is chosen, and every refusal found, before anything is written.
  const plan: { file: string; name: string; kind: Kind; instance: string; exists: boolean }[] = [];
  const inForce: string[] = [];
  for (const file of files) {
    const { name, kind } = declared.get(tableKey(stem(file)))!;
    let instance = name;
    let found = await exists(instance);
    // A dated version never touches an instance a group holds: it gets one of its own. An
    // instance no group holds (left by a run that stopped before its group) is taken again.
    if (opts.group !== undefined && found && held.has(instance)) {
      instance = versionName(name, opts.group);
      found = await exists(instance);
      if (found && held.has(instance))
        throw new UsageError(
          `${basename(file)}: the instance ${instance} is held by ${held.get(instance)} already; ` +
            'name the new version’s group differently; nothing was uploaded',
        );
    } else if (found && held.has(instance) && !opts.replace) {
      inForce.push(`${basename(file)} → ${instance} (${held.get(instance)})`);
    }
    plan.push({ file, name, kind, instance, exists: found });
  }
  if (inForce.length)
    throw new UsageError(
      `these tables hold rates in force, and uploading would replace them:\n  ${inForce.join('\n  ')}\n` +
        'Stage a dated version beside them with --group NAME --from DATE (quotes before DATE keep ' +
        'today’s rates), or replace them in place with --replace; nothing was uploaded',
    );

  const results: UploadResult[] = [];
  let failed = 0;
  for (const { file, name, kind, instance, exists } of plan) {
    const body = zip([{ name: basename(file), data: readFileSync(file) }]);
    const label = `${basename(file)} → ${KIND_LABEL[kind]} ${instance}`;
    conn.track(opts.progress || body.length > LARGE ? progressBar(label, body.length) : undefined);
    try {
      const tenantLocator = tenant;
      const names = { tenantLocator, name: instance };
      const create = { ...names, staticName: name };
      if (kind === 'table') {
        if (exists) await client.replaceLookupTable({ ...names, body });
        else await client.createLookupTable({ ...create, body });
      } else if (kind === 'rangeTable') {
        if (exists) await client.replaceRangeTable({ ...names, body });
        else await client.createRangeTable({ ...create, body });
      } else if (exists) await client.replaceConstraintTable({ ...names, body });
      else await client.createConstraintTable({ ...create, body });
      const action = exists ? 'replaced' : 'created';
      // Said once, in the summary table of the result.
      results.push({ file: basename(file), table: name, kind, action, bytes: body.length, instance });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      failed++;
      if (opts.onRefused) {
        opts.onRefused(basename(file), err);
        continue;
      }
      if (!out.json) process.stderr.write(`${label}: refused\n`);
      report(err, out.json);
    } finally {
      conn.track(undefined);
    }
  }
  return { results, failed };
}

export const uploadSummary = (results: readonly UploadResult[]): string =>
  results.length
    ? results.some((r) => r.instance !== r.table)
      ? table(
          ['File', 'Table', 'Kind', 'Instance', 'Done'],
          results.map((r) => [r.file, r.table, KIND_LABEL[r.kind], r.instance, r.action]),
        )
      : table(
          ['File', 'Table', 'Kind', 'Done'],
          results.map((r) => [r.file, r.table, KIND_LABEL[r.kind], r.action]),
        )
    : 'Nothing uploaded.';
