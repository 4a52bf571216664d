import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../../test/fakes';
import { renderApp } from '../../../test/render-app';

describe('the payouts page', () => {
  it('sends the set-up and manage intents', async () => {
    const app = renderApp('/app/payouts', { session: SIGNED_IN });
    await app.user.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    await app.user.click(screen.getByRole('button', { name: 'Manage payouts account' }));
    expect(app.payouts.calls).toEqual({ setUp: 1, manage: 1 });
  });

  it("leaves for the provider's page, and shows a failure's message as a toast", async () => {
    const app = renderApp('/app/payouts', { session: SIGNED_IN });
    await screen.findByRole('heading', { name: 'Payouts' });
    act(() => app.notifications.notify({ type: 'leave', url: 'https://provider.test/onboard' }));
    expect(app.externalNavigator.visited).toEqual(['https://provider.test/onboard']);
    act(() => app.notifications.notify({ type: 'toast', kind: 'error', message: 'Payouts are not available in your country.' }));
    expect(await screen.findByText('Payouts are not available in your country.')).toBeDefined();
  });

  it('shows the page being prepared as busy and holds the other button meanwhile', async () => {
    const app = renderApp('/app/payouts', { session: SIGNED_IN });
    await screen.findByRole('heading', { name: 'Payouts' });
    act(() => app.payouts.view.next({ pending: 'setUp' }));
    expect(screen.getByRole('button', { name: 'Set up payouts' }).getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Manage payouts account' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
