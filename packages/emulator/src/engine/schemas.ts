// The published schemas as the engine reads them: references followed, values sampled. A sample is
// the smallest value a schema takes (its required properties, first enum values), made by
// openapi-sampler; the engine lays the records it stores over it.
import { sample } from 'openapi-sampler';
import generated from '../generated/openapi.json';

export type Schema = Record<string, any>;

const REF = /^([\w-]+)#\/\$defs\/(.+)$/;
const services = generated.services as Record<string, Record<string, Schema>>;

/** The schema a `$ref` names (`source#/$defs/SourceModel`), or the schema itself. */
export function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops++) {
    const match = REF.exec(current.$ref);
    current = (match && services[match[1]]?.[match[2]]) ?? {};
  }
  return current;
}

/** The properties an object schema declares, its `allOf` parts' included; `undefined` when it declares none. */
export function propertiesOf(schema: Schema | undefined): Record<string, Schema> | undefined {
  const resolved = resolve(schema);
  let properties: Record<string, Schema> | undefined = resolved.properties
    ? { ...resolved.properties }
    : undefined;
  for (const part of (resolved.allOf as Schema[] | undefined) ?? []) {
    const more = propertiesOf(part);
    if (more) properties = { ...properties, ...more };
  }
  return properties;
}

/** The schemas as openapi-sampler reads them: every reference a JSON pointer into one document. */
let document: Schema | undefined;
const asPointers = (value: unknown): Schema =>
  JSON.parse(JSON.stringify(value).replace(/"\$ref":"([\w-]+)#\/\$defs\//g, '"$ref":"#/s/$1/'));

const samples = new Map<Schema, string>();

/** The smallest value `schema` takes, new each time (the caller may change it). */
export function sampleOf(schema: Schema | undefined): any {
  if (!schema) return {};
  let text = samples.get(schema);
  if (text === undefined) {
    document ??= { s: asPointers(services) };
    const value = sample(asPointers(schema) as never, { skipNonRequired: true, quiet: true }, document);
    text = JSON.stringify(value ?? null);
    samples.set(schema, text);
  }
  return JSON.parse(text);
}

/**
 * A record as `schema` answers it: the schema's sample with the record's fields laid over it, each
 * field the schema declares (all of them when it declares none).
 */
export function shaped(schema: Schema | undefined, record: Record<string, unknown>): any {
  const base = sampleOf(schema);
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return base;
  const properties = propertiesOf(schema);
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || (properties && !Object.hasOwn(properties, key))) continue;
    // A plain key, `__proto__` included: never a new prototype.
    Object.defineProperty(base, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return base;
}
