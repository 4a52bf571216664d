import * as t from 'io-ts';
import type { operations } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

/** GET /v1/user/api-keys. */
export const ApiKeyListCodec = t.type({
  api_keys: t.readonlyArray(t.type({ key_id: t.string, name: t.string, hint: t.string, created_at_unix: t.number })),
});

/** POST /v1/user/api-keys (201): the secret, answered once. */
export const CreatedApiKeyCodec = t.type({ key_id: t.string, xi_api_key: t.string });

type Listed = operations['listApiKeys']['responses'][200]['content']['application/json'];
type Created = operations['createApiKey']['responses'][201]['content']['application/json'];
const _listed: AcceptsContract<Listed, t.TypeOf<typeof ApiKeyListCodec>> = true;
const _created: AcceptsContract<Created, t.TypeOf<typeof CreatedApiKeyCodec>> = true;
