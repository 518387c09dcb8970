// Data access per user and tenant: a masking level and, per entity type (account, policy), the
// values of fields the user may see. The deprecated mask operations read and write the same
// records. Only storage lives here; enforcement on accounts, quotes, quick quotes and transactions
// belongs to the policy area.
import type { HotReads } from '../db/hot-reads.js';
import type { Db } from '../db/knex.js';
import { forbidden, notFound, type ProblemItem } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import { iso, type Clock } from '../util.js';
import type { AuthService, Caller } from './auth-service.js';
import {
  deleteDataAccess,
  findDataAccess,
  listDataAccess,
  putDataAccess,
  readAccessControlFields,
  type AccessControlFields,
  type DataAccessRecord,
} from './data-access-store.js';
import { throwIfProblems, type TenantRefs } from './grant-checks.js';
import { findUser } from './users-store.js';

export type DataAccessResponse = Schema<'UserDataAccessResponse'>;
export type MaskResponse = Schema<'UserDataAccessControlMaskResponse'>;
type MaskType = 'account' | 'policy';

const MASK_TYPES: readonly MaskType[] = ['account', 'policy'];
const MAX_FIELDS = 64;
const MAX_VALUES = 256;
const MAX_TEXT = 256;

const toResponse = (r: DataAccessRecord): DataAccessResponse => ({
  userLocator: r.userId,
  tenantLocator: r.tenantId,
  maskingLevel: r.maskingLevel,
  accessControlFields: r.accessControlFields,
});

const masksOf = (r: DataAccessRecord): MaskResponse[] =>
  MASK_TYPES.filter((t) => r.accessControlFields[t]).map((t) => ({
    userLocator: r.userId,
    tenantLocator: r.tenantId,
    maskType: t,
    fields: r.accessControlFields[t]!,
  }));

/** Sizes and names of `{field: [values]}` for one entity type. */
function fieldProblems(fields: Record<string, string[]>, location: string): ProblemItem[] {
  const out: ProblemItem[] = [];
  const entries = Object.entries(fields);
  if (entries.length > MAX_FIELDS) out.push({ location, message: `at most ${MAX_FIELDS} fields` });
  for (const [name, values] of entries) {
    const at = `${location}.${name}`;
    if (!name || name.length > MAX_TEXT)
      out.push({ location: at, message: `a field name of 1 to ${MAX_TEXT} characters` });
    if (values.length > MAX_VALUES) out.push({ location: at, message: `at most ${MAX_VALUES} values` });
    if (values.some((v) => v.length > MAX_TEXT))
      out.push({ location: at, message: `values of at most ${MAX_TEXT} characters` });
  }
  return out;
}

function controlProblems(acf: AccessControlFields): ProblemItem[] {
  return Object.entries(acf).flatMap(([type, fields]) =>
    (MASK_TYPES as readonly string[]).includes(type)
      ? fieldProblems(fields, `body.accessControlFields.${type}`)
      : [{ location: `body.accessControlFields.${type}`, message: 'must be "account" or "policy"' }],
  );
}

export function createDataAccessService(deps: {
  db: Db;
  reads: HotReads;
  clock: Clock;
  auth: AuthService;
  tenants: TenantRefs;
}) {
  const { db, clock, auth } = deps;

  async function mustFindUser(id: string): Promise<void> {
    if (!(await findUser(db, id))) throw notFound('User');
  }

  const orDefault = async (userId: string, tenantId: string): Promise<DataAccessRecord> =>
    (await findDataAccess(db, userId, tenantId)) ?? {
      userId,
      tenantId,
      maskingLevel: 'none',
      accessControlFields: {},
    };

  return {
    /** A user without a record in the tenant has no restrictions there: the default is answered. */
    async fetch(userId: string, tenantId: string): Promise<DataAccessResponse> {
      await mustFindUser(userId);
      return toResponse(await orDefault(userId, tenantId));
    },

    /**
     * The access control fields of `fetch` alone (404 without such a user), read the way the gate
     * reads: the policy area asks for them on every read of an account, quote or transaction.
     */
    async accessControlFields(userId: string, tenantId: string): Promise<AccessControlFields> {
      const fields = await readAccessControlFields(deps.reads, userId, tenantId);
      if (!fields) throw notFound('User');
      return fields;
    },

    async put(
      userId: string,
      tenantId: string,
      input: Schema<'UserDataAccessRequest'>,
    ): Promise<DataAccessResponse> {
      throwIfProblems(controlProblems(input.accessControlFields), 'The data access rules are invalid');
      await mustFindUser(userId);
      const record: DataAccessRecord = {
        userId,
        tenantId,
        maskingLevel: input.maskingLevel,
        accessControlFields: input.accessControlFields,
      };
      await putDataAccess(db, record, iso(clock.now()));
      return toResponse(record);
    },

    /** Lifts the user's restrictions in the tenant; nothing to lift is not an error. */
    async remove(userId: string, tenantId: string): Promise<void> {
      await mustFindUser(userId);
      await deleteDataAccess(db, userId, tenantId);
    },

    /** The user's masks in every tenant the caller may use. */
    async masks(caller: Caller, userId: string): Promise<MaskResponse[]> {
      await mustFindUser(userId);
      const records = await listDataAccess(db, userId);
      const tenants = await deps.tenants.refs(records.map((r) => r.tenantId));
      return records.flatMap((r) => {
        const tenant = tenants.get(r.tenantId);
        return tenant && auth.canUseTenant(caller, tenant) ? masksOf(r) : [];
      });
    },

    async masksInTenant(userId: string, tenantId: string): Promise<MaskResponse[]> {
      await mustFindUser(userId);
      return masksOf(await orDefault(userId, tenantId));
    },

    async mask(userId: string, tenantId: string, type: MaskType): Promise<MaskResponse> {
      await mustFindUser(userId);
      const r = await orDefault(userId, tenantId);
      return {
        userLocator: userId,
        tenantLocator: tenantId,
        maskType: type,
        fields: r.accessControlFields[type] ?? {},
      };
    },

    /**
     * Writes one mask type into the record, keeping the rest. The tenant comes in the body here, so
     * the checks the gate makes for tenants in paths are made here: usable (403; 404 only for a
     * caller allowed every tenant), not retired, and the write permission in that tenant.
     */
    async addMask(
      caller: Caller,
      userId: string,
      input: Schema<'UserDataSecurityMaskRequest'>,
    ): Promise<MaskResponse> {
      throwIfProblems(fieldProblems(input.fields, 'body.fields'), 'The mask is invalid');
      const tenantId = input.tenantLocator.toLowerCase();
      const tenant = await auth.requireTenant(caller, tenantId, true);
      if (!(await auth.allowed(caller, 'users', ['write'], tenant))) {
        throw forbidden('This operation needs users.write in this tenant');
      }
      await mustFindUser(userId);
      const now = iso(clock.now());
      const record = await db.transaction(async (tx) => {
        const current = (await findDataAccess(tx, userId, tenantId)) ?? {
          userId,
          tenantId,
          maskingLevel: 'none' as const,
          accessControlFields: {},
        };
        const next = {
          ...current,
          accessControlFields: { ...current.accessControlFields, [input.type]: input.fields },
        };
        await putDataAccess(tx, next, now);
        return next;
      });
      return {
        userLocator: userId,
        tenantLocator: tenantId,
        maskType: input.type,
        fields: record.accessControlFields[input.type]!,
      };
    },
  };
}

export type DataAccessService = ReturnType<typeof createDataAccessService>;
