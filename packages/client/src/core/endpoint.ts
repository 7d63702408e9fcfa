export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `platform`: the platform host; `serverless`: the serverless API host (Push API, Logs). */
export type Host = 'platform' | 'serverless';

/** How an endpoint's body is sent: as JSON, or as a multipart form. */
export type BodyKind = 'json' | 'form';

/** One REST call, declared once, as data. */
export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Path template; `{org}` is the organization id, other `{name}`s are path parameters. */
  readonly path: string;
  /** Default `platform`. */
  readonly host?: Host;
  /** Names of the query-string parameters the call takes. */
  readonly query?: readonly string[];
  /** How the body is sent; absent when the call sends none. */
  readonly body?: BodyKind;
  /** For a body built from named arguments, the fields it holds. */
  readonly bodyFields?: readonly string[];
  /**
   * The method takes the organization id as its first argument (`{org}` names any organization,
   * e.g. `organizations.get(organizationId?)`); left out, it is the configured one.
   */
  readonly explicitOrganization?: boolean;
  /**
   * The query parameter that carries the organization id (`org` for usage analytics, `organizationId`
   * for the search API). The pipeline fills it from the configured organization unless the call
   * gives one. The name must also be listed in `query`.
   */
  readonly organizationQuery?: 'org' | 'organizationId';
}

export interface Endpoint extends EndpointDefinition {
  /** The client method that makes this call, as `resource.method` (e.g. `sources.startRefresh`). */
  readonly name: string;
  readonly host: Host;
  /** Path parameters, in the order they appear in `path` (`org` included when present). */
  readonly pathParams: readonly string[];
  /** The path split at its parameters: literal text at even indices, parameter names at odd ones. */
  readonly pathParts: readonly string[];
}

export type EndpointTable<D extends Record<string, EndpointDefinition>> = {
  readonly [K in keyof D]: D[K] & Endpoint;
};

const PARAM = /\{(\w+)\}/;

/**
 * Declares the endpoints of one resource. Each key is the name of the method that makes the call.
 * The definitions may come from a function, so that a bundler can drop a table nobody uses (a call
 * marked pure is dropped only when its arguments have no effect, and a template literal may have one).
 * @example endpoints('apiKeys', () => ({ get: { method: 'GET', path: '/rest/organizations/{org}/apikeys/{apiKeyId}' } }))
 */
export function endpoints<const D extends Record<string, EndpointDefinition>>(
  resource: string,
  definitions: D | (() => D),
): EndpointTable<D> {
  const table: Record<string, Endpoint> = {};
  const given = typeof definitions === 'function' ? definitions() : definitions;
  for (const [method, definition] of Object.entries(given)) {
    const pathParts = definition.path.split(PARAM);
    table[method] = Object.freeze({
      ...definition,
      name: `${resource}.${method}`,
      host: definition.host ?? 'platform',
      pathParams: pathParts.filter((_, i) => i % 2 === 1),
      pathParts,
    });
  }
  return Object.freeze(table) as EndpointTable<D>;
}

/**
 * A flat list of endpoints from endpoint tables and lists, e.g. a family's part of the catalog.
 * (A plain function, so that bundlers may drop a catalog nobody uses.)
 */
export function catalogOf(
  ...parts: Array<Record<string, Endpoint> | readonly Endpoint[]>
): readonly Endpoint[] {
  return parts.flatMap((part) => (Array.isArray(part) ? part : Object.values(part))) as Endpoint[];
}
