import { catalog } from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const org = `org=${DEFAULT_ORGANIZATION_ID}`;
const admin = '/rest/ua/v15/admin';
const DAY_MS = 86_400_000;

describe('ua.admin', () => {
  it('reads and changes the usage-analytics account', async () => {
    const client = env.client();
    const account = await client.ua.admin.getAccount();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${admin}/account`, query: org });
    expect(account).toEqual({
      name: DEFAULT_ORGANIZATION_ID,
      enabled: true,
      status: 'AVAILABLE',
      internalEventIps: [],
      useStrictFieldValidation: false,
    });

    const updated = await client.ua.admin.updateAccount({
      internalEventIps: ['198.51.100.0/24', '2001:db8::1'],
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${admin}/account`, query: org });
    expect(JSON.parse(wire.body)).toEqual({ internalEventIps: ['198.51.100.0/24', '2001:db8::1'] });
    expect(updated).toEqual({ ...account, internalEventIps: ['198.51.100.0/24', '2001:db8::1'] });
    // Fields left out keep their value.
    const strict = await client.ua.admin.updateAccount({ useStrictFieldValidation: true });
    expect(strict).toEqual({ ...updated, useStrictFieldValidation: true });

    expect((await rejection(client.ua.admin.updateAccount({ internalEventIps: ['not an ip'] }))).status).toBe(
      400,
    );
    expect(
      (await rejection(client.ua.admin.updateAccount({ useStrictFieldValidation: 'yes' as never }))).status,
    ).toBe(400);
    expect(await client.ua.admin.getAccount()).toEqual(strict);
  });

  it('sets a Redshift endpoint status from the query string', async () => {
    const client = env.client();
    const result = await client.ua.admin.setRedshiftEndpointStatus({
      endpointId: 'rs-1',
      status: 'READ_ONLY',
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${admin}/redshift/endpoint/status`,
      query: `${org}&endpointId=rs-1&status=READ_ONLY`,
      body: '{}',
    });
    expect(result).toMatchObject({ endpointId: 'rs-1', status: 'READ_ONLY' });
    expect(
      (await rejection(client.ua.admin.setRedshiftEndpointStatus({ endpointId: 'rs-1', status: 'ASLEEP' })))
        .status,
    ).toBe(400);
  });

  it('reports the values strict validation would reject, read from the event store', async () => {
    const client = env.client();
    const to = new Date().toISOString();
    const from = new Date(Date.now() - 30 * DAY_MS).toISOString();
    const test = await client.ua.admin.getStrictValidationTest({ d: 'language', from, to, n: 50 });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${admin}/account/strictValidationTest`,
      query: `${org}&d=language&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&n=50`,
    });
    expect(test?.dimensionName).toBe('language');
    // Some searches of the synthetic store come without a language.
    const missing = test?.validationTestResults.find((r) => r.reason === 'MISSING_VALUE');
    expect(missing).toMatchObject({ value: null, eventType: 'searches' });
    expect(missing?.count).toBeGreaterThan(0);

    // A wider range finds at least as many.
    const wider = await client.ua.admin.getStrictValidationTest({
      d: 'language',
      from: new Date(Date.now() - 60 * DAY_MS).toISOString(),
      to,
      n: 50,
    });
    const widerMissing = wider?.validationTestResults.find((r) => r.reason === 'MISSING_VALUE');
    expect(widerMissing?.count as number).toBeGreaterThanOrEqual(missing?.count as number);
    // Every search has a search hub.
    expect(
      (await client.ua.admin.getStrictValidationTest({ d: 'searchHub', from, to }))?.validationTestResults,
    ).toEqual([]);
    // Pages start at 1.
    const page2 = await client.ua.admin.getStrictValidationTest({ d: 'language', from, to, p: 2, n: 1 });
    expect(page2?.validationTestResults.length).toBeLessThanOrEqual(1);

    expect(
      (await rejection(client.ua.admin.getStrictValidationTest({ d: 'noSuchDimension', from, to }))).status,
    ).toBe(400);
    expect(
      (await rejection(client.ua.admin.getStrictValidationTest({ d: 'language', from: to, to: from })))
        .status,
    ).toBe(400);
    expect(
      (await env.sendJson('GET', `${admin}/account/strictValidationTest?${org}&d=language`)).status,
    ).toBe(400);
  });
});

describe('ua.properties', () => {
  const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/analyticsadmin/v1/properties`;

  it('creates, lists, queries, reads, updates and deletes properties', async () => {
    const client = env.client();
    const initial = await client.ua.properties.list();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: base, query: '' });
    expect(initial).toEqual({
      items: [
        {
          organizationId: DEFAULT_ORGANIZATION_ID,
          trackingId: 'default',
          displayName: 'Default',
          defaultCurrency: 'USD',
          defaultTimeZone: 'UTC',
          isDefault: true,
        },
      ],
      totalEntries: 1,
      totalPages: 1,
    });

    const created = await client.ua.properties.create('sports-store', {
      displayName: 'Sports store',
      defaultCurrency: 'CAD',
      defaultTimeZone: 'America/Montreal',
    });
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${base}/sports-store`,
      query: `displayName=Sports%20store&defaultCurrency=CAD&defaultTimeZone=America%2FMontreal`,
      body: '{}',
    });
    expect(created.property).toEqual({
      organizationId: DEFAULT_ORGANIZATION_ID,
      trackingId: 'sports-store',
      displayName: 'Sports store',
      defaultCurrency: 'CAD',
      defaultTimeZone: 'America/Montreal',
      isDefault: false,
      projectIds: [],
    });
    expect(created.message).toContain('sports-store');
    await client.ua.properties.create('books', { displayName: 'Book store' });

    expect((await rejection(client.ua.properties.create('books', { displayName: 'Again' }))).status).toBe(
      409,
    );
    for (const [id, query] of [
      ['Bad_Id', { displayName: 'x' }],
      ['ok-id', { displayName: '' }],
      ['ok-id', { displayName: 'x', defaultCurrency: 'dollars' }],
      ['ok-id', { displayName: 'x', defaultTimeZone: 'Mars/Olympus' }],
    ] as const) {
      expect(
        (await rejection(client.ua.properties.create(id, query))).status,
        `${id} ${JSON.stringify(query)}`,
      ).toBe(400);
    }
    expect((await client.ua.properties.list())?.totalEntries).toBe(3);

    const page = await client.ua.properties.list({ includeDefault: false, page: 1, perPage: 1 });
    expect((await env.lastRequest()).query).toBe(`includeDefault=false&page=1&perPage=1`);
    expect(page).toEqual({
      items: [expect.objectContaining({ trackingId: 'books' })],
      totalEntries: 2,
      totalPages: 2,
    });
    expect(page?.items[0].projectIds).toBeUndefined();
    // The platform's ListPropertiesRequest, one query parameter per field, is checked field by field.
    const malformed = await env.sendJson('GET', `${base}?${org}&perPage=abc`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain("the query parameter 'perPage' must be of type integer");
    const filtered = await client.ua.properties.list({ filter: 'SPORTS', includeProjectIds: true });
    expect(filtered?.items).toEqual([
      expect.objectContaining({ trackingId: 'sports-store', projectIds: [] }),
    ]);

    const queried = await client.ua.properties.query({
      trackingIds: ['books', 'default', 'nope'],
      perPage: 10,
    });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: base, query: '' });
    expect(JSON.parse(wire.body)).toEqual({ trackingIds: ['books', 'default', 'nope'], perPage: 10 });
    expect(queried?.items.map((p) => p.trackingId)).toEqual(['default', 'books']);

    expect(await client.ua.properties.get('books')).toEqual({
      organizationId: DEFAULT_ORGANIZATION_ID,
      trackingId: 'books',
      displayName: 'Book store',
      isDefault: false,
      projectIds: [],
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/books`, query: '' });

    const updated = await client.ua.properties.update('books', {
      displayName: 'Books',
      defaultCurrency: 'EUR',
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${base}/books`,
      query: `displayName=Books&defaultCurrency=EUR`,
    });
    expect(updated.property).toMatchObject({
      trackingId: 'books',
      displayName: 'Books',
      defaultCurrency: 'EUR',
    });
    expect((await rejection(client.ua.properties.update('nope', { displayName: 'x' }))).status).toBe(404);

    expect((await client.ua.properties.delete('books')).message).toContain('books');
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${base}/books`, query: '' });
    expect((await rejection(client.ua.properties.get('books'))).status).toBe(404);
    expect((await rejection(client.ua.properties.delete('default'))).status).toBe(400);
    expect((await client.ua.properties.list())?.items.map((p) => p.trackingId)).toEqual([
      'default',
      'sports-store',
    ]);
  });

  it('refuses an org query parameter naming another organization than the path', async () => {
    const response = await env.sendJson('GET', `${base}?org=someone-else`);
    expect(response.status).toBe(400);
  });
});

describe('tableau', () => {
  const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/tableau`;

  it('lists dashboards and views and opens them with a fresh trusted URL', async () => {
    const client = env.client();
    const dashboards = await client.tableau.list('dashboards');
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/dashboards`, query: '' });
    expect(dashboards?.length).toBeGreaterThan(1);
    const [first] = dashboards!;
    expect(first).toMatchObject({ name: expect.any(String), description: expect.any(String) });

    const views = await client.tableau.list('views');
    expect(views?.length).toBe(dashboards!.reduce((n, d) => n + (d.views?.length ?? 0), 0));

    const opened = await client.tableau.getDashboard('dashboards', first.contentUrl);
    expect(await env.lastRequest()).toMatchObject({ path: `${base}/dashboards/${first.contentUrl}` });
    expect(opened).toMatchObject({ name: first.name, contentUrl: first.contentUrl, dashboard: first });
    expect(opened?.authenticatedUrl).toMatch(/^https:\/\/.+\/trusted\/[0-9a-f-]{36}\/views\//);

    const view = first.views![0];
    const shown = await client.tableau.getView('dashboards', first.contentUrl, view.contentUrl);
    expect(await env.lastRequest()).toMatchObject({
      path: `${base}/dashboards/${first.contentUrl}/${view.contentUrl}`,
    });
    expect(shown).toMatchObject({ name: view.name, contentUrl: view.contentUrl, dashboard: first });
    const again = await client.tableau.getView('dashboards', first.contentUrl, view.contentUrl);
    expect(again?.authenticatedUrl).not.toBe(shown?.authenticatedUrl);

    expect((await rejection(client.tableau.list('workbooks'))).status).toBe(404);
    expect((await rejection(client.tableau.getDashboard('dashboards', 'Nope'))).status).toBe(404);
    expect((await rejection(client.tableau.getView('dashboards', first.contentUrl, 'Nope'))).status).toBe(
      404,
    );
  });
});

describe('malformed input to these families, with the organization given', () => {
  const mine = /^(ua\.(reports|filters|users|admin|snowflake|dataShare|properties)\.|tableau\.)/;
  const bodies = [
    '{"unterminated": ',
    '[1,2,3]',
    'null',
    '42',
    '"text"',
    '{}',
    '{"displayName": 7, "value": []}',
  ];
  const queries = [
    org,
    `${org}&type=x&includeConfig=maybe&tz=Nowhere&from=x&to=&p=0&n=-1&page=-1&perPage=abc`,
  ];

  it('answers 4xx JSON, never 5xx', async () => {
    // A reader account, a report and a filter exist, so that routes reach past their 404s.
    const client = env.client();
    await client.ua.snowflake.createReaderAccount();
    const report = await client.ua.reports.create({
      displayName: 'R',
      type: 'DASHBOARD',
      allAnalyticsViewer: false,
      configuration: {},
    });
    const filter = await client.ua.filters.permissions.create({ displayName: 'F', value: 'v' });
    const ids: Record<string, string> = { reportId: report.id, filterId: filter.id };
    for (const endpoint of catalog.filter((e) => mine.test(e.name))) {
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name) =>
        name === 'org' ? DEFAULT_ORGANIZATION_ID : (ids[name] ?? 'x%20y'),
      );
      for (const query of queries) {
        for (const body of endpoint.method === 'GET' || endpoint.method === 'DELETE' ? [undefined] : bodies) {
          const response = await env.send(endpoint.method, `${path}?${query}`, body);
          const where = `${endpoint.name}: ${endpoint.method} ${path}?${query} ${body ?? ''}`;
          expect(response.status, where).toBeLessThan(500);
          if (response.status !== 204) expect(await response.json(), where).toBeDefined();
        }
      }
    }
  });
});
