// A configuration checked without a server: what a deploy of it would check (the body read under
// the deploy's limits, the configuration whole, the plugins compiled), by the same functions, and
// what only the files show: lines of config.json, keys given twice, and each table's CSV against
// its declaration, as a table upload checks it. Every problem is reported, none thrown.
import { AppError } from '../errors.js';
import { compilePlugins, implementedPlugins, type PluginSources } from '../plugins/compile.js';
import {
  checkConfiguration,
  closest,
  TABLE_KINDS,
  tableDeclaration,
  tableFileKey,
  STATIC_NAME_SECTIONS,
  type ConfigProblem,
  type TableResourceType,
} from '../product/index.js';
import { jsonLines, lineAt } from '../shared/json-lines.js';
import { fieldValue, readCsv } from '../../../client/src/csv.js';
import { ingestCsv, MAX_LISTED } from '../tables/ingest.js';

/** `TerritoryRates` → `territory-rates`, a CSV name that names it. */
const kebab = (name: string) => name.replace(/([a-z\d])([A-Z])/g, '$1-$2').toLowerCase();
import { parseConfigJson, readConfigZip } from './config-body.js';
import { unratedCharges } from './unrated-charges.js';

/** A table's CSV, read only when its size is within the limit, and then no further than it. */
export interface TableFile {
  /** The file's name (`territory-rates.csv`): its stem names the table. */
  name: string;
  size: number;
  /** The bytes, or undefined when there turn out to be more than `max`. */
  read(max: number): Promise<Uint8Array | undefined>;
}

export interface ConfigFiles {
  /**
   * What a deploy of the configuration sends: a ZIP (the JSON file and plugins/), or the JSON
   * file alone. `name` is the file problems of the body are reported in.
   */
  body: { name: string; bytes: Buffer; zip: boolean };
  tables?: readonly TableFile[];
}

/** What a checker of its own is given: the configuration and its plugins, once both passed. */
export interface CheckedConfiguration {
  config: Record<string, unknown>;
  plugins?: PluginSources;
  /** The file the configuration was read from, for problems that point into it. */
  configFile: string;
}

/** A further check (the plugins type-checked against the configuration's types, say). */
export type ConfigChecker = (c: CheckedConfiguration) => ConfigProblem[] | Promise<ConfigProblem[]>;

export interface CheckLimits {
  /** Largest CSV of a table (a table upload's limit once unzipped). */
  tableBytes: number;
  /** Most data rows of a table. */
  tableRows: number;
}

export interface CheckOptions {
  limits: CheckLimits;
  /** Run after the configuration and its plugins passed, in order; their problems are added. */
  checkers?: readonly ConfigChecker[];
}

const q = (s: string) => JSON.stringify(s);
const SECTIONS: [TableResourceType, string][] = [
  ['table', STATIC_NAME_SECTIONS.table],
  ['rangeTable', STATIC_NAME_SECTIONS.rangeTable],
  ['constraintTable', STATIC_NAME_SECTIONS.constraintTable],
];

/** The configuration and plugins of the body, read as a deploy reads them, or the problem why not. */
function readBody(
  body: ConfigFiles['body'],
): { config: Record<string, unknown>; plugins?: PluginSources; file: string; text: string } | ConfigProblem {
  let name = body.name;
  let data = body.bytes;
  let plugins: PluginSources | undefined;
  try {
    if (body.zip) {
      const contents = readConfigZip(body.bytes);
      ({ name, data } = contents);
      plugins = contents.plugins;
    }
    const config = parseConfigJson(name, data);
    return { config, ...(plugins ? { plugins } : {}), file: name, text: data.toString('utf8') };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // JSON.parse says where the text stops being JSON; the deploy's message does not need to.
    let line: number | undefined;
    let why = '';
    try {
      JSON.parse(data.toString('utf8'));
    } catch (e) {
      why = (e as Error).message;
      const at = /position (\d+)/.exec(why);
      if (at) line = lineAt(data.toString('utf8'), Number(at[1]));
    }
    const detail = err.message.endsWith('is not valid JSON') && why ? `: ${why}` : '';
    return {
      path: '',
      message: `${err.message}${detail}`,
      file: name,
      ...(line !== undefined ? { line } : {}),
    };
  }
}

/** Problems of one table's CSV against its declaration, as a table upload finds them. */
async function checkTable(
  file: TableFile,
  decl: NonNullable<ReturnType<typeof tableDeclaration>>,
  path: string,
  limits: CheckLimits,
): Promise<ConfigProblem[]> {
  const tooLarge = (): ConfigProblem[] => [
    {
      path,
      file: file.name,
      message: `is larger than the ${limits.tableBytes} bytes a table upload takes`,
    },
  ];
  if (file.size > limits.tableBytes) return tooLarge();
  const bytes = await file.read(limits.tableBytes);
  if (!bytes) return tooLarge();
  const out = ingestCsv(file.name, bytes, decl, limits.tableRows);
  if (out.ok) return rangeGaps(file.name, new TextDecoder().decode(bytes), decl, path);
  if (!out.errors) return [{ path, file: file.name, message: out.message }];
  const problems: ConfigProblem[] = out.errors.map((e) => ({
    path,
    file: file.name,
    ...(e.line !== undefined ? { line: e.line } : {}),
    message: e.column === undefined ? e.message : `column ${q(e.column)}: ${e.message}`,
  }));
  if ((out.total ?? 0) > MAX_LISTED)
    problems.push({ path, file: file.name, message: `${out.total! - MAX_LISTED} more problems not listed` });
  return problems;
}

/**
 * Warnings for a range table with start and end columns: within one key, a value no row covers
 * between two rows (a gap: a lookup there answers 404), and rows covering one value twice (an
 * overlap: the row ending first wins). Both may be meant, hence warnings; an int table's ranges
 * meet when the next starts one after the end.
 */
function rangeGaps(
  fileName: string,
  text: string,
  decl: NonNullable<ReturnType<typeof tableDeclaration>>,
  path: string,
): ConfigProblem[] {
  if (decl.rangeStart === undefined || decl.rangeEnd === undefined) return [];
  const step = decl.columns[decl.rangeStart]!.dataType === 'int' ? 1 : 0;
  const header = new Map<string, number>();
  const rows = new Map<string, { start: number; end: number; line: number }[]>();
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  readCsv(text, (f, line) => {
    const cells = Array.from({ length: f.count }, (_, i) => fieldValue(text, f, i));
    if (!header.size) {
      cells.forEach((c, i) => header.set(c.trim(), i));
      return;
    }
    const cell = (col: number) => cells[header.get(decl.columns[col]!.name) ?? -1] ?? '';
    const key = JSON.stringify(decl.keys.map((k) => cell(k).toLowerCase()));
    const list = rows.get(key) ?? [];
    list.push({ start: Number(cell(decl.rangeStart!)), end: Number(cell(decl.rangeEnd!)), line });
    rows.set(key, list);
  });
  const out: ConfigProblem[] = [];
  for (const [key, list] of rows) {
    list.sort((a, b) => a.start - b.start || a.end - b.end);
    const keyText = decl.keys.length ? ` for key ${(JSON.parse(key) as string[]).join(', ')}` : '';
    for (let i = 1; i < list.length && out.length < MAX_LISTED; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      if (b.start <= a.end)
        out.push({
          path,
          file: fileName,
          line: b.line,
          severity: 'warning',
          message: `the range ${b.start} to ${b.end}${keyText} overlaps the range ${a.start} to ${a.end} of line ${a.line}`,
        });
      else if (b.start > a.end + step)
        out.push({
          path,
          file: fileName,
          line: b.line,
          severity: 'warning',
          message: `no row covers the values between ${a.end} (line ${a.line}) and ${b.start}${keyText}: a gap`,
        });
    }
  }
  return out;
}

/** Each CSV matched to the table its name declares, and checked against that declaration. */
async function checkTables(
  config: Record<string, unknown>,
  files: readonly TableFile[],
  limits: CheckLimits,
  folder: boolean,
): Promise<ConfigProblem[]> {
  const declared = new Map<string, { name: string; type: TableResourceType; section: string }>();
  for (const [type, section] of SECTIONS) {
    const s = config[section];
    if (s && typeof s === 'object' && !Array.isArray(s))
      for (const name of Object.keys(s)) declared.set(tableFileKey(name), { name, type, section });
  }
  const problems: ConfigProblem[] = [];
  const taken = new Map<string, string>();
  for (const file of files) {
    const stem = file.name.replace(/\.[^.]*$/, '');
    const table = declared.get(tableFileKey(stem));
    if (!table) {
      const names = [...declared.values()].map((d) => d.name);
      const near = closest(stem, names);
      problems.push({
        path: '',
        file: file.name,
        message:
          `names no declared table (tables, rangeTables, constraintTables)` +
          (near ? `; did you mean ${q(near)}?` : names.length ? `; they are ${names.join(', ')}` : ''),
      });
      continue;
    }
    const path = `${table.section}.${table.name}`;
    const other = taken.get(table.name);
    if (other) {
      problems.push({ path, file: file.name, message: `names the same table as ${other}` });
      continue;
    }
    taken.set(table.name, file.name);
    const decl = tableDeclaration(config, TABLE_KINDS[table.type], table.name);
    // A declaration that does not read has its problem reported with the configuration's.
    if (decl) problems.push(...(await checkTable(file, decl, path, limits)));
  }
  // In a folder, a declared table without its CSV: its lookups answer nothing until one is uploaded.
  if (files.length || folder)
    for (const { name, section } of declared.values())
      if (!taken.has(name))
        problems.push({
          path: `${section}.${name}`,
          severity: 'warning',
          message: `has no CSV in the folder (such as ${kebab(name)}.csv): nothing is uploaded for it`,
        });
  return problems;
}

/** The problems of the plugins that do not compile, at their file and line. */
async function checkPlugins(plugins: PluginSources): Promise<ConfigProblem[]> {
  const out = await compilePlugins(plugins);
  if ('bundle' in out) return [];
  return out.problems.map((p) => ({
    path: 'plugins',
    message: p.message,
    file: p.file ?? 'plugins/',
    ...(p.line !== undefined ? { line: p.line } : {}),
  }));
}

/** Every problem of a configuration's files: errors refuse it, warnings do not. */
export async function checkConfigFiles(files: ConfigFiles, options: CheckOptions): Promise<ConfigProblem[]> {
  const body = readBody(files.body);
  if (!('config' in body)) return [body];
  const { config, plugins, file, text } = body;

  const where = jsonLines(text);
  const inFile = (p: ConfigProblem): ConfigProblem => {
    const line = where.lineOf(p.path);
    return { ...p, file, ...(line !== undefined ? { line } : {}) };
  };
  const problems: ConfigProblem[] = where.duplicates.map((d) => ({
    path: d.path,
    message: `is given twice in one object (lines ${d.firstLine} and ${d.line}); only the last counts`,
    file,
    line: d.line,
  }));
  const { problems: errors, warnings } = checkConfiguration(config);
  problems.push(...errors.map(inFile), ...warnings.map(inFile));
  const compiled = plugins ? await checkPlugins(plugins) : [];
  problems.push(...compiled);
  problems.push(
    ...(await checkTables(config, files.tables ?? [], options.limits, files.tables !== undefined)),
  );
  if (!problems.some((p) => (p.severity ?? 'error') === 'error'))
    problems.push(
      ...unratedCharges(config, plugins && ((await implementedPlugins(plugins)) ?? {})).map(inFile),
    );

  // The further checks need a configuration that validates and plugins that compile; a table's
  // CSV does not stop them, so one run reports every problem it can.
  if (!errors.length && !compiled.length && !where.duplicates.length)
    for (const checker of options.checkers ?? [])
      problems.push(...(await checker({ config, ...(plugins ? { plugins } : {}), configFile: file })));
  return inFileOrder(problems);
}

/** The problems of each file together, in line order, files in the order they were first named. */
function inFileOrder(problems: ConfigProblem[]): ConfigProblem[] {
  const files = [...new Set(problems.map((p) => p.file))];
  return problems
    .map((p, i) => ({ p, i }))
    .sort(
      (a, b) =>
        files.indexOf(a.p.file) - files.indexOf(b.p.file) || (a.p.line ?? 0) - (b.p.line ?? 0) || a.i - b.i,
    )
    .map(({ p }) => p);
}
