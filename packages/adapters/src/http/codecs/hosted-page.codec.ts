import { isValidUrl } from '@cadence/domain';
import * as t from 'io-ts';
import type { components } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

/** An absolute URL (the domain's URL rule: scheme, "//", host); anything else, a javascript: URL included, fails. */
const AbsoluteUrlCodec = new t.Type<string, string, unknown>(
  'AbsoluteUrl',
  (input): input is string => typeof input === 'string' && isValidUrl(input),
  (input, context) => (typeof input === 'string' && isValidUrl(input) ? t.success(input) : t.failure(input, context)),
  (url) => url,
);

/** The contract's `HostedPageUrl`: the provider page to send the browser to. */
export const HostedPageCodec = t.type({ url: AbsoluteUrlCodec });

// Every body the contract allows decodes as a type; a url that is not an absolute URL is refused at run time.
const _hostedPageAcceptsContract: AcceptsContract<components['schemas']['HostedPageUrl'], t.TypeOf<typeof HostedPageCodec>> = true;
