import type { HandlerMap } from '../http/api-types.js';
import { listReply } from '../shared/paging.js';
import type { DataAccessService } from './data-access-service.js';
import type { UsersService } from './users-service.js';

type UserOps =
  | 'createUser'
  | 'fetchUserByLocator'
  | 'fetchMyUserDetails'
  | 'fetchMultipleUsers'
  | 'updateUser'
  | 'deleteUser'
  | 'updateUserTenantAssignments'
  | 'updateUserRoles'
  | 'resetUserPassword'
  | 'enableUser'
  | 'removeCredentials'
  | 'fetchUserDataAccessForTenant'
  | 'addUserDataAccess'
  | 'deleteUserDataAccess'
  | 'fetchUserMasks'
  | 'addDataSecurityMask'
  | 'fetchUserMasksForTenant'
  | 'deleteUserMasks'
  | 'fetchUserMask';

const done = { status: 200, body: undefined } as const;

export function usersRoutes(users: UsersService, access: DataAccessService): HandlerMap<UserOps> {
  return {
    createUser: async ({ caller, query, body }) => ({
      status: 200,
      body: await users.create(caller, body, query.enableUser),
    }),
    fetchUserByLocator: async ({ params }) => ({ status: 200, body: await users.fetch(params.locator) }),
    fetchMyUserDetails: async ({ caller }) => ({ status: 200, body: await users.fetch(caller.userId) }),
    fetchMultipleUsers: async ({ caller, query }) => ({
      status: 200,
      body: listReply(await users.list(caller, query), query.extended),
    }),
    updateUser: async ({ caller, params, body }) => ({
      status: 200,
      body: await users.update(caller, params.locator, body),
    }),
    deleteUser: async ({ params }) => {
      await users.remove(params.locator);
      return done;
    },
    updateUserTenantAssignments: async ({ caller, params, body }) => ({
      status: 200,
      body: await users.updateTenants(caller, params.locator, body),
    }),
    updateUserRoles: async ({ caller, params, body }) => ({
      status: 200,
      body: await users.updateRoles(caller, params.locator, body),
    }),
    resetUserPassword: async ({ params, body }) => {
      await users.resetPassword(params.locator, body);
      return done;
    },
    enableUser: async ({ params }) => ({ status: 200, body: await users.enable(params.locator) }),
    removeCredentials: async ({ params }) => {
      await users.removeCredentials(params.locator);
      return done;
    },
    fetchUserDataAccessForTenant: async ({ params }) => ({
      status: 200,
      body: await access.fetch(params.locator, params.tenantLocator),
    }),
    addUserDataAccess: async ({ params, body }) => ({
      status: 200,
      body: await access.put(params.locator, params.tenantLocator, body),
    }),
    deleteUserDataAccess: async ({ params }) => {
      await access.remove(params.locator, params.tenantLocator);
      return done;
    },
    fetchUserMasks: async ({ caller, params }) => ({
      status: 200,
      body: await access.masks(caller, params.locator),
    }),
    addDataSecurityMask: async ({ caller, params, body }) => ({
      status: 200,
      body: await access.addMask(caller, params.locator, body),
    }),
    fetchUserMasksForTenant: async ({ params }) => ({
      status: 200,
      body: await access.masksInTenant(params.locator, params.tenantLocator),
    }),
    deleteUserMasks: async ({ params }) => {
      await access.remove(params.locator, params.tenantLocator);
      return done;
    },
    fetchUserMask: async ({ params }) => ({
      status: 200,
      body: await access.mask(params.locator, params.tenantLocator, params.type),
    }),
  };
}
