// @vitest-environment jsdom
import { type Subscription, VirtualTimeScheduler } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { DomUserActivity } from './dom-user-activity.adapter.js';

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

describe('DomUserActivity', () => {
  let subscription: Subscription | undefined;
  afterEach(() => subscription?.unsubscribe());

  const listen = () => {
    const scheduler = new VirtualTimeScheduler();
    const seen: string[] = [];
    subscription = new DomUserActivity(window, { throttleMs: 1000, scheduler }).activity$.subscribe((type) =>
      seen.push(type),
    );
    return { seen, scheduler };
  };

  it('emits on pointer presses, key presses and focus', () => {
    const { seen, scheduler } = listen();
    for (const type of ['pointerdown', 'keydown', 'focus']) {
      window.dispatchEvent(new Event(type));
      scheduler.flush();
    }
    expect(seen).toEqual(['pointerdown', 'keydown', 'focus']);
  });

  it('throttles a burst to its first event until the window ends', () => {
    const { seen, scheduler } = listen();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(seen).toEqual(['pointerdown']);
    scheduler.flush();
    window.dispatchEvent(new Event('keydown'));
    expect(seen).toEqual(['pointerdown', 'keydown']);
  });

  it('counts the page becoming visible, not becoming hidden', () => {
    const { seen, scheduler } = listen();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    scheduler.flush();
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual(['visibilitychange']);
  });

  it('ignores other events', () => {
    const { seen } = listen();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(seen).toEqual([]);
  });
});
