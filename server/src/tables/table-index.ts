// The in-memory index of one table version (DECISIONS §6 matching rules). A version never changes
// once committed, so its index is built once, in a worker thread, as strings and typed arrays that
// cross to the main thread without per-row objects; the main thread only wraps them:
// - lookup tables: a hash table from the normalised key to the row;
// - range tables: per key, the breakpoints of the piecewise-constant answer (which row wins on
//   each point and on each gap between points), found by binary search;
// - constraint tables: per column, a dictionary of normalised values with the rows holding each.
import type { ColumnType, TableDeclaration } from '../product/index.js';

// ---- matching rules -------------------------------------------------------------------------

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** A decimal literal in one spelling per value (`1.50`, `1.5`, `+15e-1` → `15e0`), exactly. */
export function canonicalNumber(s: string): string | undefined {
  const m = NUMBER.exec(s.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
  let digits = (m[2] ?? '') + (m[3] ?? '');
  let exp = Number(m[4] ?? 0) + (m[2] ?? '').length;
  let lead = 0;
  while (lead < digits.length && digits.charCodeAt(lead) === 48) lead++;
  digits = digits.slice(lead);
  exp -= lead;
  let end = digits.length;
  while (end > 0 && digits.charCodeAt(end - 1) === 48) end--;
  digits = digits.slice(0, end);
  if (digits === '') return '0';
  return `${m[1] === '-' ? '-' : ''}${digits}e${exp}`;
}

/** What a cell or a fetch's key value is compared as: numbers by value, everything else ignoring case. */
export function normalise(type: ColumnType, value: string): string {
  if (type === 'int' || type === 'decimal') return canonicalNumber(value) ?? `\u0000${value}`;
  return value.toLowerCase();
}

export const joinKey = (parts: readonly string[]): string => parts.join('\u0000');

// ---- string dictionaries as typed arrays ------------------------------------------------------

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Distinct strings numbered in first-seen order, with an open-addressing hash table over them. */
export interface Dict {
  slots: Int32Array;
  text: string;
  ends: Uint32Array;
}

export class DictBuilder {
  private readonly ids = new Map<string, number>();
  private readonly keys: string[] = [];
  /** The id of `key`, and whether it was new. */
  add(key: string): [number, boolean] {
    const known = this.ids.get(key);
    if (known !== undefined) return [known, false];
    const id = this.keys.length;
    this.ids.set(key, id);
    this.keys.push(key);
    return [id, true];
  }
  get size(): number {
    return this.keys.length;
  }
  build(): Dict {
    let cap = 8;
    while (cap < this.keys.length * 2) cap *= 2;
    const slots = new Int32Array(cap).fill(-1);
    const ends = new Uint32Array(this.keys.length);
    let at = 0;
    this.keys.forEach((k, id) => {
      at += k.length;
      ends[id] = at;
      let s = hash(k) & (cap - 1);
      while (slots[s] !== -1) s = (s + 1) & (cap - 1);
      slots[s] = id;
    });
    return { slots, text: this.keys.join(''), ends };
  }
}

const keyOf = (d: Dict, id: number): string => d.text.slice(id === 0 ? 0 : d.ends[id - 1], d.ends[id]);

export function dictFind(d: Dict, key: string): number {
  const mask = d.slots.length - 1;
  let s = hash(key) & mask;
  for (;;) {
    const id = d.slots[s]!;
    if (id === -1) return -1;
    if (keyOf(d, id) === key) return id;
    s = (s + 1) & mask;
  }
}

const dictBytes = (d: Dict) => d.slots.byteLength + d.ends.byteLength + d.text.length * 2;

// ---- what a worker builds ---------------------------------------------------------------------

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
}

export interface IndexData {
  rowCount: number;
  /** Cell k (row r, declared column c: k = r × columns + c) is `text[starts[k], ends[k])`. */
  text: string;
  starts: Uint32Array;
  ends: Uint32Array;
  lookup?: Dict;
  range?: RangeData;
  constraint?: ColumnPostings[];
}

/**
 * The cells of the rows checked so far as spans of the uploaded text, in declared column order,
 * so that a table's cells never exist as a string each. A quoted cell, whose value differs from
 * its text, is appended after the text.
 */
export class CellSpans {
  private starts: Uint32Array;
  private ends: Uint32Array;
  private n = 0;
  private readonly extra: string[] = [];
  private extraLength = 0;

  /** `capacity`: cells at most (records × columns). */
  constructor(
    private readonly text: string,
    capacity: number,
  ) {
    this.starts = new Uint32Array(capacity);
    this.ends = new Uint32Array(capacity);
  }

  /** The next cell is `text[start, end)`. */
  span(start: number, end: number): void {
    this.starts[this.n] = start;
    this.ends[this.n++] = end;
  }

  /** The next cell is `value`, which is not a piece of the text. */
  value(value: string): void {
    const at = this.text.length + this.extraLength;
    this.extra.push(value);
    this.extraLength += value.length;
    this.span(at, at + value.length);
  }

  finish(): Pick<IndexData, 'text' | 'starts' | 'ends'> {
    return {
      text: this.extra.length ? this.text + this.extra.join('') : this.text,
      starts: this.starts.slice(0, this.n),
      ends: this.ends.slice(0, this.n),
    };
  }
}

const cellOf = (d: Pick<IndexData, 'text' | 'starts' | 'ends'>, k: number): string =>
  d.text.slice(d.starts[k], d.ends[k]);

/** The buffers of an IndexData, to hand them between threads without copying. */
export function indexBuffers(d: IndexData): ArrayBuffer[] {
  const out: ArrayBufferLike[] = [d.starts.buffer, d.ends.buffer];
  const dict = (x: Dict) => out.push(x.slots.buffer, x.ends.buffer);
  if (d.lookup) dict(d.lookup);
  if (d.range) {
    dict(d.range.groups);
    out.push(d.range.segs.buffer, d.range.points.buffer, d.range.atPoint.buffer, d.range.afterPoint.buffer);
  }
  for (const c of d.constraint ?? []) {
    dict(c.values);
    out.push(c.rowValue.buffer, c.starts.buffer, c.rows.buffer);
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
  cells: Pick<IndexData, 'text' | 'starts' | 'ends'>,
  rowCount: number,
  keys?: DictBuilder,
  groupOf?: Uint32Array,
  starts?: Float64Array,
  endsOfRange?: Float64Array,
): IndexData {
  const data: IndexData = { rowCount, ...cells };
  const cols = decl.columns.length;

  if (decl.kind === 'lookup') {
    data.lookup = keys!.build();
  } else if (decl.kind === 'range') {
    const b = keys!;
    const members: number[][] = Array.from({ length: b.size }, () => []);
    for (let r = 0; r < rowCount; r++) members[groupOf![r]!]!.push(r);
    const segs = new Uint32Array(b.size + 1);
    const points: number[] = [];
    const atPoint: number[] = [];
    const afterPoint: number[] = [];
    members.forEach((rows, g) => {
      segs[g] = points.length;
      rows.sort((x, y) => starts![x]! - starts![y]! || x - y);
      if (!endsOfRange) {
        // Each row covers [start, next greater start); on equal starts the earliest row wins.
        for (let i = 0; i < rows.length; i++) {
          const s = starts![rows[i]!]!;
          if (i > 0 && starts![rows[i - 1]!] === s) continue;
          points.push(s);
          atPoint.push(rows[i]!);
          afterPoint.push(rows[i]!);
        }
        return;
      }
      // Sweep over every start and end: the winner is the covering row with the lowest end,
      // then the earliest row.
      const bounds = [...new Set(rows.flatMap((r) => [starts![r]!, endsOfRange[r]!]))].sort((x, y) => x - y);
      const heap = new MinHeap();
      let next = 0;
      for (const p of bounds) {
        while (next < rows.length && starts![rows[next]!]! <= p) {
          const r = rows[next++]!;
          heap.push([endsOfRange[r]!, r]);
        }
        while (heap.size && heap.top()![0] < p) heap.pop();
        points.push(p);
        atPoint.push(heap.top()?.[1] ?? -1);
        while (heap.size && heap.top()![0] <= p) heap.pop();
        afterPoint.push(heap.top()?.[1] ?? -1);
      }
    });
    segs[b.size] = points.length;
    data.range = {
      groups: b.build(),
      segs,
      points: Float64Array.from(points),
      atPoint: Int32Array.from(atPoint),
      afterPoint: Int32Array.from(afterPoint),
    };
  } else {
    data.constraint = decl.columns.map((col, c) => {
      const b = new DictBuilder();
      const rowValue = new Uint32Array(rowCount);
      for (let r = 0; r < rowCount; r++)
        rowValue[r] = b.add(normalise(col.dataType, cellOf(cells, r * cols + c)))[0];
      const starts = new Uint32Array(b.size + 1);
      for (let r = 0; r < rowCount; r++) starts[rowValue[r]! + 1]!++;
      for (let v = 0; v < b.size; v++) starts[v + 1]! += starts[v]!;
      const fill = starts.slice(0, b.size);
      const rows = new Uint32Array(rowCount);
      for (let r = 0; r < rowCount; r++) rows[fill[rowValue[r]!]!++] = r;
      return { values: b.build(), rowValue, starts, rows };
    });
  }
  return data;
}

/** The index of rows given as strings in declared column order (for tests). */
export function indexOfRows(decl: TableDeclaration, rows: readonly (readonly string[])[]): IndexData {
  const text = rows.map((r) => r.join('')).join('');
  const spans = new CellSpans(text, rows.length * decl.columns.length);
  let at = 0;
  for (const row of rows) for (const cell of row) spans.span(at, (at += cell.length));
  const keys = decl.kind === 'constraint' ? undefined : new DictBuilder();
  const groupOf = new Uint32Array(rows.length);
  rows.forEach((row, r) => keys && (groupOf[r] = keys.add(rowKey(decl, (c) => row[c]!))[0]));
  const bound = (c: number | undefined) =>
    c === undefined ? undefined : Float64Array.from(rows, (row) => Number(row[c]));
  return buildIndex(
    decl,
    spans.finish(),
    rows.length,
    keys,
    groupOf,
    bound(decl.rangeStart),
    bound(decl.rangeEnd),
  );
}

// ---- what the main thread answers from ----------------------------------------------------------

export class TableIndex {
  readonly bytes: number;
  private readonly cols: number;
  /** Each column's distinct cells over every row, made on first use (a version never changes). */
  private readonly everyRow: (readonly string[] | undefined)[] = [];

  constructor(
    readonly decl: TableDeclaration,
    private readonly d: IndexData,
  ) {
    this.cols = decl.columns.length;
    let bytes = d.text.length * 2 + d.starts.byteLength + d.ends.byteLength + 256;
    if (d.lookup) bytes += dictBytes(d.lookup);
    if (d.range) {
      const r = d.range;
      bytes += dictBytes(r.groups) + r.segs.byteLength + r.points.byteLength;
      bytes += r.atPoint.byteLength + r.afterPoint.byteLength;
    }
    for (const c of d.constraint ?? []) {
      bytes += dictBytes(c.values) + c.rowValue.byteLength + c.starts.byteLength + c.rows.byteLength;
    }
    this.bytes = bytes;
  }

  get rowCount(): number {
    return this.d.rowCount;
  }

  private cell(row: number, col: number): string {
    return cellOf(this.d, row * this.cols + col);
  }

  /** The row as uploaded, `{column: cell}` in declared column order. */
  row(r: number): Record<string, string> {
    const out: Record<string, string> = {};
    this.decl.columns.forEach((c, i) => (out[c.name] = this.cell(r, i)));
    return out;
  }

  private keyOf(values: readonly string[]): string {
    return joinKey(values.map((v, i) => normalise(this.decl.columns[this.decl.keys[i]!]!.dataType, v)));
  }

  /** Lookup tables: the row whose key columns match `key`, or -1. */
  lookup(key: readonly string[]): number {
    return dictFind(this.d.lookup!, this.keyOf(key));
  }

  /** Range tables: the row of `key` whose range covers `value`, or -1. */
  range(key: readonly string[], value: number): number {
    const r = this.d.range!;
    const g = dictFind(r.groups, this.keyOf(key));
    if (g < 0) return -1;
    let lo = r.segs[g]!;
    let hi = r.segs[g + 1]! - 1;
    if (hi < lo || value < r.points[lo]!) return -1;
    // The last breakpoint at or below the value.
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (r.points[mid]! <= value) lo = mid;
      else hi = mid - 1;
    }
    return r.points[lo] === value ? r.atPoint[lo]! : r.afterPoint[lo]!;
  }

  /**
   * Constraint tables: for each column of `only` (default: every column), its distinct cells in
   * first-seen order over the rows matching `where` (column index → acceptable values; a row
   * matches when each named column's cell equals one of them, compared as keys are). The arrays
   * answered may be shared between calls: callers do not change them.
   */
  constraints(
    where: ReadonlyMap<number, readonly string[]>,
    only?: readonly number[],
  ): Record<string, readonly string[]> {
    const wanted = only ?? this.decl.columns.map((_, i) => i);
    if (where.size === 0) {
      const out: Record<string, readonly string[]> = {};
      for (const c of wanted)
        out[this.decl.columns[c]!.name] = this.everyRow[c] ??= Object.freeze(this.distinct(null, [c])[0]!);
      return out;
    }
    const post = this.d.constraint!;
    const allowed: [number, Set<number>][] = [];
    for (const [c, values] of where) {
      const col = this.decl.columns[c]!;
      const ids = new Set<number>();
      for (const v of values) {
        const id = dictFind(post[c]!.values, normalise(col.dataType, v));
        if (id >= 0) ids.add(id);
      }
      allowed.push([c, ids]);
    }
    // Start from the column with the fewest candidate rows; check the others row by row.
    const size = ([c, ids]: [number, Set<number>]) =>
      [...ids].reduce((n, v) => n + post[c]!.starts[v + 1]! - post[c]!.starts[v]!, 0);
    allowed.sort((a, b) => size(a) - size(b));
    const [first, ...rest] = allowed;
    const candidates: number[] = [];
    const [c0, ids0] = first!;
    for (const v of ids0) {
      const p = post[c0]!;
      for (let i = p.starts[v]!; i < p.starts[v + 1]!; i++) candidates.push(p.rows[i]!);
    }
    if (ids0.size > 1) candidates.sort((a, b) => a - b);
    const rows = candidates.filter((r) => rest.every(([c, ids]) => ids.has(post[c]!.rowValue[r]!)));
    const found = this.distinct(rows, wanted);
    return Object.fromEntries(wanted.map((c, i) => [this.decl.columns[c]!.name, found[i]!]));
  }

  /** The distinct cells of each of `columns`, in first-seen order, over `rows` (null: every row). */
  private distinct(rows: number[] | null, columns: readonly number[]): string[][] {
    const seen = columns.map(() => new Set<string>());
    const n = rows ? rows.length : this.d.rowCount;
    for (let i = 0; i < n; i++) {
      const r = rows ? rows[i]! : i;
      for (let k = 0; k < columns.length; k++) seen[k]!.add(this.cell(r, columns[k]!));
    }
    return seen.map((set) => [...set]);
  }
}
