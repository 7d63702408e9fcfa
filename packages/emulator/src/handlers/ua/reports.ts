import type { EmulatorContext } from '../../context';
import type { Behaviours } from '../../engine/hooks';
import { badRequest, noContent, notFound } from '../../http';
import { flag } from '../../model/rest';
import {
  checkGroups,
  groupModel,
  idsOf,
  liveGroups,
  reportingFiltersOf,
  reportsOf,
  reportView,
  userModel,
} from '../../model/ua/audience';
import { uaStore } from '../../model/ua/events';
import { checkTimeZone, idList } from '../../model/ua/service';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

/*
 * Usage-analytics reports: the engine stores, lists, reads, replaces and deletes them, and answers their
 * published models. A report's access (who may view it) is kept on the report, and read from the users'
 * side too (model/ua/audience.ts); a replacement keeps it.
 */

type Rec = Record<string, any>;

const typeMatches = (ctx: EmulatorContext, type: string) =>
  !ctx.query('type') || ctx.query('type')!.split(',').includes(type);

export const uaReportsBehaviours: Behaviours = {
  'ua.reports.get': {
    /** A report body's fields (the published schema checks them); its `filters` must be reporting filters. */
    accept(ctx, { displayName, type, allAnalyticsViewer, configuration, filters = [] }, before) {
      const store = uaStore(ctx);
      const unknown = filters.filter((id: string) => !reportingFiltersOf(store).has(id));
      if (unknown.length)
        throw badRequest(`Unknown reporting filter id(s): ${unknown.join(', ')}.`, 'UNKNOWN_FILTER');
      const access = { allowedUsers: before?.allowedUsers ?? [], allowedGroups: before?.allowedGroups ?? [] };
      // allAnalyticsViewer and the access type say the same thing: they are kept in step.
      const accessType = allAnalyticsViewer ? 'PUBLIC' : 'PRIVATE';
      return {
        displayName,
        type,
        allAnalyticsViewer,
        configuration,
        filters,
        accessType,
        ...access,
        account: store.organizationId,
      };
    },
    // Lists leave the configuration out unless asked for; a read checks the time zone it is given.
    view(ctx, report) {
      checkTimeZone(ctx.query('tz'));
      return reportView(report, ctx.endpoint.name !== 'ua.reports.list' || flag(ctx, 'includeConfig'));
    },
    list: (ctx, reports) => reports.filter((report) => typeMatches(ctx, report.type)),
  },
};

const reportOf = (ctx: EmulatorContext, store: OrganizationStore) =>
  reportsOf(store).get(ctx.params.reportId);
const allowedUsers = (store: OrganizationStore, report: Rec) =>
  idsOf(report.allowedUsers).map((id) => userModel(store, id));

/** A dashboard: one tab of cards over a period. */
const dashboard = (id: string, about: string[], period: string, cards: Rec[]) => {
  const [title, description, category] = about;
  const configuration = { dateRange: { period }, tabs: [{ title, cards }] };
  return { id, type: 'DASHBOARD', title, description, category, configuration };
};
/** An explorer: dimensions by metrics over the last week. */
const explorer = (id: string, about: string[], dimensions: string[], metrics: string[]) => {
  const [title, description, category] = about;
  const configuration = { dateRange: { period: 'LAST_7_DAYS' }, dimensions, metrics };
  return { id, type: 'EXPLORER', title, description, category, configuration };
};
const table = (title: string, dimensions: string[], metrics: string[], extra: Rec = {}) => ({
  type: 'table',
  title,
  dimensions,
  metrics,
  ...extra,
});

/** Ready-made reports: their title, description and category, and their configuration. */
export const REPORT_TEMPLATES: Rec[] = [
  dashboard(
    'search-overview',
    [
      'Search Overview',
      'Searches, clicks, click-through and visits over time, with the top queries.',
      'Search',
    ],
    'LAST_30_DAYS',
    [
      { type: 'metric', title: 'Searches', metric: 'PerformSearch' },
      { type: 'metric', title: 'Click-through', metric: 'SearchWithClick' },
      { type: 'timeseries', title: 'Searches by day', metrics: ['PerformSearch'], interval: 'DAY' },
      table('Top queries', ['queryExpression'], ['PerformSearch'], { limit: 10 }),
    ],
  ),
  dashboard(
    'content-gaps',
    ['Content Gaps', 'Queries without results or without clicks, to find what the index lacks.', 'Content'],
    'LAST_30_DAYS',
    [
      table('Queries without results', ['queryExpression'], ['PerformSearch'], {
        filters: ['numberOfResults==0'],
      }),
      table('Queries without clicks', ['queryExpression'], ['SearchWithoutClick']),
    ],
  ),
  dashboard(
    'search-hubs',
    ['Search Hubs', 'Searches and clicks of each search hub, by country and device.', 'Search'],
    'LAST_90_DAYS',
    [
      table('Searches by hub', ['searchHub'], ['PerformSearch', 'ClickEvent']),
      { type: 'pie', title: 'Devices', dimensions: ['deviceCategory'], metrics: ['PerformSearch'] },
    ],
  ),
  explorer(
    'query-explorer',
    ['Query Explorer', 'Every query with its searches, clicks and average click rank.', 'Search'],
    ['queryExpression', 'searchHub'],
    ['PerformSearch', 'ClickEvent', 'AverageClickRank'],
  ),
  explorer(
    'visit-explorer',
    ['Visit Explorer', 'Visits with their events, by user and country.', 'Visits'],
    ['visitId', 'userId', 'country'],
    ['VisitCount', 'PerformSearch'],
  ),
];

function templateView(
  { description, category, configuration, ...template }: Rec,
  ctx: EmulatorContext,
  withConfiguration: boolean,
) {
  return {
    ...template,
    ...(flag(ctx, 'includeMetadata') ? { description, category } : {}),
    ...(withConfiguration ? { configuration } : {}),
  };
}

export const uaReportsHandlers: Handlers = {
  'ua.reports.getAccess': (ctx) => {
    const store = uaStore(ctx);
    const report = reportOf(ctx, store);
    return {
      accessType: report.accessType,
      allowedUsers: allowedUsers(store, report),
      allowedGroups: liveGroups(store, report.allowedGroups).map((id) => groupModel(store, id)),
    };
  },
  'ua.reports.setAccess': async (ctx) => {
    const store = uaStore(ctx);
    const { id } = reportOf(ctx, store);
    const body = await ctx.json();
    if (!body.accessType) throw badRequest("The field 'accessType' is required: PUBLIC or PRIVATE.");
    const allowedGroups = idList(body.allowedGroups, "The field 'allowedGroups'");
    checkGroups(store, allowedGroups);
    reportsOf(store).update(id, {
      accessType: body.accessType,
      allAnalyticsViewer: body.accessType === 'PUBLIC',
      allowedUsers: idList(body.allowedUsers, "The field 'allowedUsers'"),
      allowedGroups,
    });
    return noContent();
  },
  'ua.reports.getUsers': (ctx) => {
    const store = uaStore(ctx);
    const report = reportOf(ctx, store);
    return { access: report.accessType, allowedUsers: allowedUsers(store, report) };
  },
  'ua.reports.setUsers': async (ctx) => {
    const store = uaStore(ctx);
    const { id } = reportOf(ctx, store);
    reportsOf(store).update(id, { allowedUsers: idList(await ctx.json()) });
    return noContent();
  },
  'ua.reports.listTemplates': (ctx) => {
    uaStore(ctx);
    return REPORT_TEMPLATES.filter((t) => typeMatches(ctx, t.type)).map((t) => templateView(t, ctx, false));
  },
  // The platform answers a list holding the template.
  'ua.reports.getTemplate': (ctx) => {
    uaStore(ctx);
    const template = REPORT_TEMPLATES.find((t) => t.id === ctx.params.templateId);
    if (!template) throw notFound('Report template', ctx.params.templateId);
    return [templateView(template, ctx, true)];
  },
};
