// Facts about operations come from the contract through the generated operation table: whether an
// operation writes (for the retired-tenant rule) and which setting bounds its body.
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../../generated/operations.js';
import type { Authenticator, Need } from './authenticator.js';
import { classLimits, uploadLimits } from './body-limits.js';
import { gate } from './gate.js';

const ids = Object.keys(operations) as OperationId[];
const READ_LIKE = new Set(['read', 'list']);

describe('read or write, from declared permissions', () => {
  it.each([
    'evaluateConstraintsForAccount',
    'evaluateConstraintsForQuote',
    'evaluateConstraintsForQuickQuote',
    'evaluateConstraintsForPolicyTransaction',
  ] as const)('%s is a POST whose permission is read, so it is a read', (id) => {
    expect(operations[id].method).toBe('post');
    expect(operations[id].permissions).toEqual(['read']);
    expect(operations[id].access).toBe('read');
  });

  it('every operation whose permissions are all read-like is a read, except where the contract says', () => {
    const allReadLike = ids.filter((id) =>
      (operations[id].permissions as readonly string[]).every((p) => READ_LIKE.has(p)),
    );
    // createOAuthToken declares no permissions (it is public) and x-access: write.
    expect(allReadLike.filter((id) => operations[id].access !== 'read')).toEqual(['createOAuthToken']);
  });

  it('every GET is a read (x-access: read where its permissions do not say so)', () => {
    expect(ids.filter((id) => operations[id].method === 'get' && operations[id].access !== 'read')).toEqual(
      [],
    );
    expect(operations.fetchConfigDefinition.access).toBe('read');
  });

  it('writes are writes whatever their method', () => {
    for (const id of ['createSecret', 'updateSecret', 'deleteSecret', 'createQuote', 'issueQuote'] as const) {
      expect(operations[id].access).toBe('write');
    }
  });
});

describe('the gate', () => {
  const TENANT = '2f1c6d0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

  async function needOf(method: string, path: string): Promise<Need> {
    let seen: Need | undefined;
    const auth: Authenticator = {
      authenticate: async () => ({
        userId: 'u',
        userName: 'u',
        tokenId: 't',
        tokenKind: 'auth',
        tokenPermissions: ['*.*'],
        tokenTenants: ['any'],
        userTenants: ['any'],
        roles: [],
      }),
      authorise: async (_caller, need) => {
        seen = need;
        return { kind: 'allowed', tenant: { id: need.tenantId!, type: 'retired' } };
      },
    };
    const req = { method, path, headers: { authorization: 'Bearer x' } } as unknown as Request;
    const res = { locals: {} } as unknown as Response;
    await gate({ auth })(req, res, () => undefined);
    expect(res.locals.tenant).toEqual({ id: TENANT, type: 'retired' });
    return seen!;
  }

  it('asks for a read on a POST whose permission is read', async () => {
    const need = await needOf(
      'POST',
      `/policy/${TENANT}/quotes/01J0000000000000000000000A/constraints/evaluate`,
    );
    expect(need).toMatchObject({ group: 'quotes', permissions: ['read'], tenantId: TENANT, write: false });
  });

  it('asks for a write on a write, and for a read on a GET', async () => {
    expect((await needOf('POST', `/resource/${TENANT}/secrets`)).write).toBe(true);
    expect((await needOf('GET', `/resource/${TENANT}/secrets/s1`)).write).toBe(false);
  });
});

describe('body limits, from x-body-limit', () => {
  const settings = {
    jsonLimitBytes: 1,
    templateLimitBytes: 10,
    fileLimitBytes: 100,
    tableZipLimitBytes: 1000,
    configZipLimitBytes: 10000,
  };
  const byClass = classLimits(settings);

  it('gives every upload operation its class and everything else the JSON limit', () => {
    const limits = uploadLimits(settings);
    const of = (limit: number) => ids.filter((id) => limits[id] === limit).sort();
    expect(of(byClass.template)).toEqual(
      [
        'createLiquidDocumentTemplate',
        'createVelocityDocumentTemplate',
        'updateLiquid',
        'updateLiquidDocumentTemplate',
        'updateVelocity',
        'updateVelocityDocumentTemplate',
        'uploadLiquid',
        'uploadVelocity',
      ].sort(),
    );
    expect(of(byClass.file)).toEqual(['addFont', 'createDocumentResource', 'updateDocument']);
    expect(of(byClass['table-zip'])).toEqual(
      [
        'createConstraintTable',
        'createLookupTable',
        'createRangeTable',
        'replaceConstraintTable',
        'replaceLookupTable',
        'replaceRangeTable',
      ].sort(),
    );
    expect(of(settings.configZipLimitBytes)).toEqual(['createTenant', 'deployConfigZip']);
    expect(of(settings.jsonLimitBytes)).toHaveLength(ids.length - 19);
  });
});
