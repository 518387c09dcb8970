#!/usr/bin/env node
// The insuite command. In a checkout it runs the CLI's TypeScript sources through tsx, with the
// repository's tsconfig (so `@insuite/client` is the SDK's sources): `npm ci` is enough, nothing to
// build first, and an edit shows on the next run. The installed package carries no sources but the
// CLI compiled to JavaScript (dist/cli.mjs), which runs with no loader.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkNode } from '../node-check.mjs';

// Another Node than the install's would fail on its native modules with a stack trace: one line.
checkNode();

const sources = new URL('../cli/main.ts', import.meta.url);
if (existsSync(sources)) {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
  await import(sources.href);
} else {
  await import(new URL('../dist/cli.mjs', import.meta.url).href);
}
