import type { Endpoint } from './endpoint';
import type { RequestSettings } from './options';

const PAGINATION_ERROR =
  'The Pagination options are invalid: both pageSize and perPage have been set. Use only one of them.';

/**
 * Normalizes pagination options: `perPage` is renamed to `pageSize`.
 * @throws Error when both `pageSize` and `perPage` are set.
 */
export function normalizePagination<T extends object>(options: T): T {
  if (!('perPage' in options)) return options;
  if ('pageSize' in options) throw new Error(PAGINATION_ERROR);
  const { perPage, ...rest } = options as T & { perPage?: unknown };
  return { ...rest, pageSize: perPage } as T;
}

/**
 * Fills a path template; every parameter is percent-encoded so that no value can change the route.
 * `organizationId` stands for `{org}` when `params` gives none.
 * @throws TypeError for a missing or empty parameter, or one that is `.` or `..`.
 */
export function fillPath(
  endpoint: Endpoint,
  params: Record<string, unknown> | undefined,
  organizationId?: string,
): string {
  const parts = endpoint.pathParts;
  let path = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i];
    const value = params?.[name] ?? (name === 'org' ? organizationId : undefined);
    path += encodeParam(endpoint, name, value) + parts[i + 1];
  }
  return path;
}

/** An object with no text of its own: `String()` gives `[object Object]` (or `[object Map]`, ...). */
export function isBareObject(value: unknown, text: string): boolean {
  return typeof value === 'object' && text.startsWith('[object ');
}

/**
 * `String(value)`, or `[object Object]` for an object that has no way to become text (no prototype,
 * or a `toString` that throws), so that it is refused as the bare object it is.
 */
export function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return '[object Object]';
  }
}

function encodeParam(endpoint: Endpoint, name: string, value: unknown): string {
  if (value === undefined || value === null || value === '') {
    throw new TypeError(
      `${endpoint.name}: the path parameter '${name}' is missing (${endpoint.method} ${endpoint.path}). ` +
        'Pass a non-empty string.',
    );
  }
  const text = textOf(value);
  if (isBareObject(value, text)) {
    throw new TypeError(
      `${endpoint.name}: the path parameter '${name}' is an object, not an id (it would go as '${text}'; ${endpoint.method} ${endpoint.path}). Pass the id as a string.`,
    );
  }
  if (text === '.' || text === '..') {
    throw new TypeError(
      `${endpoint.name}: the path parameter '${name}' cannot be '${text}': URLs read it as a relative path segment.`,
    );
  }
  if (isUnreserved(text)) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    throw new TypeError(
      `${endpoint.name}: the path parameter '${name}' holds a lone surrogate, which no URL can carry (${endpoint.method} ${endpoint.path}). Pass well-formed Unicode text.`,
    );
  }
}

/**
 * Whether `text` holds only letters, digits and `-_.~`, which `encodeURIComponent` leaves as they are:
 * most ids. A loop in JavaScript costs less than the runtime call that encoding is.
 */
function isUnreserved(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (
      !(
        (c >= 97 && c <= 122) || // a-z
        (c >= 65 && c <= 90) || // A-Z
        (c >= 48 && c <= 57) || // 0-9
        c === 45 || // -
        c === 95 || // _
        c === 46 || // .
        c === 126 // ~
      )
    ) {
      return false;
    }
  }
  return true;
}

const ARRAY_FORMATS: ReadonlyArray<string> = [
  'none',
  'bracket',
  'index',
  'comma',
  'separator',
  'bracket-separator',
] satisfies Array<NonNullable<RequestSettings['arrayFormat']>>;

/**
 * Builds a query string (with its `?`, or `''`), skipping `null`, `undefined` and empty strings.
 * The page size (`perPage` or `pageSize`) is written last, under the name the endpoint takes: `perPage`
 * when its query names it, as the platform's own clients send it, else `pageSize`.
 * A Date goes as ISO 8601 (`toISOString()`), other values as `String()` writes them.
 * @throws Error for conflicting pagination options or an array separator longer than one character;
 * TypeError for an unknown `arrayFormat`, an invalid Date, or an object with no text of its own (a
 * nested object).
 */
export function buildQuery(endpoint: Endpoint, query: object | undefined, settings: RequestSettings): string {
  if (!query) return '';
  if (typeof query !== 'object' || Array.isArray(query)) {
    throw new TypeError(
      `${endpoint.name}: the query parameters must be an object, e.g. { page: 0, perPage: 100 }; got ${Array.isArray(query) ? 'an array' : `${typeof query} '${textOf(query)}'`}. Check the arguments' order: path parameters, then the body, then the query, then request settings.`,
    );
  }
  const params = query as Record<string, unknown>;
  if ('perPage' in params && 'pageSize' in params) throw new Error(PAGINATION_ERROR);
  const { arrayFormat = 'none', arrayFormatSeparator = ',' } = settings;
  if (!ARRAY_FORMATS.includes(arrayFormat)) {
    throw new TypeError(`Unknown arrayFormat '${arrayFormat}'. Use one of: ${ARRAY_FORMATS.join(', ')}.`);
  }
  if (arrayFormatSeparator.length !== 1) {
    throw new Error(
      `The array separator must be a single character; got '${arrayFormatSeparator}'. Use one character such as ',' or '|'.`,
    );
  }
  const sizeName = endpoint.query?.includes('perPage') ? 'perPage' : 'pageSize';
  const text = stringifyQuery(endpoint.name, params, arrayFormat, arrayFormatSeparator, sizeName);
  return text ? `?${text}` : '';
}

/** What `encodeURIComponent` leaves as it is and RFC 3986 reserves. */
const RESERVED = /[!'()*]/;
const ALL_RESERVED = /[!'()*]/g;

/**
 * Percent-encodes as RFC 3986 asks: `encodeURIComponent`, plus `!'()*` (tested first: most text has none).
 * @throws TypeError naming the call and the parameter for text with a lone surrogate, which no URL can carry.
 */
function encode(value: string, call: string, key: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(value);
  } catch {
    throw new TypeError(
      `${call}: the query parameter '${key}' holds a lone surrogate, which no URL can carry. Pass well-formed Unicode text.`,
    );
  }
  return RESERVED.test(encoded)
    ? encoded.replace(ALL_RESERVED, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    : encoded;
}

const skipped = (value: unknown) => value === undefined || value === null || value === '';

/** One query value as text, percent-encoded; see {@link buildQuery}. */
function valueText(call: string, key: string, value: unknown): string {
  if (typeof value !== 'object') return encode(String(value), call, key);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) {
      throw new TypeError(`${call}: the query parameter '${key}' is an invalid Date.`);
    }
    return encode(value.toISOString(), call, key);
  }
  const text = textOf(value);
  if (isBareObject(value, text)) {
    throw new TypeError(
      `${call}: the query parameter '${key}' is an object, which a query string cannot carry (it would go as '${text}'). Pass a string, a number, a boolean, a Date, or an array of them.`,
    );
  }
  return encode(text, call, key);
}

/**
 * Writes query parameters in order, skipping `null`, `undefined` and empty strings (array items too).
 * Arrays: `none` `a=1&a=2`, `bracket` `a[]=1&a[]=2`, `index` `a[0]=1&a[1]=2`, `comma` and `separator`
 * `a=1,2` (joined by the separator), `bracket-separator` `a[]=1,2`. A page size given as `perPage`, or
 * renamed, goes last under `sizeName`.
 */
function stringifyQuery(
  call: string,
  params: Record<string, unknown>,
  format: NonNullable<RequestSettings['arrayFormat']>,
  separator: string,
  sizeName: string,
): string {
  let text = '';
  let size: unknown;
  for (const key in params) {
    if (!Object.hasOwn(params, key)) continue;
    const value = params[key];
    if (key === 'perPage' || (key === 'pageSize' && sizeName === 'perPage')) {
      size = value;
      continue;
    }
    if (skipped(value)) continue;
    const part = Array.isArray(value)
      ? arrayPart(call, key, value, format, separator)
      : `${encode(key, call, key)}=${valueText(call, key, value)}`;
    if (part) text = text ? `${text}&${part}` : part;
  }
  if (skipped(size)) return text;
  const part = `${sizeName}=${valueText(call, sizeName, size)}`;
  return text ? `${text}&${part}` : part;
}

/** One array parameter, as `format` writes it; `''` when it writes nothing. */
function arrayPart(
  call: string,
  key: string,
  values: unknown[],
  format: NonNullable<RequestSettings['arrayFormat']>,
  separator: string,
): string {
  const name = encode(key, call, key);
  const items = values.filter((item) => !skipped(item)).map((item) => valueText(call, key, item));
  if (format === 'comma' || format === 'separator' || format === 'bracket-separator') {
    const joined = items.join(/[&=#+%?\s]/.test(separator) ? encode(separator, call, key) : separator);
    if (format === 'bracket-separator') return items.length ? `${name}[]=${joined}` : `${name}[]`;
    return items.length ? `${name}=${joined}` : '';
  }
  return items
    .map((item, i) =>
      format === 'bracket'
        ? `${name}[]=${item}`
        : format === 'index'
          ? `${name}[${i}]=${item}`
          : `${name}=${item}`,
    )
    .join('&');
}
