// A property test of the permission model, against a real server. Worlds of random principals
// (roles with base permissions and tenant-specific sets, service-account users across tenants,
// tokens that are subsets) run random sequences of the grant operations, each by a random
// principal. After every step the whole state is read back through the SDK and the effective
// permissions of every principal in every scope are computed by the rules docs/authorization.md writes down
// (a model written here, not the server's code), over the permission names of the contract's
// operation table (`x-security-group`, `x-security-permissions`).
//
// Invariant: no principal's effective permissions in any scope, nor the tenants it reaches, ever
// grow beyond what the acting principal held there before the step; a new token never exceeds
// its creator; a refused step changes nothing.
//
// The seed is fixed; INSUITE_PROPERTY_RUNS (default 16; on PostgreSQL 8, the first 8 of the same
// worlds: vitest.config.ts) and INSUITE_PROPERTY_SEED run it longer or elsewhere.
import fc from 'fast-check';
import type { InsuiteClient, Permission } from '@insuite/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations.js';
import { homeownersConfig, inAYear, unique } from '../support/given.js';
import { email } from '../support/identity.js';
import { startServer, type TestServer } from '../support/server.js';

const RUNS = Number(process.env.INSUITE_PROPERTY_RUNS ?? 16);
const SEED = Number(process.env.INSUITE_PROPERTY_SEED ?? 28028);

/** The grant operations the property drives; what they need comes from the operation table. */
const GRANT_OPS = [
  'updateUserRoles',
  'updateUserTenantAssignments',
  'createRole',
  'createTenantRole',
  'deleteTenantRole',
  'createAuthToken',
  'createServiceAccountAuthToken',
  'updateUser',
] as const;
type GrantOp = (typeof GRANT_OPS)[number];

/** Every concrete `group.action` of the contract: effective sets are compared over these. */
const UNIVERSE = [
  ...new Set(
    Object.values(operations)
      .filter((op) => op.secured)
      .flatMap((op) => op.permissions.map((p) => `${op.group}.${p}`)),
  ),
].sort();
/** What principals are made of: the grant operations' own permissions, a few others, wildcards. */
const POOL = [
  ...new Set([
    ...GRANT_OPS.flatMap((id) => operations[id].permissions.map((p) => `${operations[id].group}.${p}`)),
    'tables.read',
    'tables.upload',
    'tenants.read',
    'users.*',
    'roles.*',
    'tables.*',
  ]),
].sort();

// ---- the model (docs/authorization.md) ----

const covers = (held: readonly string[], p: string): boolean => {
  const [group] = p.split('.');
  return held.includes('*.*') || held.includes(`${group}.*`) || held.includes(p);
};

interface Tenant {
  id: string;
  type: string;
}
const reach = (entries: readonly string[], t: Tenant): boolean =>
  entries.some((e) => e === 'any' || e === t.id || (e === 'type:test' && t.type === 'test'));

interface State {
  /** Role name → permissions outside tenants, and in each tenant (its set, else its base). */
  roles: Map<string, { base: string[]; inTenant: Map<string, string[]> }>;
  users: Map<string, { roles: string[]; tenants: string[] }>;
  /** `userId tokenName` → the token. */
  tokens: Map<string, { userId: string; permissions: string[]; tenants: string[] }>;
}

/** The principal's effective permissions in a scope (undefined: outside any tenant). */
function effective(state: State, key: string, scope: Tenant | undefined): Set<string> {
  const token = state.tokens.get(key);
  const user = token && state.users.get(token.userId);
  if (!token || !user) return new Set();
  if (scope && !(reach(user.tenants, scope) && reach(token.tenants, scope))) return new Set();
  const own = user.roles.flatMap((name) => {
    const r = state.roles.get(name);
    if (!r) return [];
    return scope ? (r.inTenant.get(scope.id) ?? r.base) : r.base;
  });
  return new Set(UNIVERSE.filter((p) => covers(token.permissions, p) && covers(own, p)));
}

function reached(state: State, key: string, tenants: Tenant[]): Set<string> {
  const token = state.tokens.get(key);
  const user = token && state.users.get(token.userId);
  if (!token || !user) return new Set();
  return new Set(tenants.filter((t) => reach(user.tenants, t) && reach(token.tenants, t)).map((t) => t.id));
}

// ---- the world ----

let s: TestServer;
let tenants: Tenant[];
/** A tenant nobody gives a set: where a role's base permissions are read. */
let plain: string;
let adminRole: string;
beforeAll(async () => {
  s = await startServer();
  const make = async (type?: 'production') =>
    (await s.admin.createTenant({ name: unique('t'), ...(type ? { type } : {}), body: homeownersConfig() }))
      .locator;
  tenants = [
    { id: await make(), type: 'test' },
    { id: await make(), type: 'test' },
    { id: await make('production'), type: 'production' },
  ];
  plain = await make();
  adminRole = (await s.admin.fetchRoles({ extended: false })).find((r) => r.name === 'admin')!.locator;
});
afterAll(() => s.close());

const subset = <T>(of: readonly T[], max = of.length) =>
  fc.uniqueArray(fc.constantFrom(...of), { maxLength: Math.min(max, of.length) });
const entryIndexes = subset([0, 1, 2, 3, 4], 3); // tenants 0-2, 3 = any, 4 = type:test

// Power is drawn generously (wildcards, `*.*` sets and tokens), or nearly every step is refused.
const grantsArb = fc.oneof(
  subset(POOL, 8),
  fc.constant<string[]>(['users.*', 'roles.*']),
  fc.constant<string[]>(['*.*']),
);
const roleArb = fc.record({
  base: grantsArb,
  sets: fc.array(fc.record({ tenant: fc.nat(2), permissions: grantsArb }), { maxLength: 2 }),
});
const userArb = fc.record({
  roles: fc.uniqueArray(fc.nat(4), { minLength: 1, maxLength: 2 }), // 4 = admin
  tenants: entryIndexes,
  tokenPermissions: fc.oneof(subset(POOL, 6), fc.constant<string[]>(['*.*']), fc.constant<string[]>(['*.*'])),
  tokenTenants: fc.oneof(entryIndexes, fc.constant<number[]>([3])),
});
const worldArb = fc.record({
  roles: fc.array(roleArb, { minLength: 4, maxLength: 4 }),
  users: fc.array(userArb, { minLength: 3, maxLength: 4 }),
});
const stepArb = fc.record({
  op: fc.constantFrom(...GRANT_OPS),
  actor: fc.nat(),
  target: fc.nat(),
  role: fc.nat(),
  tenant: fc.nat(2),
  roles: subset([0, 1, 2, 3, 4, 5, 6], 2),
  drop: subset([0, 1, 2, 3, 4, 5, 6], 1),
  entries: entryIndexes,
  dropEntries: subset([0, 1, 2, 3, 4], 1),
  permissions: fc.oneof(subset(POOL, 4), fc.constant<string[]>(['*.*'])),
});
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

interface World {
  /** Role names, with their locators; index 4 is `admin` (the state reads every role). */
  roles: { name: string; locator: string }[];
  users: string[];
  /** Principals: key (`userId tokenName`) → token value. */
  principals: { key: string; value: string }[];
}

const entry = (i: number): string => (i < 3 ? tenants[i]!.id : i === 3 ? 'any' : 'type:test');

async function build(spec: typeof worldArb extends fc.Arbitrary<infer T> ? T : never): Promise<World> {
  const roles: World['roles'] = [];
  for (const r of spec.roles) {
    const made = await s.admin.createRole({
      body: { name: unique('pr-'), description: 'p', permissions: r.base as Permission[] },
    });
    for (const set of r.sets) {
      await s.admin
        .createTenantRole({
          tenantLocator: tenants[set.tenant]!.id,
          roleLocator: made.locator,
          body: { permissions: set.permissions as Permission[] },
        })
        .catch(() => undefined); // a second set for the same tenant: 409, the first stays
    }
    roles.push({ name: made.name, locator: made.locator });
  }
  roles.push({ name: 'admin', locator: adminRole });
  const users: string[] = [];
  const principals: World['principals'] = [];
  for (const u of spec.users) {
    const user = await s.admin.createUser({
      enableUser: true,
      body: {
        userName: email('pa'),
        firstName: 'P',
        lastName: 'A',
        serviceAccount: true,
        roles: u.roles.map((i) => roles[i]!.name),
        tenants: u.tenants.map(entry),
      },
    });
    const name = unique('pt');
    const value = await s.admin.createServiceAccountAuthToken({
      locator: user.locator,
      body: {
        name,
        permissions: u.tokenPermissions as Permission[],
        tenants: u.tokenTenants.map(entry),
        expiresAt: inAYear(),
      },
    });
    users.push(user.locator);
    principals.push({ key: `${user.locator} ${name}`, value });
  }
  return { roles, users, principals };
}

/** Everything the model needs, read back through the SDK as the admin. */
async function read(world: World): Promise<State> {
  const state: State = { roles: new Map(), users: new Map(), tokens: new Map() };
  for (const r of world.roles) {
    const base = (await s.admin.getTenantRole({ tenantLocator: plain, roleLocator: r.locator })).permissions;
    const inTenant = new Map<string, string[]>();
    for (const t of tenants) {
      inTenant.set(
        t.id,
        (await s.admin.getTenantRole({ tenantLocator: t.id, roleLocator: r.locator })).permissions,
      );
    }
    state.roles.set(r.name, { base, inTenant });
  }
  for (const id of world.users) {
    const u = await s.admin.fetchUserByLocator({ locator: id });
    state.users.set(id, { roles: u.roles ?? [], tenants: u.tenants ?? [] });
    for (const t of await s.admin.fetchAuthTokensForUser({ locator: id })) {
      state.tokens.set(`${id} ${t.name}`, {
        userId: id,
        permissions: t.permissions ?? [],
        tenants: t.tenants ?? [],
      });
    }
  }
  return state;
}

/** Runs one step as its actor; the new principal when it made a token. Refusals are answers too. */
async function run(
  world: World,
  as: InsuiteClient,
  actorUser: string,
  step: Step,
): Promise<{ ok: boolean; status?: number; made?: { key: string; value: string } }> {
  const target = world.users[step.target % world.users.length]!;
  const roleNames = (ix: number[]) => ix.map((i) => world.roles[i % world.roles.length]!.name);
  // Sets are written for the world's roles only: a set for `admin` would take power from the
  // installation's admin, which reads the state back (taking power away is allowed).
  const own = world.roles.filter((r) => r.name !== 'admin');
  const role = own[step.role % own.length]!;
  const tenantId = tenants[step.tenant]!.id;
  const tokenBody = (name: string) => ({
    name,
    permissions: step.permissions as Permission[],
    tenants: step.entries.map(entry),
    expiresAt: inAYear(),
  });
  const calls: Record<GrantOp, () => Promise<{ key: string; value: string } | undefined>> = {
    updateUserRoles: async () => {
      await as.updateUserRoles({
        locator: target,
        body: { addRoles: roleNames(step.roles), removeRoles: roleNames(step.drop) },
      });
      return undefined;
    },
    updateUserTenantAssignments: async () => {
      await as.updateUserTenantAssignments({
        locator: target,
        body: { addTenants: step.entries.map(entry), removeTenants: step.dropEntries.map(entry) },
      });
      return undefined;
    },
    createRole: async () => {
      const made = await as.createRole({
        body: { name: unique('pr-'), description: 'p', permissions: step.permissions as Permission[] },
      });
      world.roles.push({ name: made.name, locator: made.locator });
      return undefined;
    },
    createTenantRole: async () => {
      await as.createTenantRole({
        tenantLocator: tenantId,
        roleLocator: role.locator,
        body: { permissions: step.permissions as Permission[] },
      });
      return undefined;
    },
    deleteTenantRole: async () => {
      await as.deleteTenantRole({ tenantLocator: tenantId, roleLocator: role.locator });
      return undefined;
    },
    createAuthToken: async () => {
      const name = unique('pt');
      const value = await as.createAuthToken({ body: tokenBody(name) });
      return { key: `${actorUser} ${name}`, value };
    },
    createServiceAccountAuthToken: async () => {
      const name = unique('pt');
      const value = await as.createServiceAccountAuthToken({ locator: target, body: tokenBody(name) });
      return { key: `${target} ${name}`, value };
    },
    updateUser: async () => {
      const u = await s.admin.fetchUserByLocator({ locator: target });
      await as.updateUser({
        locator: target,
        body: {
          firstName: 'Q',
          lastName: u.lastName,
          tenants: step.entries.map(entry),
          roles: roleNames(step.roles),
        },
      });
      return undefined;
    },
  };
  try {
    const made = await calls[step.op]();
    return { ok: true, made };
  } catch (e) {
    const status = (e as { status?: number }).status;
    if (status === undefined || status >= 500) throw e;
    return { ok: false, status };
  }
}

/** What the state says, in a form to compare: refused steps must leave it as it was. */
const snapshot = (state: State) =>
  JSON.stringify({
    roles: [...state.roles].map(([k, v]) => [k, v.base, [...v.inTenant]]),
    users: [...state.users],
    tokens: [...state.tokens].sort(),
  });

const scopesOf = (): (Tenant | undefined)[] => [undefined, ...tenants];
const label = (scope: Tenant | undefined) => scope?.id ?? 'outside tenants';

/** Steps accepted and refused, by operation: a property that only ever saw refusals would prove nothing. */
const tally: Record<string, Record<string, number>> = {};

describe('the permission model', () => {
  it(
    `no principal gains what the acting principal did not hold (${RUNS} worlds, seed ${SEED})`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          worldArb,
          fc.array(stepArb, { minLength: 4, maxLength: 10 }),
          async (spec, steps) => {
            const world = await build(spec);
            let before = await read(world);
            for (const step of steps) {
              const actor = world.principals[step.actor % world.principals.length]!;
              const actorUser = actor.key.split(' ')[0]!;
              const result = await run(world, s.as(actor.value), actorUser, step);
              if (result.made) world.principals.push(result.made);
              const kind = result.ok ? 'accepted' : `refused ${result.status}`;
              tally[step.op] = { ...tally[step.op], [kind]: (tally[step.op]?.[kind] ?? 0) + 1 };
              const after = await read(world);
              const what = `${step.op} by ${actor.key}`;
              if (!result.ok) {
                expect(snapshot(after), `${what} was refused (${result.status}) yet changed something`).toBe(
                  snapshot(before),
                );
                continue;
              }
              for (const scope of scopesOf()) {
                const actorHeld = effective(before, actor.key, scope);
                for (const p of world.principals) {
                  if (!before.tokens.has(p.key)) {
                    // A new token: never beyond its creator.
                    const beyond = [...effective(after, p.key, scope)].filter((x) => !actorHeld.has(x));
                    expect(beyond, `${what}: new token ${p.key} in ${label(scope)}`).toEqual([]);
                    continue;
                  }
                  const had = effective(before, p.key, scope);
                  const gained = [...effective(after, p.key, scope)].filter((x) => !had.has(x));
                  const notHeld = p.key === actor.key ? gained : gained.filter((x) => !actorHeld.has(x));
                  expect(notHeld, `${what}: ${p.key} gained in ${label(scope)}`).toEqual([]);
                }
              }
              const actorReach = reached(before, actor.key, tenants);
              for (const p of world.principals) {
                const had = before.tokens.has(p.key) ? reached(before, p.key, tenants) : new Set<string>();
                const gained = [...reached(after, p.key, tenants)].filter(
                  (t) => !had.has(t) && !actorReach.has(t),
                );
                expect(gained, `${what}: ${p.key} reached tenants the actor does not`).toEqual([]);
              }
              before = after;
            }
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: process.env.INSUITE_PROPERTY_SHRINK === undefined },
      );
      console.log('authorization model: steps by answer', tally);
      expect(Object.values(tally).some((t) => (t.accepted ?? 0) > 0)).toBe(true);
    },
    Math.max(120_000, RUNS * 60_000),
  );
});
