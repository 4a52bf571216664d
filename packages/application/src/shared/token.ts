declare const tokenOf: unique symbol;

/**
 * A typed key for the composition root: a symbol that remembers the type bound to it, so resolving it is checked
 * (no `get<T>` on an untyped symbol). Plain data: the application layer knows nothing of the container.
 */
export type Token<T> = symbol & { readonly [tokenOf]?: T };

/** A new token; the name shows in the container's error messages. */
export const token = <T>(name: string): Token<T> => Symbol(`cadence.${name}`) as Token<T>;
