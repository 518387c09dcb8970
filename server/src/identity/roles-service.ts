// Roles and their tenant-specific permission sets. Whoever writes a role's permissions must hold
// them: otherwise a role administrator could widen a role it has itself and gain power.
import type { Db } from '../db/knex.js';
import { isUniqueViolation } from '../db/db-errors.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Page, PageRequest } from '../shared/paging.js';
import { iso, type Clock, type Ids } from '../util.js';
import type { Caller } from './auth-service.js';
import {
  assertGrowthHeld,
  assertHeldInTenant,
  grantProblems,
  throwIfProblems,
  type TenantRefs,
} from './grant-checks.js';
import { covers, type TenantRef } from './permissions.js';
import {
  deleteTenantRole,
  findRole,
  findTenantRole,
  insertRole,
  insertTenantRole,
  listRoles,
  updateTenantRole,
  type RoleRecord,
  type TenantRoleRecord,
} from './roles-store.js';

export type RoleResponse = Schema<'RoleResponse'>;

const MAX_PERMISSIONS = 256;

/** The role as it applies in a tenant: its tenant-specific set, when there is one. */
const toRoleResponse = (r: RoleRecord, set?: TenantRoleRecord): RoleResponse => ({
  locator: r.id,
  name: r.name,
  description: r.description,
  permissions: set ? set.permissions : r.permissions,
  version: set ? set.version : r.version,
  createdAt: set ? set.createdAt : r.createdAt,
  createdBy: set ? set.createdBy : r.createdBy,
});

/** `known`: the list hands power out, so each entry must be a permission of the catalogue. */
function checkGrants(lists: [readonly string[], string, boolean][]): void {
  const problems = lists.flatMap(([list, location, known]) => [
    ...grantProblems(list, location, known),
    ...(list.length > MAX_PERMISSIONS ? [{ location, message: `at most ${MAX_PERMISSIONS} entries` }] : []),
  ]);
  throwIfProblems(problems, 'The permissions are invalid');
}

/** The grants of `next` that `had` does not already cover. */
const gained = (had: readonly string[], next: readonly string[]): string[] =>
  next.filter((p) => !covers(had, p));

export function createRolesService(deps: { db: Db; clock: Clock; ids: Ids; tenants: TenantRefs }) {
  const { db, clock, ids } = deps;

  async function mustFindRole(id: string): Promise<RoleRecord> {
    const role = await findRole(db, id);
    if (!role) throw notFound('Role');
    return role;
  }

  return {
    async list(req: PageRequest): Promise<Page<RoleResponse>> {
      const p = await listRoles(db, req);
      return { listCompleted: p.listCompleted, items: p.items.map((r) => toRoleResponse(r)) };
    },

    async create(caller: Caller, input: Schema<'RoleCreateRequest'>): Promise<RoleResponse> {
      checkGrants([[input.permissions, 'body.permissions', true]]);
      // Nobody holds a new role yet (giving it to a user is checked then): its permissions are
      // written outside any tenant, where the caller must hold them.
      await assertGrowthHeld(
        db,
        deps.tenants,
        caller,
        { roles: [], tenants: [] },
        { roles: [{ id: '', permissions: input.permissions }], tenants: [] },
      );
      const role: RoleRecord = {
        id: ids.ulid(),
        name: input.name,
        description: input.description,
        permissions: [...new Set(input.permissions)],
        version: 1,
        builtIn: false,
        createdAt: iso(clock.now()),
        createdBy: caller.userId,
      };
      try {
        await insertRole(db, role);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(`A role named "${input.name}" already exists`);
        throw err;
      }
      return toRoleResponse(role);
    },

    async getInTenant(tenantId: string, roleId: string): Promise<RoleResponse> {
      const role = await mustFindRole(roleId);
      return toRoleResponse(role, await findTenantRole(db, tenantId, roleId));
    },

    async createInTenant(
      caller: Caller,
      tenant: TenantRef,
      roleId: string,
      input: Schema<'CreateTenantRoleReq'>,
    ): Promise<RoleResponse> {
      const tenantId = tenant.id;
      const role = await mustFindRole(roleId);
      checkGrants([[input.permissions, 'body.permissions', true]]);
      // The role's holders had its base permissions in the tenant; what the set adds is given.
      await assertHeldInTenant(db, caller, tenant, gained(role.permissions, input.permissions));
      const set: TenantRoleRecord = {
        tenantId,
        roleId,
        permissions: [...new Set(input.permissions)],
        version: 1,
        createdAt: iso(clock.now()),
        createdBy: caller.userId,
      };
      try {
        await insertTenantRole(db, set);
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw conflict(`The role "${role.name}" already has permissions for this tenant; update them`);
        }
        throw err;
      }
      return toRoleResponse(role, set);
    },

    async updateInTenant(
      caller: Caller,
      tenant: TenantRef,
      roleId: string,
      input: Schema<'PatchTenantRoleReq'>,
    ): Promise<RoleResponse> {
      const tenantId = tenant.id;
      const role = await mustFindRole(roleId);
      checkGrants([
        [input.addPermissions, 'body.addPermissions', true],
        [input.removePermissions, 'body.removePermissions', false],
      ]);
      const current = await findTenantRole(db, tenantId, roleId);
      if (!current) throw notFound('Tenant-specific permissions of this role');
      if (current.version !== input.version) {
        throw conflict(`The version is ${current.version}, not ${input.version}; read the role again`);
      }
      await assertHeldInTenant(db, caller, tenant, gained(current.permissions, input.addPermissions));
      const removed = new Set(input.removePermissions);
      const permissions = [
        ...new Set([...current.permissions.filter((p) => !removed.has(p)), ...input.addPermissions]),
      ];
      if (permissions.length > MAX_PERMISSIONS) {
        throw badRequest('Too many permissions', [
          { location: 'body.addPermissions', message: `a role has at most ${MAX_PERMISSIONS} permissions` },
        ]);
      }
      // Written only if nobody changed the set since it was read.
      if (!(await updateTenantRole(db, tenantId, roleId, input.version, permissions))) {
        throw conflict('The role changed meanwhile; read it again');
      }
      return toRoleResponse(role, { ...current, permissions, version: current.version + 1 });
    },

    async deleteInTenant(caller: Caller, tenant: TenantRef, roleId: string): Promise<void> {
      const tenantId = tenant.id;
      const role = await mustFindRole(roleId);
      // Without its set the role's base permissions apply in the tenant again: a set that took
      // power away gives it back, and only someone holding it there may do that.
      const current = await findTenantRole(db, tenantId, roleId);
      if (current)
        await assertHeldInTenant(db, caller, tenant, gained(current.permissions, role.permissions));
      if (!(await deleteTenantRole(db, tenantId, roleId))) {
        throw notFound('Tenant-specific permissions of this role');
      }
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
