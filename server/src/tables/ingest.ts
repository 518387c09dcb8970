// Checks an uploaded table against its declaration and builds its index (docs/decisions.md §6). Pure and
// synchronous: it runs in a worker thread (table-worker.ts), never on the main thread.
import { isValueOf, type TableDeclaration } from '../product/index.js';
import { readSingleFile, ZipError, type ZipLimits } from '../shared/zip.js';
import { fieldValue, readCsv, recordBound } from '../../../client/src/csv.js';
import { buildIndex, rowKey, type IndexData } from './table-build.js';
import { DictBuilder } from './table-dict.js';

export interface TableLimits extends ZipLimits {
  maxRows: number;
}

export interface Problem {
  location: string;
  message: string;
  /** The line of the CSV and the column the problem is in (also in the location, for people). */
  line?: number;
  column?: string;
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
      errors.push({
        location: `${entryName} line ${line}${where}`,
        message,
        line,
        ...(column === undefined ? {} : { column }),
      });
    }
  };

  const columns = decl.columns;
  const cols = columns.length;
  /** For each header position, the declared column it holds; and for each column, its position. */
  let positions: number[] | undefined;
  const fieldOf = new Array<number>(cols).fill(-1);
  let headerBad = false;
  // What is kept of the rows, sized by the records there can be: where each row's record starts,
  // no string per cell and no object per row, which a large table would otherwise fill the heap
  // with while it is checked.
  const bound = recordBound(text);
  const rows = new Uint32Array(bound);
  const keys = decl.kind === 'constraint' ? undefined : new DictBuilder(decl.kind === 'lookup' ? bound : 64);
  /** Lookup tables: the line of each key's row (key id = row). */
  const keyLines = decl.kind === 'lookup' ? new Uint32Array(bound) : undefined;
  /** Range tables: each row's key id. */
  const groupOf = decl.kind === 'range' ? new Uint32Array(bound) : undefined;
  const starts = decl.kind === 'range' ? new Float64Array(bound) : undefined;
  const ends = decl.kind === 'range' && decl.rangeEnd !== undefined ? new Float64Array(bound) : undefined;
  let rowCount = 0;
  /** Rows that passed every check, in order: the rows of the index when nothing failed. */
  let kept = 0;
  let tooMany = false;

  const keyName = decl.keys.map((k) => columns[k]!.name).join(', ');

  const syntax = readCsv(text, (f, line, offset) => {
    const field = (i: number) => fieldValue(text, f, i);
    if (!positions) {
      const names = Array.from({ length: f.count }, (_, i) => field(i));
      positions = names.map((name) => columns.findIndex((c) => c.name === name));
      const seen = new Set<string>();
      names.forEach((name, i) => {
        if (positions![i]! < 0) problem(line, name, 'is not a declared column of this table');
        else if (seen.has(name)) problem(line, name, 'appears more than once in the header');
        else fieldOf[positions![i]!] = i;
        seen.add(name);
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
    if (f.count !== positions.length) {
      problem(line, undefined, `has ${f.count} fields; the header has ${positions.length}`);
    } else {
      let ok = true;
      for (let i = 0; i < f.count; i++) {
        const type = columns[positions[i]!]!.dataType;
        // Any text is a string: only the other types need the cell as a string to check it.
        if (type === 'string') continue;
        const value = field(i);
        if (!isValueOf(type, value)) {
          problem(line, columns[positions[i]!]!.name, `${q(value)} is not ${article(type)}`);
          ok = false;
        }
      }
      if (ok) {
        rows[kept] = offset;
        if (keys) {
          const [id, isNew] = keys.add(rowKey(decl, (c) => field(fieldOf[c]!)));
          if (decl.kind === 'lookup') {
            if (!isNew)
              problem(line, keyName, `repeats the key of line ${keyLines![id]}; keys must be unique`);
            else keyLines![id] = line;
          } else {
            groupOf![kept] = id;
            const s = Number(field(fieldOf[decl.rangeStart!]!));
            starts![kept] = s;
            if (ends) {
              const e = Number(field(fieldOf[decl.rangeEnd!]!));
              ends[kept] = e;
              if (s > e) {
                problem(
                  line,
                  columns[decl.rangeStart!]!.name,
                  `the range starts at ${field(fieldOf[decl.rangeStart!]!)}, after its end ${field(fieldOf[decl.rangeEnd!]!)} (${columns[decl.rangeEnd!]!.name})`,
                );
              }
            }
          }
        }
        kept++;
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
    // A view, not a copy: the buffer goes to the main thread whole, a few records' slack included.
    { text, rows: rows.subarray(0, rowCount), fieldOf },
    rowCount,
    keys,
    groupOf?.subarray(0, rowCount),
    starts?.subarray(0, rowCount),
    ends?.subarray(0, rowCount),
  );
  return { ok: true, entryName, csv: bytes, rowCount, index };
}
