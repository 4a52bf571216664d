import type { AppContext } from '../app-context.js';
import type { OperationTable } from '../http/operation-table.js';
import { ok, publicOperation, reply } from '../http/operation.js';
import { newId, sha256 } from '../random.js';
import { geolocationFromHeader } from './geolocation.js';
import { normalizeEmail } from './user-row.js';

interface InternalVerification {
  readonly email: string;
  readonly verification_code: string;
}

type GoogleAdsVisit = { readonly email: string } & Readonly<Record<string, string | null>>;

/** Calls made before anyone signs in: internal verification codes, ad visits, geolocation. */
export const visitorOperations = (ctx: AppContext): OperationTable<'prepareInternalVerification' | 'recordGoogleAdsVisit' | 'getGeolocation'> => ({
  prepareInternalVerification: publicOperation<InternalVerification>(async ({ body }) => {
    await ctx.db.query(
      `INSERT INTO internal_verifications (email, code_hash, created_at_ms) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO UPDATE SET code_hash = $2, created_at_ms = $3`,
      [normalizeEmail(body.email), sha256(body.verification_code), ctx.clock.now()],
    );
    return ok();
  }),
  recordGoogleAdsVisit: publicOperation<GoogleAdsVisit>(async ({ body }) => {
    await ctx.db.query('INSERT INTO google_ads_visits (visit_id, email, payload, created_at_ms) VALUES ($1, $2, $3, $4)', [
      newId(), normalizeEmail(body.email), JSON.stringify(body), ctx.clock.now(),
    ]);
    return ok();
  }),
  getGeolocation: publicOperation(async ({ header }) => reply(geolocationFromHeader(header('x-cadence-geo')))),
});
