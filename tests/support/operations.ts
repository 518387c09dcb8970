// Requests built from the generated operation table, for tests that cover every operation.
import { operations, type OperationId, type OperationInfo } from '../../generated/operations.js';

export const allOperations = Object.entries(operations) as [OperationId, OperationInfo][];

/** A syntactically valid ULID that names nothing. */
export const SAMPLE_ULID = '01JD00000000000000000000ZZ';
/** A syntactically valid UUID v4 that names nothing. */
export const SAMPLE_UUID = '3f1e2d4c-5b6a-4789-8abc-def012345678';

/**
 * The operation's path with every parameter filled: `tenant` for tenant parameters, a UUID for
 * users, a ULID for other locators, and plain names otherwise.
 */
export function pathFor(info: OperationInfo, tenant: string): string {
  return info.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (name === info.tenantParam) return tenant;
    if (name === 'locator' && info.path.startsWith('/auth/users/')) return SAMPLE_UUID;
    if (name.endsWith('ocator')) return SAMPLE_ULID;
    if (name === 'type') return 'account';
    if (name === 'tokenOrName') return 'no-such-token';
    return 'sampleName';
  });
}

/** Calls the operation with `token`; the body is left out: authorisation is decided before it is read. */
export function call(baseUrl: string, info: OperationInfo, path: string, token: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: info.method.toUpperCase(),
    headers: { Authorization: `Bearer ${token}` },
  });
}

/** Every `group.action` grant that some operation of the contract needs. */
export const everyGrant: string[] = [
  ...new Set(allOperations.flatMap(([, info]) => info.permissions.map((p) => `${info.group}.${p}`))),
].sort();

export const grantsOf = (info: OperationInfo): string[] => info.permissions.map((p) => `${info.group}.${p}`);
