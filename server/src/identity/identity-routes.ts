import type { HandlerMap } from '../http/api-types.js';
import type { PasswordPolicyService } from './password-policy-service.js';
import type { TokensService } from './tokens-service.js';

type IdentityOps = 'fetchPasswordPolicy' | 'updatePasswordPolicy' | 'createAuthToken';

export function identityRoutes(deps: {
  policy: PasswordPolicyService;
  tokens: TokensService;
}): HandlerMap<IdentityOps> {
  return {
    fetchPasswordPolicy: async () => ({ status: 200, body: { passwordPolicies: await deps.policy.get() } }),
    updatePasswordPolicy: async ({ body }) => {
      await deps.policy.update(body.passwordPolicies);
      return { status: 200, body: undefined };
    },
    createAuthToken: async ({ caller, body }) => ({
      status: 200,
      body: await deps.tokens.createAuthToken(caller, caller.userId, body),
    }),
  };
}
