// What `npm test` needs beyond `npm ci`, checked before anything starts, so that a missing piece is
// said in one line rather than as failing files minutes later: the Node the install was built for,
// Chromium for the browser tests, and for the packaging tests (not with --fast) a C/C++ toolchain
// (node-gyp compiles the SQLite driver where no prebuilt one downloads) and the npm registry.
// Exits 2 naming each missing piece and what provides it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { nodeMismatch } from '../server/node-check.mjs';

const fast = process.argv.includes('--fast');
const ok = (cmd: string, args: string[] = ['--version']) =>
  spawnSync(cmd, args, { stdio: 'ignore', timeout: 20_000 }).status === 0;

const node = nodeMismatch();
if (node !== undefined) {
  console.error(node);
  process.exit(2);
}

const missing: string[] = [];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  missing.push(
    `Chromium at ${chromium} for the browser tests (Debian: apt-get install chromium; elsewhere set CHROMIUM_PATH)`,
  );
}
if (!fast) {
  const cc = process.env.CC?.split(' ').at(-1) ?? 'cc';
  const cxx = process.env.CXX?.split(' ').at(-1) ?? 'c++';
  const tools = [cc, cxx, 'make', 'python3'].filter((t) => !ok(t));
  if (tools.length)
    missing.push(
      `${tools.join(', ')} for the packaging tests, which compile the SQLite driver ` +
        '(Debian: apt-get install build-essential python3)',
    );
  if (!ok('npm', ['ping']))
    missing.push('the npm registry (npm ping fails), from which the packaging tests install');
}
if (missing.length) {
  console.error(
    `npm ${fast ? 'run test:fast' : 'test'} cannot start: missing ${missing.join('; ')}` +
      (fast ? '' : '. npm run test:fast runs everything but the packaging tests'),
  );
  process.exit(2);
}
