import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';

// The domain computes with fp-ts inside; its results are fp-ts's plain tagged unions. These names let an app read
// and build them without importing fp-ts (the monorepo's own packages use fp-ts directly).

/** A result that may fail: `{ _tag: 'Left', left: E }` for a failure, `{ _tag: 'Right', right: A }` for a success (fp-ts's Either). */
export type Either<E, A> = E.Either<E, A>;

/** A value that may be absent: `{ _tag: 'None' }` or `{ _tag: 'Some', value: A }` (fp-ts's Option). */
export type Option<A> = O.Option<A>;

/** The failure side of an Either. */
export type Left<E> = E.Left<E>;

/** The success side of an Either. */
export type Right<A> = E.Right<A>;

/** A present Option. */
export type Some<A> = O.Some<A>;

/** An absent Option. */
export type None = O.None;

/** True when the result is a failure; then `result.left` is the reason. */
export const isLeft: <E, A>(result: Either<E, A>) => result is Left<E> = E.isLeft;

/** True when the result is a success; then `result.right` is the value. */
export const isRight: <E, A>(result: Either<E, A>) => result is Right<A> = E.isRight;

/** True when the option holds a value; then `option.value` is it. */
export const isSome: <A>(option: Option<A>) => option is Some<A> = O.isSome;

/** True when the option is absent. */
export const isNone: <A>(option: Option<A>) => option is None = O.isNone;

/** A failure result. */
export const left: <E, A = never>(reason: E) => Either<E, A> = E.left;

/** A success result. */
export const right: <A, E = never>(value: A) => Either<E, A> = E.right;

/** A present option. */
export const some: <A>(value: A) => Option<A> = O.some;

/** The absent option. */
export const none: Option<never> = O.none;

/** The option's value, or null when it is absent. */
export const toNullable = <A>(option: Option<A>): A | null => (O.isSome(option) ? option.value : null);

/** An option from a value that may be null or undefined (absent then). */
export const fromNullable = <A>(value: A | null | undefined): Option<NonNullable<A>> => O.fromNullable(value);

/** A result as a plain tagged object: `{ ok: true, value }` on success, `{ ok: false, error }` on failure. */
export const toResult = <E, A>(
  result: Either<E, A>,
): { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: E } =>
  E.isRight(result) ? { ok: true, value: result.right } : { ok: false, error: result.left };
