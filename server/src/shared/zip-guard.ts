// Cheap checks on a ZIP before anything parses it. adm-zip reads the whole central directory on
// open, which for a ZIP of 100,000 tiny entries costs seconds of CPU and about a gigabyte; the
// end-of-central-directory record states the entry count in a few bytes at the end of the file.

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * The number of entries the ZIP declares, read from its end-of-central-directory record, or
 * undefined when there is no such record (not a ZIP). 0xffff means a ZIP64 archive, whose real
 * count is elsewhere: callers treat it as "too many".
 */
export function declaredEntryCount(buf: Uint8Array): number | undefined {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const lowest = Math.max(0, buf.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = buf.length - EOCD_SIZE; at >= lowest; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return view.getUint16(at + 10, true);
  }
  return undefined;
}
