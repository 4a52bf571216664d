import 'reflect-metadata';
import {
  createAccountsModule, createApiKeysModule, createBillingModule, createHistoryModule, createSharingModule, createSpeechModule,
  token, type Token,
} from '@cadence/application';
import { Container } from 'inversify';
import { createAppPorts, type AppConfig } from './app-ports';
import { createColorThemeController } from './color-theme';
import type { RouterContext } from './router-context';
import { createToaster } from './toaster';

export type { AppConfig } from './app-ports';

/** Binds a token to a factory of other tokens' values; the dependencies are checked against the factory's parameters. */
const provide = <T, A extends unknown[]>(c: Container, key: Token<T>, factory: (...args: A) => T, deps: { [K in keyof A]: Token<A[K]> }): void => {
  c.bind<T>(key).toResolvedValue(factory, deps as never);
};

/** Reads a token's value, typed by the token. */
const resolve = <T>(c: Container, key: Token<T>): T => c.get<T>(key);

const Toaster = token<ReturnType<typeof createToaster>>('Toaster');
const Ports = token<ReturnType<typeof createAppPorts>>('Ports');
const ColorTheme = token<ReturnType<typeof createColorThemeController>>('ColorTheme');
const Accounts = token<ReturnType<typeof createAccountsModule>>('AccountsModule');
const Billing = token<ReturnType<typeof createBillingModule>>('BillingModule');
const History = token<ReturnType<typeof createHistoryModule>>('HistoryModule');
const Speech = token<ReturnType<typeof createSpeechModule>>('SpeechModule');
const Sharing = token<ReturnType<typeof createSharingModule>>('SharingModule');
const ApiKeys = token<ReturnType<typeof createApiKeysModule>>('ApiKeysModule');

/**
 * The composition root: the browser adapters, then one line per slice module. Every binding is a singleton and
 * resolving one starts nothing: main.tsx starts what must run.
 */
export const createAppContainer = (config: AppConfig): Container => {
  const c = new Container({ defaultScope: 'Singleton' });
  provide(c, Toaster, createToaster, []);
  provide(c, Ports, (toaster) => createAppPorts(config, toaster), [Toaster]);
  provide(c, ColorTheme, (ports) => createColorThemeController(ports.storage), [Ports]);
  provide(c, Accounts, createAccountsModule, [Ports]);
  provide(c, History, createHistoryModule, [Ports]);
  provide(c, Billing, createBillingModule, [Ports, Accounts]);
  provide(c, Speech, createSpeechModule, [Ports, Accounts, History]);
  provide(c, Sharing, createSharingModule, [Ports, Accounts]);
  provide(c, ApiKeys, createApiKeysModule, [Ports]);
  return c;
};

/** The router context: every slice's use-cases, the UI services and the origin. */
export const routerContextFrom = (c: Container): RouterContext => {
  const ports = resolve(c, Ports);
  return {
    ...resolve(c, Accounts), ...resolve(c, Billing), ...resolve(c, History), ...resolve(c, Speech), ...resolve(c, Sharing), ...resolve(c, ApiKeys),
    toaster: resolve(c, Toaster),
    colorTheme: resolve(c, ColorTheme),
    notifications: ports.notifications,
    externalNavigator: ports.externalNavigator,
    origin: ports.environment.origin,
  };
};
