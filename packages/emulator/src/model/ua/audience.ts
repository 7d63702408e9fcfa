import { collectionIn } from '../../engine';
import { badRequest } from '../../http';
import type { Collection, OrganizationStore } from '../../state';
import { groupsOf, isMemberOf } from '../groups';

// Who sees what in usage analytics. One source of truth, read from both sides:
// - a permission filter keeps the ids of the users and groups it targets (`targetedUsers`, `targetedGroups`);
// - a report keeps the ids of the users and groups allowed to view it (`allowedUsers`, `allowedGroups`).
// A user's or a group's filters and reports (`/users/{id}/…`, `/groups/{id}/…`) are derived from those
// lists, and writing them rewrites those lists, so both sides always agree. Groups are the organization's
// groups. Reports and filters are the records the engine reads and deletes.

type Rec = Record<string, any>;

export const reportsOf = (store: OrganizationStore) => collectionIn(store, '/rest/ua/v15/reports');
export const reportingFiltersOf = (store: OrganizationStore) =>
  collectionIn(store, '/rest/ua/v15/filters/reporting');
export const permissionFiltersOf = (store: OrganizationStore) =>
  collectionIn(store, '/rest/ua/v15/filters/permissions');

/** The strings of a list field (a record's ids). */
export const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];

/** The ids that still name a group of the organization (a deleted group leaves every list). */
export const liveGroups = (store: OrganizationStore, groupIds: unknown): string[] =>
  idsOf(groupIds).filter((id) => groupsOf(store).has(id));

/** Checks that every id names one of `records` (`what` says what they are). @throws HttpError 400 naming the unknown ones. */
export function checkIds(ids: string[], records: { has(id: string): boolean }, what: string, code: string) {
  const unknown = ids.filter((id) => !records.has(id));
  if (unknown.length) throw badRequest(`Unknown ${what} id(s): ${unknown.join(', ')}.`, code);
  return ids;
}

/** Which side holds whom: a filter's targets, a report's viewers. */
export const FIELDS = {
  filters: { of: permissionFiltersOf, users: 'targetedUsers', groups: 'targetedGroups' },
  reports: { of: reportsOf, users: 'allowedUsers', groups: 'allowedGroups' },
};
type Side = keyof typeof FIELDS;
/** Whose lists: a user's or a group's. */
export type Who = 'users' | 'groups';

/**
 * The permission filters that target a user or a group (`who`), or the reports it may view: directly,
 * or (a user) through its groups when `includeGroups`.
 */
export function recordsOf(store: OrganizationStore, side: Side, who: Who, id: string, includeGroups = false) {
  const { of, groups, [who]: field } = FIELDS[side];
  const all = includeGroups ? groupsOf(store).list() : [];
  const memberOf = new Set(all.filter((group) => isMemberOf(group, id)).map((group) => String(group.id)));
  const named = (record: Rec) =>
    idsOf(record[field]).includes(id) || idsOf(record[groups]).some((group) => memberOf.has(group));
  return of(store).list().filter(named);
}

/** A user or a group as usage analytics answers it: the ids of the filters and reports that name it directly. */
export const modelOf = (store: OrganizationStore, who: Who, id: string) => ({
  [who === 'users' ? 'userId' : 'groupId']: id,
  account: store.organizationId,
  filters: recordsOf(store, 'filters', who, id).map((f) => String(f.id)),
  reports: recordsOf(store, 'reports', who, id).map((r) => String(r.id)),
});

/** A filter as the API answers it (targets are read through their own calls). */
export const filterView = ({ targetedUsers: _u, targetedGroups: _g, ...view }: Rec): Rec => view;

/** A report as the API answers it; `configuration` only when asked for. */
export function reportView(report: Rec, includeConfig = true): Rec {
  const { allowedUsers: _u, allowedGroups: _g, accessType: _a, configuration, ...view } = report;
  return includeConfig ? { ...view, configuration: configuration ?? {} } : view;
}

/** Adds or removes a user or group in a list-valued field of every record, per `keep` (the ids that should hold it). */
export function rewriteMembership(records: Collection, field: string, member: string, keep: Set<string>) {
  for (const record of records.list()) {
    const list = idsOf(record[field]);
    const should = keep.has(String(record.id));
    if (list.includes(member) === should) continue;
    records.update(String(record.id), {
      [field]: should ? [...list, member] : list.filter((id) => id !== member),
    });
  }
}
