// All SQL of table versions beyond the resource store's: what each version was checked against.
// Every function takes the tenant.
import type { Db, Tx } from '../db/knex.js';
import type { TableDeclaration } from '../product/index.js';
import { parseJson } from '../util.js';

type Conn = Db | Tx;

export interface TableVersion {
  contentId: string;
  declaration: TableDeclaration;
  rowCount: number;
  /** The CSV's name inside the uploaded ZIP. */
  entryName: string;
}

interface Row {
  content_id: string;
  tenant_id: string;
  kind: string;
  declaration: string;
  row_count: number | string;
  entry_name: string;
}

export async function insertTableVersion(db: Conn, tenantId: string, v: TableVersion): Promise<void> {
  await db('table_contents').insert({
    content_id: v.contentId,
    tenant_id: tenantId,
    kind: v.declaration.kind,
    declaration: JSON.stringify(v.declaration),
    row_count: v.rowCount,
    entry_name: v.entryName,
  });
}

export async function findTableVersion(
  db: Conn,
  tenantId: string,
  contentId: string,
): Promise<TableVersion | undefined> {
  const row = await db<Row>('table_contents').where({ tenant_id: tenantId, content_id: contentId }).first();
  if (!row) return undefined;
  return {
    contentId: row.content_id,
    declaration: parseJson(row.declaration, {} as TableDeclaration),
    rowCount: Number(row.row_count),
    entryName: row.entry_name,
  };
}
