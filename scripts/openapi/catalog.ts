// The client's catalog of published calls: for each family folder of packages/client/src/resources, an
// `endpoints.generated.ts` with each call the platform publishes, as the platform publishes it (method,
// path, query parameter names, body), named as scripts/openapi/names.json names it. The family's
// endpoints.ts spreads these tables and adds the calls the platform does not publish.
import type { Operation, Schema } from './read';

/** A call's naming: the operation it makes (`<service> <operationId>`, or `<service> <METHOD> <path>`), and what is ours. */
export interface Naming {
  /** Absent for a call the platform does not publish: its entry gives its summary only. */
  operation?: string;
  /** Our names for path parameters the spec names otherwise (`{ interfaceId: 'searchPageId' }`). */
  params?: Record<string, string>;
  /** The method's first argument is the organization (`{org}` names any organization). */
  explicitOrganization?: boolean;
  /** The body is built from these named arguments. */
  bodyFields?: string[];
  /** How the body is sent, where the published media type is not how the platform takes it. */
  body?: 'json' | 'form';
  /**
   * The path prefix the platform serves the operation under, where the spec file's `servers` names
   * another (`{ "/push/v1": "/logs/v1" }`).
   */
  prefix?: Record<string, string>;
  /** Why we differ from the published operation (required with `body` and `prefix`). */
  reason?: string;
  /** What the call does, in one line of our own words (the method's TSDoc, the CLI's help, the docs). */
  summary?: string;
  /** The generator writes the method's signature and TSDoc, typed from the published schemas. */
  generatedMethod?: boolean;
  /** For an operation the platform deprecates: what to use instead, in our words. */
  deprecated?: string;
}

/** The names files: family folder → call name → naming (a string is `{ operation }`). */
export type Names = Record<string, Record<string, string | Naming>>;

export const operationKey = (operation: Operation) =>
  `${operation.service} ${operation.operationId || `${operation.method} ${operation.path}`}`;

const ORGANIZATION_PARAMS = new Set(['organizationId', 'organizationID']);

/** The query parameter names a call sends: a Spring model parameter is sent one name per property. */
export function queryNames(
  operation: { query: ReadonlyArray<{ name: string; schema: Schema }> },
  objectProperties: (schema: Schema) => object | undefined,
) {
  return operation.query.flatMap((parameter) => {
    const fields = objectProperties(parameter.schema);
    return fields ? Object.keys(fields) : [parameter.name];
  });
}

/** `ua.exports.schedules` → `uaExportsSchedules`. */
export const tableName = (resource: string) =>
  resource.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Each call's endpoint definition, keyed by call name, from its operation and naming. */
export function definitions(
  names: Names,
  operations: Operation[],
  objectProperties: (schema: Schema) => object | undefined,
) {
  const byKey = new Map(operations.map((operation) => [operationKey(operation), operation]));
  const calls = new Map<
    string,
    { folder: string; operation: Operation; definition: Record<string, unknown>; naming: Naming }
  >();
  for (const [folder, named] of Object.entries(names)) {
    for (const [call, given] of Object.entries(named)) {
      const naming: Naming = typeof given === 'string' ? { operation: given } : given;
      if (!naming.operation) continue;
      const operation = byKey.get(naming.operation);
      if (!operation)
        throw new Error(`names/${folder}.json: ${call} names ${naming.operation}, which no spec publishes.`);
      if ((naming.body || naming.prefix) && !naming.reason)
        throw new Error(
          `names/${folder}.json: ${call} differs from the published operation: say why (reason).`,
        );
      const [from, to] = Object.entries(naming.prefix ?? {})[0] ?? ['', ''];
      // A trailing slash (two published paths have one) names the same route: the catalog has none.
      const path = (
        from && operation.path.startsWith(from) ? to + operation.path.slice(from.length) : operation.path
      )
        .replace(/(.)\/$/, '$1')
        .replace(/\{(\w+)\}/g, (_, name: string) =>
          ORGANIZATION_PARAMS.has(name) ? '{org}' : `{${naming.params?.[name] ?? name}}`,
        );
      const query = queryNames(operation, objectProperties);
      const mediaTypes = operation.body?.mediaTypes ?? [];
      const body =
        naming.body ??
        (mediaTypes.some((type) => /multipart/.test(type)) ? 'form' : mediaTypes.length ? 'json' : undefined);
      const organizationQuery = path.includes('{org}')
        ? undefined
        : query.includes('organizationId')
          ? 'organizationId'
          : query.includes('org')
            ? 'org'
            : undefined;
      const definition: Record<string, unknown> = {
        method: operation.method,
        path,
        // The Push API and the indexing logs are served by the serverless host.
        ...(/^\/(push|logs)\//.test(path) ? { host: 'serverless' } : {}),
        ...(query.length ? { query } : {}),
        ...(body ? { body } : {}),
        ...(naming.bodyFields ? { bodyFields: naming.bodyFields } : {}),
        ...(naming.explicitOrganization ? { explicitOrganization: true } : {}),
        ...(organizationQuery ? { organizationQuery } : {}),
      };
      calls.set(call, { folder, operation, definition, naming });
    }
  }
  return calls;
}

const HEADER = `// Generated by \`npm run generate\` from spec/openapi (the platform's published OpenAPI specs) and
// scripts/openapi/names (our names for its operations); do not edit. The family's endpoints.ts
// spreads these tables, and declares beside them the calls the platform does not publish.
import type { EndpointDefinition } from '../../core/endpoint';
`;

/** `usage-analytics-read` → `usageAnalyticsReadPaths`: the alias of a service's generated paths (not a table's name). */
const serviceAlias = (service: string) =>
  `${service.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Paths`;

/** The type of an operation in its service's generated module (`source['/rest/…']['get']`). */
const operationType = (operation: Operation) =>
  `${serviceAlias(operation.service)}['${operation.specPath}']['${operation.method.toLowerCase()}']`;

/** A TypeScript type for a path parameter's schema: its values where the spec lists them. */
const pathParamType = (schema: Schema) =>
  Array.isArray(schema.enum)
    ? schema.enum.map((value) => JSON.stringify(value)).join(' | ')
    : schema.type === 'integer' || schema.type === 'number'
      ? 'number'
      : 'string';

/**
 * The TSDoc and signature of a method the generator types: path parameters (in path order), the body
 * (or its one named field), the query, then the request settings; a GET's answer follows its settings
 * ({@link GetResult}).
 */
function methodSignature(
  method: string,
  operation: Operation,
  definition: Record<string, any>,
  naming: Naming,
) {
  const type = operationType(operation);
  const path = definition.path as string;
  const params: string[] = [];
  const docs: string[] = [];
  const specNames = new Map(
    operation.pathParams.map((param) => [naming.params?.[param.name] ?? param.name, param.schema]),
  );
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    if (name === 'org' && !definition.explicitOrganization) continue;
    if (name === 'org') {
      params.push('organizationId: string');
      docs.push('@param organizationId the organization (any one the token may reach).');
      continue;
    }
    params.push(`${name}: ${pathParamType(specNames.get(name) ?? {})}`);
  }
  if (definition.body) {
    const fields = definition.bodyFields as string[] | undefined;
    const optional = operation.body?.required ? '' : '?';
    if (definition.body === 'form') params.push(`form${optional}: FormData`);
    else if (fields?.length === 1)
      params.push(`${fields[0]}${optional}: NonNullable<BodyOf<${type}>>['${fields[0]}']`);
    else params.push(`body${optional}: BodyOf<${type}>`);
  }
  if (definition.query) {
    // The organization's parameter is filled from the client's options: never required of the caller.
    const required = operation.query.some(
      (parameter) => parameter.required && parameter.name !== definition.organizationQuery,
    );
    const query = definition.organizationQuery
      ? `OptionalKeys<QueryOf<${type}>, '${definition.organizationQuery}'>`
      : `QueryOf<${type}>`;
    params.push(`query${required ? '' : '?'}: ${query}`);
  }
  const get = operation.method === 'GET';
  params.push(`settings?: ${get ? 'S' : 'RequestSettings'}`);
  const headers = (operation.headers ?? []).map(
    (header) =>
      `\`${header.name}\`${header.required ? ' (required by the platform)' : ''}${
        header.name.toLowerCase() === 'authorization' ? ", else the client sends the token's" : ''
      }`,
  );
  if (headers.length) docs.push(`@param settings its \`headers\` carry the header ${headers.join(' and ')}.`);
  const answer = `AnswerOf<${type}>`;
  const statuses = Object.keys(operation.responses).filter((code) => /^2/.test(code));
  const returns =
    statuses[0] === '204'
      ? '@returns `{}`: the platform answers 204 with no body.'
      : `@returns the platform's answer (${statuses.join(' or ') || '200'}), typed from its published schema.`;
  const rest = `${operation.method} ${path}`;
  const doc = [
    naming.summary ?? `Makes \`${rest}\`.`,
    `\`${rest}\`${definition.host === 'serverless' ? ' (on the serverless API host)' : ''}.`,
    ...docs,
    returns,
    '@throws PlatformError for a non-success answer (400 for a request the platform refuses, 404 for an unknown id).',
    ...(operation.deprecated
      ? [`@deprecated The platform deprecates this call.${naming.deprecated ? ` ${naming.deprecated}` : ''}`]
      : []),
  ];
  const lines = ['  /**', ...doc.map((line) => `   * ${line}`), '   */'];
  const signature = get
    ? `  ${method}<S extends RequestSettings = {}>(${params.join(', ')}): Promise<GetResult<${answer}, S>>;`
    : `  ${method}(${params.join(', ')}): Promise<${answer}>;`;
  return `${lines.join('\n')}\n${signature}`;
}

/** The text of each folder's endpoints.generated.ts, keyed by folder. */
export function catalogFiles(calls: ReturnType<typeof definitions>): Record<string, string> {
  const byFolder = new Map<string, Map<string, { entries: string[]; methods: string[] }>>();
  const servicesOf = new Map<string, Set<string>>();
  for (const [call, { folder, operation, definition, naming }] of calls) {
    const resource = call.slice(0, call.lastIndexOf('.'));
    const method = call.slice(call.lastIndexOf('.') + 1);
    const tables = byFolder.get(folder) ?? new Map<string, { entries: string[]; methods: string[] }>();
    byFolder.set(folder, tables);
    const table = tables.get(resource) ?? { entries: [], methods: [] };
    tables.set(resource, table);
    const fields = Object.entries(definition).map(([key, value]) => `    ${key}: ${literal(value)},`);
    const facts = `${operation.method} ${operation.path}`;
    const summary = naming.summary ? `${naming.summary} ` : '';
    table.entries.push(
      `  /** ${summary}\`${facts}\` (${operation.service}${operation.operationId ? `: ${operation.operationId}` : ''})${
        operation.deprecated ? '; deprecated by the platform' : ''
      }. */\n  ${method}: {\n${fields.join('\n')}\n  },`,
    );
    if (naming.generatedMethod) {
      table.methods.push(methodSignature(method, operation, definition, naming));
      const services = servicesOf.get(folder) ?? new Set<string>();
      servicesOf.set(folder, services);
      services.add(operation.service);
    }
  }
  const files: Record<string, string> = {};
  for (const [folder, tables] of byFolder) {
    const depth = folder.split('/').length;
    const up = '../'.repeat(depth + 1);
    const services = [...(servicesOf.get(folder) ?? [])].sort();
    const signatures = [...tables.values()].flatMap(({ methods }) => methods).join('\n');
    /** The helper types of `names` that the methods' signatures use, as one import from `module`. */
    const helpers = (names: string[], module: string) => {
      const used = names.filter((name) => new RegExp(`\\b${name}\\b`).test(signatures));
      return used.length ? `import type { ${used.join(', ')} } from '${up}core/${module}';\n` : '';
    };
    const imports = services.length
      ? `${helpers(['GetResult', 'RequestSettings'], 'options')}${helpers(['AnswerOf', 'BodyOf', 'OptionalKeys', 'QueryOf'], 'published')}${services
          .map(
            (service) =>
              `import type { paths as ${serviceAlias(service)} } from '${up}generated/${service}';`,
          )
          .join('\n')}\n`
      : '';
    const header = HEADER.replace('../../core/', `${up}core/`) + imports;
    const body = [...tables]
      .map(([resource, { entries, methods }]) => {
        const name = tableName(resource);
        const table = `\n/** The published calls of \`${resource}\`. */\nexport const ${name} = {\n${entries.join('\n')}\n} as const satisfies Record<string, EndpointDefinition>;\n`;
        if (!methods.length) return table;
        const typeName = `${name[0].toUpperCase()}${name.slice(1)}Calls`;
        return `${table}\n/** The methods of \`${resource}\` typed from the published schemas (the class's interface extends this one). */\nexport interface ${typeName} {\n${methods.join('\n\n')}\n}\n`;
      })
      .join('');
    files[folder] = header + body;
  }
  return files;
}

/** A value as TypeScript source: strings single-quoted, arrays on one line. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return String(value);
}
