import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type EstimateExportOptions,
  formatUsageDay,
  formatUsageMonth,
  NetworkError,
  PlatformClient,
  PlatformError,
  PollingTimeoutError,
} from '@platform-admin/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN, rejection, useEmulator } from '../../../../test/support';

// Exports stay PENDING for 400 ms: long enough to be seen pending on a loaded machine.
const env = useEmulator({ refreshDurationMs: 400 });
const ORG = encodeURIComponent(DEFAULT_ORGANIZATION_ID);

/** Last month (UTC): its `YYYY-MM`, and its first and last instants as ISO 8601. */
function lastMonth() {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1);
  return {
    year: start.getUTCFullYear(),
    month: start.getUTCMonth() + 1,
    key: start.toISOString().slice(0, 7),
    from: start.toISOString(),
    to: end.toISOString(),
  };
}

const query = (q: string) => Object.fromEntries(new URLSearchParams(q));
/** A range that holds every event: the platform requires a range on most analytics calls. */
const ALL_TIME = { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' };

describe('usage-metrics dates', () => {
  it('pads months and days with a leading zero, from a string, a Date or { year, month, day }', () => {
    expect(formatUsageMonth({ year: 2024, month: 3 })).toBe('2024-03');
    expect(formatUsageMonth(new Date(Date.UTC(2023, 11, 31)))).toBe('2023-12');
    expect(formatUsageMonth('2024-10')).toBe('2024-10');
    expect(formatUsageDay({ year: 2024, month: 1, day: 5 })).toBe('2024-01-05');
    expect(formatUsageDay(new Date(Date.UTC(2024, 1, 29)))).toBe('2024-02-29');
  });

  it('refuses malformed dates with a TypeError', async () => {
    for (const bad of ['2024-3', '2024-13', '24-03', '2024-03-01', 'march']) {
      expect(() => formatUsageMonth(bad), bad).toThrow(TypeError);
    }
    expect(() => formatUsageMonth({ year: 2024, month: 0 })).toThrow(/month must be an integer from 1 to 12/);
    expect(() => formatUsageDay('2023-02-29')).toThrow(TypeError);
    expect(() => formatUsageDay({ year: 2024, month: 4, day: 31 })).toThrow(/from 1 to 30/);
    expect(() => formatUsageDay(new Date('nope'))).toThrow(/invalid/);
    // Left out (a CLI command run without --from): said so, not "undefined is not a date".
    await expect(env.client().searchUsageMetrics.raw.monthly({} as never)).rejects.toThrow(
      "month is missing; pass 'YYYY-MM', a Date or { year, month }.",
    );
  });

  it('sends nothing when a usage-metrics date is malformed', async () => {
    const client = env.client();
    await expect(client.searchUsageMetrics.raw.monthly({ month: '2024-3' })).rejects.toThrow(TypeError);
    await expect(
      client.searchUsageMetrics.raw.hubDaily('SupportPortal', 'normalQueries', {
        from: '2024-01-01',
        to: '2024-1-31',
      }),
    ).rejects.toThrow(TypeError);
    expect(await env.requests()).toEqual([]);
  });

  it('puts zero-padded dates on the wire', async () => {
    const client = env.client();
    await client.searchUsageMetrics.raw.monthly({ month: { year: 2024, month: 2 }, minimumQueries: 1 });
    let last = await env.lastRequest();
    expect(last.path).toBe(`/rest/organizations/${ORG}/searchusagemetrics/raw/monthly`);
    expect(query(last.query)).toEqual({ month: '2024-02', minimumQueries: '1' });
    await client.searchUsageMetrics.raw.hubDaily('Support Portal', 'users', {
      from: new Date(Date.UTC(2024, 0, 3)),
      to: { year: 2024, month: 1, day: 9 },
    });
    last = await env.lastRequest();
    expect(last.path).toBe(
      `/rest/organizations/${ORG}/searchusagemetrics/raw/searchhubs/Support%20Portal/daily/users`,
    );
    expect(query(last.query)).toEqual({ from: '2024-01-03', to: '2024-01-09' });
  });
});

describe('usage analytics on the wire', () => {
  it('fills org from the configured organization, except on health and status calls', async () => {
    const client = env.client();
    const range = lastMonth();
    const global = await client.ua.stats.globalData({
      m: ['PerformSearch', 'Click'],
      from: range.from,
      to: range.to,
    });
    let last = await env.lastRequest();
    expect(last.method).toBe('GET');
    expect(last.path).toBe('/rest/ua/v15/stats/globalData');
    expect(new URLSearchParams(last.query).getAll('m')).toEqual(['PerformSearch', 'Click']);
    expect(query(last.query)).toMatchObject({ org: DEFAULT_ORGANIZATION_ID, from: range.from, to: range.to });
    expect(global?.globalDatas.PerformSearch).toEqual({ value: expect.any(Number) });

    expect(await client.ua.stats.health()).toMatchObject({ status: 'UP' });
    last = await env.lastRequest();
    expect(last.path).toBe('/rest/ua/v15/stats/monitoring/health');
    expect(last.query).toBe('');
    expect(await client.ua.exports.status()).toMatchObject({ status: 'online' });
    expect((await env.lastRequest()).query).toBe('');
  });

  it("answers 404 for an unknown organization, and takes the token's one without org", async () => {
    const client = env.client();
    const error = await rejection(
      client.ua.stats.globalData({ org: 'someone-else', m: ['PerformSearch'], ...ALL_TIME }),
    );
    expect(error.status).toBe(404);
    const ranged = `m=PerformSearch&from=${ALL_TIME.from}&to=${ALL_TIME.to}`;
    const response = await env.sendJson('GET', `/rest/ua/v15/stats/globalData?${ranged}`);
    expect(response.status).toBe(200);
    expect(response.body.globalDatas).toEqual(
      (await client.ua.stats.globalData({ m: ['PerformSearch'], ...ALL_TIME }))?.globalDatas,
    );
    // The platform requires the range and metrics.
    const unranged = await rejection(client.ua.stats.globalData({ m: ['PerformSearch'] } as never));
    expect(unranged.message).toContain("the query parameter 'from' is required");
  });

  it('answers the row limit, a visit view update (204) and a query cancellation (202) as the platform does', async () => {
    const client = env.client();
    expect(await client.ua.exports.rowLimit()).toEqual({ exportRowCountLimit: 10_000_000 });
    expect(await env.lastRequest()).toMatchObject({
      path: '/rest/ua/v15/exports/rowLimit',
      query: `org=${ORG}`,
    });

    // The emulator's visits are computed from the events as they are: the view is always up to date.
    const before = await client.ua.stats.visits(ALL_TIME);
    expect(await client.ua.stats.queryVisits()).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: '/rest/ua/v15/stats/visits',
      query: `org=${ORG}`,
    });
    expect(await client.ua.stats.visits(ALL_TIME)).toEqual(before);
    expect(await env.sendJson('POST', `/rest/ua/v15/stats/visits?org=${ORG}`)).toEqual({
      status: 204,
      body: undefined,
    });

    expect(await client.ua.stats.cancelQuery('q-1')).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: '/rest/ua/v15/stats/query/q-1' });
    expect(await env.sendJson('DELETE', `/rest/ua/v15/stats/query/q-1?org=${ORG}`)).toEqual({
      status: 202,
      body: undefined,
    });
    expect((await rejection(client.ua.stats.cancelQuery('q-1', { org: 'someone-else' }))).status).toBe(404);
  });
});

describe('one event store, the same figures everywhere', () => {
  it('counts the same searches for a hub and month in stats, an export and usage metrics', async () => {
    const client = env.client();
    const range = lastMonth();
    const hub = 'SupportPortal';
    const filter = `searchHub=='${hub}'`;

    const global = await client.ua.stats.globalData({
      m: ['PerformSearch'],
      from: range.from,
      to: range.to,
      f: [filter],
    });
    const searches = (global!.globalDatas.PerformSearch as { value: number }).value;
    expect(searches).toBeGreaterThan(20);

    const combined = await client.ua.stats.combinedData({
      m: ['PerformSearch'],
      d: ['searchHub'],
      from: range.from,
      to: range.to,
    });
    expect(combined!.combinations.find((c) => c.searchHub === hub)?.PerformSearch).toBe(searches);

    const graph = await client.ua.stats.graphDataPoints({
      m: ['PerformSearch'],
      i: 'DAY',
      from: range.from,
      to: range.to,
      f: [filter],
    });
    expect(graph!.totals.PerformSearch).toBe(searches);
    // Finer intervals count the same searches, an hour or a minute a point; too many points are refused.
    const [from, to] = [range.from, range.to];
    const hourly = await client.ua.stats.graphDataPoints({
      m: ['PerformSearch'],
      i: 'HOUR',
      from,
      to,
      f: [filter],
    });
    expect(hourly!.totals.PerformSearch).toBe(searches);
    expect(hourly!.dataPoints[1].dateTime - hourly!.dataPoints[0].dateTime).toBe(3_600_000);
    const byMinute = await client.ua.stats.graphDataPoints({
      m: ['PerformSearch'],
      i: 'MINUTE',
      from,
      to,
      f: [filter],
    });
    expect(byMinute!.totals.PerformSearch).toBe(searches);
    const everyMinute = client.ua.stats.graphDataPoints({ m: ['PerformSearch'], i: 'MINUTE', ...ALL_TIME });
    expect((await rejection(everyMinute)).status).toBe(400);

    const values = await client.ua.dimensions.values('searchHub', {
      from: range.from,
      to: range.to,
      f: ["eventType!='x'"],
    });
    expect(values!.values?.length).toBeGreaterThan(0);

    const monthly = await client.searchUsageMetrics.raw.monthly({
      month: { year: range.year, month: range.month },
    });
    expect(monthly!.searchHubs.find((h) => h.searchHub === hub)?.normalQueries).toBe(searches);
    const hubMonthly = await client.searchUsageMetrics.raw.hubMonthly(hub, 'normalQueries', {
      from: range.key,
      to: range.key,
    });
    expect(hubMonthly!.values).toEqual([{ date: range.key, value: searches }]);
    const daily = await client.searchUsageMetrics.raw.hubDaily(hub, 'normalQueries', {
      from: `${range.key}-01`,
      to: range.to.slice(0, 10),
    });
    expect(daily!.values.reduce((sum, v) => sum + v.value, 0)).toBe(searches);

    const estimate = await client.ua.exports.estimate({
      from: range.from,
      to: range.to,
      tables: ['SEARCHES'],
      f: [filter],
    });
    expect(estimate!.estimates).toEqual({ SEARCHES: searches });
    const generated = await client.ua.exports.generate({
      from: range.from,
      to: range.to,
      tables: ['SEARCHES'],
      f: [filter],
      dimensions: ['searchHub', 'queryExpression'],
    });
    await client.ua.exports.waitUntilReady(generated.id, { intervalMs: 20, timeoutMs: 5000 });
    const csv = await (await client.ua.exports.download(generated.id)).text();
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('datetime,searchHub,queryExpression');
    expect(lines).toHaveLength(searches + 1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === hub)).toBe(true);
  });

  it('gives the same figures on every read and to a filter on dimension values', async () => {
    const client = env.client();
    const metrics = { m: ['PerformSearch', 'UniqueVisitor', 'ClickThroughRate'], ...ALL_TIME } as const;
    const a = await client.ua.stats.globalData({ ...metrics, m: [...metrics.m] });
    const b = await client.ua.stats.globalData({ ...metrics, m: [...metrics.m] });
    expect(a!.globalDatas).toEqual(b!.globalDatas);
    const countries = await client.ua.dimensions.values('country', { n: 100, ...ALL_TIME });
    const total = (countries!.values ?? []).reduce((sum, v) => sum + (v.count ?? 0), 0);
    const all = await client.ua.stats.globalData({
      m: ['PerformSearch', 'Click', 'CustomEvent'],
      ...ALL_TIME,
    });
    const events = Object.values(all!.globalDatas).reduce(
      (sum, v) => sum + (v as { value: number }).value,
      0,
    );
    expect(total).toBe(events);
  });

  it('leaves the counts of all rows out of combinations, trends and visits with includeMetadata=false', async () => {
    const client = env.client();
    const byHub = { m: ['PerformSearch'], d: ['searchHub'], n: 2, ...ALL_TIME };
    const full = await client.ua.stats.combinedData(byHub);
    expect(full).toMatchObject({
      totalNumberOfResults: expect.any(Number),
      uniqueCounts: expect.any(Object),
    });
    const bare = await client.ua.stats.combinedData({ ...byHub, includeMetadata: false });
    expect(query((await env.lastRequest()).query)).toMatchObject({ includeMetadata: 'false' });
    expect(bare).toEqual({ combinations: full!.combinations });
    const trends = await client.ua.stats.trends({ ...byHub, t: ['PerformSearch'], includeMetadata: false });
    expect(Object.keys(trends!)).toEqual(['combinations']);
    expect(trends!.combinations).toHaveLength(2);
    const v14 = await client.ua.v14.stats.combinedData({ ...byHub, includeMetadata: false });
    expect(v14).toEqual(bare);

    const visits = await client.ua.stats.visits({ n: 3, ...ALL_TIME });
    expect(visits!.totalNumberOfVisits).toBeGreaterThan(3);
    const page = await client.ua.stats.visits({ n: 3, ...ALL_TIME, includeMetadata: false });
    expect(page).toEqual({ visits: visits!.visits });
  });

  it('refuses unknown metrics, dimensions and malformed filters with 400', async () => {
    const client = env.client();
    expect((await rejection(client.ua.stats.globalData({ m: ['Nope'], ...ALL_TIME }))).status).toBe(400);
    expect(
      (await rejection(client.ua.stats.combinedData({ m: ['PerformSearch'], d: ['nope'], ...ALL_TIME })))
        .status,
    ).toBe(400);
    expect(
      (
        await rejection(
          client.ua.stats.globalData({ m: ['PerformSearch'], f: ['searchHub ~ x'], ...ALL_TIME }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await rejection(client.ua.stats.globalData({ m: ['PerformSearch'], ...ALL_TIME, from: 'yesterday' })))
        .status,
    ).toBe(400);
  });
});

describe('export lifecycle', () => {
  it('is PENDING, then AVAILABLE with a link; polls with progress; deletes for real', async () => {
    const client = env.client();
    const created = await client.ua.exports.generate({ tables: ['CLICKS'], d: 'clicks', ...ALL_TIME });
    expect(created.status).toBe('PENDING');
    expect(created.downloadable).toBe(false);
    const pending = await client.ua.exports.getDownloadLink(created.id);
    expect(pending!.downloadLink).toBeUndefined();
    await expect(client.ua.exports.download(created.id)).rejects.toThrow(/no download link yet/);

    const seen: string[] = [];
    const ready = await client.ua.exports.waitUntilReady(created.id, {
      intervalMs: 10,
      timeoutMs: 5000,
      onPoll: (value) => seen.push(String(value?.status)),
    });
    expect(seen[0]).toBe('PENDING');
    expect(seen.at(-1)).toBe('AVAILABLE');
    expect(ready.downloadable).toBe(true);
    expect(ready.size).toBeGreaterThan(0);
    expect((await client.ua.exports.list())!.map((e) => [e.id, e.status])).toEqual([
      [created.id, 'AVAILABLE'],
    ]);

    await client.ua.exports.delete(created.id);
    expect((await rejection(client.ua.exports.get(created.id))).status).toBe(404);
  });

  it('times out and aborts while the export is pending', async () => {
    const client = env.client();
    const created = await client.ua.exports.generate({ tables: ['SEARCHES'], ...ALL_TIME });
    await expect(
      client.ua.exports.waitUntilReady(created.id, { intervalMs: 10, timeoutMs: 1 }),
    ).rejects.toBeInstanceOf(PollingTimeoutError);
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(client.ua.exports.waitUntilReady(created.id, { signal: controller.signal })).rejects.toThrow(
      'stop',
    );
  });

  it('answers the export as JSON with redirect=true as without, as the platform publishes it', async () => {
    const client = env.client();
    const day = lastMonth().from.slice(0, 10);
    const created = await client.ua.exports.generate({
      tables: ['CUSTOM_EVENTS'],
      from: `${day}T00:00:00.000Z`,
      to: `${day}T23:59:59.999Z`,
      dimensions: ['eventType'],
    });
    await client.ua.exports.waitUntilReady(created.id, { intervalMs: 10 });
    const described = await client.ua.exports.get(created.id);
    expect(query((await env.lastRequest()).query)).toEqual({
      org: DEFAULT_ORGANIZATION_ID,
      redirect: 'false',
    });
    expect(described).toMatchObject({ id: created.id, status: 'AVAILABLE', downloadable: true });
    const response = await fetch(`${env.url}/rest/ua/v15/exports/${created.id}?org=${ORG}&redirect=true`, {
      headers: { authorization: `Bearer ${DEFAULT_TOKEN}` },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(described);
    expect(await client.ua.exports.get(created.id, { redirect: true })).toEqual(described);
    expect(query((await env.lastRequest()).query)).toMatchObject({ redirect: 'true' });
    // The file is at the JSON's download link.
    const file = await fetch(described!.downloadLink!);
    expect((await file.text()).split('\n')[0]).toBe('datetime,eventType');
  });

  it('serves the file at its download link over HTTP, the same as download streams', async () => {
    const client = env.client();
    const day = lastMonth().from.slice(0, 10);
    const created = await client.ua.exports.generate({
      tables: ['SEARCHES'],
      from: `${day}T00:00:00.000Z`,
      to: `${day}T23:59:59.999Z`,
      dimensions: ['searchHub'],
    });
    await client.ua.exports.waitUntilReady(created.id, { intervalMs: 10 });
    const { downloadLink } = (await client.ua.exports.getDownloadLink(created.id))!;
    expect(downloadLink).toMatch(new RegExp(`^${env.url}/_files/[0-9a-f-]{36}$`));
    const file = await fetch(downloadLink!);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    const csv = await file.text();
    expect(csv.split('\n')[0]).toMatch(/searchHub/);
    expect(await (await client.ua.exports.download(created.id)).text()).toBe(csv);
    expect((await client.ua.exports.get(created.id))?.downloadLink).toBe(downloadLink);
    expect((await fetch(`${env.url}/_files/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
  });

  it('downloads through the client own fetch, e.g. an emulator in process', async () => {
    const client = env.client({ host: 'http://emulator', fetch: env.emulator.fetch });
    const day = lastMonth().from.slice(0, 10);
    const created = await client.ua.exports.generate({
      tables: ['SEARCHES'],
      from: `${day}T00:00:00.000Z`,
      to: `${day}T23:59:59.999Z`,
      dimensions: ['searchHub'],
    });
    await client.ua.exports.waitUntilReady(created.id, { intervalMs: 10 });
    const response = await client.ua.exports.download(created.id);
    expect((await response.text()).split('\n')[0]).toMatch(/searchHub/);
  });

  it('estimates as many rows as the export holds, for several tables and a visit export', async () => {
    const client = env.client();
    const options: EstimateExportOptions = {
      tables: ['SEARCHES', 'CLICKS'],
      fs: ["country=='CA'"],
      ...ALL_TIME,
    };
    const estimate = await client.ua.exports.estimate(options);
    const rows = Object.values(estimate!.estimates).reduce((a, b) => a + b, 0);
    const created = await client.ua.exports.create({
      from: '2000-01-01T00:00:00Z',
      to: '2100-01-01T00:00:00Z',
      tables: ['SEARCHES', 'CLICKS'],
      searchesFilters: ["country=='CA'"],
      useDisplayNames: true,
      dimensions: ['country'],
    });
    expect(created.rowCount).toBe(rows);
    await client.ua.exports.waitUntilReady(created.id, { intervalMs: 10 });
    const text = await (await client.ua.exports.download(created.id)).text();
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('Date/Time,Event Type,Country');
    expect(lines).toHaveLength(rows + 1);

    // hideEventFilters leaves the matching events out of the visits kept, in the estimate as in the export.
    const tablets = { f: ["deviceCategory=='Tablet'"], ...ALL_TIME };
    const everyEvent = await client.ua.exports.estimateVisits(tablets);
    const visits = await client.ua.exports.estimateVisits({
      ...tablets,
      hideEventFilters: ["country=='CA'"],
    });
    expect(visits!.estimates.VISITS_EVENTS).toBeLessThan(everyEvent!.estimates.VISITS_EVENTS);
    const visitExport = await client.ua.exports.generateVisits({
      ...tablets,
      hideEventFilters: ["country=='CA'"],
      ordered: true,
    });
    expect(visitExport.rowCount).toBe(visits!.estimates.VISITS_EVENTS);
  });

  it('stores export schedules', async () => {
    const client = env.client();
    const schedule = await client.ua.exports.schedules.create({
      frequency: 'WEEKLY',
      dayOfWeek: 'MONDAY',
      timezone: 'America/Montreal',
      tables: ['SEARCHES'],
      commonFilters: ["searchHub=='SupportPortal'"],
    });
    expect(schedule.id).toBeTruthy();
    // The platform always answers these: the author, the filters, and a description, empty unless given.
    expect(schedule).toMatchObject({
      author: expect.any(String),
      frequency: 'WEEKLY',
      dayOfWeek: 'MONDAY',
      timezone: 'America/Montreal',
      description: '',
      filters: { commonFilters: "searchHub=='SupportPortal'" },
    });
    expect(await client.ua.exports.schedules.get(schedule.id)).toEqual(schedule);
    const updated = await client.ua.exports.schedules.update(schedule.id, {
      frequency: 'DAILY',
      timezone: 'UTC',
      description: 'Daily searches',
    });
    expect(updated).toMatchObject({
      id: schedule.id,
      author: schedule.author,
      frequency: 'DAILY',
      description: 'Daily searches',
      filters: {},
    });
    expect((await client.ua.exports.schedules.list())!.map((s) => s.id)).toEqual([schedule.id]);
    expect(
      (
        await rejection(
          // @ts-expect-error the platform refuses a frequency it does not have, which the type leaves out
          client.ua.exports.schedules.create({ frequency: 'HOURLY', timezone: 'UTC' }),
        )
      ).status,
    ).toBe(400);
    await client.ua.exports.schedules.delete(schedule.id);
    expect((await rejection(client.ua.exports.schedules.get(schedule.id))).status).toBe(404);
  });
});

describe('downloads never send the token to another host', () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const s of servers.splice(0)) s.close();
  });
  const listen = (
    handler: (url: string, headers: IncomingHttpHeaders, res: import('node:http').ServerResponse) => void,
  ) =>
    new Promise<string>((resolve) => {
      const server = createServer((req, res) => handler(req.url ?? '', req.headers, res)).listen(
        0,
        '127.0.0.1',
        () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      );
      servers.push(server);
    });

  it('sends it on the platform origin only, also across redirects', async () => {
    const seen: Array<{ host: string; auth?: string }> = [];
    const files = await listen((_url, headers, res) => {
      seen.push({ host: 'files', auth: headers.authorization });
      res.end('a,b\n1,2\n');
    });
    const platform = await listen((url, headers, res) => {
      seen.push({ host: 'platform', auth: headers.authorization });
      if (url.includes('/downloadlink')) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ id: 'e1', downloadLink: '/files/e1.csv' }));
      } else res.writeHead(302, { location: `${files}/e1.csv` }).end();
    });
    const client = new PlatformClient({ host: platform, accessToken: 'secret', organizationId: 'o' });
    const response = await client.ua.exports.download('e1');
    expect(await response.text()).toBe('a,b\n1,2\n');
    expect(seen).toEqual([
      { host: 'platform', auth: 'Bearer secret' },
      { host: 'platform', auth: 'Bearer secret' },
      { host: 'files', auth: undefined },
    ]);
  });

  it('throws PlatformError when the file host answers an error', async () => {
    const platform = await listen((url, _headers, res) => {
      if (url.includes('/downloadlink')) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ id: 'e1', downloadLink: '/gone.csv' }));
      } else res.writeHead(410).end('gone');
    });
    const client = new PlatformClient({ host: platform, accessToken: 'secret', organizationId: 'o' });
    const error = await client.ua.exports.download('e1').catch((e) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error.status).toBe(410);
  });

  it('throws NetworkError naming the download when the file host refuses the connection, its signature redacted', async () => {
    const closed = await listen((_url, _headers, res) => res.end());
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const link = `${closed}/e1.csv?X-Amz-Signature=s3cr3t-signature&part=1`;
    const platform = await listen((_url, _headers, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ id: 'e1', downloadLink: link }));
    });
    const client = new PlatformClient({ host: platform, accessToken: 'secret', organizationId: 'o' });
    const error = await client.ua.exports.download('e1').catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      call: 'ua.exports.download',
      method: 'GET',
      code: 'ECONNREFUSED',
      url: `${closed}/e1.csv?X-Amz-Signature=[redacted]&part=1`,
    });
    expect(error.message).toMatch(
      /^ua\.exports\.download: GET http:\/\/127\.0\.0\.1:\d+\/e1\.csv got no answer: connect ECONNREFUSED/,
    );
    expect(`${error.message}${error.stack}`).not.toContain('s3cr3t');
  });
});

describe('custom dimensions', () => {
  it('give past events values only with updatePastEvents, sent false by default', async () => {
    const client = env.client();
    const created = await client.ua.dimensions.custom.create(
      { type: 'TEXT', displayName: 'Role' },
      { name: 'context_role', event: ['searches'] },
    );
    let last = await env.lastRequest();
    expect(query(last.query)).toEqual({
      org: DEFAULT_ORGANIZATION_ID,
      name: 'context_role',
      event: 'searches',
      updatePastEvents: 'false',
    });
    expect(JSON.parse(last.body)).toEqual({ type: 'TEXT', displayName: 'Role' });
    expect(created.apiNames).toEqual(['c_context_role']);
    expect((await client.ua.dimensions.custom.values('c_context_role', ALL_TIME))!.values).toEqual([]);

    await client.ua.dimensions.custom.update(
      'c_context_role',
      { type: 'TEXT', displayName: 'Role' },
      { updatePastEvents: true },
    );
    last = await env.lastRequest();
    expect(query(last.query).updatePastEvents).toBe('true');
    const values = (await client.ua.dimensions.custom.values('c_context_role', ALL_TIME))!.values ?? [];
    expect(values.map((v) => v.value).sort()).toEqual(['agent', 'customer', 'partner']);
    const searches = await client.ua.stats.globalData({ m: ['PerformSearch'], ...ALL_TIME });
    expect(values.reduce((s, v) => s + (v.count ?? 0), 0)).toBe(
      (searches!.globalDatas.PerformSearch as { value: number }).value,
    );

    const byRole = await client.ua.stats.combinedData({
      d: ['c_context_role'],
      m: ['PerformSearch'],
      ...ALL_TIME,
    });
    expect(byRole!.combinations).toHaveLength(3);
    const suggestions = await client.ua.dimensions.custom.suggestions('searches', {
      includeValueSamples: true,
    });
    expect(suggestions!.suggestions.map((s) => s.apiName)).toEqual(['c_context_plan']);
    expect(suggestions!.suggestions[0]).toMatchObject({ eventName: 'searches' });
    expect(suggestions!.suggestions[0].values!.length).toBeGreaterThan(0);

    expect((await client.ua.dimensions.list())!.some((d) => d.returnName === 'c_context_role')).toBe(true);
    expect((await client.ua.dimensions.list({ includeCustom: false }))!.every((d) => !d.custom)).toBe(true);
    expect(
      (
        await rejection(
          client.ua.dimensions.custom.create(
            { type: 'TEXT', displayName: 'x' },
            { name: 'context_role', event: ['searches'] },
          ),
        )
      ).status,
    ).toBe(409);
    await client.ua.dimensions.custom.delete('c_context_role');
    expect((await rejection(client.ua.dimensions.custom.get('c_context_role'))).status).toBe(404);
  });
});

describe('custom dimension suggestions', () => {
  it('read the last depth events of the type (1000 by default), with value samples unless includeValueSamples=false', async () => {
    const client = env.client();
    const keys = ['c_context_plan', 'c_context_role'];
    // Value samples by default, as published: the roles of the searches (three of them).
    const all = await client.ua.dimensions.custom.suggestions('searches', ALL_TIME);
    expect(all!.suggestions.map((s) => s.apiName).sort()).toEqual(keys);
    const role = all!.suggestions.find((s) => s.apiName === 'c_context_role');
    expect(role!.values!.length).toBe(3);
    const bare = await client.ua.dimensions.custom.suggestions('searches', { includeValueSamples: false });
    expect(bare!.suggestions.every((s) => s.values === undefined)).toBe(true);

    // One event: one sample per key; none: no key.
    const one = await client.ua.dimensions.custom.suggestions('searches', { ...ALL_TIME, depth: 1 });
    expect(query((await env.lastRequest()).query)).toMatchObject({ depth: '1' });
    expect(one!.suggestions.map((s) => s.apiName).sort()).toEqual(keys);
    expect(one!.suggestions.every((s) => s.values?.length === 1)).toBe(true);
    const none = await client.ua.dimensions.custom.suggestions('searches', { ...ALL_TIME, depth: 0 });
    expect(none!.suggestions).toEqual([]);
    const v14 = await client.ua.v14.dimensions.custom.suggestions('searches', { ...ALL_TIME, depth: 1 });
    expect(v14).toEqual(one);
    expect((await rejection(client.ua.dimensions.custom.suggestions('searches', { depth: -1 }))).status).toBe(
      400,
    );
  });
});

describe('search hubs, licence and data health', () => {
  it('lists the hubs events come from; creates, buckets and deletes hubs', async () => {
    const client = env.client();
    // The list answers the page's hubs as an array: 4 hubs, 2 a page.
    const listed = await client.searchUsageMetrics.hubs.list({ page: 0, perPage: 2 });
    expect(query((await env.lastRequest()).query)).toEqual({ page: '0', pageSize: '2' });
    expect(listed).toHaveLength(2);
    expect(await client.searchUsageMetrics.hubs.list({ page: 1, perPage: 2 })).toHaveLength(2);
    expect(await client.searchUsageMetrics.hubs.list({ page: 2, perPage: 2 })).toEqual([]);
    // Writes answer 200 without a body.
    expect(await client.searchUsageMetrics.hubs.create({ name: 'Intranet', description: 'Staff' })).toEqual(
      {},
    );
    expect(
      await client.searchUsageMetrics.hubs.updateBucket('Intranet', { bucket: 'staticQueries' }),
    ).toEqual({});
    expect(await client.searchUsageMetrics.hubs.get('Intranet')).toEqual({
      name: 'Intranet',
      description: 'Staff',
      bucket: 'staticQueries',
    });
    expect((await client.searchUsageMetrics.hubs.list({ filter: 'staff' }))!.map((h) => h.name)).toEqual([
      'Intranet',
    ]);
    // An update takes the hub's name, as published, and keeps what it leaves out.
    expect(
      await client.searchUsageMetrics.hubs.update('Intranet', {
        name: 'Intranet',
        description: 'Staff only',
      }),
    ).toEqual({});
    expect(await client.searchUsageMetrics.hubs.get('Intranet')).toMatchObject({
      description: 'Staff only',
      bucket: 'staticQueries',
    });
    const nameless = client.searchUsageMetrics.hubs.update('Intranet', { description: 'x' } as never);
    expect((await rejection(nameless)).status).toBe(400);
    expect(await client.searchUsageMetrics.hubs.delete('Intranet')).toEqual({});
    expect((await rejection(client.searchUsageMetrics.hubs.get('Intranet'))).status).toBe(404);
  });

  it('counts licence usage per bucket: a hub moved out of normalQueries no longer counts there', async () => {
    const client = env.client();
    const range = lastMonth();
    const month = { year: range.year, month: range.month };
    const before = await client.searchUsageMetrics.license.monthly('normalQueries', {
      from: month,
      to: month,
    });
    const raw = await client.searchUsageMetrics.raw.monthly({ month });
    const total = raw!.searchHubs.reduce((s, h) => s + h.normalQueries, 0);
    expect(before!.values).toEqual([{ date: range.key, value: total }]);
    await client.searchUsageMetrics.hubs.updateBucket('AgentPanel', { bucket: 'staticQueries' });
    const after = await client.searchUsageMetrics.license.monthly('normalQueries', {
      from: month,
      to: month,
    });
    const agent = raw!.searchHubs.find((h) => h.searchHub === 'AgentPanel')?.normalQueries ?? 0;
    expect(after!.values[0].value).toBe(total - agent);
    // The raw figures name the bucket each hub is assigned to.
    expect(raw!.searchHubs.find((h) => h.searchHub === 'AgentPanel')?.assignment).toBe('normalQueries');
    const moved = await client.searchUsageMetrics.raw.monthly({ month });
    expect(moved!.searchHubs.find((h) => h.searchHub === 'AgentPanel')?.assignment).toBe('staticQueries');
    expect((await client.searchUsageMetrics.license.inUse())!.metrics.map((m) => m.id).sort()).toEqual([
      'normalQueries',
      'staticQueries',
    ]);
  });

  it('reports searches without a language alike in criteria, instances, events, problems, groups and overview', async () => {
    const client = env.client();
    const health = '/rest/ua/v15/datahealth';
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

    // The group's criterion counts the searches that lack a language.
    const detail = await client.ua.dataHealth.getGroupDetail({ group: 'searches', ...ALL_TIME });
    expect(await env.lastRequest()).toMatchObject({ path: `${health}/groups/detail` });
    expect(detail!.criteria).toHaveLength(1);
    const [criterion] = detail!.criteria;
    expect(criterion).toMatchObject({
      id: 'SEARCH_HAS_LANGUAGE',
      category: 'EVENT',
      severity: 'MEDIUM',
      scope: 'EVENT',
    });
    const missing = criterion.failedValidations;
    const checked = criterion.totalValidations;
    expect(missing).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(missing);
    expect(criterion.score).toBe(Math.round(((checked - missing) / checked) * 10_000) / 100);

    // Its failed instances are those searches, page by page.
    const failing = { criterionId: 'SEARCH_HAS_LANGUAGE', group: 'searches', ...ALL_TIME };
    const all = await client.ua.dataHealth.getFailedInstances({ ...failing, perPage: 10_000 });
    expect(all!.failedInstances).toHaveLength(missing);
    const page = await client.ua.dataHealth.getFailedInstances({ ...failing, page: 1, perPage: 2 });
    expect(query((await env.lastRequest()).query)).toMatchObject({ page: '1', perPage: '2' });
    expect(page!.failedInstances).toEqual(all!.failedInstances.slice(2, 4));
    const [instance] = all!.failedInstances;
    expect(instance).toMatchObject({
      scope: 'EVENT',
      eventId: expect.any(String),
      clientId: expect.any(String),
    });
    expect(instance.timestamp).toMatch(iso);

    // The event as it was sent: no language.
    const payload = await client.ua.dataHealth.getEventPayload({
      eventId: instance.eventId,
      timestamp: instance.timestamp,
    });
    expect(payload).toMatchObject({ eventId: instance.eventId, timestamp: instance.timestamp });
    expect(payload!.eventPayload).toMatchObject({ visitId: instance.visitId, userId: instance.clientId });
    expect(payload!.eventPayload).not.toHaveProperty('language');

    // The events list names the rule each invalid event breaks.
    const invalidSearches = await client.ua.dataHealth.listEvents({
      eventType: 'search',
      healthStatus: 'INVALID',
      perPage: 10_000,
      ...ALL_TIME,
    });
    const noLanguage = invalidSearches!.events.filter((e) =>
      e.validationErrors.some((error) => error.code === 'SEARCH_HAS_LANGUAGE'),
    );
    expect(noLanguage).toHaveLength(missing);
    expect(noLanguage[0]).toMatchObject({
      source: 'API',
      type: 'search',
      trackingId: 'default',
      eventId: expect.any(String),
      validationErrors: [{ code: 'SEARCH_HAS_LANGUAGE', path: 'language', message: expect.any(String) }],
    });
    expect(noLanguage[0].timestamp).toMatch(iso);
    const valid = await client.ua.dataHealth.listEvents({ healthStatus: 'VALID', perPage: 3, ...ALL_TIME });
    expect(valid!.events).toHaveLength(3);
    expect(valid!.events.every((e) => e.validationErrors.length === 0)).toBe(true);

    // Problems, per event type and search hub: the searches' failing events are the invalid searches.
    const problems = await client.ua.dataHealth.getEventsProblems({ eventType: 'search', ...ALL_TIME });
    const found = problems!.problems.length;
    expect(found).toBeGreaterThan(0);
    expect(problems!.pagination).toEqual({ page: 0, perPage: 50, totalPages: 1, totalItems: found });
    expect(sum(problems!.problems.map((p) => p.failedEvents))).toBe(invalidSearches!.events.length);
    for (const problem of problems!.problems) {
      expect(problem).toMatchObject({ eventType: 'search', trackingId: 'default' });
      expect(problem.failedEvents).toBeLessThanOrEqual(problem.totalEvents);
      expect(problem.sampleEvents).toHaveLength(Math.min(5, problem.failedEvents));
      expect(problem.sampleEventsTimestamps).toHaveLength(problem.sampleEvents.length);
      expect(problem.validationErrors.map((error) => error.code)).toContain('SEARCH_HAS_LANGUAGE');
    }
    const second = await client.ua.dataHealth.getEventsProblems({ page: 1, perPage: 1, ...ALL_TIME });
    expect(query((await env.lastRequest()).query)).toMatchObject({ page: '1', perPage: '1' });
    expect(second!.problems).toHaveLength(1);
    expect(second!.pagination).toMatchObject({ page: 1, perPage: 1 });
    expect(second!.pagination?.totalPages).toBe(second!.pagination?.totalItems);
    expect(second!.pagination?.totalItems).toBeGreaterThan(found);

    // The groups and the overview add the criteria up.
    const groups = await client.ua.dataHealth.getGroupListing(ALL_TIME);
    expect(groups!.groups.find((g) => g.group === 'searches')).toEqual({
      group: 'searches',
      score: criterion.score,
      totalValidations: checked,
      failedValidations: missing,
      severityBreakdown: { MEDIUM: missing },
    });
    const overview = await client.ua.dataHealth.getOverview(ALL_TIME);
    expect(await env.lastRequest()).toMatchObject({ path: `${health}/overview` });
    expect(overview!.totalValidations).toBe(sum(groups!.groups.map((g) => g.totalValidations)));
    expect(overview!.failedValidations).toBe(sum(groups!.groups.map((g) => g.failedValidations)));
    expect(overview!.severityBreakdown.MEDIUM).toBe(missing);
    expect(sum(Object.values(overview!.severityBreakdown))).toBe(overview!.failedValidations);
    expect(overview!.score).toBeLessThan(100);
    const visits = await client.ua.dataHealth.getOverview({ category: 'VISIT', ...ALL_TIME });
    expect(Object.keys(visits!.severityBreakdown)).toEqual(['CRITICAL']);

    // The HEALTH_STATUS facet counts the events the list shows invalid.
    const invalid = await client.ua.dataHealth.listEvents({
      healthStatus: 'INVALID',
      perPage: 100_000,
      ...ALL_TIME,
    });
    const facet = await client.ua.dataHealth.listFacetValues({ facet: 'HEALTH_STATUS', ...ALL_TIME });
    expect(facet!.values.find((v) => v.value === 'INVALID')?.count).toBe(invalid!.events.length);
  });
});

describe('visit statistics and metric filters', () => {
  const VISIT_METRICS = [
    'VisitCount',
    'UniqueVisit',
    'UniqueVisitor',
    'AverageEventsPerVisit',
    'PerformSearch',
    'Click',
    'CustomEvent',
  ];
  const metricValue = (datas: Record<string, unknown>, name: string) =>
    (datas[name] as { value: number }).value;

  it('counts visits, visitors, events per visit and each kind of event from the visits themselves', async () => {
    const client = env.client();
    const range = lastMonth();
    const scope = { from: range.from, to: range.to, f: ["searchHub=='SupportPortal'"] };
    const metrics = await client.ua.stats.visitsMetrics({ m: VISIT_METRICS, ...scope });
    expect(await env.lastRequest()).toMatchObject({ path: '/rest/ua/v15/stats/visitsMetrics' });
    const datas = metrics!.globalDatas as Record<string, unknown>;
    expect(Object.keys(datas)).toEqual(VISIT_METRICS);

    const listed = await client.ua.stats.visits({ n: 10_000, ...scope });
    const visits = listed!.visits as Array<{ numberOfEvents: number; events: Array<Record<string, string>> }>;
    expect(visits.length).toBe(listed!.totalNumberOfVisits);
    expect(visits.length).toBeGreaterThan(3);
    const events = visits.flatMap((visit) => visit.events);
    const ofTable = (table: string) => events.filter((event) => event.table === table).length;
    const meanEvents = visits.reduce((sum, visit) => sum + visit.numberOfEvents, 0) / visits.length;
    expect(metricValue(datas, 'VisitCount')).toBe(visits.length);
    expect(metricValue(datas, 'UniqueVisit')).toBe(visits.length);
    const visitors = new Set(visits.map((visit) => visit.events[0].userId)).size;
    expect(metricValue(datas, 'UniqueVisitor')).toBe(visitors);
    expect(visitors).toBeLessThan(visits.length);
    expect(metricValue(datas, 'AverageEventsPerVisit')).toBe(Math.round(meanEvents * 100) / 100);
    expect(metricValue(datas, 'PerformSearch')).toBe(ofTable('SEARCHES'));
    expect(metricValue(datas, 'Click')).toBe(ofTable('CLICKS'));
    expect(metricValue(datas, 'CustomEvent')).toBe(ofTable('CUSTOM_EVENTS'));
    // `f` keeps the hub's events only: as many as the event statistics count for it.
    const global = await client.ua.stats.globalData({
      m: ['PerformSearch', 'Click', 'CustomEvent'],
      ...scope,
    });
    for (const name of ['PerformSearch', 'Click', 'CustomEvent'])
      expect(metricValue(global!.globalDatas, name), name).toBe(metricValue(datas, name));

    // Per interval, the additive metrics add up to the range's.
    const graph = await client.ua.stats.visitsGraphDataPoints({ m: VISIT_METRICS, i: 'DAY', ...scope });
    for (const name of ['VisitCount', 'UniqueVisit', 'PerformSearch', 'Click', 'CustomEvent'])
      expect(graph!.totals[name], name).toBe(metricValue(datas, name));
    const refused = await rejection(client.ua.stats.visitsMetrics({ m: ['ClickThroughRate'], ...scope }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'INVALID_METRIC' });
  });

  it('leaves out the visits whose every event a hideEventFilters filter hides', async () => {
    const client = env.client();
    const range = lastMonth();
    const hub = "searchHub=='SupportPortal'";
    const all = await client.ua.stats.visitsMetrics({ m: ['VisitCount', 'PerformSearch'], ...range });
    const ofHub = await client.ua.stats.visitsMetrics({
      m: ['VisitCount', 'PerformSearch'],
      ...range,
      f: [hub],
    });
    const hidden = { ...range, hideEventFilters: [hub] };
    const rest = await client.ua.stats.visitsMetrics({
      m: ['VisitCount', 'UniqueVisitor', 'PerformSearch'],
      ...hidden,
    });
    // A visit stays in one hub: hiding the hub's events hides its visits, and nothing else.
    for (const name of ['VisitCount', 'PerformSearch'])
      expect(metricValue(rest!.globalDatas, name), name).toBe(
        metricValue(all!.globalDatas, name) - metricValue(ofHub!.globalDatas, name),
      );
    const visits = await client.ua.stats.visits({ n: 10_000, ...hidden });
    expect(visits!.totalNumberOfVisits).toBe(metricValue(rest!.globalDatas, 'VisitCount'));
    expect(visits!.visits.every((visit) => visit.numberOfEvents > 0)).toBe(true);
    const graph = await client.ua.stats.visitsGraphDataPoints({ m: ['VisitCount'], i: 'DAY', ...hidden });
    expect(graph!.totals.VisitCount).toBe(metricValue(rest!.globalDatas, 'VisitCount'));
  });

  it('keeps the combinations whose metric each fm filter holds for', async () => {
    const client = env.client();
    const byHub = { m: ['PerformSearch', 'Click'], d: ['searchHub'], ...ALL_TIME };
    const rows = (await client.ua.stats.combinedData(byHub))!.combinations as Array<Record<string, number>>;
    const counts = rows.map((row) => row.PerformSearch).sort((a, b) => a - b);
    expect(new Set(counts).size).toBeGreaterThan(2);
    const middle = counts[Math.floor(counts.length / 2)];
    const hubs = async (fm: string[]) =>
      ((await client.ua.stats.combinedData({ ...byHub, fm }))!.combinations as Array<Record<string, string>>)
        .map((row) => row.searchHub)
        .sort();
    const expected = (keep: (row: Record<string, number>) => boolean) =>
      rows
        .filter(keep)
        .map((row) => String(row.searchHub))
        .sort();
    expect(await hubs([`PerformSearch>${middle}`])).toEqual(expected((r) => r.PerformSearch > middle));
    expect(query((await env.lastRequest()).query)).toMatchObject({ fm: `PerformSearch>${middle}` });
    expect(await hubs([`PerformSearch>=${middle}`])).toEqual(expected((r) => r.PerformSearch >= middle));
    expect(await hubs([`PerformSearch<${middle}`])).toEqual(expected((r) => r.PerformSearch < middle));
    expect(await hubs([`PerformSearch<=${middle}`])).toEqual(expected((r) => r.PerformSearch <= middle));
    expect(await hubs([`PerformSearch==${middle}`])).toEqual(expected((r) => r.PerformSearch === middle));
    expect(await hubs([`PerformSearch!=${middle}`])).toEqual(expected((r) => r.PerformSearch !== middle));
    // Several are joined with AND.
    const both = await hubs([`PerformSearch>=${middle}`, `Click<${rows[0].Click + 1}`]);
    expect(both).toEqual(expected((r) => r.PerformSearch >= middle && r.Click < rows[0].Click + 1));
    const malformed = await rejection(
      client.ua.stats.combinedData({ ...byHub, fm: ['PerformSearch about 3'] }),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errorCode: 'INVALID_FILTER' });
  });
});
