// Unwraps port results in integration tests: a failure of the expected side fails the test with what came instead.
import * as E from 'fp-ts/lib/Either.js';
import { firstValueFrom, type Observable } from 'rxjs';
import type { ApiClient } from './api-client.js';
import { HttpAuthApi } from './http-auth-api.adapter.js';

/** The value of the call's first result; throws when it is an error. */
export const right = async <L, A>(call$: Observable<E.Either<L, A>>): Promise<A> => {
  const result = await firstValueFrom(call$);
  if (E.isLeft(result)) throw new Error(`expected success, got ${JSON.stringify(result.left)}`);
  return result.right;
};

/** The error of the call's first result; throws when it succeeded. */
export const left = async <L, A>(call$: Observable<E.Either<L, A>>): Promise<L> => {
  const result = await firstValueFrom(call$);
  if (E.isRight(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.right)}`);
  return result.left;
};

/** Signs in as the seeded demo account and answers its access token. */
export const demoAccessToken = async (client: ApiClient): Promise<string> =>
  (await right(new HttpAuthApi(client, { nowMs: () => Date.now() }).signIn('demo@cadence.dev', 'Cadence-demo-2026!'))).accessToken;
