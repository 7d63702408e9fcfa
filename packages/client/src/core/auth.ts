// Stage: credentials. The access token becomes the `Authorization: Bearer …` header, checked first (an
// error says what is wrong with it, never what it holds); the organization id stands for `{org}`.
// A token given as a string is checked once, when the client is made; one given as a function, per call.
import type { Endpoint } from './endpoint';
import { type Lazy, resolveLazy } from './options';

/** Characters no HTTP header value may hold, or that no token holds: controls (CR, LF, NUL, ...) and non-ASCII. */
const BAD_TOKEN = /[^\x20-\x7e\t]/;

/**
 * Checks an access token.
 * @throws TypeError when it is empty or holds a character no HTTP header can carry (never echoing it).
 */
export function checkToken(token: unknown): string {
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

/**
 * The `Authorization` header of a token given as a string, checked once, or the TypeError that says
 * why it cannot be sent (thrown by every call); `undefined` for a token given as a function.
 */
export function fixedAuthorization(token: Lazy<string>): string | TypeError | undefined {
  if (typeof token === 'function') return undefined;
  try {
    return `Bearer ${checkToken(token)}`;
  } catch (error) {
    return error as TypeError;
  }
}

/** Whether a call needs the configured organization id: `{org}` or its organization query parameter not given. */
export function needsOrganization(
  endpoint: Endpoint,
  args: { path?: Record<string, unknown>; query?: object },
): boolean {
  const orgQuery = endpoint.organizationQuery;
  return (
    (endpoint.pathParams.includes('org') && args.path?.org == null) ||
    (orgQuery !== undefined && (args.query as Record<string, unknown> | undefined)?.[orgQuery] == null)
  );
}

/**
 * The organization id the client was given, resolved.
 * @throws TypeError when there is none, naming the call.
 */
export async function organizationId(endpoint: Endpoint, given: Lazy<string> | undefined): Promise<string> {
  const id = await resolveLazy(given);
  if (!id) {
    throw new TypeError(
      `${endpoint.name} needs an organization id: set the client's organizationId option (${endpoint.method} ${endpoint.path}).`,
    );
  }
  return id;
}
