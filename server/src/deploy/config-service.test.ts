// The deploy's order of work against a real database, with the plugins' sandbox stood in for, so
// that the test decides when it is loaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeownersConfig, unique } from '../../../tests/support/given.js';
import { startServer, type TestServer } from '../../../tests/support/server.js';
import { createHotReads } from '../db/hot-reads.js';
import type { Caller } from '../http/authenticator.js';
import { compilePlugins } from '../plugins/compile.js';
import { createTenantsService } from '../tenants/tenants-service.js';
import { defaultIds, systemClock } from '../util.js';
import { createConfigService, type ConfigDeps } from './config-service.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const caller: Caller = {
  userId: 'u1',
  userName: 'admin',
  tokenId: 't1',
  tokenKind: 'auth',
  tokenPermissions: [],
  tokenTenants: [],
  userTenants: [],
  roles: [],
};

const PLUGINS = new Map([
  ['plugins/index.js', new TextEncoder().encode('export const validate = () => ({ errors: [] });')],
]);

/** A config service whose plugins are saved nowhere and loaded when the test says. */
function withSandboxLoads() {
  const loads: { deploymentId: string; finish(): void }[] = [];
  const reads = createHotReads(s.db);
  const plugins: ConfigDeps['plugins'] = {
    compile: compilePlugins,
    trial: async () => undefined,
    save: async () => {},
    loaded: (deploymentId) =>
      new Promise<void>((finish) => {
        loads.push({ deploymentId, finish });
      }),
  };
  const configs = createConfigService({
    db: s.db,
    clock: systemClock,
    ids: defaultIds,
    tenants: createTenantsService({
      db: s.db,
      reads,
      clock: systemClock,
      ids: defaultIds,
      businessAccount: 'x',
    }),
    resources: { findByNames: async () => [] },
    groups: { memberProblems: async () => [], upsertByName: async () => ({}) as never },
    plugins,
  });
  return { configs, loads };
}

/** Whether `p` has settled once the work queued before this call has run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  p.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
  return done;
}

/** Waits until the service asked for the load of a deployment. */
async function asked(loads: unknown[]): Promise<void> {
  while (!loads.length) await new Promise((r) => setImmediate(r));
}

describe('a redeploy with plugins answers once their sandbox is loaded', () => {
  it('deployConfigZip waits for the sandbox of the deployment it made', async () => {
    const { configs, loads } = withSandboxLoads();
    const { locator } = await configs.createTenant(caller, {
      name: unique('ready'),
      config: homeownersConfig() as Record<string, unknown>,
    });
    const deploying = configs.deploy(caller, locator, {
      config: homeownersConfig() as Record<string, unknown>,
      plugins: PLUGINS,
    });
    await asked(loads);
    expect(await settled(deploying)).toBe(false);
    loads[0]!.finish();
    const deployed = await deploying;
    expect(deployed.deploymentResult.isSuccess).toBe(true);
    expect(deployed.deploymentResult.metadata.latestVersion).toBe(loads[0]!.deploymentId);
  });

  it('createTenant does not wait: the new tenant has no quote to price yet', async () => {
    const { configs, loads } = withSandboxLoads();
    const created = await configs.createTenant(caller, {
      name: unique('new'),
      config: homeownersConfig() as Record<string, unknown>,
      plugins: PLUGINS,
    });
    expect(created.deploymentResult.isSuccess).toBe(true);
    expect(loads).toEqual([]);
  });
});
