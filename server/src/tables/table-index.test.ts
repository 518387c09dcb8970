import { describe, expect, it } from 'vitest';
import type { TableDeclaration } from '../product/index.js';
import { buildIndex, indexOfRows, RowReader } from './table-build.js';
import { DictBuilder } from './table-dict.js';
import { TableIndex } from './table-index.js';
import { canonicalNumber } from './table-matching.js';

describe('canonicalNumber', () => {
  it.each([
    ['1.50', '1.5', true],
    ['0', '-0.000', true],
    ['+15e-1', '1.5', true],
    ['.5', '0.50', true],
    ['100', '1e2', true],
    ['12345678901234567890', '12345678901234567891', false],
    ['1.5', '1.05', false],
  ])('%s and %s are equal: %s', (a, b, same) => {
    expect(canonicalNumber(a) === canonicalNumber(b)).toBe(same);
  });
  it('is undefined for what is not a number', () => {
    expect(canonicalNumber('abc')).toBeUndefined();
    expect(canonicalNumber('.')).toBeUndefined();
  });
});

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
}

describe('range index', () => {
  const decl = (withEnd: boolean): TableDeclaration => ({
    kind: 'range',
    columns: [
      { name: 'k', dataType: 'string' },
      { name: 'lo', dataType: 'int' },
      { name: 'hi', dataType: 'int' },
    ],
    keys: [0],
    rangeStart: 1,
    ...(withEnd ? { rangeEnd: 2 } : {}),
  });

  function index(rows: [string, number, number][], withEnd: boolean) {
    const d = decl(withEnd);
    const data = indexOfRows(
      d,
      rows.map(([k, lo, hi]) => [k, String(lo), String(hi)]),
    );
    return new TableIndex(d, data);
  }

  /** The rule of docs/decisions.md §6, row by row. */
  function expected(rows: [string, number, number][], key: string, v: number, withEnd: boolean): number {
    let best = -1;
    let bestEnd = Infinity;
    rows.forEach(([k, lo, hi], i) => {
      if (k !== key || lo > v) return;
      let end = hi;
      if (!withEnd) {
        const next = rows.filter(([k2, lo2]) => k2 === k && lo2 > lo).map(([, lo2]) => lo2);
        end = next.length ? Math.min(...next) - 1e-9 : Infinity;
      }
      if (end < v) return;
      if (best < 0 || end < bestEnd) {
        best = i;
        bestEnd = end;
      }
    });
    return best;
  }

  for (const withEnd of [true, false]) {
    it(`matches the rule on random overlapping rows (${withEnd ? 'with' : 'without'} an end column)`, () => {
      const next = random(withEnd ? 7 : 11);
      for (let round = 0; round < 30; round++) {
        const rows: [string, number, number][] = Array.from({ length: 1 + Math.floor(next() * 25) }, () => {
          const lo = Math.floor(next() * 50);
          return [next() < 0.5 ? 'a' : 'b', lo, lo + Math.floor(next() * 20)];
        });
        const ix = index(rows, withEnd);
        for (const key of ['a', 'b', 'c'])
          for (let v = -2; v <= 75; v += 0.5)
            expect([key, v, ix.range([key], v)]).toEqual([key, v, expected(rows, key, v, withEnd)]);
      }
    });
  }
});

describe('rows read from the text', () => {
  it('answer cells in declared order, whatever the header order, with quoting taken off', () => {
    const decl: TableDeclaration = {
      kind: 'lookup',
      columns: [
        { name: 'k', dataType: 'string' },
        { name: 'v', dataType: 'string' },
      ],
      keys: [0],
    };
    // The header said v,k: field 1 holds column k.
    const text = 'b,a\r\n"x, ""y""",plain\n"line\r\nbreak",""\n';
    const keys = new DictBuilder();
    keys.add('plain');
    keys.add('');
    const data = buildIndex(decl, { text, rows: Uint32Array.of(5, 22), fieldOf: [1, 0] }, 2, keys);
    const index = new TableIndex(decl, data);
    expect(index.row(index.lookup(['PLAIN']))).toEqual({ k: 'plain', v: 'x, "y"' });
    expect(index.row(1)).toEqual({ k: '', v: 'line\r\nbreak' });
    expect(new RowReader(data).cell(0, 1)).toBe('x, "y"');
  });
});

describe('constraint values', () => {
  const decl: TableDeclaration = {
    kind: 'constraint',
    columns: [
      { name: 'state', dataType: 'string' },
      { name: 'county', dataType: 'string' },
    ],
    keys: [],
  };
  it('answer each spelling of a value once, in first-seen order, one spelling or several', () => {
    const index = new TableIndex(
      decl,
      indexOfRows(decl, [
        ['IL', 'Cook'],
        ['il', 'Lake'],
        ['TX', 'Harris'],
        ['IL', 'cook'],
        ['TX', 'Travis'],
        ['IL', 'Cook'],
      ]),
    );
    expect(index.constraints(new Map())).toEqual({
      state: ['IL', 'il', 'TX'],
      county: ['Cook', 'Lake', 'Harris', 'cook', 'Travis'],
    });
    expect(index.constraints(new Map([[0, ['il']]]))).toEqual({
      state: ['IL', 'il'],
      county: ['Cook', 'Lake', 'cook'],
    });
    expect(index.constraints(new Map([[0, ['tx']]]), [1])).toEqual({ county: ['Harris', 'Travis'] });
  });

  it('answer one value per where column as the rows say, for every set of where columns (random rows)', () => {
    const decl3: TableDeclaration = {
      kind: 'constraint',
      columns: [
        { name: 'a', dataType: 'string' },
        { name: 'b', dataType: 'string' },
        { name: 'n', dataType: 'decimal' },
      ],
      keys: [],
    };
    const rnd = random(23);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const rows = Array.from({ length: 400 }, () => [
      pick(['x', 'X', 'y', 'z']),
      pick(['p', 'q', 'Q', 'r', 's']),
      pick(['1', '1.0', '2', '3.5']),
    ]);
    const index = new TableIndex(decl3, indexOfRows(decl3, rows));
    const same = (c: number, cell: string, v: string) =>
      c === 2 ? Number(cell) === Number(v) : cell.toLowerCase() === v.toLowerCase();
    const expected = (where: [number, string][], column: number) => {
      const out: string[] = [];
      for (const r of rows)
        if (where.every(([c, v]) => same(c, r[c]!, v)) && !out.includes(r[column]!)) out.push(r[column]!);
      return out;
    };
    const values = [
      ['x', 'Y', 'w'],
      ['q', 'S', 'none'],
      ['1', '2.00', '3.5', '9'],
    ];
    for (const on of [[0], [1], [2], [0, 1], [0, 2], [1, 2], [0, 1, 2]])
      for (let trial = 0; trial < 12; trial++) {
        const where = on.map((c) => [c, pick(values[c]!)] as [number, string]);
        const answer = index.constraints(new Map(where.map(([c, v]) => [c, [v]])));
        for (const c of [0, 1, 2]) expect(answer[decl3.columns[c]!.name]).toEqual(expected(where, c));
        // Asked again (from the grouping kept), and through the rows (two values per column).
        expect(index.constraints(new Map(where.map(([c, v]) => [c, [v]])))).toEqual(answer);
        expect(index.constraints(new Map(where.map(([c, v]) => [c, [v, v]])))).toEqual(answer);
      }
  });
});
