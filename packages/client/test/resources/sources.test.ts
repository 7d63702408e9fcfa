import { type PlatformError, type SourceModel, waitUntil } from '@platform-admin/client';
import { OTHER_TOKEN, redactCredential } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_TOKEN,
  rejection,
  sleep,
  useEmulator,
} from '../../../../test/support';

const DURATION = 400;
const env = useEmulator({ refreshDurationMs: DURATION });
const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/sources`;
const raw = (method: string, path: string, body?: string, token?: string) =>
  env.send(method, base + path, body, token);

const status = (source?: SourceModel) => source?.information?.sourceStatus?.type;
const documents = (source?: SourceModel) => source?.information?.numberOfDocuments ?? -1;
const messageOf = (error: PlatformError) => String((error.body as { message?: string }).message);

async function createIdle(name: string, fields: Partial<SourceModel> = {}) {
  const client = env.client();
  const source = await client.sources.create({
    name,
    sourceType: 'WEB2',
    sourceVisibility: 'SHARED',
    ...fields,
  });
  return waitUntil(
    () => client.sources.get(source.id),
    (s) => status(s) === 'IDLE',
    { intervalMs: 25, timeoutMs: 5000 },
  );
}

async function refreshed(id: string) {
  return waitUntil(
    () => env.client().sources.get(id),
    (s) => status(s) === 'IDLE',
    { intervalMs: 25, timeoutMs: 5000 },
  );
}

describe('sources: creation and reading', () => {
  it('creates a source (201, CREATING), then it is IDLE; push sources are IDLE too', async () => {
    const client = env.client();
    const web = await client.sources.create(
      { name: 'Docs', sourceType: 'WEB2', sourceVisibility: 'SHARED', urls: ['https://docs.example.com/'] },
      { updateSecurityProviders: true },
    );
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: base, query: 'updateSecurityProviders=true' });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(wire.headers.authorization).toBe(redactCredential(`Bearer ${DEFAULT_TOKEN}`));
    expect(JSON.parse(wire.body)).toEqual({
      name: 'Docs',
      sourceType: 'WEB2',
      sourceVisibility: 'SHARED',
      urls: ['https://docs.example.com/'],
    });
    expect(web.id).toEqual(expect.any(String));
    expect(web).toMatchObject({
      name: 'Docs',
      sourceType: 'WEB2',
      sourceVisibility: 'SHARED',
      pushEnabled: false,
    });
    expect(web.information).toMatchObject({
      sourceStatus: { type: 'CREATING' },
      numberOfDocuments: 0,
      documentsTotalSize: 0,
    });

    const push = await client.sources.create({ name: 'Catalog', sourceType: 'PUSH' });
    expect(push).toMatchObject({ pushEnabled: true, sourceVisibility: 'SECURED' });
    expect(status(await client.sources.get(push.id))).toBe('CREATING');
    expect((await env.lastRequest()).path).toBe(`${base}/${push.id}`);

    await sleep(DURATION + 50);
    const [webNow, pushNow] = [await client.sources.get(web.id), await client.sources.get(push.id)];
    expect(status(webNow)).toBe('IDLE');
    expect(status(pushNow)).toBe('IDLE');
    expect(documents(pushNow)).toBe(0);
    expect(webNow?.information?.sourceStatus.allowedOperations).toContain('REFRESH');
  });

  it('refuses a source without name or type, with a bad visibility, or a name in use', async () => {
    const client = env.client();
    let error = await rejection(client.sources.create({ name: '', sourceType: 'WEB2' }));
    expect(error.status).toBe(400);
    expect(messageOf(error)).toMatch(/'name'/);
    error = await rejection(client.sources.create({ name: 'x' } as never));
    expect(error.status).toBe(400);
    expect(messageOf(error)).toMatch(/'sourceType'/);

    for (const [body, pattern] of [
      [
        '{"name":"x","sourceType":"WEB2","sourceVisibility":"PUBLIC"}',
        /\/sourceVisibility must be one of "PRIVATE"/,
      ],
      ['{"name":"x","sourceType":"web"}', /\/sourceType must be one of "AMAZONS3"/],
      ['{"name":"x","sourceType":"WEB"}', /\/sourceType must be one of .*\(42 in all\)/],
      ['{"name":42,"sourceType":"WEB2"}', /\/name must be of type string/],
      ['{"name":" ","sourceType":"WEB2"}', /'name' is required: a non-empty string/],
      ['{"name":"x","sourceType":"WEB2","pushEnabled":"yes"}', /\/pushEnabled must be of type boolean/],
      ['{"name":"x","sourceType":"WEB2","urls":"https://a"}', /'urls' must be an array of strings/],
      ['[1,2]', /the body's \/ must be of type object/],
      ['{"name":', /not valid JSON/],
      ['', /JSON body/],
    ] as const) {
      const response = await raw('POST', '', body);
      expect(response.status, body).toBe(400);
      expect((await response.json()).message, body).toMatch(pattern);
    }
    const badQuery = await fetch(`${env.url}${base}?rebuild=maybe`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEFAULT_TOKEN}`, 'content-type': 'application/json' },
      body: '{"name":"x","sourceType":"WEB2"}',
    });
    expect(badQuery.status).toBe(400);
    expect((await badQuery.json()).message).toMatch(/rebuild/);

    await client.sources.create({ name: 'Taken', sourceType: 'WEB2' });
    error = await rejection(client.sources.create({ name: 'Taken', sourceType: 'SITEMAP' }));
    expect(error).toMatchObject({ status: 409, errorCode: 'CONFLICT' });
    expect((await client.sources.list())?.totalEntries).toBe(1);
  });

  it('answers 404 for an unknown source on every per-source call', async () => {
    const sources = env.client().sources;
    const calls: Array<() => Promise<unknown>> = [
      () => sources.get('nope'),
      () => sources.update('nope', { name: 'x', sourceType: 'WEB2' }),
      () => sources.delete('nope'),
      () => sources.startRefresh('nope'),
      () => sources.pauseRefresh('nope'),
      () => sources.getLight('nope'),
      () => sources.getRaw('nope'),
      () => sources.listItemTypes('nope'),
      () => sources.getDedicated('nope'),
      () => sources.dump('nope'),
      () => sources.listSchedules('nope'),
      () => sources.duplicate('nope', { newSourceName: 'copy' }),
    ];
    for (const call of calls) {
      const error = await rejection(call());
      expect(error).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
      expect(messageOf(error)).toMatch(/'nope' does not exist/);
    }
  });

  it('keeps sources per organization', async () => {
    const source = await env.client().sources.create({ name: 'Mine', sourceType: 'WEB2' });
    const response = await fetch(`${env.url}/rest/organizations/emulator-other-org/sources/${source.id}`, {
      headers: { authorization: `Bearer ${OTHER_TOKEN}` },
    });
    expect(response.status).toBe(404);
    const page = await fetch(`${env.url}/rest/organizations/emulator-other-org/sources/pages`, {
      headers: { authorization: `Bearer ${OTHER_TOKEN}` },
    });
    expect((await page.json()).totalEntries).toBe(0);
  });
});

describe('sources: refresh lifecycle', () => {
  it('startRefresh: REFRESHING with growing item count, then IDLE with the final count', async () => {
    const client = env.client();
    const source = await createIdle('Web');
    // The platform answers the source, now refreshing.
    const started = await client.sources.startRefresh(source.id);
    expect(started).toMatchObject({ id: source.id, name: 'Web', sourceType: source.sourceType });
    expect(status(started)).toBe('REFRESHING');
    expect(started.information?.sourceStatus.refreshType).toBe('FULL_REFRESH');
    expect(started.information?.currentOperation?.operationType).toBe('FULL_REFRESH');
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${base}/${source.id}/startRefresh`,
      query: '',
      body: '{}',
    });

    const early = await client.sources.get(source.id);
    expect(status(early)).toBe('REFRESHING');
    expect(early?.information?.sourceStatus.refreshType).toBe('FULL_REFRESH');
    expect(early?.information?.currentOperation).toMatchObject({
      id: expect.any(String),
      operationType: 'FULL_REFRESH',
    });
    await sleep(DURATION / 2);
    const middle = await client.sources.get(source.id);
    expect(status(middle)).toBe('REFRESHING');
    expect(documents(middle)).toBeGreaterThanOrEqual(documents(early));
    expect(documents(middle)).toBeGreaterThan(0);

    const error = await rejection(client.sources.startRefresh(source.id));
    expect(error.status).toBe(409);
    expect(messageOf(error)).toMatch(/REFRESHING/);

    const done = await refreshed(source.id);
    expect(documents(done)).toBeGreaterThan(documents(middle));
    expect(done.information?.documentsTotalSize).toBeGreaterThan(documents(done));
    expect(done.information?.lastOperation).toMatchObject({
      operationType: 'FULL_REFRESH',
      result: 'SUCCESS',
      numberOfDocuments: documents(done),
    });
    expect(done.information?.currentOperation).toBeUndefined();
    // The final count is fixed per source: a second full refresh ends with the same count.
    const full = await client.sources.fullRefresh(source.id);
    expect((await env.lastRequest()).path).toBe(`${base}/${source.id}/fullRefresh`);
    expect(full.information?.sourceStatus).toMatchObject({ type: 'REFRESHING', refreshType: 'FULL_REFRESH' });
    expect(documents(await refreshed(source.id))).toBe(documents(done));
  });

  it('incrementalRefresh adds items; rebuild starts again from zero', async () => {
    const client = env.client();
    const source = await createIdle('Web');
    await client.sources.startRefresh(source.id);
    const full = documents(await refreshed(source.id));

    const started = await client.sources.incrementalRefresh(source.id);
    expect((await env.lastRequest()).path).toBe(`${base}/${source.id}/incrementalRefresh`);
    expect(started.information?.sourceStatus).toMatchObject({
      type: 'REFRESHING',
      refreshType: 'INCREMENTAL_REFRESH',
    });
    // It starts from the items the source has.
    expect(documents(started)).toBe(full);
    const incremental = await refreshed(source.id);
    expect(documents(incremental)).toBeGreaterThan(full);
    expect(incremental.information?.lastOperation?.operationType).toBe('INCREMENTAL_REFRESH');

    const rebuildStarted = await client.sources.rebuild(source.id);
    expect((await env.lastRequest()).path).toBe(`${base}/${source.id}/rebuild`);
    expect(rebuildStarted.information?.sourceStatus).toMatchObject({
      type: 'REFRESHING',
      refreshType: 'REBUILD',
    });
    const rebuilding = await client.sources.get(source.id);
    expect(rebuilding?.information?.sourceStatus.refreshType).toBe('REBUILD');
    expect(documents(rebuilding)).toBeLessThan(full);
    const rebuilt = await refreshed(source.id);
    expect(documents(rebuilt)).toBe(full);
    expect(rebuilt.information?.lastOperation?.operationType).toBe('REBUILD');
  });

  it('pauses (only while refreshing), resumes for the time left, stops', async () => {
    const client = env.client();
    const source = await createIdle('Web');
    let error = await rejection(client.sources.pauseRefresh(source.id));
    expect(error.status).toBe(409);
    expect(messageOf(error)).toMatch(/IDLE: only a REFRESHING source can be paused/);
    error = await rejection(client.sources.resumeRefresh(source.id));
    expect(error.status).toBe(409);
    error = await rejection(client.sources.stopRefresh(source.id));
    expect(error.status).toBe(409);

    await client.sources.startRefresh(source.id);
    await sleep(DURATION / 4);
    const pausing = await client.sources.pauseRefresh(source.id);
    expect((await env.lastRequest()).path).toBe(`${base}/${source.id}/pauseRefresh`);
    expect(status(pausing)).toBe('PAUSED');
    const paused = await client.sources.get(source.id);
    expect(status(paused)).toBe('PAUSED');
    expect(documents(paused)).toBe(documents(pausing));
    expect(paused?.information?.sourceStatus.allowedOperations).toContain('RESUME');
    await sleep(DURATION + 50);
    const stillPaused = await client.sources.get(source.id);
    expect(status(stillPaused)).toBe('PAUSED');
    expect(documents(stillPaused)).toBe(documents(paused));
    expect((await rejection(client.sources.pauseRefresh(source.id))).status).toBe(409);
    expect((await rejection(client.sources.startRefresh(source.id))).status).toBe(409);

    const resumed = await client.sources.resumeRefresh(source.id);
    expect((await env.lastRequest()).path).toBe(`${base}/${source.id}/resumeRefresh`);
    expect(status(resumed)).toBe('REFRESHING');
    expect(documents(resumed)).toBe(documents(paused));
    expect(status(await client.sources.get(source.id))).toBe('REFRESHING');
    const resumedAt = Date.now();
    const done = await refreshed(source.id);
    // About three quarters of the run were left.
    expect(Date.now() - resumedAt).toBeLessThan(DURATION + 200);
    expect(done.information?.lastOperation?.result).toBe('SUCCESS');

    await client.sources.rebuild(source.id);
    await sleep(DURATION / 4);
    const stopping = await client.sources.stopRefresh(source.id);
    expect((await env.lastRequest()).path).toBe(`${base}/${source.id}/stopRefresh`);
    expect(status(stopping)).toBe('IDLE');
    expect(stopping.information?.lastOperation).toMatchObject({ operationType: 'REBUILD', result: 'ABORT' });
    const stopped = await client.sources.get(source.id);
    expect(status(stopped)).toBe('IDLE');
    expect(stopped?.information?.lastOperation).toMatchObject({ operationType: 'REBUILD', result: 'ABORT' });
    expect(documents(stopped)).toBeLessThan(documents(done));
    await sleep(DURATION);
    expect(documents(await client.sources.get(source.id))).toBe(documents(stopped));
  });

  it('retries a creation only from ERROR or CREATING', async () => {
    const client = env.client();
    await env.seed({
      records: {
        [DEFAULT_ORGANIZATION_ID]: {
          sources: [
            {
              id: 'broken',
              name: 'Broken',
              sourceType: 'WEB2',
              information: { sourceStatus: { type: 'ERROR' }, numberOfDocuments: 3 },
            },
          ],
        },
      },
    });
    const broken = await client.sources.get('broken');
    expect(status(broken)).toBe('ERROR');
    expect(documents(broken)).toBe(3);
    expect(await client.sources.retryCreation('broken')).toEqual({});
    expect((await env.lastRequest()).path).toBe(`${base}/broken/retryCreation`);
    expect(status(await client.sources.get('broken'))).toBe('CREATING');
    expect(status(await refreshed('broken'))).toBe('IDLE');

    const error = await rejection(client.sources.retryCreation('broken'));
    expect(error.status).toBe(409);
    expect(messageOf(error)).toMatch(/only a source in ERROR or CREATING/);
    const fresh = await client.sources.create({ name: 'New', sourceType: 'WEB2' });
    expect(await client.sources.retryCreation(fresh.id)).toEqual({});
  });

  it('builds a source created with rebuild=true once its creation is over', async () => {
    const client = env.client();
    const source = await client.sources.create({ name: 'Built', sourceType: 'SITEMAP' }, { rebuild: true });
    expect((await env.lastRequest()).query).toBe('rebuild=true');
    await sleep(DURATION + 30);
    const building = await client.sources.get(source.id);
    expect(status(building)).toBe('REFRESHING');
    expect(building?.information?.sourceStatus.refreshType).toBe('REBUILD');
    expect(documents(await refreshed(source.id))).toBeGreaterThan(0);
  });

  it('pushRefresh runs an activity of a push source; tasks/abort ends it by activity id', async () => {
    const client = env.client();
    const push = await createIdle('Pushed', { sourceType: 'PUSH' });
    const web = await createIdle('Crawled');

    expect(await client.sources.pushRefresh(push.id, { activityOperation: 'REBUILD' })).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/${push.id}/pushRefresh`,
      query: 'activityOperation=REBUILD',
      body: '{}',
    });
    const running = await client.sources.get(push.id);
    expect(status(running)).toBe('REFRESHING');
    const activityId = running?.information?.currentOperation?.id as string;
    expect(activityId).toEqual(expect.any(String));

    let error = await rejection(client.sources.abortTask(push.id, { activityId: 'other' }));
    expect(error.status).toBe(404);
    expect(await client.sources.abortTask(push.id, { activityId })).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      path: `${base}/${push.id}/tasks/abort`,
      query: `activityId=${activityId}`,
    });
    const aborted = await client.sources.get(push.id);
    expect(status(aborted)).toBe('IDLE');
    expect(aborted?.information?.lastOperation).toMatchObject({ id: activityId, result: 'ABORT' });
    error = await rejection(client.sources.abortTask(push.id, { activityId }));
    expect(error.status).toBe(409);
    expect(messageOf(error)).toMatch(/is over/);

    error = await rejection(client.sources.pushRefresh(web.id, { activityOperation: 'REBUILD' }));
    expect(error.status).toBe(400);
    expect(messageOf(error)).toMatch(/not a push source/);
    for (const [path, pattern] of [
      [`/${push.id}/pushRefresh`, /'activityOperation' is required/],
      [`/${push.id}/pushRefresh?activityOperation=NOPE`, /'activityOperation' must be one of "APPLY"/],
      [
        `/${push.id}/pushRefresh?activityOperation=DELETE`,
        /takes the activityOperation REBUILD, FULL_REFRESH/,
      ],
      [`/${push.id}/tasks/abort`, /'activityId' is required/],
    ] as const) {
      const response = await raw('POST', path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).message).toMatch(pattern);
    }

    // On the wire both answer 200 with no body, as the platform does.
    const pushed = await raw('POST', `/${push.id}/pushRefresh?activityOperation=FULL_REFRESH`);
    expect(pushed.status).toBe(200);
    expect(await pushed.text()).toBe('');
    const next = (await client.sources.get(push.id))?.information?.currentOperation?.id;
    expect(next).toEqual(expect.any(String));
    const ended = await raw('POST', `/${push.id}/tasks/abort?activityId=${next}`);
    expect(ended.status).toBe(200);
    expect(await ended.text()).toBe('');
    expect(status(await client.sources.get(push.id))).toBe('IDLE');
  });
});

describe('sources: listing', () => {
  it('pages, filters and sorts GET /sources/pages', async () => {
    const client = env.client();
    const alpha = await client.sources.create({ name: 'alpha docs', sourceType: 'WEB2' });
    await client.sources.create({ name: 'Beta store', sourceType: 'PUSH' });
    await client.sources.create({ name: 'gamma docs', sourceType: 'SITEMAP' });

    const first = await client.sources.list({ page: 0, perPage: 2 });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/pages`,
      query: 'page=0&perPage=2',
    });
    expect(first).toMatchObject({ totalEntries: 3, totalPages: 2 });
    expect(first?.sourceModels.map((s) => s.name)).toEqual(['alpha docs', 'Beta store']);
    const second = await client.sources.list({ page: 1, pageSize: 2 });
    expect((await env.lastRequest()).query).toBe('page=1&perPage=2');
    expect(second?.sourceModels.map((s) => s.name)).toEqual(['gamma docs']);
    expect(second?.sourceModels[0].information?.sourceStatus.type).toBe('CREATING');

    const docs = await client.sources.list({ filter: 'DOCS', sortingOrder: 'DESC' });
    expect((await env.lastRequest()).query).toBe('filter=DOCS&sortingOrder=DESC');
    expect(docs?.sourceModels.map((s) => s.name)).toEqual(['gamma docs', 'alpha docs']);
    // A filter shorter than 2 characters is not applied, as the published call says.
    expect((await client.sources.list({ filter: 'g' }))?.totalEntries).toBe(3);
    expect((await client.sources.list({ filter: 'ga' }))?.totalEntries).toBe(1);
    const byType = await client.sources.list({ sortingType: 'TYPE' });
    expect(byType?.sourceModels.map((s) => s.sourceType)).toEqual(['PUSH', 'SITEMAP', 'WEB2']);
    expect((await client.sources.list({ filterHostType: 'PUSH' }))?.sourceModels.map((s) => s.name)).toEqual([
      'Beta store',
    ]);
    expect(
      (await client.sources.list({ filter: alpha.id, stringFilterType: 'EXACTMATCH' }))?.totalEntries,
    ).toBe(1);
    expect(
      (await client.sources.list({ filter: 'alpha', stringFilterType: 'EXACTMATCH' }))?.totalEntries,
    ).toBe(0);
    const wildcard = await client.sources.list({ filter: '*DOCS', stringFilterType: 'WILDCARD' });
    expect(wildcard?.sourceModels.map((s) => s.name)).toEqual(['alpha docs', 'gamma docs']);
    expect((await client.sources.list({ filter: 'docs*', stringFilterType: 'WILDCARD' }))?.totalEntries).toBe(
      0,
    );

    await refreshed(alpha.id);
    await client.sources.startRefresh(alpha.id);
    const refreshing = await client.sources.list({ filterStatusType: 'REFRESHING' });
    expect(refreshing?.sourceModels.map((s) => s.id)).toEqual([alpha.id]);
    const byPriority = await client.sources.list({ sortingType: 'STATUS_PRIORITY' });
    expect(byPriority?.sourceModels[0].id).toBe(alpha.id);
    const byPriorityLast = await client.sources.list({
      sortingType: 'STATUS_PRIORITY',
      sortingOrder: 'DESC',
    });
    expect(byPriorityLast?.sourceModels[2].id).toBe(alpha.id);
    expect((await client.sources.list({ filterStatusType: 'ERROR' }))?.totalEntries).toBe(0);
    await refreshed(alpha.id);
    const succeeded = await client.sources.list({
      filterLastOperationResultType: 'SUCCESS',
      filterLastOperationType: 'FULL_REFRESH',
      sortingType: 'CONTENT',
      sortingOrder: 'DESC',
    });
    expect(succeeded?.sourceModels.map((s) => s.id)).toEqual([alpha.id]);

    for (const query of [
      'sortingType=SIZE',
      'stringFilterType=ID',
      'sortingOrder=UP',
      'filterStatusType=SLEEPING',
      'filterHostType=MOON',
      'page=-1',
      'perPage=0',
      'writeAccessOnly=maybe',
    ]) {
      const response = await raw('GET', `/pages?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).errorCode).toBe('INVALID_PARAMETER');
    }
  });

  it('with writeAccessOnly, lists only the sources the caller may change', async () => {
    const client = env.client();
    const docs = await client.sources.create({ name: 'Docs', sourceType: 'WEB2' });
    const store = await client.sources.create({ name: 'Store', sourceType: 'PUSH' });
    const view = { owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'VIEW' } as const;
    const keyClient = async (privileges: Array<Record<string, string>>) => {
      const key = await client.apiKeys.create({ displayName: 'sources', privileges });
      return env.client({ accessToken: key.value! });
    };
    const viewer = await keyClient([view]);
    const docsEditor = await keyClient([view, { ...view, type: 'EDIT', targetId: docs.id }]);
    const editor = await keyClient([{ ...view, type: 'EDIT', targetId: '*' }]);
    const names = (page?: { sourceModels?: Array<{ name?: string }> }) =>
      page?.sourceModels?.map((s) => s.name);

    expect(names(await viewer.sources.list({ writeAccessOnly: true }))).toEqual([]);
    expect(await env.lastRequest()).toMatchObject({ path: `${base}/pages`, query: 'writeAccessOnly=true' });
    // Without it, or false, every source the caller may view.
    expect(names(await viewer.sources.list())).toEqual(['Docs', 'Store']);
    expect(names(await viewer.sources.list({ writeAccessOnly: false }))).toEqual(['Docs', 'Store']);
    // A privilege that targets one source lets its holder change that one only.
    const editable = await docsEditor.sources.list({ writeAccessOnly: true });
    expect(editable).toMatchObject({ totalEntries: 1, sourceModels: [{ id: docs.id }] });
    expect(await docsEditor.sources.listAll({ writeAccessOnly: true })).toMatchObject([{ id: docs.id }]);
    const byIds = await docsEditor.sources.listByIds([docs.id, store.id], { writeAccessOnly: true });
    expect(names(byIds)).toEqual(['Docs']);
    const running = await docsEditor.sources.listOperationalStatus({ writeAccessOnly: true });
    expect(names(running)).toEqual(['Docs']);
    expect(names(await editor.sources.list({ writeAccessOnly: true }))).toEqual(['Docs', 'Store']);
    // A user's token holds every privilege of the organization.
    expect(names(await client.sources.list({ writeAccessOnly: true }))).toEqual(['Docs', 'Store']);
  });

  it('lists sources by operational status', async () => {
    const client = env.client();
    const done = await createIdle('Done');
    const ready = await createIdle('Ready');
    await client.sources.startRefresh(done.id);
    await refreshed(done.id);
    const running = await client.sources.create({ name: 'Running', sourceType: 'WEB2' });

    const all = await client.sources.listOperationalStatus();
    expect(await env.lastRequest()).toMatchObject({ path: `${base}/sourceoperationalstatus`, query: '' });
    expect(all?.sourceModels.map((s) => [s.name, s.operationalStatus])).toEqual([
      ['Done', 'OK'],
      ['Ready', 'READY'],
      ['Running', 'RUNNING'],
    ]);
    const ok = await client.sources.listOperationalStatus({ sourceOperationalStatus: 'OK', perPage: 5 });
    expect((await env.lastRequest()).query).toBe('sourceOperationalStatus=OK&perPage=5');
    expect(ok?.sourceModels.map((s) => s.id)).toEqual([done.id]);
    expect(
      (await client.sources.listOperationalStatus({ sourceOperationalStatus: 'READY' }))?.sourceModels[0].id,
    ).toBe(ready.id);
    expect(
      (await client.sources.listOperationalStatus({ sourceOperationalStatus: 'RUNNING' }))?.sourceModels[0]
        .id,
    ).toBe(running.id);
    const response = await raw('GET', '/sourceoperationalstatus?sourceOperationalStatus=BROKEN');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/sourceOperationalStatus/);
  });
});

describe('sources: listing sort keys', () => {
  const names = (page?: { sourceModels?: Array<{ name?: string }> }) =>
    page?.sourceModels?.map((s) => s.name);
  const seeded = (id: string, name: string, type: string, numberOfDocuments: number) => ({
    id,
    name,
    sourceType: 'WEB2',
    information: { sourceStatus: { type }, numberOfDocuments },
  });

  it('sorts by STATUS, CONTENT and CONTENT_TOTAL_DOCUMENT_SIZE, each way', async () => {
    await env.seed({
      records: {
        [DEFAULT_ORGANIZATION_ID]: {
          sources: [
            seeded('alpha', 'Alpha', 'PAUSED', 50),
            seeded('beta', 'Beta', 'ERROR', 200),
            seeded('gamma', 'Gamma', 'IDLE', 300),
            seeded('delta', 'Delta', 'ERROR', 0),
          ],
        },
      },
    });
    const client = env.client();
    const list = (query: Parameters<typeof client.sources.list>[0]) => client.sources.list(query);

    // A source seeded paused keeps the items it holds.
    expect(documents(await client.sources.get('alpha'))).toBe(50);
    // By status, then by name within a status.
    const byStatus = await list({ sortingType: 'STATUS' });
    expect((await env.lastRequest()).query).toBe('sortingType=STATUS');
    expect(names(byStatus)).toEqual(['Beta', 'Delta', 'Gamma', 'Alpha']);
    expect(names(await list({ sortingType: 'STATUS', sortingOrder: 'DESC' }))).toEqual([
      'Alpha',
      'Gamma',
      'Delta',
      'Beta',
    ]);

    const byContent = await list({ sortingType: 'CONTENT' });
    expect(byContent?.sourceModels.map(documents)).toEqual([0, 50, 200, 300]);
    expect(names(byContent)).toEqual(['Delta', 'Alpha', 'Beta', 'Gamma']);
    expect(names(await list({ sortingType: 'CONTENT', sortingOrder: 'DESC' }))).toEqual([
      'Gamma',
      'Beta',
      'Alpha',
      'Delta',
    ]);

    // Beta holds more items than Alpha, but smaller ones: by size, it comes first.
    const bySize = await list({ sortingType: 'CONTENT_TOTAL_DOCUMENT_SIZE' });
    const sizes = bySize?.sourceModels.map((s) => s.information?.documentsTotalSize ?? -1) ?? [];
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(4);
    expect(names(bySize)).toEqual(['Delta', 'Beta', 'Alpha', 'Gamma']);
    const bySizeDown = await list({ sortingType: 'CONTENT_TOTAL_DOCUMENT_SIZE', sortingOrder: 'DESC' });
    expect(names(bySizeDown)).toEqual(['Gamma', 'Alpha', 'Beta', 'Delta']);
  });

  it('sorts by LAST_MODIFIED_DATE (an update counts, a refresh does not) and by LAST_OPERATION', async () => {
    const client = env.client();
    const made: SourceModel[] = [];
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      made.push(await client.sources.create({ name, sourceType: 'WEB2', sourceVisibility: 'SHARED' }));
      await sleep(5);
    }
    const [alpha, beta, gamma] = await Promise.all(made.map((source) => refreshed(source.id)));
    expect(names(await client.sources.list({ sortingType: 'LAST_MODIFIED_DATE' }))).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
    ]);

    const updated = await client.sources.update(alpha.id, {
      name: 'Alpha',
      sourceType: 'WEB2',
      sourceVisibility: 'PRIVATE',
    });
    expect(updated.lastModifiedDate).toBeGreaterThan(Number(updated.createdDate));
    expect(updated.lastModifier).toBe(alpha.owner);
    const byModification = await client.sources.list({ sortingType: 'LAST_MODIFIED_DATE' });
    expect((await env.lastRequest()).query).toBe('sortingType=LAST_MODIFIED_DATE');
    expect(names(byModification)).toEqual(['Beta', 'Gamma', 'Alpha']);
    const latestFirst = await client.sources.list({
      sortingType: 'LAST_MODIFIED_DATE',
      sortingOrder: 'DESC',
    });
    expect(names(latestFirst)).toEqual(['Alpha', 'Gamma', 'Beta']);

    // Gamma's refresh ends first, Alpha's next; Beta has had none.
    await client.sources.startRefresh(gamma.id);
    await sleep(5);
    await client.sources.startRefresh(alpha.id);
    await Promise.all([refreshed(gamma.id), refreshed(alpha.id)]);
    const byOperation = await client.sources.list({ sortingType: 'LAST_OPERATION' });
    expect(names(byOperation)).toEqual(['Beta', 'Gamma', 'Alpha']);
    expect(byOperation?.sourceModels[0].information?.lastOperation).toBeUndefined();
    const operationFirst = await client.sources.list({ sortingType: 'LAST_OPERATION', sortingOrder: 'DESC' });
    expect(names(operationFirst)).toEqual(['Alpha', 'Gamma', 'Beta']);
    // A refresh changes no configuration: the order by modification stays.
    expect(names(await client.sources.list({ sortingType: 'LAST_MODIFIED_DATE' }))).toEqual(
      names(byModification),
    );
    expect(beta.lastModifiedDate).toBeUndefined();
  });
});

describe('sources: configuration', () => {
  it('updates a source (PUT), refusing a type change or a name in use; rebuild=true rebuilds', async () => {
    const client = env.client();
    const source = await createIdle('Site');
    await client.sources.create({ name: 'Other', sourceType: 'WEB2' });
    const updated = await client.sources.update(source.id, {
      name: 'Site (renamed)',
      sourceType: 'WEB2',
      sourceVisibility: 'PRIVATE',
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${base}/${source.id}`, query: '' });
    expect(JSON.parse((await env.lastRequest()).body)).toEqual({
      name: 'Site (renamed)',
      sourceType: 'WEB2',
      sourceVisibility: 'PRIVATE',
    });
    expect(updated).toMatchObject({ id: source.id, name: 'Site (renamed)', sourceVisibility: 'PRIVATE' });
    expect(status(updated)).toBe('IDLE');
    expect((await client.sources.get(source.id))?.name).toBe('Site (renamed)');

    let error = await rejection(client.sources.update(source.id, { name: 'Site', sourceType: 'PUSH' }));
    expect(error.status).toBe(400);
    expect(messageOf(error)).toMatch(/type cannot change/);
    error = await rejection(client.sources.update(source.id, { name: 'Other', sourceType: 'WEB2' }));
    expect(error.status).toBe(409);
    error = await rejection(
      client.sources.update(source.id, { name: 'x', sourceType: 'WEB2', sourceVisibility: 'OPEN' as never }),
    );
    expect(error.status).toBe(400);

    await client.sources.update(source.id, { name: 'Site', sourceType: 'WEB2' }, { rebuild: true });
    expect((await env.lastRequest()).query).toBe('rebuild=true');
    expect((await client.sources.get(source.id))?.information?.sourceStatus.refreshType).toBe('REBUILD');
  });

  it('deletes a source with its schedules (the source as it was, then 404)', async () => {
    const client = env.client();
    const source = await client.sources.create({ name: 'Gone', sourceType: 'WEB2' });
    await client.sources.createSchedule(source.id, { frequency: { type: 'DAILY', hour: 3 } });
    const deleted = await client.sources.delete(source.id);
    expect(deleted).toMatchObject({ id: source.id, name: 'Gone', sourceType: 'WEB2' });
    // New a moment ago: CREATING still, or IDLE on a slow machine.
    expect(['CREATING', 'IDLE']).toContain(status(deleted));
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${base}/${source.id}` });
    expect((await rejection(client.sources.get(source.id))).status).toBe(404);
    expect((await rejection(client.sources.listSchedules(source.id))).status).toBe(404);
    expect((await rejection(client.sources.delete(source.id))).status).toBe(404);
    // The name is free again.
    expect((await client.sources.create({ name: 'Gone', sourceType: 'WEB2' })).name).toBe('Gone');
  });

  it('creates, reads and replaces raw configurations; reads light models and item types', async () => {
    const client = env.client();
    const created = await client.sources.createRaw(
      {
        name: 'Raw web',
        sourceType: 'WEB2',
        configuration: {
          startingAddresses: ['https://a.example.com/'],
          parameters: { MaxDepth: { value: '3' } },
        },
      },
      { rebuild: false },
    );
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/raw`,
      query: 'rebuild=false',
    });
    expect(created).toMatchObject({
      id: expect.any(String),
      name: 'Raw web',
      configuration: { startingAddresses: ['https://a.example.com/'] },
    });
    // A raw configuration answers as one: no status part.
    expect('information' in created).toBe(false);
    expect((await client.sources.get(created.id))?.urls).toEqual(['https://a.example.com/']);

    const rawConfig = await client.sources.getRaw(created.id);
    expect((await env.lastRequest()).path).toBe(`${base}/${created.id}/raw`);
    expect(rawConfig?.configuration?.parameters?.MaxDepth).toEqual({ value: '3' });

    const replaced = await client.sources.updateRaw(
      created.id,
      { ...rawConfig, configuration: { startingAddresses: ['https://b.example.com/'] } },
      { updateSecurityProviders: false },
    );
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${base}/${created.id}/raw`,
      query: 'updateSecurityProviders=false',
    });
    expect(replaced.configuration).toEqual({ startingAddresses: ['https://b.example.com/'] });
    expect((await client.sources.get(created.id))?.urls).toEqual(['https://b.example.com/']);
    const bad = await raw('PUT', `/${created.id}/raw`, '{"configuration":[1]}');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/configuration/);
    // A visibility the platform does not have is refused, not kept.
    const before = (await client.sources.get(created.id))?.sourceVisibility;
    expect(['PRIVATE', 'SECURED', 'SHARED']).toContain(before);
    const visibility = await raw('PUT', `/${created.id}/raw`, '{"sourceVisibility":"PUBLIC"}');
    expect([visibility.status, (await visibility.json()).message]).toEqual([
      400,
      "The field 'sourceVisibility' must be one of PRIVATE, SECURED, SHARED.",
    ]);
    expect((await client.sources.get(created.id))?.sourceVisibility).toBe(before);
    expect((await raw('POST', '/raw', '{"sourceType":"WEB2"}')).status).toBe(400);

    expect(await client.sources.getLight(created.id)).toEqual({
      id: created.id,
      name: 'Raw web',
      sourceType: 'WEB2',
      pushEnabled: false,
      onPremisesEnabled: false,
      streamEnabled: false,
    });
    expect((await env.lastRequest()).path).toBe(`${base}/${created.id}/light`);
    expect(await client.sources.listItemTypes(created.id)).toEqual(['WebPage']);
    expect((await env.lastRequest()).path).toBe(`${base}/${created.id}/itemTypes`);
  });

  it('reads and sets the dedicated flag (enabled query)', async () => {
    const client = env.client();
    const source = await client.sources.create({ name: 'Big', sourceType: 'WEB2' });
    expect(await client.sources.getDedicated(source.id)).toEqual({ sourceId: source.id, enabled: false });
    expect(await client.sources.setDedicated(source.id, { enabled: true })).toEqual({
      sourceId: source.id,
      enabled: true,
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${base}/${source.id}/dedicated`,
      query: 'enabled=true',
      body: '{}',
    });
    expect((await client.sources.getDedicated(source.id))?.enabled).toBe(true);
    for (const query of ['', '?enabled=', '?enabled=maybe']) {
      const response = await raw('PUT', `/${source.id}/dedicated${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message).toMatch(/enabled/);
    }
  });

  it('duplicates a source under a new name (newSourceName, logicalIndexId)', async () => {
    const client = env.client();
    const original = await createIdle('Original', { urls: ['https://o.example.com/'] });
    const copy = await client.sources.duplicate(original.id, {
      newSourceName: 'Copy',
      logicalIndexId: 'default',
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/${original.id}/duplicate`,
      query: 'newSourceName=Copy&logicalIndexId=default',
      body: '{}',
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ name: 'Copy', sourceType: 'WEB2', urls: ['https://o.example.com/'] });
    expect(status(copy)).toBe('CREATING');
    expect((await client.sources.list())?.totalEntries).toBe(2);

    let error = await rejection(client.sources.duplicate(original.id, { newSourceName: 'Copy' }));
    expect(error.status).toBe(409);
    error = await rejection(
      client.sources.duplicate(original.id, { newSourceName: 'Copy 2', logicalIndexId: 'nope' }),
    );
    expect(error.status).toBe(400);
    expect(messageOf(error)).toMatch(/logical index 'nope'/);
    const response = await raw('POST', `/${original.id}/duplicate`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/'newSourceName' is required/);
  });

  it('dump, evictCachedCrawlerConfig and (deprecated) applyChanges answer 204', async () => {
    const client = env.client();
    const source = await client.sources.create({ name: 'Ops', sourceType: 'WEB2' });
    for (const [call, suffix] of [
      [() => client.sources.dump(source.id), 'dump'],
      [() => client.sources.evictCachedCrawlerConfig(source.id), 'evictCachedCrawlerConfig'],
      [() => client.sources.applyChanges(source.id), 'applyChanges'],
    ] as const) {
      expect(await call()).toEqual({});
      expect(await env.lastRequest()).toMatchObject({
        method: 'POST',
        path: `${base}/${source.id}/${suffix}`,
        body: '{}',
      });
    }
    expect((await rejection(client.sources.applyChanges('nope'))).status).toBe(404);
  });

  it('applyChanges rebuilds the source: at once when IDLE, after its creation when CREATING', async () => {
    const client = env.client();
    const source = await createIdle('Changed');
    expect(await client.sources.applyChanges(source.id)).toEqual({});
    const rebuilding = await client.sources.get(source.id);
    expect(rebuilding?.information?.sourceStatus).toMatchObject({
      type: 'REFRESHING',
      refreshType: 'REBUILD',
    });
    const activityId = rebuilding?.information?.currentOperation?.id;
    expect(await client.activities.get(activityId!)).toMatchObject({
      operation: 'REBUILD',
      resourceId: source.id,
    });
    // While it rebuilds, the changes wait: the platform's 409.
    expect((await rejection(client.sources.applyChanges(source.id))).status).toBe(409);
    expect((await refreshed(source.id)).information?.lastOperation?.operationType).toBe('REBUILD');

    const creating = await client.sources.create({ name: 'New', sourceType: 'WEB2' });
    await client.sources.applyChanges(creating.id);
    expect(status(await client.sources.get(creating.id))).toBe('CREATING');
    await sleep(DURATION + 30);
    const built = await client.sources.get(creating.id);
    expect(built?.information?.sourceStatus).toMatchObject({ type: 'REFRESHING', refreshType: 'REBUILD' });
  });
});

describe('sources: schedules', () => {
  it('creates, lists, replaces and deletes the schedules of a source', async () => {
    const client = env.client();
    const source = await client.sources.create({ name: 'Scheduled', sourceType: 'WEB2' });
    const other = await client.sources.create({ name: 'Other', sourceType: 'WEB2' });
    const schedule = await client.sources.createSchedule(source.id, {
      refreshType: 'INCREMENTAL_REFRESH',
      frequency: { type: 'WEEKLY', daysOfWeek: ['MONDAY'], hour: 2, minute: 30 },
    });
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/${source.id}/schedules` });
    expect(JSON.parse(wire.body)).toEqual({
      refreshType: 'INCREMENTAL_REFRESH',
      frequency: { type: 'WEEKLY', daysOfWeek: ['MONDAY'], hour: 2, minute: 30 },
    });
    expect(schedule).toMatchObject({
      id: expect.any(String),
      scheduleType: 'SOURCE',
      resourceId: source.id,
      enabled: true,
      refreshType: 'INCREMENTAL_REFRESH',
      frequency: { type: 'WEEKLY', timezone: 'UTC', hour: 2 },
    });
    expect(schedule.nextExecution).toBeGreaterThan(Date.now());
    expect(await client.sources.listSchedules(source.id)).toEqual([schedule]);
    expect(await client.sources.listSchedules(other.id)).toEqual([]);

    const replaced = await client.sources.updateSchedule(source.id, schedule.id, {
      enabled: false,
      frequency: { type: 'DAILY', hour: 4 },
    });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/${source.id}/schedules/${schedule.id}` });
    expect(replaced).toMatchObject({ id: schedule.id, enabled: false, refreshType: 'FULL_REFRESH' });
    expect(replaced.frequency).toEqual({ timezone: 'UTC', type: 'DAILY', hour: 4 });
    expect(await client.sources.listSchedules(source.id)).toEqual([replaced]);
    // The platform answers a replaced schedule with 201.
    const again = await raw(
      'PUT',
      `/${source.id}/schedules/${schedule.id}`,
      JSON.stringify({ enabled: true, frequency: { type: 'DAILY', hour: 5 } }),
    );
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ id: schedule.id, enabled: true, resourceId: source.id });

    // A schedule is reached through its own source only.
    let error = await rejection(client.sources.deleteSchedule(other.id, schedule.id));
    expect(error.status).toBe(404);
    error = await rejection(
      client.sources.updateSchedule(source.id, schedule.id, { id: 'other', frequency: { type: 'DAILY' } }),
    );
    expect(error.status).toBe(400);
    expect(await client.sources.deleteSchedule(source.id, schedule.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/${source.id}/schedules/${schedule.id}`,
    });
    expect(await client.sources.listSchedules(source.id)).toEqual([]);
    expect((await rejection(client.sources.deleteSchedule(source.id, schedule.id))).status).toBe(404);
  });

  it('refuses malformed schedules', async () => {
    const source = await env.client().sources.create({ name: 'S', sourceType: 'WEB2' });
    for (const [body, pattern] of [
      ['{}', /'frequency' is required/],
      ['{"frequency":{"type":"YEARLY"}}', /\/frequency\/type must be one of "MINUTELY", "HOURLY"/],
      ['{"frequency":{}}', /'frequency.type' is required: one of MINUTELY/],
      ['{"frequency":{"type":"DAILY","hour":24}}', /frequency.hour/],
      ['{"frequency":{"type":"DAILY","minute":1.5}}', /frequency.minute/],
      ['{"frequency":{"type":"WEEKLY","daysOfWeek":["FUNDAY"]}}', /daysOfWeek/],
      ['{"frequency":{"type":"DAILY"},"refreshType":"NAP"}', /\/refreshType must be one of "REBUILD"/],
      [
        '{"frequency":{"type":"DAILY"},"refreshType":"SECURITY_CACHE_REFRESH"}',
        /'refreshType' must be one of: REBUILD/,
      ],
      ['{"frequency":{"type":"DAILY"},"enabled":"yes"}', /\/enabled must be of type boolean/],
      ['"daily"', /the body's \/ must be of type object/],
    ] as const) {
      const response = await raw('POST', `/${source.id}/schedules`, body);
      expect(response.status, body).toBe(400);
      expect((await response.json()).message, body).toMatch(pattern);
    }
    expect(await env.client().sources.listSchedules(source.id)).toEqual([]);
  });
});
