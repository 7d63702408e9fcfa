import type { EmulatorContext } from '../../context';
import { created, noContent } from '../../http';
import type { Collection, OrganizationStore } from '../../state';
import { requireObject } from '../rest';
import type { Handlers } from '../types';
import {
  checkGroups,
  filterView,
  groupModel,
  idsOf,
  liveGroups,
  permissionFiltersOf,
  reportingFiltersOf,
  reportsOf,
  userModel,
} from './audience';
import { uaStore } from './events';
import { idList, requiredText, serviceHealth, serviceStatus } from './serviceStatus';

type Rec = Record<string, any>;

/** Checks a filter body: `displayName` and `value` are required strings. */
export function filterFields(body: unknown): { displayName: string; value: string } {
  const filter = requireObject(body, 'The filter');
  return {
    displayName: requiredText(filter, 'displayName', 'The filter'),
    value: requiredText(filter, 'value', 'The filter'),
  };
}

/** The CRUD handlers of one kind of filter. */
function crud(kind: 'reporting' | 'permissions', of: (store: OrganizationStore) => Collection, extra: Rec) {
  const prefix = `ua.filters.${kind}`;
  return {
    [`${prefix}.list`]: (ctx: EmulatorContext) => ({ filters: of(uaStore(ctx)).list().map(filterView) }),
    [`${prefix}.create`]: async (ctx: EmulatorContext) => {
      const store = uaStore(ctx);
      const fields = filterFields(await ctx.json());
      const filter = of(store).insert({ ...fields, account: store.organizationId, type: kind, ...extra });
      return created({ id: filter.id });
    },
    [`${prefix}.get`]: (ctx: EmulatorContext) => filterView(of(uaStore(ctx)).get(ctx.params.filterId)),
    [`${prefix}.update`]: async (ctx: EmulatorContext) => {
      const store = uaStore(ctx);
      of(store).get(ctx.params.filterId);
      const fields = filterFields(await ctx.json());
      return { id: of(store).update(ctx.params.filterId, fields).id };
    },
  };
}

const permissionFilter = (ctx: EmulatorContext, store: OrganizationStore) =>
  permissionFiltersOf(store).get(ctx.params.filterId);

const usersOf = (store: OrganizationStore, filter: Rec) =>
  idsOf(filter.targetedUsers).map((id) => userModel(store, id));

function targetsOf(store: OrganizationStore, filter: Rec) {
  return {
    targetedUsers: usersOf(store, filter),
    targetedGroups: liveGroups(store, filter.targetedGroups).map((id) => groupModel(store, id)),
  };
}

export const uaFiltersHandlers: Handlers = {
  ...crud('reporting', reportingFiltersOf, {}),
  'ua.filters.reporting.delete': (ctx) => {
    const store = uaStore(ctx);
    const filter = reportingFiltersOf(store).delete(ctx.params.filterId);
    // Reports that applied the filter no longer do.
    for (const report of reportsOf(store).list()) {
      const filters = idsOf(report.filters);
      if (filters.includes(filter.id)) {
        reportsOf(store).update(report.id, { filters: filters.filter((id) => id !== filter.id) });
      }
    }
    return noContent();
  },
  ...crud('permissions', permissionFiltersOf, { targetedUsers: [], targetedGroups: [] }),
  'ua.filters.permissions.delete': (ctx) => {
    // Users' and groups' filter lists are derived from the filter's targets: they lose it with it.
    permissionFiltersOf(uaStore(ctx)).delete(ctx.params.filterId);
    return noContent();
  },
  'ua.filters.permissions.getUsers': (ctx) => {
    const store = uaStore(ctx);
    return usersOf(store, permissionFilter(ctx, store));
  },
  'ua.filters.permissions.setUsers': async (ctx) => {
    const store = uaStore(ctx);
    const filter = permissionFilter(ctx, store);
    const targetedUsers = idList(await ctx.json(), 'The body');
    permissionFiltersOf(store).update(filter.id, { targetedUsers });
    return noContent();
  },
  'ua.filters.permissions.getTargets': (ctx) => {
    const store = uaStore(ctx);
    // The platform answers a list holding the filter's targets.
    return [targetsOf(store, permissionFilter(ctx, store))];
  },
  'ua.filters.permissions.setTargets': async (ctx) => {
    const store = uaStore(ctx);
    const filter = permissionFilter(ctx, store);
    const body = requireObject(await ctx.json(), 'The targets');
    const targetedUsers = idList(body.targetedUsers ?? [], "The field 'targetedUsers'");
    const targetedGroups = idList(body.targetedGroups ?? [], "The field 'targetedGroups'");
    checkGroups(store, targetedGroups);
    permissionFiltersOf(store).update(filter.id, { targetedUsers, targetedGroups });
    return noContent();
  },
  'ua.filters.health': serviceHealth('filters'),
  'ua.filters.status': serviceStatus('filters'),
};
