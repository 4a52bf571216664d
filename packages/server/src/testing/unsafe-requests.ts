import fc from 'fast-check';
import type { Operation as ContractOperation } from 'openapi-backend';
import { bodySchemaOf, concretePath, parametersOf, validQuery } from './bad-requests.js';
import { propertyPaths, sampleOf, withValueAt, type Schema } from './schema-samples.js';

/** A request carrying text no database can store, or an address no decoder can read: it must get a 4xx. */
export interface UnsafeRequest {
  readonly label: string;
  /** The path and query, already percent-encoded as sent. */
  readonly url: string;
  readonly body?: unknown;
}

/** Characters PostgreSQL refuses in text (NUL) or that are not Unicode text at all (lone surrogates). */
export const UNSAFE_CHARACTERS = ['\u0000', '\ud800', '\udfff'] as const;

/** Percent-escapes that decode to nothing: not hex, not UTF-8, overlong, cut short, and a NUL. */
export const MALFORMED_ESCAPES = ['%ZZ', '%FF', '%C0%AE', '%E0%A4%A', '%ED%A0%80', 'a%00b', '%'] as const;

/** Percent-encodes every UTF-16 code unit as UTF-8 would, lone surrogates included (encodeURIComponent throws on them). */
export const encodeLoosely = (text: string): string =>
  [...text].map((character) => {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(character);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  }).join('');

const typesOf = (schema: Schema): readonly string[] => (typeof schema.type === 'string' ? [schema.type] : (schema.type ?? []));

const withQuery = (path: string, query: Readonly<Record<string, string>>): string => {
  const pairs = Object.entries(query).map(([name, value]) => `${encodeURIComponent(name)}=${encodeLoosely(value)}`);
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
};

const validBody = (operation: ContractOperation): { body?: unknown } => {
  const schema = bodySchemaOf(operation);
  return schema === null ? {} : { body: sampleOf(schema) };
};

/** Where a string can go in a request of the operation: each string field of the body, each query and path parameter. */
export const textSlots = (operation: ContractOperation): readonly ((text: string) => UnsafeRequest)[] => {
  const query = validQuery(operation);
  const base = concretePath(operation);
  const schema = bodySchemaOf(operation);
  const bodySlots = schema === null ? [] : propertyPaths(schema)
    .filter(([, property]) => typesOf(property).includes('string') || typesOf(property).includes('object'))
    .map(([path, property]) => (text: string): UnsafeRequest => ({
      label: `field ${path.join('.')}`, url: withQuery(base, query),
      body: withValueAt(sampleOf(schema), path, typesOf(property).includes('string') ? text : { [text]: text }),
    }));
  const parameterSlots = parametersOf(operation).map((parameter) => (text: string): UnsafeRequest => ({
    label: `${parameter.in} ${parameter.name}`,
    url: parameter.in === 'path'
      ? withQuery(operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === parameter.name ? encodeLoosely(text) : 'sample-code')), query)
      : withQuery(base, { ...query, [parameter.name]: text }),
    ...validBody(operation),
  }));
  return [...bodySlots, ...parameterSlots];
};

/** The fixed classes: each unsafe character in each slot, and each malformed escape in each path parameter. */
export const unsafeRequestsFor = (operation: ContractOperation): readonly UnsafeRequest[] => {
  const characters = textSlots(operation).flatMap((slot) =>
    UNSAFE_CHARACTERS.map((character) => {
      const request = slot(`a${character}b`);
      return { ...request, label: `${request.label} with U+${character.charCodeAt(0).toString(16).padStart(4, '0')}` };
    }));
  const escapes = parametersOf(operation).filter((parameter) => parameter.in === 'path').flatMap((parameter) =>
    MALFORMED_ESCAPES.map((escape): UnsafeRequest => ({
      label: `path ${parameter.name} as ${escape}`,
      url: withQuery(operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === parameter.name ? escape : 'sample-code')), validQuery(operation)),
      ...validBody(operation),
    })));
  const queryEscapes = parametersOf(operation).some((parameter) => parameter.in === 'query')
    ? [{ label: 'a query with %ZZ', url: `${withQuery(concretePath(operation), validQuery(operation))}${Object.keys(validQuery(operation)).length === 0 ? '?' : '&'}x=%ZZ`, ...validBody(operation) }]
    : [];
  return [...characters, ...escapes, ...queryEscapes];
};

/** Any Unicode text (lone surrogates included) with a NUL or a lone surrogate mixed in somewhere. */
export const unsafeText = (): fc.Arbitrary<string> =>
  fc.tuple(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...UNSAFE_CHARACTERS), fc.string({ unit: 'binary', maxLength: 40 }))
    .map(([before, character, after]) => `${before}${character}${after}`);
