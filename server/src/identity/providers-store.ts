// SQL for identity providers. The client secret arrives here already sealed and is never read back
// into a response.
import type { Db, Tx } from '../db/knex.js';

type Conn = Db | Tx;

export interface ProviderRecord {
  id: string;
  type: 'saml' | 'oidc';
  displayName: string;
  singleSignOnServiceUrl: string | undefined;
  importConfigUrl: string | undefined;
  clientId: string | undefined;
  /** Sealed with the master key. */
  sealedClientSecret: string | undefined;
  createdAt: string;
  createdBy: string;
}

export async function insertProvider(db: Conn, p: ProviderRecord): Promise<void> {
  await db('identity_providers').insert({
    id: p.id,
    type: p.type,
    display_name: p.displayName,
    sso_url: p.singleSignOnServiceUrl ?? null,
    import_config_url: p.importConfigUrl ?? null,
    client_id: p.clientId ?? null,
    client_secret: p.sealedClientSecret ?? null,
    created_at: p.createdAt,
    created_by: p.createdBy,
  });
}
