import { collectionIn } from '../../engine';
import { badRequest } from '../../http';
import type { Collection, OrganizationStore } from '../../state';
import { groupsOf, isMemberOf } from '../groups';

/*
 * Who sees what in usage analytics. One source of truth, read from both sides:
 * - a permission filter keeps the ids of the users and groups it targets (`targetedUsers`, `targetedGroups`);
 * - a report keeps the ids of the users and groups allowed to view it (`allowedUsers`, `allowedGroups`).
 * A user's filters and reports (`/users/{id}/filters|reports`) are derived from those lists, and
 * writing them rewrites those lists, so both sides always agree. Groups are the organization's groups.
 * Reports and filters are the records the engine reads and deletes.
 */

type Rec = Record<string, any>;

export const reportsOf = (store: OrganizationStore) => collectionIn(store, '/rest/ua/v15/reports');
export const reportingFiltersOf = (store: OrganizationStore) =>
  collectionIn(store, '/rest/ua/v15/filters/reporting');
export const permissionFiltersOf = (store: OrganizationStore) =>
  collectionIn(store, '/rest/ua/v15/filters/permissions');

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];

/** The ids of the organization's groups a user is a member of. */
export const groupIdsOf = (store: OrganizationStore, userId: string): string[] =>
  groupsOf(store)
    .list()
    .filter((group) => isMemberOf(group, userId))
    .map((group) => String(group.id));

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
  records: Collection,
  field: string,
  userId: string,
  keep: Set<string>,
): void {
  for (const record of records.list()) {
    const list = ids(record[field]);
    const should = keep.has(String(record.id));
    if (list.includes(userId) === should) continue;
    records.update(String(record.id), {
      [field]: should ? [...list, userId] : list.filter((id) => id !== userId),
    });
  }
}

export { ids as idsOf };
