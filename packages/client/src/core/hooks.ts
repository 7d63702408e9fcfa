// Stage: the caller's own code. Hooks (the `hooks` option) see each attempt's request and answer, each
// retry and each error; request and response handlers see, and may replace, the request and the
// response. A client with none pays one test per step for them.
import type { Call } from './call';
import type { NetworkError } from './errors';
import { fromResponse, type HttpRequest, type HttpResponse } from './http';
import type { OutgoingRequest, RequestHandler, ResponseHandler, ResponseInfo } from './options';

/**
 * A request as hooks see it: its absolute URL and `fetch` options, as request handlers see it, and
 * the call it makes. Hooks may change it in place (`url`, `init.headers`, `init.body`): each attempt
 * sends it as it is then, and errors name that URL. `init.headers` holds `authorization`
 * (`Bearer …`, the caller's own token), `accept`, `content-type` when there is a body, and those of
 * the request settings.
 */
export interface HookRequest extends OutgoingRequest {
  /** The client method, as its catalog name, e.g. `sources.get`. */
  readonly call: string;
}

/**
 * Runs before each attempt (the first and every retry), once the request is built: URL, headers
 * (`authorization` included) and body. It may change the request in place, and may answer the attempt
 * itself by returning a `Response`: nothing is sent, and that answer goes on as the platform's would
 * (`afterResponse`, a retry for 429, decoding). The hooks after it still run; the last `Response`
 * returned is the answer, and any other returned value is ignored. A throw ends the call with what
 * was thrown (through `beforeError`).
 */
export type BeforeRequestHook = (request: HookRequest) => unknown;

/**
 * Runs on each answer, once its status and headers are in and before anything reads its body: every
 * attempt's answer, a 429 or 5xx about to be retried included, and one a `beforeRequest` hook gave.
 * Its return value is ignored (response handlers replace answers). A throw ends the call with what was
 * thrown (through `beforeError`), and the answer's body is dropped.
 */
export type AfterResponseHook = (request: HookRequest, response: ResponseInfo) => unknown;

/** Why a call is about to be sent again, and when. */
export interface RetryInfo {
  /** The request about to be sent again; a `beforeRetry` hook may change its headers. */
  request: HookRequest;
  /** The answer being retried: a 429, or a 5xx with `retry.transient` on; `undefined` for no answer. */
  response: ResponseInfo | undefined;
  /** Why no answer came (`retry.transient` on); `undefined` when there was an answer. */
  error: NetworkError | undefined;
  /** The retry about to be made: 1 for the first, i.e. the attempts made so far. */
  retryCount: number;
  /** How long the call waits before it, in ms. */
  delayMs: number;
}

/**
 * Runs before each retry, before the wait. A throw ends the call at once with what was thrown (through
 * `beforeError`), without waiting; to stop retrying and keep the platform's answer, use the `retry` option.
 */
export type BeforeRetryHook = (retry: RetryInfo) => unknown;

/**
 * Runs once when a call is about to reject, with the error it would reject with: a `PlatformError`,
 * `RetryExhaustedError`, `TimeoutError`, `NetworkError` or `ResponseParseError`, a `TypeError` for
 * arguments that cannot make a request, the caller's abort reason, or what another hook threw (a GET
 * aborted by its caller resolves to `undefined`: no error). It returns the error to reject with (the
 * same, changed, or another); returning nothing keeps it. Each hook gets what the one before returned;
 * a throw rejects the call with what was thrown, at once. No error of the client's holds the access token.
 */
export type BeforeErrorHook = (error: unknown) => unknown;

/**
 * Code of the caller's that runs at fixed points of every call the client's methods make (not
 * `fetchUrl` downloads), as lists run in order; each hook may be async, and the next waits for it.
 * An aborted call stops at the next hook. The lists are read at each call (a hook added later runs
 * too); a client without the option pays one test per step for them.
 */
export interface Hooks {
  beforeRequest?: BeforeRequestHook[];
  afterResponse?: AfterResponseHook[];
  beforeRetry?: BeforeRetryHook[];
  beforeError?: BeforeErrorHook[];
}

/** What an answer to `request` said besides its body. */
export function responseInfo(response: HttpResponse, request: HttpRequest): ResponseInfo {
  return {
    status: response.status,
    requestId: response.header('x-request-id') ?? undefined,
    headers: response.headers(),
    method: request.init.method,
    url: request.url,
  };
}

/**
 * Runs one list of hooks in order, each awaited, then checks that the call goes on.
 * @returns the last `Response` a hook returned, if any.
 */
export async function runHooks(
  hooks: ((a: any, b?: any) => unknown)[] | undefined,
  a: unknown,
  b: unknown,
  call: Call,
): Promise<HttpResponse | undefined> {
  let answer: Response | undefined;
  for (const hook of hooks ?? []) {
    const result = await hook(a, b);
    call.check();
    if (result instanceof Response) answer = result;
  }
  return answer && fromResponse(answer);
}

/** Runs the `beforeError` hooks. @throws the error they settle on. */
export async function beforeError(hooks: BeforeErrorHook[], error: unknown): Promise<never> {
  for (const hook of hooks) error = (await hook(error)) ?? error;
  throw error;
}

/** Request handlers see (and may replace) the request, with its headers as `Headers`. */
export async function handleRequest(
  handlers: RequestHandler[],
  request: HttpRequest,
  call: Call,
): Promise<HttpRequest> {
  let outgoing: OutgoingRequest = {
    url: request.url,
    init: { ...request.init, headers: new Headers(request.init.headers) },
  };
  for (const handler of handlers) {
    outgoing = await handler(outgoing);
    call.check();
  }
  return outgoing;
}

/** Response handlers see (and may replace) the response, as a WHATWG `Response`. */
export async function handleResponse(
  handlers: ResponseHandler[],
  response: HttpResponse,
  request: HttpRequest,
): Promise<HttpResponse> {
  let whole = response.toResponse();
  const seen = { url: request.url, init: { ...request.init, headers: new Headers(request.init.headers) } };
  for (const handler of handlers) whole = await handler(whole, seen);
  return fromResponse(whole);
}
