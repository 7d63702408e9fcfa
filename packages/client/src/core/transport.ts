import type { Endpoint } from './endpoint';
import {
  NetworkError,
  PlatformError,
  parseRetryAfter,
  ResponseParseError,
  RetryExhaustedError,
  TimeoutError,
} from './errors';
import { fetchHttp, fromResponse, type HttpClient, type HttpRequest, type HttpResponse } from './http';
import { parseJson, stringifyJson } from './json';
import {
  type ClientOptions,
  checkOptions,
  DEFAULT_TIMEOUT_MS,
  isMs,
  type OutgoingRequest,
  platformUrl,
  type RequestSettings,
  type ResolvedRetry,
  resolveLazy,
  resolveRetry,
} from './options';
import { follow, sleep, Timed } from './signals';
import { buildQuery, fillPath, isBareObject, textOf } from './url';

/** What a client method hands to the pipeline: path parameters, query parameters and body. */
export interface CallArguments {
  path?: Record<string, unknown>;
  query?: object;
  /**
   * Sent as JSON (bigints as plain integers), or as a multipart form for a `form` endpoint; a string,
   * bytes (`ArrayBuffer` or a view such as `Uint8Array`), a `Blob`, `FormData` or `URLSearchParams`
   * goes as it is. A stream is refused (TypeError): a throttled call is sent again.
   */
  body?: unknown;
}

/** Writes that send no body of their own send `{}` as JSON, as the platform's own client does. */
const WRITES = new Set(['POST', 'PUT', 'PATCH']);
/** Methods that transient retries (5xx, network errors) may repeat. */
const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE']);
/** Characters no HTTP header value may hold, or that no token holds: controls (CR, LF, NUL, ...) and non-ASCII. */
const BAD_TOKEN = /[^\x20-\x7e\t]/;

/** The reason a GET is aborted by `abortPendingGets`. */
const PENDING_ABORTED = Object.freeze(new Error('aborted by abortPendingGetRequests()'));

/** No call arguments, no request settings, or no `fetch` options of their own. */
const NONE = Object.freeze({});
/** Request settings that the pipeline reads and `fetch` never sees. */
const PIPELINE_SETTINGS = new Set([
  'arrayFormat',
  'arrayFormatSeparator',
  'signal',
  'timeoutMs',
  'onResponse',
  'headers',
]);

/**
 * One call that can end early: by its caller's signal, its time-out or `abortPendingGets`. Aborting it
 * settles the call at once. Its `AbortSignal` exists only when asked for: the request is cancelled on
 * the wire when the caller gave a signal (handing `fetch` a signal costs more than the rest of the
 * pipeline); otherwise a late answer is drained when it comes, which frees its connection.
 * It settles the promise that `send` returns, whichever comes first: the pipeline's outcome or an abort.
 */
class Call extends Timed {
  // Declared and set in the constructor, as in Timed.
  declare aborted: boolean;
  declare reason: unknown;
  /** Neighbours in the transport's list of GETs in flight. */
  declare previousGet: Call | undefined;
  declare nextGet: Call | undefined;
  /** Stops following the caller's signal. */
  declare unfollow: (() => void) | undefined;
  declare resolve: (value: unknown) => void;
  declare reject: (reason: unknown) => void;
  declare private controller: AbortController | undefined;
  declare private readonly endpoint: Endpoint;
  declare private readonly timeoutMs: number;
  /** The list of GETs in flight, for a GET. */
  declare private readonly pending: PendingGets | undefined;

  constructor(endpoint: Endpoint, timeoutMs: number, pending: PendingGets | undefined) {
    super();
    this.endpoint = endpoint;
    this.timeoutMs = timeoutMs;
    this.pending = pending;
    this.aborted = false;
    this.reason = undefined;
    this.previousGet = undefined;
    this.nextGet = undefined;
    this.unfollow = undefined;
    this.controller = undefined;
  }

  /** An `AbortSignal` that aborts with the call. */
  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.aborted) this.controller.abort(this.reason);
    }
    return this.controller.signal;
  }

  /** Ends the call at once: a GET resolves to `undefined` (but on its time-out), others reject. */
  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.controller?.abort(reason);
    this.finish();
    if (this.pending && !(reason instanceof TimeoutError)) this.resolve(undefined);
    else this.reject(reason);
  }

  /** Settles the call with the pipeline's outcome (no effect once aborted: its promise has settled). */
  done(value: unknown): void {
    this.finish();
    this.resolve(value);
  }

  fail(error: unknown): void {
    this.finish();
    this.reject(error);
  }

  private finish(): void {
    this.cancelTime();
    this.unfollow?.();
    this.pending?.delete(this);
  }

  /** @throws the abort reason once the call is aborted. */
  check(): void {
    if (this.aborted) throw this.reason;
  }

  /** Starts the time-out of one attempt. */
  arm(): void {
    if (this.timeoutMs) this.startTime(this.timeoutMs);
  }

  disarm(): void {
    this.cancelTime();
  }

  timeUp(): void {
    const { endpoint, timeoutMs } = this;
    this.abort(new TimeoutError(endpoint.name, timeoutMs, endpoint.method, endpoint.path));
  }
}

/** The GETs in flight, as a list through the calls themselves: adding and removing allocate nothing. */
class PendingGets {
  private first: Call | undefined;

  add(call: Call): void {
    call.nextGet = this.first;
    if (this.first) this.first.previousGet = call;
    this.first = call;
  }

  delete(call: Call): void {
    const { previousGet, nextGet } = call;
    if (previousGet) previousGet.nextGet = nextGet;
    else if (this.first === call) this.first = nextGet;
    else return; // not in the list
    if (nextGet) nextGet.previousGet = previousGet;
    call.previousGet = call.nextGet = undefined;
  }

  get size(): number {
    let size = 0;
    for (let call = this.first; call; call = call.nextGet) size++;
    return size;
  }

  abortAll(reason: unknown): void {
    for (let call = this.first; call; ) {
      const next = call.nextGet;
      call.abort(reason); // removes it
      call = next;
    }
  }
}

/**
 * The request pipeline: URL building, auth, handlers, retries, time-outs, decoding and errors.
 * One per client; resources call {@link Transport.send}.
 */
export class Transport {
  private readonly pendingGets = new PendingGets();
  private readonly retry: ResolvedRetry;
  private readonly http: HttpClient;
  /** The client-wide headers, normalized once: lower-case names; `undefined` when there are none. */
  private readonly globalHeaders: Record<string, string> | undefined;

  /** The `Authorization` header of a token given as a string (checked once), or why it cannot be sent. */
  private readonly staticAuthorization: string | TypeError | undefined;
  private hosts: { platform: string; serverless: string } | undefined;

  constructor(private readonly options: ClientOptions) {
    checkOptions(options);
    this.retry = resolveRetry(options.retry, options.timeoutMs);
    this.http = options.http ?? fetchHttp(options.fetch);
    const globalHeaders = options.globalRequestSettings?.headers;
    this.globalHeaders = globalHeaders ? headerRecord(globalHeaders) : undefined;
    if (typeof options.accessToken !== 'function') {
      try {
        this.staticAuthorization = `Bearer ${checkToken(options.accessToken)}`;
      } catch (error) {
        this.staticAuthorization = error as TypeError;
      }
    }
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

  /** The `Authorization` header value. */
  private async authorization(): Promise<string> {
    const fixed = this.staticAuthorization;
    if (typeof fixed === 'string') return fixed;
    if (fixed) throw fixed;
    return `Bearer ${await this.accessToken()}`;
  }

  /**
   * Fetches an absolute URL outside the catalog (a download link) through the client's HTTP layer
   * (`fetch`, the given `fetch` or `http`), with the headers given and nothing added.
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
   * caller's abort reason for an aborted call other than a GET.
   */
  send<T>(
    endpoint: Endpoint,
    args: CallArguments = NONE,
    settings: RequestSettings | null = NONE,
  ): Promise<T> {
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
    const isGet = endpoint.method === 'GET';
    if (!isGet && !callerSignal && !timeoutMs) return this.run(endpoint, args, settings, merged);

    // A GET is abortable by abortPendingGets from the start, while its token or organization id is
    // being resolved too.
    const call = new Call(endpoint, timeoutMs, isGet ? this.pendingGets : undefined);
    const settled = new Promise<T>((resolve, reject) => {
      call.resolve = resolve as (value: unknown) => void;
      call.reject = reject;
    });
    if (isGet) this.pendingGets.add(call);
    if (callerSignal) call.unfollow = follow(callerSignal, call);
    // The pipeline settles the call itself: its own promise then always resolves.
    void this.run(endpoint, args, settings, merged, call, callerSignal && call.signal);
    return settled;
  }

  /**
   * The pipeline of one call: build the request, send it, retrying HTTP 429 with exponential back-off
   * (the longer of the schedule and `Retry-After`) and, when opted in, 5xx answers and network errors
   * of idempotent methods with jitter, then decode. An aborted call stops at its next step (its caller
   * has had the answer already). One async function on purpose: each level would cost an allocation.
   * @returns the decoded body; given a call, it settles the call with the outcome instead of
   * rejecting (its caller holds the call's promise, not this one).
   */
  private async run<T>(
    endpoint: Endpoint,
    args: CallArguments,
    settings: RequestSettings,
    merged: RequestSettings,
    call?: Call,
    wireSignal?: AbortSignal,
  ): Promise<T> {
    try {
      call?.check();
      // A fixed organization id and a token given as a string cost no await.
      const given = this.options.organizationId;
      let organizationId = typeof given === 'string' && given ? given : undefined;
      if (!organizationId && needsOrganization(endpoint, args)) {
        organizationId = await this.organizationId(endpoint);
        call?.check();
      }
      const headers: Record<string, string> = settings.headers
        ? { ...this.globalHeaders, ...headerRecord(settings.headers) }
        : this.globalHeaders
          ? { ...this.globalHeaders }
          : { authorization: '', accept: 'application/json' };
      if (!headers.authorization) {
        const fixed = this.staticAuthorization;
        headers.authorization = typeof fixed === 'string' ? fixed : await this.authorization();
        call?.check();
      }
      let request = this.prepare(endpoint, args, merged, headers, organizationId);
      if (this.options.requestHandlers?.length) request = await this.handleRequest(request, call);

      const { retry } = this;
      const transient = IDEMPOTENT.has(request.init.method) ? retry.transient : undefined;
      const sent = wireSignal ? { url: request.url, init: { ...request.init, signal: wireSignal } } : request;
      let throttled = 0;
      let failed = 0;
      for (;;) {
        call?.arm();
        let response: HttpResponse;
        try {
          response = await this.http.send(sent);
        } catch (error) {
          if (call?.aborted) throw error;
          if (!transient || ++failed >= transient.attempts) {
            const attempts = throttled + (transient ? failed : 1);
            throw new NetworkError(endpoint.name, request.init.method, request.url, attempts, error);
          }
          call?.disarm();
          await sleep(jitter(transient, failed), call?.signal);
          continue;
        }
        if (call?.aborted) {
          // The caller has its answer: drain this one so that its connection is free again.
          response.discard().catch(() => undefined);
          throw call.reason;
        }
        const { status } = response;
        const waitMs =
          status === 429
            ? this.throttledDelay(response, ++throttled)
            : status >= 500 && transient && ++failed < transient.attempts
              ? jitter(transient, failed)
              : undefined;
        if (waitMs !== undefined) {
          await response.discard();
          call?.disarm();
          await sleep(waitMs, call?.signal);
          continue;
        }
        if (this.options.responseHandlers?.length) response = await this.handleResponse(response, request);
        let text = '';
        if (response.status === 204) await response.discard();
        else text = await response.text();
        call?.check();
        const body = decode(response, text, request) as T;
        merged.onResponse?.({
          status: response.status,
          requestId: response.header('x-request-id') ?? undefined,
          headers: response.headers(),
          method: request.init.method,
          url: request.url,
        });
        call?.done(body);
        return body;
      }
    } catch (error) {
      if (!call) throw error;
      call.fail(error);
      return undefined as T;
    }
  }

  /** Builds the request: URL, `accept`, body and `fetch` options. */
  private prepare(
    endpoint: Endpoint,
    args: CallArguments,
    merged: RequestSettings,
    headers: Record<string, string>,
    organizationId: string | undefined,
  ): HttpRequest {
    let query = args.query as Record<string, unknown> | undefined;
    const orgQuery = endpoint.organizationQuery;
    if (orgQuery && query?.[orgQuery] == null) {
      const { [orgQuery]: _, ...rest } = query ?? {};
      query = { [orgQuery]: organizationId, ...rest };
    }
    const base = endpoint.host === 'serverless' ? this.serverlessHost : this.platformHost;
    const url = base + fillPath(endpoint, args.path, organizationId) + buildQuery(endpoint, query, merged);
    headers.accept ??= 'application/json';
    const body = encodeBody(endpoint, args.body, headers);
    return { url, init: { ...fetchInit(merged), method: endpoint.method, headers, body } };
  }

  /** Request handlers see (and may replace) the request, with its headers as `Headers`. */
  private async handleRequest(request: HttpRequest, call: Call | undefined): Promise<HttpRequest> {
    let outgoing: OutgoingRequest = {
      url: request.url,
      init: { ...request.init, headers: new Headers(request.init.headers) },
    };
    for (const handler of this.options.requestHandlers ?? []) {
      outgoing = await handler(outgoing);
      call?.check();
    }
    return outgoing;
  }

  /** Response handlers see (and may replace) the response, as a WHATWG `Response`. */
  private async handleResponse(response: HttpResponse, request: HttpRequest): Promise<HttpResponse> {
    let whole = response.toResponse();
    const seen = { url: request.url, init: { ...request.init, headers: new Headers(request.init.headers) } };
    for (const handler of this.options.responseHandlers ?? []) whole = await handler(whole, seen);
    return fromResponse(whole);
  }

  /**
   * How long to wait before the next attempt of a throttled (429) call: the longer of the back-off
   * schedule and `Retry-After`.
   * @throws RetryExhaustedError when the attempts are spent or `Retry-After` exceeds `maxRetryAfterMs`.
   */
  private throttledDelay(response: HttpResponse, throttled: number): number {
    const { retry } = this;
    const retryAfter = response.header('retry-after');
    const retryAfterMs = parseRetryAfter(retryAfter);
    if (throttled >= retry.attempts || (retryAfterMs ?? 0) > retry.maxRetryAfterMs) {
      void response.discard().catch(() => undefined);
      throw new RetryExhaustedError(429, response.header('x-request-id') ?? undefined, throttled, retryAfter);
    }
    const scheduled = Math.min(retry.initialDelayMs * retry.multiplier ** (throttled - 1), retry.maxDelayMs);
    return Math.max(scheduled, retryAfterMs ?? 0);
  }

  private async organizationId(endpoint: Endpoint): Promise<string> {
    const given = this.options.organizationId;
    const id = typeof given === 'function' ? await given() : given;
    if (!id) {
      throw new TypeError(
        `${endpoint.name} needs an organization id: set the client's organizationId option (${endpoint.method} ${endpoint.path}).`,
      );
    }
    return id;
  }
}

/** Request settings that are not an object: most often an argument in the wrong place. */
function settingsError(endpoint: Endpoint, settings: unknown): TypeError {
  return new TypeError(
    `${endpoint.name}: the request settings must be an object ({ headers, signal, timeoutMs, ... }); got ${typeof settings}. Check the arguments' order: path parameters, then the body, then the query, then request settings (${endpoint.method} ${endpoint.path}).`,
  );
}

/** Whether a call needs the configured organization id: `{org}` or its organization query parameter not given. */
function needsOrganization(endpoint: Endpoint, args: CallArguments): boolean {
  const orgQuery = endpoint.organizationQuery;
  return (
    (endpoint.pathParams.includes('org') && args.path?.org == null) ||
    (orgQuery !== undefined && (args.query as Record<string, unknown> | undefined)?.[orgQuery] == null)
  );
}

/** The `fetch` options among request settings: all but the pipeline's own. */
function fetchInit(settings: RequestSettings): RequestInit {
  let init: RequestInit | undefined;
  for (const key in settings) {
    if (PIPELINE_SETTINGS.has(key)) continue;
    init ??= {};
    (init as Record<string, unknown>)[key] = (settings as Record<string, unknown>)[key];
  }
  return init ?? NONE;
}

/** Full jitter: a random delay between 0 and the capped exponential bound. */
function jitter(options: { initialDelayMs: number; maxDelayMs: number }, retry: number): number {
  return Math.random() * Math.min(options.initialDelayMs * 2 ** (retry - 1), options.maxDelayMs);
}

/**
 * Checks an access token.
 * @throws TypeError when it is empty or holds a character no HTTP header can carry (never echoing it).
 */
function checkToken(token: unknown): string {
  if (typeof token !== 'string' || !token) {
    // What it is, never what it holds: bytes read from a file would print as the token itself.
    const given =
      token === ''
        ? 'an empty string'
        : token === null || token === undefined
          ? String(token)
          : typeof token === 'object'
            ? `an object (${(token as object).constructor?.name ?? 'no prototype'})`
            : `a ${typeof token}`;
    throw new TypeError(
      `The accessToken option gave ${given}: it must be (or return) a non-empty string, an API key or an OAuth token${typeof token === 'object' && token ? '; bytes read from a file need .toString().trim()' : ''}.`,
    );
  }
  if (BAD_TOKEN.test(token)) {
    throw new TypeError(
      'The access token holds a character that cannot go in an HTTP header (CR, LF, NUL, another control character or non-ASCII); check how it was read, e.g. a trailing newline from a file.',
    );
  }
  return token;
}

/** Headers as a plain object with lower-case names. */
function headerRecord(init: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  if (!init) return record;
  const entries = init instanceof Headers || Array.isArray(init) ? init : Object.entries(init);
  for (const [name, value] of entries) record[name.toLowerCase()] = value;
  return record;
}

function encodeBody(
  endpoint: Endpoint,
  body: unknown,
  headers: Record<string, string>,
): BodyInit | undefined {
  if (body === undefined) {
    if (!WRITES.has(endpoint.method) || endpoint.body === 'form') return undefined;
    body = {};
  }
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) // bytes: a Uint8Array, a Buffer, a DataView
  ) {
    return body as BodyInit;
  }
  if (isStream(body)) {
    throw new TypeError(
      `${endpoint.name}: a stream cannot be the body (${endpoint.method} ${endpoint.path}): a throttled call is sent again, and a stream can be read once. Read it into a Blob or bytes first.`,
    );
  }
  if (endpoint.body === 'form') {
    if (body === null || typeof body !== 'object') {
      throw new TypeError(
        `${endpoint.name}: the form must be an object of fields, or FormData (${endpoint.method} ${endpoint.path}); got ${body === null ? 'null' : typeof body}.`,
      );
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined && value !== null)
        form.append(key, value instanceof Blob ? value : fieldText(endpoint, key, value));
    }
    return form;
  }
  headers['content-type'] ??= 'application/json';
  return stringifyJson(body);
}

/** A form field's value as text. @throws TypeError for an object with no text of its own (a nested object). */
function fieldText(endpoint: Endpoint, key: string, value: unknown): string {
  const text = textOf(value);
  if (isBareObject(value, text)) {
    throw new TypeError(
      `${endpoint.name}: the form field '${key}' is an object, which a form cannot carry (it would go as '${text}'; ${endpoint.method} ${endpoint.path}). Pass a string, a number, a boolean or a Blob.`,
    );
  }
  return text;
}

/** A WHATWG `ReadableStream` or a Node stream (anything that pipes). */
function isStream(body: unknown): boolean {
  return (
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) ||
    typeof (body as { pipe?: unknown } | null)?.pipe === 'function'
  );
}

/** The body of a response as the caller gets it: `{}` for 204 or an empty body, parsed JSON, or text. */
function decode(response: HttpResponse, text: string, request: HttpRequest): unknown {
  // Read once: on the fetch layer each read goes through the Response's checked getter.
  const { status } = response;
  const success = status >= 200 && status <= 299;
  if (success && (status === 204 || !text)) return {};
  const type = response.header('content-type') ?? '';
  const claimsJson = type.includes('json');
  const requestId = () => response.header('x-request-id') ?? undefined;
  if (!success) {
    text = redactToken(text, request);
    let body: unknown = text;
    if (text && (claimsJson || !type)) {
      try {
        body = parseJson(text);
      } catch {
        // an error page that claims JSON: keep its text
      }
    }
    throw new PlatformError(status, requestId(), body, request.init.method, request.url);
  }
  if (!claimsJson && type) return text;
  try {
    return parseJson(text);
  } catch (error) {
    if (!claimsJson) return text; // no Content-Type, and not JSON: text
    // The parser's message quotes the text: when that holds the token, the cause is made again without it.
    const clean = redactToken(text, request);
    const cause = clean === text ? error : new SyntaxError(redactToken((error as Error).message, request));
    throw new ResponseParseError(
      status,
      requestId(),
      clean.slice(0, 200),
      request.init.method,
      request.url,
      cause,
    );
  }
}

/**
 * `text` without the access token the request carried (a server may quote it back in an error
 * message: "invalid token '…'"), so that no error built from an answer holds it. Tokens shorter than
 * 8 characters are left alone: they would blank out ordinary words, and no real token is that short.
 */
function redactToken(text: string, request: HttpRequest): string {
  const { headers } = request.init;
  const authorization = headers instanceof Headers ? headers.get('authorization') : headers.authorization;
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  return token.length >= 8 && text.includes(token) ? text.split(token).join('[redacted]') : text;
}

/**
 * A host option as a base URL, without its trailing slash. `''` stays: in a browser, calls then go to
 * the page's own origin.
 * @throws TypeError for a host that is not an absolute `http(s)` URL (a bare domain would be read as a
 * path relative to the page).
 */
function baseUrl(option: string, url: string): string {
  if (url && !/^https?:\/\/[^/]/i.test(url)) {
    throw new TypeError(
      `The ${option} option must be an absolute http(s) URL, such as 'https://platform-eu.cloud.coveo.com'; got '${url}'.`,
    );
  }
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
