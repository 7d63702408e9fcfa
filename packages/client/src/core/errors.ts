/**
 * `instanceof` by brand, not by prototype: the client's ESM and CommonJS files are separate copies
 * (an app, or two of its dependencies, may load both), and an error made by one is an instance of the
 * class imported from the other.
 */
function brand(name: string) {
  const key = Symbol.for(`@platform-admin/client:${name}`);
  return {
    key,
    is: (value: unknown) =>
      typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[key] === true,
  };
}
const PLATFORM_ERROR = brand('PlatformError');
const RETRY_EXHAUSTED = brand('RetryExhaustedError');
const TIMEOUT = brand('TimeoutError');
const RESPONSE_PARSE = brand('ResponseParseError');
const NETWORK = brand('NetworkError');

/** Fields every error of the client has, which a response body never overwrites. */
interface ErrorFields {
  status: number;
  requestId: string | undefined;
}

/** Copies a JSON body's fields onto an error as plain own data properties, never over its own members. */
function copyFields(error: Error, body: unknown): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  for (const key of Object.keys(body)) {
    if (key in error) continue; // status, message, stack, toString, __proto__, constructor, ...
    Object.defineProperty(error, key, {
      value: (body as Record<string, unknown>)[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
}

/** A JSON view of an error: its own fields, bigints as strings, so that `JSON.stringify(error)` always works. */
function toJson(error: Error & ErrorFields): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify({ ...error, name: error.name, message: error.message }, (_key, value) =>
      typeof value === 'bigint' ? value.toString() : value,
    ),
  );
}

/**
 * A non-success response from the platform (any status but a 429 that is retried).
 * The parsed JSON body's fields (`errorCode`, `message`, ...) are copied onto the error as plain
 * data properties (never over the error's own members); a body that is not JSON (an HTML page,
 * plain text) is kept as `body` text.
 */
export class PlatformError extends Error implements ErrorFields {
  override readonly name: string = 'PlatformError';
  /** The HTTP status, e.g. 404. */
  readonly status: number;
  /** The `X-Request-ID` response header, to quote to support; `undefined` when absent. */
  readonly requestId: string | undefined;
  /** The parsed JSON body, or the raw text when the body is not JSON. */
  readonly body: unknown;
  /** The platform's error code, when the body has one. */
  declare readonly errorCode?: string;
  /** Any other field of the JSON body. */
  readonly [field: string]: unknown;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return PLATFORM_ERROR.is(value);
  }

  constructor(status: number, requestId: string | undefined, body: unknown, method: string, url: string) {
    super(describe(status, body, method, url));
    Object.defineProperty(this, PLATFORM_ERROR.key, { value: true });
    this.status = status;
    this.requestId = requestId;
    this.body = body;
    copyFields(this, body);
  }

  /** Own fields as JSON-safe values (bigints as strings). */
  toJSON(): Record<string, unknown> {
    return toJson(this);
  }
}

function describe(status: number, body: unknown, method: string, url: string): string {
  const where = `${method} ${url.replace(/\?.*$/, '')} answered ${status}`;
  if (body && typeof body === 'object') {
    const { errorCode, message } = body as { errorCode?: unknown; message?: unknown };
    const parts = [errorCode, message].filter((part) => typeof part === 'string' && part);
    if (parts.length) return `${where}: ${parts.join(': ')}`;
  }
  if (typeof body === 'string' && body.trim()) {
    const text = body
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return `${where}: ${text.length > 200 ? `${text.slice(0, 200)}…` : text}`;
  }
  return where;
}

/**
 * Thrown when throttling (HTTP 429) outlasts the retry options: every attempt allowed was throttled,
 * or the platform asked to wait longer than `retry.maxRetryAfterMs`.
 */
export class RetryExhaustedError extends Error implements ErrorFields {
  override readonly name = 'RetryExhaustedError';
  /** The last response's status (429). */
  readonly status: number;
  /** The last response's `X-Request-ID`. */
  readonly requestId: string | undefined;
  /** Attempts made. */
  readonly attempts: number;
  /**
   * How long the platform asked to wait, in ms, from the last response's `Retry-After` header
   * (seconds or an HTTP date); `undefined` when it sent none or an invalid one.
   */
  readonly retryAfterMs: number | undefined;
  static override [Symbol.hasInstance](value: unknown): boolean {
    return RETRY_EXHAUSTED.is(value);
  }

  constructor(status: number, requestId: string | undefined, attempts: number, retryAfter?: string | null) {
    super('Something went wrong.');
    Object.defineProperty(this, RETRY_EXHAUSTED.key, { value: true });
    this.status = status;
    this.requestId = requestId;
    this.attempts = attempts;
    this.retryAfterMs = parseRetryAfter(retryAfter);
  }
}

/** A call that took longer than its `timeoutMs`; it was aborted. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  static override [Symbol.hasInstance](value: unknown): boolean {
    return TIMEOUT.is(value);
  }
  constructor(
    /** The call, as its catalog name (e.g. `sources.get`). */
    readonly call: string,
    /** The time-out that ran out, in ms. */
    readonly timeoutMs: number,
    method: string,
    path: string,
  ) {
    super(
      `${call} timed out after ${timeoutMs} ms (${method} ${path}). Raise timeoutMs (per client or per call) or check the network.`,
    );
    Object.defineProperty(this, TIMEOUT.key, { value: true });
  }
}

/** A successful response whose body claims to be JSON but does not parse. */
export class ResponseParseError extends Error implements ErrorFields {
  override readonly name = 'ResponseParseError';
  static override [Symbol.hasInstance](value: unknown): boolean {
    return RESPONSE_PARSE.is(value);
  }
  constructor(
    readonly status: number,
    readonly requestId: string | undefined,
    /** The start of the body (at most 200 characters). */
    readonly bodyStart: string,
    method: string,
    url: string,
    cause: unknown,
  ) {
    super(
      `${method} ${url.replace(/\?.*$/, '')} answered ${status} with a body that is not the JSON its Content-Type claims: ${(cause as Error)?.message ?? cause}`,
      { cause },
    );
    Object.defineProperty(this, RESPONSE_PARSE.key, { value: true });
  }
}

/**
 * A call that got no HTTP answer: the connection was refused or cut, the host was not found, TLS
 * failed, or the HTTP layer (`fetch`, `undiciHttp()`) gave up on the request before any answer. With
 * `retry.transient` on, a GET, PUT or DELETE throws it once its attempts are spent. The HTTP layer's
 * own error is its `cause`; no token is in it, and its `url` has none either.
 * @example `sources.list: GET http://127.0.0.1:9/rest/organizations/myorg/sources/pages got no answer: connect ECONNREFUSED 127.0.0.1:9`
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  /** The network's error code, e.g. `ECONNREFUSED`, `ENOTFOUND`, `ECONNRESET`, `UND_ERR_SOCKET`; `undefined` when none was given (a browser's `fetch` gives none). */
  readonly code: string | undefined;
  /**
   * The request's URL. The values of query parameters that may hold a secret (a name with `token`,
   * `key`, `secret`, `password`, `sig`, `credential` or `auth`, e.g. `access_token`, `X-Amz-Signature`)
   * read `[redacted]`, and so does the URL's user information.
   */
  readonly url: string;
  static override [Symbol.hasInstance](value: unknown): boolean {
    return NETWORK.is(value);
  }
  constructor(
    /** The call, as its catalog name (e.g. `sources.list`). */
    readonly call: string,
    /** The HTTP method. */
    readonly method: string,
    url: string,
    /** Attempts made, the first included: more than one when `retry.transient` retried the call. */
    readonly attempts: number,
    cause: unknown,
  ) {
    // The innermost cause says why (Node's `fetch` wraps it: `TypeError: fetch failed`); an
    // AggregateError (every address of a host refused) holds one per address.
    let inner = cause as { cause?: unknown; code?: unknown; message?: unknown; errors?: unknown } | undefined;
    while (inner?.cause && typeof inner.cause === 'object') inner = inner.cause as typeof inner;
    const all: (typeof inner)[] = Array.isArray(inner?.errors) && !inner.message ? inner.errors : [inner];
    const code = [inner, ...all].find((error) => typeof error?.code === 'string')?.code as string | undefined;
    let reason = all.map((error) => String(error?.message ?? error ?? '')).join('; ');
    if (code && !reason.includes(code)) reason = reason ? `${code}: ${reason}` : code;
    // A layer may quote the URL ("Request cannot be constructed from a URL that includes credentials: …").
    reason = reason.replace(/\b[a-z][\w+.-]*:\/\/[^\s'"<>]+/gi, redactUrl);
    url = redactUrl(url);
    super(
      `${call}: ${method} ${url.replace(/\?.*$/, '')} got no answer${attempts > 1 ? ` after ${attempts} attempts` : ''}: ${reason || 'network error'}`,
      { cause },
    );
    Object.defineProperty(this, NETWORK.key, { value: true });
    this.code = code;
    this.url = url;
  }
}

/** A URL without what may be a secret: user information, and the values of secret-looking query parameters. */
function redactUrl(url: string): string {
  return url
    .replace(/^([a-z][\w+.-]*:\/\/)[^/?#@]*@/i, '$1[redacted]@')
    .replace(/([?&][^=&#]*(?:token|key|secret|passw|sig|credential|auth)[^=&#]*=)[^&#]*/gi, '$1[redacted]');
}

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d\\d:\\d\\d:\\d\\d';
/** The three forms of an HTTP date: IMF-fixdate, RFC 850 and asctime (RFC 9110, section 5.6.7). */
const HTTP_DATE = /* @__PURE__ */ new RegExp(
  `^(?:${DAY}, \\d\\d ${MONTH} \\d{4} ${TIME} GMT` +
    `|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \\d\\d-${MONTH}-\\d\\d ${TIME} GMT` +
    `|${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4})$`,
);

/**
 * Reads a `Retry-After` header: a non-negative integer number of seconds, or an HTTP date.
 * @returns the wait in ms, or `undefined` for an absent or invalid value.
 */
export function parseRetryAfter(value: string | null | undefined): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!HTTP_DATE.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
