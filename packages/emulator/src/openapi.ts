// The platform's published OpenAPI specs as JSON Schema (generated/openapi.json, made by
// `npm run generate`): each catalog call's query parameters, body and answers. Requests are checked
// against them before a handler runs; answers can be checked after (the conformance suite does).
import type { Endpoint } from '@platform-admin/client';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { requiresUndeclared, resolve, type Schema, services } from './engine/schemas';
import generated from './generated/openapi.json';

/** One published operation, as generated (see scripts/openapi/read.ts). */
interface PublishedOperation {
  endpoint?: string;
  service: string;
  method: string;
  path: string;
  operationId: string;
  deprecated: boolean;
  query: Array<{ name: string; required: boolean; schema: Schema }>;
  /**
   * What a path parameter must be (one of the values the spec lists, a UUID, or an integer of at least
   * `minimum`), by its position in the path.
   */
  pathChecks?: Array<{ position: number; values?: string[]; format?: 'uuid' | 'integer'; minimum?: number }>;
  body?: { required: boolean; mediaTypes: string[]; schema?: Schema };
  responses: Record<string, { mediaTypes: string[]; schema?: Schema }>;
}

/** Every operation the platform publishes, with the catalog call that makes it, if any. */
export const publishedOperations = generated.operations as readonly PublishedOperation[];

const byEndpoint = new Map<string, PublishedOperation>();
for (const operation of publishedOperations) {
  if (operation.endpoint) byEndpoint.set(operation.endpoint, operation);
}

/** The published operation a catalog call makes, or `undefined` for a call the platform does not publish. */
export const publishedOperation = (endpoint: string) => byEndpoint.get(endpoint);

/** The schema of a published call's query parameter. */
export const queryParameter = (endpoint: string, name: string) =>
  byEndpoint.get(endpoint)?.query.find((parameter) => parameter.name === name)?.schema;

/** The default a published call gives a query parameter, as text; undefined without one. */
export const publishedDefault = (endpoint: string, name: string): string | undefined =>
  queryParameter(endpoint, name)?.default?.toString();

/** The 2xx status codes each published call answers, lowest first (read once: every answer asks). */
const successByEndpoint = new Map(
  [...byEndpoint].map(([endpoint, operation]) => [
    endpoint,
    Object.keys(operation.responses)
      .filter((code) => /^2\d\d$/.test(code))
      .map(Number)
      .sort((a, b) => a - b),
  ]),
);

/** The 2xx status codes the platform publishes for a catalog call, lowest first (none for an unpublished call). */
export const successStatuses = (endpoint: string): readonly number[] => successByEndpoint.get(endpoint) ?? [];

/** One way a request or an answer differs from the published schema. */
export interface Violation {
  where: 'path' | 'query' | 'body' | 'status' | 'answer';
  /** What was wrong, with its JSON path or parameter name. */
  message: string;
  /** For a request: the emulator refused it (400), as the platform would. */
  refused?: boolean;
}

type Kind = 'body' | 'query' | 'answer';
/** One ajv per kind, made on first use: queries coerce their strings; answers report every error. */
const ajvs = new Map<Kind, Ajv>();
const compiled = new Map<string, ValidateFunction>();

/** A validator, compiled on first use (compiling every schema up front takes seconds). */
function validator(key: string, schema: Schema, kind: Kind): ValidateFunction {
  let validate = compiled.get(key);
  if (validate) return validate;
  let ajv = ajvs.get(kind);
  if (!ajv) {
    const coerceTypes = kind === 'query' ? 'array' : false;
    // Answers keep each error's schema (`verbose`): a requirement the schema cannot meet is let through.
    const answers = kind === 'answer';
    ajv = new Ajv({
      strict: false,
      validateFormats: false,
      allErrors: answers,
      verbose: answers,
      coerceTypes,
    });
    for (const [service, $defs] of Object.entries(services)) ajv.addSchema({ $id: service, $defs });
    ajvs.set(kind, ajv);
  }
  try {
    validate = ajv.compile(schema);
  } catch {
    // A schema ajv cannot compile takes anything (a test checks that every published one compiles).
    validate = Object.assign(() => true, { errors: null }) as unknown as ValidateFunction;
  }
  compiled.set(key, validate);
  return validate;
}

/** An ajv error as a sentence: where (`/sourceType`, `page`) and what was expected. */
function describe(error: ErrorObject): string {
  const where = error.instancePath || '/';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((value) => JSON.stringify(value));
      const more = allowed.length > 12 ? `, … (${allowed.length} in all)` : '';
      return `${where} must be one of ${allowed.slice(0, 12).join(', ')}${more}`;
    }
    case 'required':
      return `${error.instancePath}/${String(params.missingProperty)} is required`;
    case 'type':
      return `${where} must be of type ${String(params.type)}`;
    default:
      return `${where} ${error.message ?? 'is not valid'}`;
  }
}

/** The properties of an object schema (given inline or by `$ref`), or `undefined` for another schema. */
export function objectProperties(schema: Schema): Record<string, Schema> | undefined {
  const resolved = resolve(schema);
  return resolved.type === 'object' && resolved.properties ? resolved.properties : undefined;
}

/** Spring reads `on`, `yes` and `1` as true, `off`, `no` and `0` as false, in any case. */
export const springBoolean = (value: string) =>
  /^(on|yes|1)$/i.test(value) ? 'true' : /^(off|no|0)$/i.test(value) ? 'false' : value.toLowerCase();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks a request's path parameters against what the published operation says of them: one of the
 * values it lists (a Java enum), a UUID (a Java `UUID`), or an integer in its range. The platform
 * refuses another value (400) before it looks anything up.
 */
export function checkPath(endpoint: Endpoint, params: Record<string, string>): Violation[] {
  const checks = byEndpoint.get(endpoint.name)?.pathChecks;
  if (!checks) return [];
  for (const { position, values, format, minimum = 0 } of checks) {
    const name = endpoint.pathParams[position];
    const value = params[name];
    if (value === undefined) continue;
    const got = `got '${value.slice(0, 60)}'`;
    if (values && !values.includes(value)) {
      return [
        {
          where: 'path',
          message: `the path parameter '${name}' must be one of ${values.join(', ')}; ${got}`,
        },
      ];
    }
    if (format === 'uuid' && !UUID.test(value)) {
      return [{ where: 'path', message: `the path parameter '${name}' must be a UUID; ${got}` }];
    }
    if (format === 'integer' && !(/^\d{1,15}$/.test(value) && Number(value) >= minimum)) {
      const message = `the path parameter '${name}' must be an integer of at least ${minimum}; ${got}`;
      return [{ where: 'path', message }];
    }
  }
  return [];
}

/** ISO 8601 text: a date, and optionally `T`, a time to the minute or finer, and an offset. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Why the query parameter `name` is no ISO 8601 date-time (a month 13 is none); undefined when it is one. */
export const notIsoDateTime = (name: string, value: string) =>
  ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
    ? undefined
    : `the query parameter '${name}' must be an ISO 8601 date-time such as 2026-01-31T00:00:00Z or a date such as 2026-01-31; got '${value.slice(0, 60)}'`;

/**
 * Checks a request's query parameters against the published operation: types, ranges and enums of
 * the names it publishes, the required ones, and dates (a `date-time` parameter is ISO 8601 text; ms
 * since the epoch are refused there, as the platform refuses them). Names it does not publish are let
 * through, as the platform lets them through.
 */
export function checkQuery(endpoint: Endpoint, search: URLSearchParams): Violation[] {
  const operation = byEndpoint.get(endpoint.name);
  if (!operation?.query.length) return [];
  const values: Record<string, unknown> = {};
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  const take = (name: string, schema: Schema) => {
    properties[name] = schema;
    let given = search.getAll(name);
    if (!given.length) return;
    if (schema.type === 'boolean') given = given.map(springBoolean);
    values[name] = schema.type === 'array' ? given : given[given.length - 1];
  };
  for (const parameter of operation.query) {
    // An object parameter (a Spring model) is bound from one query parameter per property.
    const fields = objectProperties(parameter.schema);
    if (fields) {
      for (const [name, schema] of Object.entries(fields)) take(name, schema);
      continue;
    }
    take(parameter.name, parameter.schema);
    if (parameter.required) required.push(parameter.name);
  }
  for (const [name, schema] of Object.entries(properties)) {
    const value = values[name];
    const message = schema.format === 'date-time' && typeof value === 'string' && notIsoDateTime(name, value);
    if (message) return [{ where: 'query', message }];
  }
  const validate = validator(`query ${endpoint.name}`, { type: 'object', properties, required }, 'query');
  if (validate(values)) return [];
  return (validate.errors ?? []).slice(0, 1).map((error) => ({
    where: 'query',
    message: describe(error).replace(/^\/([^/\s]+)/, "the query parameter '$1'"),
  }));
}

/** Checks a JSON request body against the published operation's schema. */
export function checkBody(endpoint: Endpoint, body: unknown): Violation[] {
  const schema = byEndpoint.get(endpoint.name)?.body?.schema;
  // A JSON body published as a string (a Java String the platform parses itself, as schema.translate*
  // takes its objects) is its text, whatever JSON that text holds.
  if (!schema || body === undefined || schema.type === 'string') return [];
  const validate = validator(`body ${endpoint.name}`, schema, 'body');
  if (validate(body)) return [];
  const errors = validate.errors ?? [];
  return errors.slice(0, 1).map((error) => ({
    where: 'body',
    message: `the body's ${oneOfTypes(errors) ?? describe(error)}`,
  }));
}

/**
 * For a value that no branch of an `anyOf` takes because of its type (a pushed item's metadata as an
 * object): where the branches went deepest, and every type they take there (`/author must be of type
 * boolean, number, string or array`). Undefined for any other fault.
 */
function oneOfTypes(errors: ErrorObject[]): string | undefined {
  if (!errors.some((error) => error.keyword === 'anyOf')) return undefined;
  const deepest = errors.reduce((a, b) => (b.instancePath.length > a.instancePath.length ? b : a));
  const there = errors.filter(
    (error) => error.instancePath === deepest.instancePath && error.keyword !== 'anyOf',
  );
  const types = [...new Set(there.map((error) => String((error.params as { type?: unknown }).type)))];
  if (types.length < 2 || there.some((error) => error.keyword !== 'type')) return undefined;
  const where = deepest.instancePath || '/';
  return `${where} must be of type ${types.slice(0, -1).join(', ')} or ${types.at(-1)}`;
}

/**
 * Checks an answer against the published operation: a status code it publishes (or `default`), JSON
 * where it answers JSON, and a body its schema takes.
 */
export function checkAnswer(
  endpoint: Endpoint,
  status: number,
  body: unknown,
  isJson: boolean,
  contentType?: string,
): Violation[] {
  const operation = byEndpoint.get(endpoint.name);
  if (!operation || status >= 400) return [];
  const answer = operation.responses[String(status)] ?? operation.responses.default;
  if (!answer) {
    const published = successStatuses(endpoint.name).join(' or ');
    return [{ where: 'status', message: `answered ${status}; the platform answers ${published}` }];
  }
  // A 204 has no body, whatever schema the spec gives it (importCsv publishes a string).
  if (!answer.schema || status === 204) return [];
  // A stream of server-sent events where the spec names no media type (`*/*`): the stream the platform sends.
  const anyType = answer.mediaTypes?.every((type) => type === '*/*');
  if (anyType && contentType?.startsWith('text/event-stream')) return [];
  if (!isJson) return [{ where: 'answer', message: `answered no JSON; the platform answers JSON` }];
  const validate = validator(`answer ${endpoint.name} ${status}`, answer.schema, 'answer');
  if (validate(body)) return [];
  // Every way the answer differs (ajv reports an anyOf's branches too: those are left out), but a property
  // the schema requires without declaring it.
  const slip = (error: ErrorObject) =>
    error.keyword === 'required' &&
    requiresUndeclared(error.parentSchema!, String(error.params.missingProperty));
  const errors = (validate.errors ?? []).filter((error) => error.keyword !== 'anyOf' && !slip(error));
  if (!errors.length) return [];
  return errors
    .slice(0, 10)
    .map((error) => ({ where: 'answer', message: `the answer's ${describe(error)}` }));
}
