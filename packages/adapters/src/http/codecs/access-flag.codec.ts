import * as t from 'io-ts';
import type { paths } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

type JsonOf<Path extends keyof paths, Method extends 'get'> = paths[Path][Method] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

/** GET /v1/workspace/is-admin. */
export const IsAdminCodec = t.type({ is_admin: t.boolean });

/** GET /v1/workspace/can-access-workspace-settings. */
export const CanAccessCodec = t.type({ can_access: t.boolean });

/** GET /v1/user/has-alpha-access. */
export const HasAlphaAccessCodec = t.type({ has_alpha_access: t.boolean });

// Every body the contract allows decodes (checked by the compiler).
const _accessFlagsAcceptContract: [
  AcceptsContract<JsonOf<'/v1/workspace/is-admin', 'get'>, t.TypeOf<typeof IsAdminCodec>>,
  AcceptsContract<JsonOf<'/v1/workspace/can-access-workspace-settings', 'get'>, t.TypeOf<typeof CanAccessCodec>>,
  AcceptsContract<JsonOf<'/v1/user/has-alpha-access', 'get'>, t.TypeOf<typeof HasAlphaAccessCodec>>,
] = [true, true, true];
