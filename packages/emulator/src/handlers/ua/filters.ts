import type { EmulatorContext } from '../../context';
import type { Behaviours, Hooks } from '../../engine/hooks';
import { noContent } from '../../http';
import {
  checkGroups,
  groupModel,
  idsOf,
  liveGroups,
  permissionFiltersOf,
  reportsOf,
  userModel,
} from '../../model/ua/audience';
import { uaStore } from '../../model/ua/events';
import { idList, requiredText } from '../../model/ua/service';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

/*
 * Reporting and permission filters: the engine stores, lists, reads, replaces and deletes them, and
 * answers their published models (targets are read through their own calls). A permission filter keeps
 * the users and groups it targets (model/ua/audience.ts); a replacement keeps them.
 */

/** The fields of one kind of filter: the published schema requires `displayName` and `value`; blank ones are refused. */
const filterHooks = (type: 'reporting' | 'permissions'): Hooks => ({
  accept: (ctx, body, before) => ({
    displayName: requiredText(body, 'displayName', 'The filter'),
    value: requiredText(body, 'value', 'The filter'),
    account: uaStore(ctx).organizationId,
    type,
    ...(type === 'permissions'
      ? { targetedUsers: before?.targetedUsers ?? [], targetedGroups: before?.targetedGroups ?? [] }
      : {}),
  }),
});

export const uaFiltersBehaviours: Behaviours = {
  'ua.filters.reporting.get': {
    ...filterHooks('reporting'),
    // Reports that applied the filter no longer do.
    removed(ctx, { id }) {
      const reports = reportsOf(uaStore(ctx));
      for (const report of reports.list()) {
        const filters = idsOf(report.filters);
        if (filters.includes(id)) reports.update(report.id, { filters: filters.filter((f) => f !== id) });
      }
    },
  },
  'ua.filters.permissions.get': filterHooks('permissions'),
};

const permissionFilter = (ctx: EmulatorContext, store: OrganizationStore) =>
  permissionFiltersOf(store).get(ctx.params.filterId);
const usersOf = (store: OrganizationStore, filter: Record<string, any>) =>
  idsOf(filter.targetedUsers).map((id) => userModel(store, id));

export const uaFiltersHandlers: Handlers = {
  'ua.filters.permissions.getUsers': (ctx) => {
    const store = uaStore(ctx);
    return usersOf(store, permissionFilter(ctx, store));
  },
  'ua.filters.permissions.setUsers': async (ctx) => {
    const store = uaStore(ctx);
    const { id } = permissionFilter(ctx, store);
    permissionFiltersOf(store).update(id, { targetedUsers: idList(await ctx.json()) });
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
    const targetedUsers = idList(body.targetedUsers, "The field 'targetedUsers'");
    const targetedGroups = idList(body.targetedGroups, "The field 'targetedGroups'");
    checkGroups(store, targetedGroups);
    permissionFiltersOf(store).update(id, { targetedUsers, targetedGroups });
    return noContent();
  },
};
