import { isTier, type Tier } from '@cadence/domain';
import * as t from 'io-ts';
import type { components } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

/** A tier name the domain knows; any other string fails to decode. */
export const TierCodec = new t.Type<Tier, string, unknown>(
  'Tier',
  (input): input is Tier => typeof input === 'string' && isTier(input),
  (input, context) => (typeof input === 'string' && isTier(input) ? t.success(input) : t.failure(input, context)),
  (tier) => tier,
);

/** The contract's `Workspace`, as far as the client reads it. */
export const WorkspaceCodec = t.type({
  workspace_id: t.string,
  name: t.string,
  role: t.keyof({ admin: null, editor: null }),
  subscription: t.type({ tier: TierCodec, status: t.string }),
  session_inactivity_timeout: t.union([t.number, t.null]),
});

/** A decoded workspace answer. */
export type WorkspaceBody = t.TypeOf<typeof WorkspaceCodec>;

// Every workspace the contract allows decodes, and the contract's tiers are the domain's (checked by the compiler).
const _workspaceAcceptsContract: AcceptsContract<components['schemas']['Workspace'], WorkspaceBody> = true;
const _tiersMatch: AcceptsContract<Tier, components['schemas']['Tier']> = true;
