// docs/install-scripts.md tells an app what to put in its allowScripts so that installing
// @insuite/server runs what it needs and npm warns about nothing: its snippet must name every
// package with an install script among the server package's dependencies, near and far.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

interface Manifest {
  name: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  gypfile?: boolean;
}

/** The folder of package `name` as one installed beside `from` finds it, or undefined. */
function packageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Names of the packages with an install script (npm runs `node-gyp rebuild` for a binding.gyp too). */
function withInstallScripts(root: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (dir: string) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    const m = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
    const scripts = m.scripts ?? {};
    if (scripts.preinstall || scripts.install || scripts.postinstall || existsSync(join(dir, 'binding.gyp')))
      found.add(m.name);
    for (const dep of Object.keys({ ...m.dependencies, ...m.optionalDependencies })) {
      const at = packageDir(dep, dir);
      if (at) visit(at);
    }
  };
  visit(root);
  found.delete(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name);
  return found;
}

describe('docs/install-scripts.md', () => {
  it("allows every install script among @insuite/server's dependencies", () => {
    const doc = readFileSync(join(ROOT, 'docs/install-scripts.md'), 'utf8');
    const snippet = /```json\n([\s\S]*?)```/.exec(doc)![1]!;
    const allowed = Object.keys(
      (JSON.parse(snippet) as { allowScripts: Record<string, boolean> }).allowScripts,
    );
    const needed = [...withInstallScripts(join(ROOT, 'server'))].sort();
    expect(needed).toContain('better-sqlite3');
    expect(allowed.sort()).toEqual(needed);
  });
});
