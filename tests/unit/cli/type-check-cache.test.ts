// The plugins' type check kept on disk between runs: answered from the disk only while the
// plugins, the tenant's types and every declaration the compiler read are as they were.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheDir, checkPluginTypes } from '../../../server/cli/type-check-cache.js';
import * as typeCheck from '../../../server/src/plugins/type-check.js';

const example = join(import.meta.dirname, '../../fixtures/homeowners');
const config = JSON.parse(readFileSync(join(example, 'config.json'), 'utf8')) as Record<string, unknown>;
const pluginFiles = (edit?: string) =>
  new Map<string, Uint8Array>(
    readdirSync(join(example, 'plugins')).map((f) => {
      const text = readFileSync(join(example, 'plugins', f), 'utf8');
      return [`plugins/${f}`, Buffer.from(f === 'homes.ts' && edit ? text + edit : text)];
    }),
  );

const dir = mkdtempSync(join(tmpdir(), 'insuite-type-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The real checker, counting the checks it runs. */
function counting() {
  const calls = { n: 0 };
  const checker = {
    ...typeCheck,
    typeCheckPluginsReading: async (input: typeCheck.PluginTypeCheckInput) => {
      calls.n++;
      return typeCheck.typeCheckPluginsReading(input);
    },
  };
  return { calls, checker };
}

describe('checkPluginTypes', () => {
  it('answers an unchanged configuration from the disk, and checks anew what changed', async () => {
    const { calls, checker } = counting();
    const folder = join(dir, 'config-a');
    const bad = '\nexport const wrong: number = "text";\n';
    const first = await checkPluginTypes({ config, plugins: pluginFiles(bad) }, folder, dir, checker);
    expect(first.map((p) => p.message)).toEqual(["Type 'string' is not assignable to type 'number'."]);
    expect(calls.n).toBe(1);

    expect(await checkPluginTypes({ config, plugins: pluginFiles(bad) }, folder, dir, checker)).toEqual(
      first,
    );
    expect(calls.n).toBe(1);

    // The plugin fixed: checked again, and clean.
    expect(await checkPluginTypes({ config, plugins: pluginFiles() }, folder, dir, checker)).toEqual([]);
    expect(calls.n).toBe(2);

    // Another configuration (the tenant's types change with it) is checked, not answered.
    const renamed = { ...config, charges: { ...(config.charges as object), extraFee: { category: 'fee' } } };
    await checkPluginTypes({ config: renamed, plugins: pluginFiles() }, folder, dir, checker);
    expect(calls.n).toBe(3);
  });

  it('checks again when a declaration it read changed, or its entry cannot be read', async () => {
    const { calls, checker } = counting();
    const folder = join(dir, 'config-b');
    const input = { config, plugins: pluginFiles() };
    await checkPluginTypes(input, folder, dir, checker);
    await checkPluginTypes(input, folder, dir, checker);
    expect(calls.n).toBe(1);

    const entry = `${createHash('sha256').update(folder).digest('hex').slice(0, 32)}.json`;
    const kept = JSON.parse(readFileSync(join(dir, 'plugin-types', entry), 'utf8')) as {
      read: [string, number, number][];
    };
    expect(kept.read.some(([p]) => p.endsWith('plugin.d.ts'))).toBe(true);

    // A declaration file whose time moved (an SDK rebuilt or upgraded) is not trusted.
    const sdk = kept.read.find(([p]) => p.endsWith('plugin.d.ts'))![0];
    const { atime, mtime } = statSync(sdk);
    utimesSync(sdk, atime, new Date(mtime.getTime() + 1000));
    try {
      await checkPluginTypes(input, folder, dir, checker);
    } finally {
      utimesSync(sdk, atime, mtime);
    }
    expect(calls.n).toBe(2);

    writeFileSync(join(dir, 'plugin-types', entry), '{not json');
    await checkPluginTypes(input, folder, dir, checker);
    expect(calls.n).toBe(3);
  });

  it('keeps nothing when told so', () => {
    expect(cacheDir({ INSUITE_CACHE_DIR: 'off' })).toBeUndefined();
    expect(cacheDir({ XDG_CACHE_HOME: '/c' })).toBe(join('/c', 'insuite'));
  });
});
