// Roles and their tenant-specific permission sets. Whoever writes a role's permissions must hold
// them: otherwise a role administrator could widen a role it has itself and gain power.
import type { Db } from '../db/knex.js';
import { isUniqueViolation } from '../db/db-errors.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Page, PageRequest } from '../shared/paging.js';
import { iso, type Clock, type Ids } from '../util.js';
import type { Caller } from './auth-service.js';
import { assertCallerHolds, grantProblems, throwIfProblems, type TenantRefs } from './grant-checks.js';
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

function checkGrants(lists: [readonly string[], string][]): void {
  const problems = lists.flatMap(([list, location]) => [
    ...grantProblems(list, location),
    ...(list.length > MAX_PERMISSIONS ? [{ location, message: `at most ${MAX_PERMISSIONS} entries` }] : []),
  ]);
  throwIfProblems(problems, 'The permissions are invalid');
}

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
      checkGrants([[input.permissions, 'body.permissions']]);
      await assertCallerHolds(db, deps.tenants, caller, { permissions: input.permissions });
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
      tenantId: string,
      roleId: string,
      input: Schema<'CreateTenantRoleReq'>,
    ): Promise<RoleResponse> {
      const role = await mustFindRole(roleId);
      checkGrants([[input.permissions, 'body.permissions']]);
      await assertCallerHolds(db, deps.tenants, caller, { permissions: input.permissions });
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
      tenantId: string,
      roleId: string,
      input: Schema<'PatchTenantRoleReq'>,
    ): Promise<RoleResponse> {
      const role = await mustFindRole(roleId);
      checkGrants([
        [input.addPermissions, 'body.addPermissions'],
        [input.removePermissions, 'body.removePermissions'],
      ]);
      const current = await findTenantRole(db, tenantId, roleId);
      if (!current) throw notFound('Tenant-specific permissions of this role');
      if (current.version !== input.version) {
        throw conflict(`The version is ${current.version}, not ${input.version}; read the role again`);
      }
      await assertCallerHolds(db, deps.tenants, caller, { permissions: input.addPermissions });
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

    async deleteInTenant(tenantId: string, roleId: string): Promise<void> {
      await mustFindRole(roleId);
      if (!(await deleteTenantRole(db, tenantId, roleId))) {
        throw notFound('Tenant-specific permissions of this role');
      }
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
