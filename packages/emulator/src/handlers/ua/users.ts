import { badRequest, noContent } from '../../http';
import { flag } from '../../model/rest';
import {
  filterView,
  permissionFiltersOf,
  recordsOfUser,
  reportsOf,
  reportView,
  rewriteMembership,
  userModel,
} from '../../model/ua/audience';
import { uaStore } from '../../model/ua/events';
import { idList } from '../../model/ua/service';
import type { Handlers } from '../types';

/* A user's filters and reports are read from them, and writing them rewrites them (model/ua/audience.ts). */

export const uaUsersHandlers: Handlers = {
  'ua.users.get': (ctx) => userModel(uaStore(ctx), ctx.params.userId),
  'ua.users.getFilters': (ctx) => {
    const filters = recordsOfUser(uaStore(ctx), 'filters', ctx.params.userId, flag(ctx, 'includeGroups'));
    return { filters: filters.map(filterView) };
  },
  // Each item names a filter (`id: true`) or is an expression to keep as a new filter (`id: false`).
  'ua.users.setFilters': async (ctx) => {
    const store = uaStore(ctx);
    const items: Array<{ value: string; id: boolean }> = await ctx.json();
    const filters = permissionFiltersOf(store);
    if (items.some((item) => !item.value.trim()))
      throw badRequest("Every filter needs a 'value': a filter id or an expression.");
    const unknown = items.filter((item) => item.id && !filters.has(item.value)).map((item) => item.value);
    if (unknown.length)
      throw badRequest(`Unknown permission filter id(s): ${unknown.join(', ')}.`, 'UNKNOWN_FILTER');
    const keep = items.map(({ value, id }) => {
      if (id) return value;
      const filter = { displayName: value, value, account: store.organizationId, type: 'permissions' };
      return filters.insert({ ...filter, targetedUsers: [], targetedGroups: [] }).id;
    });
    rewriteMembership(filters, 'targetedUsers', ctx.params.userId, new Set(keep));
    return noContent();
  },
  'ua.users.getReports': (ctx) => {
    const reports = recordsOfUser(uaStore(ctx), 'reports', ctx.params.userId, flag(ctx, 'includeGroups'));
    return { reports: reports.map((report) => reportView(report, flag(ctx, 'includeConfig'))) };
  },
  'ua.users.setReports': async (ctx) => {
    const reports = reportsOf(uaStore(ctx));
    const ids = idList(await ctx.json());
    const unknown = ids.filter((id) => !reports.has(id));
    if (unknown.length) throw badRequest(`Unknown report id(s): ${unknown.join(', ')}.`, 'UNKNOWN_REPORT');
    rewriteMembership(reports, 'allowedUsers', ctx.params.userId, new Set(ids));
    return noContent();
  },
};
