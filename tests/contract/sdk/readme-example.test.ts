// The table example of docs/sdk-and-cli.md is type-checked against the built SDK and run against a server, so
// it cannot drift from what the SDK offers.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../support/server.js';
import { tenant } from '../../support/given.js';

const MARK = '<!-- sdk-tables-example: compiled and run by tests/contract/sdk/readme-example.test.ts -->';

function example(): string {
  const readme = readFileSync(
    fileURLToPath(new URL('../../../docs/sdk-and-cli.md', import.meta.url)),
    'utf8',
  );
  const at = readme.indexOf(MARK);
  expect(at).toBeGreaterThan(0);
  const m = /```ts\n([\s\S]*?)```/.exec(readme.slice(at));
  return m![1]!;
}

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('the table example of docs/sdk-and-cli.md', () => {
  // Under node_modules, where '@insuite/client' resolves as from the checkout and neither git nor
  // the lint looks, so a run leaves nothing in the checkout even while it runs.
  const dir = fileURLToPath(new URL('../../../node_modules/.cache/insuite-docs-example/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'example.ts');
  const js = join(dir, 'example.mjs');

  it('compiles against the built SDK and runs', async () => {
    const code = example();
    try {
      writeFileSync(file, code);
      const program = ts.createProgram([file], {
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
        types: ['node'],
        strict: true,
        noEmit: true,
        skipLibCheck: true,
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);

      writeFileSync(
        js,
        ts.transpileModule(code, {
          compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
        }).outputText,
      );
      process.env.INSUITE_URL = s.baseUrl;
      process.env.INSUITE_TOKEN = s.adminToken;
      process.env.INSUITE_TENANT = await tenant(s.admin);
      const mod = (await import(pathToFileURL(js).href)) as { rows: unknown };
      expect(mod.rows).toEqual([
        { state: 'IL', county: 'Cook', baseRate: '812.50', territoryCode: '101' },
        { state: 'TX', county: 'Travis', baseRate: '1044.75', territoryCode: '202' },
      ]);
    } finally {
      // Files of this worker that run next must not see this server's settings.
      for (const name of ['INSUITE_URL', 'INSUITE_TOKEN', 'INSUITE_TENANT']) delete process.env[name];
      rmSync(file, { force: true });
      rmSync(js, { force: true });
    }
  }, 120_000);
});
