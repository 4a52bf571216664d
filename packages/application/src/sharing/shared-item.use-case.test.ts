import { describe, it, expect } from 'vitest';
import { of } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { createSharedItemUseCase } from './shared-item.use-case.js';
import type { SharedItemView } from './sharing.types.js';
import { NotFound } from '../shared/port-error.js';
import { fakeSharingApi } from './testing/sharing-fakes.js';

const item = { shareId: 's1', text: 'Hello', voiceName: 'Rachel', publicUserName: 'Ada', dateUnix: 1_790_000_000, audioUrl: 'https://api.test/v1/shared/s1/audio' };

const views = (sharedItem: ReturnType<typeof fakeSharingApi>['sharedItem']): SharedItemView[] => {
  const seen: SharedItemView[] = [];
  createSharedItemUseCase({ sharing: fakeSharingApi({ sharedItem }), utcOffsetMinutes: 0 }).view$('s1').subscribe((v) => seen.push(v));
  return seen;
};

describe('public share page', () => {
  it('loads the shared item with its date', () => {
    expect(views(() => of(E.right(item)))).toEqual([{ status: 'loading' }, { status: 'ready', item, date: '09/21/2026' }]);
  });

  it('shows the server’s message for an unknown link', () => {
    expect(views(() => of(E.left(NotFound('Shared item not found')))).at(-1)).toEqual({ status: 'failed', message: 'Shared item not found' });
  });
});
