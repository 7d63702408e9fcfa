// API keys as bearer tokens. A key the organization created (its `apikeys` records, which the API key
// handlers keep) stands for the organization, with the key's privileges only: a call answers 401 once
// the key is disabled or deleted, 403 when the key lacks the privilege the call needs, as the platform
// does. A user's token holds every privilege of its organizations (the emulator's users administer them).
import type { Endpoint } from '@platform-admin/client';
import { HttpError } from './http';
import type { EmulatorState, TokenRecord } from './state';

/** One privilege: `{ owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' }`. */
export interface Privilege {
  owner: string;
  targetDomain: string;
  /** `VIEW` or `EDIT` on platform domains; absent for privileges without levels (`EXECUTE_QUERY`). */
  type?: string;
}

/** A token record for an API key: the key's organization, and its privileges. */
export interface KeyPrincipal extends TokenRecord {
  privileges: Privilege[];
}

/** The key whose value `token` is, as a principal. @throws HttpError 401 for a disabled or expired key. */
export function apiKeyPrincipal(state: EmulatorState, token: string): KeyPrincipal | undefined {
  for (const organization of state.organizations.list()) {
    const key = state
      .store(organization.id)
      .collection('apikeys', 'API key')
      .list()
      .find((record) => record.value === token);
    if (!key) continue;
    const expired = typeof key.expirationDate === 'number' && key.expirationDate <= Date.now();
    const why = expired ? 'expired' : 'disabled';
    if (key.enabled === false || key.status === 'DISABLED' || expired)
      throw new HttpError(401, 'INVALID_TOKEN', `The API key '${key.id}' is ${why}.`);
    return {
      token,
      username: `apikey:${key.id}`,
      displayName: String(key.displayName ?? key.id),
      organizations: new Set([organization.id]),
      privileges: Array.isArray(key.privileges) ? (key.privileges as Privilege[]) : [],
    };
  }
  return undefined;
}

/** Path segments and the platform domain of the resources under them, most specific first. */
const DOMAINS: ReadonlyArray<[RegExp, string, string]> = [
  [/^\/rest\/search\/v\d\/admin\/|^\/rest\/search\/admin\//, 'SEARCH_API', 'QUERY_PIPELINES'],
  [/^\/rest\/search\//, 'SEARCH_API', 'EXECUTE_QUERY'],
  [/^\/rest\/ua\/v\d+\/(reports|users|filters)/, 'USAGE_ANALYTICS', 'REPORTS'],
  [/^\/rest\/ua\//, 'USAGE_ANALYTICS', 'ANALYTICS_DATA'],
  [/^\/push\//, 'PLATFORM', 'SOURCE'],
  [/\/machinelearning\//, 'ML', 'MODELS'],
  [/\/indexes\/fields|\/sources\/fields|\/fields\b/, 'PLATFORM', 'FIELD'],
  [/\/sources\b|\/datahealth\b/, 'PLATFORM', 'SOURCE'],
  [/\/indexes\b/, 'PLATFORM', 'INDEX'],
  [/\/extensions\b/, 'PLATFORM', 'EXTENSION'],
  [/\/apikeys\b/, 'PLATFORM', 'API_KEY'],
  [/\/groups\b/, 'PLATFORM', 'GROUP'],
  [/\/securityproviders\b|\/securitycache\b/, 'PLATFORM', 'SECURITY_PROVIDER'],
  [/\/crawlingmodules?\b/, 'PLATFORM', 'CRAWLING_MODULE'],
  [/\/pages\b|\/searchpage\b|\/searchinterfaces\b/, 'PLATFORM', 'SEARCH_PAGES'],
];

/** The privilege a call needs: its domain by path, `VIEW` to read, `EDIT` to change (query execution has no level). */
function requiredPrivilege(endpoint: Endpoint): Privilege {
  const found = DOMAINS.find(([pattern]) => pattern.test(endpoint.path));
  const [, owner, targetDomain] = found ?? [undefined, 'PLATFORM', 'ORGANIZATION'];
  if (targetDomain === 'EXECUTE_QUERY') return { owner, targetDomain };
  return { owner, targetDomain, type: endpoint.method === 'GET' ? 'VIEW' : 'EDIT' };
}

/** Whether `held` grants `needed`: same owner and domain, and EDIT grants VIEW. */
const grants = (held: Privilege, needed: Privilege) =>
  held.owner === needed.owner &&
  held.targetDomain === needed.targetDomain &&
  (needed.type === undefined || held.type === needed.type || (held.type ?? 'EDIT') === 'EDIT');

/** @throws HttpError 403 when an API key calls without the privilege the call needs. */
export function requirePrivilege(token: TokenRecord | undefined, endpoint: Endpoint): void {
  const privileges = (token as KeyPrincipal | undefined)?.privileges;
  if (!privileges) return;
  const needed = requiredPrivilege(endpoint);
  if (privileges.some((held) => grants(held, needed))) return;
  const name = [needed.owner, needed.targetDomain, needed.type].filter(Boolean).join(' ');
  const call = `${endpoint.method} ${endpoint.path}`;
  throw new HttpError(403, 'FORBIDDEN', `The API key lacks the privilege ${name}, which ${call} needs.`);
}
