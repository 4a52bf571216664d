/** The part of an Ajv error the message is built from. */
export interface SchemaError {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string | undefined;
}

const SECTIONS: Readonly<Record<string, string>> = { requestBody: 'Field', query: 'Query parameter', path: 'Path parameter' };

/** '/requestBody/account_metadata/geo_location/city' → ['Field', 'account_metadata.geo_location.city']. */
const locate = (instancePath: string): { readonly kind: string; readonly name: string } => {
  const [section = '', ...rest] = instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const kind = SECTIONS[section];
  if (kind === undefined) return { kind: 'Field', name: [section, ...rest].filter((part) => part !== '').join('.') };
  return { kind, name: rest.map((part) => (/^\d+$/.test(part) ? `[${part}]` : part)).join('.').replace(/\.\[/g, '[') };
};

const join = (parent: string, child: string): string => (parent === '' ? child : `${parent}.${child}`);

const typeName = (type: unknown): string => {
  const names: Readonly<Record<string, string>> = { string: 'a string', boolean: 'true or false', integer: 'an integer', number: 'a number', object: 'an object', array: 'an array', null: 'null' };
  const list = Array.isArray(type) ? type.map(String) : [String(type)];
  return list.map((item) => names[item] ?? item).join(' or ');
};

const describe = (error: SchemaError): string => {
  const p = error.params;
  switch (error.keyword) {
    case 'type': return `must be ${typeName(p['type'])}`;
    case 'format': return p['format'] === 'email' ? 'must be a valid e-mail address' : `must be a valid ${String(p['format'])}`;
    case 'minLength': return `must be at least ${String(p['limit'])} character${p['limit'] === 1 ? '' : 's'} long`;
    case 'maxLength': return `must be at most ${String(p['limit'])} characters long`;
    case 'enum': return `must be one of: ${(Array.isArray(p['allowedValues']) ? p['allowedValues'] : []).map(String).join(', ')}`;
    case 'oneOf': case 'anyOf': return 'does not match any allowed shape';
    default: return error.message ?? 'is not valid';
  }
};

const sentence = (error: SchemaError): string => {
  if (error.instancePath === '' && error.params['missingProperty'] === 'requestBody') return 'A JSON request body is required.';
  const { kind, name } = locate(error.instancePath);
  if (error.keyword === 'required') return `${kind} "${join(name, String(error.params['missingProperty']))}" is required.`;
  if (error.keyword === 'additionalProperties') {
    return `${kind} "${join(name, String(error.params['additionalProperty']))}" is not allowed.`;
  }
  return name === '' ? `The request body ${describe(error)}.` : `${kind} "${name}" ${describe(error)}.`;
};

/** A sentence that says which field is wrong and why, from the first schema error. */
export const validationMessage = (errors: readonly SchemaError[]): string => {
  const [first] = errors;
  return first === undefined ? 'The request is not valid.' : sentence(first);
};
