import { boolQuery, type EmulatorContext } from '../../context';
import { badRequest, created, noContent, notFound } from '../../http';
import type { OrganizationStore } from '../../state';
import { requireObject } from '../rest';
import type { Handlers } from '../types';
import {
  checkGroups,
  groupModel,
  idsOf,
  liveGroups,
  reportingFiltersOf,
  reportsOf,
  reportView,
  userModel,
} from './audience';
import { uaStore } from './events';
import { idList, optionalBoolean, requiredText, serviceHealth, serviceStatus } from './serviceStatus';

type Rec = Record<string, any>;

export const REPORT_TYPES = ['DASHBOARD', 'EXPLORER'];
export const ACCESS_TYPES = ['PUBLIC', 'PRIVATE'];

/** Reads a report type (case-insensitive). @throws HttpError 400 for an unknown one. */
function reportType(raw: unknown, what: string): string {
  const type = typeof raw === 'string' ? raw.toUpperCase() : '';
  if (!REPORT_TYPES.includes(type)) throw badRequest(`${what} must be one of: ${REPORT_TYPES.join(', ')}.`);
  return type;
}

function typeQuery(ctx: EmulatorContext): string | undefined {
  const raw = ctx.query('type');
  return raw ? reportType(raw, "The query parameter 'type'") : undefined;
}

/** Accepts an IANA time zone or an offset (`Z`, `+02:00`, `-0500`). @throws HttpError 400 otherwise. */
function checkTz(tz: string | undefined): void {
  if (!tz || /^(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/.test(tz)) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    throw badRequest(`Unknown time zone '${tz}': use an IANA name (America/Montreal) or an offset (-05:00).`);
  }
}

/** Checks a report body: `displayName` and `type` required; `filters` are reporting filter ids. */
function reportFields(store: OrganizationStore, body: unknown): Rec {
  const report = requireObject(body, 'The report');
  const what = 'The report';
  const displayName = requiredText(report, 'displayName', what);
  const type = reportType(report.type, `${what}: the field 'type'`);
  const allAnalyticsViewer = optionalBoolean(report, 'allAnalyticsViewer', what) ?? false;
  const configuration = report.configuration ?? {};
  if (configuration === null || typeof configuration !== 'object' || Array.isArray(configuration)) {
    throw badRequest(`${what}: the field 'configuration' must be a JSON object.`);
  }
  const filters =
    report.filters === undefined || report.filters === null
      ? []
      : idList(report.filters, `${what}: 'filters'`);
  const known = reportingFiltersOf(store);
  const unknown = filters.filter((id) => !known.has(id));
  if (unknown.length)
    throw badRequest(`Unknown reporting filter id(s): ${unknown.join(', ')}.`, 'UNKNOWN_FILTER');
  return { displayName, type, allAnalyticsViewer, configuration, filters };
}

const reportOf = (ctx: EmulatorContext, store: OrganizationStore) =>
  reportsOf(store).get(ctx.params.reportId);

function accessOf(store: OrganizationStore, report: Rec) {
  return {
    accessType: report.accessType ?? (report.allAnalyticsViewer ? 'PUBLIC' : 'PRIVATE'),
    allowedUsers: idsOf(report.allowedUsers).map((id) => userModel(store, id)),
    allowedGroups: liveGroups(store, report.allowedGroups).map((id) => groupModel(store, id)),
  };
}

/** Ready-made report configurations. */
const card = (type: string, title: string, extra: Rec = {}) => ({ type, title, ...extra });
export const REPORT_TEMPLATES = [
  {
    id: 'search-overview',
    type: 'DASHBOARD',
    title: 'Search Overview',
    description: 'Searches, clicks, click-through and visits over time, with the top queries.',
    category: 'Search',
    configuration: {
      dateRange: { period: 'LAST_30_DAYS' },
      tabs: [
        {
          title: 'Overview',
          cards: [
            card('metric', 'Searches', { metric: 'PerformSearch' }),
            card('metric', 'Click-through', { metric: 'SearchWithClick' }),
            card('timeseries', 'Searches by day', { metrics: ['PerformSearch'], interval: 'DAY' }),
            card('table', 'Top queries', {
              dimensions: ['queryExpression'],
              metrics: ['PerformSearch'],
              limit: 10,
            }),
          ],
        },
      ],
    },
  },
  {
    id: 'content-gaps',
    type: 'DASHBOARD',
    title: 'Content Gaps',
    description: 'Queries without results or without clicks, to find what the index lacks.',
    category: 'Content',
    configuration: {
      dateRange: { period: 'LAST_30_DAYS' },
      tabs: [
        {
          title: 'Content gaps',
          cards: [
            card('table', 'Queries without results', {
              dimensions: ['queryExpression'],
              metrics: ['PerformSearch'],
              filters: ['numberOfResults==0'],
            }),
            card('table', 'Queries without clicks', {
              dimensions: ['queryExpression'],
              metrics: ['SearchWithoutClick'],
            }),
          ],
        },
      ],
    },
  },
  {
    id: 'search-hubs',
    type: 'DASHBOARD',
    title: 'Search Hubs',
    description: 'Searches and clicks of each search hub, by country and device.',
    category: 'Search',
    configuration: {
      dateRange: { period: 'LAST_90_DAYS' },
      tabs: [
        {
          title: 'Search hubs',
          cards: [
            card('table', 'Searches by hub', {
              dimensions: ['searchHub'],
              metrics: ['PerformSearch', 'ClickEvent'],
            }),
            card('pie', 'Devices', { dimensions: ['deviceCategory'], metrics: ['PerformSearch'] }),
          ],
        },
      ],
    },
  },
  {
    id: 'query-explorer',
    type: 'EXPLORER',
    title: 'Query Explorer',
    description: 'Every query with its searches, clicks and average click rank.',
    category: 'Search',
    configuration: {
      dateRange: { period: 'LAST_7_DAYS' },
      dimensions: ['queryExpression', 'searchHub'],
      metrics: ['PerformSearch', 'ClickEvent', 'AverageClickRank'],
    },
  },
  {
    id: 'visit-explorer',
    type: 'EXPLORER',
    title: 'Visit Explorer',
    description: 'Visits with their events, by user and country.',
    category: 'Visits',
    configuration: {
      dateRange: { period: 'LAST_7_DAYS' },
      dimensions: ['visitId', 'userId', 'country'],
      metrics: ['VisitCount', 'PerformSearch'],
    },
  },
];

function templateView(template: Rec, includeMetadata: boolean, withConfiguration: boolean): Rec {
  const { description, category, configuration, ...view } = template;
  return {
    ...view,
    ...(includeMetadata ? { description, category } : {}),
    ...(withConfiguration ? { configuration } : {}),
  };
}

export const uaReportsHandlers: Handlers = {
  'ua.reports.list': (ctx) => {
    const store = uaStore(ctx);
    const type = typeQuery(ctx);
    const includeConfig = boolQuery(ctx, 'includeConfig', false);
    const reports = reportsOf(store)
      .list()
      .filter((report) => !type || report.type === type);
    return { reports: reports.map((report) => reportView(report, includeConfig)) };
  },
  'ua.reports.create': async (ctx) => {
    const store = uaStore(ctx);
    const fields = reportFields(store, await ctx.json());
    const report = reportsOf(store).insert({
      ...fields,
      account: store.organizationId,
      accessType: fields.allAnalyticsViewer ? 'PUBLIC' : 'PRIVATE',
      allowedUsers: [],
      allowedGroups: [],
    });
    return created({ id: report.id });
  },
  'ua.reports.get': (ctx) => {
    const store = uaStore(ctx);
    checkTz(ctx.query('tz'));
    return reportView(reportOf(ctx, store));
  },
  'ua.reports.update': async (ctx) => {
    const store = uaStore(ctx);
    const report = reportOf(ctx, store);
    const fields = reportFields(store, await ctx.json());
    // allAnalyticsViewer and the access type say the same thing: keep them in step.
    reportsOf(store).update(report.id, {
      ...fields,
      accessType: fields.allAnalyticsViewer ? 'PUBLIC' : 'PRIVATE',
    });
    return { id: report.id };
  },
  'ua.reports.delete': (ctx) => {
    const store = uaStore(ctx);
    // Users' and groups' report lists are derived from the report: they lose it with it.
    reportsOf(store).delete(ctx.params.reportId);
    return noContent();
  },
  'ua.reports.getAccess': (ctx) => {
    const store = uaStore(ctx);
    return accessOf(store, reportOf(ctx, store));
  },
  'ua.reports.setAccess': async (ctx) => {
    const store = uaStore(ctx);
    const report = reportOf(ctx, store);
    const body = requireObject(await ctx.json(), 'The report access');
    const accessType = typeof body.accessType === 'string' ? body.accessType.toUpperCase() : '';
    if (!ACCESS_TYPES.includes(accessType)) {
      throw badRequest(`The field 'accessType' must be one of: ${ACCESS_TYPES.join(', ')}.`);
    }
    const allowedUsers = idList(body.allowedUsers ?? [], "The field 'allowedUsers'");
    const allowedGroups = idList(body.allowedGroups ?? [], "The field 'allowedGroups'");
    checkGroups(store, allowedGroups);
    reportsOf(store).update(report.id, {
      accessType,
      allAnalyticsViewer: accessType === 'PUBLIC',
      allowedUsers,
      allowedGroups,
    });
    return noContent();
  },
  'ua.reports.getUsers': (ctx) => {
    const store = uaStore(ctx);
    const { accessType, allowedUsers } = accessOf(store, reportOf(ctx, store));
    return { access: accessType, allowedUsers };
  },
  'ua.reports.setUsers': async (ctx) => {
    const store = uaStore(ctx);
    const report = reportOf(ctx, store);
    const allowedUsers = idList(await ctx.json(), 'The body');
    reportsOf(store).update(report.id, { allowedUsers });
    return noContent();
  },
  'ua.reports.listTemplates': (ctx) => {
    uaStore(ctx);
    const type = typeQuery(ctx);
    const includeMetadata = boolQuery(ctx, 'includeMetadata', false);
    return REPORT_TEMPLATES.filter((template) => !type || template.type === type).map((template) =>
      templateView(template, includeMetadata, false),
    );
  },
  'ua.reports.getTemplate': (ctx) => {
    uaStore(ctx);
    const includeMetadata = boolQuery(ctx, 'includeMetadata', false);
    const template = REPORT_TEMPLATES.find((t) => t.id === ctx.params.templateId);
    if (!template) throw notFound('Report template', ctx.params.templateId);
    // The platform answers a list holding the template.
    return [templateView(template, includeMetadata, true)];
  },
  'ua.reports.health': serviceHealth('reports'),
  'ua.reports.status': serviceStatus('reports'),
};
