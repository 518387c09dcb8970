// Resolves a bearer token to a caller and answers permission questions about it. Everything is
// read from the database on each request, so deletion, disabling, expiry and role changes take
// effect on the very next request.
import type { Db } from '../db/knex.js';
import { forbidden, notFound } from '../errors.js';
import type { Authenticator, Caller } from '../http/authenticator.js';
import type { Clock } from '../util.js';
import { findTokenUserRoles, tenantWithRoleSets } from './auth-store.js';
import { grants, tenantAllowed, type TenantRef } from './permissions.js';
import { tenantRoleSets } from './roles-store.js';
import { hashToken } from './token-values.js';

export type { Caller } from '../http/authenticator.js';

/** A tenant named by a request path, with the caller's tenant-specific role sets in it. */
export interface TenantContext {
  tenant: TenantRef;
  roleSets: Map<string, string[]>;
}

export interface AuthService extends Authenticator {
  authenticate(tokenValue: string): Promise<Caller | undefined>;
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

export function createAuthService(deps: { db: Db; clock: Clock }): AuthService {
  const { db, clock } = deps;

  const canUseTenant = (caller: Caller, tenant: TenantRef) =>
    tenantAllowed(caller.userTenants, tenant) && tenantAllowed(caller.tokenTenants, tenant);

  const withSets = (caller: Caller, sets: Map<string, string[]>) =>
    caller.roles.flatMap((r) => sets.get(r.id) ?? r.permissions);

  async function userPermissions(caller: Caller, tenantId: string | undefined): Promise<string[]> {
    if (!tenantId) return caller.roles.flatMap((r) => r.permissions);
    return withSets(
      caller,
      await tenantRoleSets(
        db,
        tenantId,
        caller.roles.map((r) => r.id),
      ),
    );
  }

  async function requireTenant(caller: Caller, tenantId: string, write: boolean): Promise<TenantContext> {
    const context = await tenantWithRoleSets(
      db,
      tenantId,
      caller.roles.map((r) => r.id),
    );
    if (!context || !canUseTenant(caller, context.tenant)) {
      const everyTenant = caller.userTenants.includes('any') && caller.tokenTenants.includes('any');
      if (!context && everyTenant) throw notFound('Tenant');
      throw forbidden('This token may not be used in this tenant');
    }
    if (write && context.tenant.type === 'retired')
      throw forbidden('The tenant is retired; it accepts reads only');
    return context;
  }

  async function allowed(
    caller: Caller,
    group: string,
    actions: readonly string[],
    tenant: TenantRef | TenantContext | undefined,
  ): Promise<boolean> {
    const fromToken = actions.filter((a) => grants(caller.tokenPermissions, group, a));
    if (!fromToken.length) return false;
    const own =
      tenant && 'roleSets' in tenant
        ? withSets(caller, tenant.roleSets)
        : await userPermissions(caller, tenant?.id);
    return fromToken.some((a) => grants(own, group, a));
  }

  return {
    async authenticate(tokenValue) {
      const found = await findTokenUserRoles(db, hashToken(tokenValue));
      if (!found) return undefined;
      const { token, user, roles } = found;
      if (token.expiresAt <= clock.now().toISOString()) return undefined;
      if (!user.enabled) return undefined;
      // A sign-in token never outlives the need to change the password it was obtained with.
      if (token.kind === 'oauth' && user.temporaryPassword) return undefined;
      return {
        userId: user.id,
        userName: user.userName,
        tokenId: token.id,
        tokenKind: token.kind,
        tokenPermissions: token.permissions,
        tokenTenants: token.tenants,
        userTenants: user.tenants,
        roles,
      };
    },
    userPermissions,
    allowed,
    canUseTenant,
    requireTenant,
    async authorise(caller, need) {
      let context: TenantContext | undefined;
      if (need.tenantId !== undefined) {
        if (need.tenantRecord) {
          // The tenant record itself: one the caller may not use does not exist for it.
          context = await tenantWithRoleSets(
            db,
            need.tenantId,
            caller.roles.map((r) => r.id),
          );
          if (!context || !canUseTenant(caller, context.tenant)) throw notFound('Tenant');
        } else {
          context = await requireTenant(caller, need.tenantId, need.write);
        }
      }
      const ok = await allowed(caller, need.group, need.permissions, context);
      return ok ? { kind: 'allowed', tenant: context?.tenant } : { kind: 'forbidden' };
    },
  };
}
