// The published calls of usage analytics (v15 groups, metrics and event logging; the deprecated v14
// API), search usage metrics, the Event API and the context API's action history: each over real HTTP
// against the emulator, with the exact request on the wire and an answer the published schema allows.
import type { RecordedRequest } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer, queryOf } from './publishedAnswers';

const env = useEmulator();
const ORG = DEFAULT_ORGANIZATION_ID;
const ORG_PATH = `/rest/organizations/${encodeURIComponent(ORG)}`;

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

/** A click on the first result of a logged search, in the Docs source. */
const clickEvent = (search: { searchQueryUid: string; clientId: string }) => ({
  language: 'en',
  clientId: search.clientId,
  searchQueryUid: search.searchQueryUid,
  actionCause: 'documentOpen',
  documentPosition: 1,
  sourceName: 'Docs',
});

// ---------------------------------------------------------------------------------------------------

describe('ua.events: logging usage-analytics events (v15)', () => {
  it('logs a search with the configured organization in org, or the one the call gives', async () => {
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

    // An organization the call names goes instead of the configured one. (This one does not exist: the
    // platform answers 404; the emulator's engine does not check the organization of an action yet.)
    await client.ua.events.logSearch(event, { org: 'no-such-org' }).catch(() => undefined);
    expect((await wire()).query).toEqual({ org: 'no-such-org' });
  });

  it('logs clicks, custom events and views, each on its own route', async () => {
    const client = env.client();
    const clientId = crypto.randomUUID();
    const search = searchEvent('install guide', clientId);
    await client.ua.events.logSearch(search);
    const events = [
      [
        'logClick',
        'click',
        {
          ...clickEvent(search),
          documentTitle: 'Installation guide',
          documentUrl: 'https://example.com/install',
        },
      ],
      [
        'logCustom',
        'custom',
        { language: 'en', clientId, eventType: 'caseCreation', eventValue: 'submitted' },
      ],
      [
        'logView',
        'view',
        {
          language: 'en',
          clientId,
          location: 'https://example.com/install',
          title: 'Installation guide',
          contentIdKey: '@permanentid',
          contentIdValue: 'install-1',
        },
      ],
    ] as const;
    for (const [method, route, event] of events) {
      const answer = await (client.ua.events[method] as (body: object) => Promise<unknown>)(event);
      expect(await wire(), method).toMatchObject({
        method: 'POST',
        path: `/rest/ua/v15/analytics/${route}`,
        query: { org: ORG },
        body: event,
        endpoint: `ua.events.${method}`,
      });
      expectPublishedAnswer(`ua.events.${method}`, answer);
    }
  });

  it('logs several searches in one request', async () => {
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
  });

  it('refuses an event without a required field with a 400 naming it, and logs nothing', async () => {
    const client = env.client();
    const queryText = fresh('refused');
    const { queryText: _left, ...event } = searchEvent(queryText, crypto.randomUUID());
    const error = await rejection(client.ua.events.logSearch(event as never));
    expect(error.status).toBe(400);
    expect(error.message).toContain('queryText');
    expect(await wire()).toMatchObject({ path: '/rest/ua/v15/analytics/search', body: event });
    const counted = await client.ua.stats.globalData({
      m: ['PerformSearch'],
      f: [`queryExpression=='${queryText}'`],
      ...today(),
    });
    expect(counted?.globalDatas.PerformSearch).toEqual({ value: 0 });
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

  it('reads the visit of a client id, clears the visit cookies, and answers health and status without org', async () => {
    const client = env.client();
    const clientId = crypto.randomUUID();
    const visit = await client.ua.events.getVisit({ clientId, user: 'someone@example.com' });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v15/analytics/visit',
      query: { org: ORG, clientId, user: 'someone@example.com' },
      body: undefined,
      endpoint: 'ua.events.getVisit',
    });
    expectPublishedAnswer('ua.events.getVisit', visit);

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

  // What the platform does with logged events: the figures the read API answers come from the events
  // the write API logged.
  it('answers the client id it was given, and one visit id for the events of one client minutes apart', async () => {
    const client = env.client();
    const clientId = crypto.randomUUID();
    const search = searchEvent(fresh('visit'), clientId);
    const first = await client.ua.events.logSearch(search);
    expect(first).toMatchObject({ clientId, visitorId: clientId });
    const click = await client.ua.events.logClick({
      language: 'en',
      clientId,
      searchQueryUid: search.searchQueryUid,
      actionCause: 'documentOpen',
      documentPosition: 2,
      sourceName: 'Docs',
    });
    const custom = await client.ua.events.logCustom({
      language: 'en',
      clientId,
      eventType: 'a',
      eventValue: 'b',
    });
    expect(click).toEqual({ visitId: first.visitId, visitorId: clientId, clientId });
    expect(custom).toEqual({ visitId: first.visitId, visitorId: clientId, clientId });
    // Another client has its own visit.
    const other = await client.ua.events.logSearch(searchEvent('pricing', crypto.randomUUID()));
    expect(other.visitId).not.toBe(first.visitId);

    // The visit's events, read back through ua.stats.visits: the search, then the click and the custom event.
    const visits = await client.ua.stats.visits({ f: [`visitId=='${first.visitId}'`], ...today() } as never);
    expect((visits as { totalNumberOfVisits: number }).totalNumberOfVisits).toBe(1);
    const events = (visits as { visits: Array<{ events: Array<Record<string, unknown>> }> }).visits[0].events;
    expect(events.map((e) => [e.table, e.queryExpression, e.searchHub, e.clientId])).toEqual([
      ['SEARCHES', search.queryText, 'SupportPortal', clientId],
      ['CLICKS', search.queryText, 'SupportPortal', clientId],
      // A custom event names its own hub (originLevel1), 'default' without one.
      ['CUSTOM_EVENTS', '', 'default', clientId],
    ]);
  });

  it('answers one result per search logged with logSearches, in the order sent, each with its own event id', async () => {
    const client = env.client();
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    const queryText = fresh('batch');
    const events = [searchEvent(queryText, a), searchEvent(queryText, b), searchEvent(queryText, a)];
    const answers = await client.ua.events.logSearches(events);
    expect(answers.map((answer) => answer.clientId)).toEqual([a, b, a]);
    expect(new Set(answers.map((answer) => answer.searchEventUid)).size).toBe(3);
    expect(answers[2].visitId).toBe(answers[0].visitId);
    expect(answers[1].visitId).not.toBe(answers[0].visitId);
    const counted = await client.ua.stats.globalData({
      m: ['PerformSearch', 'UniqueVisit'],
      f: [`queryExpression=='${queryText}'`],
      ...today(),
    });
    expect(counted?.globalDatas).toEqual({ PerformSearch: { value: 3 }, UniqueVisit: { value: 2 } });
  });

  it("counts a logged search in ua.stats.globalData (PerformSearch, filtered on the search's queryExpression)", async () => {
    const client = env.client();
    const queryText = fresh('counted');
    const figures = async () =>
      (
        await client.ua.stats.globalData({
          m: ['PerformSearch', 'Click', 'SearchWithClick', 'CustomEvent', 'AverageClickRank'],
          f: [`queryExpression=='${queryText}'`],
          ...today(),
        })
      )?.globalDatas;
    expect(await figures()).toMatchObject({ PerformSearch: { value: 0 }, Click: { value: 0 } });
    const clientId = crypto.randomUUID();
    const search = { ...searchEvent(queryText, clientId), username: 'ana@example.com' };
    await client.ua.events.logSearch(search);
    await client.ua.events.logSearch({ ...searchEvent(queryText, clientId), originLevel1: 'AgentPanel' });
    await client.ua.events.logClick({
      language: 'en',
      clientId,
      searchQueryUid: search.searchQueryUid,
      actionCause: 'documentOpen',
      documentPosition: 3,
      sourceName: 'Docs',
      documentTitle: 'Reset',
      username: 'ana@example.com',
    });
    expect(await figures()).toEqual({
      PerformSearch: { value: 2 },
      Click: { value: 1 },
      SearchWithClick: { value: 1 },
      CustomEvent: { value: 0 },
      AverageClickRank: { value: 3 },
    });

    // Grouped by search hub and user, as combinedData answers them.
    const combined = await client.ua.stats.combinedData({
      m: ['PerformSearch', 'Click'],
      d: ['searchHub', 'userId'],
      f: [`queryExpression=='${queryText}'`],
      s: 'searchHub',
      asc: true,
      ...today(),
    } as never);
    expect((combined as { combinations: unknown[] }).combinations).toEqual([
      { searchHub: 'AgentPanel', userId: 'admin@emulator.local', PerformSearch: 1, Click: 0 },
      { searchHub: 'SupportPortal', userId: 'ana@example.com', PerformSearch: 1, Click: 1 },
    ]);
  });

  it("counts logged searches in the hub's search usage metrics and in exports, as ua.stats counts them", async () => {
    const client = env.client();
    const hub = fresh('LoggedHub');
    const clientId = crypto.randomUUID();
    await client.ua.events.logSearches(
      ['a', 'b', 'c'].map((q) => ({
        ...searchEvent(q, clientId),
        originLevel1: hub,
        username: 'ana@example.com',
      })),
    );
    await client.ua.events.logCustom({
      language: 'en',
      clientId,
      eventType: 'x',
      eventValue: 'y',
      originLevel1: hub,
    });
    const month = new Date().toISOString().slice(0, 7);
    const monthly = await client.searchUsageMetrics.raw.monthly({ month });
    // Users: ana (the searches) and the caller (the custom event names no username).
    expect(monthly?.searchHubs.find((h) => h.searchHub === hub)).toMatchObject({
      normalQueries: 3,
      users: 2,
    });
    const estimate = await client.ua.exports.estimate({
      ...today(),
      tables: ['SEARCHES', 'CUSTOM_EVENTS'],
      f: [`searchHub=='${hub}'`],
    });
    expect(estimate?.estimates).toEqual({ SEARCHES: 3, CUSTOM_EVENTS: 1 });
    const stats = await client.ua.stats.globalData({
      m: ['PerformSearch', 'CustomEvent', 'UniqueVisitor'],
      f: [`searchHub=='${hub}'`],
      ...today(),
    });
    expect(stats?.globalDatas).toEqual({
      PerformSearch: { value: 3 },
      CustomEvent: { value: 1 },
      UniqueVisitor: { value: 2 },
    });
  });

  it('reads back, with getVisit, the visit a logged event joined (its id, visitor id and client id)', async () => {
    const client = env.client();
    const clientId = crypto.randomUUID();
    const logged = await client.ua.events.logView({
      language: 'en',
      clientId,
      location: 'https://example.com/a',
    });
    expect(await client.ua.events.getVisit({ clientId })).toEqual({
      id: logged.visitId,
      visitorId: clientId,
      clientId,
    });
    // Without a client id, the caller's visitor (the cookie the platform sets) keeps its visit until
    // deleteVisit clears it.
    const { clientId: _, ...anonymous } = searchEvent('pricing', '');
    const mine = await client.ua.events.logSearch(anonymous as never);
    expect(await client.ua.events.getVisit()).toMatchObject({ id: mine.visitId, visitorId: mine.visitorId });
    await client.ua.events.deleteVisit();
    const next = await client.ua.events.getVisit();
    expect(next.id).not.toBe(mine.visitId);
  });
});

describe('ua.metrics and ua.groups (v15)', () => {
  it('lists the metrics and reads one by name, 404 for a name it does not know', async () => {
    const client = env.client();
    const metrics = await client.ua.metrics.list();
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v15/metrics',
      query: { org: ORG },
      endpoint: 'ua.metrics.list',
    });
    expectPublishedAnswer('ua.metrics.list', metrics);

    const unknown = await rejection(client.ua.metrics.get('No Such Metric'));
    expect(unknown.status).toBe(404);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v15/metrics/No%20Such%20Metric',
      query: { org: ORG },
      endpoint: 'ua.metrics.get',
    });

    expectPublishedAnswer('ua.metrics.health', await client.ua.metrics.health());
    expect(await wire()).toMatchObject({ path: '/rest/ua/v15/metrics/monitoring/health', query: {} });
    expectPublishedAnswer('ua.metrics.status', await client.ua.metrics.status());
    expect(await wire()).toMatchObject({ path: '/rest/ua/v15/metrics/status', query: {} });
  });

  it("lists the groups, and answers 404 for an unknown group's filters and reports, read or set", async () => {
    const client = env.client();
    // The published operation marks org required, so the generated signature wants a query (org is filled in).
    const groups = await client.ua.groups.list({});
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v15/groups',
      query: { org: ORG },
      endpoint: 'ua.groups.list',
    });
    expectPublishedAnswer('ua.groups.list', groups);

    const groupId = fresh('no-such-group');
    const calls = [
      ['get', 'GET', '', () => client.ua.groups.get(groupId)],
      ['getReports', 'GET', '/reports', () => client.ua.groups.getReports(groupId, { includeConfig: true })],
      ['setReports', 'PUT', '/reports', () => client.ua.groups.setReports(groupId, ['report-1'])],
      ['getFilters', 'GET', '/filters', () => client.ua.groups.getFilters(groupId)],
      [
        'setFilters',
        'PUT',
        '/filters',
        () => client.ua.groups.setFilters(groupId, [{ value: 'f-1', id: true }]),
      ],
    ] as const;
    for (const [call, method, tail, make] of calls) {
      expect((await rejection(make())).status, call).toBe(404);
      const sent = await wire();
      expect(sent, call).toMatchObject({
        method,
        path: `/rest/ua/v15/groups/${groupId}${tail}`,
        endpoint: `ua.groups.${call}`,
      });
      expect(sent.query.org, call).toBe(ORG);
    }
    expect((await wire()).body).toEqual([{ value: 'f-1', id: true }]);

    expectPublishedAnswer('ua.groups.health', await client.ua.groups.health());
    expect(await wire()).toMatchObject({ path: '/rest/ua/v15/groups/monitoring/health', query: {} });
    expectPublishedAnswer('ua.groups.status', await client.ua.groups.status());
    expect(await wire()).toMatchObject({ path: '/rest/ua/v15/groups/status', query: {} });
  });

  it('lists the metrics ua.stats computes (PerformSearch, Click, ...), each readable by its name', async () => {
    const client = env.client();
    const listed = (await client.ua.metrics.list())?.metricResponses ?? [];
    const names = listed.map((m) => m.metricName);
    expect(names).toEqual(
      expect.arrayContaining(['PerformSearch', 'Click', 'CustomEvent', 'ClickThroughRate']),
    );
    for (const name of names) {
      const read = await client.ua.metrics.get(name!);
      expect(read).toEqual(listed.find((m) => m.metricName === name));
      expectPublishedAnswer('ua.metrics.get', read);
      // Each one is a metric the statistics answer.
      const figures = await client.ua.stats.globalData({ m: [name!], ...today() });
      expect(Object.keys(figures?.globalDatas ?? {})).toEqual([name]);
    }
    expect(listed.find((m) => m.metricName === 'PerformSearch')).toMatchObject({
      eventTypes: ['searches'],
      summable: true,
      percentage: false,
    });
    expect(listed.find((m) => m.metricName === 'ClickThroughRate')).toMatchObject({
      percentage: true,
      summable: false,
    });
    // Names are exact: 404 for another case.
    expect((await rejection(client.ua.metrics.get('performsearch'))).status).toBe(404);
  });
  it("knows the organization's groups (client.groups) as usage-analytics groups: their reports and filters set and read back", async () => {
    const client = env.client();
    const group = await client.groups.create({ displayName: fresh('Analysts') });
    const groupId = group.id!;
    expect((await client.ua.groups.list({}))?.groups).toContainEqual({
      groupId,
      account: ORG,
      filters: [],
      reports: [],
    });
    const report = await client.ua.reports.create({
      displayName: fresh('report'),
      type: 'DASHBOARD',
      allAnalyticsViewer: false,
      configuration: {},
    });
    const filter = await client.ua.filters.permissions.create({ displayName: 'CA', value: "country=='CA'" });
    await client.ua.groups.setReports(groupId, [report.id!]);
    expect(await wire()).toMatchObject({
      method: 'PUT',
      body: [report.id],
      endpoint: 'ua.groups.setReports',
    });
    await client.ua.groups.setFilters(groupId, [
      { value: filter.id!, id: true },
      { value: "country=='FR'", id: false },
    ]);
    const reports = await client.ua.groups.getReports(groupId, { includeConfig: false });
    expectPublishedAnswer('ua.groups.getReports', reports);
    expect(reports?.reports?.map((r) => r.id)).toEqual([report.id]);
    const filters = await client.ua.groups.getFilters(groupId);
    expectPublishedAnswer('ua.groups.getFilters', filters);
    expect(filters?.filters?.map((f) => f.value)).toEqual(["country=='CA'", "country=='FR'"]);
    const read = await client.ua.groups.get(groupId);
    expectPublishedAnswer('ua.groups.get', read);
    expect(read).toEqual({
      groupId,
      account: ORG,
      filters: filters?.filters?.map((f) => f.id),
      reports: [report.id],
    });
    // The other side agrees: the report's access and the filter's targets name the group.
    expect((await client.ua.reports.getAccess(report.id!)).allowedGroups).toEqual([read]);
    expect((await client.ua.filters.permissions.getTargets(filter.id!))[0].targetedGroups).toEqual([read]);
    // Unknown report ids are refused, and nothing changes.
    expect((await rejection(client.ua.groups.setReports(groupId, ['no-such-report']))).status).toBe(400);
    expect((await client.ua.groups.get(groupId)).reports).toEqual([report.id]);
    // Emptied, the group is named by nothing.
    await client.ua.groups.setReports(groupId, []);
    await client.ua.groups.setFilters(groupId, []);
    expect(await client.ua.groups.get(groupId)).toEqual({ groupId, account: ORG, filters: [], reports: [] });
  });
});

describe('usage analytics v15: the calls added to existing areas', () => {
  it("answers the data health service's status, and lists an export schedule's exports (none yet)", async () => {
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
    // The emulator runs no schedule: an export asked for meanwhile is not the schedule's.
    await client.ua.exports.create({ from: '2024-01-01T00:00:00Z', to: '2024-02-01T00:00:00Z' });
    expect(await client.ua.exports.schedules.listExports(schedule.id)).toEqual([]);
    await client.ua.exports.schedules.delete(schedule.id);
    expect((await rejection(client.ua.exports.schedules.listExports(schedule.id))).status).toBe(404);
  });

  it("reads a user's overview, and asks for their data to be erased (202)", async () => {
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

    const erased = await client.ua.users.deleteAllData(userId);
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `/rest/ua/v15/users/${encodeURIComponent(userId)}/alldata`,
      query: { org: ORG },
      body: undefined,
      endpoint: 'ua.users.deleteAllData',
    });
    // Typed `{}` (the generator reads 200 or 201 answers); the platform answers 202 with a body.
    expectPublishedAnswer('ua.users.deleteAllData', erased);
    const raw = await env.send('DELETE', `/rest/ua/v15/users/${encodeURIComponent(userId)}/alldata`);
    expect(raw.status).toBe(202);
  });

  it("counts a user's logged events in ua.users.getOverview, and erases them with deleteAllData", async () => {
    const client = env.client();
    const username = `${fresh('erased')}@example.com`;
    const clientId = crypto.randomUUID();
    const search = { ...searchEvent(fresh('mine'), clientId), username };
    await client.ua.events.logSearch(search);
    await client.ua.events.logSearch({ ...searchEvent('pricing', clientId), username });
    await client.ua.events.logClick({ ...clickEvent(search), username });
    await client.ua.events.logCustom({ language: 'en', clientId, eventType: 'a', eventValue: 'b', username });
    // Another user's search is not theirs.
    const others = fresh('other');
    await client.ua.events.logSearch(searchEvent(others, clientId));
    const overview = await client.ua.users.getOverview(username);
    expectPublishedAnswer('ua.users.getOverview', overview);
    expect(overview).toEqual({
      userId: username,
      account: ORG,
      stats: { searches: 2, clicks: 1, custom_events: 1, views: 0 },
    });
    // The same figures as the statistics of the user.
    const figures = async () =>
      (
        await client.ua.stats.globalData({
          m: ['PerformSearch', 'Click', 'CustomEvent'],
          f: [`userId=='${username}'`],
          ...today(),
        })
      )?.globalDatas;
    expect(await figures()).toEqual({
      PerformSearch: { value: 2 },
      Click: { value: 1 },
      CustomEvent: { value: 1 },
    });

    expect(await client.ua.users.deleteAllData(username)).toMatchObject({ userId: username, account: ORG });
    expect((await client.ua.users.getOverview(username)).stats).toEqual({
      searches: 0,
      clicks: 0,
      custom_events: 0,
      views: 0,
    });
    expect(await figures()).toEqual({
      PerformSearch: { value: 0 },
      Click: { value: 0 },
      CustomEvent: { value: 0 },
    });
    // The other user's search stays.
    const left = await client.ua.stats.globalData({
      m: ['PerformSearch'],
      f: [`queryExpression=='${others}'`],
      ...today(),
    });
    expect(left?.globalDatas.PerformSearch).toEqual({ value: 1 });
  });
});

describe('ua.v14: the deprecated v14 API', () => {
  it('answers v14 statistics at their v14 paths, with the query as v14 takes it', async () => {
    const client = env.client();
    const range = { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' };
    const global = await client.ua.v14.stats.globalData({ m: ['PerformSearch', 'Click'], ...range });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v14/stats/globalData',
      query: { org: ORG, m: ['PerformSearch', 'Click'], ...range },
      endpoint: 'ua.v14.stats.globalData',
    });
    expectPublishedAnswer('ua.v14.stats.globalData', global);

    const combined = await client.ua.v14.stats.combinedData({
      m: ['PerformSearch'],
      d: ['queryExpression'],
      n: 5,
      asc: false,
      ...range,
    });
    expect(await wire()).toMatchObject({
      path: '/rest/ua/v14/stats/combinedData',
      query: { org: ORG, m: 'PerformSearch', d: 'queryExpression', n: '5', asc: 'false', ...range },
      endpoint: 'ua.v14.stats.combinedData',
    });
    expectPublishedAnswer('ua.v14.stats.combinedData', combined);

    // The platform requires the range.
    const unranged = await rejection(client.ua.v14.stats.trends({ m: ['PerformSearch'], t: ['x'] } as never));
    expect(unranged.status).toBe(400);
    expect(unranged.message).toContain("'from'");

    expectPublishedAnswer('ua.v14.stats.queryVisits', await client.ua.v14.stats.queryVisits());
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v14/stats/visits',
      query: { org: ORG },
    });
    expectPublishedAnswer('ua.v14.stats.status', await client.ua.v14.stats.status());
    expect(await wire()).toMatchObject({ path: '/rest/ua/v14/stats/status', query: {} });
  });

  it('creates, reads, lists, replaces and deletes a v14 report, and sets who may view it', async () => {
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

    const read = await client.ua.v14.reports.get(reportId);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `/rest/ua/v14/reports/${reportId}`,
      query: { org: ORG },
      endpoint: 'ua.v14.reports.get',
    });
    expectPublishedAnswer('ua.v14.reports.get', read);
    expect(read).toMatchObject({ id: reportId, ...report });

    const listed = await client.ua.v14.reports.list({ includeConfig: true });
    expect(await wire()).toMatchObject({
      path: '/rest/ua/v14/reports',
      query: { org: ORG, includeConfig: 'true' },
      endpoint: 'ua.v14.reports.list',
    });
    expectPublishedAnswer('ua.v14.reports.list', listed);
    expect(listed?.reports?.find((each) => each.id === reportId)).toMatchObject(report);

    const replaced = { ...report, displayName: fresh('v14 report, renamed'), allAnalyticsViewer: true };
    expectPublishedAnswer('ua.v14.reports.update', await client.ua.v14.reports.update(reportId, replaced));
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `/rest/ua/v14/reports/${reportId}`,
      query: { org: ORG },
      body: replaced,
      endpoint: 'ua.v14.reports.update',
    });
    expect(await client.ua.v14.reports.get(reportId)).toMatchObject({ id: reportId, ...replaced });

    const users = ['viewer@example.com'];
    expect(await client.ua.v14.reports.setUsers(reportId, users)).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `/rest/ua/v14/reports/${reportId}/users`,
      query: { org: ORG },
      body: users,
      endpoint: 'ua.v14.reports.setUsers',
    });
    expectPublishedAnswer('ua.v14.reports.getUsers', await client.ua.v14.reports.getUsers(reportId));
    expect(await wire()).toMatchObject({ method: 'GET', path: `/rest/ua/v14/reports/${reportId}/users` });

    expect(await client.ua.v14.reports.delete(reportId)).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `/rest/ua/v14/reports/${reportId}`,
      query: { org: ORG },
      endpoint: 'ua.v14.reports.delete',
    });
    expect((await rejection(client.ua.v14.reports.get(reportId))).status).toBe(404);
    expect((await rejection(client.ua.v14.reports.getUsers(reportId))).status).toBe(404);
    expect((await rejection(client.ua.v14.reports.update(reportId, replaced))).status).toBe(404);
  });

  it('keeps v14 reporting and permission filters: create, read, list, replace, delete', async () => {
    const client = env.client();
    for (const kind of ['reporting', 'permissions'] as const) {
      const filters = client.ua.v14.filters[kind];
      const filter = { displayName: fresh(`v14 ${kind}`), value: "(country=='CA')" };
      const created = await filters.create(filter);
      expect(await wire()).toMatchObject({
        method: 'POST',
        path: `/rest/ua/v14/filters/${kind}`,
        query: { org: ORG },
        body: filter,
        endpoint: `ua.v14.filters.${kind}.create`,
      });
      expectPublishedAnswer(`ua.v14.filters.${kind}.create`, created);
      const filterId = created.id!;

      const read = await filters.get(filterId);
      expect(await wire()).toMatchObject({
        path: `/rest/ua/v14/filters/${kind}/${filterId}`,
        query: { org: ORG },
      });
      expectPublishedAnswer(`ua.v14.filters.${kind}.get`, read);
      expect(read).toMatchObject({ id: filterId, ...filter });
      const listed = await filters.list();
      expect(await wire()).toMatchObject({ method: 'GET', path: `/rest/ua/v14/filters/${kind}` });
      expectPublishedAnswer(`ua.v14.filters.${kind}.list`, listed);
      expect(listed?.filters?.map((each) => each.id)).toEqual([filterId]);

      const changed = { ...filter, value: "(country=='FR')" };
      expectPublishedAnswer(`ua.v14.filters.${kind}.update`, await filters.update(filterId, changed));
      expect(await wire()).toMatchObject({
        method: 'PUT',
        path: `/rest/ua/v14/filters/${kind}/${filterId}`,
        body: changed,
      });
      expect(await filters.get(filterId)).toMatchObject({ id: filterId, ...changed });

      expect(await filters.delete(filterId)).toEqual({});
      expect(await wire()).toMatchObject({
        method: 'DELETE',
        path: `/rest/ua/v14/filters/${kind}/${filterId}`,
        endpoint: `ua.v14.filters.${kind}.delete`,
      });
      expect((await rejection(filters.get(filterId))).status).toBe(404);
    }
    expectPublishedAnswer('ua.v14.filters.health', await client.ua.v14.filters.health());
    expect(await wire()).toMatchObject({ path: '/rest/ua/v14/filters/monitoring/health', query: {} });
  });

  it("sets the users of a v14 permission filter, and answers 404 for an unknown user's filters and reports", async () => {
    const client = env.client();
    const filter = await client.ua.v14.filters.permissions.create({
      displayName: fresh('v14 user filter'),
      value: "(country=='CA')",
    });
    const filterId = filter.id!;
    expect(await client.ua.v14.filters.permissions.setUsers(filterId, ['analyst@example.com'])).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `/rest/ua/v14/filters/permissions/${filterId}/users`,
      query: { org: ORG },
      body: ['analyst@example.com'],
      endpoint: 'ua.v14.filters.permissions.setUsers',
    });
    const users = await client.ua.v14.filters.permissions.getUsers(filterId);
    expectPublishedAnswer('ua.v14.filters.permissions.getUsers', users);
    expect((await rejection(client.ua.v14.filters.permissions.getUsers('no-such-filter'))).status).toBe(404);

    const userId = 'nobody@example.com';
    const path = `/rest/ua/v14/users/${encodeURIComponent(userId)}`;
    const calls = [
      ['get', 'GET', '', () => client.ua.v14.users.get(userId)],
      ['getFilters', 'GET', '/filters', () => client.ua.v14.users.getFilters(userId)],
      [
        'setFilters',
        'PUT',
        '/filters',
        () => client.ua.v14.users.setFilters(userId, [{ value: filterId, id: true }]),
      ],
      [
        'getReports',
        'GET',
        '/reports',
        () => client.ua.v14.users.getReports(userId, { includeConfig: false }),
      ],
      ['setReports', 'PUT', '/reports', () => client.ua.v14.users.setReports(userId, ['report-1'])],
    ] as const;
    for (const [call, method, tail, make] of calls) {
      expect((await rejection(make())).status, call).toBe(404);
      expect(await wire(), call).toMatchObject({
        method,
        path: `${path}${tail}`,
        endpoint: `ua.v14.users.${call}`,
      });
    }
    expect((await wire()).body).toEqual(['report-1']);
  });

  it('reads with ua.v14.users.get a user the filters and reports name, as v15 does (404 for one none names)', async () => {
    const client = env.client();
    const userId = `${fresh('v14-user')}@example.com`;
    const filter = await client.ua.v14.filters.permissions.create({
      displayName: fresh('v14 read filter'),
      value: "(country=='CA')",
    });
    expect((await rejection(client.ua.v14.users.get(userId))).status).toBe(404);
    await client.ua.v14.filters.permissions.setUsers(filter.id!, [userId]);
    const report = await client.ua.reports.create({
      displayName: fresh('v14 read report'),
      type: 'DASHBOARD',
      allAnalyticsViewer: false,
      configuration: {},
    });
    await client.ua.reports.setUsers(report.id!, [userId]);

    const user = await client.ua.v14.users.get(userId);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `/rest/ua/v14/users/${encodeURIComponent(userId)}`,
      query: { org: ORG },
      endpoint: 'ua.v14.users.get',
    });
    expectPublishedAnswer('ua.v14.users.get', user);
    expect(user).toEqual({ userId, account: ORG, filters: [filter.id], reports: [report.id] });
    expect(user).toEqual(await client.ua.users.get(userId));

    await client.ua.v14.filters.permissions.setUsers(filter.id!, []);
    await client.ua.reports.setUsers(report.id!, []);
    expect((await rejection(client.ua.v14.users.get(userId))).status).toBe(404);
  });

  it('lists v14 dimensions and metrics, 404 for an unknown one, and adds a v14 custom dimension', async () => {
    const client = env.client();
    const dimensions = await client.ua.v14.dimensions.list({ includeCustom: true });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v14/dimensions',
      query: { org: ORG, includeCustom: 'true' },
      endpoint: 'ua.v14.dimensions.list',
    });
    expectPublishedAnswer('ua.v14.dimensions.list', dimensions);
    expect((await rejection(client.ua.v14.dimensions.get('noSuchDimension'))).status).toBe(404);
    // The only v14 read that takes no org: the platform publishes none for it.
    expect(await wire()).toMatchObject({ path: '/rest/ua/v14/dimensions/noSuchDimension', query: {} });

    const metrics = await client.ua.v14.metrics.list();
    expect(await wire()).toMatchObject({ path: '/rest/ua/v14/metrics', query: { org: ORG } });
    expectPublishedAnswer('ua.v14.metrics.list', metrics);
    expect((await rejection(client.ua.v14.metrics.get('noSuchMetric'))).status).toBe(404);
    expect(await wire()).toMatchObject({ path: '/rest/ua/v14/metrics/noSuchMetric', query: { org: ORG } });

    const dimension = { type: 'TEXT' as const, displayName: 'Support tier', path: ['tier'] };
    const created = await client.ua.v14.dimensions.custom.create(dimension, {
      name: 'tier',
      event: ['searches'],
    });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v14/dimensions/custom',
      query: { org: ORG, name: 'tier', event: 'searches' },
      body: dimension,
      endpoint: 'ua.v14.dimensions.custom.create',
    });
    expectPublishedAnswer('ua.v14.dimensions.custom.create', created);
    expect(created).toMatchObject({ displayName: 'Support tier', type: 'TEXT', custom: true });
    const custom = await client.ua.v14.dimensions.custom.list();
    expectPublishedAnswer('ua.v14.dimensions.custom.list', custom);
    expect(custom?.map((each) => each.displayName)).toEqual(['Support tier']);
    expect((await rejection(client.ua.v14.dimensions.custom.delete('c_nothing'))).status).toBe(404);
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: '/rest/ua/v14/dimensions/custom/c_nothing',
    });
  });

  it('estimates and starts a v14 export, with the range and filename in the query', async () => {
    const client = env.client();
    const range = { from: '2024-01-01T00:00:00.000Z', to: '2024-01-31T23:59:59.999Z' };
    const estimate = await client.ua.v14.exports.estimate({ ...range, f: ["country=='CA'"] });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v14/exports/estimate',
      query: { org: ORG, ...range, f: "country=='CA'" },
      endpoint: 'ua.v14.exports.estimate',
    });
    expectPublishedAnswer('ua.v14.exports.estimate', estimate);

    const started = await client.ua.v14.exports.generate({ ...range, filename: 'january', format: 'EXCEL' });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v14/exports',
      query: { org: ORG, ...range, filename: 'january', format: 'EXCEL' },
      endpoint: 'ua.v14.exports.generate',
    });
    expectPublishedAnswer('ua.v14.exports.generate', started);
    expectPublishedAnswer('ua.v14.exports.list', await client.ua.v14.exports.list());
    expect(await wire()).toMatchObject({ method: 'GET', path: '/rest/ua/v14/exports', query: { org: ORG } });
    expect((await rejection(client.ua.v14.exports.get('no-such-export', { redirect: false }))).status).toBe(
      404,
    );
    expect(await wire()).toMatchObject({
      path: '/rest/ua/v14/exports/no-such-export',
      query: { org: ORG, redirect: 'false' },
    });
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
    const visit = await client.ua.v14.events.getVisit({ user: 'someone@example.com' });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: '/rest/ua/v14/analytics/visit',
      query: { user: 'someone@example.com' },
    });
    expectPublishedAnswer('ua.v14.events.getVisit', visit);
  });

  it('answers v14 statistics, dimensions and metrics from the same events and figures as v15', async () => {
    const client = env.client();
    const queryText = fresh('v14 stats');
    const clientId = crypto.randomUUID();
    await client.ua.events.logSearches([searchEvent(queryText, clientId), searchEvent(queryText, clientId)]);
    await client.ua.v14.events.logSearch({
      language: 'en',
      searchQueryUid: crypto.randomUUID(),
      queryText,
      actionCause: 'searchboxSubmit',
      contextual: false,
      responseTime: 80,
      originLevel1: 'AgentPanel',
      originLevel2: 'default',
      results: [],
    });
    const query = { m: ['PerformSearch', 'UniqueVisit'], f: [`queryExpression=='${queryText}'`], ...today() };
    const v14 = await client.ua.v14.stats.globalData(query);
    expectPublishedAnswer('ua.v14.stats.globalData', v14);
    expect(v14?.globalDatas).toEqual({ PerformSearch: { value: 3 }, UniqueVisit: { value: 2 } });
    expect(v14?.globalDatas).toEqual((await client.ua.stats.globalData(query))?.globalDatas);

    const byHub = { ...query, m: ['PerformSearch'], d: ['searchHub'], s: 'searchHub', asc: true };
    const combined = await client.ua.v14.stats.combinedData(byHub);
    expectPublishedAnswer('ua.v14.stats.combinedData', combined);
    expect(combined?.combinations).toEqual([
      { searchHub: 'AgentPanel', PerformSearch: 1 },
      { searchHub: 'SupportPortal', PerformSearch: 2 },
    ]);
    expect(combined?.combinations).toEqual((await client.ua.stats.combinedData(byHub))?.combinations);

    const values = await client.ua.v14.dimensions.values('searchHub', { f: query.f, ...today() });
    expectPublishedAnswer('ua.v14.dimensions.values', values);
    expect(values?.values).toEqual([
      { value: 'SupportPortal', count: 2 },
      { value: 'AgentPanel', count: 1 },
    ]);
    expect(await client.ua.v14.dimensions.get('searchHub')).toEqual(
      await client.ua.dimensions.get('searchHub'),
    );
    expect((await client.ua.v14.dimensions.list())?.map((d) => d.returnName)).toEqual(
      (await client.ua.dimensions.list())?.map((d) => d.returnName),
    );
    expect(await client.ua.v14.metrics.get('PerformSearch')).toMatchObject({
      metricName: 'PerformSearch',
      eventTypes: ['searches'],
    });
  });

  it("answers a v14 report's allowed users, and a permission filter's users, as set", async () => {
    const client = env.client();
    const report = await client.ua.v14.reports.create({
      displayName: fresh('v14 shared'),
      type: 'DASHBOARD',
      allAnalyticsViewer: false,
      configuration: {},
    });
    const reportId = report.id!;
    await client.ua.v14.reports.setUsers(reportId, ['ana@example.com', 'bo@example.com']);
    const users = await client.ua.v14.reports.getUsers(reportId);
    expectPublishedAnswer('ua.v14.reports.getUsers', users);
    expect(users).toEqual({
      access: 'PRIVATE',
      allowedUsers: ['ana@example.com', 'bo@example.com'].map((userId) => ({
        userId,
        account: ORG,
        filters: [],
        reports: [reportId],
      })),
    });
    // A v14 report is a v15 one: the same record, the same viewers.
    expect(await client.ua.reports.getUsers(reportId)).toEqual(users);
    expect((await client.ua.users.getReports('bo@example.com'))?.reports?.map((r) => r.id)).toEqual([
      reportId,
    ]);

    const filter = await client.ua.v14.filters.permissions.create({
      displayName: 'CA',
      value: "country=='CA'",
    });
    const filterId = filter.id!;
    await client.ua.v14.filters.permissions.setUsers(filterId, ['ana@example.com']);
    const targeted = await client.ua.v14.filters.permissions.getUsers(filterId);
    expectPublishedAnswer('ua.v14.filters.permissions.getUsers', targeted);
    expect(targeted).toEqual([
      { userId: 'ana@example.com', account: ORG, filters: [filterId], reports: [reportId] },
    ]);
    await client.ua.v14.filters.permissions.setUsers(filterId, []);
    expect(await client.ua.v14.filters.permissions.getUsers(filterId)).toEqual([]);
    expect((await client.ua.filters.permissions.get(filterId)).value).toBe("country=='CA'");
  });

  it('runs a v14 export to AVAILABLE, readable by its id, as v15 exports run', async () => {
    const client = env.client();
    const hub = fresh('V14Hub');
    const clientId = crypto.randomUUID();
    await client.ua.events.logSearches(
      ['first', 'second'].map((q) => ({ ...searchEvent(q, clientId), originLevel1: hub })),
    );
    const range = today();
    const f = [`searchHub=='${hub}'`];
    expect((await client.ua.v14.exports.estimate({ ...range, f }))?.estimates).toEqual({
      SEARCHES: 2,
      CLICKS: 0,
      CUSTOM_EVENTS: 0,
    });
    const started = await client.ua.v14.exports.generate({ ...range, f, filename: 'v14' });
    expect(started).toMatchObject({ status: 'PENDING', size: 0 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    const done = await client.ua.v14.exports.get(started.id!, { redirect: false });
    expectPublishedAnswer('ua.v14.exports.get', done);
    expect(done).toMatchObject({ id: started.id, status: 'AVAILABLE', filters: { commonFilters: f[0] } });
    const csv = await (await fetch(done.downloadLink!)).text();
    expect(
      csv
        .trim()
        .split('\n')
        .slice(1)
        // datetime, eventType, then the default dimensions: searchHub, queryExpression, ...
        .map((line) => line.split(',')[3]),
    ).toEqual(['first', 'second']);
    expect(done.size).toBe(Buffer.byteLength(csv));
    // The same export, listed by v14 and read by v15.
    expect((await client.ua.v14.exports.list())?.map((e) => e.id)).toEqual([started.id]);
    expect(await client.ua.exports.get(started.id!)).toMatchObject({ id: started.id, status: 'AVAILABLE' });
    await client.ua.v14.exports.delete(started.id!);
    expect((await rejection(client.ua.exports.get(started.id!))).status).toBe(404);
  });

  it('names a v14 custom dimension c_<name> and reads it back by that name', async () => {
    const client = env.client();
    const dimension = { type: 'TEXT' as const, displayName: 'Plan' };
    const created = await client.ua.v14.dimensions.custom.create(dimension, {
      name: 'Plan',
      event: ['searches'],
    });
    expect(created).toMatchObject({ apiNames: ['c_plan'], returnName: 'c_plan', custom: true });
    const read = await client.ua.v14.dimensions.custom.get('c_plan');
    expectPublishedAnswer('ua.v14.dimensions.custom.get', read);
    expect(read).toEqual(created);
    expect(await client.ua.v14.dimensions.get('c_plan')).toEqual(created);
    expect(await client.ua.dimensions.custom.get('c_plan')).toEqual(created);
    // Events logged from now on have its values, read from their custom data.
    const clientId = crypto.randomUUID();
    await client.ua.events.logSearch({ ...searchEvent('plans', clientId), customData: { plan: 'gold' } });
    const values = await client.ua.v14.dimensions.custom.values('c_plan', today());
    expectPublishedAnswer('ua.v14.dimensions.custom.values', values);
    expect(values?.values).toEqual([{ value: 'gold', count: 1 }]);
    expect(
      (
        await rejection(
          client.ua.v14.dimensions.custom.create(dimension, { name: 'plan', event: ['searches'] }),
        )
      ).status,
    ).toBe(409);
    await client.ua.v14.dimensions.custom.delete('c_plan');
    expect((await rejection(client.ua.v14.dimensions.custom.get('c_plan'))).status).toBe(404);
  });
});

describe('events: the Event API', () => {
  it('sends a batch of events as given', async () => {
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
    // The body is an array of events: anything else is refused.
    expect((await rejection(client.events.send({ type: 'search' } as never))).status).toBe(400);
  });

  it('validates events, requests and each kind of usage-analytics event on its own route', async () => {
    const client = env.client();
    const batch = [{ type: 'search' }, { type: 'click' }, { type: 'view' }];
    const verdicts = await client.events.validate(batch);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${ORG_PATH}/events/v1/validate`,
      query: {},
      body: batch,
      endpoint: 'events.validate',
    });
    expectPublishedAnswer('events.validate', verdicts);

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
    expect(await wire()).toMatchObject({
      path: `${ORG_PATH}/events/v1/analytics/searches/validate`,
      body: [search, search],
      endpoint: 'events.validateSearches',
    });
    expectPublishedAnswer('events.validateSearches', searches);
  });

  it('answers one verdict per event sent or validated, in order (accepted, or valid with its errors)', async () => {
    const client = env.client();
    const query = fresh('event-api');
    const clientId = crypto.randomUUID();
    const batch = [
      { type: 'search', clientId, query, searchHub: 'ProductCatalog', language: 'en' },
      { type: 'purchase', clientId },
      { type: 'click', clientId, position: 2 },
      { type: 'view', clientId, location: 'https://example.com/p/1' },
    ];
    expect(await client.events.validate(batch)).toEqual([
      { valid: true, errors: [] },
      { valid: false, errors: [expect.objectContaining({ path: '/type' })] },
      { valid: true, errors: [] },
      { valid: true, errors: [] },
    ]);
    // Validating records nothing; sending records the events of a known kind.
    const searches = () =>
      client.ua.stats.globalData({
        m: ['PerformSearch', 'UniqueVisit'],
        f: [`queryExpression=='${query}'`, "searchHub=='ProductCatalog'"],
        ...today(),
      });
    expect((await searches())?.globalDatas.PerformSearch).toEqual({ value: 0 });
    const sent = await client.events.send(batch);
    expect(sent.events?.map((event) => event.accepted)).toEqual([true, false, true, true]);
    expect(sent.events?.[1]).toMatchObject({ errorCode: 'INVALID_EVENT' });
    expect((await searches())?.globalDatas).toEqual({
      PerformSearch: { value: 1 },
      UniqueVisit: { value: 1 },
    });
    const clicks = await client.ua.stats.globalData({
      m: ['Click', 'AverageClickRank'],
      f: [`queryExpression=='${query}'`],
      ...today(),
    });
    // The click names no search, so it has no query and is not counted under this one.
    expect(clicks?.globalDatas).toEqual({ Click: { value: 0 }, AverageClickRank: { value: 0 } });
  });

  it('finds a search event without queryText not valid, naming the field in its errors', async () => {
    const client = env.client();
    const { queryText: _, ...missing } = searchEvent('pricing', crypto.randomUUID());
    const verdict = await client.events.validateSearch(missing);
    expect(verdict).toEqual({ valid: false, errors: [expect.objectContaining({ path: '/queryText' })] });
    expect(verdict.errors?.[0].message).toContain('queryText');
    expect(await client.events.validateSearch(searchEvent('pricing', crypto.randomUUID()))).toEqual({
      valid: true,
      errors: [],
    });
    const verdicts = await client.events.validateSearches([searchEvent('a', 'b'), missing, { queryText: 3 }]);
    expect(verdicts.map((v) => v.valid)).toEqual([true, false, false]);
    expect(await client.events.validateView({ language: 'en' })).toMatchObject({
      valid: false,
      errors: [{ path: '/location' }],
    });
    expect((await client.events.validateClick({ language: 'en', actionCause: 'documentOpen' })).valid).toBe(
      false,
    );
  });
});

describe('Event API: Coveo API requests validated', () => {
  it('validates a commerce request against its published schema, naming what is wrong, logging nothing', async () => {
    const client = env.client();
    const query = { type: 'commerce.recommendations', version: 2 };
    const request = {
      trackingId: 'store',
      language: 'en',
      country: 'US',
      currency: 'USD',
      slotId: crypto.randomUUID(),
      context: { view: { url: 'https://shop.example.com/p/1' } },
    };
    expect(await client.events.validateRequest(request, query)).toEqual({ valid: true, errors: [] });
    const { trackingId: _, ...missing } = request;
    const verdict = await client.events.validateRequest(missing, query);
    expect(verdict.valid).toBe(false);
    expect(verdict.errors?.[0].message).toContain('trackingId');
    const wrongView = { ...request, context: { view: {} } };
    expect((await client.events.validateRequest(wrongView, query)).errors?.[0].message).toContain('url');
    // The same body is no valid commerce search: it has no query.
    const search = await client.events.validateRequest(request, { type: 'commerce.search', version: 2 });
    expect(search.errors?.[0].message).toContain('query');
    // A request type or version the Event API does not know is refused.
    const unknown = await rejection(client.events.validateRequest(request, { ...query, version: 1 }));
    expect(unknown.status).toBe(400);
    expect(unknown.message).toContain("'commerce.recommendations v1'");
    expect(await env.lastRequest()).toMatchObject({ endpoint: 'events.validateRequest' });
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

    const range = { from: '2024-01-01', to: '2024-01-07' };
    const daily = await rejection(client.searchUsageMetrics.license.daily('noSuchMetric', range));
    expect(daily.status).toBe(404);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${ORG_PATH}/searchusagemetrics/license/daily/noSuchMetric`,
      query: range,
      endpoint: 'searchUsageMetrics.license.daily',
    });
    const total = await rejection(client.searchUsageMetrics.license.total('noSuchMetric', range));
    expect(total.status).toBe(404);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${ORG_PATH}/searchusagemetrics/license/total/noSuchMetric`,
      query: range,
      endpoint: 'searchUsageMetrics.license.total',
    });
  });

  it("answers a search hub's query logs, the hub in the path (404 for an unknown one) or in the query", async () => {
    const client = env.client();
    const range = { from: '2024-01-01', to: '2024-01-31' };
    const hub = fresh('Support Portal');
    expect((await rejection(client.searchUsageMetrics.hubs.getQueryLogs(hub, range))).status).toBe(404);
    await client.searchUsageMetrics.hubs.create({ name: hub });
    const byPath = await client.searchUsageMetrics.hubs.getQueryLogs(hub, range);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${ORG_PATH}/searchusagemetrics/hubs/${encodeURIComponent(hub)}/logs`,
      query: range,
      endpoint: 'searchUsageMetrics.hubs.getQueryLogs',
    });
    expectPublishedAnswer('searchUsageMetrics.hubs.getQueryLogs', byPath);

    const byName = await client.searchUsageMetrics.hubs.getQueryLogsByName({ ...range, hubName: 'a/b' });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${ORG_PATH}/searchusagemetrics/hubs/logs`,
      query: { ...range, hubName: 'a/b' },
      endpoint: 'searchUsageMetrics.hubs.getQueryLogsByName',
    });
    expectPublishedAnswer('searchUsageMetrics.hubs.getQueryLogsByName', byName);
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
  });

  it('lists the licence metrics license.inUse names, each with daily values and a total that is their sum', async () => {
    const client = env.client();
    const hub = fresh('Recommendations');
    await client.searchUsageMetrics.hubs.create({ name: hub });
    await client.searchUsageMetrics.hubs.updateBucket(hub, { bucket: 'recommendationsQueries' });
    const clientId = crypto.randomUUID();
    await client.ua.events.logSearches(
      ['a', 'b'].map((q) => ({ ...searchEvent(q, clientId), originLevel1: hub })),
    );

    const all = (await client.searchUsageMetrics.license.all())?.metrics.map((m) => m.id);
    const inUse = (await client.searchUsageMetrics.license.inUse())?.metrics.map((m) => m.id) ?? [];
    expect(inUse.sort()).toEqual(['normalQueries', 'recommendationsQueries']);
    expect(all).toEqual(expect.arrayContaining(inUse));
    // From the first of the month to today (UTC): the days of the month so far.
    const now = new Date();
    const range = { from: `${now.toISOString().slice(0, 8)}01`, to: now.toISOString().slice(0, 10) };
    const month = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
    for (const metric of inUse) {
      const daily = await client.searchUsageMetrics.license.daily(metric, range);
      expectPublishedAnswer('searchUsageMetrics.license.daily', daily);
      expect(daily?.values.map((v) => v.date)).toHaveLength(now.getUTCDate());
      const total = await client.searchUsageMetrics.license.total(metric, range);
      expectPublishedAnswer('searchUsageMetrics.license.total', total);
      const sum = daily!.values.reduce((s, v) => s + v.value, 0);
      expect(total, metric).toEqual({ value: sum });
      // The month's figure is the same.
      const monthly = await client.searchUsageMetrics.license.monthly(metric, { from: month, to: month });
      expect(monthly?.values[0].value, metric).toBe(sum);
    }
    const today = await client.searchUsageMetrics.license.daily('recommendationsQueries', {
      from: range.to,
      to: range.to,
    });
    expect(today?.values).toEqual([{ date: range.to, value: 2 }]);
  });

  it('answers query logs as a URL the logs download from', async () => {
    const client = env.client();
    const hub = fresh('Logged Hub');
    await client.searchUsageMetrics.hubs.create({ name: hub });
    const clientId = crypto.randomUUID();
    await client.ua.events.logSearches(
      ['reset password', 'pricing, annual'].map((q) => ({
        ...searchEvent(q, clientId),
        originLevel1: hub,
        username: 'ana@example.com',
      })),
    );
    await client.ua.events.logSearch(searchEvent('elsewhere', clientId));
    const day = new Date().toISOString().slice(0, 10);
    const logs = await client.searchUsageMetrics.hubs.getQueryLogs(hub, { from: day, to: day });
    const lines = (await (await fetch(logs.url)).text()).trim().split('\n');
    expect(lines[0]).toBe('datetime,queryExpression,userId');
    expect(lines.slice(1).map((line) => line.replace(/^[^,]+,/, ''))).toEqual([
      'reset password,ana@example.com',
      '"pricing, annual",ana@example.com',
    ]);
    // By name, the same logs; an earlier range has none.
    const byName = await client.searchUsageMetrics.hubs.getQueryLogsByName({
      from: day,
      to: day,
      hubName: hub,
    });
    expect(await (await fetch(byName.url)).text()).toBe(await (await fetch(logs.url)).text());
    const before = await client.searchUsageMetrics.hubs.getQueryLogs(hub, {
      from: '2024-01-01',
      to: '2024-01-31',
    });
    expect((await (await fetch(before.url)).text()).trim()).toBe(lines[0]);
  });
});

describe("ml.userActionHistory.listActions: a visitor's actions (context API)", () => {
  it("asks for a visitor's action history by their client id, which it requires", async () => {
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
    const refused = await rejection(client.ml.userActionHistory.listActions({} as never));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('objectId');
  });

  it("answers the searches, clicks and views logged with the visitor's client id, oldest first", async () => {
    const client = env.client();
    const objectId = crypto.randomUUID();
    const search = searchEvent('install guide', objectId);
    await client.ua.events.logView({ language: 'en', clientId: objectId, location: 'https://example.com/a' });
    await client.ua.events.logSearch(search);
    await client.ua.events.logClick(clickEvent(search));
    // Custom events are no actions; another visitor's are not theirs.
    await client.ua.events.logCustom({ language: 'en', clientId: objectId, eventType: 'a', eventValue: 'b' });
    await client.ua.events.logSearch(searchEvent('pricing', crypto.randomUUID()));

    const history = await client.ml.userActionHistory.listActions({ objectId });
    expectPublishedAnswer('ml.userActionHistory.listActions', history);
    const actions = history.value ?? [];
    expect(actions.map((action) => action.name)).toEqual(['VIEW', 'SEARCH', 'CLICK']);
    const times = actions.map((action) => Number(action.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(actions.map((action) => JSON.parse(action.value!))).toEqual([
      { origin_level_1: 'default', query_expression: '', uri: 'https://example.com/a' },
      { origin_level_1: 'SupportPortal', query_expression: 'install guide' },
      { origin_level_1: 'SupportPortal', query_expression: 'install guide' },
    ]);
    expect((await client.ml.userActionHistory.listActions({ objectId: crypto.randomUUID() })).value).toEqual(
      [],
    );
  });
});

describe('a forced visit view update (queryVisits)', () => {
  // The platform publishes `POST …/stats/visits` as "Force a Visit View Update": no body, 204. The
  // emulator's visits are computed from the logged events as they are, so the view it forces is current.
  it('answers 204, after which the visits hold what was just logged, and refuses an unknown organization', async () => {
    const client = env.client();
    const queryText = fresh('visit view');
    const search = searchEvent(queryText, crypto.randomUUID());
    await client.ua.events.logSearch(search);
    await client.ua.events.logClick(clickEvent(search));

    expect(await client.ua.stats.queryVisits()).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v15/stats/visits',
      query: { org: ORG },
      endpoint: 'ua.stats.queryVisits',
    });
    const visits = await client.ua.stats.visits({ ...today(), f: [`queryExpression=='${queryText}'`] });
    expect(visits?.totalNumberOfVisits).toBe(1);
    const events = visits?.visits[0].events as { table: string; clientId: string; queryExpression: string }[];
    expect(events.map((event) => [event.table, event.clientId, event.queryExpression])).toEqual([
      ['SEARCHES', search.clientId, queryText],
      ['CLICKS', search.clientId, queryText],
    ]);

    expect(await client.ua.v14.stats.queryVisits()).toEqual({});
    expect(await wire()).toMatchObject({
      path: '/rest/ua/v14/stats/visits',
      endpoint: 'ua.v14.stats.queryVisits',
    });

    const refused = await rejection(client.ua.stats.queryVisits({ org: 'no-such-org' }));
    expect([403, 404]).toContain(refused.status);
    const refusedV14 = await rejection(client.ua.v14.stats.queryVisits({ org: 'no-such-org' }));
    expect(refusedV14.status).toBe(refused.status);
  });
});
