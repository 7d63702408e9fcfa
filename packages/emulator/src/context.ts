import { type Endpoint, parseJson } from '@platform-admin/client';
import type { Context } from 'hono';
import { badRequest, HttpError } from './http';
import { dictionary } from './safe';
import type { EmulatorState, OrganizationStore, TokenRecord } from './state';

export interface EmulatorSettings {
  /** How long a source refresh, rebuild or creation lasts before the source is IDLE again, in ms. Default 1500. */
  refreshDurationMs: number;
}

/** What a route handler gets. */
export interface EmulatorContext {
  endpoint: Endpoint;
  c: Context;
  state: EmulatorState;
  settings: EmulatorSettings;
  /** The token's record; absent only on routes that take no bearer token. */
  token: TokenRecord | undefined;
  /** The `{org}` path parameter, when the route has one (checked: it exists and the token may use it). */
  org: string;
  /** The organization's records (the platform-wide store when the route has no `{org}`). */
  store: OrganizationStore;
  /** Path parameters, percent-decoded. */
  params: Record<string, string>;
  /** First value of a query parameter. */
  query(name: string): string | undefined;
  /** Every value of a query parameter (repeated keys). */
  queries(name: string): string[];
  /** The JSON body. @throws HttpError 400 when it is malformed, or absent while `required`. */
  json<T = any>(required?: boolean): Promise<T>;
  /** The form body (multipart or URL-encoded) as strings. @throws HttpError 400 when malformed. */
  form(): Promise<Record<string, string>>;
}

/** The request's JSON body. @throws HttpError 400 when it is malformed, too deep, or absent while `required`. */
export async function readJson(c: Context, required = true): Promise<any> {
  const text = await c.req.text();
  if (!text.trim()) {
    if (required) throw badRequest('The request needs a JSON body.', 'MISSING_BODY');
    return undefined;
  }
  if (nestingExceeds(text, MAX_JSON_DEPTH)) {
    throw badRequest(
      `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep; flatten it.`,
      'INVALID_JSON',
    );
  }
  try {
    // Integers beyond 2^53 keep every digit (as bigint), as in the client.
    return parseJson(text);
  } catch (error) {
    throw badRequest(`The body is not valid JSON: ${(error as Error).message}`, 'INVALID_JSON');
  }
}

/** Deepest nesting of arrays and objects a JSON body may have. */
const MAX_JSON_DEPTH = 512;

/** Whether JSON text nests arrays and objects more than `max` levels deep (strings are skipped). */
function nestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92 /* \\ */) i++;
      else if (code === 34 /* " */) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 91 /* [ */ || code === 123 /* { */) {
      if (++depth > max) return true;
    } else if (code === 93 /* ] */ || code === 125 /* } */) depth--;
  }
  return false;
}

export async function readForm(c: Context): Promise<Record<string, string>> {
  try {
    const form = await c.req.parseBody();
    // Field names come from the request: `__proto__` is a field like any other.
    const fields = dictionary<string>();
    for (const [key, value] of Object.entries(form)) fields[key] = String(value);
    return fields;
  } catch {
    throw badRequest('The body is not a valid form.', 'INVALID_FORM');
  }
}

/** Reads an integer query parameter. @throws HttpError 400 when it is not a non-negative integer. */
export function intQuery(ctx: EmulatorContext, name: string, fallback: number): number {
  const raw = ctx.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw))
    throw badRequest(`The query parameter '${name}' must be a non-negative integer; got '${raw}'.`);
  return Number(raw);
}

/** Reads a boolean query parameter (`true`/`false`). @throws HttpError 400 otherwise. */
export function boolQuery(ctx: EmulatorContext, name: string, fallback: boolean): boolean {
  const raw = ctx.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'true' && raw !== 'false') {
    throw badRequest(`The query parameter '${name}' must be true or false; got '${raw}'.`);
  }
  return raw === 'true';
}

/** The origin (`http://127.0.0.1:PORT`) the request came to: where the emulator's own links point. */
export const requestOrigin = (ctx: EmulatorContext) => new URL(ctx.c.req.url).origin;

/**
 * One page of items, the platform's page model: `{ [itemsKey]: T[], totalEntries, totalPages }`.
 * Honours `page` (0-based) and `pageSize` or `perPage` (`defaultSize` without either: 100 unless given).
 */
export function paged<T>(
  ctx: EmulatorContext,
  items: T[],
  itemsKey = 'items',
  defaultSize = 100,
): Record<string, unknown> {
  const page = intQuery(ctx, 'page', 0);
  const size = intQuery(ctx, 'pageSize', intQuery(ctx, 'perPage', defaultSize));
  if (size < 1) throw badRequest('The page size must be at least 1.');
  return {
    [itemsKey]: items.slice(page * size, page * size + size),
    totalEntries: items.length,
    totalPages: Math.ceil(items.length / size),
  };
}

/**
 * Checks an organization a call names: it exists, and `token` (absent for a signed link) may use it.
 * @throws HttpError 404 for an unknown organization, 403 for one the token may not use.
 */
export function authorizeOrganization(
  state: EmulatorState,
  token: TokenRecord | undefined,
  id: string,
): void {
  if (!state.organizations.has(id)) {
    throw new HttpError(404, 'ORGANIZATION_NOT_FOUND', `The organization '${id}' does not exist.`);
  }
  if (token && !token.organizations.has(id)) {
    throw new HttpError(403, 'FORBIDDEN', `The access token may not use the organization '${id}'.`);
  }
}

/**
 * The store of the organization a call names in a query parameter (`org` for usage analytics,
 * `organizationId` for the search API), checked like `{org}`. Without the parameter, the token's
 * organization when it may use exactly one, as the platform takes an API key's organization.
 * @throws HttpError 400 without the parameter for a token that may use several organizations.
 */
export function queriedOrganization(
  ctx: EmulatorContext,
  parameter: 'org' | 'organizationId',
): OrganizationStore {
  const organizations = [...(ctx.token?.organizations ?? [])];
  const id = ctx.query(parameter) || (organizations.length === 1 ? organizations[0] : undefined);
  if (!id) {
    throw badRequest(
      `The query parameter '${parameter}' is required: the access token may use several organizations.`,
      'MISSING_PARAMETER',
    );
  }
  authorizeOrganization(ctx.state, ctx.token, id);
  return ctx.state.store(id);
}
