import type { Endpoint, HttpMethod } from './endpoint';
import type { RequestSettings } from './options';
import type { CallArguments, Transport } from './transport';

/** The keys of an endpoint table whose calls use the HTTP method `M`. */
export type KeysOf<E extends Record<string, Endpoint>, M extends HttpMethod> = {
  [K in keyof E & string]: E[K]['method'] extends M ? K : never;
}[keyof E & string];

/**
 * Base of every API family's resource: a thin typed wrapper over its endpoint table.
 *
 * Argument convention, the same for every method: path parameters first (in path order),
 * then the body (when the call sends one), then query parameters (when it takes any),
 * then per-call {@link RequestSettings} (headers, `signal`, ...).
 */
export abstract class Resource<E extends Record<string, Endpoint>> {
  /** The calls this resource makes, by method name. */
  abstract readonly endpoints: E;

  constructor(protected readonly transport: Transport) {}

  /** Makes a GET: resolves to `undefined` when aborted. */
  protected call<T>(
    key: KeysOf<E, 'GET'>,
    args?: CallArguments,
    settings?: RequestSettings,
  ): Promise<T | undefined>;
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
