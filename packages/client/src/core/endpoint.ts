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

/**
 * An endpoint table's type: each call's definition `D[K]` with what {@link endpoints} adds. Typing needs
 * only each definition's `method` (the published declarations keep no more: the rest is `Endpoint`'s).
 */
export type EndpointTable<D extends Record<string, { readonly method: HttpMethod }>> = {
  readonly [K in keyof D]: D[K] & Endpoint;
};

/** A path split at its parameters: literal text at even indices, parameter names at odd ones. */
function splitPath(path: string): string[] {
  return path.split(/\{(\w+)\}/);
}

/**
 * Endpoint definitions from the compact text the build writes for each table in the built module
 * (scripts/tables-as-text.mjs; the sources keep their object literals). The first line is the path
 * prefix every call of the table shares; then one line per call, its fields split by spaces:
 * `name METHOD rest-of-path`, then, in the definition's own order, `?a,b` (query names), `:json` or
 * `:form` (body), `+a,b` (body fields), `!` (explicit organization), `=org` (organization query
 * parameter), `@serverless` (host).
 * @example readTable('/rest/organizations/{org}/sources/\nget GET {sourceId}\nlist GET pages ?page,perPage')
 */
export function readTable(text: string): Record<string, EndpointDefinition> {
  const [base, ...lines] = text.split('\n');
  const table: Record<string, EndpointDefinition> = {};
  for (const line of lines) {
    const [name, method, path, ...flags] = line.split(' ');
    const definition: Record<string, unknown> = { method, path: base + path };
    for (const flag of flags) {
      const value = flag.slice(1);
      const list = () => (value ? value.split(',') : []);
      if (flag[0] === '?') definition.query = list();
      else if (flag[0] === ':') definition.body = value;
      else if (flag[0] === '+') definition.bodyFields = list();
      else if (flag[0] === '!') definition.explicitOrganization = true;
      else if (flag[0] === '=') definition.organizationQuery = value;
      else definition.host = value;
    }
    table[name] = definition as unknown as EndpointDefinition;
  }
  return table;
}

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
  let read: D | undefined;
  const definitionsOnce = () => (read ??= typeof definitions === 'function' ? definitions() : definitions);
  const table = filledOnFirstUse({} as Record<string, Endpoint>, (table) => {
    const given = definitionsOnce();
    for (const method in given) {
      const definition = given[method];
      const pathParts = splitPath(definition.path);
      table[method] = Object.freeze({
        ...definition,
        name: `${resource}.${method}`,
        host: definition.host ?? 'platform',
        pathParams: pathParts.filter((_, i) => i % 2 === 1),
        pathParts,
      });
    }
    Object.freeze(table);
  }) as EndpointTable<D>;
  methodNamesOf.set(table, () => Object.keys(definitionsOnce()));
  return table;
}

/** How to list a table's method names without building its endpoints. */
const methodNamesOf = new WeakMap<object, () => string[]>();

/**
 * The method names of an endpoint table, read from its definitions: the table's endpoints are not
 * built (a client that makes one call builds one family's table, when it makes it).
 */
export function methodNames(table: Record<string, Endpoint>): string[] {
  return methodNamesOf.get(table)?.() ?? Object.keys(table);
}

/**
 * A flat list of endpoints from endpoint tables and lists, e.g. a family's part of the catalog; frozen.
 * (A plain function, so that bundlers may drop a catalog nobody uses.)
 */
export function catalogOf(
  ...parts: Array<Record<string, Endpoint> | readonly Endpoint[]>
): readonly Endpoint[] {
  return filledOnFirstUse([] as Endpoint[], (list) => {
    for (const part of parts) list.push(...(Array.isArray(part) ? part : Object.values(part)));
    Object.freeze(list);
  });
}

const INSPECT = Symbol.for('nodejs.util.inspect.custom');
/** The fill a target still waits for (deleted once it has run). */
const FILL = Symbol('fill');

type Unfilled = Record<PropertyKey, unknown> & { [FILL]?: (target: never) => void };

/** The target, filled first if it has not been yet. */
function ready<T extends object>(target: T): T {
  const fill = (target as Unfilled)[FILL];
  if (fill) {
    delete (target as Unfilled)[FILL];
    fill(target as never);
  }
  return target;
}

/**
 * One handler for every table and list: each trap fills the target first, then forwards to it (every
 * trap there is: `Reflect` has one function per trap). The `get` trap, which every call goes through,
 * reads the property directly and allocates nothing.
 */
const FILLING: ProxyHandler<object> = { get: (target, key) => (ready(target) as Unfilled)[key] };
for (const trap of Object.getOwnPropertyNames(Reflect) as Array<
  keyof typeof Reflect & keyof ProxyHandler<object>
>) {
  (FILLING as Record<string, unknown>)[trap] ??= (target: object, ...args: unknown[]) =>
    (Reflect[trap] as (...all: unknown[]) => unknown)(ready(target), ...args);
}

/**
 * `target`, filled by `fill` the first time anything looks at it (a property, its keys, `in`, a loop),
 * then used as it is. The catalog's tables and lists are built this way: building its 655 calls when
 * the client loads would cost about a third of its import time, and most programs use a few families.
 * The pending fill is a non-enumerable symbol property of the target until it runs; `console.log`
 * fills the target too.
 */
function filledOnFirstUse<T extends object>(target: T, fill: (target: T) => void): T {
  // Node's util.inspect reads a proxy's target without traps: give it the filled target to show.
  Object.defineProperty(target, INSPECT, {
    value: () => (Array.isArray(ready(target)) ? [...(target as unknown[])] : { ...target }),
  });
  // Added last, so that deleting it leaves the target a plain fast object.
  Object.defineProperty(target, FILL, { value: fill, configurable: true });
  return new Proxy(target, FILLING as ProxyHandler<T>);
}
