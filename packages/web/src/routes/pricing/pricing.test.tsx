import type { PlanChangeDialogView, PlanScreenView } from '@cadence/application';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAN_SCREEN_LOGGED_OUT, planCard } from '../../test/billing-views';
import { renderApp } from '../../test/render-app';

const card = (name: string) => screen.findByRole('article', { name });

const withCards = (view: PlanScreenView, replace: (tier: string) => Partial<PlanScreenView['cards'][number]>): PlanScreenView => ({
  ...view,
  loggedIn: true,
  cards: view.cards.map((c) => ({ ...c, ...replace(c.tier) })),
});

const DOWNGRADE_DIALOG: PlanChangeDialogView = {
  changeType: 'downgrade',
  plan: { tier: 'starter', billingPeriod: 'monthly_period' },
  title: 'Downgrade to Starter?',
  body: 'Your plan changes to Starter at the end of the billing period.',
  confirmLabel: 'Downgrade',
  busy: false,
};

describe('/pricing', () => {
  it('shows the six cards with the view’s titles, prices, credits, allowances and button labels', async () => {
    renderApp('/pricing', { planScreen: PLAN_SCREEN_LOGGED_OUT });
    const plans = await screen.findByRole('list', { name: 'Plans' });
    expect(within(plans).getAllByRole('article').map((a) => a.querySelector('h2')?.textContent)).toEqual([
      'Free', 'Starter', 'Creator', 'Pro', 'Scale', 'Business',
    ]);
    const pro = await card('Pro');
    expect(within(pro).getByText('$99')).toBeDefined();
    expect(within(pro).getByText('/month')).toBeDefined();
    expect(within(pro).getByText('USD')).toBeDefined();
    const allowances = within(pro).getByRole('list', { name: 'Pro allowances' });
    expect(within(allowances).getByText('500,000 credits per month')).toBeDefined();
    expect(within(allowances).getByText('1,100 minutes of Conversational AI')).toBeDefined();
    expect(within(pro).getByRole('list', { name: 'Pro features' }).textContent).toContain('Pro feature one');
    expect((within(pro).getByRole('button', { name: 'Start Today' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(await card('Free')).getByRole('button', { name: 'Get Started Free' })).toBeDefined();
  });

  it('shows the approximate hours of audio the view gives beside the credits, and none where it gives none', async () => {
    renderApp('/pricing', { planScreen: PLAN_SCREEN_LOGGED_OUT });
    const business = within(await card('Business')).getByRole('list', { name: 'Business allowances' });
    expect(within(business).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '11,000,000 credits per month', 'About 180 hours of audio', '13,750 minutes of Conversational AI',
    ]);
    expect(within(await card('Business')).getByText('$1,320')).toBeDefined();
    expect(within(within(await card('Starter')).getByRole('list', { name: 'Starter allowances' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('lets a visitor choose EUR through the use-case and shows the euro prices it answers with', async () => {
    const app = renderApp('/pricing', { planScreen: PLAN_SCREEN_LOGGED_OUT });
    const currency = await screen.findByRole('group', { name: 'Currency' });
    expect((within(currency).getByRole('radio', { name: 'USD' }) as HTMLInputElement).checked).toBe(true);
    await app.user.click(within(currency).getByRole('radio', { name: 'EUR' }));
    expect(app.planScreen.calls.selectCurrency).toEqual(['eur']);
    act(() => app.planScreen.view.next({
      ...PLAN_SCREEN_LOGGED_OUT,
      currency: 'eur',
      cards: [planCard('pro', { price: '94€', currency: 'eur' })],
    }));
    const pro = await card('Pro');
    expect(within(pro).getByText('94€')).toBeDefined();
    expect(within(pro).getByText('EUR')).toBeDefined();
    expect((screen.getByRole('radio', { name: 'EUR' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows no currency switch to a paid subscriber: their cards come in their own currency', async () => {
    renderApp('/pricing', { planScreen: { ...PLAN_SCREEN_LOGGED_OUT, loggedIn: true, currency: 'eur', canChooseCurrency: false } });
    await card('Pro');
    expect(screen.queryByRole('group', { name: 'Currency' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Billing period' })).toBeDefined();
  });

  it('shows the first-month offer on the Creator card: the badge, $22 struck through and $11, and the recommended highlight', async () => {
    renderApp('/pricing', { planScreen: PLAN_SCREEN_LOGGED_OUT });
    const creator = await card('Creator');
    expect(within(creator).getByText('50% off your first month')).toBeDefined();
    const struck = within(creator).getByText('$22');
    expect(struck.tagName).toBe('S');
    expect(within(creator).getByText('$11')).toBeDefined();
    expect(within(creator).getByText('Recommended')).toBeDefined();
    expect(within(await card('Pro')).queryByText('Recommended')).toBeNull();
  });

  it('sends the pressed card’s tier to the use-case', async () => {
    const app = renderApp('/pricing', { planScreen: PLAN_SCREEN_LOGGED_OUT });
    await app.user.click(within(await card('Pro')).getByRole('button', { name: 'Start Today' }));
    await app.user.click(within(await card('Free')).getByRole('button', { name: 'Get Started Free' }));
    expect(app.planScreen.calls.press).toEqual(['pro', 'free']);
  });

  it('draws each button with the view’s label and enablement, and the badges it carries', async () => {
    const view = withCards(PLAN_SCREEN_LOGGED_OUT, (tier) => ({
      button: {
        action: tier === 'creator' ? 'none' : 'downgrade',
        label: tier === 'creator' ? 'Subscribed' : 'Downgrade',
        enabled: tier !== 'creator',
        effect: { kind: 'nothing' },
        badges: tier === 'starter' ? ['Will be downgraded'] : tier === 'creator' ? ['Will be canceled'] : [],
      },
    }));
    const app = renderApp('/pricing', { planScreen: view });
    const creator = await card('Creator');
    const subscribed = within(creator).getByRole('button', { name: 'Subscribed' }) as HTMLButtonElement;
    expect(subscribed.disabled).toBe(true);
    expect(within(creator).getByText('Will be canceled')).toBeDefined();
    expect(within(await card('Starter')).getByText('Will be downgraded')).toBeDefined();
    expect(within(await card('Pro')).queryByText('Will be downgraded')).toBeNull();
    await app.user.click(subscribed);
    expect(app.planScreen.calls.press).toEqual([]);
    expect(screen.getByRole('link', { name: 'Open Cadence' })).toBeDefined();
  });

  it('switches to yearly through the use-case and shows the yearly prices it answers with', async () => {
    const app = renderApp('/pricing', { planScreen: PLAN_SCREEN_LOGGED_OUT });
    const monthly = (await screen.findByRole('radio', { name: 'Monthly' })) as HTMLInputElement;
    expect(monthly.checked).toBe(true);
    await app.user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(app.planScreen.calls.selectBillingPeriod).toEqual(['yearly']);
    const yearly: PlanScreenView = {
      ...PLAN_SCREEN_LOGGED_OUT,
      billingPeriod: 'yearly',
      cards: [planCard('creator', { price: '$220', period: '/year', perMonthEquivalent: '$18.33', firstMonthOffer: null })],
    };
    act(() => app.planScreen.view.next(yearly));
    const creator = await card('Creator');
    expect(within(creator).getByText('$220')).toBeDefined();
    expect(within(creator).getByText('/year')).toBeDefined();
    expect(within(creator).getByText('$18.33 a month, billed yearly')).toBeDefined();
    expect(within(creator).queryByText('$11')).toBeNull();
    expect((screen.getByRole('radio', { name: 'Yearly' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the plan-change dialog in the view’s words; confirm and dismiss send their intents', async () => {
    const app = renderApp('/pricing', { planScreen: { ...PLAN_SCREEN_LOGGED_OUT, dialog: DOWNGRADE_DIALOG } });
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Starter?' });
    expect(within(dialog).getByText('Your plan changes to Starter at the end of the billing period.')).toBeDefined();
    await app.user.click(within(dialog).getByRole('button', { name: 'Downgrade' }));
    expect(app.planScreen.calls.confirmChange).toBe(1);
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(app.planScreen.calls.dismissChange).toBe(1);
    act(() => app.planScreen.view.next(PLAN_SCREEN_LOGGED_OUT));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog busy while the change runs: confirm shows progress and cannot be pressed again', async () => {
    const app = renderApp('/pricing', { planScreen: { ...PLAN_SCREEN_LOGGED_OUT, dialog: { ...DOWNGRADE_DIALOG, busy: true } } });
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Starter?' });
    const confirm = within(dialog).getByRole('button', { name: 'Downgrade' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await app.user.keyboard('{Escape}');
    expect(app.planScreen.calls.dismissChange).toBe(0);
  });

  it('carries out the notices the use-case raises through Notifications: toasts, in-app navigation and leaving for a provider page', async () => {
    const app = renderApp('/pricing', { planScreen: PLAN_SCREEN_LOGGED_OUT });
    await card('Pro');
    act(() => app.notifications.notify({ type: 'toast', kind: 'error', message: 'Failed to create checkout session' }));
    expect(await screen.findByText('Failed to create checkout session')).toBeDefined();
    act(() => app.notifications.notify({ type: 'leave', url: 'https://checkout.example/session/1' }));
    expect(app.externalNavigator.visited).toEqual(['https://checkout.example/session/1']);
    act(() => app.notifications.notify({ type: 'navigate', to: '/app/sign-up' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeDefined();
    expect(app.router.state.location.pathname).toBe('/app/sign-up');
  });

  it('waits for the view before drawing cards', async () => {
    const app = renderApp('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('article')).toBeNull();
    act(() => app.planScreen.view.next(PLAN_SCREEN_LOGGED_OUT));
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeDefined();
  });

  it('shows the card the view says is pressing as busy', async () => {
    renderApp('/pricing', { planScreen: { ...PLAN_SCREEN_LOGGED_OUT, pressing: 'pro' } });
    const pro = within(await card('Pro')).getByRole('button', { name: 'Start Today' }) as HTMLButtonElement;
    expect(pro.getAttribute('aria-busy')).toBe('true');
    expect(pro.disabled).toBe(true);
    expect(within(await card('Starter')).getByRole('button', { name: 'Start Today' }).getAttribute('aria-busy')).toBeNull();
  });
});
