import * as E from 'fp-ts/lib/Either.js';

/** Keeps the error and forgets the value: for intents whose success carries nothing the caller needs. */
export const asVoid = <L>(result: E.Either<L, unknown>): E.Either<L, void> => (E.isLeft(result) ? result : E.right(undefined));
