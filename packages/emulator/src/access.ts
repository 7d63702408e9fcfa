// API keys and platform tokens as bearer tokens. A key the organization created (its `apikeys` records,
// which the API key handlers keep) stands for the organization, with the key's privileges only: a call
// answers 401 once the key is disabled or deleted, 403 when the key lacks the privilege the call needs,
// as the platform does. A platform token (a JWT the emulator signed) is the same for its organization
// and privileges, until it expires. A user's token holds every privilege of its organizations (the
// emulator's users administer them).
import { generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import type { Endpoint } from '@platform-admin/client';
import { HttpError } from './http';
import type { EmulatorState, SearchScope, TokenRecord } from './state';

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

/** The key pair that signs platform tokens, made at start-up: Ed25519, as the platform's published keys are. */
const SIGNING_KEYS = generateKeyPairSync('ed25519');
const SIGNING_KEY_ID = randomUUID();

/** The public key that verifies platform tokens, as a JSON Web Key. */
export const publicSigningKey = () => ({
  ...SIGNING_KEYS.publicKey.export({ format: 'jwk' }),
  alg: 'EdDSA',
  use: 'sig',
  kid: SIGNING_KEY_ID,
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A platform token: a JWT of `claims`, signed with the emulator's key. */
export function signPlatformToken(claims: Record<string, unknown>): string {
  const signed = `${base64url({ alg: 'EdDSA', typ: 'JWT', kid: SIGNING_KEY_ID })}.${base64url(claims)}`;
  return `${signed}.${sign(null, Buffer.from(signed), SIGNING_KEYS.privateKey).toString('base64url')}`;
}

/** The claims of a platform token the emulator signed; undefined for any other token. */
function platformTokenClaims(token: string): Record<string, any> | undefined {
  const [header, claims, signature, ...rest] = token.split('.');
  if (signature === undefined || rest.length) return undefined;
  const signed = Buffer.from(`${header}.${claims}`);
  if (!verify(null, signed, SIGNING_KEYS.publicKey, Buffer.from(signature, 'base64url'))) return undefined;
  return JSON.parse(Buffer.from(claims, 'base64url').toString());
}

/** A platform token as a principal. @throws HttpError 401 once it has expired. */
function platformTokenPrincipal(token: string, claims: Record<string, any>): KeyPrincipal {
  if (claims.exp * 1000 <= Date.now())
    throw new HttpError(401, 'INVALID_TOKEN', `The platform token '${claims.jti}' has expired.`);
  return {
    token,
    username: claims.sub,
    displayName: claims.sub,
    organizations: new Set([claims.body.organizationId]),
    privileges: claims.body.privileges,
  };
}

/**
 * The key whose value `token` is, or the platform token it is, as a principal.
 * @throws HttpError 401 for a disabled or expired key, or an expired platform token.
 */
export function apiKeyPrincipal(state: EmulatorState, token: string): KeyPrincipal | undefined {
  const claims = platformTokenClaims(token);
  if (claims) return platformTokenPrincipal(token, claims);
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
export const grants = (held: Privilege, needed: Privilege) =>
  held.owner === needed.owner &&
  held.targetDomain === needed.targetDomain &&
  (needed.type === undefined || held.type === needed.type || (held.type ?? 'EDIT') === 'EDIT');

/**
 * @throws HttpError 403 when an API key or platform token calls without the privilege the call needs, or
 * a search token makes a call that is not a query; 401 once a search token has expired.
 */
export function requirePrivilege(token: TokenRecord | undefined, endpoint: Endpoint): void {
  if (token?.search) {
    requireQuery(token.search, endpoint);
    return;
  }
  const privileges = (token as KeyPrincipal | undefined)?.privileges;
  if (!privileges) return;
  const needed = requiredPrivilege(endpoint);
  if (privileges.some((held) => grants(held, needed))) return;
  const name = [needed.owner, needed.targetDomain, needed.type].filter(Boolean).join(' ');
  const call = `${endpoint.method} ${endpoint.path}`;
  throw new HttpError(403, 'FORBIDDEN', `The access token lacks the privilege ${name}, which ${call} needs.`);
}

/**
 * A search token runs queries (the Search API's calls but those making tokens) and logs the usage
 * analytics events of its searches, and makes no other call.
 */
function requireQuery(scope: SearchScope, endpoint: Endpoint): void {
  if (scope.expiresAt <= Date.now())
    throw new HttpError(401, 'EXPIRED_TOKEN', 'The search token has expired: create another one.');
  const { targetDomain } = requiredPrivilege(endpoint);
  if (targetDomain === 'EXECUTE_QUERY' && !/createToken$/.test(endpoint.name)) return;
  if (/^\/rest\/ua\/v1[45]\/analytics\//.test(endpoint.path)) return;
  const call = `${endpoint.method} ${endpoint.path}`;
  throw new HttpError(403, 'FORBIDDEN', `A search token only runs queries; ${call} needs another token.`);
}
