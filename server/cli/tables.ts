// `insuite tables upload DIR`: each CSV of a folder to the table its file name declares, zipped
// as the server takes it; a new instance named after the table, or new content for an existing one.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ApiError } from '@insuite/client';
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
}

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

  const results: UploadResult[] = [];
  let failed = 0;
  for (const file of files) {
    const { name, kind } = declared.get(tableKey(stem(file)))!;
    const body = zip([{ name: basename(file), data: readFileSync(file) }]);
    const exists =
      !opts.fresh &&
      (await client
        .fetchResource({ tenantLocator: tenant, name })
        .then(() => true)
        .catch((e: unknown) => {
          if (e instanceof ApiError && e.status === 404) return false;
          throw e;
        }));
    const label = `${basename(file)} → ${KIND_LABEL[kind]} ${name}`;
    conn.track(opts.progress || body.length > LARGE ? progressBar(label, body.length) : undefined);
    try {
      const tenantLocator = tenant;
      if (kind === 'table') {
        if (exists) await client.replaceLookupTable({ tenantLocator, name, body });
        else await client.createLookupTable({ tenantLocator, name, staticName: name, body });
      } else if (kind === 'rangeTable') {
        if (exists) await client.replaceRangeTable({ tenantLocator, name, body });
        else await client.createRangeTable({ tenantLocator, name, staticName: name, body });
      } else if (exists) await client.replaceConstraintTable({ tenantLocator, name, body });
      else await client.createConstraintTable({ tenantLocator, name, staticName: name, body });
      const action = exists ? 'replaced' : 'created';
      // Said once, in the summary table of the result.
      results.push({ file: basename(file), table: name, kind, action, bytes: body.length });
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
    ? table(
        ['File', 'Table', 'Kind', 'Done'],
        results.map((r) => [r.file, r.table, KIND_LABEL[r.kind], r.action]),
      )
    : 'Nothing uploaded.';
