// `npm run pack [-- DEST]`: the tarballs of @insuite/server and @insuite/client, written to DEST
// (the current folder by default). The server's tarball is the one `npm pack ./server` makes
// (its prepack compiles the package, bundling its JavaScript dependencies into dist/), with the
// bundled packages declared: each is in the manifest's `dependencies` and `bundleDependencies`,
// and ships as its package.json alone (name, version, licence), at the place it had in this
// checkout's node_modules. An app's install then records every package the server runs, bundled
// or not, with its version (its package-lock.json, `npm ls`), where `npm audit` and Dependabot
// see it, and installs no second copy of their code (docs/server-package.md).
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUNDLED_LIST, PACKAGE_EXTERNAL } from '../server/build.mjs';

const top = resolve(import.meta.dirname, '..');
const OWN = '/server/node_modules/';
const dest = resolve(process.argv[2] ?? '.');

interface Manifest {
  name: string;
  version: string;
  license?: string;
  repository?: unknown;
  dependencies?: Record<string, string>;
  bundleDependencies?: string[];
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}
const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** Where Node would find package `name` from the package in `dir` (a folder relative to the top). */
function resolvedFrom(dir: string, name: string, bundled: Set<string>): string | undefined {
  for (let at = dir; ;) {
    const candidate = `${at}/node_modules/${name}`;
    if (bundled.has(candidate)) return candidate;
    if (existsSync(join(top, candidate, 'package.json'))) return undefined; // installed, not bundled
    if (at === '') return undefined;
    const up = at.lastIndexOf('/node_modules/');
    at = up < 0 ? '' : at.slice(0, up);
  }
}

/** The bundled package's manifest as shipped: who it is, and which of the bundled ones it uses. */
function stubOf(dir: string, bundled: Set<string>): Manifest {
  const real = readManifest(join(top, dir));
  const dependencies: Record<string, string> = {};
  for (const name of Object.keys({ ...real.dependencies })) {
    const found = resolvedFrom(dir, name, bundled);
    if (found) dependencies[name] = readManifest(join(top, found)).version;
  }
  return {
    name: real.name,
    version: real.version,
    license: real.license,
    ...(real.repository ? { repository: real.repository } : {}),
    ...(Object.keys(dependencies).length ? { dependencies } : {}),
  };
}

const work = mkdtempSync(join(tmpdir(), 'insuite-pack-'));
try {
  execFileSync('npm', ['pack', './server', './client', '--pack-destination', work], {
    cwd: top,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, INSUITE_PACK: '1' },
  });
  const [serverTarball] = readdirSync(work).filter((f) => f.startsWith('insuite-server-'));
  const [clientTarball] = readdirSync(work).filter((f) => f.startsWith('insuite-client-'));
  if (!serverTarball || !clientTarball) throw new Error(`npm pack wrote ${readdirSync(work).join(', ')}`);
  const stage = join(work, 'stage');
  mkdirSync(stage);
  execFileSync('tar', ['-xzf', join(work, serverTarball), '-C', stage]);
  const pkg = join(stage, 'package');

  // Prefixed with '' so that a top-level package's folder is `/node_modules/x` like a nested one's.
  const dirs = (JSON.parse(readFileSync(BUNDLED_LIST, 'utf8')) as string[]).map((d) => `/${d}`);
  const bundled = new Set(dirs);
  const manifest = readManifest(pkg);
  const dependencies = { ...manifest.dependencies };
  const bundleDependencies: string[] = [];
  const placed = new Set<string>();
  for (const dir of dirs) {
    // The server's own node_modules (a version other than the top's) is the package's.
    const relative = dir.startsWith(OWN) ? dir.slice('/server/'.length) : dir.slice(1);
    if (placed.has(relative)) throw new Error(`two bundled packages at ${relative}`);
    placed.add(relative);
    const stub = stubOf(dir, bundled);
    if (PACKAGE_EXTERNAL.includes(stub.name))
      throw new Error(`${stub.name} is both bundled and left to node_modules`);
    const parent = dir.slice(0, dir.lastIndexOf('/node_modules/'));
    if (parent && parent !== '/server' && !bundled.has(parent))
      throw new Error(`${relative} is bundled, the package it sits in is not`);
    mkdirSync(join(pkg, relative), { recursive: true });
    writeFileSync(join(pkg, relative, 'package.json'), `${JSON.stringify(stub, null, 2)}\n`);
    if (!parent || parent === '/server') {
      if (dependencies[stub.name]) throw new Error(`${stub.name} is both a dependency and bundled`);
      dependencies[stub.name] = stub.version;
      bundleDependencies.push(stub.name);
    }
  }
  manifest.dependencies = Object.fromEntries(
    Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)),
  );
  manifest.bundleDependencies = bundleDependencies.sort();
  // Compiled already: packing the staged copy builds nothing. The checkout's devDependencies are
  // the bundled packages themselves, declared above.
  delete manifest.scripts;
  delete manifest.devDependencies;
  writeFileSync(join(pkg, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  rmSync(join(work, serverTarball));
  execFileSync('npm', ['pack', pkg, '--pack-destination', work], { stdio: ['ignore', 'ignore', 'inherit'] });
  mkdirSync(dest, { recursive: true });
  for (const tarball of [serverTarball, clientTarball])
    copyFileSync(join(work, tarball), join(dest, tarball));
  console.log(
    `${join(dest, serverTarball)} (${bundleDependencies.length} bundled packages declared, ${dirs.length} in all)`,
  );
  console.log(join(dest, clientTarball));
} finally {
  rmSync(work, { recursive: true, force: true });
}
