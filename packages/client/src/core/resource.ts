import { type Endpoint, type HttpMethod, methodNames } from './endpoint';
import type { GetResult, RequestSettings } from './options';
import type { CallArguments, Transport } from './transport';

/** The keys of an endpoint table whose calls use the HTTP method `M`. */
export type KeysOf<E extends Record<string, Endpoint>, M extends HttpMethod> = {
  [K in keyof E & string]: E[K]['method'] extends M ? K : never;
}[keyof E & string];

/** Prototypes whose catalog methods are in place. */
const equipped = new WeakSet<object>();

/**
 * Base of every API family's resource: a thin typed wrapper over its endpoint table.
 *
 * Argument convention, the same for every method: path parameters first (in path order; `{org}` only
 * for a call that names any organization), then the body (when the call sends one; for a body of one
 * named field, that field's value), then query parameters (when it takes any), then per-call
 * {@link RequestSettings} (headers, `signal`, ...).
 *
 * A method that does only that is not written out: each endpoint of the table without a method of the
 * same name in the class gets one that follows the convention, on the class's prototype, when the
 * first instance of the class (or of a subclass) is made. The family types these methods, with their
 * documentation, in an interface of the class's name. Methods that do more (defaults, checks, several
 * calls) are written in the class. The family's class gives its table with a getter
 * (`get endpoints() { return sourceEndpoints; }`), so that it is there while the instance is made.
 */
export abstract class Resource<E extends Record<string, Endpoint>> {
  /** The calls this resource makes, by method name. */
  abstract readonly endpoints: E;

  constructor(protected readonly transport: Transport) {
    // The family's prototype: the one whose class gives the table (a subclass of a family inherits its
    // methods). A class given its table by its constructor has none: it writes its methods out.
    const family = ownerBelowResource(new.target.prototype, 'endpoints');
    if (family && !equipped.has(family)) {
      equipped.add(family);
      addCatalogMethods(family, (this as { endpoints?: E }).endpoints!);
    }
  }

  /**
   * Makes a GET: resolves to `undefined` when aborted, which its type says when `settings` may hold a
   * `signal` ({@link GetResult}). A method written by hand passes its own settings type on (`S` has no
   * default, so that none forgets it):
   * `get<S extends RequestSettings = {}>(id: string, settings?: S) { return this.call<Model, S>('get', ..., settings); }`.
   */
  protected call<T, S extends RequestSettings>(
    key: KeysOf<E, 'GET'>,
    args?: CallArguments,
    settings?: S,
  ): Promise<GetResult<T, S>>;
  /** Makes a call other than GET. */
  protected call<T>(
    key: Exclude<keyof E & string, KeysOf<E, 'GET'>>,
    args?: CallArguments,
    settings?: RequestSettings,
  ): Promise<T>;
  protected call<T>(key: keyof E & string, args?: CallArguments, settings?: RequestSettings): Promise<T> {
    return this.transport.send<T>(this.endpoints[key], args, settings);
  }
}

/** Gives `prototype` a method for each call of `table` that no class between it and Resource defines. */
function addCatalogMethods(prototype: object, table: Record<string, Endpoint>): void {
  for (const name of methodNames(table)) {
    if (!ownerBelowResource(prototype, name)) {
      Object.defineProperty(prototype, name, {
        value: catalogMethod(name),
        writable: true,
        configurable: true,
      });
    }
  }
}

/** The prototype, from `prototype` up to Resource's (left out), that has `key` as its own property. */
function ownerBelowResource(prototype: object | null, key: string): object | undefined {
  for (; prototype && prototype !== Resource.prototype; prototype = Object.getPrototypeOf(prototype)) {
    if (Object.hasOwn(prototype, key)) return prototype;
  }
  return undefined;
}

type AnyResource = { endpoints: Record<string, Endpoint>; transport: Transport };

/** The method that makes the call `name` of its resource's table, by the argument convention. */
function catalogMethod(name: string) {
  // The endpoint read last, and its table: a table is a proxy until it is first read (see
  // `endpoints`), and going through it on every call cost more than the rest of this method.
  let table: Record<string, Endpoint> | undefined;
  let endpoint: Endpoint;
  const method = {
    [name](this: AnyResource, ...values: unknown[]): Promise<unknown> {
      if (this.endpoints !== table) {
        table = this.endpoints;
        endpoint = table[name];
      }
      let next = 0;
      const path: Record<string, unknown> = {};
      for (const param of endpoint.pathParams) {
        if (param !== 'org' || endpoint.explicitOrganization) path[param] = values[next++];
      }
      let body: unknown;
      if (endpoint.body) {
        const fields = endpoint.bodyFields;
        body = fields?.length === 1 ? { [fields[0]]: values[next++] } : values[next++];
      }
      const query = endpoint.query?.length ? (values[next++] as object | undefined) : undefined;
      return this.transport.send(
        endpoint,
        { path, body, query },
        values[next] as RequestSettings | undefined,
      );
    },
  };
  return method[name];
}

/** A class of calls made on a transport: an API family or one of its areas. */
export type AreaClass = new (transport: Transport) => object;

/**
 * The areas of calls under a family, by property name (`{ mappings: SourceMappings }` for
 * `sources.mappings`); an area that has areas of its own is given with them, `[Class, itsAreas]`.
 */
export type Areas = { readonly [name: string]: AreaClass | readonly [AreaClass, Areas] };

/** What {@link withAreas} adds to a resource: one instance per area, areas of areas included. */
export type Nested<A extends Areas> = {
  readonly [K in keyof A]: A[K] extends readonly [infer C extends AreaClass, infer S extends Areas]
    ? InstanceType<C> & Nested<S>
    : A[K] extends AreaClass
      ? InstanceType<A[K]>
      : never;
};

/**
 * Gives `resource` its areas, each made on `transport`, as read-only properties: how `PlatformClient`
 * nests `sources.mappings` under `sources`. A family's class holds only its own calls, so that a bundle
 * that imports one class takes no other; an app that imports classes one by one makes each itself
 * (`new SourceMappings(transport)`), or nests them with this.
 * @example withAreas(new Sources(transport), sourcesAreas, transport).mappings.list('sourceId')
 */
export function withAreas<R extends object, A extends Areas>(
  resource: R,
  areas: A,
  transport: Transport,
): R & Nested<A> {
  for (const [name, area] of Object.entries(areas)) {
    const made =
      typeof area === 'function'
        ? new area(transport)
        : withAreas(new area[0](transport), area[1], transport);
    Object.defineProperty(resource, name, { value: made, enumerable: true });
  }
  return resource as R & Nested<A>;
}
