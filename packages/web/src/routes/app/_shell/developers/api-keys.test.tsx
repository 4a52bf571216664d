import { toast, type ApiKeysView } from '@cadence/application';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../../../test/fakes';
import { renderApp } from '../../../../test/render-app';

const READY: ApiKeysView = {
  status: 'ready',
  keys: [{ keyId: 'k1', name: 'CI', hint: '\u2026abcd', created: '09/21/2026' }],
  created: null,
  revoking: null,
  busy: false,
};

const open = async () => {
  const app = renderApp('/app/developers/api-keys', { session: SIGNED_IN });
  await screen.findByRole('heading', { name: 'API keys' });
  act(() => app.apiKeys.view.next(READY));
  return app;
};

describe('/app/developers/api-keys', () => {
  it('lists keys with name, hint and creation date', async () => {
    await open();
    const row = screen.getByRole('row', { name: /CI/ });
    expect(within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent)).toEqual(['CI', '\u2026abcd', '09/21/2026']);
  });

  it('creates a key by name and shows its secret once, with copy', async () => {
    const app = await open();
    await app.user.type(screen.getByLabelText('Key name'), 'Deploy');
    await app.user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(app.apiKeys.calls.create).toEqual(['Deploy']);
    act(() => app.apiKeys.view.next({ ...READY, created: { name: 'Deploy', secret: 'sk_secret_1234' } }));
    expect(screen.getByLabelText('New API key').textContent).toBe('sk_secret_1234');
    await app.user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(app.apiKeys.calls.copySecret).toBe(1);
    await app.user.click(screen.getByRole('button', { name: 'Done' }));
    expect(app.apiKeys.calls.dismissSecret).toBe(1);
  });

  it('revokes only after the confirm dialog', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Revoke CI' }));
    expect(app.apiKeys.calls.askRevoke).toEqual(['k1']);
    act(() => app.apiKeys.view.next({ ...READY, revoking: READY.keys[0] ?? null }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    expect(app.apiKeys.calls.confirmRevoke).toBe(0);
    await app.user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(app.apiKeys.calls.confirmRevoke).toBe(1);
  });

  it('shows the toasts the use-case raises through Notifications, and a retry when the list failed', async () => {
    const app = await open();
    act(() => app.notifications.notify(toast('success', 'API key revoked')));
    expect(await screen.findByText('API key revoked')).toBeDefined();
    act(() => app.apiKeys.view.next({ ...READY, status: 'failed' }));
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(app.apiKeys.calls.reload).toBe(1);
  });
});
