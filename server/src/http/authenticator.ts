// What the gate needs from identity, declared here so that http/ depends on no area: identity
// implements it (identity/auth-service.ts) and app.ts hands the implementation to the gate.

/** The user and token behind an authenticated request. */
export interface Caller {
  userId: string;
  userName: string;
  tokenId: string;
  /** The token's name, when it was given one. */
  tokenName?: string | null;
  tokenKind: 'auth' | 'oauth';
  tokenPermissions: string[];
  tokenTenants: string[];
  userTenants: string[];
  roles: readonly CallerRole[];
  /**
   * Set when the request was admitted by `custom` alone: it acts on the caller's own user record
   * and tokens, and may change neither its roles nor its tenants.
   */
  asSelf?: boolean;
}

export interface CallerRole {
  id: string;
  name: string;
  permissions: string[];
}

/** The tenant a request works in, as the gate resolved it from the path (`ctx.tenant`). */
export interface RequestTenant {
  id: string;
  type: string;
}

/** What an operation needs, from the operation table of the contract. */
export interface Need {
  group: string;
  /** Any one of these actions of `group` is enough. */
  permissions: readonly string[];
  /** The tenant locator in the path, normalised; absent for operations outside a tenant. */
  tenantId?: string;
  /** The path names the tenant record itself (`/auth/tenants/{locator}`). */
  tenantRecord: boolean;
  /** Whether the operation changes anything (a retired tenant refuses writes). */
  write: boolean;
  /** The user the path names (`/auth/users/{locator}…`), normalised. */
  userId?: string;
  /** What `custom` admits, when the operation lists it (`x-security-custom`). */
  custom?: 'self' | 'nothing';
}

export type Decision =
  | { kind: 'allowed'; tenant?: RequestTenant; asSelf?: boolean }
  /** The caller lacks every one of the permissions. */
  | { kind: 'forbidden' };

export interface Authenticator {
  /**
   * The caller behind a bearer token; undefined when it is unknown, expired or revoked.
   * `tenantId` is the tenant the path names, if any: it may be read in the same round trip, for
   * `authorise` of the same request.
   */
  authenticate(token: string, tenantId?: string): Promise<Caller | undefined>;
  /**
   * Whether the caller may perform the operation. A tenant the caller may not use, a write under a
   * retired tenant, or a user beyond the caller's tenants, is answered by throwing the AppError to
   * send (403, or 404).
   */
  authorise(caller: Caller, need: Need): Promise<Decision>;
}
