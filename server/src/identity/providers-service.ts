// SAML and OIDC identity providers. The URLs to configure on the provider's side are derived from
// the public URL of this service; an OIDC client secret is sealed at rest and never returned.
import type { Db } from '../db/knex.js';
import { isUniqueViolation } from '../db/db-errors.js';
import { conflict, type ProblemItem } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { SecretBox } from '../shared/secret-box.js';
import { iso, type Clock } from '../util.js';
import type { Caller } from './auth-service.js';
import { throwIfProblems } from './grant-checks.js';
import { insertProvider, type ProviderRecord } from './providers-store.js';

export type IdentityProviderResponse = Schema<'IdentityProviderResponse'>;

// The id becomes a path segment of the derived URLs.
const PROVIDER_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function urlProblem(value: string, location: string): ProblemItem[] {
  let ok = value.length <= 2048;
  try {
    ok &&= ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    ok = false;
  }
  return ok ? [] : [{ location, message: 'must be an http(s) URL of at most 2048 characters' }];
}

function textProblem(value: string, location: string, max: number): ProblemItem[] {
  if (!value.trim()) return [{ location, message: 'must not be empty' }];
  return value.length > max ? [{ location, message: `at most ${max} characters` }] : [];
}

export function createProvidersService(deps: {
  db: Db;
  clock: Clock;
  secretBox: SecretBox;
  publicUrl: string;
}) {
  const { db, clock, secretBox, publicUrl } = deps;

  const toResponse = (p: ProviderRecord): IdentityProviderResponse => {
    const base = `${publicUrl}/auth/sso/${p.type}/${encodeURIComponent(p.id)}`;
    return {
      id: p.id,
      displayName: p.displayName,
      type: p.type,
      acsUrl: `${base}/acs`,
      callbackUrl: `${base}/callback`,
      entityId: base,
      // For OIDC, the provider's discovery document is where sign-on starts.
      singleSignOnServiceUrl: p.singleSignOnServiceUrl ?? p.importConfigUrl ?? '',
    };
  };

  async function add(p: ProviderRecord): Promise<IdentityProviderResponse> {
    try {
      await insertProvider(db, p);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(`An identity provider with id "${p.id}" already exists`);
      throw err;
    }
    return toResponse(p);
  }

  const idProblems = (id: string): ProblemItem[] =>
    PROVIDER_ID.test(id)
      ? []
      : [
          {
            location: 'body.id',
            message: 'letters, digits, ".", "_" and "-", at most 64, starting with a letter or digit',
          },
        ];

  return {
    async addSaml(caller: Caller, input: Schema<'SAMLIdentityProviderCreateRequest'>) {
      throwIfProblems(
        [
          ...idProblems(input.id),
          ...textProblem(input.displayName, 'body.displayName', 256),
          ...urlProblem(input.singleSignOnServiceUrl, 'body.singleSignOnServiceUrl'),
        ],
        'The identity provider is invalid',
      );
      return add({
        id: input.id,
        type: 'saml',
        displayName: input.displayName,
        singleSignOnServiceUrl: input.singleSignOnServiceUrl,
        importConfigUrl: undefined,
        clientId: undefined,
        sealedClientSecret: undefined,
        createdAt: iso(clock.now()),
        createdBy: caller.userId,
      });
    },

    async addOidc(caller: Caller, input: Schema<'OIDCIdentityProviderCreateRequest'>) {
      throwIfProblems(
        [
          ...idProblems(input.id),
          ...textProblem(input.displayName, 'body.displayName', 256),
          ...urlProblem(input.importConfigUrl, 'body.importConfigUrl'),
          ...textProblem(input.clientId, 'body.clientId', 512),
          ...textProblem(input.clientSecret, 'body.clientSecret', 4096),
        ],
        'The identity provider is invalid',
      );
      return add({
        id: input.id,
        type: 'oidc',
        displayName: input.displayName,
        singleSignOnServiceUrl: undefined,
        importConfigUrl: input.importConfigUrl,
        clientId: input.clientId,
        sealedClientSecret: secretBox.seal(input.clientSecret),
        createdAt: iso(clock.now()),
        createdBy: caller.userId,
      });
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
