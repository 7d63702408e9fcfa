/** Platform environments. `production` is the default. */
export type Environment = 'dev' | 'stg' | 'production' | 'hipaa';
/** Platform regions. `us` is the default; `hipaa` ignores the region. */
export type Region = 'us' | 'eu' | 'au';

/** A value given as is, or computed (possibly asynchronously) before every request. */
export type Lazy<T> = T | (() => T | Promise<T>);

/** Per-request settings: any `fetch` option except method and body, plus query-string formatting. */
export interface RequestSettings extends Omit<RequestInit, 'method' | 'body'> {
  /** How arrays are written in query strings. Default `'none'` (`a=1&a=2`). */
  arrayFormat?: 'none' | 'bracket' | 'index' | 'comma' | 'separator' | 'bracket-separator';
  /** One character joining array items when `arrayFormat` is `'separator'` or `'bracket-separator'`. */
  arrayFormatSeparator?: string;
}

/** A request about to be sent: its absolute URL and `fetch` options. */
export interface OutgoingRequest {
  url: string;
  init: RequestInit & { method: string; headers: Headers };
}

/** Sees (and may replace) every request before it is sent. */
export type RequestHandler = (request: OutgoingRequest) => OutgoingRequest | Promise<OutgoingRequest>;
/** Sees (and may replace) every response before it is decoded, 429 retries excluded. */
export type ResponseHandler = (response: Response, request: OutgoingRequest) => Response | Promise<Response>;

/** Back-off for HTTP 429 (throttling). Delays grow as `initialDelayMs × multiplier^(attempt-1)`. */
export interface RetryOptions {
  /** Attempts in all, the first included. Default 10. */
  attempts?: number;
  /** Delay before the second attempt, in ms. Default 100. */
  initialDelayMs?: number;
  /** Growth factor between delays. Default 2. */
  multiplier?: number;
  /** Cap on one delay, in ms. Default: none (`Infinity`). */
  maxDelayMs?: number;
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
  /** Overrides the platform host (e.g. `http://127.0.0.1:8080` for the emulator). */
  host?: string;
  /** Overrides the serverless host (Push API, Logs). Defaults to `host` when that is set. */
  serverlessHost?: string;
  /** Merged into every request; per-call settings win, headers are merged key by key. */
  globalRequestSettings?: RequestSettings;
  requestHandlers?: RequestHandler[];
  responseHandlers?: ResponseHandler[];
  retry?: RetryOptions;
  /** The `fetch` to use, called with one `Request`. Default `globalThis.fetch`. */
  fetch?: (request: Request) => Response | Promise<Response>;
}

export const DEFAULT_RETRY: Required<RetryOptions> = {
  attempts: 10,
  initialDelayMs: 100,
  multiplier: 2,
  maxDelayMs: Number.POSITIVE_INFINITY,
};

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
