import { describe, it, expect } from 'vitest';
import { of } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import type { ApiKeysApi } from './api-keys-api.port.js';
import { createApiKeysUseCase } from './api-keys.use-case.js';
import type { ApiKeysView } from './api-keys.types.js';
import type { ShareEffect } from '../sharing/sharing.types.js';
import { fakeApiKeysApi, fakeClipboard, httpFailure } from '../sharing/testing/sharing-fakes.js';

const setup = (api: Partial<ApiKeysApi> = {}, clipboardWrites = true) => {
  const apiKeys = fakeApiKeysApi(api);
  const clipboard = fakeClipboard(clipboardWrites);
  const useCase = createApiKeysUseCase({ apiKeys, clipboard, utcOffsetMinutes: 0 });
  const views: ApiKeysView[] = [];
  const effects: ShareEffect[] = [];
  useCase.view$.subscribe((view) => views.push(view));
  useCase.effects$.subscribe((effect) => effects.push(effect));
  const last = (): ApiKeysView => views.at(-1) ?? (() => { throw new Error('no view'); })();
  return { useCase, apiKeys, clipboard, last, messages: () => effects.map((e) => e.message) };
};

describe('API keys', () => {
  it('lists keys with the "…abcd" hint and the creation date', () => {
    expect(setup().last()).toMatchObject({ status: 'ready', keys: [{ keyId: 'k1', name: 'CI', hint: '\u2026abcd', created: '09/21/2026' }] });
  });

  it('fails when the list cannot load', () => {
    expect(setup({ list: () => of(E.left(httpFailure(500))) }).last().status).toBe('failed');
  });

  it('creates a key with a trimmed name, shows its secret once, and reloads the list', () => {
    const { useCase, apiKeys, last, messages } = setup();
    useCase.create('  Deploy ').subscribe();
    expect(apiKeys.calls).toEqual(['list', 'create Deploy', 'list']);
    expect(last().created).toEqual({ name: 'Deploy', secret: 'sk_secret_1234' });
    expect(messages()).toEqual(['API key created']);
    useCase.dismissSecret();
    expect(last().created).toBeNull();
  });

  it('asks for a name instead of creating a nameless key', () => {
    const { useCase, apiKeys, messages } = setup();
    useCase.create('   ').subscribe();
    expect(apiKeys.calls).toEqual(['list']);
    expect(messages()).toEqual(['Enter a name for the key']);
  });

  it('shows the server’s message when creating fails', () => {
    const { useCase, last, messages } = setup({ create: () => of(E.left(httpFailure(422, 'Name too long'))) });
    useCase.create('x').subscribe();
    expect(messages()).toEqual(['Name too long']);
    expect(last().created).toBeNull();
  });

  it('copies the new secret', () => {
    const { useCase, clipboard, messages } = setup();
    useCase.create('Deploy').subscribe();
    useCase.copySecret().subscribe();
    expect(clipboard.written).toEqual(['sk_secret_1234']);
    expect(messages()).toEqual(['API key created', 'API key copied to clipboard']);
  });

  it('revokes only after confirmation', () => {
    const { useCase, apiKeys, last, messages } = setup();
    useCase.askRevoke('k1');
    expect(last().revoking?.name).toBe('CI');
    useCase.cancelRevoke();
    expect(last().revoking).toBeNull();
    expect(apiKeys.calls).toEqual(['list']);
    useCase.askRevoke('k1');
    useCase.confirmRevoke().subscribe();
    expect(apiKeys.calls).toEqual(['list', 'revoke k1', 'list']);
    expect(last().revoking).toBeNull();
    expect(messages()).toEqual(['API key revoked']);
  });

  it('forgets the secret once the page is left', () => {
    const useCase = createApiKeysUseCase({ apiKeys: fakeApiKeysApi(), clipboard: fakeClipboard(), utcOffsetMinutes: 0 });
    const views: ApiKeysView[] = [];
    const visit = useCase.view$.subscribe((view) => views.push(view));
    useCase.create('Deploy').subscribe();
    expect(views.at(-1)?.created?.secret).toBe('sk_secret_1234');
    visit.unsubscribe();
    const later: ApiKeysView[] = [];
    useCase.view$.subscribe((view) => later.push(view)).unsubscribe();
    expect(later.at(-1)).toMatchObject({ status: 'ready', created: null });
  });
});
