import type { AreaDeps } from '../area.js';
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

/** Users, tokens, roles, identity providers, data access, password policy, sign-in. */
export function identityArea(deps: AreaDeps) {
  const { db, clock, ids, auth, settings, secretBox } = deps;
  const policy = createPasswordPolicyService({ db });
  return {
    ...identityRoutes({
      policy,
      tokens: createTokensService({ db, clock, ids, auth }),
      signIn: createSignInService({ db, clock, ids, settings, policy }),
    }),
    ...usersRoutes(
      createUsersService({ db, clock, ids, policy }),
      createDataAccessService({ db, clock, auth }),
    ),
    ...rolesRoutes(
      createRolesService({ db, clock, ids }),
      createProvidersService({ db, clock, secretBox, publicUrl: settings.publicUrl }),
    ),
  };
}
