// Table uploads and downloads are ZIPs holding one CSV file. These helpers build such a ZIP from
// CSV text or from rows, and read the rows back out of one, with nothing but web-standard APIs
// (CompressionStream, DecompressionStream, TextEncoder), so they run in Node and in browsers.

export type Cell = string | number | boolean | null | undefined;
export type TableRow = Record<string, Cell>;

export interface TableZipOptions {
  /** Name of the CSV inside the ZIP (`.csv` is added when missing); default `table`. */
  name?: string;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

async function through(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

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
  const name = new TextEncoder().encode(/\.csv$/i.test(base) ? base : `${base}.csv`);
  const packed = await through(data, new CompressionStream('deflate-raw'));
  const crc = crc32(data);

  const out = new Uint8Array(30 + name.length + packed.length + 46 + name.length + 22);
  const v = new DataView(out.buffer);
  let at = 0;
  const header = (central: boolean) => {
    v.setUint32(at, central ? 0x02014b50 : 0x04034b50, true);
    at += 4;
    if (central) {
      v.setUint16(at, 20, true);
      at += 2;
    }
    v.setUint16(at, 20, true); // version needed
    v.setUint16(at + 2, 0x0800, true); // UTF-8 name
    v.setUint16(at + 4, 8, true); // deflate
    v.setUint16(at + 6, 0, true); // time
    v.setUint16(at + 8, ((2020 - 1980) << 9) | (1 << 5) | 1, true); // date
    v.setUint32(at + 10, crc, true);
    v.setUint32(at + 14, packed.length, true);
    v.setUint32(at + 18, data.length, true);
    v.setUint16(at + 22, name.length, true);
    at += 26;
    if (central) at += 14; // comment, disk, attributes: 0; local header offset 0
    out.set(name, at);
    at += name.length;
  };
  header(false);
  out.set(packed, at);
  at += packed.length;
  const cdOffset = at;
  header(true);
  v.setUint32(at, 0x06054b50, true);
  v.setUint16(at + 8, 1, true);
  v.setUint16(at + 10, 1, true);
  v.setUint32(at + 12, at - cdOffset, true);
  v.setUint32(at + 16, cdOffset, true);
  return out;
}

/** The name and bytes of the one `.csv` file in a table ZIP. */
export async function readTableZipFile(zip: Uint8Array): Promise<{ name: string; bytes: Uint8Array }> {
  const v = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let eocd = zip.length - 22;
  while (eocd >= 0 && v.getUint32(eocd, true) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a ZIP file');
  const count = v.getUint16(eocd + 10, true);
  let at = v.getUint32(eocd + 16, true);
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (v.getUint32(at, true) !== 0x02014b50) throw new Error('damaged ZIP central directory');
    const method = v.getUint16(at + 10, true);
    const packedSize = v.getUint32(at + 20, true);
    const nameLen = v.getUint16(at + 28, true);
    const skip = nameLen + v.getUint16(at + 30, true) + v.getUint16(at + 32, true);
    const local = v.getUint32(at + 42, true);
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLen));
    at += 46 + skip;
    if (!/\.csv$/i.test(name) || name.startsWith('__MACOSX/')) continue;
    const start = local + 30 + v.getUint16(local + 26, true) + v.getUint16(local + 28, true);
    const packed = zip.subarray(start, start + packedSize);
    if (method === 0) return { name, bytes: packed.slice() };
    if (method === 8) return { name, bytes: await through(packed, new DecompressionStream('deflate-raw')) };
    throw new Error(`unsupported ZIP compression method ${method}`);
  }
  throw new Error('the ZIP holds no .csv file');
}

/** Records of RFC 4180 CSV text (CRLF or LF; blank lines skipped). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let started = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') {
      quoted = true;
      started = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
      started = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      if (started || field !== '') {
        fields.push(field);
        records.push(fields);
      }
      fields = [];
      field = '';
      started = false;
    } else {
      field += c;
      started = true;
    }
  }
  if (started || field !== '') {
    fields.push(field);
    records.push(fields);
  }
  return records;
}

/** The rows of a table ZIP (as the ZIP downloads answer), `{column: cell}` keyed by its header. */
export async function readTableZip(zip: Uint8Array): Promise<Record<string, string>[]> {
  const { bytes } = await readTableZipFile(zip);
  let text = new TextDecoder().decode(bytes);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}
