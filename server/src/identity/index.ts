import type { AreaDeps } from '../area.js';
import { notImplemented } from '../http/dispatch.js';
import { identityRoutes } from './identity-routes.js';
import { createPasswordPolicyService } from './password-policy-service.js';
import { createTokensService } from './tokens-service.js';

/** Users, tokens, roles, identity providers, data access, password policy, sign-in. */
export function identityArea(deps: AreaDeps) {
  const { db, clock, ids, auth } = deps;
  return {
    ...identityRoutes({
      policy: createPasswordPolicyService({ db }),
      tokens: createTokensService({ db, clock, ids, auth }),
    }),
    ...pending,
  };
}

const pending = {
  addDataSecurityMask: notImplemented('addDataSecurityMask'),
  addOIDCIdentityProvider: notImplemented('addOIDCIdentityProvider'),
  addSAMLIdentityProvider: notImplemented('addSAMLIdentityProvider'),
  addUserDataAccess: notImplemented('addUserDataAccess'),
  createIdentityProvider: notImplemented('createIdentityProvider'),
  createOAuthToken: notImplemented('createOAuthToken'),
  createRole: notImplemented('createRole'),
  createServiceAccountAuthToken: notImplemented('createServiceAccountAuthToken'),
  createTenantRole: notImplemented('createTenantRole'),
  createUser: notImplemented('createUser'),
  deleteAuthToken: notImplemented('deleteAuthToken'),
  deleteAuthTokenForUser: notImplemented('deleteAuthTokenForUser'),
  deleteTenantRole: notImplemented('deleteTenantRole'),
  deleteUser: notImplemented('deleteUser'),
  deleteUserDataAccess: notImplemented('deleteUserDataAccess'),
  deleteUserMasks: notImplemented('deleteUserMasks'),
  enableUser: notImplemented('enableUser'),
  fetchAuthTokens: notImplemented('fetchAuthTokens'),
  fetchAuthTokensForUser: notImplemented('fetchAuthTokensForUser'),
  fetchMultipleUsers: notImplemented('fetchMultipleUsers'),
  fetchMyUserDetails: notImplemented('fetchMyUserDetails'),
  fetchUserByLocator: notImplemented('fetchUserByLocator'),
  fetchUserDataAccessForTenant: notImplemented('fetchUserDataAccessForTenant'),
  fetchUserMask: notImplemented('fetchUserMask'),
  fetchUserMasks: notImplemented('fetchUserMasks'),
  fetchUserMasksForTenant: notImplemented('fetchUserMasksForTenant'),
  getGroupedTokenPermissions: notImplemented('getGroupedTokenPermissions'),
  getTenantRole: notImplemented('getTenantRole'),
  removeCredentials: notImplemented('removeCredentials'),
  resetUserPassword: notImplemented('resetUserPassword'),
  revokeUserOauthTokens: notImplemented('revokeUserOauthTokens'),
  updateTenantRole: notImplemented('updateTenantRole'),
  updateUser: notImplemented('updateUser'),
  updateUserRoles: notImplemented('updateUserRoles'),
  updateUserTenantAssignments: notImplemented('updateUserTenantAssignments'),
};
