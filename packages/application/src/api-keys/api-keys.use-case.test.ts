import { describe, it, expect } from 'vitest';
import { of, Subject } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { NotFound, Rejected, Unavailable } from '../shared/port-error.js';
import { fakeClipboard, recordingNotifications } from '../shared/testing/shared-fakes.js';
import type { ApiKeysApi, ApiKeysError, CreatedApiKey } from './api-keys-api.port.js';
import { createApiKeysUseCase } from './api-keys.use-case.js';
import type { ApiKeysView } from './api-keys.types.js';
import { fakeApiKeysApi } from './testing/api-keys-fakes.js';

const setup = (api: Partial<ApiKeysApi> = {}, clipboardWrites = true) => {
  const apiKeys = fakeApiKeysApi(api);
  const clipboard = fakeClipboard(clipboardWrites);
  const notifications = recordingNotifications();
  const useCase = createApiKeysUseCase({ apiKeys, clipboard, notifications, utcOffsetMinutes: 0 });
  const views: ApiKeysView[] = [];
  const visit = useCase.view$.subscribe((view) => views.push(view));
  const last = (): ApiKeysView => views.at(-1) ?? (() => { throw new Error('no view'); })();
  return { useCase, apiKeys, clipboard, last, visit, notifications, messages: () => notifications.toasts().map((t) => t.replace(/^\w+: /, '')) };
};

describe('API keys', () => {
  it('lists keys with the "…abcd" hint and the creation date', () => {
    expect(setup().last()).toMatchObject({ status: 'ready', keys: [{ keyId: 'k1', name: 'CI', hint: '\u2026abcd', created: '09/21/2026' }] });
  });

  it('fails when the list cannot load', () => {
    expect(setup({ list: () => of(E.left(Unavailable())) }).last().status).toBe('failed');
  });

  it('creates a key with a trimmed name, shows its secret once, and reloads the list', () => {
    const { useCase, apiKeys, last, messages } = setup();
    useCase.create('  Deploy ');
    expect(apiKeys.calls).toEqual(['list', 'create Deploy', 'list']);
    expect(last().created).toEqual({ name: 'Deploy', secret: 'sk_secret_1234' });
    expect(messages()).toEqual(['API key created']);
    useCase.dismissSecret();
    expect(last().created).toBeNull();
  });

  it('asks for a name instead of creating a nameless key', () => {
    const { useCase, apiKeys, messages } = setup();
    useCase.create('   ');
    expect(apiKeys.calls).toEqual(['list']);
    expect(messages()).toEqual(['Enter a name for the key']);
  });

  it('shows the server’s message when creating fails', () => {
    const { useCase, last, messages } = setup({ create: () => of(E.left(Rejected('Name too long'))) });
    useCase.create('x');
    expect(messages()).toEqual(['Name too long']);
    expect(last().created).toBeNull();
  });

  it('copies the new secret', () => {
    const { useCase, clipboard, messages } = setup();
    useCase.create('Deploy');
    useCase.copySecret();
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
    useCase.confirmRevoke();
    expect(apiKeys.calls).toEqual(['list', 'revoke k1', 'list']);
    expect(last().revoking).toBeNull();
    expect(messages()).toEqual(['API key revoked']);
  });

  it('forgets the secret once the page is left', () => {
    const useCase = createApiKeysUseCase({ apiKeys: fakeApiKeysApi(), clipboard: fakeClipboard(), notifications: recordingNotifications(), utcOffsetMinutes: 0 });
    const views: ApiKeysView[] = [];
    const visit = useCase.view$.subscribe((view) => views.push(view));
    useCase.create('Deploy');
    expect(views.at(-1)?.created?.secret).toBe('sk_secret_1234');
    visit.unsubscribe();
    const later: ApiKeysView[] = [];
    useCase.view$.subscribe((view) => later.push(view)).unsubscribe();
    expect(later.at(-1)).toMatchObject({ status: 'ready', created: null });
  });
});

describe('API keys: failures and lifetime', () => {
  it('says so when the secret cannot be copied, and when revoking fails, with the server’s reason', () => {
    const { useCase, messages } = setup({ revoke: () => of(E.left(NotFound('This API key does not exist.'))) }, false);
    useCase.create('Deploy');
    useCase.copySecret();
    useCase.askRevoke('k1');
    useCase.confirmRevoke();
    expect(messages()).toEqual(['API key created', 'Could not copy the API key', 'This API key does not exist.']);
  });

  it('is busy while a call runs', () => {
    const answer = new Subject<E.Either<ApiKeysError, CreatedApiKey>>();
    const { useCase, last } = setup({ create: () => answer });
    useCase.create('Deploy');
    expect(last().busy).toBe(true);
    answer.next(E.right({ keyId: 'k2', secret: 's' }));
    answer.complete();
    expect(last()).toMatchObject({ busy: false, created: { name: 'Deploy', secret: 's' } });
  });

  it('finishes creating a key after the page is left, and toasts it', () => {
    const answer = new Subject<E.Either<ApiKeysError, CreatedApiKey>>();
    const { useCase, visit, messages } = setup({ create: () => answer });
    useCase.create('Deploy');
    visit.unsubscribe();
    expect(answer.observed).toBe(true);
    answer.next(E.right({ keyId: 'k2', secret: 's' }));
    expect(messages()).toEqual(['API key created']);
  });
});
