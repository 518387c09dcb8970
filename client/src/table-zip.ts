// Table uploads and downloads are ZIPs holding one CSV file. These helpers build such a ZIP from
// CSV text or from rows, and read the rows back out of one, with fflate (ZIP and deflate in plain
// JavaScript), so they run in Node and in browsers.
import { unzipSync, zipSync } from 'fflate';
import { parseCsv } from './csv.js';

export type Cell = string | number | boolean | null | undefined;
export type TableRow = Record<string, Cell>;

export interface TableZipOptions {
  /** Name of the CSV inside the ZIP (`.csv` is added when missing); default `table`. */
  name?: string;
}

/** The time of every entry written: the same input always gives the same bytes. */
const ENTRY_TIME = new Date(2020, 0, 1);

const quote = (v: string) => (/[",\r\n]|^\s|\s$/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const cellText = (v: Cell) => (v === null || v === undefined ? '' : String(v));

/** CSV text (RFC 4180, CRLF line ends) of rows; the header is every key, in first-seen order. */
export function tableCsv(rows: readonly TableRow[]): string {
  const header: string[] = [];
  const seen = new Set<string>();
  for (const r of rows)
    for (const k of Object.keys(r))
      if (!seen.has(k)) {
        seen.add(k);
        header.push(k);
      }
  const lines = [header.map(quote).join(',')];
  for (const r of rows) lines.push(header.map((h) => quote(cellText(r[h]))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The body of a table upload: a ZIP holding one deflated CSV, from CSV text (sent byte for byte)
 * or from rows (written by tableCsv).
 */
export async function tableZip(
  table: string | Uint8Array | readonly TableRow[],
  options: TableZipOptions = {},
): Promise<Uint8Array> {
  const data =
    typeof table === 'string'
      ? new TextEncoder().encode(table)
      : table instanceof Uint8Array
        ? table
        : new TextEncoder().encode(tableCsv(table));
  const base = options.name ?? 'table';
  const name = /\.csv$/i.test(base) ? base : `${base}.csv`;
  return zipSync({ [name]: [data, { level: 6, mtime: ENTRY_TIME }] });
}

/** The name and bytes of the one `.csv` file in a table ZIP. */
export async function readTableZipFile(zip: Uint8Array): Promise<{ name: string; bytes: Uint8Array }> {
  let wanted: string | undefined;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (f) => {
        if (wanted !== undefined || !/\.csv$/i.test(f.name) || f.name.startsWith('__MACOSX/')) return false;
        if (f.compression !== 0 && f.compression !== 8)
          throw new Error(`unsupported ZIP compression method ${f.compression}`);
        wanted = f.name;
        return true;
      },
    });
  } catch (e) {
    throw (e as { code?: number }).code === 13 ? new Error('not a ZIP file') : e;
  }
  if (wanted === undefined) throw new Error('the ZIP holds no .csv file');
  return { name: wanted, bytes: files[wanted]! };
}

/** The rows of a table ZIP (as the ZIP downloads answer), `{column: cell}` keyed by its header. */
export async function readTableZip(zip: Uint8Array): Promise<Record<string, string>[]> {
  const { bytes } = await readTableZipFile(zip);
  let text = new TextDecoder().decode(bytes);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}
