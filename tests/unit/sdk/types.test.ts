// The SDK's public types, pinned: `npm run typecheck` compiles this file, so each `@ts-expect-error`
// fails the check if the mistake under it ever compiles; expectTypeOf pins what the types are. The
// deprecation marks are read as an editor reads them, through the TypeScript language service.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ApiError,
  isApiError,
  type ApiErrorOf,
  type CallOptions,
  type ConfigurationRef,
  type CreateTenantArgs,
  type ErrorCodeOf,
  type ErrorStatus,
  type ErrorStatusOf,
  type FetchTableRecordArgs,
  type DivertedEventResponse,
  type InsuiteClient,
  type ItemOf,
  type PagedOperationId,
  type Permission,
  type QuoteResponse,
  type ResourceResponse,
  type TenantResponse,
  type UserResponse,
  type ResourceGroupResponse,
  type TableLookupResponse,
  type TenantDeploymentResult,
} from '@insuite/client';
import type { CODES_BY_STATUS } from '../../../generated/error-codes.js';
import type * as serverErrors from '../../../server/src/errors.js';
import { editor } from '../../support/language-service.js';

type ServerErrors = typeof serverErrors;

const repo = resolve(import.meta.dirname, '../../..');

// Never called: each statement only has to compile (or, under @ts-expect-error, not compile).
function compileOnly(client: InsuiteClient) {
  // A misspelt permission.
  // @ts-expect-error 'roles.raed' is not a Permission
  void client.createRole({ body: { name: 'r', description: 'd', permissions: ['roles.raed'] } });
  // A leading wildcard alone is no grant (docs/decisions.md §3).
  // @ts-expect-error '*.read' is not a Permission
  void client.createRole({ body: { name: 'r', description: 'd', permissions: ['*.read'] } });
  void client.createRole({
    body: { name: 'r', description: 'd', permissions: ['tables.read', 'users.*', '*.*'] },
  });
  // A token's grants are checked the same way.
  void client.createAuthToken({
    // @ts-expect-error 'tables.raed' is not a Permission
    body: { name: 't', permissions: ['tables.raed'], tenants: ['any'], expiresAt: '2030-01-01T00:00:00Z' },
  });

  // A wrong argument name.
  // @ts-expect-error 'value' is not an argument of fetchTableRecord
  void client.fetchTableRecord({ tenantLocator: 't', name: 'n', value: ['k'] });
  // A required argument left out.
  // @ts-expect-error key is required
  void client.fetchTableRecord({ tenantLocator: 't', name: 'n' });

  // A call option that does not exist (RequestInit fields are not call options).
  // @ts-expect-error method is not a call option
  void client.getHealth(undefined, { method: 'DELETE' });
  // @ts-expect-error body is not a call option
  void client.getHealth(undefined, { body: 'x' });
  void client.getHealth(undefined, {
    signal: AbortSignal.timeout(1),
    headers: { 'X-A': 'b' },
    timeoutMs: 5,
    retry: false,
  });

  // instanceof keeps the types: a number status, a code of the enum.
  const e: unknown = undefined;
  if (e instanceof ApiError) {
    // @ts-expect-error status is a number
    void (e.status satisfies string);
    expectTypeOf(e.code).toEqualTypeOf<ApiError['code']>();
  }
  // An error status no operation declares.
  // @ts-expect-error 418 is no declared error status
  void isApiError(new Error(), 418);

  // paginate walks paged lists only: an operation that answers one thing is refused.
  // @ts-expect-error fetchTenant does not page
  void client.paginate('fetchTenant', { locator: 't' });
  // @ts-expect-error createWebhook does not page
  void client.paginate('createWebhook', { tenantLocator: 't' });
  // @ts-expect-error getHealth takes no arguments and does not page
  void client.paginate('getHealth', {});
  // The paging arguments are paginate's own.
  // @ts-expect-error offset is not an argument of paginate
  void client.paginate('fetchTenants', { offset: 10 });
  // Its items have the list's named item type.
  void (async () => {
    for await (const tenant of client.paginate('fetchTenants', {}))
      expectTypeOf(tenant).toEqualTypeOf<TenantResponse>();
  })();

  // The raw client does not throw on a non-2xx answer, so its error branch is typed.
  void client.raw.GET('/healthz').then(({ data, error }) => [data?.status, error?.code]);
}
void compileOnly;

describe('the public types', () => {
  it('name the arguments and answers of each method', () => {
    expectTypeOf<InsuiteClient['fetchTableRecord']>().parameter(0).toEqualTypeOf<FetchTableRecordArgs>();
    expectTypeOf<InsuiteClient['fetchTableRecord']>().returns.resolves.toEqualTypeOf<TableLookupResponse>();
    expectTypeOf<InsuiteClient['createTenant']>().returns.resolves.toEqualTypeOf<TenantDeploymentResult>();
    expectTypeOf<ConfigurationRef>().toExtend<CreateTenantArgs['body']>();
    expectTypeOf<Uint8Array>().toExtend<CreateTenantArgs['body']>();
    expectTypeOf<
      InsuiteClient['fetchResourceGroup']
    >().returns.resolves.toEqualTypeOf<ResourceGroupResponse>();
    expectTypeOf<FetchTableRecordArgs['key']>().toEqualTypeOf<string[]>();
    expectTypeOf<keyof CallOptions>().toEqualTypeOf<'signal' | 'headers' | 'timeoutMs' | 'retry'>();
  });

  it('page only the operations that take offset and count, each item a named schema', () => {
    expectTypeOf<'fetchTenant'>().not.toExtend<PagedOperationId>();
    expectTypeOf<'createTenant'>().not.toExtend<PagedOperationId>();
    // Operations without arguments do not page either.
    expectTypeOf<'getHealth'>().not.toExtend<PagedOperationId>();
    expectTypeOf<ItemOf<'fetchTenants'>>().toEqualTypeOf<TenantResponse>();
    expectTypeOf<ItemOf<'fetchMultipleUsers'>>().toEqualTypeOf<UserResponse>();
    expectTypeOf<ItemOf<'fetchQuotesInATenant'>>().toEqualTypeOf<QuoteResponse>();
    expectTypeOf<ItemOf<'fetchMultipleResources'>>().toEqualTypeOf<ResourceResponse>();
    // A list answered as a bare array alone.
    expectTypeOf<ItemOf<'fetchMultipleDivertedEvents'>>().toEqualTypeOf<DivertedEventResponse>();
    // No paged operation yields an item of no type.
    expectTypeOf<
      { [K in PagedOperationId]: [ItemOf<K>] extends [never] ? K : never }[PagedOperationId]
    >().toBeNever();
  });

  it('make Permission the grants of the contract and its wildcards', () => {
    expectTypeOf<'tables.read'>().toExtend<Permission>();
    expectTypeOf<'tables.*'>().toExtend<Permission>();
    expectTypeOf<'*.*'>().toExtend<Permission>();
    expectTypeOf<'tables.raed'>().not.toExtend<Permission>();
    expectTypeOf<string>().not.toExtend<Permission>();
  });

  it('narrow an ApiError by status to its code, and list the statuses each operation declares', () => {
    const e: unknown = new ApiError(404, undefined, undefined, undefined);
    if (isApiError(e, 404)) {
      expectTypeOf(e.status).toEqualTypeOf<404>();
      expectTypeOf(e.code).toEqualTypeOf<'NOT_FOUND' | undefined>();
    }
    if (isApiError(e, 401, 403))
      expectTypeOf(e.code).toEqualTypeOf<
        'UNAUTHENTICATED' | 'FORBIDDEN' | 'PRECONDITION_FAILED' | undefined
      >();
    expect(isApiError(e, 404)).toBe(true);
    expect(isApiError(e, 409)).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
    expectTypeOf<ErrorStatusOf<'fetchTableRecord'>>().toEqualTypeOf<400 | 401 | 403 | 404 | 422 | 500>();
  });

  it('narrow to every code the server sends, under the status it sends it with', () => {
    // Each status and code the server's error factories produce, read from their return types.
    type Sent = {
      [K in keyof ServerErrors]: ServerErrors[K] extends (...args: never[]) => infer R
        ? R extends { status: infer S; code: infer C }
          ? [S, C]
          : never
        : never;
    }[keyof ServerErrors];
    expectTypeOf<Sent>().toEqualTypeOf<
      | [400, 'VALIDATION_FAILED']
      | [401, 'UNAUTHENTICATED']
      | [403, 'FORBIDDEN']
      | [403, 'PRECONDITION_FAILED']
      | [404, 'NOT_FOUND']
      | [409, 'CONFLICT']
      | [413, 'PAYLOAD_TOO_LARGE']
      | [422, 'UNPROCESSABLE']
      | [429, 'RATE_LIMITED']
      | [501, 'NOT_IMPLEMENTED']
    >();
    // Pairs whose code the SDK does not accept under their status: none.
    type Refused<P> = P extends [infer S extends number, infer C]
      ? C extends ApiErrorOf<S>['code']
        ? never
        : P
      : never;
    expectTypeOf<Refused<Sent>>().toEqualTypeOf<never>();
    // Every code of the contract under each status the server's table gives it, both ways.
    type Table = typeof CODES_BY_STATUS;
    expectTypeOf<ErrorStatus>().toEqualTypeOf<keyof Table>();
    expectTypeOf<{ [S in ErrorStatus]: ErrorCodeOf<S> }>().toEqualTypeOf<{
      -readonly [S in keyof Table]: Table[S][number];
    }>();
    expectTypeOf<Refused<[403, 'NOT_FOUND']>>().toEqualTypeOf<[403, 'NOT_FOUND']>();

    const e: unknown = new ApiError(403, undefined, undefined, undefined);
    if (isApiError(e, 403) && e.code === 'PRECONDITION_FAILED') expectTypeOf(e.status).toEqualTypeOf<403>();
    if (isApiError(e, 403)) {
      expectTypeOf(e.code).toEqualTypeOf<'FORBIDDEN' | 'PRECONDITION_FAILED' | undefined>();
      // @ts-expect-error 403 never carries NOT_FOUND
      void (e.code === 'NOT_FOUND');
    }
    if (isApiError(e, 404)) {
      // @ts-expect-error 404 never carries PRECONDITION_FAILED
      void (e.code === 'PRECONDITION_FAILED');
    }
    expect(isApiError(e, 403)).toBe(true);
  });
});

describe('in an editor', () => {
  it('strikes through a deprecated method and shows its documentation', () => {
    const dir = mkdtempSync(join(tmpdir(), 'insuite-types-'));
    try {
      const file = join(dir, 'use.ts');
      writeFileSync(
        file,
        `import { createClient } from '${join(repo, 'client/src/index.js')}';
const client = createClient({ baseUrl: 'http://localhost' });
void client.createIdentityProvider;
void client.addSAMLIdentityProvider;
void client.raw.GET;
// @ts-expect-error the path-typed methods are on \`raw\` only
void client.GET;
`,
      );
      const ide = editor(join(repo, 'tsconfig.json'), [file]);
      expect(ide.errors(file)).toEqual([]);
      expect(ide.deprecated(file)).toEqual(['createIdentityProvider']);
      const hover = ide.hover(file, 'createIdentityProvider');
      expect(hover.signature).toContain('CreateIdentityProviderArgs');
      expect(hover.tags).toContain('@deprecated');
      expect(hover.tags).toContain('/docs#operation/createIdentityProvider');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
