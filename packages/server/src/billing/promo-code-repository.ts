import type { Database } from '../db/database.port.js';

/** A promo code as stored; percent_off is read as a JavaScript number on both database adapters. */
export interface PromoCodeRow {
  readonly [column: string]: unknown;
  readonly code: string;
  readonly percent_off: number | null;
  readonly amount_off_cents: number | null;
  readonly duration_in_months: number | null;
  /** Null: the code never expires. */
  readonly expires_at_ms: number | null;
  readonly created_at_ms: number;
}

/** A promo code to store. */
export interface NewPromoCode {
  readonly code: string;
  readonly percentOff: number | null;
  readonly amountOffCents: number | null;
  readonly durationInMonths: number | null;
  readonly expiresAtMs: number | null;
}

// numeric arrives as text on both adapters; float8 arrives as a number.
const PROMO_COLUMNS = 'code, percent_off::float8 AS percent_off, amount_off_cents, duration_in_months, expires_at_ms, created_at_ms';

/** The promo code spelled exactly so, or null. */
export const findPromoCode = async (db: Database, code: string): Promise<PromoCodeRow | null> =>
  (await db.query<PromoCodeRow>(`SELECT ${PROMO_COLUMNS} FROM promo_codes WHERE code = $1`, [code]))[0] ?? null;

/** Stores the code unless one with that spelling exists; answers whether it was created. */
export const insertPromoCodeIfMissing = async (db: Database, promo: NewPromoCode, nowMs: number): Promise<boolean> => {
  const created = await db.query(
    `INSERT INTO promo_codes (code, percent_off, amount_off_cents, duration_in_months, expires_at_ms, created_at_ms)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING RETURNING code`,
    [promo.code, promo.percentOff, promo.amountOffCents, promo.durationInMonths, promo.expiresAtMs, nowMs],
  );
  return created.length > 0;
};

/** Makes the code the workspace's pending discount, replacing the one it had. */
export const setWorkspaceDiscount = async (db: Database, workspaceId: string, code: string, nowMs: number): Promise<void> => {
  await db.query(
    `INSERT INTO workspace_discounts (workspace_id, code, applied_at_ms) VALUES ($1, $2, $3)
     ON CONFLICT (workspace_id) DO UPDATE SET code = EXCLUDED.code, applied_at_ms = EXCLUDED.applied_at_ms`,
    [workspaceId, code, nowMs],
  );
};

/** The workspace's pending discount, or null. */
export const findWorkspaceDiscount = async (
  db: Database,
  workspaceId: string,
): Promise<{ readonly code: string; readonly applied_at_ms: number } | null> =>
  (await db.query<{ code: string; applied_at_ms: number }>('SELECT code, applied_at_ms FROM workspace_discounts WHERE workspace_id = $1', [
    workspaceId,
  ]))[0] ?? null;
