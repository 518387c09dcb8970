// The README's "Configurations as code" block, run as a newcomer pastes it: through bash, at the
// top of the checkout, with no server. It must check the example configuration, write its types,
// refuse a misspelt copy naming the file, line and nearest name, and leave the checkout as it was.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { engine } from '../support/server.js';

const ROOT = resolve(import.meta.dirname, '../..');
const MARK = '<!-- config tour: run by tests/cli/config-tour.test.ts -->';
const run = promisify(execFile);

function block(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const at = readme.indexOf(MARK);
  expect(at).toBeGreaterThan(0);
  return /```sh\n([\s\S]*?)```/.exec(readme.slice(at))![1]!;
}

async function checkoutState(): Promise<string> {
  const r = await run('git', ['status', '--porcelain', '--ignored', '--', '.', ':!tests'], { cwd: ROOT });
  return r.stdout;
}

// The block needs no server, so the engine plays no part: it runs once.
describe.skipIf(engine() === 'postgresql')("the README's configuration block", () => {
  it('checks, writes the types, refuses the misspelt copy and leaves the checkout as it was', async () => {
    const before = await checkoutState();
    const r = await run('bash', ['-c', block()], { cwd: ROOT, timeout: 240_000 });
    expect(r.stdout).toContain('valid: no problems');
    expect(r.stdout).toContain('1. Checked the example configuration');
    expect(r.stdout).toMatch(/TerritoryRates: \{\n.*\n\s+key: \[state: string, county: string\];/);
    expect(r.stdout).toContain('2. Wrote its types');
    expect(r.stdout).toMatch(
      /broken\/config\.json:\d+: error: products\.Homeowners\.contents\[0\]: .*"Dweling".*did you mean "Dwelling"\?/,
    );
    expect(r.stdout).toContain('3. The misspelt copy was refused');
    expect(await checkoutState()).toBe(before);
  });
});
