// `insuite config check PATH` as a CI job runs it: no server, no token; its exit codes, its three
// output formats, and files it must not read whole (a ZIP bomb, a 1 GB CSV). Each kind of defect
// is pinned by the check's own tests (server/src/deploy/config-check.test.ts).
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AdmZip from 'adm-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insuite } from '../support/cli.js';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/homeowners');

let work: string;
/** A copy of the example tenant's folder, changed by `change`. */
function broken(name: string, change: (dir: string) => void): string {
  const dir = join(work, name);
  cpSync(FIXTURE, dir, { recursive: true });
  change(dir);
  return dir;
}
const edit = (file: string, from: string, to: string) =>
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));

let misspelled: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'insuite-check-'));
  misspelled = broken('misspelled', (dir) => {
    edit(
      join(dir, 'config.json'),
      '"table": "StateCounty",\n            "column": "county"',
      '"table": "StateCounti",\n            "column": "county"',
    );
    edit(join(dir, 'territory-rates.csv'), 'IL,Lake,701.25,103', 'IL,Lake,701.25,one');
    edit(join(dir, 'config.json'), '"defaultCurrency"', '"tabels": {},\n  "defaultCurrency"');
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('insuite config check', () => {
  it('exits 0 for the example tenant, without a server or a token', async () => {
    const r = await insuite(['config', 'check', FIXTURE], { url: 'http://127.0.0.1:9' });
    expect(r).toMatchObject({ code: 0, stdout: 'valid: no problems\n', stderr: '' });
  });

  it('exits 1 and prints a line per problem: file:line, severity, path, message with the nearest name', async () => {
    const r = await insuite(['config', 'check', misspelled]);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')).toEqual([
      `${join(misspelled, 'config.json')}:3: error: tabels: is not a known key here; did you mean "tables"?`,
      expect.stringMatching(
        new RegExp(
          `^${join(misspelled, 'config.json')}:\\d+: error: exposures\\.Dwelling\\.data\\.county\\.constraint: table "StateCounti" is not declared in constraintTables; did you mean "StateCounty"\\?$`,
        ),
      ),
      `${join(misspelled, 'territory-rates.csv')}:4: error: tables.TerritoryRates: column "territoryCode": "one" is not an int`,
      'not valid: 3 errors',
      '',
    ]);
  });

  it('--json prints { valid, problems: [{ path, message, severity, file?, line? }] }', async () => {
    const r = await insuite(['--json', 'config', 'check', misspelled]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { valid: boolean; problems: Record<string, unknown>[] };
    expect(report.valid).toBe(false);
    expect(report.problems).toHaveLength(3);
    expect(report.problems[2]).toEqual({
      path: 'tables.TerritoryRates',
      message: 'column "territoryCode": "one" is not an int',
      severity: 'error',
      file: join(misspelled, 'territory-rates.csv'),
      line: 4,
    });
    const valid = await insuite(['config', 'check', FIXTURE, '--format', 'json']);
    expect([valid.code, JSON.parse(valid.stdout)]).toEqual([0, { valid: true, problems: [] }]);
  });

  it('--format github prints workflow annotations', async () => {
    const r = await insuite(['config', 'check', misspelled, '--format', 'github']);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[2]).toBe(
      `::error file=${join(misspelled, 'territory-rates.csv')},line=4,title=tables.TerritoryRates::tables.TerritoryRates: column "territoryCode": "one" is not an int`,
    );
  });

  it('exits 2 on a usage error: no such path, an unknown format, a folder without config.json', async () => {
    for (const args of [[join(work, 'nope')], [FIXTURE, '--format', 'xml'], [join(FIXTURE, 'plugins')], []]) {
      const r = await insuite(['config', 'check', ...args]);
      expect([r.code, r.stdout]).toEqual([2, '']);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('refuses a ZIP bomb and a 1 GB CSV by their sizes, with a problem each and no stack trace', async () => {
    const zip = new AdmZip();
    zip.addFile('config.json', Buffer.alloc(64 * 1024 * 1024, 32));
    const bomb = join(work, 'bomb.zip');
    zip.writeZip(bomb);
    const r = await insuite(['config', 'check', bomb]);
    expect([r.code, r.stdout]).toEqual([
      1,
      `${bomb}: error: The ZIP declares more than 16777216 bytes once uncompressed\nnot valid: 1 error\n`,
    ]);

    // A sparse file: 1 GB long, no room taken on disk, and never read.
    const huge = broken('huge', (dir) => truncateSync(join(dir, 'territory-rates.csv'), 1024 ** 3));
    const big = await insuite(['config', 'check', huge]);
    expect([big.code, big.stdout, big.stderr]).toEqual([
      1,
      `${join(huge, 'territory-rates.csv')}: error: tables.TerritoryRates: is larger than the 536870912 bytes a table upload takes\nnot valid: 1 error\n`,
      '',
    ]);
  });

  it('checks a ZIP as a deploy takes it: the configuration and its plugins', async () => {
    const zip = new AdmZip();
    zip.addLocalFile(join(FIXTURE, 'config.json'));
    zip.addFile('plugins/index.ts', Buffer.from('export const rate = (;\n'));
    const file = join(work, 'tenant.zip');
    zip.writeZip(file);
    const r = await insuite(['config', 'check', file]);
    expect([r.code, r.stdout]).toEqual([
      1,
      'plugins/index.ts:1: error: plugins: Unexpected ";"\nnot valid: 1 error\n',
    ]);
  });
  it("type-checks the plugins against the configuration's own types: a misspelt table does not pass, whatever else is wrong", async () => {
    const dir = broken('plugin-types', (d) => {
      edit(join(d, 'plugins/index.ts'), "tables.lookup('TerritoryRates'", "tables.lookup('TerritoryRate'");
      // A bad CSV cell in the same run: reported too, and it does not stop the type check.
      edit(join(d, 'territory-rates.csv'), 'IL,Cook,812.50', 'IL,Cook,lots');
    });
    const r = await insuite(['config', 'check', dir]);
    expect(r.code).toBe(1);
    // The place is said once, with its column.
    expect(r.stdout).toMatch(
      new RegExp(
        `^${join(dir, 'plugins/index.ts')}:25:\\d+: error: Argument of type '"TerritoryRate"' is not assignable to parameter of type '"TerritoryRates"`,
        'm',
      ),
    );
    expect(r.stdout).toMatch(
      new RegExp(`^${join(dir, 'territory-rates.csv')}:\\d+: error: tables\\.TerritoryRates: `, 'm'),
    );
  });
  it("checks each field's scope offline as a deploy does: its line, what is wrong, the capital meant", async () => {
    const dir = broken('scopes', (d) => {
      const config = join(d, 'config.json');
      edit(config, '"yearBuilt": { "type": "int",', '"yearBuilt": { "type": "int", "scope": "P",');
      edit(config, '"channel": { "type": "string",', '"channel": { "type": "string", "scope": "QQ, q",');
      // Written as published, with spaces: no problem.
      edit(
        config,
        '"constructionType": { "type": "string",',
        '"constructionType": { "type": "string", "scope": "Q, P",',
      );
    });
    const r = await insuite(['config', 'check', dir]);
    const config = join(dir, 'config.json');
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n').filter((l) => l.includes('scope'))).toEqual([
      `${config}:26: error: products.Homeowners.data.channel.scope: "q" is not a scope (one of QQ, Q, P); did you mean "Q"?`,
      `${config}:47: error: exposures.Dwelling.data.yearBuilt.scope: "P" needs "Q" as well: a quote holds all the data its policy is issued with`,
    ]);
    expect(r.stdout).toMatch(/^not valid: 2 errors$/m);
  });

  it('warns of range gaps and overlaps and of a declared table without its CSV', async () => {
    const dir = broken('ranges', (d) => {
      edit(join(d, 'age-of-home-factors.csv'), 'frame,11,30,1.00', 'frame,12,30,1.00');
      edit(join(d, 'age-of-home-factors.csv'), 'frame,31,60,1.15', 'frame,25,60,1.15');
      rmSync(join(d, 'state-county.csv'));
    });
    const r = await insuite(['config', 'check', dir]);
    expect(r.code).toBe(0);
    const csv = join(dir, 'age-of-home-factors.csv');
    expect(r.stdout.split('\n')).toEqual(
      expect.arrayContaining([
        `${csv}:3: warning: rangeTables.AgeOfHomeFactors: no row covers the values between 10 (line 2) and 12 for key frame: a gap`,
        `${csv}:4: warning: rangeTables.AgeOfHomeFactors: the range 25 to 60 for key frame overlaps the range 12 to 30 of line 3`,
        expect.stringMatching(
          /warning: constraintTables\.StateCounty: has no CSV in the folder \(such as state-county\.csv\)/,
        ),
      ]),
    );
  });
});
