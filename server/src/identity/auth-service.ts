// Resolves a bearer token to a caller and answers permission questions about it. What the gate
// reads is kept per token and tenant only while the database's identity counter stays where it
// was: every request reads the counter (one row), and any change to tokens, users, roles, role
// sets or tenants moves it (triggers), so deletion, disabling and role changes take effect on the
// very next request, also when another process made them. Expiry is checked at each use.
import type { HotReads } from '../db/hot-reads.js';
import type { Db } from '../db/knex.js';
import { forbidden, notFound } from '../errors.js';
import type { Authenticator, Caller } from '../http/authenticator.js';
import type { Clock } from '../util.js';
import {
  readForGate,
  readIdentityEpoch,
  tenantWithRoleSets,
  userTenantEntries,
  type GateRead,
} from './auth-store.js';
import {
  grants,
  permits,
  reachesEntries,
  reachesTenant,
  rolePermissions,
  type TenantRef,
} from './permissions.js';
import { tenantRoleSets } from './roles-store.js';
import { hashToken } from './token-values.js';

export type { Caller } from '../http/authenticator.js';

/** A tenant named by a request path, with the caller's tenant-specific role sets in it. */
export interface TenantContext {
  tenant: TenantRef;
  roleSets: Map<string, string[]>;
}

export interface AuthService extends Authenticator {
  authenticate(tokenValue: string, tenantId?: string): Promise<Caller | undefined>;
  /** The user's own permissions in a tenant (or outside any tenant), before the token's limits. */
  userPermissions(caller: Caller, tenantId: string | undefined): Promise<string[]>;
  /**
   * May the caller perform one of `actions` of `group` (in `tenant`, when given)? With a
   * TenantContext the role sets are already known and no query is made.
   */
  allowed(
    caller: Caller,
    group: string,
    actions: readonly string[],
    tenant: TenantRef | TenantContext | undefined,
  ): Promise<boolean>;
  canUseTenant(caller: Caller, tenant: TenantRef): boolean;
  /**
   * The tenant a request works in, if the caller may work there: 403 when it may not (404 for a
   * tenant that does not exist, told only to callers allowed every tenant) and 403 for a write
   * under a retired tenant. The gate applies it to tenants in paths; services to tenants in bodies.
   */
  requireTenant(caller: Caller, tenantId: string, write: boolean): Promise<TenantContext>;
}

/**
 * A gate read as kept between identity changes, with what follows from it alone: the token's
 * expiry as a number, and the actions the caller holds in the path's tenant by permission group
 * and actions asked for (`held`). All of it is dropped with the read when the counter moves.
 */
interface Kept {
  read: GateRead;
  expiresMs: number;
  held: Map<string, string[]>;
}

/** Most token and tenant pairs kept between identity changes; beyond it the set starts afresh. */
const MAX_KNOWN = 10_000;

/** Shared by every request that uses the same token: nothing may change it. */
function frozen(read: GateRead): GateRead {
  for (const role of read.roles) [role.permissions, role].forEach((x) => Object.freeze(x));
  [read.roles, read.token.permissions, read.token.tenants, read.token, read.user.tenants, read.user].forEach(
    (x) => Object.freeze(x),
  );
  if (read.tenant) Object.freeze(read.tenant.tenant);
  return Object.freeze(read);
}

export function createAuthService(deps: { db: Db; reads: HotReads; clock: Clock }): AuthService {
  const { db, reads, clock } = deps;
  // Gate reads made at identity counter `epoch`. An entry is only ever stored under the counter
  // value read before it was read, so it is at least as new as that value; it is used only while
  // the database still shows that value, that is, while nothing it depends on has changed.
  let epoch = '';
  let known = new Map<string, Kept>();

  async function gateRead(hash: string, tenantId: string | undefined): Promise<Kept | undefined> {
    const now = await readIdentityEpoch(reads);
    if (now !== epoch) {
      epoch = now;
      known = new Map();
    }
    const key = tenantId === undefined ? hash : `${hash} ${tenantId}`;
    const kept = known.get(key);
    if (kept) return kept;
    const read = await readForGate(reads, hash, tenantId);
    if (!read) return undefined;
    const fresh: Kept = { read: frozen(read), expiresMs: Date.parse(read.token.expiresAt), held: new Map() };
    // Another request may have seen a newer counter meanwhile; then this read is not stored.
    if (epoch === now) {
      if (known.size >= MAX_KNOWN) known.clear();
      known.set(key, fresh);
    }
    return fresh;
  }
  // The tenant of the path, read with the token in the same statement, for that request's
  // authorisation only (the caller object lives as long as its request).
  const pathTenants = new WeakMap<
    Caller,
    { tenantId: string; context: TenantContext | undefined; held: Map<string, string[]> }
  >();

  const canUseTenant = (caller: Caller, tenant: TenantRef) => reachesTenant(caller, tenant);

  const withSets = (caller: Caller, sets: Map<string, string[]>) => rolePermissions(caller.roles, sets);

  async function userPermissions(caller: Caller, tenantId: string | undefined): Promise<string[]> {
    if (!tenantId) return rolePermissions(caller.roles, undefined);
    return withSets(
      caller,
      await tenantRoleSets(
        db,
        tenantId,
        caller.roles.map((r) => r.id),
      ),
    );
  }

  const readTenant = (caller: Caller, tenantId: string) =>
    tenantWithRoleSets(
      db,
      tenantId,
      caller.roles.map((r) => r.id),
    );

  function checkTenant(caller: Caller, context: TenantContext | undefined, write: boolean): TenantContext {
    if (!context || !canUseTenant(caller, context.tenant)) {
      const everyTenant = caller.userTenants.includes('any') && caller.tokenTenants.includes('any');
      if (!context && everyTenant) throw notFound('Tenant');
      throw forbidden('This token may not be used in this tenant');
    }
    if (write && context.tenant.type === 'retired')
      throw forbidden('The tenant is retired; it accepts reads only');
    return context;
  }

  async function requireTenant(caller: Caller, tenantId: string, write: boolean): Promise<TenantContext> {
    return checkTenant(caller, await readTenant(caller, tenantId), write);
  }

  /** The actions of `group` among `actions` that the caller holds (in `tenant`, when given). */
  async function held(
    caller: Caller,
    group: string,
    actions: readonly string[],
    tenant: TenantRef | TenantContext | undefined,
  ): Promise<string[]> {
    const fromToken = actions.filter((a) => grants(caller.tokenPermissions, group, a));
    if (!fromToken.length) return [];
    const own =
      tenant && 'roleSets' in tenant
        ? withSets(caller, tenant.roleSets)
        : await userPermissions(caller, tenant?.id);
    return fromToken.filter((a) => permits(caller.tokenPermissions, own, `${group}.${a}`));
  }

  async function allowed(
    caller: Caller,
    group: string,
    actions: readonly string[],
    tenant: TenantRef | TenantContext | undefined,
  ): Promise<boolean> {
    return (await held(caller, group, actions, tenant)).length > 0;
  }

  /**
   * 404 for a user whose tenant entries are not all within the caller's reach: to a principal
   * limited to some tenants, a user of another tenant does not exist. An unknown user passes (the
   * handler answers 404 for it).
   */
  async function requireUserInReach(caller: Caller, userId: string): Promise<void> {
    if (userId === caller.userId) return;
    if (caller.userTenants.includes('any') && caller.tokenTenants.includes('any')) return;
    const found = await userTenantEntries(db, userId);
    if (found && !reachesEntries(caller, found.entries, (id) => found.types.get(id))) throw notFound('User');
  }

  return {
    async authenticate(tokenValue, tenantId) {
      const kept = await gateRead(hashToken(tokenValue), tenantId);
      if (!kept) return undefined;
      const { token, user, roles, tenant } = kept.read;
      // (an expiry that does not read as a time has passed)
      if (!(kept.expiresMs > clock.now().getTime())) return undefined;
      if (!user.enabled) return undefined;
      // A sign-in token never outlives the need to change the password it was obtained with.
      if (token.kind === 'oauth' && user.temporaryPassword) return undefined;
      const caller: Caller = {
        userId: user.id,
        userName: user.userName,
        tokenId: token.id,
        tokenName: token.name,
        tokenKind: token.kind,
        tokenPermissions: token.permissions,
        tokenTenants: token.tenants,
        userTenants: user.tenants,
        roles,
      };
      if (tenantId !== undefined) pathTenants.set(caller, { tenantId, context: tenant, held: kept.held });
      return caller;
    },
    userPermissions,
    allowed,
    canUseTenant,
    requireTenant,
    async authorise(caller, need) {
      let context: TenantContext | undefined;
      // What the caller holds in the path's tenant follows from the kept gate read alone.
      let memo: Map<string, string[]> | undefined;
      if (need.tenantId !== undefined) {
        const read = pathTenants.get(caller);
        const fromPath = read?.tenantId === need.tenantId;
        if (fromPath) memo = read.held;
        const found = fromPath ? read.context : await readTenant(caller, need.tenantId);
        if (need.tenantRecord) {
          // The tenant record itself: one the caller may not use does not exist for it.
          if (!found || !canUseTenant(caller, found.tenant)) throw notFound('Tenant');
          context = found;
        } else {
          context = checkTenant(caller, found, need.write);
        }
      }
      const key = memo && `${need.group} ${need.permissions.join(' ')}`;
      let actions = key === undefined ? undefined : memo!.get(key);
      if (!actions) {
        actions = await held(caller, need.group, need.permissions, context);
        if (key !== undefined) memo!.set(key, actions);
      }
      if (!actions.length) return { kind: 'forbidden' };
      // `custom` alone admits the caller to its own user record and tokens, nothing else.
      if (need.custom && actions.every((a) => a === 'custom')) {
        if (need.custom === 'nothing') return { kind: 'forbidden' };
        if (need.userId !== undefined && need.userId !== caller.userId) return { kind: 'forbidden' };
        return { kind: 'allowed', tenant: context?.tenant, asSelf: true };
      }
      if (need.userId !== undefined) await requireUserInReach(caller, need.userId);
      return { kind: 'allowed', tenant: context?.tenant };
    },
  };
}
