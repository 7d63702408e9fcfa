import type { Hooks } from './hooks';
import type { HttpClient } from './http';

/** Platform environments. `production` is the default. */
export type Environment = 'dev' | 'stg' | 'production' | 'hipaa';
/** Platform regions. `us` is the default; `hipaa` ignores the region. */
export type Region = 'us' | 'eu' | 'au';

/** A value given as is, or computed (possibly asynchronously) before every request. */
export type Lazy<T> = T | (() => T | Promise<T>);

/**
 * What an answer said besides its body, for logs and support tickets: given to the `onResponse`
 * setting (a call's success) and to `afterResponse` hooks (every answer).
 */
export interface ResponseInfo {
  status: number;
  /** The `X-Request-ID` header, to quote to support. */
  requestId: string | undefined;
  headers: Headers;
  method: string;
  url: string;
}

/** Per-request settings: any `fetch` option except method and body, plus query-string formatting. */
export interface RequestSettings extends Omit<RequestInit, 'method' | 'body'> {
  /**
   * Ends the call with a `TimeoutError` when one attempt (request, response and body) lasts longer,
   * in ms. Overrides the client's `timeoutMs`; `0` turns it off. The call ends at once; the request is
   * cancelled on the wire only when `signal` is given too (otherwise its late answer is drained).
   * Anything but a number of 0 or more makes the call reject with a TypeError, sending nothing.
   */
  timeoutMs?: number;
  /**
   * Called with the response's status, headers and request id once the call has succeeded (after its
   * body is decoded); the client's `afterResponse` hooks see every answer instead.
   */
  onResponse?: (response: ResponseInfo) => void;
  /** How arrays are written in query strings. Default `'none'` (`a=1&a=2`). */
  arrayFormat?: 'none' | 'bracket' | 'index' | 'comma' | 'separator' | 'bracket-separator';
  /** One character joining array items when `arrayFormat` is `'separator'` or `'bracket-separator'`. */
  arrayFormatSeparator?: string;
}

/**
 * What a GET method resolves to, given the type `S` of the request settings it is called with: the
 * answer `T` when `S` holds no `signal`, `T | undefined` when it may hold one. A GET aborted through
 * the `signal` you passed resolves to `undefined` (other calls reject with the signal's reason), and
 * only such a call's type says `undefined`:
 * - no settings, or settings without a signal (`{ headers }`, `{ timeoutMs: 5000 }`): `T`;
 * - `{ signal: controller.signal }`: `T | undefined`;
 * - a variable typed `RequestSettings` (its `signal` is optional): `T | undefined`.
 *
 * At run time a GET also resolves to `undefined` when `abortPendingGetRequests()` aborts it, or when
 * a `signal` of the client's `globalRequestSettings` aborts; its type does not show these. A program
 * that uses either checks for `undefined` itself.
 * @example
 * const field = await platform.fields.get('title'); // FieldModel
 * await platform.fields.update('title', { ...field, description: 'Title of the document' });
 * const maybe = await platform.fields.get('title', { signal }); // FieldModel | undefined
 */
export type GetResult<T, S> =
  // The type of `signal` in S (in any member of a union; never where there is none). Not
  // `S extends { signal?: undefined }`: that is a weak type, which `{ headers }` does not extend. And
  // `T` is assignable to it while S is unknown, so that a subclass may override a GET returning `T`.
  (S extends unknown ? S[keyof S & 'signal'] : never) extends null | undefined ? T : T | undefined;

/** A request about to be sent: its absolute URL and `fetch` options. */
export interface OutgoingRequest {
  url: string;
  init: RequestInit & { method: string; headers: Headers };
}

/** Sees (and may replace) every request before it is sent. */
export type RequestHandler = (request: OutgoingRequest) => OutgoingRequest | Promise<OutgoingRequest>;
/** Sees (and may replace) every response before it is decoded, 429 retries excluded. */
export type ResponseHandler = (response: Response, request: OutgoingRequest) => Response | Promise<Response>;

/**
 * Opt-in retries of idempotent calls (GET, PUT, DELETE) that met a 5xx answer or a network error,
 * with "full jitter": each delay is random between 0 and `initialDelayMs × 2^(retry-1)`, capped.
 */
export interface TransientRetryOptions {
  /** Attempts in all, the first included. Default 3. */
  attempts?: number;
  /** Upper bound of the first delay, in ms. Default 300. */
  initialDelayMs?: number;
  /** Cap on one delay, in ms. Default 10 000. */
  maxDelayMs?: number;
}

/**
 * Back-off for HTTP 429 (throttling). Delays grow as `initialDelayMs × multiplier^(attempt-1)`; when
 * the platform sends `Retry-After`, the wait is the longer of the two.
 */
export interface RetryOptions {
  /** Attempts in all, the first included. Default 10. */
  attempts?: number;
  /** Delay before the second attempt, in ms. Default 100. */
  initialDelayMs?: number;
  /** Growth factor between delays. Default 2. */
  multiplier?: number;
  /** Cap on one delay, in ms. Default: none (`Infinity`). */
  maxDelayMs?: number;
  /**
   * A `Retry-After` longer than this, in ms, is not waited for: the call throws `RetryExhaustedError`
   * at once, with `retryAfterMs`. Default 60 000.
   */
  maxRetryAfterMs?: number;
  /** Retries of idempotent calls after a 5xx or a network error: `true` for the defaults. Default off. */
  transient?: boolean | TransientRetryOptions;
}

export interface ClientOptions {
  /** Bearer access token (an API key or an OAuth token), or a function that returns one. */
  accessToken: Lazy<string>;
  /** The organization that `{org}` stands for, or a function that returns its id. */
  organizationId?: Lazy<string>;
  /** Default `production`. */
  environment?: Environment;
  /** Default `us`. */
  region?: Region;
  /**
   * Overrides the platform host (e.g. `http://127.0.0.1:8080` for the emulator): an absolute `http(s)`
   * URL, or `''` for relative URLs (a browser page's own origin). Anything else makes every call throw
   * a TypeError naming the option.
   */
  host?: string;
  /** Overrides the serverless host (Push API, Logs), in the same form. Defaults to `host` when that is set. */
  serverlessHost?: string;
  /** Merged into every request; per-call settings win, headers are merged key by key. */
  globalRequestSettings?: RequestSettings;
  requestHandlers?: RequestHandler[];
  responseHandlers?: ResponseHandler[];
  /**
   * Functions of yours that run at fixed points of every call, in order, each awaited:
   * `beforeRequest` (before each attempt; may change the request, or answer it with a `Response`),
   * `afterResponse` (on each answer's status and headers), `beforeRetry` (before each wait to retry;
   * a throw ends the call) and `beforeError` (on the error a call rejects with; returns the one to
   * throw). See {@link Hooks}.
   */
  hooks?: Hooks;
  retry?: RetryOptions;
  /**
   * Ends a call with a `TimeoutError` when one attempt (request, response and body) lasts longer,
   * in ms. Default 60 000; `0` turns it off. Per call: `{ timeoutMs }` in the request settings.
   * The call ends at once; its request is cancelled on the wire only when the call has a `signal`
   * (handing `fetch` a signal costs several times the rest of the pipeline); otherwise the late answer
   * is drained when it comes, which frees its connection.
   */
  timeoutMs?: number;
  /** The `fetch` to use, called with one `Request`. Default `globalThis.fetch`. */
  fetch?: (request: Request) => Response | Promise<Response>;
  /**
   * The HTTP layer, instead of `fetch`: e.g. `undiciHttp()` from `@platform-admin/client/node`, on
   * undici's dispatcher (keep-alive, connection reuse), for Node jobs that make many calls.
   */
  http?: HttpClient;
}

/** The spec's retry defaults: 10 attempts, 100 ms, ×2, no maximum delay, no jitter; transient retries off. */
export const DEFAULT_RETRY: Required<Omit<RetryOptions, 'transient'>> & { transient: false } = {
  attempts: 10,
  initialDelayMs: 100,
  multiplier: 2,
  maxDelayMs: Infinity,
  maxRetryAfterMs: 60_000,
  transient: false,
};

export const DEFAULT_TRANSIENT_RETRY: Required<TransientRetryOptions> = {
  attempts: 3,
  initialDelayMs: 300,
  maxDelayMs: 10_000,
};

/** Default time-out of one attempt, in ms. */
export const DEFAULT_TIMEOUT_MS = 60_000;

export interface ResolvedRetry {
  attempts: number;
  initialDelayMs: number;
  multiplier: number;
  maxDelayMs: number;
  maxRetryAfterMs: number;
  transient: Required<TransientRetryOptions> | undefined;
}

/** Whether a value is a number of ms, 0 or more (not NaN, not a numeric string). */
export function isMs(value: unknown): value is number {
  return typeof value === 'number' && value >= 0;
}

/** The hooks' names, as the `hooks` option takes them. */
const HOOK_NAMES = ['beforeRequest', 'afterResponse', 'beforeRetry', 'beforeError'] as const;

/** The error for an option the client cannot take: its name, what it takes, and what it got. */
function invalidOption(name: string, what: string, got: string): TypeError {
  return new TypeError(`The option ${name} must be ${what}; got ${got}.`);
}

/** A value as an error message shows it: its kind, and a string's text. */
function shown(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' && value !== null ? 'an object' : String(value);
}

/**
 * Checks the options that `fetch`, the HTTP layer, handlers and settings come from, once, when the
 * client is made: a wrong one would otherwise fail at the first call with a message about the
 * pipeline's insides ("this.http.send is not a function"), or be ignored. `null` is as if left out.
 * @throws TypeError naming the option and what it takes.
 */
export function checkOptions(options: ClientOptions): void {
  const fail = (name: string, what: string, value: unknown) => {
    throw invalidOption(name, what, shown(value));
  };
  const { fetch, http, retry, globalRequestSettings: global } = options;
  if (fetch != null && typeof fetch !== 'function') fail('fetch', 'a function of a Request', fetch);
  if (http != null && typeof http.send !== 'function') {
    fail(
      'http',
      "an HTTP layer with a send method, such as undiciHttp() from '@platform-admin/client/node'",
      http,
    );
  }
  const lists: Record<string, unknown> = {
    requestHandlers: options.requestHandlers,
    responseHandlers: options.responseHandlers,
  };
  const { hooks } = options;
  const hooksAre = `an object of lists named ${HOOK_NAMES.join(', ')}`;
  if (hooks != null && typeof hooks !== 'object') fail('hooks', hooksAre, hooks);
  for (const name in hooks) {
    if (!(HOOK_NAMES as readonly string[]).includes(name)) fail('hooks', hooksAre, name);
    lists[`hooks.${name}`] = hooks[name as keyof Hooks];
  }
  for (const name in lists) {
    const list = lists[name];
    if (list != null && !(Array.isArray(list) && list.every((item) => typeof item === 'function'))) {
      fail(name, 'an array of functions', list);
    }
  }
  if (retry != null && typeof retry !== 'object') fail('retry', 'an object such as { attempts: 5 }', retry);
  const transient: unknown = retry?.transient;
  if (transient != null && typeof transient !== 'boolean' && typeof transient !== 'object') {
    fail('retry.transient', 'true, false or an object such as { attempts: 3 }', transient);
  }
  if (global != null && typeof global !== 'object') fail('globalRequestSettings', 'an object', global);
}

/**
 * Checks the retry and time-out options once, when the client is made.
 * @throws TypeError naming the option and the values it takes.
 */
export function resolveRetry(retry: RetryOptions | null = {}, timeoutMs?: number): ResolvedRetry {
  const resolved = { ...DEFAULT_RETRY, ...retry };
  checkSchedule('retry', resolved, resolved.multiplier);
  checkMs('retry.maxRetryAfterMs', resolved.maxRetryAfterMs, 'a number of ms, 0 or more');
  if (timeoutMs !== undefined) checkMs('timeoutMs', timeoutMs, 'a number of ms, 0 (none) or more');
  let transient: Required<TransientRetryOptions> | undefined;
  if (resolved.transient) {
    transient = { ...DEFAULT_TRANSIENT_RETRY, ...(resolved.transient === true ? {} : resolved.transient) };
    checkSchedule('retry.transient', transient, 2); // transient delays double, always
  }
  return { ...resolved, transient };
}

/** @throws TypeError naming the option when `ok` is false. */
function check(name: string, value: unknown, ok: boolean, what: string): void {
  if (!ok) throw invalidOption(name, what, String(value));
}

/** @throws TypeError naming the option when `value` is not a number of ms, 0 or more. */
function checkMs(name: string, value: unknown, what: string): void {
  check(name, value, isMs(value), what);
}

/** Checks a back-off schedule (`retry`, `retry.transient`): its attempts, first delay, growth factor and cap. */
function checkSchedule(
  prefix: string,
  { attempts, initialDelayMs, maxDelayMs }: Required<TransientRetryOptions>,
  multiplier: number,
): void {
  check(
    `${prefix}.attempts`,
    attempts,
    Number.isInteger(attempts) && attempts >= 1,
    'an integer of at least 1',
  );
  checkMs(`${prefix}.initialDelayMs`, initialDelayMs, 'a number of ms, 0 or more');
  check(`${prefix}.multiplier`, multiplier, isMs(multiplier) && multiplier >= 1, 'a number of at least 1');
  check(
    `${prefix}.maxDelayMs`,
    maxDelayMs,
    isMs(maxDelayMs) && maxDelayMs >= initialDelayMs,
    `a number of ms no smaller than ${prefix}.initialDelayMs (${initialDelayMs})`,
  );
}

const ENVIRONMENTS: readonly Environment[] = ['dev', 'stg', 'production', 'hipaa'];
const REGIONS: readonly Region[] = ['us', 'eu', 'au'];

/**
 * The base URL of a platform host: `https://{prefix}{env}{suffix}.cloud.coveo.com`, where `{env}` is
 * empty for production and `{suffix}` is empty for `us`. `hipaa` has no region suffix.
 * @throws TypeError for an unknown environment or region.
 */
export function platformUrl(
  environment: Environment = 'production',
  region: Region = 'us',
  prefix: 'platform' | 'api' = 'platform',
): string {
  if (!ENVIRONMENTS.includes(environment)) {
    throw new TypeError(`Unknown environment '${environment}'. Use one of: ${ENVIRONMENTS.join(', ')}.`);
  }
  if (!REGIONS.includes(region)) {
    throw new TypeError(`Unknown region '${region}'. Use one of: ${REGIONS.join(', ')}.`);
  }
  if (environment === 'hipaa') return `https://${prefix}hipaa.cloud.coveo.com`;
  const env = environment === 'production' ? '' : environment;
  const suffix = region === 'us' ? '' : `-${region}`;
  return `https://${prefix}${env}${suffix}.cloud.coveo.com`;
}

export async function resolveLazy<T>(value: Lazy<T>): Promise<T> {
  return typeof value === 'function' ? await (value as () => T | Promise<T>)() : value;
}
