import type { OrganizationStore } from '../state';

// Security identities as the Push API's identity calls write them and the security cache reads them
// (handlers/security.ts), kept per provider, by provider, type and name. Search reads them too: an
// item allowed to a group is seen by the group's members.

/** An identity as a request or a group's member list names it. */
export interface IdentityRef {
  name: string;
  type: string;
  provider?: string;
  infos?: Array<{ key: string; value: string }>;
}

/** A stored identity: its members (a group's), the identities it maps to, its well-knowns. */
export interface Identity extends IdentityRef {
  key: string;
  provider: string;
  members: IdentityRef[];
  mappings: IdentityRef[];
  wellKnowns: IdentityRef[];
  orderingId: number;
  lastUpdateDate: number;
}

export const identitiesOf = (store: OrganizationStore) =>
  store.collection<Identity>('securityIdentities', 'Security identity', 'key');

export const keyOf = ({ provider, type, name }: IdentityRef) => `${provider}|${type}|${name}`;

/**
 * Every identity a searcher is, by lowercase name: the names given, the identities those map to, and
 * the groups that hold any of them as a member, recursively.
 */
export function identitiesAs(store: OrganizationStore, names: string[]): Set<string> {
  const found = new Set(names.map((name) => name.toLowerCase()));
  const all = identitiesOf(store).list();
  const held = (refs: IdentityRef[]) => refs.some((ref) => found.has(ref.name.toLowerCase()));
  let size = -1;
  while (found.size !== size) {
    size = found.size;
    for (const identity of all) {
      const name = identity.name.toLowerCase();
      if (found.has(name)) for (const mapped of identity.mappings) found.add(mapped.name.toLowerCase());
      else if (held(identity.members)) found.add(name);
    }
  }
  return found;
}
