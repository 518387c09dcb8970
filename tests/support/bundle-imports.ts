// The packages a folder of bundles (esbuild's output) imports from node_modules: what the bundles
// left to be installed beside them.
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';

// Static imports, import() and require() as esbuild writes them, and the server's own requires of
// packages loaded when first needed (`createRequire(import.meta.url)('yaml')`); not code held in
// strings (AJV's code generation) or in type comments (`{import('knex').Config}`).
const IMPORTS =
  /(?:^(?:import|export)\b[^;]*?\bfrom\s*|^import\s*|(?<![\w$.{])import\(|(?<![\w$.'"`])(?:__)?require\(|\bcreateRequire\(import\.meta\.url\)\()["']([^"'./][^"']*)["']/gm;

/** The names of the packages the .mjs and .cjs files of `dir` import (Node's own modules left out). */
export function packagesImported(dir: string): Set<string> {
  const imported = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => /\.(mjs|cjs)$/.test(f))) {
    const code = readFileSync(join(dir, file), 'utf8');
    for (const [, specifier] of code.matchAll(IMPORTS)) {
      if (isBuiltin(specifier!)) continue;
      imported.add(/^@[^/]+\/[^/]+|^[^/]+/.exec(specifier!)![0]);
    }
  }
  return imported;
}
