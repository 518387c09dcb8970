// Tables made through the API, and ZIP archives built by hand for the archive-guard tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { tableZip, type InsuiteClient, type Schema } from '@insuite/client';
import { homeownersConfig, unique } from './given.js';

const fixtures = fileURLToPath(new URL('../fixtures/homeowners/', import.meta.url));

/** A CSV of the example tenant, as text. */
export const fixtureCsv = (file: string): string => readFileSync(`${fixtures}${file}`, 'utf8');

export type TableKind = 'lookup' | 'range' | 'constraint';

const CREATE = {
  lookup: 'createLookupTable',
  range: 'createRangeTable',
  constraint: 'createConstraintTable',
} as const;

/** Uploads `csv` (text, or a ready ZIP) as a new table instance through the SDK. */
export async function uploadTable(
  client: InsuiteClient,
  tenantLocator: string,
  kind: TableKind,
  name: string,
  staticName: string,
  csv: string | Uint8Array,
  jurisdiction?: string[],
) {
  const body = typeof csv === 'string' ? await tableZip(csv, { name }) : csv;
  return client[CREATE[kind]]({ tenantLocator, name, staticName, jurisdiction, body });
}

/** A resource group in force from `start` holding `names`. */
export const groupOf = (client: InsuiteClient, tenantLocator: string, start: string, names: string[]) =>
  client.createResourceGroup({
    tenantLocator,
    body: { name: unique('g'), selectionStartTime: start, resourceNames: names },
  });

type Declarations = Record<
  string,
  { columns?: Record<string, Record<string, unknown>> } & Record<string, unknown>
>;

/**
 * Table declarations written for a test name only what the test is about; the keys the published
 * reference requires of every declaration (`selectionTimeBasis`, and `isKey` or `makeDistinct` on
 * each column) are filled in with their plain values.
 */
function withRequiredKeys(section: string, decls: Declarations): Declarations {
  if (!['tables', 'rangeTables', 'constraintTables'].includes(section)) return decls;
  const flag = section === 'constraintTables' ? 'makeDistinct' : 'isKey';
  return Object.fromEntries(
    Object.entries(decls).map(([name, d]) => [
      name,
      {
        selectionTimeBasis: 'policyStartTime',
        ...d,
        columns: Object.fromEntries(
          Object.entries(d.columns ?? {}).map(([c, col]) => [c, { [flag]: false, ...col }]),
        ),
      },
    ]),
  );
}

/** A tenant of the example configuration with `extra` sections merged in. */
export async function tenantWith(client: InsuiteClient, extra: Record<string, unknown>): Promise<string> {
  const base = homeownersConfig() as Record<string, unknown>;
  const config = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    config[k] = { ...((base[k] as object | undefined) ?? {}), ...withRequiredKeys(k, v as Declarations) };
  }
  const r = await client.createTenant({ name: unique('t'), body: config as Schema<'ConfigurationRef'> });
  return r.locator;
}

export interface RawEntry {
  name: string;
  /** The bytes stored (deflated unless method is 0). */
  data?: Uint8Array;
  /** Instead of data: this many zero bytes, deflated without ever being held whole. */
  zeros?: number;
  method?: 0 | 8;
  /** Lie about the uncompressed size in both headers. */
  declaredSize?: number;
  flags?: number;
}

/** Deflated zeros, built by repeating one flushed block: a bomb in a few hundred KB, cheaply. */
function deflatedZeros(n: number): { packed: Buffer; crc: number } {
  const MB = 1024 * 1024;
  const block = Buffer.alloc(MB);
  const full = deflateRawSync(block, { finishFlush: constants.Z_FULL_FLUSH });
  const parts: Buffer[] = [];
  let crc = 0;
  let left = n;
  for (; left >= MB; left -= MB) {
    parts.push(full);
    crc = crc32(block, crc);
  }
  const tail = Buffer.alloc(left);
  parts.push(deflateRawSync(tail));
  crc = crc32(tail, crc);
  return { packed: Buffer.concat(parts), crc };
}

/** A ZIP of the given entries, every header field as asked (including lies). */
export function rawZip(entries: RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const method = e.method ?? 8;
    let packed: Buffer;
    let crc: number;
    let size: number;
    if (e.zeros !== undefined) {
      ({ packed, crc } = deflatedZeros(e.zeros));
      size = e.zeros;
    } else {
      const data = Buffer.from(e.data ?? new Uint8Array());
      packed = method === 8 ? deflateRawSync(data) : data;
      crc = crc32(data);
      size = data.length;
    }
    const declared = e.declaredSize ?? size;
    const name = Buffer.from(e.name, 'utf8');
    const head = (central: boolean) => {
      const b = Buffer.alloc(central ? 46 : 30);
      let at = 0;
      b.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, at);
      at += 4;
      if (central) {
        b.writeUInt16LE(20, at);
        at += 2;
      }
      b.writeUInt16LE(20, at);
      b.writeUInt16LE(e.flags ?? 0, at + 2);
      b.writeUInt16LE(method, at + 4);
      b.writeUInt32LE(crc >>> 0, at + 10);
      b.writeUInt32LE(packed.length, at + 14);
      b.writeUInt32LE(declared, at + 18);
      b.writeUInt16LE(name.length, at + 22);
      if (central) b.writeUInt32LE(offset, at + 36);
      return Buffer.concat([b, name]);
    };
    centrals.push(head(true));
    const local = head(false);
    locals.push(local, packed);
    offset += local.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, cd, end]));
}
