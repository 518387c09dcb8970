// The in-memory index of one table version, as the main thread answers from it. A version never
// changes once committed, so its index is built once, in a worker thread (table-build.ts), and the
// main thread only wraps what it built; answers are made on first use and kept with the index.
import type { TableDeclaration } from '../product/index.js';
import { RowReader, type IndexData } from './table-build.js';
import { dictBytes, dictFind } from './table-dict.js';
import { joinKey, normalise } from './table-matching.js';

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

  /** What the index was made from: another thread makes the same index from it (plugin sandboxes). */
  get data(): IndexData {
    return this.d;
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
