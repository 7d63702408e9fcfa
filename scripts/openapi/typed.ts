// The client's types against the published specs, read with the TypeScript compiler from the client's
// sources (packages/client/src/index.ts): for each published call, every enum its method's answer and
// body types hold (values missing, values the platform lacks, plain `string` where the platform has an
// enum), and the names its query type has against the published ones.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import generated from '../../packages/emulator/src/generated/openapi.json';
import { queryNames } from './catalog';

type Schema = Record<string, unknown>;
const services = generated.services as Record<string, Record<string, Schema>>;

export interface TypeFigures {
  /** Calls compared (their answers and bodies), and the distinct enum properties they reach. */
  calls: number;
  properties: number;
  /** `Model.property: value` for each published value our type lacks. */
  missing: string[];
  /** `Model.property: value` for each of our values the platform does not publish. */
  extra: string[];
  /** `Model.property` typed plain `string` where the platform has an enum. */
  plainString: string[];
  /** `call: name` for each query parameter the method's query type has and the platform does not publish. */
  queryTypeUnknown: string[];
  /** `call: name` for each published query parameter the method's query type lacks. */
  queryTypeMissing: string[];
}

/** The string values of an enum schema (through `$ref`, `anyOf` and array items), or undefined. */
function enumValues(schema: Schema | undefined, depth = 0): string[] | undefined {
  if (!schema || depth > 5) return undefined;
  if (typeof schema.$ref === 'string') {
    const [service, name] = schema.$ref.split('#/$defs/');
    return enumValues(services[service]?.[name], depth + 1);
  }
  // A value that joins others with commas (`DAY,WEEK,MONTH`, `EQUALS, NOT_EQUALS`) is a slip of the
  // spec's authors for those values: it counts as them (a deliberate difference).
  if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'string'))
    return [...new Set((schema.enum as string[]).flatMap((value) => value.split(/,\s*/)))];
  for (const branch of (schema.anyOf ?? schema.oneOf ?? []) as Schema[]) {
    const values = enumValues(branch, depth + 1);
    if (values) return values;
  }
  return undefined;
}

/** Resolves a `$ref`. */
function resolved(schema: Schema | undefined): Schema | undefined {
  if (typeof schema?.$ref !== 'string') return schema;
  const [service, name] = schema.$ref.split('#/$defs/');
  return services[service]?.[name];
}

interface Operation {
  endpoint?: string;
  query: Array<{ name: string; schema: Schema }>;
  body?: { schema?: Schema };
  responses: Record<string, { schema?: Schema }>;
}

/**
 * The client's sources (packages/client/src/index.ts, and `more` files) under the TypeScript compiler:
 * its checker, each file's exports, and the `PlatformClient` type.
 */
export function clientProgram(more: string[] = []) {
  const entry = fileURLToPath(new URL('../../packages/client/src/index.ts', import.meta.url));
  const program = ts.createProgram([entry, ...more], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const exportsOf = (file: string) =>
    checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!);
  const client = exportsOf(entry).find((symbol) => symbol.name === 'PlatformClient')!;
  return { checker, exportsOf, clientType: checker.getDeclaredTypeOfSymbol(client) };
}

/**
 * Compares, for every published call, the types of the client method's answer and body with the
 * published schemas: each enum property, at any depth (through objects, arrays and `$ref`s).
 */
export function typeFigures(): TypeFigures {
  const { checker, clientType } = clientProgram();
  const figures: TypeFigures = {
    calls: 0,
    properties: 0,
    missing: [],
    extra: [],
    plainString: [],
    queryTypeUnknown: [],
    queryTypeMissing: [],
  };
  const seen = new Set<string>();

  const unwrap = (type: ts.Type): ts.Type => {
    let t = checker.getNonNullableType(type);
    if (checker.isArrayType(t))
      t = checker.getNonNullableType(checker.getTypeArguments(t as ts.TypeReference)[0]);
    return t;
  };

  /** Compares `type` (ours) with `schema` (published), `where` naming the place. */
  const compare = (type: ts.Type, schema: Schema | undefined, where: string, depth: number) => {
    const published = resolved(schema);
    if (!published || depth > 4) return;
    if (published.type === 'array') return compare(unwrap(type), published.items as Schema, where, depth + 1);
    for (const branch of (published.allOf ?? []) as Schema[]) compare(type, branch, where, depth + 1);
    const properties = published.properties as Record<string, Schema> | undefined;
    if (!properties) return;
    const ours = unwrap(type);
    for (const [name, propertySchema] of Object.entries(properties)) {
      const property = ours.getProperty(name);
      if (!property) continue;
      const propertyType = unwrap(checker.getTypeOfSymbol(property));
      const at = `${where}.${name}`;
      const inner = resolved(propertySchema);
      const values = enumValues(inner?.type === 'array' ? (inner.items as Schema) : inner);
      if (!values) {
        compare(propertyType, propertySchema, at, depth + 1);
        continue;
      }
      // The same place reached from two calls is counted once, under the first.
      const key = `${checker.typeToString(ours)}.${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      figures.properties++;
      const members = propertyType.isUnion() ? propertyType.types : [propertyType];
      const literals = new Set(
        members
          .filter((member) => member.isStringLiteral())
          .map((member) => (member as ts.StringLiteralType).value),
      );
      if (!literals.size && members.some((member) => member.flags & ts.TypeFlags.String)) {
        figures.plainString.push(at);
        continue;
      }
      for (const value of values) if (!literals.has(value)) figures.missing.push(`${at}: ${value}`);
      for (const value of literals) if (!values.includes(value)) figures.extra.push(`${at}: ${value}`);
    }
  };

  for (const operation of generated.operations as Operation[]) {
    if (!operation.endpoint) continue;
    const segments = operation.endpoint.split('.');
    let type: ts.Type | undefined = clientType;
    for (const segment of segments) {
      const property: ts.Symbol | undefined = type?.getProperty(segment);
      type = property ? checker.getTypeOfSymbol(property) : undefined;
    }
    const signature = type?.getCallSignatures()[0];
    if (!signature) continue;
    figures.calls++;
    const success = Object.keys(operation.responses).find((code) => /^2/.test(code));
    const answer = success ? operation.responses[success].schema : undefined;
    if (answer) {
      const returned = checker.getAwaitedType(signature.getReturnType());
      if (returned) compare(returned, answer, `${operation.endpoint}()`, 0);
    }
    // The query type's names against the published ones (a Spring model parameter: its properties).
    const queryParameter = signature.getParameters().find((parameter) => parameter.name === 'query');
    if (queryParameter && operation.query.length) {
      const published = new Set(
        queryNames(operation, (schema) => {
          const model = resolved(schema);
          return model?.type === 'object' && model.properties ? (model.properties as object) : undefined;
        }),
      );
      const typed = unwrap(checker.getTypeOfSymbol(queryParameter));
      const names = new Set(typed.getProperties().map((property) => property.name));
      // A query type with an index signature (any name) says nothing of its names.
      if (!typed.getStringIndexType()) {
        // `perPage` and `pageSize` name the same thing: the client sends the one the call takes.
        const alias = (name: string) =>
          name === 'perPage' ? 'pageSize' : name === 'pageSize' ? 'perPage' : undefined;
        const has = (set: Set<string>, name: string) => set.has(name) || set.has(alias(name) ?? '');
        for (const name of names)
          if (!has(published, name)) figures.queryTypeUnknown.push(`${operation.endpoint}: ${name}`);
        for (const name of published)
          if (!has(names, name)) figures.queryTypeMissing.push(`${operation.endpoint}: ${name}`);
      }
    }
    if (operation.body?.schema) {
      // The body is the first parameter after the path parameters whose type is an object.
      for (const parameter of signature.getParameters()) {
        const parameterType = checker.getTypeOfSymbol(parameter);
        if (
          unwrap(parameterType).getProperties().length &&
          parameter.name !== 'settings' &&
          parameter.name !== 'query'
        ) {
          compare(parameterType, operation.body.schema, `${operation.endpoint}(${parameter.name})`, 0);
          break;
        }
      }
    }
  }
  return figures;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const figures = typeFigures();
  console.log(JSON.stringify(figures, null, 2));
}
