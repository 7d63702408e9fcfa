import pRetry from 'p-retry';
import type { Endpoint } from './endpoint';
import { PlatformError, RetryExhaustedError } from './errors';
import { parseJson, stringifyJson } from './json';
import {
  type ClientOptions,
  DEFAULT_RETRY,
  type OutgoingRequest,
  platformUrl,
  type RequestSettings,
  resolveLazy,
} from './options';
import { buildQuery, fillPath } from './url';

/** What a client method hands to the pipeline: path parameters, query parameters and body. */
export interface CallArguments {
  path?: Record<string, unknown>;
  query?: object;
  body?: unknown;
}

/** Marks a throttled attempt inside the retry loop. */
class Throttled extends Error {
  constructor(readonly response: Response) {
    super('HTTP 429');
  }
}

/**
 * The request pipeline: URL building, auth, handlers, retry on 429, decoding and errors.
 * One per client; resources call {@link Transport.send}.
 */
export class Transport {
  private readonly pendingGets = new Set<AbortController>();

  constructor(private readonly options: ClientOptions) {}

  /** The platform host's base URL, from `host` or from environment and region. */
  get platformHost(): string {
    return trimSlash(this.options.host ?? platformUrl(this.options.environment, this.options.region));
  }

  /** The serverless host's base URL (Push API, Logs). */
  get serverlessHost(): string {
    const { serverlessHost, host, environment, region } = this.options;
    return trimSlash(serverlessHost ?? host ?? platformUrl(environment, region, 'api'));
  }

  /** The access token, resolved. */
  accessToken(): Promise<string> {
    return resolveLazy(this.options.accessToken);
  }

  /** Aborts every GET in flight; they resolve to `undefined`. */
  abortPendingGets(): void {
    for (const controller of this.pendingGets) controller.abort();
    this.pendingGets.clear();
  }

  /**
   * Makes one REST call.
   * @returns the decoded body: `{}` for 204 or an empty body, parsed JSON, or text; `undefined` for an aborted GET.
   * @throws PlatformError for a non-success response; RetryExhaustedError when every attempt was throttled.
   */
  async send<T>(endpoint: Endpoint, args: CallArguments = {}, settings: RequestSettings = {}): Promise<T> {
    const { globalRequestSettings = {} } = this.options;
    const merged: RequestSettings = { ...globalRequestSettings, ...settings };
    const params = { ...args.path };
    if (endpoint.pathParams.includes('org') && params.org == null) {
      params.org = await this.organizationId(endpoint);
    }
    let query = args.query as Record<string, unknown> | undefined;
    const orgQuery = endpoint.organizationQuery;
    if (orgQuery && query?.[orgQuery] == null) {
      const { [orgQuery]: _, ...rest } = query ?? {};
      query = { [orgQuery]: await this.organizationId(endpoint), ...rest };
    }
    const base = endpoint.host === 'serverless' ? this.serverlessHost : this.platformHost;
    const url = base + fillPath(endpoint, params) + buildQuery(endpoint, query, merged);

    const headers = new Headers(globalRequestSettings.headers);
    for (const [key, value] of new Headers(settings.headers)) headers.set(key, value);
    if (!headers.has('authorization')) {
      headers.set('Authorization', `Bearer ${await this.accessToken()}`);
    }
    if (!headers.has('accept')) headers.set('Accept', 'application/json');
    const body = encodeBody(endpoint, args.body, headers);

    const { arrayFormat: _a, arrayFormatSeparator: _s, signal: callerSignal, ...init } = merged;
    let request: OutgoingRequest = { url, init: { ...init, method: endpoint.method, headers, body } };
    for (const handler of this.options.requestHandlers ?? []) request = await handler(request);

    // A signal is made only where it can be used: GETs (abortPendingGets) and calls given one.
    const isGet = request.init.method === 'GET';
    const controller = isGet || callerSignal ? new AbortController() : undefined;
    const onAbort = () => controller!.abort(callerSignal?.reason);
    if (callerSignal?.aborted) controller!.abort(callerSignal.reason);
    callerSignal?.addEventListener('abort', onAbort, { once: true });
    if (isGet) this.pendingGets.add(controller!);
    try {
      const response = await this.fetchWithRetry(request, controller?.signal);
      return (await decode(response, request)) as T;
    } catch (error) {
      if (isGet && controller!.signal.aborted) return undefined as T;
      throw error;
    } finally {
      callerSignal?.removeEventListener('abort', onAbort);
      if (isGet) this.pendingGets.delete(controller!);
    }
  }

  private async organizationId(endpoint: Endpoint): Promise<string> {
    const id = this.options.organizationId && (await resolveLazy(this.options.organizationId));
    if (!id) {
      throw new TypeError(
        `${endpoint.name} needs an organization id: set the client's organizationId option (${endpoint.method} ${endpoint.path}).`,
      );
    }
    return id;
  }

  private async fetchWithRetry(request: OutgoingRequest, signal?: AbortSignal): Promise<Response> {
    const custom = this.options.fetch;
    const attempt = async () => {
      signal?.throwIfAborted();
      const init = signal ? { ...request.init, signal } : request.init;
      const response = custom ? await custom(new Request(request.url, init)) : await fetch(request.url, init);
      if (response.status === 429) {
        await response.body?.cancel();
        throw new Throttled(response);
      }
      return response;
    };
    let response: Response;
    try {
      // The first attempt is not delayed and usually succeeds: the back-off machinery starts on a 429.
      response = await attempt();
    } catch (error) {
      if (!(error instanceof Throttled)) throw signal?.aborted ? (signal.reason ?? error) : error;
      response = await this.retryThrottled(attempt, error, signal);
    }
    for (const handler of this.options.responseHandlers ?? []) response = await handler(response, request);
    return response;
  }

  /**
   * Retries after a 429 with exponential back-off. The attempt already made is replayed as p-retry's
   * first attempt, so that p-retry's schedule (no delay, then initialDelayMs × multiplier^n) holds.
   */
  private async retryThrottled(attempt: () => Promise<Response>, first: Throttled, signal?: AbortSignal) {
    const retry = { ...DEFAULT_RETRY, ...this.options.retry };
    let attempts = 0;
    let last = first.response;
    try {
      return await pRetry(
        async () => {
          if (++attempts === 1) throw first;
          try {
            return await attempt();
          } catch (error) {
            if (error instanceof Throttled) last = error.response;
            throw error;
          }
        },
        {
          retries: Math.max(0, retry.attempts - 1),
          factor: retry.multiplier,
          minTimeout: retry.initialDelayMs,
          maxTimeout: retry.maxDelayMs,
          randomize: false,
          signal,
          shouldRetry: (error) => error instanceof Throttled,
        },
      );
    } catch (error) {
      if (error instanceof Throttled && !signal?.aborted) throw exhausted(last, attempts);
      throw signal?.aborted ? (signal.reason ?? error) : error;
    }
  }
}

function exhausted(response: Response, attempts: number): RetryExhaustedError {
  return new RetryExhaustedError(
    response.status,
    response.headers.get('x-request-id') ?? undefined,
    attempts,
    response.headers.get('retry-after'),
  );
}

/** Writes that send no body of their own send `{}` as JSON, as the platform's own client does. */
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

function encodeBody(endpoint: Endpoint, body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) {
    if (!WRITES.has(endpoint.method) || endpoint.body === 'form') return undefined;
    body = {};
  }
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer
  ) {
    return body;
  }
  if (endpoint.body === 'form') {
    const form = new FormData();
    for (const [key, value] of Object.entries(body as object)) {
      if (value !== undefined && value !== null)
        form.append(key, value instanceof Blob ? value : String(value));
    }
    return form;
  }
  if (!headers.has('content-type')) headers.set('Content-Type', 'application/json');
  return stringifyJson(body);
}

async function decode(response: Response, request: OutgoingRequest): Promise<unknown> {
  if (response.status === 204) return {};
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  let body: unknown = text;
  if (text && (type.includes('json') || !type)) {
    try {
      body = parseJson(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    const requestId = response.headers.get('x-request-id') ?? undefined;
    throw new PlatformError(response.status, requestId, body, request.init.method, request.url);
  }
  return text ? body : {};
}

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
