import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import type { ReadonlyNonEmptyArray } from 'fp-ts/lib/ReadonlyNonEmptyArray.js';
import * as RNEA from 'fp-ts/lib/ReadonlyNonEmptyArray.js';
import { pipe } from 'fp-ts/lib/function.js';
import { unmetPasswordRules, type PasswordRule } from './password-rules.js';

declare const ValidPasswordBrand: unique symbol;

/** A password, exactly as typed, that meets every password rule. */
export type ValidPassword = string & { readonly [ValidPasswordBrand]: true };

/** Checks a password: the password itself (untrimmed) when it meets every rule, else the unmet rules. */
export const validatePassword = (
  password: string,
): E.Either<ReadonlyNonEmptyArray<PasswordRule>, ValidPassword> =>
  pipe(
    RNEA.fromReadonlyArray(unmetPasswordRules(password)),
    O.match(
      () => E.right(password as ValidPassword),
      (unmet) => E.left(unmet),
    ),
  );
