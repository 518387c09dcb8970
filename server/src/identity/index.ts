import type { AreaDeps } from '../area.js';
import type { TenantsService } from '../tenants/tenants-service.js';
import { createAuthService } from './auth-service.js';
import { createDataAccessService } from './data-access-service.js';
import { identityRoutes } from './identity-routes.js';
import { createPasswordPolicyService } from './password-policy-service.js';
import { createProvidersService } from './providers-service.js';
import { createRolesService } from './roles-service.js';
import { rolesRoutes } from './roles-routes.js';
import { createSignInService } from './sign-in-service.js';
import { createTokensService } from './tokens-service.js';
import { createUsersService } from './users-service.js';
import { usersRoutes } from './users-routes.js';

/**
 * Users, tokens, roles, identity providers, data access, password policy, sign-in; and `auth`,
 * the Authenticator the gate uses. Identity checks tenants it is given through the tenants area.
 */
export function identityArea(deps: AreaDeps, needs: { tenants: TenantsService }) {
  const { db, reads, clock, ids, settings, secretBox } = deps;
  const { tenants } = needs;
  const auth = createAuthService({ db, reads, clock });
  const policy = createPasswordPolicyService({ db });
  const dataAccess = createDataAccessService({ db, reads, clock, auth, tenants });
  return {
    handlers: {
      ...identityRoutes({
        policy,
        tokens: createTokensService({ db, clock, ids, auth, tenants }),
        signIn: createSignInService({ db, clock, ids, settings, policy }),
      }),
      ...usersRoutes(createUsersService({ db, clock, ids, policy, tenantRefs: tenants }), dataAccess),
      ...rolesRoutes(
        createRolesService({ db, clock, ids, tenants }),
        createProvidersService({ db, clock, secretBox, publicUrl: settings.publicUrl }),
      ),
    },
    services: { auth, dataAccess },
  };
}
