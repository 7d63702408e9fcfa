// The published schemas as the emulator reads them: references followed, values sampled. A sample is
// the smallest value a schema takes (required properties, first enum values), made by openapi-sampler.
import { sample } from 'openapi-sampler';
import generated from '../generated/openapi.json';

export type Schema = Record<string, any>;

const REF = /^([\w-]+)#\/\$defs\/(.+)$/;
/** The published schemas, by service and name. */
export const services = generated.services as Record<string, Record<string, Schema>>;

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
  JSON.parse(
    JSON.stringify(value, (key, item) =>
      // A map's entries are not sampled (openapi-sampler would invent `property1`, `property2`).
      key === 'additionalProperties' ? undefined : item,
    ).replace(/"\$ref":"([\w-]+)#\/\$defs\//g, '"$ref":"#/s/$1/'),
  );

const samples = new Map<Schema, string>();
/** Schemas being sampled now (a schema that holds itself is not sampled inside itself). */
const sampling = new Set<Schema>();

/** The smallest value `schema` takes, new each time (the caller may change it). */
export function sampleOf(schema: Schema | undefined): any {
  if (!schema) return {};
  let text = samples.get(schema);
  if (text === undefined) {
    document ??= { s: asPointers(services) };
    const value = sample(asPointers(schema) as never, { skipNonRequired: true, quiet: true }, document);
    sampling.add(schema);
    try {
      complete(schema, value);
    } finally {
      sampling.delete(schema);
    }
    text = JSON.stringify(value ?? null);
    samples.set(schema, text);
  }
  return JSON.parse(text);
}

/** Where a schema declares a property: its own properties, else its `allOf` parts or first choice. */
export function declarationOf(schema: Schema, name: string, depth = 0): Schema | undefined {
  if (depth > 8) return undefined;
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (properties && Object.hasOwn(properties, name)) return properties[name];
  const first = ((schema.anyOf ?? schema.oneOf) as Schema[] | undefined)?.[0];
  for (const part of [...((schema.allOf as Schema[] | undefined) ?? []), ...(first ? [first] : [])]) {
    const found = declarationOf(resolve(part), name, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether a schema requires a property it never declares (nor takes as an additional property): a slip
 * of the published spec (`ListFieldValuesResponse` requires `results` and declares `values`). The
 * platform does not answer such a property; neither does the emulator, and its answers are not held to it.
 */
export function requiresUndeclared(schema: Schema, name: string): boolean {
  const resolved = resolve(schema);
  return !declarationOf(resolved, name) && typeof resolved.additionalProperties !== 'object';
}

/**
 * Adds what openapi-sampler leaves out: required properties a schema declares but the sampler left out,
 * at any depth (a property the schema requires but never declares is left out: `requiresUndeclared`).
 * `value` is changed in place.
 */
function complete(schema: Schema | undefined, value: unknown, depth = 0): void {
  if (depth > 16 || value === null || typeof value !== 'object') return;
  const resolved = resolve(schema);
  for (const part of (resolved.allOf as Schema[] | undefined) ?? []) complete(part, value, depth + 1);
  // The sampler takes the first branch of a choice: so does this.
  const branch = ((resolved.anyOf ?? resolved.oneOf) as Schema[] | undefined)?.[0];
  if (branch) complete(branch, value, depth + 1);
  if (Array.isArray(value)) {
    for (const item of value) complete(resolved.items, item, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const properties = (resolved.properties ?? {}) as Record<string, Schema>;
  for (const name of (resolved.required as string[] | undefined) ?? []) {
    if (Object.hasOwn(record, name)) continue;
    const declared = declarationOf(resolved, name);
    const extra =
      typeof resolved.additionalProperties === 'object' ? resolved.additionalProperties : undefined;
    const given = declared ?? extra;
    if (!given) continue;
    // A list may be empty; a record that holds records of its own kind is not sampled again.
    if (resolve(given).type === 'array') record[name] = [];
    else record[name] = sampling.has(given) ? {} : sampleOf(given);
  }
  for (const [name, item] of Object.entries(record)) {
    if (Object.hasOwn(properties, name)) complete(properties[name], item, depth + 1);
  }
}

/** The JSON kind of a value: `array`, `object`, `string`, `number`, `boolean` or `null`. */
export const jsonKind = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'bigint'
        ? 'number'
        : typeof value;

/** Whether a value may stand where a schema declares `type` (no type: anything). */
function fits(schema: Schema | undefined, value: unknown): boolean {
  const type = resolve(schema).type;
  if (typeof type !== 'string') return true;
  const kind = jsonKind(value);
  return kind === type || (type === 'integer' && kind === 'number' && Number.isInteger(value));
}

/**
 * A record as `schema` answers it: the schema's sample with the record's fields laid over it, each field
 * the schema declares with a value of the kind it declares (all of them when it declares none), objects
 * merged field by field, so that what the answer requires and the record lacks stays sampled.
 */
export function shaped(schema: Schema | undefined, record: Record<string, unknown>): any {
  return overlay(sampleOf(schema), schema, record);
}

function overlay(base: any, schema: Schema | undefined, record: Record<string, unknown>, depth = 0): any {
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return base;
  const properties = propertiesOf(schema);
  const required: unknown[] = resolve(schema).required ?? [];
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined) continue;
    // A field the schema requires without declaring it may hold anything.
    const declared =
      !properties || required.includes(key)
        ? (properties?.[key] ?? {})
        : Object.hasOwn(properties, key)
          ? properties[key]
          : undefined;
    if (!declared || !fits(declared, value)) continue;
    // The base's own field only: `base.__proto__` is Object.prototype, never to be merged into.
    const under = Object.hasOwn(base, key) ? base[key] : undefined;
    const merged =
      jsonKind(value) === 'object' && jsonKind(under) === 'object' && depth < 8
        ? overlay(under, declared, value as Record<string, unknown>, depth + 1)
        : value;
    // A plain key, `__proto__` included: never a new prototype.
    Object.defineProperty(base, key, { value: merged, enumerable: true, writable: true, configurable: true });
  }
  return base;
}
