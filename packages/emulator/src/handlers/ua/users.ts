import { boolQuery } from '../../context';
import { badRequest, noContent } from '../../http';
import type { Handlers } from '../types';
import {
  filtersOfUser,
  filterView,
  permissionFiltersOf,
  reportsOf,
  reportsOfUser,
  reportView,
  rewriteMembership,
  userModel,
} from './audience';
import { uaStore } from './events';
import { idList, serviceHealth, serviceStatus } from './serviceStatus';

/**
 * One item of a user's filter list: `{ value, id }`, a filter's id (`id: true`) or an expression to keep
 * as a new filter (`id: false`). The published schema requires both and types them; a blank value is
 * what it leaves open.
 */
function filterParam(item: { value: string; id: boolean }, index: number): { value: string; id: boolean } {
  if (!item.value.trim())
    throw badRequest(`filters[${index}] needs a 'value': a filter id or an expression.`);
  return item;
}

export const uaUsersHandlers: Handlers = {
  'ua.users.get': (ctx) => userModel(uaStore(ctx), ctx.params.userId),
  'ua.users.getFilters': (ctx) => {
    const store = uaStore(ctx);
    const includeGroups = boolQuery(ctx, 'includeGroups', false);
    return { filters: filtersOfUser(store, ctx.params.userId, includeGroups).map(filterView) };
  },
  'ua.users.setFilters': async (ctx) => {
    const store = uaStore(ctx);
    const userId = ctx.params.userId;
    const body = (await ctx.json()) as Array<{ value: string; id: boolean }>;
    const params = body.map(filterParam);
    const filters = permissionFiltersOf(store);
    const unknown = params.filter((p) => p.id && !filters.has(p.value)).map((p) => p.value);
    if (unknown.length)
      throw badRequest(`Unknown permission filter id(s): ${unknown.join(', ')}.`, 'UNKNOWN_FILTER');
    // Checked: now write. Expressions become new permission filters.
    const keep = new Set(params.filter((p) => p.id).map((p) => p.value));
    for (const p of params.filter((p) => !p.id)) {
      const filter = filters.insert({
        displayName: p.value,
        value: p.value,
        account: store.organizationId,
        type: 'permissions',
        targetedUsers: [],
        targetedGroups: [],
      });
      keep.add(filter.id);
    }
    rewriteMembership(filters.list(), 'targetedUsers', userId, keep, (id, fields) =>
      filters.update(id, fields),
    );
    return noContent();
  },
  'ua.users.getReports': (ctx) => {
    const store = uaStore(ctx);
    const includeConfig = boolQuery(ctx, 'includeConfig', false);
    const includeGroups = boolQuery(ctx, 'includeGroups', false);
    return {
      reports: reportsOfUser(store, ctx.params.userId, includeGroups).map((r) =>
        reportView(r, includeConfig),
      ),
    };
  },
  'ua.users.setReports': async (ctx) => {
    const store = uaStore(ctx);
    const userId = ctx.params.userId;
    const reportIds = idList(await ctx.json(), 'The body');
    const reports = reportsOf(store);
    const unknown = reportIds.filter((id) => !reports.has(id));
    if (unknown.length) throw badRequest(`Unknown report id(s): ${unknown.join(', ')}.`, 'UNKNOWN_REPORT');
    rewriteMembership(reports.list(), 'allowedUsers', userId, new Set(reportIds), (id, fields) =>
      reports.update(id, fields),
    );
    return noContent();
  },
  'ua.users.health': serviceHealth('users'),
  'ua.users.status': serviceStatus('users'),
};
