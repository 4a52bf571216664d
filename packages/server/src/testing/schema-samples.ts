/** The parts of a JSON schema the samples read. */
export interface Schema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly enum?: readonly unknown[];
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly oneOf?: readonly Schema[];
}

const primaryType = (schema: Schema): string => {
  if (schema.oneOf !== undefined) return primaryType(schema.oneOf[0] ?? {});
  const types = typeof schema.type === 'string' ? [schema.type] : (schema.type ?? ['object']);
  return types.find((type) => type !== 'null') ?? 'null';
};

/** A value the schema accepts, with every optional property filled in. */
export const sampleOf = (schema: Schema): unknown => {
  if (schema.enum !== undefined) return schema.enum[0];
  switch (primaryType(schema)) {
    case 'string': return schema.format === 'email' ? 'sample@example.com' : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'boolean': return true;
    case 'integer': case 'number': return 1;
    case 'array': return [];
    case 'null': return null;
    default: return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleOf(property)]));
  }
};

/** Values of the wrong kind for a schema, each with a name for the test report. */
export const wrongValuesFor = (schema: Schema): readonly (readonly [string, unknown])[] => {
  const type = primaryType(schema);
  const wrongType: unknown = type === 'string' ? 12345 : type === 'boolean' ? 'yes' : 'text';
  return [
    ['wrong type', wrongType],
    ...(schema.enum !== undefined ? [['not in the enum', 'not-a-listed-value'] as const] : []),
    ...(schema.format === 'email' ? [['not an e-mail', 'not-an-email'] as const] : []),
    ...(schema.minLength !== undefined && schema.minLength > 0 ? [['too short', 'x'.repeat(schema.minLength - 1)] as const] : []),
    ...(schema.maxLength !== undefined ? [['too long', 'x'.repeat(schema.maxLength + 1)] as const] : []),
  ];
};

/** Every property path of an object schema ("account_metadata.geo_location.city") with its schema. */
export const propertyPaths = (schema: Schema, prefix: readonly string[] = []): readonly (readonly [readonly string[], Schema])[] =>
  Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = [...prefix, name];
    return [[path, property] as const, ...(primaryType(property) === 'object' ? propertyPaths(property, path) : [])];
  });

/** A copy of the sample with the value at path replaced (or removed when value is undefined). */
export const withValueAt = (sample: unknown, path: readonly string[], value: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined || typeof sample !== 'object' || sample === null) return sample;
  const entries = Object.entries(sample as Record<string, unknown>).filter(([name]) => name !== head);
  const current = (sample as Record<string, unknown>)[head];
  const next = rest.length > 0 ? withValueAt(current, rest, value) : value;
  return Object.fromEntries(next === undefined ? entries : [...entries, [head, next]]);
};

/** Every required property path, nested ones included. */
export const requiredPaths = (schema: Schema, prefix: readonly string[] = []): readonly (readonly string[])[] => [
  ...(schema.required ?? []).map((name) => [...prefix, name]),
  ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    primaryType(property) === 'object' ? requiredPaths(property, [...prefix, name]) : []),
];
