// Which Node.js the install was made for, and a one-line refusal when another one runs it. The
// native modules (better-sqlite3, argon2) are compiled for one Node ABI (NODE_MODULE_VERSION) when
// `npm ci` runs; under another Node they fail to load, with a stack trace or a crash and no
// output. `eval "$(scripts/use-node.sh …)"` changes one shell only, so a second terminal easily
// runs the machine's default Node. Every entry point (npm start, the insuite command, the test
// run) calls checkNode() before it loads anything native. Plain JavaScript: it runs before any
// loader.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Written by the root's `prepare` script (`npm ci`, `npm install`) in a checkout. */
const RECORD = new URL('../node_modules/.insuite-node.json', import.meta.url);

/** Node's major version for each NODE_MODULE_VERSION it has had lately. */
const MAJOR_OF_ABI = { 108: 18, 115: 20, 120: 21, 127: 22, 131: 23, 137: 24, 141: 25 };

/** The Node the installed native modules were built for: `{ modules, version? }`, or undefined. */
export function installedFor() {
  // The build's own record first: it is rewritten whenever better-sqlite3 is compiled again.
  try {
    const pkg = createRequire(import.meta.url).resolve('better-sqlite3/package.json');
    const gypi = readFileSync(join(dirname(pkg), 'build', 'config.gypi'), 'utf8');
    const abi = /"node_module_version":\s*(\d+)/.exec(gypi);
    if (abi) return { modules: abi[1], ...recorded(abi[1]) };
  } catch {
    // A prebuilt binary was downloaded, or the package is missing: the install's record says.
  }
  const record = recorded();
  return record.modules ? record : undefined;
}

/** What the last install in this checkout recorded (its exact version, when it is for `modules`). */
function recorded(modules) {
  try {
    const record = JSON.parse(readFileSync(RECORD, 'utf8'));
    if (typeof record?.modules !== 'string' || (modules && record.modules !== modules)) return {};
    return {
      modules: record.modules,
      ...(typeof record.version === 'string' ? { version: record.version } : {}),
    };
  } catch {
    return {};
  }
}

/** The line that says what to run, or undefined when this Node is the one the install is for. */
export function nodeMismatch(installed = installedFor(), running = process) {
  if (!installed || installed.modules === running.versions.modules) return undefined;
  const major = MAJOR_OF_ABI[Number(installed.modules)];
  const wanted = installed.version ?? (major ? `${major}` : `with NODE_MODULE_VERSION ${installed.modules}`);
  const bring =
    running.platform === 'linux' && running.arch === 'x64' && /^\d+\.\d+\.\d+$/.test(wanted)
      ? `run eval "$(scripts/use-node.sh ${wanted})" in this shell (each shell needs it)`
      : `put Node.js ${wanted} first on PATH (scripts/use-node.sh brings one on Linux x64: see the README)`;
  return (
    `insuite: this install was built for Node.js ${wanted}, but this is Node.js ${running.versions.node}: ` +
    `${bring}, or run npm ci to install for this one`
  );
}

/** Exits with status 1 and one line on stderr when the running Node is not the install's. */
export function checkNode() {
  const line = nodeMismatch();
  if (line === undefined) return;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

// `node server/node-check.mjs --record`: the root's prepare script, after npm installed the modules.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv[2] === '--record') {
  const record = { version: process.versions.node, modules: process.versions.modules };
  try {
    writeFileSync(RECORD, `${JSON.stringify(record)}\n`);
  } catch {
    // No node_modules here (an install elsewhere): nothing to record.
  }
}
