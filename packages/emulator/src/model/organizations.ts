import { propertiesOf } from '../engine/schemas';
import { HttpError } from '../http';
import type { EmulatorState, OrganizationStore } from '../state';

type Rec = Record<string, any>;

/** The platform's authentication providers, as its published realms name them. */
const realm = propertiesOf({ $ref: 'authorization#/$defs/RealmModel' });
export const AUTH_PROVIDERS: string[] = realm?.provider.enum ?? [];

const PLATFORM_DOMAINS =
  'ORGANIZATION SOURCE FIELD INDEX EXTENSION API_KEY GROUP SECURITY_PROVIDER CRAWLING_MODULE SEARCH_PAGES';

/** Every privilege of an organization: VIEW and EDIT on the platform's domains, plus Search API and analytics ones. */
export const ALL_PRIVILEGES: ReadonlyArray<Record<string, string>> = [
  ...PLATFORM_DOMAINS.split(' ').flatMap((targetDomain) =>
    ['VIEW', 'EDIT'].map((type) => ({ owner: 'PLATFORM', targetDomain, type })),
  ),
  ...['EXECUTE_QUERY', 'IMPERSONATE', 'VIEW_ALL_CONTENT'].map((targetDomain) => ({
    owner: 'SEARCH_API',
    targetDomain,
  })),
  ...[
    ['USAGE_ANALYTICS', 'ANALYTICS_DATA'],
    ['USAGE_ANALYTICS', 'REPORTS'],
    ['ML', 'MODELS'],
  ].flatMap(([owner, targetDomain]) => ['VIEW', 'EDIT'].map((type) => ({ owner, targetDomain, type }))),
];

/** The users whose tokens may use the organization, with what the tokens know of them. */
export function membersOf(state: EmulatorState, organizationId: string) {
  const members = new Map<string, { username: string; email: string; displayName: string }>();
  for (const { username, email, displayName, organizations } of state.tokens.values()) {
    if (!organizations.has(organizationId) || members.has(username)) continue;
    members.set(username, { username, email: email ?? username, displayName: displayName ?? username });
  }
  return [...members.values()];
}

/** The temporary accesses granted to the organization; a revoked one keeps its `revocationDate`. */
export const temporaryAccessesOf = (store: OrganizationStore) =>
  store.collection<Rec>('temporaryAccesses', 'Temporary access');
export const isExpired = (access: Rec) =>
  typeof access.expirationDate === 'number' && access.expirationDate <= Date.now();
/** Neither revoked nor expired. */
export const inForce = (access: Rec) => access.revocationDate === undefined && !isExpired(access);

/** An access in force. @throws HttpError 404 for an unknown one, or one revoked or expired. */
export function accessInForce(store: OrganizationStore, id: string) {
  const access = temporaryAccessesOf(store).get(id);
  if (!inForce(access)) throw new HttpError(404, 'NOT_FOUND', `Temporary access '${id}' is not in force.`);
  return access;
}

/** Revokes an access in force: it stays, with its `revocationDate`. @throws HttpError 404 as {@link accessInForce}. */
export const revokeAccess = (store: OrganizationStore, id: string) =>
  temporaryAccessesOf(store).update(accessInForce(store, id).id, { revocationDate: Date.now() });
