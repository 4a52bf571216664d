import * as t from 'io-ts';
import type { components } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

const NullableString = t.union([t.string, t.null]);

/** The contract's `GeoLocation`: every part optional and nullable. */
export const GeoLocationCodec = t.partial({ country: NullableString, region: NullableString, city: NullableString });

/** The contract's `User`, as far as the client reads it. */
export const UserCodec = t.type({
  user_id: t.string,
  workspace_id: t.string,
  email: t.string,
  email_verified: t.boolean,
  first_name: NullableString,
  ccpa_opt_out: t.boolean,
  accepted_bipa_terms: t.boolean,
  is_in_probation: t.boolean,
  geo_location: GeoLocationCodec,
});

/** A decoded user answer. */
export type UserBody = t.TypeOf<typeof UserCodec>;

// Every user the contract allows decodes (checked by the compiler).
const _userAcceptsContract: AcceptsContract<components['schemas']['User'], UserBody> = true;
