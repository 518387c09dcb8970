// What a worker thread builds for one table version: strings and typed arrays that cross to the
// main thread without per-row objects (table-index.ts wraps them):
// - lookup tables: a hash table from the normalised key to the row;
// - range tables: per key, the breakpoints of the piecewise-constant answer (which row wins on
//   each point and on each gap between points), found by binary search;
// - constraint tables: per column, a dictionary of normalised values with the rows holding each.
import type { TableDeclaration } from '../product/index.js';
import { csvFields, fieldValue, readRecord, type CsvPosition } from '../../../client/src/csv.js';
import { DictBuilder, type Dict } from './table-dict.js';
import { joinKey, normalise } from './table-matching.js';

export interface RangeData {
  /** Dictionary of the normalised key values of the rows (one entry per distinct key). */
  groups: Dict;
  /** Group g's breakpoints are points[segs[g] .. segs[g+1]). */
  segs: Uint32Array;
  points: Float64Array;
  /** The row answering exactly at each point, and strictly between it and the next (-1: none). */
  atPoint: Int32Array;
  afterPoint: Int32Array;
}

export interface ColumnPostings {
  values: Dict;
  /** Value id of each row's cell. */
  rowValue: Uint32Array;
  /** Rows holding value v: rows[starts[v] .. starts[v+1]), ascending. */
  starts: Uint32Array;
  rows: Uint32Array;
  /** 1 when every row holding value v spells it the same way (the usual case), else 0. */
  oneSpelling: Uint8Array;
}

export interface IndexData {
  rowCount: number;
  /** The CSV as uploaded (without a byte order mark); row r is the record at `text[rows[r]]`. */
  text: string;
  rows: Uint32Array;
  /** For each declared column, the position of its field in a record (the header's order). */
  fieldOf: number[];
  lookup?: Dict;
  range?: RangeData;
  constraint?: ColumnPostings[];
}

/**
 * Reads rows of an index: the cells of a row in declared column order, from its record in the
 * text. Rows are kept as offsets (4 bytes a row) rather than a span per cell (8 bytes a cell) or
 * a string per cell; reading one record again costs less than answering the request that wants it.
 */
export class RowReader {
  private readonly f = csvFields();
  private readonly at: CsvPosition = { i: 0, line: 0 };
  constructor(private readonly d: Pick<IndexData, 'text' | 'rows' | 'fieldOf'>) {}

  /** Cell `column` (declared order) of row `r`. */
  cell(r: number, column: number): string {
    this.read(r);
    return fieldValue(this.d.text, this.f, this.d.fieldOf[column]!);
  }

  /** Every cell of row `r`, in declared column order. */
  cells(r: number): string[] {
    this.read(r);
    return this.d.fieldOf.map((i) => fieldValue(this.d.text, this.f, i));
  }

  private read(r: number): void {
    this.at.i = this.d.rows[r]!;
    // The text was checked when it was uploaded: it reads without error.
    readRecord(this.d.text, this.at, this.f);
  }
}

/** The buffers of an IndexData, to hand them between threads without copying. */
export function indexBuffers(d: IndexData): ArrayBuffer[] {
  const out: ArrayBufferLike[] = [d.rows.buffer];
  const dict = (x: Dict) => out.push(x.slots.buffer, x.ends.buffer);
  if (d.lookup) dict(d.lookup);
  if (d.range) {
    dict(d.range.groups);
    out.push(d.range.segs.buffer, d.range.points.buffer, d.range.atPoint.buffer, d.range.afterPoint.buffer);
  }
  for (const c of d.constraint ?? []) {
    dict(c.values);
    out.push(c.rowValue.buffer, c.starts.buffer, c.rows.buffer, c.oneSpelling.buffer);
  }
  return out as ArrayBuffer[];
}

class MinHeap {
  private readonly a: [number, number][] = [];
  get size() {
    return this.a.length;
  }
  top(): [number, number] | undefined {
    return this.a[0];
  }
  private less(i: number, j: number) {
    const x = this.a[i]!;
    const y = this.a[j]!;
    return x[0] < y[0] || (x[0] === y[0] && x[1] < y[1]);
  }
  push(v: [number, number]) {
    const a = this.a;
    a.push(v);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(i, p)) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }
  pop() {
    const a = this.a;
    const last = a.pop()!;
    if (a.length === 0) return;
    a[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < a.length && this.less(l, m)) m = l;
      if (r < a.length && this.less(r, m)) m = r;
      if (m === i) return;
      [a[i], a[m]] = [a[m]!, a[i]!];
      i = m;
    }
  }
}

/** The normalised key of a row (lookup and range tables), from its cells in declared order. */
export const rowKey = (decl: TableDeclaration, cell: (column: number) => string): string =>
  joinKey(decl.keys.map((k) => normalise(decl.columns[k]!.dataType, cell(k))));

/**
 * Builds the index of rows already checked, from their cells. `keys` holds the rows' normalised
 * keys (lookup tables: row r's key has id r; range tables: `groupOf[r]` is row r's key id);
 * `starts`/`endsOfRange` are the bounds of range rows (endsOfRange undefined when the table
 * declares no end column).
 */
export function buildIndex(
  decl: TableDeclaration,
  rows: Pick<IndexData, 'text' | 'rows' | 'fieldOf'>,
  rowCount: number,
  keys?: DictBuilder,
  groupOf?: Uint32Array,
  starts?: Float64Array,
  endsOfRange?: Float64Array,
): IndexData {
  const data: IndexData = { rowCount, ...rows };

  if (decl.kind === 'lookup') {
    data.lookup = keys!.build();
  } else if (decl.kind === 'range') {
    const b = keys!;
    // Rows by group (a counting sort), as typed arrays: no array per group.
    const first = new Uint32Array(b.size + 1);
    for (let r = 0; r < rowCount; r++) first[groupOf![r]! + 1]!++;
    for (let g = 0; g < b.size; g++) first[g + 1]! += first[g]!;
    const fill = first.slice(0, b.size);
    const byGroup = new Uint32Array(rowCount);
    for (let r = 0; r < rowCount; r++) byGroup[fill[groupOf![r]!]!++] = r;
    // At most one breakpoint per start and per end.
    const most = endsOfRange ? 2 * rowCount : rowCount;
    const points = new Float64Array(most);
    const atPoint = new Int32Array(most);
    const afterPoint = new Int32Array(most);
    let n = 0;
    const segs = new Uint32Array(b.size + 1);
    for (let g = 0; g < b.size; g++) {
      segs[g] = n;
      const rows = byGroup.subarray(first[g], first[g + 1]);
      rows.sort((x, y) => starts![x]! - starts![y]! || x - y);
      if (!endsOfRange) {
        // Each row covers [start, next greater start); on equal starts the earliest row wins.
        for (let i = 0; i < rows.length; i++) {
          const s = starts![rows[i]!]!;
          if (i > 0 && starts![rows[i - 1]!] === s) continue;
          points[n] = s;
          atPoint[n] = afterPoint[n] = rows[i]!;
          n++;
        }
        continue;
      }
      // Sweep over every start and end: the winner is the covering row with the lowest end,
      // then the earliest row.
      const bounds = new Float64Array(rows.length * 2);
      rows.forEach((r, i) => {
        bounds[2 * i] = starts![r]!;
        bounds[2 * i + 1] = endsOfRange[r]!;
      });
      bounds.sort();
      const heap = new MinHeap();
      let next = 0;
      for (let i = 0; i < bounds.length; i++) {
        const p = bounds[i]!;
        if (i > 0 && bounds[i - 1] === p) continue;
        while (next < rows.length && starts![rows[next]!]! <= p) {
          const r = rows[next++]!;
          heap.push([endsOfRange[r]!, r]);
        }
        while (heap.size && heap.top()![0] < p) heap.pop();
        points[n] = p;
        atPoint[n] = heap.top()?.[1] ?? -1;
        while (heap.size && heap.top()![0] <= p) heap.pop();
        afterPoint[n] = heap.top()?.[1] ?? -1;
        n++;
      }
    }
    segs[b.size] = n;
    data.range = {
      groups: b.build(),
      segs,
      points: points.slice(0, n),
      atPoint: atPoint.slice(0, n),
      afterPoint: afterPoint.slice(0, n),
    };
  } else {
    const read = new RowReader(rows);
    data.constraint = decl.columns.map((col, c) => {
      const b = new DictBuilder();
      const rowValue = new Uint32Array(rowCount);
      // The first spelling of each value, to tell values spelled one way from the others.
      const first: string[] = [];
      const mixed = new Set<number>();
      for (let r = 0; r < rowCount; r++) {
        const cell = read.cell(r, c);
        const [id, isNew] = b.add(normalise(col.dataType, cell));
        rowValue[r] = id;
        if (isNew) first[id] = cell;
        else if (first[id] !== cell) mixed.add(id);
      }
      const oneSpelling = new Uint8Array(b.size).fill(1);
      for (const id of mixed) oneSpelling[id] = 0;
      const starts = new Uint32Array(b.size + 1);
      for (let r = 0; r < rowCount; r++) starts[rowValue[r]! + 1]!++;
      for (let v = 0; v < b.size; v++) starts[v + 1]! += starts[v]!;
      const fill = starts.slice(0, b.size);
      const rows = new Uint32Array(rowCount);
      for (let r = 0; r < rowCount; r++) rows[fill[rowValue[r]!]!++] = r;
      return { values: b.build(), rowValue, starts, rows, oneSpelling };
    });
  }
  return data;
}

/** The index of rows given as strings in declared column order (for tests). */
export function indexOfRows(decl: TableDeclaration, rows: readonly (readonly string[])[]): IndexData {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const offsets = new Uint32Array(rows.length);
  let text = '';
  rows.forEach((row, r) => {
    offsets[r] = text.length;
    text += `${row.map(quote).join(',')}\n`;
  });
  const keys = decl.kind === 'constraint' ? undefined : new DictBuilder();
  const groupOf = new Uint32Array(rows.length);
  rows.forEach((row, r) => keys && (groupOf[r] = keys.add(rowKey(decl, (c) => row[c]!))[0]));
  const bound = (c: number | undefined) =>
    c === undefined ? undefined : Float64Array.from(rows, (row) => Number(row[c]));
  return buildIndex(
    decl,
    { text, rows: offsets, fieldOf: decl.columns.map((_, i) => i) },
    rows.length,
    keys,
    groupOf,
    bound(decl.rangeStart),
    bound(decl.rangeEnd),
  );
}
