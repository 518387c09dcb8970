// RFC 4180 CSV, record by record: fields separated by commas, records by CRLF or LF, fields
// optionally in double quotes (a quote inside doubled; commas and line breaks allowed inside).
// Blank lines are skipped. Each record comes with the line it starts on, for error messages.
// The one CSV reader of the project: the SDK's parseCsv and readTableZip, and the server's table
// uploads (server/src/tables/, which bundles this file), read with it.

export interface CsvSyntaxError {
  line: number;
  message: string;
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

function lineBreaks(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === LF || (c === CR && s.charCodeAt(i + 1) !== LF)) n++;
  }
  return n;
}

/**
 * The fields of one record, without a string per field: field i is `text[starts[i], ends[i])`,
 * or, when it was quoted, `quoted[i]` (its value with the quotes taken off). The arrays are reused
 * from record to record; read them in the callback.
 */
export interface CsvFields {
  count: number;
  starts: number[];
  ends: number[];
  quoted: (string | undefined)[];
}

/** Field `i` of a record as a string. */
export const fieldValue = (text: string, f: CsvFields, i: number): string =>
  f.quoted[i] ?? text.slice(f.starts[i], f.ends[i]);

/** Where reading stands: the offset in the text and the line it is on (1-based). */
export interface CsvPosition {
  i: number;
  line: number;
}

/**
 * Reads the record that starts at `at.i` into `f`, moving `at` past it (and its line break).
 * Returns a syntax error, if any.
 */
export function readRecord(text: string, at: CsvPosition, f: CsvFields): CsvSyntaxError | undefined {
  const n = text.length;
  const start = at.line;
  let i = at.i;
  f.count = 0;
  for (;;) {
    const k = f.count++;
    if (text.charCodeAt(i) === QUOTE) {
      let value = '';
      let j = i + 1;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0) return { line: start, message: 'a quoted field is not closed' };
        value += text.slice(j, q);
        if (text.charCodeAt(q + 1) === QUOTE) {
          value += '"';
          j = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      if (value.includes('\n') || value.includes('\r')) at.line += lineBreaks(value);
      f.quoted[k] = value;
      f.starts[k] = f.ends[k] = 0;
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === COMMA || c === LF || c === CR) break;
        if (c === QUOTE)
          return { line: at.line, message: 'a double quote inside a field that does not start with one' };
        j++;
      }
      f.quoted[k] = undefined;
      f.starts[k] = i;
      f.ends[k] = j;
      i = j;
    }
    if (i >= n) break;
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i++;
      continue;
    }
    if (c === LF || c === CR) {
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      at.line++;
      break;
    }
    return { line: at.line, message: 'characters follow a closing double quote' };
  }
  at.i = i;
  return undefined;
}

/** New, empty fields for readRecord and readCsv. */
export const csvFields = (): CsvFields => ({ count: 0, starts: [], ends: [], quoted: [] });

/**
 * Calls `onRecord` with each record's fields, the line it starts on (1-based) and its offset in
 * the text; it may return false to stop. Returns the first syntax error, if any.
 */
export function readCsv(
  text: string,
  onRecord: (fields: CsvFields, line: number, offset: number) => boolean | void,
): CsvSyntaxError | undefined {
  const n = text.length;
  const f = csvFields();
  const at: CsvPosition = { i: 0, line: 1 };
  while (at.i < n) {
    const first = text.charCodeAt(at.i);
    if (first === LF || first === CR) {
      at.i += first === CR && text.charCodeAt(at.i + 1) === LF ? 2 : 1;
      at.line++;
      continue;
    }
    const line = at.line;
    const offset = at.i;
    const error = readRecord(text, at, f);
    if (error) return error;
    if (onRecord(f, line, offset) === false) return undefined;
  }
  return undefined;
}

/** Records that `readCsv` would call back with: an upper bound from the line breaks. */
export function recordBound(text: string): number {
  return lineBreaks(text) + 1;
}

/**
 * Records of RFC 4180 CSV text (CRLF or LF; blank lines skipped), each an array of its fields. Text
 * that is not CSV throws, naming the line.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  const error = readCsv(text, (f) => {
    const record: string[] = [];
    for (let i = 0; i < f.count; i++) record.push(fieldValue(text, f, i));
    records.push(record);
  });
  if (error) throw new Error(`line ${error.line}: ${error.message}`);
  return records;
}
