import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_READY } from '../../../test/billing-views';
import { SIGNED_IN } from '../../../test/fakes';
import { renderApp } from '../../../test/render-app';

const COUPON = { promocode: 'special-offer-50', amount_off: null, percent_off: 50, duration_in_months: 1 };

const renderSubscription = (view = SUBSCRIPTION_READY) =>
  renderApp('/app/subscription', { session: SIGNED_IN, subscriptionPage: view });

const section = (name: string) => screen.findByRole('region', { name });

describe('/app/subscription', () => {
  it('shows the plan name, status, next invoice and the invoices', async () => {
    renderSubscription();
    const plan = await section('Current plan');
    expect(within(plan).getByText('Creator')).toBeDefined();
    expect(within(plan).getByText('Active')).toBeDefined();
    expect(within(plan).getByText('$22 on 12/22/2026')).toBeDefined();
    const invoices = within(await section('Invoices')).getByRole('table');
    const [, row] = within(invoices).getAllByRole('row');
    expect(row?.textContent).toContain('11/22/2025');
    expect(row?.textContent).toContain('Creator (monthly)');
    expect(row?.textContent).toContain('$22');
    expect(row?.textContent).toContain('Paid');
  });

  it('shows the pending change and offers renew instead of cancel when the view says so', async () => {
    const app = renderSubscription({ ...SUBSCRIPTION_READY, pendingChange: 'Will be canceled', canCancel: false, canRenew: true });
    const plan = await section('Current plan');
    expect(within(plan).getByText('Will be canceled')).toBeDefined();
    expect(within(plan).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await app.user.click(within(plan).getByRole('button', { name: 'Renew subscription' }));
    expect(app.subscriptionPage.calls.renewSubscription).toBe(1);
  });

  it('opens the billing portal and the payment-method page through the use-case, whose effect leaves the app', async () => {
    const app = renderSubscription();
    const plan = await section('Current plan');
    await app.user.click(within(plan).getByRole('button', { name: 'Open billing portal' }));
    await app.user.click(within(plan).getByRole('button', { name: 'Update payment method' }));
    expect(app.subscriptionPage.calls.openPortal).toBe(1);
    expect(app.subscriptionPage.calls.updatePaymentMethod).toBe(1);
    act(() => app.notifications.notify({ type: 'leave', url: 'https://billing.example/portal' }));
    expect(app.externalNavigator.visited).toEqual(['https://billing.example/portal']);
  });

  it('asks before cancelling; keeping the subscription sends nothing', async () => {
    const app = renderSubscription();
    const plan = await section('Current plan');
    await app.user.click(within(plan).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(app.subscriptionPage.calls.cancelSubscription).toBe(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await app.user.click(within(plan).getByRole('button', { name: 'Cancel subscription' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(app.subscriptionPage.calls.cancelSubscription).toBe(1);
  });

  it('disables the actions while the view is busy', async () => {
    renderSubscription({ ...SUBSCRIPTION_READY, busy: true });
    const plan = await section('Current plan');
    for (const name of ['Open billing portal', 'Update payment method', 'Cancel subscription']) {
      expect((within(plan).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('applies a promo code as typed and shows the use-case’s toast', async () => {
    const app = renderSubscription();
    const promo = await section('Promo code');
    expect(within(promo).getByText('A code discounts your next invoice.')).toBeDefined();
    await app.user.type(within(promo).getByLabelText('Promo code'), 'special-offer-50');
    await app.user.click(within(promo).getByRole('button', { name: 'Apply' }));
    expect(app.subscriptionPage.calls.applyPromocode).toEqual(['special-offer-50']);
    act(() => app.notifications.notify({ type: 'toast', kind: 'error', message: 'Coupon code special-offer-50 is invalid' }));
    expect(await screen.findByText('Coupon code special-offer-50 is invalid')).toBeDefined();
  });

  it('shows the stored coupon with Remove, which sends the intent', async () => {
    const app = renderSubscription({ ...SUBSCRIPTION_READY, coupon: COUPON });
    const promo = await section('Promo code');
    expect(within(promo).getByText('special-offer-50')).toBeDefined();
    expect(within(promo).queryByLabelText('Promo code')).toBeNull();
    await app.user.click(within(promo).getByRole('button', { name: 'Remove' }));
    expect(app.subscriptionPage.calls.removePromocode).toBe(1);
    act(() => app.subscriptionPage.view.next({ ...SUBSCRIPTION_READY, coupon: null }));
    expect(await within(promo).findByLabelText('Promo code')).toBeDefined();
  });

  it('offers a retry when the subscription could not be loaded', async () => {
    const app = renderSubscription({ ...SUBSCRIPTION_READY, status: 'failed' });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your subscription.');
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(app.subscriptionPage.calls.reload).toBe(1);
  });

  it('shows the action the view says is running as busy, and the rest disabled', async () => {
    renderSubscription({ ...SUBSCRIPTION_READY, busy: true, pending: 'portal' });
    const plan = await section('Current plan');
    expect(within(plan).getByRole('button', { name: 'Open billing portal' }).getAttribute('aria-busy')).toBe('true');
    const cancel = within(plan).getByRole('button', { name: 'Cancel subscription' }) as HTMLButtonElement;
    expect([cancel.disabled, cancel.getAttribute('aria-busy')]).toEqual([true, null]);
  });

  it('keeps the cancel confirmation open and busy while the cancellation runs', async () => {
    renderSubscription({ ...SUBSCRIPTION_READY, busy: true, pending: 'cancel', confirmingCancel: true });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel subscription' }).getAttribute('aria-busy')).toBe('true');
    expect((within(dialog).getByRole('button', { name: 'Keep subscription' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows Apply busy while the view says the promo code is being validated', async () => {
    renderSubscription({ ...SUBSCRIPTION_READY, busy: true, pending: 'promocode' });
    const promo = await section('Promo code');
    expect(within(promo).getByRole('button', { name: 'Apply' }).getAttribute('aria-busy')).toBe('true');
  });

  it.each([
    ['?checkout=success', 'checkoutSucceeded'],
    ['?checkout=incomplete', 'checkoutIncomplete'],
    ['?checkout=canceled', 'checkoutCanceled'],
    ['?payment_method=updated', 'paymentMethodUpdated'],
  ])('back from a hosted page with %s: the use-case confirms it once, and the query is dropped', async (query, from) => {
    const app = renderApp(`/app/subscription${query}`, { session: SIGNED_IN, subscriptionPage: SUBSCRIPTION_READY });
    await section('Current plan');
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    expect(app.subscriptionPage.calls.returnedFrom).toEqual([from]);
  });

  it('an unknown return query confirms nothing', async () => {
    const app = renderApp('/app/subscription?checkout=maybe', { session: SIGNED_IN, subscriptionPage: SUBSCRIPTION_READY });
    await section('Current plan');
    expect(app.subscriptionPage.calls.returnedFrom).toEqual([]);
  });
});
