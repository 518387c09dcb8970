// The handler of every operation of the contract, keyed by operationId. Its type is derived from
// the contract (see http/api-types.ts): the build fails when an operation is missing, unknown, or
// answered with a status or body the contract does not declare. Operations whose area has not
// been built yet are registered explicitly as not implemented (501) and listed by `npm run ops:status`.
import type { Handlers, OpId } from './http/api-types.js';
import { notImplemented } from './http/dispatch.js';
import { identityRoutes } from './identity/identity-routes.js';
import type { PasswordPolicyService } from './identity/password-policy-service.js';
import type { TokensService } from './identity/tokens-service.js';
import { resourceGroupsRoutes } from './resource-groups/resource-groups-routes.js';
import type { ResourceGroupsService } from './resource-groups/resource-groups-service.js';
import { systemRoutes } from './system/system-routes.js';
import { tenantsRoutes } from './tenants/tenants-routes.js';
import type { TenantsService } from './tenants/tenants-service.js';

export interface Services {
  tenants: TenantsService;
  groups: ResourceGroupsService;
  policy: PasswordPolicyService;
  tokens: TokensService;
  system: Parameters<typeof systemRoutes>[0];
}

export function buildHandlers(s: Services): Handlers {
  const handlers = {
    ...tenantsRoutes(s.tenants),
    ...resourceGroupsRoutes(s.groups),
    ...identityRoutes({ policy: s.policy, tokens: s.tokens }),
    ...systemRoutes(s.system),
    ...pending,
  } satisfies Handlers;
  // Spreads escape excess-property checks; this keeps unknown operation ids out of the map.
  const noUnknownIds: [Exclude<keyof typeof handlers, OpId>] extends [never] ? true : never = true;
  void noUnknownIds;
  return handlers;
}

const pending = {
  addDataSecurityMask: notImplemented('addDataSecurityMask'),
  addFont: notImplemented('addFont'),
  addOIDCIdentityProvider: notImplemented('addOIDCIdentityProvider'),
  addSAMLIdentityProvider: notImplemented('addSAMLIdentityProvider'),
  addUserDataAccess: notImplemented('addUserDataAccess'),
  createAccount: notImplemented('createAccount'),
  createConstraintTable: notImplemented('createConstraintTable'),
  createDocumentResource: notImplemented('createDocumentResource'),
  createIdentityProvider: notImplemented('createIdentityProvider'),
  createLiquidDocumentTemplate: notImplemented('createLiquidDocumentTemplate'),
  createLookupTable: notImplemented('createLookupTable'),
  createOAuthToken: notImplemented('createOAuthToken'),
  createQuickQuote: notImplemented('createQuickQuote'),
  createQuote: notImplemented('createQuote'),
  createRangeTable: notImplemented('createRangeTable'),
  createRole: notImplemented('createRole'),
  createSecret: notImplemented('createSecret'),
  createServiceAccountAuthToken: notImplemented('createServiceAccountAuthToken'),
  createTenantRole: notImplemented('createTenantRole'),
  createUser: notImplemented('createUser'),
  createVelocityDocumentTemplate: notImplemented('createVelocityDocumentTemplate'),
  createWebhook: notImplemented('createWebhook'),
  deleteAuthToken: notImplemented('deleteAuthToken'),
  deleteAuthTokenForUser: notImplemented('deleteAuthTokenForUser'),
  deleteDivertedEvent: notImplemented('deleteDivertedEvent'),
  deleteSecret: notImplemented('deleteSecret'),
  deleteTenantRole: notImplemented('deleteTenantRole'),
  deleteUser: notImplemented('deleteUser'),
  deleteUserDataAccess: notImplemented('deleteUserDataAccess'),
  deleteUserMasks: notImplemented('deleteUserMasks'),
  deleteWebhook: notImplemented('deleteWebhook'),
  deployConfigZip: notImplemented('deployConfigZip'),
  enableUser: notImplemented('enableUser'),
  evaluateConstraintsForAccount: notImplemented('evaluateConstraintsForAccount'),
  evaluateConstraintsForPolicyTransaction: notImplemented('evaluateConstraintsForPolicyTransaction'),
  evaluateConstraintsForQuickQuote: notImplemented('evaluateConstraintsForQuickQuote'),
  evaluateConstraintsForQuote: notImplemented('evaluateConstraintsForQuote'),
  fetchAccount: notImplemented('fetchAccount'),
  fetchAffectedTransactionsForListEndpoint: notImplemented('fetchAffectedTransactionsForListEndpoint'),
  fetchAuthTokens: notImplemented('fetchAuthTokens'),
  fetchAuthTokensForUser: notImplemented('fetchAuthTokensForUser'),
  fetchConfigDefinition: notImplemented('fetchConfigDefinition'),
  fetchConstraints: notImplemented('fetchConstraints'),
  fetchDependencyMapForAccount: notImplemented('fetchDependencyMapForAccount'),
  fetchDependencyMapForPolicyTransaction: notImplemented('fetchDependencyMapForPolicyTransaction'),
  fetchDependencyMapForQuickQuote: notImplemented('fetchDependencyMapForQuickQuote'),
  fetchDependencyMapForQuote: notImplemented('fetchDependencyMapForQuote'),
  fetchDivertedEvent: notImplemented('fetchDivertedEvent'),
  fetchDocumentResourceByName: notImplemented('fetchDocumentResourceByName'),
  fetchDocumentTemplate: notImplemented('fetchDocumentTemplate'),
  fetchEvent: notImplemented('fetchEvent'),
  fetchInstallmentsJobDataForQuotes: notImplemented('fetchInstallmentsJobDataForQuotes'),
  fetchLookupTableInZipFormat: notImplemented('fetchLookupTableInZipFormat'),
  fetchMultipleDivertedEvents: notImplemented('fetchMultipleDivertedEvents'),
  fetchMultipleEvents: notImplemented('fetchMultipleEvents'),
  fetchMultipleResources: notImplemented('fetchMultipleResources'),
  fetchMultipleResourcesByType: notImplemented('fetchMultipleResourcesByType'),
  fetchMultipleSnapshots: notImplemented('fetchMultipleSnapshots'),
  fetchMultipleUsers: notImplemented('fetchMultipleUsers'),
  fetchMyUserDetails: notImplemented('fetchMyUserDetails'),
  fetchPolicy: notImplemented('fetchPolicy'),
  fetchPolicySegmentEx: notImplemented('fetchPolicySegmentEx'),
  fetchQuickQuote: notImplemented('fetchQuickQuote'),
  fetchQuote: notImplemented('fetchQuote'),
  fetchRangeTableInZipFormat: notImplemented('fetchRangeTableInZipFormat'),
  fetchRangeTableRecord: notImplemented('fetchRangeTableRecord'),
  fetchResource: notImplemented('fetchResource'),
  fetchSecret: notImplemented('fetchSecret'),
  fetchTableRecord: notImplemented('fetchTableRecord'),
  fetchTemplate: notImplemented('fetchTemplate'),
  fetchTransaction: notImplemented('fetchTransaction'),
  fetchTransactionSegments: notImplemented('fetchTransactionSegments'),
  fetchUserByLocator: notImplemented('fetchUserByLocator'),
  fetchUserDataAccessForTenant: notImplemented('fetchUserDataAccessForTenant'),
  fetchUserMask: notImplemented('fetchUserMask'),
  fetchUserMasks: notImplemented('fetchUserMasks'),
  fetchUserMasksForTenant: notImplemented('fetchUserMasksForTenant'),
  fetchWebhook: notImplemented('fetchWebhook'),
  fetchWebhooks: notImplemented('fetchWebhooks'),
  getGroupedTokenPermissions: notImplemented('getGroupedTokenPermissions'),
  getTenantRole: notImplemented('getTenantRole'),
  inactivatePaymentProviderConfiguration: notImplemented('inactivatePaymentProviderConfiguration'),
  issueQuote: notImplemented('issueQuote'),
  removeCredentials: notImplemented('removeCredentials'),
  replaceConstraintTable: notImplemented('replaceConstraintTable'),
  replaceLookupTable: notImplemented('replaceLookupTable'),
  replaceRangeTable: notImplemented('replaceRangeTable'),
  resendDivertedEvent: notImplemented('resendDivertedEvent'),
  resetUserPassword: notImplemented('resetUserPassword'),
  revokeUserOauthTokens: notImplemented('revokeUserOauthTokens'),
  unsuspendWebhook: notImplemented('unsuspendWebhook'),
  updateAccount: notImplemented('updateAccount'),
  updateDocument: notImplemented('updateDocument'),
  updateLiquid: notImplemented('updateLiquid'),
  updateLiquidDocumentTemplate: notImplemented('updateLiquidDocumentTemplate'),
  updateQuickQuote: notImplemented('updateQuickQuote'),
  updateQuote: notImplemented('updateQuote'),
  updateSecret: notImplemented('updateSecret'),
  updateTenantRole: notImplemented('updateTenantRole'),
  updateUser: notImplemented('updateUser'),
  updateUserRoles: notImplemented('updateUserRoles'),
  updateUserTenantAssignments: notImplemented('updateUserTenantAssignments'),
  updateVelocity: notImplemented('updateVelocity'),
  updateVelocityDocumentTemplate: notImplemented('updateVelocityDocumentTemplate'),
  updateWebhook: notImplemented('updateWebhook'),
  uploadLiquid: notImplemented('uploadLiquid'),
  uploadVelocity: notImplemented('uploadVelocity'),
  zipConstraintTable: notImplemented('zipConstraintTable'),
};
