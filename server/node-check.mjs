// Which Node.js the install was made for, and a one-line refusal when another one runs it. The
// native modules (better-sqlite3, argon2) are compiled for one Node ABI (NODE_MODULE_VERSION) when
// `npm ci` runs; under another Node they fail to load, with a stack trace or a crash and no
// output. `eval "$(scripts/use-node.sh …)"` changes one shell only, so a second terminal easily
// runs the machine's default Node. Every entry point (npm start, the insuite command, the test
// run) calls checkNode() before it loads anything native. Plain JavaScript: it runs before any
// loader.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Written by the root's `prepare` script (`npm ci`, `npm install`) in a checkout. */
const RECORD = new URL('../node_modules/.insuite-node.json', import.meta.url);

/** Node's major version for each NODE_MODULE_VERSION it has had lately. */
const MAJOR_OF_ABI = { 108: 18, 115: 20, 120: 21, 127: 22, 131: 23, 137: 24, 141: 25 };

/** Whether this is a checkout (scripts/use-node.sh beside the server), not an installed package. */
const inCheckout = () => existsSync(new URL('../scripts/use-node.sh', import.meta.url));

/**
 * The NODE_MODULE_VERSION a better-sqlite3 build is for: its build's config.gypi when it was
 * compiled here, else the symbol a non-Node-API addon exports (`node_register_module_v127`),
 * which a downloaded prebuilt binary has too.
 */
function builtFor(packageName) {
  let dir;
  try {
    dir = dirname(createRequire(import.meta.url).resolve(`${packageName}/package.json`));
  } catch {
    return undefined;
  }
  try {
    const gypi = readFileSync(join(dir, 'build', 'config.gypi'), 'utf8');
    const abi = /"node_module_version":\s*(\d+)/.exec(gypi);
    if (abi) return abi[1];
  } catch {
    // Not compiled here.
  }
  try {
    const addon = readFileSync(join(dir, 'build', 'Release', 'better_sqlite3.node')).toString('latin1');
    return /node_register_module_v(\d+)/.exec(addon)?.[1];
  } catch {
    return undefined;
  }
}

/** The Node the installed native modules were built for: `{ modules, version? }`, or undefined. */
export function installedFor() {
  // The builds' own records first: rewritten whenever better-sqlite3 is compiled again. 13 (the
  // package better-sqlite3) is on Node-API and says nothing of the Node; 12 (better-sqlite3-12)
  // is compiled for one Node ABI, in a checkout and in an app's install alike.
  const abi = builtFor('better-sqlite3') ?? builtFor('better-sqlite3-12');
  if (abi) return { modules: abi, ...recorded(abi) };
  const record = recorded();
  return record.modules ? record : undefined;
}

/** The Node releases the server package declares (`engines.node`), e.g. `^22.12.0 || ^24.0.0`. */
function enginesNode() {
  try {
    return JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).engines?.node;
  } catch {
    return undefined;
  }
}

/** Whether `version` is in a range of caret terms (`^22.12.0 || ^24.0.0`); true for other forms. */
export function nodeSupported(version, range = enginesNode()) {
  if (typeof range !== 'string') return true;
  const terms = range.split('||').map((t) => /^\s*\^(\d+)\.(\d+)\.(\d+)\s*$/.exec(t));
  if (terms.some((t) => !t)) return true;
  const [major, minor, patch] = version.split('.').map(Number);
  return terms.some(([, M, m, p]) => {
    if (major !== Number(M)) return false;
    return minor > Number(m) || (minor === Number(m) && patch >= Number(p));
  });
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
export function nodeMismatch(
  installed = installedFor(),
  running = process,
  { checkout = inCheckout(), engines = enginesNode() } = {},
) {
  const supported = nodeSupported(running.versions.node, engines);
  if (!installed || installed.modules === running.versions.modules) {
    // The same Node as the install's, or no native build to say which: only the releases it runs on.
    if (supported) return undefined;
    return `insuite: this is Node.js ${running.versions.node}, which insuite does not run on: it needs Node.js ${engines}`;
  }
  const major = MAJOR_OF_ABI[Number(installed.modules)];
  const wanted = installed.version ?? (major ? `${major}` : `with NODE_MODULE_VERSION ${installed.modules}`);
  const bring = !checkout
    ? `put Node.js ${wanted} first on PATH`
    : running.platform === 'linux' && running.arch === 'x64' && /^\d+\.\d+\.\d+$/.test(wanted)
      ? `run eval "$(scripts/use-node.sh ${wanted})" in this shell (each shell needs it)`
      : `put Node.js ${wanted} first on PATH (scripts/use-node.sh brings one on Linux x64: see the README)`;
  const reinstall = !supported
    ? `; insuite does not run on Node.js ${running.versions.node} (it needs ${engines})`
    : checkout
      ? ', or run npm ci to install for this one'
      : ', or install again (npm ci) under this one';
  return (
    `insuite: this install was built for Node.js ${wanted}, but this is Node.js ${running.versions.node}: ` +
    `${bring}${reinstall}`
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
