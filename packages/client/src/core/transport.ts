// The request pipeline: one call of a client method, through stages in files of their own: credentials
// (auth.ts) → encoding (encode.ts) → request handlers, `beforeRequest` hooks (hooks.ts) → the HTTP layer
// (http.ts) → `afterResponse` hooks → retries (retry.ts; `beforeRetry`) → response handlers → decoding
// (decode.ts, redact.ts) → `beforeError` on failure. call.ts ends a call early (time-out, abort).
import { checkToken, fixedAuthorization, needsOrganization, organizationId } from './auth';
import { Call, PENDING_ABORTED, PendingGets } from './call';
import { decode } from './decode';
import {
  baseUrl,
  type CallArguments,
  headerRecord,
  NONE,
  prepare,
  requestHeaders,
  settingsError,
} from './encode';
import type { Endpoint } from './endpoint';
import { NetworkError } from './errors';
import {
  beforeError,
  type HookRequest,
  type Hooks,
  handleRequest,
  handleResponse,
  type RetryInfo,
  responseInfo,
  runHooks,
} from './hooks';
import { fetchHttp, type HttpClient, type HttpResponse } from './http';
import {
  type ClientOptions,
  checkOptions,
  DEFAULT_TIMEOUT_MS,
  isMs,
  platformUrl,
  type RequestSettings,
  type ResolvedRetry,
  resolveLazy,
  resolveRetry,
} from './options';
import { jitter, throttledDelay, transientRetry } from './retry';
import { follow, sleep } from './signals';

export type { CallArguments } from './encode';

/**
 * The request pipeline: URL building, auth, handlers and hooks, retries, time-outs, decoding and
 * errors. One per client; resources call {@link Transport.send}.
 */
export class Transport {
  declare private readonly pendingGets: PendingGets;
  declare private readonly retry: ResolvedRetry;
  declare private readonly http: HttpClient;
  declare private readonly hooks: Hooks | undefined;
  declare private readonly options: ClientOptions;
  /** The client-wide headers, normalized once: lower-case names; `undefined` when there are none. */
  declare private readonly globalHeaders: Record<string, string> | undefined;
  /** The `Authorization` header of a token given as a string (checked once), or why it cannot be sent. */
  declare private readonly fixedAuthorization: string | TypeError | undefined;
  declare private hosts: { platform: string; serverless: string } | undefined;

  constructor(options: ClientOptions) {
    checkOptions(options);
    this.options = options;
    this.pendingGets = new PendingGets();
    this.retry = resolveRetry(options.retry, options.timeoutMs);
    this.http = options.http ?? fetchHttp(options.fetch);
    this.hooks = options.hooks;
    const globalHeaders = options.globalRequestSettings?.headers;
    this.globalHeaders = globalHeaders ? headerRecord(globalHeaders) : undefined;
    this.fixedAuthorization = fixedAuthorization(options.accessToken);
  }

  private get baseUrls() {
    if (!this.hosts) {
      const { serverlessHost, host, environment, region } = this.options;
      this.hosts = {
        platform: baseUrl('host', host ?? platformUrl(environment, region)),
        serverless: baseUrl(
          serverlessHost === undefined ? 'host' : 'serverlessHost',
          serverlessHost ?? host ?? platformUrl(environment, region, 'api'),
        ),
      };
    }
    return this.hosts;
  }

  /** The platform host's base URL, from `host` or from environment and region. */
  get platformHost(): string {
    return this.baseUrls.platform;
  }

  /** The serverless host's base URL (Push API, Logs). */
  get serverlessHost(): string {
    return this.baseUrls.serverless;
  }

  /**
   * The access token, resolved and checked.
   * @throws TypeError when it is empty or holds a character no HTTP header can carry (never echoing it).
   */
  async accessToken(): Promise<string> {
    return checkToken(await resolveLazy(this.options.accessToken));
  }

  /**
   * Fetches an absolute URL outside the catalog (a download link) through the client's HTTP layer
   * (`fetch`, the given `fetch` or `http`), with the headers given and nothing added (no hook runs).
   * @param call the method that fetches it, for errors (e.g. `ua.exports.download`).
   * @returns the response as a WHATWG `Response`, body unread.
   * @throws NetworkError when no answer came; the signal's reason when aborted.
   */
  async fetchUrl(
    url: string,
    init: RequestInit & { headers?: Record<string, string> } = {},
    call = 'fetchUrl',
  ): Promise<Response> {
    let response: HttpResponse;
    try {
      response = await this.http.send({ url, init: { ...init, method: 'GET', headers: init.headers ?? {} } });
    } catch (error) {
      throw init.signal?.aborted ? error : new NetworkError(call, 'GET', url, 1, error);
    }
    return response.toResponse();
  }

  /**
   * Aborts every GET started and not yet settled, token or organization still resolving included; they
   * resolve to `undefined`, those made without a `signal` too, whose type (`GetResult`) does not say so.
   */
  abortPendingGets(): void {
    this.pendingGets.abortAll(PENDING_ABORTED);
  }

  /**
   * Makes one REST call.
   * @returns the decoded body: `{}` for 204 or an empty body, parsed JSON, or text; `undefined` for a GET
   * aborted by its caller's signal or by `abortPendingGets`.
   * @throws PlatformError for a non-success response; RetryExhaustedError when throttling outlasts the
   * retry options; TimeoutError when an attempt outlasts `timeoutMs`; NetworkError when no answer came
   * (refused, host not found, connection cut), once transient retries are spent; ResponseParseError
   * for a success whose JSON does not parse; TypeError for arguments that cannot make a request; the
   * caller's abort reason for an aborted call other than a GET; or what a `beforeError` hook returns.
   */
  send<T>(
    endpoint: Endpoint,
    args: CallArguments = NONE,
    settings: RequestSettings | null = NONE,
  ): Promise<T> {
    const settled = this.start<T>(endpoint, args, settings);
    const errorHooks = this.hooks?.beforeError;
    return errorHooks?.length ? settled.catch((error) => beforeError(errorHooks, error)) : settled;
  }

  /**
   * Starts a call: checks its settings, and makes it a {@link Call} that its signal, its time-out and
   * (for a GET) `abortPendingGets` can end; then runs the pipeline, which settles it.
   */
  private start<T>(endpoint: Endpoint, args: CallArguments, settings: RequestSettings | null): Promise<T> {
    if (settings === null) settings = NONE;
    else if (typeof settings !== 'object') return Promise.reject(settingsError(endpoint, settings));
    const global = this.options.globalRequestSettings;
    const merged: RequestSettings = global ? { ...global, ...settings } : settings;
    const callerSignal = merged.signal ?? undefined;
    const timeoutMs = merged.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (merged.timeoutMs !== undefined && !isMs(timeoutMs)) {
      return Promise.reject(
        new TypeError(
          `${endpoint.name}: the request setting timeoutMs must be a number of ms, 0 (none) or more; got ${typeof timeoutMs === 'string' ? `'${timeoutMs}'` : String(timeoutMs)}.`,
        ),
      );
    }
    // A GET is abortable by abortPendingGets from the start, while its token or organization id is
    // being resolved too.
    const isGet = endpoint.method === 'GET';
    const call = new Call(endpoint, timeoutMs, isGet ? this.pendingGets : undefined);
    const settled = new Promise<T>((resolve, reject) => {
      call.resolve = resolve as (value: unknown) => void;
      call.reject = reject;
    });
    if (isGet) this.pendingGets.add(call);
    if (callerSignal) call.unfollow = follow(callerSignal, call);
    // The pipeline settles the call itself.
    void this.run(endpoint, args, settings, merged, call, callerSignal && call.signal);
    return settled;
  }

  /**
   * The pipeline of one call: build the request, send it, retrying HTTP 429 and, when opted in, 5xx
   * answers and network errors of idempotent methods, then decode. An aborted call stops at its next
   * step (its caller has had the answer already). One async function on purpose: each level would
   * cost an allocation; each stage is a plain function, and hooks cost an await only when there are
   * some. It never rejects: it settles the call with the outcome (its caller holds the call's promise).
   */
  private async run(
    endpoint: Endpoint,
    args: CallArguments,
    settings: RequestSettings,
    merged: RequestSettings,
    call: Call,
    wireSignal?: AbortSignal,
  ): Promise<void> {
    // The answer at hand: dropped unread (freeing its connection) when the call ends early.
    let response: HttpResponse | undefined;
    try {
      call.check();
      // Credentials. A fixed organization id and a token given as a string cost no await.
      const { options } = this;
      const given = options.organizationId;
      let orgId = typeof given === 'string' && given ? given : undefined;
      if (!orgId && needsOrganization(endpoint, args)) {
        orgId = await organizationId(endpoint, given);
        call.check();
      }
      const headers = requestHeaders(this.globalHeaders, settings.headers);
      if (!headers.authorization) {
        const fixed = this.fixedAuthorization;
        if (fixed instanceof TypeError) throw fixed;
        headers.authorization = fixed ?? `Bearer ${await this.accessToken()}`;
        call.check();
      }
      // Encoding, then the caller's request handlers.
      const base = endpoint.host === 'serverless' ? this.serverlessHost : this.platformHost;
      let request = prepare(endpoint, base, args, merged, headers, orgId);
      if (options.requestHandlers?.length)
        request = await handleRequest(options.requestHandlers, request, call);

      const { retry, hooks } = this;
      const transient = transientRetry(retry, request.init.method);
      // Hooks see the request that goes, and may change it in place: its headers as `Headers`, as
      // request handlers see them.
      const hooked: HookRequest | undefined = hooks && {
        call: endpoint.name,
        url: request.url,
        init: { ...request.init, headers: new Headers(request.init.headers) },
      };
      if (hooked) request = hooked;
      let throttled = 0;
      let failed = 0;
      for (;;) {
        call.arm();
        let error: NetworkError | undefined;
        let waitMs: number | undefined;
        response = hooked && (await runHooks(hooks!.beforeRequest, hooked, undefined, call));
        if (!response) {
          try {
            response = await this.http.send(
              wireSignal ? { url: request.url, init: { ...request.init, signal: wireSignal } } : request,
            );
          } catch (cause) {
            if (call.aborted) throw cause;
            const attempts = throttled + ++failed;
            error = new NetworkError(endpoint.name, request.init.method, request.url, attempts, cause);
            if (!transient || failed >= transient.attempts) throw error;
            waitMs = jitter(transient, failed);
          }
        }
        // An answer: the hooks see it; a 429 (or a 5xx, opted in) is retried, any other is decoded.
        const info = response && hooked && responseInfo(response, request);
        if (response) {
          // Aborted meanwhile: the caller has its answer, and this one is drained.
          call.check();
          if (info) await runHooks(hooks!.afterResponse, hooked, info, call);
          const { status } = response;
          waitMs =
            status === 429
              ? throttledDelay(retry, response, ++throttled)
              : status >= 500 && transient && ++failed < transient.attempts
                ? jitter(transient, failed)
                : undefined;
          if (waitMs === undefined) {
            // The caller's response handlers, then decoding.
            if (options.responseHandlers?.length)
              response = await handleResponse(options.responseHandlers, response, request);
            let text = '';
            if (response.status === 204) await response.discard();
            else text = await response.text();
            call.check();
            const body = decode(response, text, request);
            merged.onResponse?.(responseInfo(response, request));
            return call.done(body);
          }
          await response.discard();
        }
        // A retry, after a wait.
        if (hooked) {
          const retryInfo = {
            request: hooked,
            response: info,
            error,
            retryCount: throttled + failed,
            delayMs: waitMs!,
          };
          await runHooks(hooks!.beforeRetry, retryInfo satisfies RetryInfo, undefined, call);
        }
        call.cancelTime();
        await sleep(waitMs!, call.signal);
      }
    } catch (error) {
      response?.discard().catch(() => undefined);
      call.fail(error);
    }
  }
}
