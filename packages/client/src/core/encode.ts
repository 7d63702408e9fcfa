// Stage: encoding. A call's arguments become one request: the URL (host, path parameters percent-encoded,
// query string), the headers (client-wide, then per call), the body (JSON, a multipart form, or as
// given) and the `fetch` options among the request settings. Nothing is sent here.
import type { Endpoint } from './endpoint';
import type { HttpRequest } from './http';
import { stringifyJson } from './json';
import type { RequestSettings } from './options';
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

/** No call arguments, no request settings, or no `fetch` options of their own. */
export const NONE = Object.freeze({});
/** Writes that send no body of their own send `{}` as JSON, as the platform's own client does. */
const WRITES = new Set(['POST', 'PUT', 'PATCH']);
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
 * Builds the request: URL, `accept`, body and `fetch` options.
 * @param base the host's base URL; `organizationId` stands for `{org}` and the organization query
 * parameter when the call gives neither.
 * @throws TypeError for arguments that cannot make a request.
 */
export function prepare(
  endpoint: Endpoint,
  base: string,
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
  const url = base + fillPath(endpoint, args.path, organizationId) + buildQuery(endpoint, query, merged);
  headers.accept ??= 'application/json';
  const body = encodeBody(endpoint, args.body, headers);
  return { url, init: { ...fetchInit(merged), method: endpoint.method, headers, body } };
}

/**
 * A call's headers, lower-case names: the client-wide ones (`global`, normalized once), then the
 * call's own. `authorization` is `''` until the credentials stage sets it.
 */
export function requestHeaders(
  global: Record<string, string> | undefined,
  own: HeadersInit | undefined,
): Record<string, string> {
  return own
    ? { ...global, ...headerRecord(own) }
    : global
      ? { ...global }
      : { authorization: '', accept: 'application/json' };
}

/**
 * Request settings that send a string body as JSON text (`content-type: application/json`, unless the
 * settings give one): for the calls whose published body is a JSON string. A string body is otherwise
 * sent as it is, as plain text (an extension's code).
 */
export function jsonText(settings: RequestSettings | undefined): RequestSettings {
  return { ...settings, headers: { 'content-type': 'application/json', ...headerRecord(settings?.headers) } };
}

/** Headers as a plain object with lower-case names. */
export function headerRecord(init: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  if (!init) return record;
  const entries = init instanceof Headers || Array.isArray(init) ? init : Object.entries(init);
  for (const [name, value] of entries) record[name.toLowerCase()] = value;
  return record;
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

/**
 * A host option as a base URL, without its trailing slash. `''` stays: in a browser, calls then go to
 * the page's own origin.
 * @throws TypeError for a host that is not an absolute `http(s)` URL (a bare domain would be read as a
 * path relative to the page).
 */
export function baseUrl(option: string, url: string): string {
  if (url && !/^https?:\/\/[^/]/i.test(url)) {
    throw new TypeError(
      `The ${option} option must be an absolute http(s) URL, such as 'https://platform-eu.cloud.coveo.com'; got '${url}'.`,
    );
  }
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

/** Request settings that are not an object: most often an argument in the wrong place. */
export function settingsError(endpoint: Endpoint, settings: unknown): TypeError {
  return new TypeError(
    `${endpoint.name}: the request settings must be an object ({ headers, signal, timeoutMs, ... }); got ${typeof settings}. Check the arguments' order: path parameters, then the body, then the query, then request settings (${endpoint.method} ${endpoint.path}).`,
  );
}
