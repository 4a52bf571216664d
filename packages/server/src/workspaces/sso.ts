import type { Database } from '../db/database.port.js';
import { normalizeEmail } from '../users/user-row.js';

interface ProviderRow {
  readonly [column: string]: unknown;
  readonly workspace_id: string;
  readonly type: 'saml' | 'oidc';
  readonly identity_provider_entity_id: string | null;
  readonly client_id: string | null;
}

/** The contract's IdentityProvider: SAML entries carry an entity id, OIDC entries a client id. */
const providerView = (row: ProviderRow) => ({
  type: row.type,
  workspace_id: row.workspace_id,
  ...(row.identity_provider_entity_id === null ? {} : { identity_provider_entity_id: row.identity_provider_entity_id }),
  ...(row.client_id === null ? {} : { client_id: row.client_id }),
});

/** The single-sign-on provider of the invite's workspace, else of the e-mail's domain, else null. */
export const findSsoProvider = async (db: Database, email: string, inviteCode: string | null) => {
  const domain = normalizeEmail(email).slice(normalizeEmail(email).lastIndexOf('@') + 1);
  const rows = await db.query<ProviderRow>(
    `SELECT p.* FROM identity_providers p
     LEFT JOIN workspace_invites i ON i.workspace_id = p.workspace_id AND i.code = $2
     WHERE i.code IS NOT NULL OR p.email_domain = $1
     ORDER BY (i.code IS NOT NULL) DESC, p.provider_id LIMIT 1`,
    [domain, inviteCode],
  );
  const [row] = rows;
  return row === undefined ? null : providerView(row);
};
