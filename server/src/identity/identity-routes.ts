import type { HandlerMap } from '../http/api-types.js';
import type { PasswordPolicyService } from './password-policy-service.js';
import type { SignInService } from './sign-in-service.js';
import type { TokensService } from './tokens-service.js';

type IdentityOps =
  | 'fetchPasswordPolicy'
  | 'updatePasswordPolicy'
  | 'createAuthToken'
  | 'createServiceAccountAuthToken'
  | 'fetchAuthTokens'
  | 'fetchAuthTokensForUser'
  | 'deleteAuthToken'
  | 'deleteAuthTokenForUser'
  | 'revokeUserOauthTokens'
  | 'getGroupedTokenPermissions'
  | 'createOAuthToken';

export function identityRoutes(deps: {
  policy: PasswordPolicyService;
  tokens: TokensService;
  signIn: SignInService;
}): HandlerMap<IdentityOps> {
  const { policy, tokens, signIn } = deps;
  return {
    fetchPasswordPolicy: async () => ({ status: 200, body: { passwordPolicies: await policy.get() } }),
    updatePasswordPolicy: async ({ body }) => {
      await policy.update(body.passwordPolicies);
      return { status: 200, body: undefined };
    },
    createAuthToken: async ({ caller, body }) => ({
      status: 200,
      body: await tokens.createAuthToken(caller, caller.userId, body),
    }),
    createServiceAccountAuthToken: async ({ caller, params, body }) => ({
      status: 200,
      body: await tokens.createServiceAccountToken(caller, params.locator, body),
    }),
    fetchAuthTokens: async ({ caller }) => ({ status: 200, body: await tokens.list(caller.userId) }),
    fetchAuthTokensForUser: async ({ params }) => ({ status: 200, body: await tokens.list(params.locator) }),
    deleteAuthToken: async ({ caller, params }) => {
      await tokens.remove(caller.userId, params.tokenOrName);
      return { status: 200, body: undefined };
    },
    deleteAuthTokenForUser: async ({ params }) => {
      await tokens.remove(params.locator, params.tokenOrName);
      return { status: 200, body: undefined };
    },
    revokeUserOauthTokens: async ({ params }) => {
      await tokens.revokeOauth(params.locator);
      return { status: 200, body: undefined };
    },
    getGroupedTokenPermissions: async ({ caller, body }) => ({
      status: 200,
      // Through `custom` alone, only the caller's own tokens are shown.
      body: await tokens.groupedPermissions(body, caller.asSelf ? caller.userId : undefined),
    }),
    // RFC 6749 §5.1: token answers must not be cached.
    createOAuthToken: async ({ body }) => ({
      status: 200,
      body: await signIn.signIn(body),
      headers: { 'Cache-Control': 'no-store' },
    }),
  };
}
