import type { TabMessage } from '@cadence/application';
import * as t from 'io-ts';

/** A message from another tab: anything else on the channel is ignored. */
export const TabMessageCodec = t.type({ type: t.keyof({ signedOut: null, signedIn: null }) });

// Every decoded message is a TabMessage, and every TabMessage decodes (checked by the compiler).
const _sameShape: [
  t.TypeOf<typeof TabMessageCodec> extends TabMessage ? true : never,
  TabMessage extends t.TypeOf<typeof TabMessageCodec> ? true : never,
] = [true, true];
