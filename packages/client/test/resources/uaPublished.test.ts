// The published calls of usage analytics (v15 groups, metrics and event logging; the deprecated v14
// API), search usage metrics, the Event API and the context API's action history: each over real HTTP
// against the emulator, with the exact request on the wire and an answer the published schema allows.
import { readFileSync } from 'node:fs';
import type { RecordedRequest } from '@platform-admin/emulator';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const ORG = DEFAULT_ORGANIZATION_ID;
const ORG_PATH = `/rest/organizations/${encodeURIComponent(ORG)}`;

// ---------------------------------------------------------------------------------------------------
// What the platform publishes for each catalog call: its success answers' schemas.

interface PublishedOperation {
  endpoint?: string;
  responses: Record<string, { schema?: object }>;
}
const published = JSON.parse(
  readFileSync(new URL('../../../emulator/src/generated/openapi.json', import.meta.url), 'utf8'),
) as { services: Record<string, Record<string, object>>; operations: PublishedOperation[] };
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
for (const [service, schemas] of Object.entries(published.services)) {
  ajv.addSchema({ $id: service, $defs: schemas });
}
const operationOf = new Map(
  published.operations.flatMap((operation) => (operation.endpoint ? [[operation.endpoint, operation]] : [])),
);

/**
 * Fails unless `answer` is one the platform publishes for `call`: valid against one of its success
 * answers' schemas, or `{}` (what the client gives for an answer without a body) when none has one.
 */
function expectPublishedAnswer(call: string, answer: unknown) {
  const operation = operationOf.get(call);
  expect(operation, `${call} makes a published operation`).toBeDefined();
  const schemas = Object.entries(operation!.responses)
    .filter(([status]) => /^2/.test(status) || status === 'default')
    .flatMap(([, response]) => (response.schema ? [response.schema] : []));
  if (!schemas.length) {
    expect(answer, `${call} answers no body`).toEqual({});
    return;
  }
  const errors = schemas.map((schema) => {
    const validate = ajv.compile(schema);
    return validate(answer) ? undefined : ajv.errorsText(validate.errors);
  });
  expect(
    errors.some((error) => error === undefined),
    `${call} answered ${JSON.stringify(answer)?.slice(0, 300)}: ${errors.join('; ')}`,
  ).toBe(true);
}

/** A query string as an object; a repeated parameter becomes an array. */
function queryOf(query: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const seen = parsed[name];
    parsed[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return parsed;
}

/** The last request, as the checks read it: method, path, query (parsed), JSON body, and the call that answered. */
async function wire() {
  const request: RecordedRequest = await env.lastRequest();
  return {
    method: request.method,
    path: request.path,
    query: queryOf(request.query),
    body: request.body ? (JSON.parse(request.body) as unknown) : undefined,
    endpoint: request.endpoint,
    contentType: request.headers['content-type'],
  };
}

/** The last day, through now: a range that holds what a test just logged. */
function today() {
  const now = Date.now();
  return { from: new Date(now - 86_400_000).toISOString(), to: new Date(now + 60_000).toISOString() };
}

let unique = 0;
/** A value no other test (nor the emulator's synthetic events) uses. */
const fresh = (what: string) => `${what}-${process.pid}-${Date.now()}-${++unique}`;

function searchEvent(queryText: string, clientId: string) {
  return {
    language: 'en',
    clientId,
    searchQueryUid: crypto.randomUUID(),
    queryText,
    actionCause: 'searchboxSubmit',
    responseTime: 120,
    numberOfResults: 7,
    originLevel1: 'SupportPortal',
  };
}

// ---------------------------------------------------------------------------------------------------

describe('ua.events: logging usage-analytics events (v15)', () => {
  it('logs a search with the configured organization in org, and answers its event id and visit', async () => {
    const client = env.client();
    const event = searchEvent('reset my password', crypto.randomUUID());
    const answer = await client.ua.events.logSearch(event);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v15/analytics/search',
      query: { org: ORG },
      body: event,
      endpoint: 'ua.events.logSearch',
      contentType: 'application/json',
    });
    expectPublishedAnswer('ua.events.logSearch', answer);
    expect(answer.searchEventUid).toMatch(/\S/);
    expect(answer.visitId).toMatch(/\S/);
    expect(answer.clientId).toBe(event.clientId);

    // An organization given in the call goes instead (this one does not exist: the answer is an error).
    await client.ua.events.logSearch(event, { org: 'other-org-id' }).catch(() => undefined);
    expect((await wire()).query).toEqual({ org: 'other-org-id' });
  });

  it("logs clicks, custom events and views on their own routes, in the visit of the search's client", async () => {
    const client = env.client();
    const clientId = crypto.randomUUID();
    const search = searchEvent('install guide', clientId);
    const logged = await client.ua.events.logSearch(search);

    const click = {
      language: 'en',
      clientId,
      searchQueryUid: search.searchQueryUid,
      actionCause: 'documentOpen',
      documentPosition: 1,
      sourceName: 'Docs',
      documentTitle: 'Installation guide',
      documentUrl: 'https://example.com/install',
    };
    const clicked = await client.ua.events.logClick(click);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v15/analytics/click',
      query: { org: ORG },
      body: click,
      endpoint: 'ua.events.logClick',
    });
    expectPublishedAnswer('ua.events.logClick', clicked);

    const custom = { language: 'en', clientId, eventType: 'caseCreation', eventValue: 'submitted' };
    const customAnswer = await client.ua.events.logCustom(custom);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v15/analytics/custom',
      query: { org: ORG },
      body: custom,
      endpoint: 'ua.events.logCustom',
    });
    expectPublishedAnswer('ua.events.logCustom', customAnswer);

    const view = {
      language: 'en',
      clientId,
      location: 'https://example.com/install',
      title: 'Installation guide',
      contentIdKey: '@permanentid',
      contentIdValue: 'install-1',
    };
    const viewed = await client.ua.events.logView(view);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v15/analytics/view',
      query: { org: ORG },
      body: view,
      endpoint: 'ua.events.logView',
    });
    expectPublishedAnswer('ua.events.logView', viewed);

    // One client, minutes apart: one visit.
    expect(clicked.visitId).toBe(logged.visitId);
    expect(customAnswer.visitId).toBe(logged.visitId);
    expect(viewed.visitId).toBe(logged.visitId);
  });

  it('logs several searches in one request, answered one event id per search, in order', async () => {
    const client = env.client();
    const events = [searchEvent('pricing', crypto.randomUUID()), searchEvent('refund', crypto.randomUUID())];
    const answers = await client.ua.events.logSearches(events);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v15/analytics/searches',
      query: { org: ORG },
      body: events,
      endpoint: 'ua.events.logSearches',
    });
    expectPublishedAnswer('ua.events.logSearches', answers);
    expect(answers).toHaveLength(2);
    expect(answers.map((answer) => answer.clientId)).toEqual(events.map((event) => event.clientId));
    expect(new Set(answers.map((answer) => answer.searchEventUid)).size).toBe(2);
  });

  it('refuses an event without a required field, naming it, and logs nothing', async () => {
    const client = env.client();
    const queryText = fresh('refused');
    const { queryText: _left, ...event } = searchEvent(queryText, crypto.randomUUID());
    const error = await rejection(client.ua.events.logSearch(event as never));
    expect(error.status).toBe(400);
    expect(error.message).toContain('queryText');
    const counted = await client.ua.stats.globalData({
      m: ['PerformSearch'],
      f: [`queryExpression=='${queryText}'`],
      ...today(),
    });
    expect(counted?.globalDatas.PerformSearch).toEqual({ value: 0 });
  });

  it('counts a logged search in the statistics, as the read API answers them', async () => {
    const client = env.client();
    const queryText = fresh('counted');
    const figure = async () =>
      (
        await client.ua.stats.globalData({
          m: ['PerformSearch'],
          f: [`queryExpression=='${queryText}'`],
          ...today(),
        })
      )?.globalDatas.PerformSearch;
    expect(await figure()).toEqual({ value: 0 });
    await client.ua.events.logSearch(searchEvent(queryText, crypto.randomUUID()));
    await client.ua.events.logSearch(searchEvent(queryText, crypto.randomUUID()));
    expect(await figure()).toEqual({ value: 2 });
  });

  it('logs a Measurement Protocol event as given, without org', async () => {
    const client = env.client();
    const event = { v: '1', t: 'pageview', tid: 'ops-b-tracking', cid: crypto.randomUUID(), dl: '/home' };
    // The published schema types each field's value as an object (`additionalProperties: {}` read as
    // Record<string, unknown>); the platform takes plain values.
    const answer = await client.ua.events.logCollect(event as never);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v15/analytics/collect',
      query: {},
      body: event,
      endpoint: 'ua.events.logCollect',
    });
    expectPublishedAnswer('ua.events.logCollect', answer);
  });

  it("reads the visit of a client id, clears the logging API's cookies, and answers health and status", async () => {
    const client = env.client();
    const clientId = crypto.randomUUID();
    const logged = await client.ua.events.logSearch(searchEvent('sso setup', clientId));
    const visit = await client.ua.events.getVisit({ clientId });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v15/analytics/visit',
      query: { org: ORG, clientId },
      endpoint: 'ua.events.getVisit',
    });
    expectPublishedAnswer('ua.events.getVisit', visit);
    expect(visit).toMatchObject({ id: logged.visitId, clientId });

    const cleared = await client.ua.events.deleteVisit();
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: '/rest/ua/v15/analytics/visit',
      query: {},
      body: undefined,
      endpoint: 'ua.events.deleteVisit',
    });
    expectPublishedAnswer('ua.events.deleteVisit', cleared);

    for (const [call, path] of [
      ['health', '/rest/ua/v15/analytics/monitoring/health'],
      ['status', '/rest/ua/v15/analytics/status'],
    ] as const) {
      const answer = await client.ua.events[call]();
      expect(await wire()).toMatchObject({ method: 'GET', path, query: {}, endpoint: `ua.events.${call}` });
      expectPublishedAnswer(`ua.events.${call}`, answer);
    }
  });
});

describe('ua.metrics and ua.groups (v15)', () => {
  it('lists the metrics statistics compute, and reads one by name', async () => {
    const client = env.client();
    const metrics = await client.ua.metrics.list();
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v15/metrics',
      query: { org: ORG },
      endpoint: 'ua.metrics.list',
    });
    expectPublishedAnswer('ua.metrics.list', metrics);
    const names = metrics?.metricResponses?.map((metric) => metric.metricName);
    expect(names).toContain('PerformSearch');

    const one = await client.ua.metrics.get('PerformSearch');
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v15/metrics/PerformSearch',
      query: { org: ORG },
      endpoint: 'ua.metrics.get',
    });
    expectPublishedAnswer('ua.metrics.get', one);
    expect(one).toEqual(metrics?.metricResponses?.find((metric) => metric.metricName === 'PerformSearch'));
    expect((await rejection(client.ua.metrics.get('NoSuchMetric'))).status).toBe(404);

    expectPublishedAnswer('ua.metrics.health', await client.ua.metrics.health());
    expect(await wire()).toMatchObject({ path: '/rest/ua/v15/metrics/monitoring/health', query: {} });
    expectPublishedAnswer('ua.metrics.status', await client.ua.metrics.status());
    expect(await wire()).toMatchObject({ path: '/rest/ua/v15/metrics/status', query: {} });
  });

  it("sets a group's reports and permission filters, and reads them back from the group's side", async () => {
    const client = env.client();
    const report = await client.ua.reports.create({
      displayName: fresh('group report'),
      type: 'DASHBOARD',
      allAnalyticsViewer: false,
      configuration: {},
    });
    const filter = await client.ua.filters.permissions.create({
      displayName: fresh('group filter'),
      value: "(searchHub=='SupportPortal')",
    });
    const groupId = fresh('support-agents');

    const setReports = await client.ua.groups.setReports(groupId, [report.id]);
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `/rest/ua/v15/groups/${groupId}/reports`,
      query: { org: ORG },
      body: [report.id],
      endpoint: 'ua.groups.setReports',
    });
    expectPublishedAnswer('ua.groups.setReports', setReports);

    const filters = [{ value: filter.id, id: true }];
    const setFilters = await client.ua.groups.setFilters(groupId, filters);
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `/rest/ua/v15/groups/${groupId}/filters`,
      query: { org: ORG },
      body: filters,
      endpoint: 'ua.groups.setFilters',
    });
    expectPublishedAnswer('ua.groups.setFilters', setFilters);

    const reports = await client.ua.groups.getReports(groupId, { includeConfig: true });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `/rest/ua/v15/groups/${groupId}/reports`,
      query: { org: ORG, includeConfig: 'true' },
      endpoint: 'ua.groups.getReports',
    });
    expectPublishedAnswer('ua.groups.getReports', reports);
    expect(reports?.reports?.map((each) => each.id)).toEqual([report.id]);

    const groupFilters = await client.ua.groups.getFilters(groupId);
    expectPublishedAnswer('ua.groups.getFilters', groupFilters);
    expect(groupFilters?.filters?.map((each) => each.id)).toEqual([filter.id]);

    const group = await client.ua.groups.get(groupId);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `/rest/ua/v15/groups/${groupId}`,
      query: { org: ORG },
      endpoint: 'ua.groups.get',
    });
    expectPublishedAnswer('ua.groups.get', group);
    expect(group).toMatchObject({ groupId, reports: [report.id], filters: [filter.id] });

    // The published operation marks org required, so the generated signature wants a query (org is filled in).
    const groups = await client.ua.groups.list({});
    expect(await wire()).toMatchObject({ method: 'GET', path: '/rest/ua/v15/groups', query: { org: ORG } });
    expectPublishedAnswer('ua.groups.list', groups);
    expect(groups?.groups?.find((each) => each.groupId === groupId)).toEqual(group);

    expectPublishedAnswer('ua.groups.health', await client.ua.groups.health());
    expect(await wire()).toMatchObject({ path: '/rest/ua/v15/groups/monitoring/health', query: {} });
    expectPublishedAnswer('ua.groups.status', await client.ua.groups.status());
    expect(await wire()).toMatchObject({ path: '/rest/ua/v15/groups/status', query: {} });
  });
});

describe('usage analytics v15: the calls added to existing areas', () => {
  it("answers the data health service's status, and lists an export schedule's exports", async () => {
    const client = env.client();
    expectPublishedAnswer('ua.dataHealth.status', await client.ua.dataHealth.status());
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v15/datahealth/status',
      query: {},
      endpoint: 'ua.dataHealth.status',
    });

    const schedule = await client.ua.exports.schedules.create({ frequency: 'DAILY', timezone: 'UTC' });
    const exports = await client.ua.exports.schedules.listExports(schedule.id);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `/rest/ua/v15/exports/schedules/${schedule.id}/exports`,
      query: { org: ORG },
      endpoint: 'ua.exports.schedules.listExports',
    });
    expectPublishedAnswer('ua.exports.schedules.listExports', exports);
    expect(exports).toEqual([]);
    expect((await rejection(client.ua.exports.schedules.listExports('no-such-schedule'))).status).toBe(404);
  });

  it("reads a user's overview and asks for their data to be erased (202)", async () => {
    const client = env.client();
    const userId = 'someone@example.com';
    const overview = await client.ua.users.getOverview(userId, { cached: 'false' });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `/rest/ua/v15/users/${encodeURIComponent(userId)}/overview`,
      query: { org: ORG, cached: 'false' },
      endpoint: 'ua.users.getOverview',
    });
    expectPublishedAnswer('ua.users.getOverview', overview);
    expect(overview).toMatchObject({ userId });

    const erased: unknown = await client.ua.users.deleteAllData(userId);
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `/rest/ua/v15/users/${encodeURIComponent(userId)}/alldata`,
      query: { org: ORG },
      body: undefined,
      endpoint: 'ua.users.deleteAllData',
    });
    // The platform answers 202 with { message, userId, account }.
    const response = await env.sendJson('DELETE', `/rest/ua/v15/users/${encodeURIComponent(userId)}/alldata`);
    expect(response.status).toBe(202);
    expect(erased).toMatchObject({ userId });
  });
});

describe('ua.v14: the deprecated v14 API', () => {
  it('answers v14 statistics at their v14 paths, with the figures v15 answers', async () => {
    const client = env.client();
    const range = { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' };
    const v14 = await client.ua.v14.stats.globalData({ m: ['PerformSearch', 'Click'], ...range });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v14/stats/globalData',
      query: { org: ORG, m: ['PerformSearch', 'Click'], ...range },
      endpoint: 'ua.v14.stats.globalData',
    });
    expectPublishedAnswer('ua.v14.stats.globalData', v14);
    const v15 = await client.ua.stats.globalData({ m: ['PerformSearch', 'Click'], ...range });
    expect(v14?.globalDatas).toEqual(v15?.globalDatas);

    const combined = await client.ua.v14.stats.combinedData({
      m: ['PerformSearch'],
      d: ['queryExpression'],
      n: 5,
      ...range,
    });
    expect(await wire()).toMatchObject({
      path: '/rest/ua/v14/stats/combinedData',
      query: { org: ORG, m: 'PerformSearch', d: 'queryExpression', n: '5', ...range },
    });
    expectPublishedAnswer('ua.v14.stats.combinedData', combined);
    expect(combined?.combinations.length).toBeGreaterThan(0);
    expect(combined?.combinations.length).toBeLessThanOrEqual(5);

    expectPublishedAnswer('ua.v14.stats.status', await client.ua.v14.stats.status());
    expect(await wire()).toMatchObject({ path: '/rest/ua/v14/stats/status', query: {} });
  });

  it('creates, reads, replaces, shares and deletes a v14 report', async () => {
    const client = env.client();
    const report = {
      displayName: fresh('v14 report'),
      type: 'EXPLORER' as const,
      allAnalyticsViewer: false,
      configuration: { layout: { columns: 2 } },
    };
    const created = await client.ua.v14.reports.create(report);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v14/reports',
      query: { org: ORG },
      body: report,
      endpoint: 'ua.v14.reports.create',
    });
    expectPublishedAnswer('ua.v14.reports.create', created);
    const reportId = created.id!;
    expect(reportId).toMatch(/\S/);

    const read = await client.ua.v14.reports.get(reportId);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `/rest/ua/v14/reports/${reportId}`,
      query: { org: ORG },
      endpoint: 'ua.v14.reports.get',
    });
    expectPublishedAnswer('ua.v14.reports.get', read);
    expect(read).toMatchObject({ id: reportId, ...report });

    const replaced = { ...report, displayName: fresh('v14 report, renamed'), allAnalyticsViewer: true };
    expectPublishedAnswer('ua.v14.reports.update', await client.ua.v14.reports.update(reportId, replaced));
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `/rest/ua/v14/reports/${reportId}`,
      body: replaced,
    });
    expect(await client.ua.v14.reports.get(reportId)).toMatchObject({ id: reportId, ...replaced });
    const listed = await client.ua.v14.reports.list({ type: 'EXPLORER' });
    expect(await wire()).toMatchObject({
      path: '/rest/ua/v14/reports',
      query: { org: ORG, type: 'EXPLORER' },
      endpoint: 'ua.v14.reports.list',
    });
    expectPublishedAnswer('ua.v14.reports.list', listed);
    expect(listed?.reports?.map((each) => each.id)).toContain(reportId);

    const users = ['viewer@example.com'];
    expectPublishedAnswer('ua.v14.reports.setUsers', await client.ua.v14.reports.setUsers(reportId, users));
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `/rest/ua/v14/reports/${reportId}/users`,
      query: { org: ORG },
      body: users,
    });
    const allowed = await client.ua.v14.reports.getUsers(reportId);
    expectPublishedAnswer('ua.v14.reports.getUsers', allowed);
    expect(allowed?.allowedUsers?.map((user) => user.userId)).toEqual(users);

    expect(await client.ua.v14.reports.delete(reportId)).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `/rest/ua/v14/reports/${reportId}`,
      query: { org: ORG },
      endpoint: 'ua.v14.reports.delete',
    });
    expect((await rejection(client.ua.v14.reports.get(reportId))).status).toBe(404);
  });

  it('keeps v14 reporting and permission filters, and the users a permission filter applies to', async () => {
    const client = env.client();
    for (const kind of ['reporting', 'permissions'] as const) {
      const filter = { displayName: fresh(`v14 ${kind}`), value: "(country=='CA')" };
      const created = await client.ua.v14.filters[kind].create(filter);
      expect(await wire()).toMatchObject({
        method: 'POST',
        path: `/rest/ua/v14/filters/${kind}`,
        query: { org: ORG },
        body: filter,
        endpoint: `ua.v14.filters.${kind}.create`,
      });
      expectPublishedAnswer(`ua.v14.filters.${kind}.create`, created);
      const filterId = created.id!;
      const read = await client.ua.v14.filters[kind].get(filterId);
      expectPublishedAnswer(`ua.v14.filters.${kind}.get`, read);
      expect(read).toMatchObject({ id: filterId, ...filter });
      const listed = await client.ua.v14.filters[kind].list();
      expect(await wire()).toMatchObject({ method: 'GET', path: `/rest/ua/v14/filters/${kind}` });
      expect(listed?.filters?.map((each) => each.id)).toContain(filterId);

      const changed = { ...filter, value: "(country=='FR')" };
      await client.ua.v14.filters[kind].update(filterId, changed);
      expect(await wire()).toMatchObject({ method: 'PUT', path: `/rest/ua/v14/filters/${kind}/${filterId}` });
      expect(await client.ua.v14.filters[kind].get(filterId)).toMatchObject(changed);

      if (kind === 'permissions') {
        await client.ua.v14.filters.permissions.setUsers(filterId, ['analyst@example.com']);
        expect(await wire()).toMatchObject({
          method: 'PUT',
          path: `/rest/ua/v14/filters/permissions/${filterId}/users`,
          body: ['analyst@example.com'],
        });
        const users = await client.ua.v14.filters.permissions.getUsers(filterId);
        expectPublishedAnswer('ua.v14.filters.permissions.getUsers', users);
        expect(users?.map((user) => user.userId)).toEqual(['analyst@example.com']);
      }

      expect(await client.ua.v14.filters[kind].delete(filterId)).toEqual({});
      expect(await wire()).toMatchObject({
        method: 'DELETE',
        path: `/rest/ua/v14/filters/${kind}/${filterId}`,
      });
      expect((await rejection(client.ua.v14.filters[kind].get(filterId))).status).toBe(404);
    }
    expectPublishedAnswer('ua.v14.filters.health', await client.ua.v14.filters.health());
    expect(await wire()).toMatchObject({ path: '/rest/ua/v14/filters/monitoring/health', query: {} });
  });

  it("sets and reads a v14 user's permission filters and reports", async () => {
    const client = env.client();
    const userId = 'analyst@example.com';
    const filter = await client.ua.v14.filters.permissions.create({
      displayName: fresh('v14 user filter'),
      value: "(country=='CA')",
    });
    const report = await client.ua.v14.reports.create({
      displayName: fresh('v14 user report'),
      type: 'DASHBOARD',
      allAnalyticsViewer: false,
      configuration: {},
    });

    await client.ua.v14.users.setFilters(userId, [{ value: filter.id!, id: true }]);
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `/rest/ua/v14/users/${encodeURIComponent(userId)}/filters`,
      query: { org: ORG },
      body: [{ value: filter.id, id: true }],
      endpoint: 'ua.v14.users.setFilters',
    });
    await client.ua.v14.users.setReports(userId, [report.id!]);
    expect(await wire()).toMatchObject({ method: 'PUT', body: [report.id] });

    const user = await client.ua.v14.users.get(userId);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `/rest/ua/v14/users/${encodeURIComponent(userId)}`,
      query: { org: ORG },
      endpoint: 'ua.v14.users.get',
    });
    expectPublishedAnswer('ua.v14.users.get', user);
    expect(user).toMatchObject({ userId, filters: [filter.id], reports: [report.id] });
    const filters = await client.ua.v14.users.getFilters(userId);
    expectPublishedAnswer('ua.v14.users.getFilters', filters);
    expect(filters?.filters?.map((each) => each.id)).toEqual([filter.id]);
    const reports = await client.ua.v14.users.getReports(userId);
    expectPublishedAnswer('ua.v14.users.getReports', reports);
    expect(reports?.reports?.map((each) => each.id)).toEqual([report.id]);
  });

  it('lists v14 dimensions and metrics, and manages a v14 custom dimension', async () => {
    const client = env.client();
    const dimensions = await client.ua.v14.dimensions.list({ includeCustom: true });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v14/dimensions',
      query: { org: ORG, includeCustom: 'true' },
      endpoint: 'ua.v14.dimensions.list',
    });
    expectPublishedAnswer('ua.v14.dimensions.list', dimensions);
    const query = dimensions?.find((dimension) => dimension.apiNames.includes('queryExpression'));
    expect(query).toBeDefined();
    const one = await client.ua.v14.dimensions.get('queryExpression');
    expect(await wire()).toMatchObject({ path: '/rest/ua/v14/dimensions/queryExpression', query: {} });
    expect(one).toEqual(query);

    const metrics = await client.ua.v14.metrics.list();
    expect(await wire()).toMatchObject({ path: '/rest/ua/v14/metrics', query: { org: ORG } });
    expectPublishedAnswer('ua.v14.metrics.list', metrics);
    expect(metrics?.metricResponses?.map((metric) => metric.metricName)).toContain('PerformSearch');

    const name = `opsb${Date.now()}`;
    const created = await client.ua.v14.dimensions.custom.create(
      { type: 'TEXT', displayName: 'Support tier', path: ['tier'] },
      { name, event: ['searches'] },
    );
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v14/dimensions/custom',
      query: { org: ORG, name, event: 'searches' },
      body: { type: 'TEXT', displayName: 'Support tier', path: ['tier'] },
      endpoint: 'ua.v14.dimensions.custom.create',
    });
    expectPublishedAnswer('ua.v14.dimensions.custom.create', created);
    const apiName = created.returnName;
    const custom = await client.ua.v14.dimensions.custom.get(apiName);
    expect(await wire()).toMatchObject({ path: `/rest/ua/v14/dimensions/custom/${apiName}` });
    expect(custom).toMatchObject({ returnName: apiName, displayName: 'Support tier', custom: true });
    expect(await client.ua.v14.dimensions.custom.delete(apiName)).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `/rest/ua/v14/dimensions/custom/${apiName}`,
    });
    expect((await rejection(client.ua.v14.dimensions.custom.get(apiName))).status).toBe(404);
  });

  it('starts, reads, lists and deletes a v14 export', async () => {
    const client = env.client();
    const range = { from: '2024-01-01T00:00:00.000Z', to: '2024-01-31T23:59:59.999Z' };
    const estimate = await client.ua.v14.exports.estimate(range);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v14/exports/estimate',
      query: { org: ORG, ...range },
      endpoint: 'ua.v14.exports.estimate',
    });
    expectPublishedAnswer('ua.v14.exports.estimate', estimate);

    const started = await client.ua.v14.exports.generate({ ...range, filename: 'january' });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v14/exports',
      query: { org: ORG, ...range, filename: 'january' },
      endpoint: 'ua.v14.exports.generate',
    });
    expectPublishedAnswer('ua.v14.exports.generate', started);
    const read = await client.ua.v14.exports.get(started.id);
    expect(await wire()).toMatchObject({ method: 'GET', path: `/rest/ua/v14/exports/${started.id}` });
    expectPublishedAnswer('ua.v14.exports.get', read);
    expect(read?.id).toBe(started.id);
    const listed = await client.ua.v14.exports.list();
    expect(listed?.map((each) => each.id)).toContain(started.id);
    expect(await client.ua.v14.exports.delete(started.id)).toEqual({});
    expect(await wire()).toMatchObject({ method: 'DELETE', path: `/rest/ua/v14/exports/${started.id}` });
    expect((await rejection(client.ua.v14.exports.get(started.id))).status).toBe(404);
  });

  it('logs a v14 search without org (the token names the organization)', async () => {
    const client = env.client();
    const event = {
      language: 'en',
      searchQueryUid: crypto.randomUUID(),
      queryText: 'v14 search',
      actionCause: 'searchboxSubmit',
      contextual: false,
      responseTime: 80,
      originLevel1: 'SupportPortal',
      originLevel2: 'default',
      results: [],
    };
    const answer = await client.ua.v14.events.logSearch(event);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v14/analytics/search',
      query: {},
      body: event,
      endpoint: 'ua.v14.events.logSearch',
    });
    expectPublishedAnswer('ua.v14.events.logSearch', answer);
    expect(answer.searchEventUid).toMatch(/\S/);
  });
});

describe('events: the Event API', () => {
  it('sends a batch of events, answered one verdict per event, in order', async () => {
    const client = env.client();
    const events = [
      { type: 'search', id: crypto.randomUUID(), query: 'pricing' },
      { type: 'click', id: crypto.randomUUID(), position: 1 },
    ];
    const answer = await client.events.send(events);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${ORG_PATH}/events/v1`,
      query: {},
      body: events,
      endpoint: 'events.send',
      contentType: 'application/json',
    });
    expectPublishedAnswer('events.send', answer);
    expect(answer.events).toHaveLength(2);
  });

  it('validates events and requests without recording them, one verdict per event', async () => {
    const client = env.client();
    const batch = [{ type: 'search' }, { type: 'click' }, { type: 'view' }];
    const verdicts = await client.events.validate(batch);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${ORG_PATH}/events/v1/validate`,
      body: batch,
      endpoint: 'events.validate',
    });
    expectPublishedAnswer('events.validate', verdicts);
    expect(verdicts).toHaveLength(3);

    const request = { q: 'pricing', searchHub: 'SupportPortal' };
    const verdict = await client.events.validateRequest(request, { type: 'search', version: 2 });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${ORG_PATH}/events/v1/requests/validate`,
      query: { type: 'search', version: '2' },
      body: request,
      endpoint: 'events.validateRequest',
    });
    expectPublishedAnswer('events.validateRequest', verdict);

    const search = searchEvent('pricing', crypto.randomUUID());
    const calls = [
      ['validateSearch', 'search', search],
      ['validateClick', 'click', { language: 'en', actionCause: 'documentOpen' }],
      ['validateCustom', 'custom', { language: 'en', eventType: 'caseCreation', eventValue: 'x' }],
      ['validateView', 'view', { language: 'en', location: 'https://example.com' }],
      ['validateCollect', 'collect', { v: '1', t: 'pageview', tid: 'tracking' }],
    ] as const;
    for (const [method, route, event] of calls) {
      const answer = await client.events[method](event);
      expect(await wire(), method).toMatchObject({
        method: 'POST',
        path: `${ORG_PATH}/events/v1/analytics/${route}/validate`,
        body: event,
        endpoint: `events.${method}`,
      });
      expectPublishedAnswer(`events.${method}`, answer);
    }
    const searches = await client.events.validateSearches([search, search]);
    expect(await wire()).toMatchObject({ path: `${ORG_PATH}/events/v1/analytics/searches/validate` });
    expectPublishedAnswer('events.validateSearches', searches);
    expect(searches).toHaveLength(2);

    // A search event without its query is not valid, and says which field is missing.
    const { queryText: _left, ...partial } = search;
    const refused = await client.events.validateSearch(partial);
    expect(refused.valid).toBe(false);
    expect(JSON.stringify(refused.errors)).toContain('queryText');
  });
});

describe('search usage metrics: licence metrics, query logs, entitlement sync', () => {
  it('lists the licence metrics, and reads one per day and in total over a range', async () => {
    const client = env.client();
    const all = await client.searchUsageMetrics.license.all();
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${ORG_PATH}/searchusagemetrics/license/all`,
      query: {},
      endpoint: 'searchUsageMetrics.license.all',
    });
    expectPublishedAnswer('searchUsageMetrics.license.all', all);
    const metric = all?.metrics[0]?.id;
    expect(metric).toMatch(/\S/);

    const range = { from: '2024-01-01', to: '2024-01-07' };
    const daily = await client.searchUsageMetrics.license.daily(metric!, range);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${ORG_PATH}/searchusagemetrics/license/daily/${metric}`,
      query: range,
      endpoint: 'searchUsageMetrics.license.daily',
    });
    expectPublishedAnswer('searchUsageMetrics.license.daily', daily);
    expect(daily?.values.map((value) => value.date)).toEqual([
      '2024-01-01',
      '2024-01-02',
      '2024-01-03',
      '2024-01-04',
      '2024-01-05',
      '2024-01-06',
      '2024-01-07',
    ]);

    const total = await client.searchUsageMetrics.license.total(metric!, range);
    expect(await wire()).toMatchObject({
      path: `${ORG_PATH}/searchusagemetrics/license/total/${metric}`,
      query: range,
      endpoint: 'searchUsageMetrics.license.total',
    });
    expectPublishedAnswer('searchUsageMetrics.license.total', total);
    expect(total?.value).toBe(daily?.values.reduce((sum, value) => sum + value.value, 0));
  });

  it("answers a search hub's query logs as a download URL, the hub in the path or in the query", async () => {
    const client = env.client();
    const range = { from: '2024-01-01', to: '2024-01-31' };
    const byPath = await client.searchUsageMetrics.hubs.getQueryLogs('Support Portal', range);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${ORG_PATH}/searchusagemetrics/hubs/Support%20Portal/logs`,
      query: range,
      endpoint: 'searchUsageMetrics.hubs.getQueryLogs',
    });
    expectPublishedAnswer('searchUsageMetrics.hubs.getQueryLogs', byPath);
    expect(() => new URL(byPath.url)).not.toThrow();

    const byName = await client.searchUsageMetrics.hubs.getQueryLogsByName({ ...range, hubName: 'a/b' });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${ORG_PATH}/searchusagemetrics/hubs/logs`,
      query: { ...range, hubName: 'a/b' },
      endpoint: 'searchUsageMetrics.hubs.getQueryLogsByName',
    });
    expectPublishedAnswer('searchUsageMetrics.hubs.getQueryLogsByName', byName);
    expect(() => new URL(byName.url)).not.toThrow();
  });

  it('starts the search hub entitlement sync job, on its internal route', async () => {
    const client = env.client();
    const job = await client.searchUsageMetrics.hubs.syncEntitlements();
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/internal/jobs/trigger-searchhubs-entitlement-sync',
      query: {},
      endpoint: 'searchUsageMetrics.hubs.syncEntitlements',
    });
    expectPublishedAnswer('searchUsageMetrics.hubs.syncEntitlements', job);
    expect(job.jobKey).toMatch(/\S/);
  });
});

describe("ml.userActionHistory.listActions: a visitor's actions (context API)", () => {
  it("reads a visitor's action history in the legacy format", async () => {
    const client = env.client();
    const objectId = crypto.randomUUID();
    const history = await client.ml.userActionHistory.listActions({ objectId });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${ORG_PATH}/machinelearning/user/actions`,
      query: {},
      body: { objectId },
      endpoint: 'ml.userActionHistory.listActions',
    });
    expectPublishedAnswer('ml.userActionHistory.listActions', history);
    expect(history.value).toEqual([]);
    expect((await rejection(client.ml.userActionHistory.listActions({} as never))).status).toBe(400);
  });
});
