import type { Endpoint, HttpMethod } from './endpoint';
import type { RequestSettings } from './options';
import type { CallArguments, Transport } from './transport';

/** A GET resolves to `undefined` when it is aborted; other methods reject. */
export type Result<M extends HttpMethod, T> = Promise<M extends 'GET' ? T | undefined : T>;

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

  protected call<T, K extends keyof E & string = keyof E & string>(
    key: K,
    args?: CallArguments,
    settings?: RequestSettings,
  ): Result<E[K]['method'], T> {
    return this.transport.send(this.endpoints[key], args, settings) as Result<E[K]['method'], T>;
  }
}
