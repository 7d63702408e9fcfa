import { propertiesOf } from '../engine/schemas';
import { HttpError } from '../http';
import type { EmulatorState, OrganizationStore } from '../state';
import { groupsOf, listOf } from './groups';

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

/**
 * The organization's members, with what is known of them: the users whose tokens may use it (search
 * tokens stand for no member), then the members of its groups.
 */
export function membersOf(state: EmulatorState, organizationId: string) {
  const members = new Map<string, { username: string; email: string; displayName: string }>();
  const add = (username: string, email?: string, displayName?: string) => {
    if (members.has(username)) return;
    members.set(username, { username, email: email ?? username, displayName: displayName ?? username });
  };
  for (const { username, email, displayName, organizations, search } of state.tokens.values()) {
    if (organizations.has(organizationId) && !search) add(username, email, displayName);
  }
  for (const group of groupsOf(state.store(organizationId)).list()) {
    for (const { username, id, email, displayName } of listOf(group.members))
      add(username ?? id, email, displayName);
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
