// The in-memory index of one table version (docs/decisions.md §6 matching rules). A version never changes
// once committed, so its index is built once, in a worker thread, as strings and typed arrays that
// cross to the main thread without per-row objects; the main thread only wraps them:
// - lookup tables: a hash table from the normalised key to the row;
// - range tables: per key, the breakpoints of the piecewise-constant answer (which row wins on
//   each point and on each gap between points), found by binary search;
// - constraint tables: per column, a dictionary of normalised values with the rows holding each.
import type { ColumnType, TableDeclaration } from '../product/index.js';
import { csvFields, fieldValue, readRecord, type CsvPosition } from './csv.js';

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

/**
 * Builds a Dict: an open-addressing table over the keys as they come, with no Map and no growing
 * array when the expected count is given (a 100,000-row table's keys would otherwise pass through
 * several copies of both while it is checked).
 */
export class DictBuilder {
  private slots: Int32Array;
  private readonly keys: string[];
  private count = 0;

  /** `expected`: about how many distinct keys there will be (more only costs a rehash). */
  constructor(expected = 8) {
    this.slots = DictBuilder.table(expected);
    this.keys = new Array<string>(expected);
  }

  private static table(keys: number): Int32Array {
    let cap = 8;
    while (cap < keys * 2) cap *= 2;
    return new Int32Array(cap).fill(-1);
  }

  private place(slots: Int32Array, key: string, id: number): void {
    const mask = slots.length - 1;
    let s = hash(key) & mask;
    while (slots[s] !== -1) s = (s + 1) & mask;
    slots[s] = id;
  }

  /** The id of `key`, and whether it was new. */
  add(key: string): [number, boolean] {
    const mask = this.slots.length - 1;
    let s = hash(key) & mask;
    for (;;) {
      const id = this.slots[s]!;
      if (id === -1) break;
      if (this.keys[id] === key) return [id, false];
      s = (s + 1) & mask;
    }
    const id = this.count++;
    this.keys[id] = key;
    this.slots[s] = id;
    if (this.count * 2 > this.slots.length) {
      const slots = DictBuilder.table(this.count * 2);
      for (let i = 0; i < this.count; i++) this.place(slots, this.keys[i]!, i);
      this.slots = slots;
    }
    return [id, true];
  }

  get size(): number {
    return this.count;
  }

  build(): Dict {
    const keys = this.count === this.keys.length ? this.keys : this.keys.slice(0, this.count);
    const ends = new Uint32Array(this.count);
    let at = 0;
    keys.forEach((k, id) => (ends[id] = at += k.length));
    // Sized for the keys there are, when far fewer came than expected (a range table's groups).
    let slots = this.slots;
    if (slots.length > DictBuilder.table(this.count).length * 2) {
      slots = DictBuilder.table(this.count);
      keys.forEach((k, id) => this.place(slots, k, id));
    }
    return { slots, text: keys.join(''), ends };
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

// ---- what the main thread answers from ----------------------------------------------------------

/** The rows of one constraint table grouped by the values of some columns (TableIndex.single). */
interface Grouping {
  /** The value ids of the grouped columns, joined with commas → group number. */
  ids: Map<string, number>;
  /** Group g's answering rows: rows[starts[g] .. starts[g+1]), ascending. */
  starts: Uint32Array;
  rows: Uint32Array;
  /** Group g's answer, made on first use. */
  answers: (readonly string[] | undefined)[];
}

/** The answer of a question no row matches. */
const NONE: readonly string[] = Object.freeze([]);

export class TableIndex {
  readonly bytes: number;
  private readonly read: RowReader;
  /** Each column's distinct cells over every row, made on first use (a version never changes). */
  private readonly everyRow: (readonly string[] | undefined)[] = [];
  /** Per where columns and answered column, the answer of each combination of values, made on first use. */
  private readonly grouped = new Map<string, Grouping>();

  constructor(
    readonly decl: TableDeclaration,
    private readonly d: IndexData,
  ) {
    this.read = new RowReader(d);
    let bytes = d.text.length * 2 + d.rows.byteLength + 256;
    if (d.lookup) bytes += dictBytes(d.lookup);
    if (d.range) {
      const r = d.range;
      bytes += dictBytes(r.groups) + r.segs.byteLength + r.points.byteLength;
      bytes += r.atPoint.byteLength + r.afterPoint.byteLength;
    }
    for (const c of d.constraint ?? []) {
      bytes += dictBytes(c.values) + c.rowValue.byteLength + c.starts.byteLength + c.rows.byteLength;
      bytes += c.oneSpelling.byteLength;
    }
    this.bytes = bytes;
  }

  get rowCount(): number {
    return this.d.rowCount;
  }

  /** The row as uploaded, `{column: cell}` in declared column order. */
  row(r: number): Record<string, string> {
    const cells = this.read.cells(r);
    const out: Record<string, string> = {};
    this.decl.columns.forEach((c, i) => (out[c.name] = cells[i]!));
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
    // One value per where column (a form's usual question): one hash lookup in a grouping.
    if ([...where.values()].every((vs) => vs.length === 1)) return this.single(where, wanted);
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

  /** `constraints` when each where column takes exactly one value. */
  private single(
    where: ReadonlyMap<number, readonly string[]>,
    wanted: readonly number[],
  ): Record<string, readonly string[]> {
    const on = [...where.keys()].sort((a, b) => a - b);
    const values = on.map((c) => where.get(c)![0]!);
    const out: Record<string, readonly string[]> = {};
    for (const c of wanted) out[this.decl.columns[c]!.name] = this.singleColumn(on, values, c);
    return out;
  }

  /**
   * The distinct cells of `column` over the rows whose cell of column `on[i]` equals `values[i]`
   * for every i (compared as keys are; `on` ascending and not empty), from a grouping of the rows
   * by the columns `on` made on first use: one dictionary search per value and one hash lookup.
   * The array answered is shared between calls: callers do not change it.
   */
  singleColumn(on: readonly number[], values: readonly string[], column: number): readonly string[] {
    const post = this.d.constraint!;
    let key = '';
    for (let i = 0; i < on.length; i++) {
      const c = on[i]!;
      const id = dictFind(post[c]!.values, normalise(this.decl.columns[c]!.dataType, values[i]!));
      if (id < 0) return NONE;
      key = i === 0 ? String(id) : `${key},${id}`;
    }
    const name = `${on.join(',')}>${column}`;
    let g = this.grouped.get(name);
    if (!g) this.grouped.set(name, (g = this.grouping(on, column)));
    const at = g.ids.get(key);
    if (at === undefined) return NONE;
    return (g.answers[at] ??= Object.freeze(
      Array.from(g.rows.subarray(g.starts[at]!, g.starts[at + 1]!), (r) => this.read.cell(r, column)),
    ));
  }

  /**
   * Groups the rows by their values of the columns `on` (each combination that occurs, numbered in
   * first-seen order) and keeps, per group, the rows whose cell of `column` is seen first in it
   * (as `distinct` reads them: a value spelled one way once, the others once per spelling).
   */
  private grouping(on: readonly number[], column: number): Grouping {
    const post = this.d.constraint!;
    const { rowValue, oneSpelling } = post[column]!;
    const n = this.d.rowCount;
    const ids = new Map<string, number>();
    const groupOf = new Uint32Array(n);
    const keep = new Uint8Array(n);
    const seenValue = new Set<number>();
    const seenCell = new Set<string>();
    const values = oneSpelling.length;
    for (let r = 0; r < n; r++) {
      let key = String(post[on[0]!]!.rowValue[r]!);
      for (let i = 1; i < on.length; i++) key += `,${post[on[i]!]!.rowValue[r]!}`;
      let g = ids.get(key);
      if (g === undefined) ids.set(key, (g = ids.size));
      groupOf[r] = g;
      const v = rowValue[r]!;
      if (oneSpelling[v]) {
        const k = g * values + v;
        if (seenValue.has(k)) continue;
        seenValue.add(k);
      } else {
        const k = `${g}\u0000${this.read.cell(r, column)}`;
        if (seenCell.has(k)) continue;
        seenCell.add(k);
      }
      keep[r] = 1;
    }
    const starts = new Uint32Array(ids.size + 1);
    for (let r = 0; r < n; r++) if (keep[r]) starts[groupOf[r]! + 1]!++;
    for (let g = 0; g < ids.size; g++) starts[g + 1]! += starts[g]!;
    const rows = new Uint32Array(starts[ids.size]!);
    const fill = starts.slice(0, ids.size);
    for (let r = 0; r < n; r++) if (keep[r]) rows[fill[groupOf[r]!]!++] = r;
    return { ids, starts, rows, answers: [] };
  }

  /** The distinct cells of each of `columns`, in first-seen order, over `rows` (null: every row). */
  private distinct(rows: number[] | null, columns: readonly number[]): string[][] {
    const post = this.d.constraint!;
    const n = rows ? rows.length : this.d.rowCount;
    return columns.map((c) => {
      const { rowValue, oneSpelling } = post[c]!;
      const seen = new Set<string>();
      // A value spelled one way is read from the text once, at its first row; the others at
      // every row, each spelling kept in first-seen order. Rows are records to read again, and
      // an evaluation asks for tens of thousands.
      const done = new Uint8Array(oneSpelling.length);
      for (let i = 0; i < n; i++) {
        const r = rows ? rows[i]! : i;
        const v = rowValue[r]!;
        if (done[v]) continue;
        if (oneSpelling[v]) done[v] = 1;
        seen.add(this.read.cell(r, c));
      }
      return [...seen];
    });
  }
}
