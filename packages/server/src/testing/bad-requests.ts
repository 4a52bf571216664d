import type { Operation as ContractOperation } from 'openapi-backend';
import { propertyPaths, requiredPaths, sampleOf, withValueAt, wrongValuesFor, type Schema } from './schema-samples.js';

/** A request the contract refuses, and the status it must get. */
export interface BadRequest {
  readonly label: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string | readonly string[]>>;
  readonly body?: unknown;
  readonly rawBody?: string;
  readonly contentType?: string;
  readonly expected: 400 | 415 | 422;
}

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly schema: Schema;
}

export const parametersOf = (operation: ContractOperation): readonly Parameter[] => (operation.parameters ?? []) as readonly Parameter[];

export const bodySchemaOf = (operation: ContractOperation): Schema | null => {
  const body = operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined;
  return body?.content?.['application/json']?.schema ?? null;
};

/** A query that satisfies every parameter of the operation. */
export const validQuery = (operation: ContractOperation): Record<string, string> =>
  Object.fromEntries(parametersOf(operation).filter((p) => p.in === 'query').map((p) => [p.name, String(sampleOf(p.schema))]));

/** The operation's path with sample path parameters, or with one replaced. */
export const concretePath = (operation: ContractOperation, override: Readonly<Record<string, string>> = {}): string =>
  operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(override[name] ?? 'sample-code'));

const bodyCases = (operation: ContractOperation, schema: Schema): readonly BadRequest[] => {
  const base = { path: concretePath(operation), query: validQuery(operation) };
  const sample = sampleOf(schema);
  return [
    { ...base, label: 'no body', expected: 422 },
    { ...base, label: 'malformed JSON', rawBody: '{"email": ', expected: 400 },
    { ...base, label: 'not JSON', rawBody: 'email=a@b.co', contentType: 'text/plain', expected: 415 },
    { ...base, label: 'an array', body: [sample], expected: 422 },
    { ...base, label: 'an extra field', body: withValueAt(sample, ['unexpected_field'], 1), expected: 422 },
    ...requiredPaths(schema).map((path): BadRequest => ({ ...base, label: `without ${path.join('.')}`, body: withValueAt(sample, path, undefined), expected: 422 })),
    ...propertyPaths(schema).flatMap(([path, property]) =>
      wrongValuesFor(property).map(([kind, value]): BadRequest => ({ ...base, label: `${path.join('.')} ${kind}`, body: withValueAt(sample, path, value), expected: 422 }))),
  ];
};

const parameterCases = (operation: ContractOperation): readonly BadRequest[] =>
  parametersOf(operation).flatMap((parameter) => {
    const query = validQuery(operation);
    const body = (() => { const schema = bodySchemaOf(operation); return schema === null ? {} : { body: sampleOf(schema) }; })();
    if (parameter.in === 'path') {
      const tooLong = 'x'.repeat((parameter.schema.maxLength ?? 200) + 1);
      return [{ label: `path ${parameter.name} too long`, path: concretePath(operation, { [parameter.name]: tooLong }), query, ...body, expected: 422 }];
    }
    const { [parameter.name]: _dropped, ...others } = query;
    return [
      ...(parameter.required === true ? [{ label: `without query ${parameter.name}`, path: concretePath(operation), query: others, ...body, expected: 422 as const }] : []),
      { label: `query ${parameter.name} twice`, path: concretePath(operation), query: { ...others, [parameter.name]: ['a', 'b'] }, ...body, expected: 422 as const },
      ...wrongValuesFor(parameter.schema)
        .filter(([kind]) => kind !== 'wrong type' || parameter.schema.type !== 'string')
        .map(([kind, value]): BadRequest => ({ label: `query ${parameter.name} ${kind}`, path: concretePath(operation), query: { ...others, [parameter.name]: String(value) }, ...body, expected: 422 })),
    ];
  });

/** Every malformed request of an operation: bodies and parameters, each with the status it must get. */
export const badRequestsFor = (operation: ContractOperation): readonly BadRequest[] => {
  const schema = bodySchemaOf(operation);
  return [...(schema === null ? [] : bodyCases(operation, schema)), ...parameterCases(operation)];
};
