// The offline configuration check: one defect per case, each found with its path (and file and
// line where it comes from a file); and, fed mutations of the example configuration, it answers
// problems and never throws.
import { readdirSync, readFileSync } from 'node:fs';
import AdmZip from 'adm-zip';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { problemLine, type ConfigProblem } from '../product/index.js';
import {
  checkConfigFiles,
  type CheckLimits,
  type ConfigChecker,
  type ConfigFiles,
  type TableFile,
} from './config-check.js';

type Config = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FIXTURE = new URL('../../../tests/fixtures/homeowners/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, FIXTURE), 'utf8');
const LIMITS: CheckLimits = { tableBytes: 1024 * 1024, tableRows: 1000 };

const csvs = (): Record<string, string> =>
  Object.fromEntries(
    readdirSync(FIXTURE)
      .filter((f) => f.endsWith('.csv'))
      .map((f) => [f, read(f)]),
  );
const plugins = (): Record<string, string> =>
  Object.fromEntries(
    readdirSync(new URL('plugins/', FIXTURE)).map((f) => [`plugins/${f}`, read(`plugins/${f}`)]),
  );

const tableFile = (name: string, text: string): TableFile => {
  const bytes = Buffer.from(text);
  return { name, size: bytes.length, read: async (max) => (bytes.length > max ? undefined : bytes) };
};

interface Folder {
  /** config.json as text (default: the fixture's). */
  text?: string;
  config?: (c: Config) => void;
  tables?: Record<string, string>;
  plugins?: Record<string, string>;
}

/** A configuration folder as the command reads it: config.json (zipped with plugins/ when there are any) and the CSVs. */
function folder(f: Folder = {}): ConfigFiles {
  let text = f.text ?? read('config.json');
  if (f.config) {
    const c = JSON.parse(text) as Config;
    f.config(c);
    text = JSON.stringify(c, null, 2);
  }
  const tables = Object.entries(f.tables ?? csvs()).map(([name, csv]) => tableFile(name, csv));
  const sources = f.plugins ?? {};
  if (!Object.keys(sources).length)
    return { body: { name: 'config.json', bytes: Buffer.from(text), zip: false }, tables };
  const zip = new AdmZip();
  zip.addFile('config.json', Buffer.from(text));
  for (const [name, source] of Object.entries(sources)) zip.addFile(name, Buffer.from(source));
  return { body: { name: 'config.json', bytes: zip.toBuffer(), zip: true }, tables };
}

const check = (files: ConfigFiles) => checkConfigFiles(files, { limits: LIMITS });
const errors = (problems: ConfigProblem[]) => problems.filter((p) => p.severity !== 'warning');

describe('the configuration check', () => {
  it('finds nothing wrong with the example tenant, its tables and plugins', async () => {
    expect(await check(folder({ plugins: plugins() }))).toEqual([]);
  });

  it('malformed JSON: where the text stops being JSON', async () => {
    const text = read('config.json').replace('"Dwelling": {', '"Dwelling": {,');
    const [p, ...more] = await check(folder({ text }));
    expect(more).toEqual([]);
    expect(p).toMatchObject({ path: '', file: 'config.json', line: 31 });
    expect(p!.message).toMatch(/^config\.json is not valid JSON at line 31, column \d+: /);
  });

  it('JSON nested deeper than a deploy takes', async () => {
    const text = `{"accounts": ${'['.repeat(100)}${']'.repeat(100)}}`;
    expect(await check(folder({ text }))).toEqual([
      { path: '', file: 'config.json', message: 'config.json is nested more than 64 levels deep' },
    ]);
  });

  it('a misspelled reference, with the nearest declared name and the line it is on', async () => {
    const problems = await check(
      folder({ config: (c) => (c.exposures.Dwelling.data.county.constraint.table = 'StateCounti') }),
    );
    expect(problems.map(problemLine)).toEqual([
      'config.json:76: error: exposures.Dwelling.data.county.constraint: table "StateCounti" is not declared in constraintTables; did you mean "StateCounty"?',
    ]);
  });

  it('circular extends', async () => {
    const problems = await check(
      folder({
        config: (c) => {
          c.exposures.Dwelling.extend = 'Building';
          c.exposures.Building = { extend: 'Dwelling', data: {} };
        },
      }),
    );
    expect(errors(problems).map((p) => [p.path, p.message])).toEqual([
      ['exposures.Dwelling.extend', 'extending "Building" forms a cycle'],
      ['exposures.Building.extend', 'extending "Dwelling" forms a cycle'],
    ]);
  });

  it('names that collide: an element type in two sections, a key given twice, two CSVs for one table', async () => {
    const twice = await check(folder({ config: (c) => (c.coverages.Dwelling = { data: {} }) }));
    expect(errors(twice).map(problemLine)).toEqual([
      expect.stringMatching(
        /^config\.json:\d+: error: coverages\.Dwelling: element type "Dwelling" is already declared in exposures$/,
      ),
    ]);
    const text = read('config.json').replace(
      '"coverages": {',
      '"coverages": {\n    "Contents": { "data": {} },',
    );
    expect(await check(folder({ text }))).toEqual([
      {
        path: 'coverages.Contents',
        file: 'config.json',
        line: 53,
        message: 'is given twice in one object (lines 52 and 53); only the last counts',
      },
    ]);
    const tables = { ...csvs(), 'TerritoryRates.csv': read('territory-rates.csv') };
    expect(await check(folder({ tables }))).toEqual([
      {
        path: 'tables.TerritoryRates',
        file: 'TerritoryRates.csv',
        message: 'names the same table as territory-rates.csv',
      },
    ]);
  });

  it('a CSV that names no table, with the nearest', async () => {
    const tables = { ...csvs(), 'territory-rate.csv': 'x\n1\n' };
    expect((await check(folder({ tables }))).map(problemLine)).toEqual([
      'territory-rate.csv: error: names no declared table (tables, rangeTables, constraintTables); did you mean "TerritoryRates"?',
    ]);
  });

  const csvCases: [string, string, (csv: string) => string, string[]][] = [
    [
      'a wrong header',
      'state-county.csv',
      (csv) => csv.replace('state,county', 'state,countyy'),
      [
        'state-county.csv:1: error: constraintTables.StateCounty: column "countyy": is not a declared column of this table',
        'state-county.csv:1: error: constraintTables.StateCounty: column "county": is declared but missing from the header',
      ],
    ],
    [
      'a duplicate key',
      'territory-rates.csv',
      (csv) => `${csv}IL,Cook,1.00,999\n`,
      [
        'territory-rates.csv:9: error: tables.TerritoryRates: column "state, county": repeats the key of line 2; keys must be unique',
      ],
    ],
    [
      'a cell not of its column type',
      'territory-rates.csv',
      (csv) => csv.replace('IL,Lake,701.25,103', 'IL,Lake,701.25,one-o-three'),
      [
        'territory-rates.csv:4: error: tables.TerritoryRates: column "territoryCode": "one-o-three" is not an int',
      ],
    ],
    [
      'range bounds out of order',
      'age-of-home-factors.csv',
      (csv) => csv.replace('frame,11,30,1.00', 'frame,30,11,1.00'),
      [
        'age-of-home-factors.csv:3: error: rangeTables.AgeOfHomeFactors: column "minAge": the range starts at 30, after its end 11 (maxAge)',
      ],
    ],
  ];
  it.each(csvCases)('a CSV with %s', async (_, file, change, expected) => {
    const tables = { ...csvs(), [file]: change(read(file)) };
    expect((await check(folder({ tables }))).map(problemLine)).toEqual(expected);
  });

  it('a CSV larger than a table upload takes is not read at all', async () => {
    const huge: TableFile = {
      name: 'territory-rates.csv',
      size: 1024 ** 3,
      read: () => Promise.reject(new Error('read')),
    };
    const files = folder({ tables: {} });
    // The other declared tables have no CSV here, and are reported apart.
    const problems = await check({ ...files, tables: [huge] });
    expect(problems.filter((p) => p.path === 'tables.TerritoryRates')).toEqual([
      {
        path: 'tables.TerritoryRates',
        file: 'territory-rates.csv',
        message: `is larger than the ${LIMITS.tableBytes} bytes a table upload takes`,
      },
    ]);
  });

  it('a plugin that does not compile, at its file and line', async () => {
    const homes = read('plugins/homes.ts');
    const sources = { ...plugins(), 'plugins/homes.ts': `${homes}export const x = (;\n` };
    // The broken line is the one after the file's own lines.
    const line = homes.split('\n').length;
    expect(await check(folder({ plugins: sources }))).toEqual([
      { path: 'plugins', file: 'plugins/homes.ts', line, message: 'Unexpected ";"' },
    ]);
  });

  it('a ZIP bomb is refused before anything is inflated', async () => {
    const zip = new AdmZip();
    zip.addFile('config.json', Buffer.alloc(64 * 1024 * 1024, 32));
    const problems = await check({ body: { name: 'bomb.zip', bytes: zip.toBuffer(), zip: true } });
    expect(problems).toEqual([
      {
        path: '',
        file: 'bomb.zip',
        message: 'The ZIP declares more than 16777216 bytes once uncompressed',
      },
    ]);
  });

  it('warns of charges declared with nothing to rate them, as a deploy warns', async () => {
    const unrated = (why: string) => ({
      path: 'products.Homeowners.charges',
      file: 'config.json',
      line: 23,
      severity: 'warning',
      message: `declares charges, but ${why}: quotes would be priced with no charge; add plugins/index.ts exporting rate`,
    });
    expect(await check(folder({}))).toEqual([unrated('it has no plugins/')]);
    const { 'plugins/index.ts': index, ...rest } = plugins();
    const norate = { ...rest, 'plugins/index.ts': index!.replace('export const rate', 'const rate') };
    expect(await check(folder({ plugins: norate }))).toEqual([unrated('its plugins/ export no rate')]);
  });

  it('runs further checkers once everything else passed, and adds their problems', async () => {
    const seen: string[] = [];
    const checker: ConfigChecker = ({ config, plugins, configFile }) => {
      seen.push(`${configFile}:${Object.keys(config).length > 0}:${plugins?.size ?? 0}`);
      return [{ path: 'plugins', file: 'plugins/index.ts', line: 3, message: 'typed wrong' }];
    };
    const ok = await checkConfigFiles(folder({ plugins: plugins() }), {
      limits: LIMITS,
      checkers: [checker],
    });
    expect(ok).toEqual([{ path: 'plugins', file: 'plugins/index.ts', line: 3, message: 'typed wrong' }]);
    expect(seen).toEqual(['config.json:true:2']);
    await checkConfigFiles(folder({ config: (c) => delete c.products }), {
      limits: LIMITS,
      checkers: [checker],
    });
    expect(seen).toHaveLength(1);
  });
});

describe('the configuration check under mutation', () => {
  const base = JSON.parse(read('config.json')) as Config;
  /** Every path to a value of the example configuration. */
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, at: (string | number)[]) => {
    paths.push(at);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
  };
  walk(base, []);

  const mutated = (
    path: (string | number)[],
    how: 'set' | 'delete' | 'rename',
    value: unknown,
    name: string,
  ) => {
    const c = structuredClone(base);
    if (!path.length) return how === 'set' ? value : c;
    let parent: any = c; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const k of path.slice(0, -1)) parent = parent[k];
    const last = path.at(-1)!;
    if (how === 'set') parent[last] = value;
    else if (how === 'delete') delete parent[last];
    else if (!Array.isArray(parent)) {
      parent[name] = parent[last];
      delete parent[last];
    }
    return c;
  };

  const noThrow = async (files: ConfigFiles) => {
    const problems = await check(files);
    for (const p of problems) {
      expect(typeof p.path).toBe('string');
      expect(typeof p.message).toBe('string');
    }
  };

  it('answers problems for any value put anywhere, any key deleted or renamed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.constantFrom('set', 'delete', 'rename'),
        fc.jsonValue({ maxDepth: 3 }),
        fc.oneof(
          fc.string(),
          fc.constantFrom('extend', 'isKey', 'rangeStart', 'columns', 'constraint', '__proto__'),
        ),
        async (path, how, value, name) => {
          const text = JSON.stringify(mutated(path, how as 'set', value, name), null, 2) ?? 'null';
          await noThrow(folder({ text }));
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('answers problems for config.json and CSV text cut, repeated or spliced', async () => {
    const config = read('config.json');
    const tables = csvs();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('config.json', ...Object.keys(tables)),
        fc.nat(),
        fc.nat(40),
        fc.string({ unit: 'binary', maxLength: 20 }),
        async (file, at, cut, insert) => {
          const splice = (s: string) =>
            s.slice(0, at % (s.length + 1)) + insert + s.slice((at % (s.length + 1)) + cut);
          if (file === 'config.json') await noThrow(folder({ text: splice(config) }));
          else await noThrow(folder({ tables: { ...tables, [file]: splice(tables[file]!) } }));
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('answers problems for plugin sources cut or spliced', async () => {
    const sources = plugins();
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.nat(20), fc.string({ maxLength: 10 }), async (at, cut, insert) => {
        const s = sources['plugins/index.ts']!;
        const i = at % (s.length + 1);
        await noThrow(
          folder({ plugins: { ...sources, 'plugins/index.ts': s.slice(0, i) + insert + s.slice(i + cut) } }),
        );
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
