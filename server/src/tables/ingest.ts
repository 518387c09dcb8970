// Checks an uploaded table against its declaration and builds its index (DECISIONS §6). Pure and
// synchronous: it runs in a worker thread (table-worker.ts), never on the main thread.
import { isValueOf, type TableDeclaration } from '../product/index.js';
import { readSingleFile, ZipError, type ZipLimits } from '../shared/zip.js';
import { parseCsv } from './csv.js';
import { buildIndex, joinKey, normalise, type IndexData } from './table-index.js';

export interface TableLimits extends ZipLimits {
  maxRows: number;
}

export interface Problem {
  location: string;
  message: string;
}

export type IngestOutcome =
  | { ok: true; entryName: string; csv: Uint8Array; rowCount: number; index: IndexData }
  | { ok: false; status: 400 | 413 | 422; message: string; errors?: Problem[]; total?: number };

/** Problems listed in one answer; the total is counted beyond it. */
export const MAX_LISTED = 100;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const q = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}...` : s);
const article = (t: string) => (t === 'int' ? 'an int' : `a ${t}`);

/** The ZIP of an upload: its one CSV, checked, and the index of its rows. */
export function ingestZip(zip: Uint8Array, decl: TableDeclaration, limits: TableLimits): IngestOutcome {
  let file: { name: string; bytes: Buffer };
  try {
    file = readSingleFile(zip, '.csv', limits);
  } catch (err) {
    if (err instanceof ZipError) return { ok: false, status: err.status, message: err.message };
    throw err;
  }
  return ingestCsv(file.name, file.bytes, decl, limits.maxRows);
}

/** A CSV checked against the declaration: header, every cell, keys, ranges. */
export function ingestCsv(
  entryName: string,
  bytes: Uint8Array,
  decl: TableDeclaration,
  maxRows: number,
): IngestOutcome {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return {
      ok: false,
      status: 422,
      message: `${entryName} is not UTF-8 text`,
      errors: [{ location: entryName, message: 'is not valid UTF-8' }],
    };
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);

  const errors: Problem[] = [];
  let total = 0;
  const problem = (line: number, column: string | undefined, message: string) => {
    total++;
    if (errors.length < MAX_LISTED) {
      const where = column === undefined ? '' : `, column ${q(column)}`;
      errors.push({ location: `${entryName} line ${line}${where}`, message });
    }
  };

  const columns = decl.columns;
  const cols = columns.length;
  /** For each header position, the declared column it holds. */
  let positions: number[] | undefined;
  let headerBad = false;
  const cells: string[] = [];
  const rowKeys: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const firstLineOfKey = new Map<string, number>();
  let rowCount = 0;
  let tooMany = false;

  const keyName = decl.keys.map((k) => columns[k]!.name).join(', ');

  const syntax = parseCsv(text, (fields, line) => {
    if (!positions) {
      positions = fields.map((f) => columns.findIndex((c) => c.name === f));
      const seen = new Set<string>();
      fields.forEach((f, i) => {
        if (positions![i]! < 0) problem(line, f, 'is not a declared column of this table');
        else if (seen.has(f)) problem(line, f, 'appears more than once in the header');
        seen.add(f);
      });
      for (const c of columns)
        if (!seen.has(c.name)) problem(line, c.name, 'is declared but missing from the header');
      headerBad = total > 0;
      return !headerBad;
    }
    if (rowCount >= maxRows) {
      tooMany = true;
      return false;
    }
    const row = new Array<string>(cols);
    if (fields.length !== positions.length) {
      problem(line, undefined, `has ${fields.length} fields; the header has ${positions.length}`);
    } else {
      let ok = true;
      for (let i = 0; i < fields.length; i++) {
        const c = positions[i]!;
        const value = fields[i]!;
        const type = columns[c]!.dataType;
        if (!isValueOf(type, value)) {
          problem(line, columns[c]!.name, `${q(value)} is not ${article(type)}`);
          ok = false;
        }
        row[c] = value;
      }
      if (ok) {
        for (let c = 0; c < cols; c++) cells.push(row[c]!);
        if (decl.kind !== 'constraint') {
          const key = joinKey(decl.keys.map((k) => normalise(columns[k]!.dataType, row[k]!)));
          rowKeys.push(key);
          if (decl.kind === 'lookup') {
            const first = firstLineOfKey.get(key);
            if (first !== undefined)
              problem(line, keyName, `repeats the key of line ${first}; keys must be unique`);
            else firstLineOfKey.set(key, line);
          } else {
            const s = Number(row[decl.rangeStart!]);
            starts.push(s);
            if (decl.rangeEnd !== undefined) {
              const e = Number(row[decl.rangeEnd]);
              ends.push(e);
              if (s > e) {
                problem(
                  line,
                  columns[decl.rangeStart!]!.name,
                  `the range starts at ${row[decl.rangeStart!]}, after its end ${row[decl.rangeEnd]} (${columns[decl.rangeEnd]!.name})`,
                );
              }
            }
          }
        }
      }
    }
    rowCount++;
  });

  if (syntax) problem(syntax.line, undefined, `is not valid CSV: ${syntax.message}`);
  if (tooMany) {
    return { ok: false, status: 422, message: `${entryName} has more than ${maxRows} rows` };
  }
  if (!positions) {
    problem(1, undefined, 'the header row is missing');
  } else if (!headerBad && !syntax && rowCount === 0) {
    problem(2, undefined, 'the table has no data rows');
  }
  if (total > 0) {
    const listed = total > errors.length ? `; the first ${errors.length} are listed` : '';
    return {
      ok: false,
      status: 422,
      message: `${entryName} does not match the declared table: ${total} problem${total === 1 ? '' : 's'}${listed}`,
      errors,
      total,
    };
  }
  const index = buildIndex(
    decl,
    cells,
    rowCount,
    decl.kind === 'constraint' ? undefined : rowKeys,
    decl.kind === 'range' ? Float64Array.from(starts) : undefined,
    decl.kind === 'range' && decl.rangeEnd !== undefined ? Float64Array.from(ends) : undefined,
  );
  return { ok: true, entryName, csv: bytes, rowCount, index };
}
