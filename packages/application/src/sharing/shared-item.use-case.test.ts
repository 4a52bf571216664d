import { describe, it, expect } from 'vitest';
import { BehaviorSubject, NEVER, of } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { signedInSession } from '../accounts/testing/accounts-mothers.js';
import type { SessionState } from '../accounts/session.types.js';
import { createSharedItemUseCase } from './shared-item.use-case.js';
import type { SharedItemView } from './sharing.types.js';
import { NotFound } from '../shared/port-error.js';
import { fakeSharingApi } from './testing/sharing-fakes.js';

const item = { shareId: 's1', text: 'Hello', voiceName: 'Rachel', publicUserName: 'Ada', dateUnix: 1_790_000_000, audioUrl: 'https://api.test/v1/shared/s1/audio' };

const SIGN_UP = {
  madeWith: 'Made with Cadence Text to Speech, in the voice Rachel.',
  invitation: 'Try it yourself: pick a voice, type or record what it should say, and hear it in seconds.',
  label: 'Get Started Free',
  to: '/app/sign-up',
};

const views = (
  sharedItem: ReturnType<typeof fakeSharingApi>['sharedItem'],
  session: BehaviorSubject<SessionState> = new BehaviorSubject<SessionState>({ status: 'signedOut' }),
): SharedItemView[] => {
  const seen: SharedItemView[] = [];
  createSharedItemUseCase({ sharing: fakeSharingApi({ sharedItem }), session: { state$: session }, utcOffsetMinutes: 0 }).view$('s1').subscribe((v) => seen.push(v));
  return seen;
};

describe('public share page', () => {
  it('loads the shared item with its date, what made it, and an invitation to sign up and try it', () => {
    expect(views(() => of(E.right(item)))).toEqual([{ status: 'loading' }, { status: 'ready', item, date: '09/21/2026', onward: SIGN_UP }]);
  });

  it('leads a person signed in to the tool that made it, and follows the session', () => {
    const session = new BehaviorSubject<SessionState>({ status: 'unknown' });
    const seen = views(() => of(E.right(item)), session);
    expect(seen.at(-1)).toMatchObject({ onward: { label: 'Get Started Free', to: '/app/sign-up' } });
    session.next(signedInSession());
    expect(seen.at(-1)).toMatchObject({ onward: { label: 'Open Text to Speech', to: '/app/speech-synthesis/text-to-speech' } });
  });

  it('shows the server’s message for an unknown link, and still leads onward', () => {
    expect(views(() => of(E.left(NotFound('Shared item not found')))).at(-1)).toEqual({
      status: 'failed', message: 'Shared item not found', onward: { ...SIGN_UP, madeWith: null },
    });
  });

  it('stays loading until the item is there, whatever the session says', () => {
    expect(views(() => NEVER)).toEqual([{ status: 'loading' }]);
  });
});
