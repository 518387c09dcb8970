// ZIP archives taken from uploads and handed out by downloads, without a ZIP library: reading
// checks everything the central directory declares (entry count, sizes, compression ratio, names,
// encryption, methods) before a single byte is inflated, then inflates the one wanted entry with
// its declared size as a hard cap and checks the result against that size and its CRC. So a bomb,
// a lying header or a truncated archive costs a few milliseconds and no memory beyond the limits.
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw, inflateRawSync } from 'node:zlib';

/** Why an archive was refused: 400 unreadable, 413 over a limit, 422 unacceptable content. */
export class ZipError extends Error {
  constructor(
    readonly status: 400 | 413 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'ZipError';
  }
}

export interface ZipLimits {
  /** Entries the central directory may list (folders and metadata files count). */
  maxEntries: number;
  /** Sum of the declared uncompressed sizes of all entries. */
  maxUncompressedBytes: number;
  /** Largest declared uncompressed size ÷ compressed size of an entry above 1 MB. */
  maxRatio: number;
}

export interface ZipEntry {
  name: string;
  isDirectory: boolean;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const RATIO_FLOOR = 1024 * 1024;
const ARCHIVE_NAME = /\.(zip|jar|war|gz|tgz|bz2|xz|7z|rar|tar|zst)$/i;
/** Signatures of ZIP, gzip, bzip2, xz, 7z and rar data. */
const ARCHIVE_MAGIC = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x1f, 0x8b],
  [0x42, 0x5a, 0x68],
  [0xfd, 0x37, 0x7a, 0x58, 0x5a],
  [0x37, 0x7a, 0xbc, 0xaf],
  [0x52, 0x61, 0x72, 0x21],
];

const unreadable = (why: string) => new ZipError(400, `The body is not a readable ZIP file: ${why}`);
const utf8 = new TextDecoder('utf-8', { fatal: false });
const q = (s: string) => JSON.stringify(s);

/**
 * The number of entries the ZIP declares, read from its end-of-central-directory record in a few
 * bytes at its end, or undefined when there is no such record (not a ZIP). 0xffff means a ZIP64
 * archive, whose real count is elsewhere: callers treat it as "too many".
 */
export function declaredEntryCount(buf: Uint8Array): number | undefined {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const lowest = Math.max(0, buf.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = buf.length - EOCD_SIZE; at >= lowest; at--) {
    if (view.getUint32(at, true) === EOCD) return view.getUint16(at + 10, true);
  }
  return undefined;
}

/** A name that could climb out of a folder, or that names an absolute path. */
export function unsafeEntryName(name: string): boolean {
  if (name.includes('\0')) return true;
  if (/^([a-zA-Z]:|[/\\])/.test(name)) return true;
  return name.split(/[/\\]/).some((part) => part === '..');
}

/** Ignored entries: folders and the resource forks macOS adds. */
export const isIgnoredEntry = (e: ZipEntry): boolean =>
  e.isDirectory || e.name.startsWith('__MACOSX/') || e.name.includes('/__MACOSX/');

/**
 * The entries of the archive after every check its central directory allows: readable structure,
 * entry count, total declared size, compression ratio, safe names, no encryption, stored or
 * deflated only, and each entry's data lying inside the archive.
 */
export function listEntries(buf: Uint8Array, limits: ZipLimits): ZipEntry[] {
  if (buf.length < 22) throw unreadable('it is too short');
  const count = declaredEntryCount(buf);
  if (count === undefined) throw unreadable('it has no end-of-central-directory record');
  if (count === 0xffff || count > limits.maxEntries) {
    throw new ZipError(413, `The ZIP holds more than ${limits.maxEntries} entries`);
  }
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let eocd = buf.length - 22;
  while (eocd >= 0 && view.getUint32(eocd, true) !== EOCD) eocd--;
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (cdOffset === 0xffffffff || cdSize === 0xffffffff) throw unreadable('ZIP64 archives are not accepted');
  if (cdOffset + cdSize > eocd) throw unreadable('it is truncated (the central directory lies past its end)');

  const entries: ZipEntry[] = [];
  let total = 0;
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > cdOffset + cdSize || view.getUint32(at, true) !== CENTRAL) {
      throw unreadable('its central directory is damaged');
    }
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLen = view.getUint16(at + 28, true);
    const extraLen = view.getUint16(at + 30, true);
    const commentLen = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    if (at + 46 + nameLen > cdOffset + cdSize) throw unreadable('its central directory is damaged');
    const name = utf8.decode(buf.subarray(at + 46, at + 46 + nameLen));
    at += 46 + nameLen + extraLen + commentLen;

    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) {
      throw unreadable('ZIP64 entries are not accepted');
    }
    if (unsafeEntryName(name)) {
      throw new ZipError(422, `The ZIP entry ${q(name)} has an absolute path or a ".." segment`);
    }
    const entry: ZipEntry = {
      name,
      isDirectory: name.endsWith('/'),
      method,
      flags,
      crc32: crc,
      compressedSize,
      uncompressedSize,
      localOffset,
    };
    total += uncompressedSize;
    if (total > limits.maxUncompressedBytes) {
      throw new ZipError(
        413,
        `The ZIP declares more than ${limits.maxUncompressedBytes} bytes once uncompressed`,
      );
    }
    if (uncompressedSize > RATIO_FLOOR && uncompressedSize / Math.max(compressedSize, 1) > limits.maxRatio) {
      throw new ZipError(
        413,
        `The ZIP entry ${q(name)} is compressed more than ${limits.maxRatio} to 1, as zip bombs are`,
      );
    }
    if (!isIgnoredEntry(entry)) {
      if (flags & 1) throw new ZipError(422, `The ZIP entry ${q(name)} is encrypted`);
      if (method !== 0 && method !== 8) {
        throw new ZipError(422, `The ZIP entry ${q(name)} uses compression method ${method}; use deflate`);
      }
      if (ARCHIVE_NAME.test(name)) throw new ZipError(422, `The ZIP holds a nested archive, ${q(name)}`);
      dataRange(view, entry, cdOffset);
    }
    entries.push(entry);
  }
  return entries;
}

/** Where the entry's compressed bytes lie, checked to be inside the archive. */
function dataRange(view: DataView, e: ZipEntry, end: number): [number, number] {
  const at = e.localOffset;
  if (at + 30 > end || view.getUint32(at, true) !== LOCAL) {
    throw unreadable(`the local header of ${q(e.name)} is missing or damaged`);
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + e.compressedSize > end) throw unreadable(`the data of ${q(e.name)} is truncated`);
  return [start, start + e.compressedSize];
}

/**
 * The bytes of one entry listed by listEntries. Inflation stops at the declared size; a stream
 * longer or shorter than declared, or with another CRC, is refused.
 */
export function readEntry(buf: Uint8Array, e: ZipEntry): Buffer {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const [from, to] = dataRange(view, e, buf.length);
  const data = buf.subarray(from, to);
  let out: Buffer;
  if (e.method === 0) {
    if (e.compressedSize !== e.uncompressedSize) {
      throw new ZipError(422, `The ZIP entry ${q(e.name)} is stored with two different sizes`);
    }
    out = Buffer.from(data);
  } else {
    try {
      out = inflateRawSync(data, { maxOutputLength: Math.max(e.uncompressedSize, 1) });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new ZipError(422, `The ZIP entry ${q(e.name)} inflates to more than its declared size`);
      }
      throw unreadable(`the data of ${q(e.name)} cannot be inflated (${(err as Error).message})`);
    }
  }
  if (out.length !== e.uncompressedSize) {
    throw new ZipError(
      422,
      `The ZIP entry ${q(e.name)} inflates to ${out.length} bytes, not the ${e.uncompressedSize} it declares`,
    );
  }
  if (crc32(out) !== e.crc32) throw new ZipError(422, `The ZIP entry ${q(e.name)} fails its CRC check`);
  return out;
}

/** Whether bytes start like an archive or compressed stream. */
export const looksLikeArchive = (b: Uint8Array): boolean =>
  ARCHIVE_MAGIC.some((sig) => sig.every((byte, i) => b[i] === byte));

/**
 * The one file of an upload that must hold exactly one file with the extension `ext`
 * (folders and `__MACOSX/` ignored), read under the limits.
 */
export function readSingleFile(
  buf: Uint8Array,
  ext: string,
  limits: ZipLimits,
): { name: string; bytes: Buffer } {
  const files = listEntries(buf, limits).filter((e) => !isIgnoredEntry(e));
  const wanted = files.filter((e) => e.name.toLowerCase().endsWith(ext));
  const others = files.filter((e) => !e.name.toLowerCase().endsWith(ext));
  if (wanted.length !== 1 || others.length > 0) {
    const listed = files.length ? `: ${files.map((e) => q(e.name)).join(', ')}` : '';
    throw new ZipError(
      422,
      `The ZIP must hold exactly one ${ext} file and nothing else; it holds ${files.length} file(s)${listed}`,
    );
  }
  const entry = wanted[0]!;
  const bytes = readEntry(buf, entry);
  if (looksLikeArchive(bytes)) throw new ZipError(422, `${q(entry.name)} is itself an archive`);
  return { name: entry.name, bytes };
}

// ---- writing --------------------------------------------------------------------------------

/**
 * The DOS time and date of every entry written: 2020-01-01 00:00, the same for all, so that the same
 * content always gives the same bytes (two exports of one state can be diffed and checksummed).
 * When the content was stored is in the API's answers, not in the archive.
 */
const ENTRY_TIME = 0;
const ENTRY_DATE = ((2020 - 1980) << 9) | (1 << 5) | 1;

/**
 * A ZIP holding one deflated file, produced as `source` is read: the bytes are never held whole,
 * and the sizes and CRC follow the data in a descriptor (general-purpose flag bit 3).
 */
export function zipSingleFile(name: string, source: AsyncIterable<Uint8Array>): Readable {
  async function* generate(): AsyncGenerator<Buffer> {
    const nameBytes = Buffer.from(name, 'utf8');
    const flags = 0x0808; // sizes in a trailing descriptor; UTF-8 name
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(ENTRY_TIME, 10);
    local.writeUInt16LE(ENTRY_DATE, 12);
    local.writeUInt16LE(nameBytes.length, 26);
    yield local;
    yield nameBytes;

    let crc = 0;
    let size = 0;
    let compressed = 0;
    const deflate = createDeflateRaw();
    const input = Readable.from(
      (async function* () {
        for await (const chunk of source) {
          crc = crc32(chunk, crc);
          size += chunk.length;
          yield chunk;
        }
      })(),
    );
    input.on('error', (err) => deflate.destroy(err));
    input.pipe(deflate);
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      compressed += chunk.length;
      yield chunk;
    }

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DESCRIPTOR, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;

    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(ENTRY_TIME, 12);
    central.writeUInt16LE(ENTRY_DATE, 14);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(compressed, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(0, 42);
    yield central;
    yield nameBytes;

    const cdOffset = 30 + nameBytes.length + compressed + 16;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(EOCD, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(46 + nameBytes.length, 12);
    end.writeUInt32LE(cdOffset, 16);
    yield end;
  }
  return Readable.from(generate());
}
