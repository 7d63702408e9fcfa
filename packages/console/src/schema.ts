/**
 * The published schema of one call, as the console's build writes it (`dist/schemas/<call>.json`, see
 * scripts/schemas.mjs): its query parameters and body, JSON Schema with `$ref`s into `defs`.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  default?: unknown;
  format?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  /** A bound (JSON Schema 2019+), or whether `minimum` is exclusive (draft 4). */
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
}

export interface CallSchema {
  name: string;
  query: Array<{ name: string; required: boolean; schema?: JsonSchema }>;
  body?: { required: boolean; schema?: JsonSchema };
  defs: Record<string, JsonSchema>;
}

/** The call's schema, or null where the platform publishes none. */
export async function loadSchema(name: string, signal?: AbortSignal): Promise<CallSchema | null> {
  const response = await fetch(`/schemas/${encodeURIComponent(name)}.json`, { signal });
  if (response.status === 404) return null;
  if (!response.ok)
    throw new Error(`The console's server answered ${response.status} for the schema of ${name}.`);
  return (await response.json()) as CallSchema;
}

/** A schema with its `$ref` (and a lone `allOf`) followed. */
export function resolve(
  schema: JsonSchema | undefined,
  defs: Record<string, JsonSchema>,
  depth = 0,
): JsonSchema {
  if (!schema || depth > 20) return {};
  if (schema.$ref) {
    const target = defs[schema.$ref.replace(/^#\/defs\//, '')];
    return resolve(target, defs, depth + 1);
  }
  if (schema.allOf?.length === 1 && !schema.properties) return resolve(schema.allOf[0], defs, depth + 1);
  return schema;
}

/** A schema with its `$ref` followed and its `allOf` merged into one (properties, required, type). */
export function flatten(
  schema: JsonSchema | undefined,
  defs: Record<string, JsonSchema>,
  depth = 0,
): JsonSchema {
  const resolved = resolve(schema, defs, depth);
  if (!resolved.allOf?.length || depth > 20) return resolved;
  const { allOf, ...rest } = resolved;
  const properties: Record<string, JsonSchema> = { ...rest.properties };
  const required = new Set(rest.required ?? []);
  let type = rest.type;
  for (const part of allOf) {
    const flat = flatten(part, defs, depth + 1);
    Object.assign(properties, flat.properties);
    for (const name of flat.required ?? []) required.add(name);
    type ??= flat.type;
  }
  return { ...rest, type, properties, required: [...required] };
}

export const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** The type a form field edits: the schema's first type that is not null. */
export function fieldType(schema: JsonSchema): string | undefined {
  return typesOf(schema).find((type) => type !== 'null');
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'bigint') return 'integer';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * What is wrong with `value` against `schema` (types, enums, required properties, nested), as
 * messages naming the place (`body.name: ...`). Empty when it fits. Unknown constructs are let through.
 */
export function validate(
  value: unknown,
  schema: JsonSchema | undefined,
  defs: Record<string, JsonSchema>,
  at: string,
): string[] {
  const resolved = flatten(schema, defs);
  const problems: string[] = [];
  const types = typesOf(resolved);
  const kind = kindOf(value);
  if (types.length) {
    const fits = types.some((type) => type === kind || (type === 'number' && kind === 'integer'));
    if (!fits) {
      problems.push(`${at}: must be ${types.join(' or ')}; got ${kind}.`);
      return problems;
    }
  }
  if (resolved.enum && !resolved.enum.some((allowed) => allowed === value)) {
    problems.push(`${at}: must be one of ${resolved.enum.map((item) => JSON.stringify(item)).join(', ')}.`);
  }
  if (kind === 'integer' || kind === 'number') {
    const bound = boundsProblem(Number(value), resolved);
    if (bound) problems.push(`${at}: ${bound}`);
  }
  if (kind === 'object' && value) {
    const record = value as Record<string, unknown>;
    for (const name of resolved.required ?? []) {
      if (record[name] === undefined) problems.push(`${at}.${name}: required.`);
    }
    for (const [name, item] of Object.entries(record)) {
      const property = resolved.properties?.[name];
      if (property && item !== undefined) problems.push(...validate(item, property, defs, `${at}.${name}`));
    }
  }
  if (kind === 'array' && resolved.items) {
    (value as unknown[]).forEach((item, index) => {
      problems.push(...validate(item, resolved.items, defs, `${at}[${index}]`));
    });
  }
  return problems.slice(0, 20);
}

/** A starting body: the required properties, each with a value of its type. */
export function skeleton(
  schema: JsonSchema | undefined,
  defs: Record<string, JsonSchema>,
  depth = 0,
): unknown {
  const resolved = flatten(schema, defs);
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.enum?.length) return resolved.enum[0];
  switch (fieldType(resolved)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth < 3) {
        for (const name of resolved.required ?? [])
          out[name] = skeleton(resolved.properties?.[name], defs, depth + 1);
      }
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'string':
      return '';
    default:
      return resolved.properties ? {} : null;
  }
}

/**
 * A query or path field's text as the value sent, checked against its schema.
 * @returns the value, or an error message saying what to type.
 */
export function parseField(
  text: string,
  schema: JsonSchema | undefined,
  defs: Record<string, JsonSchema>,
): { value?: unknown; error?: string } {
  const resolved = resolve(schema, defs);
  const type = fieldType(resolved);
  if (type === 'integer' || type === 'number') return parseNumber(text, resolved, type);
  if (type === 'boolean') {
    if (text !== 'true' && text !== 'false') return { error: 'Choose true or false.' };
    return { value: text === 'true' };
  }
  if (type === 'array') {
    const items = text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const itemSchema = resolve(resolved.items, defs);
    const values: unknown[] = [];
    for (const item of items) {
      const parsed = parseField(item, itemSchema, defs);
      if (parsed.error) return { error: `Each comma-separated item: ${parsed.error}` };
      values.push(parsed.value);
    }
    return { value: values };
  }
  if (resolved.enum && !resolved.enum.includes(text))
    return { error: `Choose one of ${resolved.enum.join(', ')}.` };
  return { value: text };
}

/**
 * A number field's text as a number (a `bigint` for an integer past 2^53), checked against the
 * schema's type and bounds (`minimum`, `maximum`, exclusive or not).
 */
export function parseNumber(
  text: string,
  schema: JsonSchema,
  type: 'integer' | 'number',
): { value?: number | bigint; error?: string } {
  const trimmed = text.trim();
  let value: number | bigint;
  if (type === 'integer') {
    if (!/^-?\d+$/.test(trimmed)) return { error: `Type a whole number, e.g. 10; got '${text}'.` };
    const number = Number(trimmed);
    value = Number.isSafeInteger(number) ? number : BigInt(trimmed);
  } else {
    if (!/^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed))
      return { error: `Type a number, e.g. 1.5; got '${text}'.` };
    value = Number(trimmed);
  }
  const bound = boundsProblem(Number(value), schema);
  return bound ? { error: bound } : { value };
}

/** What is wrong with `value` against the schema's bounds, or undefined. */
function boundsProblem(value: number, schema: JsonSchema): string | undefined {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  const low = typeof exclusiveMinimum === 'number' ? exclusiveMinimum : minimum;
  const lowOpen = typeof exclusiveMinimum === 'number' || exclusiveMinimum === true;
  const high = typeof exclusiveMaximum === 'number' ? exclusiveMaximum : maximum;
  const highOpen = typeof exclusiveMaximum === 'number' || exclusiveMaximum === true;
  if (low !== undefined && (lowOpen ? value <= low : value < low))
    return `Must be ${lowOpen ? 'more than' : 'at least'} ${low}; got ${value}.`;
  if (high !== undefined && (highOpen ? value >= high : value > high))
    return `Must be ${highOpen ? 'less than' : 'at most'} ${high}; got ${value}.`;
  return undefined;
}
