// The plugins' type-check against the tenant's generated types: the example tenant's plugins
// compile; a plugin that names a missing table, passes a key of the wrong length, misreads a row
// or rates an undeclared charge is reported at its file and line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeCheckPlugins } from './type-check.js';

const FIXTURE = resolve(import.meta.dirname, '../../../tests/fixtures/homeowners');
const config = JSON.parse(readFileSync(join(FIXTURE, 'config.json'), 'utf8')) as Record<string, unknown>;
const encoder = new TextEncoder();
const plugins = () =>
  new Map(
    readdirSync(join(FIXTURE, 'plugins')).map((f) => [
      `plugins/${f}`,
      new Uint8Array(readFileSync(join(FIXTURE, 'plugins', f))),
    ]),
  );

const BROKEN = `import type { RatePlugin } from '@insuite/client/plugin';
import type { Tenant } from '../tenant-types.js';

export const rate: RatePlugin<Tenant> = ({ quote, tables }) => {
  const missing = tables.lookup('TerritoryRate', ['IL', 'Cook']);
  const short = tables.lookup('TerritoryRates', ['IL']);
  const row = tables.lookup('TerritoryRates', ['IL', 'Cook']);
  const d = quote.element.elements[0]!;
  return {
    items: [
      { elementLocator: d.locator, chargeType: 'fee', rate: row?.rate ?? '0' },
      { elementLocator: String(missing ?? short), chargeType: 'premium', amount: 1 },
    ],
  };
};
`;

describe('typeCheckPlugins', () => {
  it("finds no problem in the example tenant's plugins, with the types generated from its configuration", async () => {
    expect(await typeCheckPlugins({ config, plugins: plugins() })).toEqual([]);
  }, 60_000);

  it('knows the types of decimal.js, which a plugin may import: a misuse is reported, a use is not', async () => {
    const files = plugins();
    files.set(
      'plugins/money.ts',
      encoder.encode(`import Decimal from 'decimal.js';
export const total = (a: string, b: string): string => new Decimal(a).plus(b).toFixed(2);
export const wrong = (a: string): number => new Decimal(a).toFixed(2);
`),
    );
    const problems = await typeCheckPlugins({ config, plugins: files });
    expect(problems.map((p) => [p.file, p.line])).toEqual([['plugins/money.ts', 3]]);
  }, 60_000);

  it('reports each type error of a broken plugin at its file and line', async () => {
    const files = plugins();
    files.set('plugins/index.ts', encoder.encode(BROKEN));
    const problems = await typeCheckPlugins({ config, plugins: files });
    const at = (line: number) => problems.filter((p) => p.file === 'plugins/index.ts' && p.line === line);
    expect(problems.every((p) => p.severity === 'error')).toBe(true);
    expect(
      at(5)
        .map((p) => p.message)
        .join('\n'),
    ).toContain('"TerritoryRate"');
    expect(
      at(6)
        .map((p) => p.message)
        .join('\n'),
    ).toContain('[string]');
    expect(
      at(11)
        .map((p) => p.message)
        .join('\n'),
    ).toMatch(/"fee".*"premium"|rate/s);
    expect(problems[0]!.path).toMatch(/^plugins\/index\.ts:\d+:\d+$/);
    expect(problems.length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('checks against the types it is given, and a plugin that imports no types still compiles', async () => {
    const files = new Map([
      ['plugins/index.ts', encoder.encode(`export const validate = () => ({ errors: [] as string[] });\n`)],
    ]);
    expect(
      await typeCheckPlugins({ config, plugins: files, types: 'export type Tenant = never;\n' }),
    ).toEqual([]);
    const typed = new Map([
      [
        'plugins/index.ts',
        encoder.encode(`import type { Tenant } from '../tenant-types.js';\nexport const t: Tenant = 1;\n`),
      ],
    ]);
    const problems = await typeCheckPlugins({
      config,
      plugins: typed,
      types: 'export type Tenant = string;\n',
    });
    expect(problems.map((p) => [p.file, p.line])).toEqual([['plugins/index.ts', 2]]);
  }, 60_000);
});
