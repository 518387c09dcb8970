// The signed-in session: the token, who it belongs to and what it may do. The token lives in this
// tab's sessionStorage (gone when the tab closes) and goes to the server only as a bearer token
// through the SDK, never in a cookie.
import { ApiError, createClient, type InsuiteClient, type OperationId } from '../../../client/src/index.js';
import { operations } from '../../../generated/operations.js';

const TOKEN_KEY = 'insuite.console.token';
const TENANT_KEY = 'insuite.console.tenant';

export interface Session {
  token: string;
  client: InsuiteClient;
  userName: string;
  /** The token's effective grants (`group.action`, `group.*`, `*.*`). */
  grants: string[];
  /** Whether the token may call an operation: what it may not do is hidden or disabled. */
  can(op: OperationId): boolean;
}

const baseUrl = () => location.origin;

export const anonymousClient = (): InsuiteClient => createClient({ baseUrl: baseUrl() });

const granted = (held: readonly string[], group: string, action: string) =>
  held.some((g) => g === '*.*' || g === `${group}.*` || g === `${group}.${action}`);

/** Whether `grants` open operation `op` (any of its permissions, as the server's gate checks). */
export function allows(grants: readonly string[], op: OperationId): boolean {
  const info = operations[op];
  if (!info.secured) return true;
  return (info.permissions as readonly string[]).some((a) => granted(grants, info.group, a));
}

/** Grants grouped by security group, as the server groups a token's permissions. */
export function groupGrants(grants: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const g of grants) {
    const [group = '', action = ''] = g.split('.');
    (out[group] ??= []).push(action);
  }
  for (const k of Object.keys(out)) out[k] = [...new Set(out[k])].sort();
  return out;
}

/**
 * Opens a session with `token`: who it belongs to (whoami) and what it may do (the server's
 * grouped view of the token's effective permissions, else the user's own permissions). A token
 * the server does not accept throws the ApiError (401).
 */
export async function openSession(token: string): Promise<Session> {
  const client = createClient({ baseUrl: baseUrl(), token });
  let userName = '';
  let grants: string[] | undefined;
  try {
    const grouped = await client.getGroupedTokenPermissions({ body: token });
    grants = Object.entries(grouped).flatMap(([group, actions]) => actions.map((a) => `${group}.${a}`));
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 403) throw err;
  }
  try {
    const me = await client.fetchMyUserDetails();
    userName = me.userName;
    grants ??= me.permissions ?? [];
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 403) throw err;
  }
  const held = grants ?? [];
  sessionStorage.setItem(TOKEN_KEY, token);
  return { token, client, userName, grants: held, can: (op) => allows(held, op) };
}

/** Signs in with the password grant and opens a session with the token it gives. */
export async function signInWithPassword(username: string, password: string): Promise<Session> {
  const answer = await anonymousClient().createOAuthToken({
    body: { grant_type: 'password', username, password },
  });
  return openSession(answer.access_token);
}

export const storedToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);
export const storedTenant = (): string | null => sessionStorage.getItem(TENANT_KEY);
export const storeTenant = (locator: string) => sessionStorage.setItem(TENANT_KEY, locator);

export function signOut(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TENANT_KEY);
}
