// After tsc: drops the JavaScript and source maps of modules that hold only types (their .js is an
// empty `export {};`, their map carries the whole source; their .d.ts files stay), and the source map
// of the generated operation table, whose JavaScript reads as its source does.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import console from 'node:console';
import { join } from 'node:path';
import { URL } from 'node:url';

const dist = new URL('dist/', import.meta.url).pathname;
let removed = 0;
for (const entry of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!entry.endsWith('.js')) continue;
  const file = join(dist, entry);
  const code = readFileSync(file, 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, '');
  const body = code
    .replace(/\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim();
  if (entry.endsWith('client-operations.js')) {
    writeFileSync(file, code.trimEnd() + '\n');
    rmSync(`${file}.map`);
    continue;
  }
  if (body !== 'export {};') continue;
  rmSync(file);
  rmSync(`${file}.map`, { force: true });
  removed++;
}
console.log(`removed the JavaScript of ${removed} type-only modules`);
