import type { EmulatorContext } from '../../context';
import type { Behaviours, Hooks } from '../../engine/hooks';
import { badRequest, noContent, notFound } from '../../http';
import { groupsOf } from '../../model/groups';
import { checkFields, flag, required } from '../../model/rest';
import { EVENT_TYPES } from '../../model/ua/analytics';
import {
  checkIds,
  FIELDS,
  filterView,
  idsOf,
  liveGroups,
  modelOf,
  permissionFiltersOf,
  recordsOf,
  reportingFiltersOf,
  reportsOf,
  reportView,
  rewriteMembership,
  type Who,
} from '../../model/ua/audience';
import { eraseUser, eventsOf, uaStore } from '../../model/ua/events';
import { checkTimeZone, idList, withV14, withV14Behaviours } from '../../model/ua/service';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

// Who sees what in usage analytics: reports, reporting and permission filters, and the users' side of
// them. The engine stores, lists, reads, replaces and deletes reports and filters, and answers their
// published models. A permission filter keeps the users and groups it targets, a report those allowed
// to view it (model/ua/audience.ts); a replacement keeps them. A user's or a group's filters and reports
// are read from those lists, and writing them rewrites those lists. v14 reports and filters are v15's.

type Rec = Record<string, any>;

const typeMatches = (ctx: EmulatorContext, type: string) =>
  !ctx.query('type') || ctx.query('type')!.split(',').includes(type);

/** The fields of one kind of filter: the published schema requires `displayName` and `value`; blank ones are refused. */
const filterHooks = (type: 'reporting' | 'permissions'): Hooks => ({
  accept(ctx, body, before) {
    const { displayName, value } = checkFields(body, required('displayName', 'value'), 'The filter');
    return {
      displayName,
      value,
      account: uaStore(ctx).organizationId,
      type,
      ...(type === 'permissions'
        ? { targetedUsers: before?.targetedUsers ?? [], targetedGroups: before?.targetedGroups ?? [] }
        : {}),
    };
  },
});

export const uaAudienceBehaviours: Behaviours = withV14Behaviours({
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
  'ua.reports.get': {
    /** A report body's fields (the published schema checks them); its `filters` must be reporting filters. */
    accept(ctx, { displayName, type, allAnalyticsViewer, configuration, filters = [] }, before) {
      const store = uaStore(ctx);
      checkIds(filters, reportingFiltersOf(store), 'reporting filter', 'UNKNOWN_FILTER');
      const access = { allowedUsers: before?.allowedUsers ?? [], allowedGroups: before?.allowedGroups ?? [] };
      // allAnalyticsViewer and the access type say the same thing: they are kept in step.
      const accessType = allAnalyticsViewer ? 'PUBLIC' : 'PRIVATE';
      const fields = { displayName, type, allAnalyticsViewer, configuration, filters, accessType };
      return { ...fields, ...access, account: store.organizationId };
    },
    // Lists carry the configuration unless includeConfig is false (the published default is true); a read
    // checks the time zone it is given.
    view(ctx, report) {
      checkTimeZone(ctx.query('tz'));
      return reportView(report, flag(ctx, 'includeConfig', true));
    },
    list: (ctx, reports) => reports.filter((report) => typeMatches(ctx, report.type)),
  },
});

/** The users and the (live) groups a list names, as usage analytics answers them. */
const usersIn = (store: OrganizationStore, ids: unknown) =>
  idsOf(ids).map((id) => modelOf(store, 'users', id));
const groupsIn = (store: OrganizationStore, ids: unknown) =>
  liveGroups(store, ids).map((id) => modelOf(store, 'groups', id));

/** The permission filter or the report of the path, with its collection and its organization's store. */
const recordOf = (ctx: EmulatorContext, side: 'filters' | 'reports') => {
  const store = uaStore(ctx);
  const records = FIELDS[side].of(store);
  return { store, records, record: records.get(ctx.params[side === 'filters' ? 'filterId' : 'reportId']) };
};
/** Sets the users a permission filter targets, or who may view a report. */
const setUsers = (side: 'filters' | 'reports') => async (ctx: EmulatorContext) => {
  const { records, record } = recordOf(ctx, side);
  records.update(record.id, { [FIELDS[side].users]: idList(await ctx.json()) });
  return noContent();
};
/** The ids of a body's list of groups, each a group of the organization. @throws HttpError 400 otherwise. */
const groupIds = (store: OrganizationStore, ids: string[] | undefined, what: string) =>
  checkIds(idList(ids, what), groupsOf(store), 'group', 'UNKNOWN_GROUP');

/** Ready-made reports: a dashboard of one tab, or an explorer of queries by their searches and clicks. */
const REPORT_TEMPLATES: Rec[] = [
  ['search-overview', 'DASHBOARD', 'Search Overview', 'Searches, clicks and visits over time.'],
  ['content-gaps', 'DASHBOARD', 'Content Gaps', 'Queries without results or without clicks.'],
  ['query-explorer', 'EXPLORER', 'Query Explorer', 'Every query with its searches and clicks.'],
].map(([id, type, title, description]) => ({
  id,
  type,
  title,
  description,
  category: 'Search',
  configuration:
    type === 'DASHBOARD'
      ? { tabs: [{ title, cards: [] }] }
      : { dimensions: ['queryExpression'], metrics: ['PerformSearch', 'Click'] },
}));

/** A template as the platform answers it: its description and category only with `includeMetadata`. */
const templateView = (ctx: EmulatorContext, { description, category, configuration, ...template }: Rec) => ({
  ...template,
  ...(flag(ctx, 'includeMetadata') ? { description, category } : {}),
  ...(ctx.endpoint.name === 'ua.reports.getTemplate' ? { configuration } : {}),
});

/** The user or the group (one of the organization's) of the path, with its store. @throws HttpError 404 for an unknown group. */
const principalOf = (ctx: EmulatorContext, who: Who) => {
  const store = uaStore(ctx);
  return { store, id: who === 'users' ? ctx.params.userId : groupsOf(store).get(ctx.params.groupId).id };
};

/** A user's or a group's filters and reports, read from and written to the filters' and reports' lists. */
const principalHandlers = (who: Who): Handlers => ({
  [`ua.${who}.get`]: (ctx) => {
    const { store, id } = principalOf(ctx, who);
    return modelOf(store, who, id);
  },
  [`ua.${who}.getFilters`]: (ctx) => {
    const { store, id } = principalOf(ctx, who);
    return { filters: recordsOf(store, 'filters', who, id, flag(ctx, 'includeGroups')).map(filterView) };
  },
  // Each item names a filter (`id: true`) or is an expression to keep as a new filter (`id: false`).
  [`ua.${who}.setFilters`]: async (ctx) => {
    const { store, id } = principalOf(ctx, who);
    const items: Array<{ value: string; id: boolean }> = await ctx.json();
    const filters = permissionFiltersOf(store);
    if (items.some((item) => !item.value.trim()))
      throw badRequest("Every filter needs a 'value': a filter id or an expression.");
    const named = items.filter((item) => item.id).map((item) => item.value);
    checkIds(named, filters, 'permission filter', 'UNKNOWN_FILTER');
    const keep = items.map(({ value, id: isId }) => {
      if (isId) return value;
      const filter = { displayName: value, value, account: store.organizationId, type: 'permissions' };
      return filters.insert({ ...filter, targetedUsers: [], targetedGroups: [] }).id;
    });
    rewriteMembership(filters, FIELDS.filters[who], id, new Set(keep));
    return noContent();
  },
  [`ua.${who}.getReports`]: (ctx) => {
    const { store, id } = principalOf(ctx, who);
    const reports = recordsOf(store, 'reports', who, id, flag(ctx, 'includeGroups'));
    return { reports: reports.map((report) => reportView(report, flag(ctx, 'includeConfig', true))) };
  },
  [`ua.${who}.setReports`]: async (ctx) => {
    const { store, id } = principalOf(ctx, who);
    const ids = checkIds(idList(await ctx.json()), reportsOf(store), 'report', 'UNKNOWN_REPORT');
    rewriteMembership(reportsOf(store), FIELDS.reports[who], id, new Set(ids));
    return noContent();
  },
});

export const uaAudienceHandlers: Handlers = {
  ...principalHandlers('users'),
  ...principalHandlers('groups'),
  // The user's events by type (`searches`, `clicks`, ...), all their time.
  'ua.users.getOverview': (ctx) => {
    const { store, id } = principalOf(ctx, 'users');
    const stats = Object.fromEntries(Object.values(EVENT_TYPES).map((type) => [type, 0]));
    for (const event of eventsOf(store)) if (event.userId === id) stats[EVENT_TYPES[event.table]]++;
    return { userId: id, account: store.organizationId, stats };
  },
  // The platform accepts the erasure (202, as published); the emulator's is done when it answers.
  'ua.users.deleteAllData': (ctx) => {
    const { store, id } = principalOf(ctx, 'users');
    eraseUser(store, id);
    const message = `The usage analytics data of '${id}' was deleted.`;
    return { message, userId: id, account: store.organizationId };
  },
  // v14 knows a user once a permission filter targets them or a report names them (404 before).
  'ua.v14.users.get': (ctx) => {
    const { store, id } = principalOf(ctx, 'users');
    const user = modelOf(store, 'users', id);
    if (!user.filters.length && !user.reports.length) throw notFound('Usage analytics user', id);
    return user;
  },
  'ua.groups.list': (ctx) => {
    const store = uaStore(ctx);
    const groups = groupsOf(store).list();
    return { groups: groups.map((group) => modelOf(store, 'groups', String(group.id))) };
  },
  ...withV14({
    'ua.filters.permissions.getUsers': (ctx) => {
      const { store, record } = recordOf(ctx, 'filters');
      return usersIn(store, record.targetedUsers);
    },
    'ua.filters.permissions.setUsers': setUsers('filters'),
    // The platform answers a list holding the filter's targets.
    'ua.filters.permissions.getTargets': (ctx) => {
      const { store, record } = recordOf(ctx, 'filters');
      const targets = { targetedUsers: usersIn(store, record.targetedUsers) };
      return [{ ...targets, targetedGroups: groupsIn(store, record.targetedGroups) }];
    },
    'ua.filters.permissions.setTargets': async (ctx) => {
      const { store, records, record } = recordOf(ctx, 'filters');
      const { targetedUsers, targetedGroups } = await ctx.json();
      records.update(record.id, {
        targetedUsers: idList(targetedUsers, "The field 'targetedUsers'"),
        targetedGroups: groupIds(store, targetedGroups, "The field 'targetedGroups'"),
      });
      return noContent();
    },

    'ua.reports.getAccess': (ctx) => {
      const { store, record } = recordOf(ctx, 'reports');
      const access = { accessType: record.accessType, allowedUsers: usersIn(store, record.allowedUsers) };
      return { ...access, allowedGroups: groupsIn(store, record.allowedGroups) };
    },
    'ua.reports.setAccess': async (ctx) => {
      const { store, records, record } = recordOf(ctx, 'reports');
      // Each field is optional as published: the access type left out stays as it was.
      const { accessType = record.accessType, allowedUsers, allowedGroups } = await ctx.json();
      records.update(record.id, {
        accessType,
        allAnalyticsViewer: accessType === 'PUBLIC',
        allowedUsers: idList(allowedUsers, "The field 'allowedUsers'"),
        allowedGroups: groupIds(store, allowedGroups, "The field 'allowedGroups'"),
      });
      return noContent();
    },
    'ua.reports.getUsers': (ctx) => {
      const { store, record } = recordOf(ctx, 'reports');
      return { access: record.accessType, allowedUsers: usersIn(store, record.allowedUsers) };
    },
    'ua.reports.setUsers': setUsers('reports'),
    'ua.reports.listTemplates': (ctx) => {
      uaStore(ctx);
      return REPORT_TEMPLATES.filter((t) => typeMatches(ctx, t.type)).map((t) => templateView(ctx, t));
    },
    // The platform answers a list holding the template.
    'ua.reports.getTemplate': (ctx) => {
      uaStore(ctx);
      const template = REPORT_TEMPLATES.find((t) => t.id === ctx.params.templateId);
      if (!template) throw notFound('Report template', ctx.params.templateId);
      return [templateView(ctx, template)];
    },
  }),
};
