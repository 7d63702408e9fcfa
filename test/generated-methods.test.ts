// Every method the generator types (names files: `generatedMethod`), called as a program would call it,
// over HTTP against the emulator: the request on the wire is the call's (method, path with its ids
// percent-encoded, JSON body), and the answer is what the platform publishes (checked against the
// published schema), or the platform's 404 for an id that does not exist. The ids of the common parent
// resources (a source, a query pipeline) are real ones, so that the calls under them reach their records.
import { catalog, type Endpoint, PlatformError } from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { sampleOf } from '../packages/emulator/src/engine/schemas';
import { checkBody, publishedOperation, type Violation } from '../packages/emulator/src/openapi';
import { readNames } from '../scripts/openapi/names';
import { DEFAULT_ORGANIZATION_ID, useEmulator } from './support';

const generated = Object.values(readNames())
  .flatMap((calls) =>
    Object.entries(calls)
      .filter(([, naming]) => typeof naming === 'object' && naming.generatedMethod)
      .map(([name]) => name),
  )
  .sort();
const byName = new Map(catalog.map((endpoint) => [endpoint.name, endpoint]));

const violations: Array<Violation & { endpoint: string }> = [];
const env = useEmulator({ onViolation: (violation) => violations.push(violation) });

/** Real ids for the common parents, made before each call; any other id names nothing. */
async function parentIds(): Promise<Record<string, string>> {
  const client = env.client();
  const source = await client.sources.create({
    name: 'generated-methods',
    sourceType: 'PUSH',
    sourceVisibility: 'SECURED',
  });
  const pipeline = await client.pipelines.create({ name: 'generated-methods' });
  // A time in a path (the Stream API's deleteolderthan/{epochMilliseconds}) is a number of ms.
  return { sourceId: source.id, pipelineId: pipeline.id, epochMilliseconds: String(Date.now()) };
}

/** The query a call needs: its required parameters, sampled from their schemas. */
function requiredQuery(name: string): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const parameter of publishedOperation(name)?.query ?? []) {
    if (!parameter.required) continue;
    const value = sampleOf(parameter.schema);
    // A parameter published with no type takes any text.
    query[parameter.name] =
      value === null || (typeof value === 'object' && !Array.isArray(value)) ? 'x' : value;
  }
  return query;
}

/** The method the client has for a call: `sources.mappings.listTypes` → `client.sources.mappings.listTypes`. */
function methodOf(client: object, name: string) {
  const parts = name.split('.');
  const owner = parts.slice(0, -1).reduce((target: any, part) => target[part], client);
  return { owner, method: owner[parts[parts.length - 1]] as (...args: unknown[]) => Promise<unknown> };
}

/** The arguments by the client's convention, and the path the call must send them to. */
function argumentsOf(endpoint: Endpoint, ids: Record<string, string>) {
  const args: unknown[] = [];
  let path = '';
  const operation = publishedOperation(endpoint.name);
  endpoint.pathParts.forEach((part, i) => {
    if (i % 2 === 0) {
      path += part;
      return;
    }
    // A parameter the spec lists the values of takes its first one, a UUID or an integer one a UUID or
    // an integer that names nothing (another value is refused).
    const check = operation?.pathChecks?.find(({ position }) => position === (i - 1) / 2);
    const unknown =
      check?.format === 'uuid'
        ? '00000000-0000-4000-8000-000000000000'
        : check?.format === 'integer'
          ? '999999'
          : `unknown ${part}@x`;
    const value = part === 'org' ? DEFAULT_ORGANIZATION_ID : (ids[part] ?? check?.values?.[0] ?? unknown);
    if (part !== 'org' || endpoint.explicitOrganization) args.push(value);
    path += encodeURIComponent(value);
  });
  let refusal: Violation | undefined;
  if (endpoint.body === 'form') args.push(new FormData());
  else if (endpoint.body) {
    const body = sampleOf(operation?.body?.schema);
    args.push(endpoint.bodyFields?.length === 1 ? body?.[endpoint.bodyFields[0]] : body);
    // A sample the schema still refuses (openapi-sampler leaves patterns out).
    refusal = checkBody(endpoint, body)[0];
  }
  if (endpoint.query?.length) args.push(requiredQuery(endpoint.name));
  return { args, path, refusal };
}

/**
 * Calls whose published sample body or query has the right shape but a meaning the platform refuses,
 * with the refusal they answer: a statement's definition must be in its feature's syntax, a date (the
 * usage-analytics ranges, v14 as v15) a date, not the text `string`; a custom dimension needs its name.
 */
/** The v14 calls that read a date range (`from` and `to`). */
const V14_RANGED = [
  'exports.estimate',
  'exports.estimateVisits',
  'exports.generate',
  'exports.generateVisits',
  'stats.combinedData',
  'stats.globalData',
  'stats.graphDataPoints',
  'stats.trends',
  'stats.visits',
];
const SAMPLES_REFUSED = new Map<string, RegExp>([
  ['pipelines.statements.v1.create', /A \w+ statement starts with/],
  // A field the sample leaves nameless: the batch is refused whole.
  ['sources.fields.batchCreate', /'name' is required/],
  ['sources.fields.batchUpdate', /'name' is required/],
  // Mappings and objects to get the sample leaves empty: a rule fills a field, a mapping names its type.
  ['sources.mappings.createCommonRule', /needs a 'field'/],
  ['sources.mappings.createType', /needs a 'type'/],
  ['sources.mappings.updateCommon', /common.rules' must be an array/],
  ['sources.salesforce.generateObjectsToGet', /needs a 'name'/],
  ['sources.salesforce.parseObjectsToGet', /must be <ObjectsToGet> text/],
  ['sources.salesforce.refreshObjects', /needs a 'name'/],
  ['sources.salesforce.refreshSchema', /needs a 'name'/],
  // The source the test makes is a Push source: its Salesforce configuration is refused.
  ...['evictSourceSchema', 'getSourceObject', 'getSourceRelationship', 'listSourceObjectFields'].map(
    (call): [string, RegExp] => [`sources.salesforce.${call}`, /not a Salesforce source/],
  ),
  // A Salesforce object the sample names, a source type it makes up: neither exists.
  ['schema.salesforce.loadObjects', /has no object 'string'/],
  ['schema.translateSpecificWithMappings', /has no schema/],
  // Item reads whose sampled query names no item; a batch that is no JSON text.
  ...['search.getText', 'search.v3.getText', 'search.v3.getDocument'].map((call): [string, RegExp] => [
    call,
    /'uniqueId' \(or 'primaryId'\) is required/,
  ]),
  ['search.listFieldValuesBatchByGet', /'batch' must be JSON/],
  // The sample's type and version name no API the Event API validates requests of.
  ['events.validateRequest', /is not one the Event API validates/],
  ['searchUsageMetrics.hubs.getQueryLogsByName', /'from' must be a day, YYYY-MM-DD/],
  ['ua.v14.dimensions.custom.create', /'name' is required/],
  ...V14_RANGED.map((call): [string, RegExp] => [`ua.v14.${call}`, /'from' must be an ISO 8601 date/]),
]);

describe('every method the generator types', () => {
  it('covers calls of the catalog', () => {
    expect(generated.length).toBeGreaterThan(0);
    expect(generated.filter((name) => !byName.has(name))).toEqual([]);
  });

  it.each(generated)('%s', async (name) => {
    const endpoint = byName.get(name)!;
    const client = env.client();
    const { owner, method } = methodOf(client, name);
    expect(method, `client.${name}`).toBeTypeOf('function');
    const { args, path, refusal } = argumentsOf(endpoint, await parentIds());
    violations.length = 0;
    const outcome = await method.apply(owner, args).catch((error: unknown) => error);

    const wire = await env.lastRequest();
    expect(wire.endpoint).toBe(name);
    expect(`${wire.method} ${wire.path}`).toBe(`${endpoint.method} ${path}`);
    if (endpoint.body === 'json') expect(wire.headers['content-type']).toBe('application/json');
    if (refusal) {
      // A body the published schema refuses: the platform's 400, naming what was wrong, and nothing done.
      expect(outcome).toBeInstanceOf(PlatformError);
      expect((outcome as PlatformError).status).toBe(400);
      expect((outcome as PlatformError).message).toContain(refusal.message);
      return;
    }
    if (SAMPLES_REFUSED.has(name)) {
      expect((outcome as PlatformError).status).toBe(400);
      expect((outcome as PlatformError).message).toMatch(SAMPLES_REFUSED.get(name)!);
      return;
    }
    if (outcome instanceof PlatformError) {
      // An id this test does not know: the platform's 404 (or a 409 for one that exists).
      expect([404, 409], `${outcome.status} ${outcome.message}`).toContain(outcome.status);
    } else {
      expect(outcome).toBeDefined();
      expect(outcome).not.toBeInstanceOf(Error);
    }
    // Every answer is one the platform publishes; every request one its schemas take.
    expect(violations).toEqual([]);
  });
});
