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

function encodeParam(endpoint: Endpoint, name: string, value: unknown): string {
  if (value === undefined || value === null || value === '') {
    throw new TypeError(
      `${endpoint.name}: the path parameter '${name}' is missing (${endpoint.method} ${endpoint.path}). ` +
        'Pass a non-empty string.',
    );
  }
  const text = String(value);
  if (text === '.' || text === '..') {
    throw new TypeError(
      `${endpoint.name}: the path parameter '${name}' cannot be '${text}': URLs read it as a relative path segment.`,
    );
  }
  try {
    return encodeURIComponent(text);
  } catch {
    throw new TypeError(
      `${endpoint.name}: the path parameter '${name}' holds a lone surrogate, which no URL can carry (${endpoint.method} ${endpoint.path}). Pass well-formed Unicode text.`,
    );
  }
}

/**
 * Builds a query string (with its `?`, or `''`), skipping `null`, `undefined` and empty strings.
 * Pagination is normalized, then the page size is written under the name the endpoint takes
 * (`perPage` or `pageSize`).
 * @throws Error for conflicting pagination options or an array separator longer than one character.
 */
export function buildQuery(endpoint: Endpoint, query: object | undefined, settings: RequestSettings): string {
  if (!query) return '';
  let params = normalizePagination(query) as Record<string, unknown>;
  // Calls that take `perPage` get it under that name, as the platform's own clients send it.
  if ('pageSize' in params && endpoint.query?.includes('perPage')) {
    const { pageSize, ...rest } = params;
    params = { ...rest, perPage: pageSize };
  }
  const { arrayFormat = 'none', arrayFormatSeparator = ',' } = settings;
  if (arrayFormatSeparator.length !== 1) {
    throw new Error(
      `The array separator must be a single character; got '${arrayFormatSeparator}'. Use one character such as ',' or '|'.`,
    );
  }
  const text = stringifyQuery(params, arrayFormat, arrayFormatSeparator);
  return text ? `?${text}` : '';
}

/** Percent-encodes as RFC 3986 asks: `encodeURIComponent`, plus `!'()*`. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const skipped = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Writes query parameters in order, skipping `null`, `undefined` and empty strings (array items too).
 * Arrays: `none` `a=1&a=2`, `bracket` `a[]=1&a[]=2`, `index` `a[0]=1&a[1]=2`, `comma` and `separator`
 * `a=1,2` (joined by the separator), `bracket-separator` `a[]=1,2`.
 */
function stringifyQuery(
  params: Record<string, unknown>,
  format: NonNullable<RequestSettings['arrayFormat']>,
  separator: string,
): string {
  const join = /[&=#+%?\s]/.test(separator) ? encode(separator) : separator;
  const parts: string[] = [];
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (skipped(value)) continue;
    const name = encode(key);
    if (!Array.isArray(value)) {
      parts.push(`${name}=${encode(String(value))}`);
      continue;
    }
    const items = value.filter((item) => !skipped(item)).map((item) => encode(String(item)));
    if (format === 'bracket') for (const item of items) parts.push(`${name}[]=${item}`);
    else if (format === 'index') for (const [i, item] of items.entries()) parts.push(`${name}[${i}]=${item}`);
    else if (format === 'comma' || format === 'separator') {
      if (items.length) parts.push(`${name}=${items.join(join)}`);
    } else if (format === 'bracket-separator')
      parts.push(items.length ? `${name}[]=${items.join(join)}` : `${name}[]`);
    else for (const item of items) parts.push(`${name}=${item}`);
  }
  return parts.join('&');
}
