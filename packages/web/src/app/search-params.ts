import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';

/**
 * Search parameters at the boundary. The router keeps every value as the string it read from the address
 * (no JSON coercion), and each route decodes its parameters with io-ts: a value that fails to decode is dropped,
 * as if it were absent, and never trusted.
 */

/** The router's search parser: every parameter as its raw string; the last of repeated names wins. */
export const parseSearch = (searchStr: string): Record<string, unknown> =>
  Object.fromEntries(new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr));

/** The router's search serializer: strings, numbers and booleans as text; anything else is left out. */
export const stringifySearch = (search: Record<string, unknown>): string => {
  const params = new URLSearchParams();
  Object.entries(search).forEach(([name, value]) => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params.set(name, String(value));
    }
  });
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

/** A non-empty string. */
export const NonEmptyString = t.refinement(t.string, (value) => value !== '', 'NonEmptyString');

/**
 * "true" or "false", as a boolean. The router also validates search it has already validated (when it builds
 * a location), so every codec here accepts its own output too.
 */
export const BooleanFromString = new t.Type<boolean, string, unknown>(
  'BooleanFromString',
  (value): value is boolean => typeof value === 'boolean',
  (value, context) =>
    typeof value === 'boolean'
      ? t.success(value)
      : value === 'true'
        ? t.success(true)
        : value === 'false'
          ? t.success(false)
          : t.failure(value, context),
  String,
);

/**
 * The decoded search of a route: each parameter present only when it decoded. A parameter that was in the
 * address but failed to decode is set to undefined, so it overrides the raw value the router passes down.
 */
export type DecodedSearch<P extends t.Props> = { readonly [K in keyof P]?: t.TypeOf<P[K]> | undefined };

/** Decodes each named parameter on its own; a missing or bad value is absent. */
export const searchDecoder =
  <P extends t.Props>(props: P) =>
  (search: Record<string, unknown>): DecodedSearch<P> =>
    Object.fromEntries(
      Object.entries(props).flatMap(([name, codec]) => {
        if (!(name in search)) return [];
        const decoded = codec.decode(search[name]);
        return [[name, E.isRight(decoded) ? decoded.right : undefined]];
      }),
    ) as DecodedSearch<P>;

/** Every parameter that is a string, as the raw query the account-action use-case reads. */
export const rawQueryDecoder = (search: Record<string, unknown>): Readonly<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(search).flatMap(([name, value]) => (E.isRight(t.string.decode(value)) ? [[name, value]] : [])),
  ) as Readonly<Record<string, string>>;
