import type { OrganizationStore } from '../state';

type Rec = Record<string, any>;

/** A record's sub-list, tolerant of seeded data: only the objects of an array. */
export const listOf = (value: unknown): Rec[] =>
  Array.isArray(value) ? value.filter((item) => item !== null && typeof item === 'object') : [];

/**
 * The organization's groups (the records of `/rest/organizations/{org}/groups`); each holds its
 * `members`, `invites`, `realms` and `privileges`.
 */
export const groupsOf = (store: OrganizationStore) => store.collection('groups', 'Group');

/** Whether a user (by username or e-mail) is a member of a group. */
export const isMemberOf = (group: Rec, user: string) =>
  listOf(group.members).some((m) => m.username === user || m.id === user || m.email === user);
