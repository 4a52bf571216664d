import type { TabChannel, TabMessage } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { EMPTY, filter, fromEvent, map, type Observable, share } from 'rxjs';
import { TabMessageCodec } from './tab-message.codec.js';

/** The name of the channel the product's tabs share. */
export const TAB_CHANNEL_NAME = 'cadence-session';

const openChannel = (name: string): BroadcastChannel | null =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;

/**
 * TabChannel over BroadcastChannel: a message posted here reaches the other tabs (a BroadcastChannel never
 * delivers to the object that posted). Messages are decoded; anything that is not a TabMessage is dropped.
 * Without BroadcastChannel support the tab is alone: nothing arrives and posts go nowhere.
 */
export class BroadcastTabChannel implements TabChannel {
  readonly messages$: Observable<TabMessage>;
  private readonly channel: BroadcastChannel | null;

  constructor(name: string = TAB_CHANNEL_NAME, open: (name: string) => BroadcastChannel | null = openChannel) {
    this.channel = open(name);
    this.messages$ =
      this.channel === null
        ? EMPTY
        : fromEvent<MessageEvent>(this.channel, 'message').pipe(
            map((event) => TabMessageCodec.decode(event.data)),
            filter(E.isRight),
            map(({ right }): TabMessage => ({ type: right.type })),
            share(),
          );
  }

  post(message: TabMessage): void {
    this.channel?.postMessage({ type: message.type });
  }

  /** Stops listening and posting (the page is going away, or a test ends). */
  close(): void {
    this.channel?.close();
  }
}
