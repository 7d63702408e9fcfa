import { badRequest } from '../../http';
import type { OrganizationStore } from '../../state';

/*
 * Who sees what in usage analytics. One source of truth, read from both sides:
 * - a permission filter keeps the ids of the users and groups it targets (`targetedUsers`, `targetedGroups`);
 * - a report keeps the ids of the users and groups allowed to view it (`allowedUsers`, `allowedGroups`).
 * A user's filters and reports (`/users/{id}/filters|reports`) are derived from those lists, and
 * writing them rewrites those lists, so both sides always agree. Groups are the organization's groups.
 */

type Rec = Record<string, any>;

export const reportsOf = (store: OrganizationStore) => store.collection('ua.reports', 'Report');
export const reportingFiltersOf = (store: OrganizationStore) =>
  store.collection('ua.reportingFilters', 'Reporting filter');
export const permissionFiltersOf = (store: OrganizationStore) =>
  store.collection('ua.permissionFilters', 'Permission filter');
/** The organization's groups (the `groups` family's collection). */
const groupsOf = (store: OrganizationStore) => store.collection('groups', 'Group');

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];

/** The ids of the organization's groups a user is a member of. */
export function groupIdsOf(store: OrganizationStore, userId: string): string[] {
  return groupsOf(store)
    .list()
    .filter((group) =>
      (Array.isArray(group.members) ? group.members : []).some(
        (member: Rec) => member && (member.username === userId || member.email === userId),
      ),
    )
    .map((group) => String(group.id));
}

/** The ids that still name a group of the organization (a deleted group leaves every list). */
export const liveGroups = (store: OrganizationStore, groupIds: unknown): string[] =>
  ids(groupIds).filter((id) => groupsOf(store).has(id));

/** Checks that every id names a group of the organization. @throws HttpError 400 otherwise. */
export function checkGroups(store: OrganizationStore, groupIds: string[]): void {
  const groups = groupsOf(store);
  const unknown = groupIds.filter((id) => !groups.has(id));
  if (unknown.length) throw badRequest(`Unknown group id(s): ${unknown.join(', ')}.`, 'UNKNOWN_GROUP');
}

/** Permission filters that target the user (directly, or through its groups when `includeGroups`). */
export function filtersOfUser(store: OrganizationStore, userId: string, includeGroups = false): Rec[] {
  const groups = includeGroups ? new Set(groupIdsOf(store, userId)) : new Set<string>();
  return permissionFiltersOf(store)
    .list()
    .filter(
      (filter) =>
        ids(filter.targetedUsers).includes(userId) || ids(filter.targetedGroups).some((id) => groups.has(id)),
    );
}

/** Reports the user may view (directly, or through its groups when `includeGroups`). */
export function reportsOfUser(store: OrganizationStore, userId: string, includeGroups = false): Rec[] {
  const groups = includeGroups ? new Set(groupIdsOf(store, userId)) : new Set<string>();
  return reportsOf(store)
    .list()
    .filter(
      (report) =>
        ids(report.allowedUsers).includes(userId) || ids(report.allowedGroups).some((id) => groups.has(id)),
    );
}

/** A user as usage analytics answers it: the ids of its (direct) filters and reports. */
export function userModel(store: OrganizationStore, userId: string) {
  return {
    userId,
    account: store.organizationId,
    filters: filtersOfUser(store, userId).map((f) => String(f.id)),
    reports: reportsOfUser(store, userId).map((r) => String(r.id)),
  };
}

/** A group as usage analytics answers it: the ids of the filters and reports that name it. */
export function groupModel(store: OrganizationStore, groupId: string) {
  return {
    groupId,
    account: store.organizationId,
    filters: permissionFiltersOf(store)
      .list()
      .filter((f) => ids(f.targetedGroups).includes(groupId))
      .map((f) => String(f.id)),
    reports: reportsOf(store)
      .list()
      .filter((r) => ids(r.allowedGroups).includes(groupId))
      .map((r) => String(r.id)),
  };
}

/** A filter as the API answers it (targets are read through their own calls). */
export function filterView(filter: Rec): Rec {
  const { targetedUsers: _u, targetedGroups: _g, ...view } = filter;
  return view;
}

/** A report as the API answers it; `configuration` only when asked for. */
export function reportView(report: Rec, includeConfig = true): Rec {
  const { allowedUsers: _u, allowedGroups: _g, accessType: _a, configuration, ...view } = report;
  return includeConfig ? { ...view, configuration: configuration ?? {} } : view;
}

/** Adds or removes a user in a list-valued field of every record, per `keep` (the ids that should hold it). */
export function rewriteMembership(
  records: Rec[],
  field: string,
  userId: string,
  keep: Set<string>,
  update: (id: string, fields: Rec) => void,
): void {
  for (const record of records) {
    const current = ids(record[field]);
    const has = current.includes(userId);
    const should = keep.has(String(record.id));
    if (has && !should) update(String(record.id), { [field]: current.filter((id) => id !== userId) });
    if (!has && should) update(String(record.id), { [field]: [...current, userId] });
  }
}

export { ids as idsOf };
