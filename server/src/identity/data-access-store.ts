// SQL for per-user, per-tenant data access records.
import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';
import { parseJson } from '../util.js';

type Conn = Db | Tx;

export type MaskingLevel = 'none' | 'level1' | 'level2';
/** `{account|policy: {field: [allowed values]}}` */
export type AccessControlFields = Record<string, Record<string, string[]>>;

export interface DataAccessRecord {
  userId: string;
  tenantId: string;
  maskingLevel: MaskingLevel;
  accessControlFields: AccessControlFields;
}

interface DataAccessRow {
  user_id: string;
  tenant_id: string;
  masking_level: MaskingLevel;
  access_control_fields: string;
}

const toRecord = (r: DataAccessRow): DataAccessRecord => ({
  userId: r.user_id,
  tenantId: r.tenant_id,
  maskingLevel: r.masking_level,
  accessControlFields: parseJson(r.access_control_fields, {}),
});

export async function findDataAccess(
  db: Conn,
  userId: string,
  tenantId: string,
): Promise<DataAccessRecord | undefined> {
  const row = await db<DataAccessRow>('user_data_access')
    .where({ user_id: userId, tenant_id: tenantId })
    .first();
  return row ? toRecord(row) : undefined;
}

/**
 * The user's access control fields in the tenant (`{}` without a record), or undefined when there
 * is no such user: one prepared statement, its answer kept until the next commit (HotReads).
 */
export async function readAccessControlFields(
  reads: HotReads,
  userId: string,
  tenantId: string,
): Promise<AccessControlFields | undefined> {
  const rows = await reads.stableRows<{ fields: string | null }>(
    'insuite_access_control_fields',
    'select d.access_control_fields as fields from users u ' +
      'left join user_data_access d on d.user_id = u.id and d.tenant_id = ? where u.id = ?',
    [tenantId, userId],
  );
  const row = rows[0];
  return row ? parseJson(row.fields, {}) : undefined;
}

/** Every record of the user, by tenant. */
export async function listDataAccess(db: Conn, userId: string): Promise<DataAccessRecord[]> {
  const rows = await db<DataAccessRow>('user_data_access')
    .where({ user_id: userId })
    .orderBy('created_at')
    .orderBy('tenant_id');
  return rows.map(toRecord);
}

export async function putDataAccess(db: Conn, r: DataAccessRecord, now: string): Promise<void> {
  await db('user_data_access')
    .insert({
      user_id: r.userId,
      tenant_id: r.tenantId,
      masking_level: r.maskingLevel,
      access_control_fields: JSON.stringify(r.accessControlFields),
      created_at: now,
      updated_at: now,
    })
    .onConflict(['user_id', 'tenant_id'])
    .merge(['masking_level', 'access_control_fields', 'updated_at']);
}

export async function deleteDataAccess(db: Conn, userId: string, tenantId: string): Promise<void> {
  await db('user_data_access').where({ user_id: userId, tenant_id: tenantId }).delete();
}
