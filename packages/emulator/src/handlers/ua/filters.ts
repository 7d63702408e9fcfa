import type { EmulatorContext } from '../../context';
import { created, noContent } from '../../http';
import {
  checkGroups,
  groupModel,
  idsOf,
  liveGroups,
  permissionFiltersOf,
  reportingFiltersOf,
  reportsOf,
  userModel,
} from '../../model/ua/audience';
import { uaStore } from '../../model/ua/events';
import { idList, requiredText, serviceHealth, serviceStatus } from '../../model/ua/service';
import type { Collection, OrganizationStore } from '../../state';
import type { Handlers } from '../types';

/*
 * Reporting and permission filters: the engine lists, reads and deletes them. A permission filter keeps
 * the users and groups it targets (model/ua/audience.ts).
 */

type Rec = Record<string, any>;

/** A filter body's fields: the published schema requires `displayName` and `value`; blank ones are refused. */
const filterFields = (body: Rec) => ({
  displayName: requiredText(body, 'displayName', 'The filter'),
  value: requiredText(body, 'value', 'The filter'),
});

/** The creation and update of one kind of filter. */
function writes(
  kind: 'reporting' | 'permissions',
  of: (store: OrganizationStore) => Collection,
  extra: Rec = {},
): Handlers {
  return {
    [`ua.filters.${kind}.create`]: async (ctx) => {
      const store = uaStore(ctx);
      const fields = filterFields(await ctx.json());
      return created({
        id: of(store).insert({ ...fields, account: store.organizationId, type: kind, ...extra }).id,
      });
    },
    [`ua.filters.${kind}.update`]: async (ctx) => {
      const filters = of(uaStore(ctx));
      filters.get(ctx.params.filterId);
      return { id: filters.update(ctx.params.filterId, filterFields(await ctx.json())).id };
    },
  };
}

const permissionFilter = (ctx: EmulatorContext, store: OrganizationStore) =>
  permissionFiltersOf(store).get(ctx.params.filterId);
const usersOf = (store: OrganizationStore, filter: Rec) =>
  idsOf(filter.targetedUsers).map((id) => userModel(store, id));

export const uaFiltersHandlers: Handlers = {
  ...writes('reporting', reportingFiltersOf),
  ...writes('permissions', permissionFiltersOf, { targetedUsers: [], targetedGroups: [] }),
  // Reports that applied the filter no longer do.
  'ua.filters.reporting.delete': (ctx) => {
    const store = uaStore(ctx);
    const { id } = reportingFiltersOf(store).delete(ctx.params.filterId);
    for (const report of reportsOf(store).list()) {
      const filters = idsOf(report.filters);
      if (filters.includes(id))
        reportsOf(store).update(report.id, { filters: filters.filter((f) => f !== id) });
    }
    return noContent();
  },
  'ua.filters.permissions.getUsers': (ctx) => {
    const store = uaStore(ctx);
    return usersOf(store, permissionFilter(ctx, store));
  },
  'ua.filters.permissions.setUsers': async (ctx) => {
    const store = uaStore(ctx);
    const { id } = permissionFilter(ctx, store);
    permissionFiltersOf(store).update(id, { targetedUsers: idList(await ctx.json(), 'The body') });
    return noContent();
  },
  // The platform answers a list holding the filter's targets.
  'ua.filters.permissions.getTargets': (ctx) => {
    const store = uaStore(ctx);
    const filter = permissionFilter(ctx, store);
    const targetedGroups = liveGroups(store, filter.targetedGroups).map((id) => groupModel(store, id));
    return [{ targetedUsers: usersOf(store, filter), targetedGroups }];
  },
  'ua.filters.permissions.setTargets': async (ctx) => {
    const store = uaStore(ctx);
    const { id } = permissionFilter(ctx, store);
    const body = await ctx.json();
    const targetedUsers = idList(body.targetedUsers ?? [], "The field 'targetedUsers'");
    const targetedGroups = idList(body.targetedGroups ?? [], "The field 'targetedGroups'");
    checkGroups(store, targetedGroups);
    permissionFiltersOf(store).update(id, { targetedUsers, targetedGroups });
    return noContent();
  },
  'ua.filters.health': serviceHealth('filters'),
  'ua.filters.status': serviceStatus('filters'),
};
