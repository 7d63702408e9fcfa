// Reads the platform's published OpenAPI specs (spec/openapi/*.yml, copies of ../shared/openapi) into
// plain JSON Schema: one schema document per service, and one record per operation with its path,
// query, body and answer schemas. Facts only: every description, summary and example is left out.
import { readdirSync, readFileSync } from 'node:fs';
import { convertObj } from 'swagger2openapi';
import { parse } from 'yaml';

export const SPEC_DIR = new URL('../../spec/openapi/', import.meta.url);

/**
 * One spec file, as OpenAPI 3: five of the files are Swagger 2.0 documents (push, schema-service,
 * search-pages, search-usage-metrics, source-logs), converted by swagger2openapi; the `servers` a file
 * gives beside its Swagger fields are kept.
 */
export function loadSpec(file: string): Promise<Record<string, unknown>> {
  // Read once: `npm run generate` reads every file for the schemas, then again for the types.
  let loaded = specs.get(file);
  if (!loaded) {
    loaded = readSpec(file);
    specs.set(file, loaded);
  }
  return loaded;
}

const specs = new Map<string, Promise<Record<string, unknown>>>();

async function readSpec(file: string): Promise<Record<string, unknown>> {
  const doc = parse(readFileSync(new URL(file, SPEC_DIR), 'utf8')) as Record<string, unknown>;
  if (!doc.swagger) return amended(file, doc);
  const { servers, ...swagger } = doc;
  const { openapi } = await convertObj(swagger, { patch: true, warnOnly: true });
  return amended(file, servers ? { ...openapi, servers } : openapi);
}

/** A metadata value of a pushed item: a boolean, a number, a string, or a list of those; never an object. */
const primitive = [{ type: 'boolean' }, { type: 'number' }, { type: 'string' }];
const METADATA_VALUE = { anyOf: [...primitive, { type: 'array', items: { anyOf: primitive } }] };

/**
 * Schemas that a published file writes narrower than the platform takes, where the file says so itself:
 * the Push API's item metadata are strings in `DocumentBody`, whose own description adds that other
 * types are taken too (booleans, numbers and arrays of them; not objects, nor arrays of arrays). Each
 * is the schema at that place of the file, once read as OpenAPI 3.
 */
const AMENDMENTS: Record<string, Array<{ at: string[]; schema: Record<string, unknown> }>> = {
  'coveo-push-openapi-original.yml': [
    { at: ['components', 'schemas', 'DocumentBody', 'additionalProperties'], schema: METADATA_VALUE },
  ],
};

/** A spec with its amendments. @throws Error when the place of one is gone: the file changed, look again. */
function amended(file: string, doc: Record<string, unknown>): Record<string, unknown> {
  for (const { at, schema } of AMENDMENTS[file] ?? []) {
    const parent = at.slice(0, -1).reduce<any>((node, key) => node?.[key], doc);
    if (!parent || parent[at.at(-1)!] === undefined) throw new Error(`${file}: nothing at ${at.join('/')}`);
    parent[at.at(-1)!] = schema;
  }
  return doc;
}

/** A JSON Schema (draft 2020-12 subset), as ajv takes it. */
export type Schema = Record<string, unknown>;

export interface QueryParameter {
  name: string;
  required: boolean;
  schema: Schema;
}

export interface Operation {
  /** `source`, `usage-analytics-read`, … (the file's `coveo-<service>-openapi-original.yml`). */
  service: string;
  method: string;
  /** The full path, the `servers` prefix in front (`/rest/ua/v15/stats/…`, `/push/v1/…`). */
  path: string;
  operationId: string;
  deprecated: boolean;
  /** The path as its spec file writes it, without the `servers` prefix (the generated types' key). */
  specPath: string;
  /** Path parameters, in path order, with their schemas. */
  pathParams: QueryParameter[];
  query: QueryParameter[];
  /** Header parameters (the caller sends them in the request settings' `headers`), where there are any. */
  headers?: QueryParameter[];
  /** The request body: required or not, its media types, and the JSON one's schema. */
  body?: { required: boolean; mediaTypes: string[]; schema?: Schema };
  /** Answers by status code (`200`, `204`, `default`): media types, and the JSON one's schema. */
  responses: Record<string, { mediaTypes: string[]; schema?: Schema }>;
}

export interface Service {
  name: string;
  /** `components.schemas`, converted; refs between them read `<service>#/$defs/<name>`. */
  schemas: Record<string, Schema>;
}

/** Keywords that say what a value is (the rest, prose and examples, are dropped). */
const FACTS = new Set([
  'type',
  'format',
  'enum',
  'const',
  'required',
  'properties',
  'items',
  'additionalProperties',
  'allOf',
  'oneOf',
  'anyOf',
  'not',
  'nullable',
  'default',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'readOnly',
  'writeOnly',
  'deprecated',
  '$ref',
]);
/** Keywords whose value is a map of schemas, or a list of schemas. */
const SCHEMA_MAPS = new Set(['properties']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf']);
const SCHEMA_ONE = new Set(['items', 'not', 'additionalProperties']);

/**
 * Mends three faults of the published files: a `required` that is not a list is dropped; `allOf` written among a schema's properties
 * (customer-service's preview requests) is the schema's own `allOf`; an `object` whose enum lists
 * strings (search-interface's `ResultActions`) is a string.
 */
export function mended(schema: Record<string, unknown>): Record<string, unknown> {
  if (schema.required !== undefined && !Array.isArray(schema.required)) {
    // `required: true` on a property (a Swagger 2 habit of some files) says nothing in OpenAPI 3.
    const { required: _, ...rest } = schema;
    return mended(rest);
  }
  if (
    schema.type === 'object' &&
    Array.isArray(schema.enum) &&
    schema.enum.every((value) => typeof value === 'string')
  ) {
    return mended({ ...schema, type: 'string' });
  }
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (!properties || !Array.isArray(properties.allOf)) return schema;
  const { allOf, ...rest } = properties;
  return { ...schema, properties: rest, allOf: [...((schema.allOf as unknown[]) ?? []), ...allOf] };
}

/** Whether a schema is a `date-time` string. */
const isDateTime = (schema: unknown) =>
  !!schema &&
  (schema as Record<string, unknown>).type === 'string' &&
  (schema as Record<string, unknown>).format === 'date-time';

/** What a Java `Object` with no properties is on the wire: any JSON value. */
export const isOpenObject = (schema: Record<string, unknown>) =>
  schema.type === 'object' &&
  !schema.properties &&
  schema.additionalProperties === undefined &&
  !schema.allOf &&
  !schema.oneOf &&
  !schema.anyOf;

/**
 * One OpenAPI 3.0 schema as JSON Schema: `nullable` becomes a `null` type; a `date-time` or `date`
 * string also takes an integer (the platform answers epoch milliseconds); a property-less `object` is
 * any value; refs point into the service's document; `refs` collects what it points to.
 */
export function convertSchema(
  input: unknown,
  service: string,
  known: ReadonlySet<string>,
  dangling: string[],
): Schema {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  const source = mended(input as Record<string, unknown>);
  if (typeof source.$ref === 'string') {
    // Two refs of search-interface lack the slash after `#`.
    const name = source.$ref.replace(/^#\/?components\/schemas\//, '');
    if (!known.has(name)) {
      dangling.push(`${service}: ${source.$ref}`);
      return {};
    }
    return { $ref: `${service}#/$defs/${name}` };
  }
  if (isOpenObject(source)) return {};
  const out: Schema = {};
  for (const [key, value] of Object.entries(source)) {
    if (!FACTS.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      const map: Record<string, Schema> = {};
      for (const [name, schema] of Object.entries(value)) {
        map[name] = convertSchema(schema, service, known, dangling);
      }
      out[key] = map;
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      out[key] = value.map((schema) => convertSchema(schema, service, known, dangling));
    } else if (key === 'oneOf' && Array.isArray(value)) {
      // The platform picks the one by a discriminator (a source's `sourceType`), and its models overlap:
      // a body that one of them takes is taken.
      out.anyOf = value.map((schema) => convertSchema(schema, service, known, dangling));
    } else if (SCHEMA_ONE.has(key) && value && typeof value === 'object') {
      out[key] = convertSchema(value, service, known, dangling);
    } else if (key !== 'nullable' && key !== 'format') {
      out[key] = value;
    }
  }
  // Epoch milliseconds or ISO 8601: the platform answers the first where its specs say the second.
  if (source.type === 'string' && (source.format === 'date-time' || source.format === 'date')) {
    out.type = ['string', 'integer'];
  } else if (source.format !== undefined && source.format !== 'date-time' && source.format !== 'date') {
    out.format = source.format;
  }
  if (source.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (Array.isArray(out.type)) out.type = [...out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  }
  return out;
}

interface OpenApiDocument {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
}

/** `#/components/parameters/x` and the like: the object it names (parameters, bodies, answers). */
function resolve<T>(doc: OpenApiDocument, value: T): T {
  let current: unknown = value;
  for (let depth = 0; depth < 10; depth++) {
    const ref = (current as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string' || ref.startsWith('#/components/schemas/')) break;
    const [, , kind, name] = ref.split('/');
    current = doc.components?.[kind]?.[name];
  }
  return current as T;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
// The media type whose schema is the JSON one: a JSON type, or `*/*` (what Spring publishes for JSON).
const jsonTypeOf = (types: string[]) =>
  types.find((type) => /json/.test(type)) ?? types.find((type) => type === '*/*');

/** Every service file of spec/openapi, read and converted. */
export async function readServices(): Promise<{
  services: Service[];
  operations: Operation[];
  dangling: string[];
}> {
  const services: Service[] = [];
  const operations: Operation[] = [];
  const dangling: string[] = [];
  const seen = new Set<string>();
  const files = readdirSync(SPEC_DIR)
    .filter((file) => /^coveo-.*-openapi-original\.yml$/.test(file))
    .sort();
  for (const file of files) {
    const name = file.replace(/^coveo-/, '').replace(/-openapi-original\.yml$/, '');
    const doc = (await loadSpec(file)) as unknown as OpenApiDocument;
    const prefix = new URL(doc.servers?.[0]?.url ?? 'https://x').pathname.replace(/\/$/, '');
    const components = doc.components?.schemas ?? {};
    const known = new Set(Object.keys(components));
    const convert = (schema: unknown) => convertSchema(schema, name, known, dangling);
    // A parameter's date is ISO 8601 text on the wire (answers carry ms): it keeps its `date-time` format.
    const parameterSchema = (schema: unknown) =>
      isDateTime(schema) ? { type: 'string', format: 'date-time' } : convert(schema);
    const schemas: Record<string, Schema> = {};
    for (const [schemaName, schema] of Object.entries(components)) schemas[schemaName] = convert(schema);
    services.push({ name, schemas });

    for (const [path, item] of Object.entries(doc.paths)) {
      const shared = (item.parameters as unknown[] | undefined) ?? [];
      for (const method of METHODS) {
        const op = item[method] as Record<string, unknown> | undefined;
        if (!op) continue;
        const parameters: Array<Record<string, unknown>> = [];
        for (const given of [...shared, ...((op.parameters as unknown[] | undefined) ?? [])]) {
          const parameter = resolve(doc, given as Record<string, unknown>);
          if (parameter) parameters.push(parameter);
          else dangling.push(`${name}: ${(given as { $ref?: string }).$ref}`);
        }
        const inside = (where: string) =>
          parameters
            .filter((p) => p.in === where)
            .map((p) => ({
              name: String(p.name),
              required: p.required === true,
              schema: parameterSchema(p.schema),
            }));
        const query = inside('query');
        const pathParams = inside('path');
        const headers = inside('header');
        const requestBody = resolve(doc, op.requestBody as Record<string, unknown> | undefined);
        let body: Operation['body'];
        if (requestBody) {
          const content = (requestBody.content ?? {}) as Record<string, { schema?: unknown }>;
          const mediaTypes = Object.keys(content);
          const jsonType = jsonTypeOf(mediaTypes);
          body = {
            required: requestBody.required === true,
            mediaTypes,
            ...(jsonType ? { schema: convert(content[jsonType].schema) } : {}),
          };
        }
        const responses: Operation['responses'] = {};
        for (const [status, answer] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
          const resolved = resolve(doc, answer as Record<string, unknown>);
          const content = (resolved?.content ?? {}) as Record<string, { schema?: unknown }>;
          const mediaTypes = Object.keys(content);
          const jsonType = jsonTypeOf(mediaTypes);
          responses[status] = {
            mediaTypes,
            ...(jsonType && content[jsonType].schema ? { schema: convert(content[jsonType].schema) } : {}),
          };
        }
        // The platform file repeats nine of the organization file's operations: the first one read is kept.
        const shape = `${method.toUpperCase()} ${pathShape(`${prefix}${path}`)}`;
        if (seen.has(shape)) continue;
        seen.add(shape);
        operations.push({
          service: name,
          method: method.toUpperCase(),
          path: `${prefix}${path}`,
          operationId: String(op.operationId ?? ''),
          deprecated: op.deprecated === true,
          specPath: path,
          pathParams,
          query,
          ...(headers.length ? { headers } : {}),
          ...(body ? { body } : {}),
          responses,
        });
      }
    }
  }
  return { services, operations, dangling: [...new Set(dangling)] };
}

/** A path's shape for matching: placeholders by position, no trailing slash. */
export const pathShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/\/+$/, '');
