// TypeScript types from the published specs, for the client: one module of types per service
// (packages/client/src/generated/<service>.ts), made by openapi-typescript from the spec with its prose
// left out (descriptions, summaries, examples), dates as epoch milliseconds (what the platform answers),
// except in parameters, where a date goes as ISO 8601 text (a string, or a Date the client writes so);
// Java `Object`s and dangling references as `unknown`.
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { isOpenObject, loadSpec, mended } from './read';

const PROSE = new Set([
  'description',
  'summary',
  'example',
  'examples',
  'externalDocs',
  'title',
  'discriminator',
]);

/** Where a parameter goes: an object with one of these as its `in` is a parameter. */
const PARAMETER_PLACES = new Set(['query', 'path', 'header', 'cookie']);

/** A parameter object (it says where the parameter goes). */
const isParameter = (value: Record<string, unknown>) =>
  typeof value.in === 'string' && PARAMETER_PLACES.has(value.in);

/**
 * The spec without its prose, dates as numbers outside parameters, and refs that name nothing replaced
 * by `{}`. A parameter's date stays a `date-time` string: the platform reads ISO 8601 text there.
 * `key` is the key `value` stands under in its parent.
 */
function factsOnly(
  value: unknown,
  doc: Record<string, unknown>,
  inProperties = false,
  inParameter = false,
  key?: string,
): unknown {
  if (Array.isArray(value)) return value.map((item) => factsOnly(item, doc, false, inParameter));
  if (!value || typeof value !== 'object') return value;
  const given = value as Record<string, unknown>;
  // A parameter's or a request body's `required: true` says the caller must give it: it stays (mended()
  // drops a schema's, a Swagger 2 habit that says nothing in OpenAPI 3).
  const keepsRequired = !inProperties && (isParameter(given) || key === 'requestBody');
  const source = inProperties || keepsRequired ? given : mended(given);
  if (!inProperties && isParameter(source)) inParameter = true;
  // A Java `Object` (an object schema with nothing declared) takes any JSON value: `unknown`.
  if (!inProperties && isOpenObject(source)) return {};
  if (typeof source.$ref === 'string' && source.$ref.startsWith('#')) {
    // Two refs of search-interface lack the slash after `#`.
    const ref = source.$ref.replace(/^#(?!\/)/, '#/');
    return resolves(doc, ref) ? { ...source, $ref: ref } : {};
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) {
    // Inside `properties`, keys are field names (a field may be called `description`).
    if (!inProperties && PROSE.has(key)) continue;
    out[key] = factsOnly(item, doc, key === 'properties' && !inProperties, inParameter, key);
  }
  if (!inProperties && !inParameter && source.type === 'string' && source.format === 'date-time') {
    out.type = 'integer';
    out.format = 'int64';
  }
  if (!inProperties && isParameter(source) && source['x-allowMultiple'] === true && out.schema) {
    // A parameter the platform takes several times (`tasks=A&tasks=B`): one value, or a list.
    out.schema = { oneOf: [out.schema, { type: 'array', items: out.schema }] };
  }
  return out;
}

function resolves(doc: Record<string, unknown>, ref: string): boolean {
  let current: unknown = doc;
  for (const part of ref.replace(/^#\/?/, '').split('/')) {
    if (!current || typeof current !== 'object') return false;
    current = (current as Record<string, unknown>)[part];
  }
  return current !== undefined;
}

/** The types of one service's spec file, as TypeScript source. */
export async function serviceTypes(file: string): Promise<string> {
  const raw = await loadSpec(file);
  const doc = factsOnly(raw, raw) as Record<string, unknown>;
  // TypeScript cannot name an array alias inside its own items (search's StructuredSettingListValue):
  // there, the array's items may be any value.
  const schemas = ((doc.components as Record<string, unknown> | undefined)?.schemas ?? {}) as Record<
    string,
    Record<string, unknown>
  >;
  for (const [name, schema] of Object.entries(schemas)) {
    if (schema.type === 'array' && JSON.stringify(schema.items).includes(`"#/components/schemas/${name}"`)) {
      schemas[name] = { ...schema, items: {} };
    }
    // Named properties beside `additionalProperties` (a pushed item's `permissions` beside its metadata):
    // TypeScript holds every property to the index signature, so that signature also takes theirs.
    const { properties, additionalProperties: more } = schema;
    if (properties && more && typeof more === 'object' && Object.keys(more).length) {
      schemas[name] = { ...schema, additionalProperties: { anyOf: [more, ...Object.values(properties)] } };
    }
  }
  const ast = await openapiTS(doc as never, {
    emptyObjectsUnknown: true,
    defaultNonNullable: false,
    alphabetize: false,
    silent: true,
    // A parameter's date-time (the only date-time strings left): ISO 8601 text, or a Date.
    transform: (schema) =>
      schema.type === 'string' && schema.format === 'date-time'
        ? ts.factory.createUnionTypeNode([
            ts.factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
            ts.factory.createTypeReferenceNode('Date'),
          ])
        : undefined,
  });
  return astToString(ast);
}
