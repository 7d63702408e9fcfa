/**
 * A non-success response from the platform (any status but 429, which is retried).
 * The parsed JSON body's fields (`errorCode`, `message`, ...) are copied onto the error;
 * a body that is not JSON (an HTML page, plain text) is kept as `body` text.
 */
export class PlatformError extends Error {
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

  constructor(status: number, requestId: string | undefined, body: unknown, method: string, url: string) {
    super(describe(status, body, method, url));
    this.status = status;
    this.requestId = requestId;
    this.body = body;
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      for (const [key, value] of Object.entries(body)) {
        if (!RESERVED.has(key)) (this as Record<string, unknown>)[key] = value;
      }
    }
  }
}

const RESERVED = new Set(['status', 'requestId', 'body', 'name', 'message', 'stack', 'cause']);

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

/** Thrown when every attempt allowed by the retry options was throttled (HTTP 429). */
export class RetryExhaustedError extends Error {
  override readonly name = 'RetryExhaustedError';
  /** The last response's status (429). */
  readonly status: number;
  /** The last response's `X-Request-ID`. */
  readonly requestId: string | undefined;
  /** Attempts made. */
  readonly attempts: number;
  /**
   * How long the platform asked to wait, in ms, from the last response's `Retry-After` header
   * (seconds or an HTTP date); `undefined` when it sent none. The back-off schedule itself is fixed.
   */
  readonly retryAfterMs: number | undefined;
  constructor(status: number, requestId: string | undefined, attempts: number, retryAfter?: string | null) {
    super('Something went wrong.');
    this.status = status;
    this.requestId = requestId;
    this.attempts = attempts;
    this.retryAfterMs = parseRetryAfter(retryAfter);
  }
}

function parseRetryAfter(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
