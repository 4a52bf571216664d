import * as t from 'io-ts';
import type { components } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

const DetailObject = t.partial({ status: t.string, message: t.string, msg: t.string });

/**
 * The error body: the contract's `{detail: {status, message}}`, plus what other servers send in its place:
 * `detail.msg`, FastAPI's array of `{msg}` items, or a plain string.
 */
export const ErrorBodyCodec = t.type({ detail: t.union([DetailObject, t.array(t.unknown), t.string]) });

/** The detail of an error body, in any of the accepted forms. */
export type ErrorDetail = t.TypeOf<typeof ErrorBodyCodec>['detail'];

// The contract's error body decodes (checked by the compiler).
const _errorBodyAcceptsContract: AcceptsContract<components['schemas']['HTTPError'], t.TypeOf<typeof ErrorBodyCodec>> = true;
