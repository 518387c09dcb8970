// Users as one service: creation and changes (user-changes.ts), passwords, enabling and
// credentials (user-credentials.ts), and reads (user-reads.ts).
import {
  createUser,
  updateUserDetails,
  updateUserTenants,
  updateUserRoles,
  removeUser,
} from './user-changes.js';
import { resetPassword, enableUser, removeCredentials } from './user-credentials.js';
import { respond, listUsersPage, type UserResponse, type UsersDeps } from './user-reads.js';

/** The parameters of a function after its first (the dependencies). */
type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

export function createUsersService(deps: UsersDeps) {
  return {
    create: (...args: Tail<Parameters<typeof createUser>>) => createUser(deps, ...args),
    fetch: (id: string): Promise<UserResponse> => respond(deps.db, id),
    list: (...args: Tail<Parameters<typeof listUsersPage>>) => listUsersPage(deps, ...args),
    update: (...args: Tail<Parameters<typeof updateUserDetails>>) => updateUserDetails(deps, ...args),
    updateTenants: (...args: Tail<Parameters<typeof updateUserTenants>>) => updateUserTenants(deps, ...args),
    updateRoles: (...args: Tail<Parameters<typeof updateUserRoles>>) => updateUserRoles(deps, ...args),
    resetPassword: (...args: Tail<Parameters<typeof resetPassword>>) => resetPassword(deps, ...args),
    enable: (...args: Tail<Parameters<typeof enableUser>>) => enableUser(deps, ...args),
    removeCredentials: (...args: Tail<Parameters<typeof removeCredentials>>) =>
      removeCredentials(deps, ...args),
    remove: (...args: Tail<Parameters<typeof removeUser>>) => removeUser(deps, ...args),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
