// The published source calls that joined the catalog with issue 25: more source calls, typed and
// common mappings with their rules, source fields in batches, Salesforce source configuration, and
// ingestion content. Each call goes over real HTTP to the emulator; the tests check the request on the
// wire, an answer the published schema allows, the state the emulator keeps, and the platform's 400s
// and 404s.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer, wireOf } from './publishedAnswers';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const base = `${org}/sources`;
const wire = async () => wireOf(await env.lastRequest());

async function newSource(name = 'Published') {
  return env.client().sources.create({ name, sourceType: 'WEB2' });
}

describe('sources: the published calls', () => {
  it('lists the sources as a plain array, by ids and by project, and their raw configurations', async () => {
    const client = env.client();
    const source = await newSource('One');

    const all = await client.sources.listAll({ page: 0, perPage: 50, sortingType: 'NAME' });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: base,
      query: { page: '0', perPage: '50', sortingType: 'NAME' },
      endpoint: 'sources.listAll',
    });
    expect(Array.isArray(all)).toBe(true);
    expectPublishedAnswer('sources.listAll', all);

    const byIds = await client.sources.listByIds([source.id], { perPage: 10 });
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${base}/pages/ids`,
      query: { perPage: '10' },
      body: [source.id],
      endpoint: 'sources.listByIds',
    });
    expectPublishedAnswer('sources.listByIds', byIds);

    const byProject = await client.sources.listByProject({ projectId: 'no-such-project' });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${base}/pages/project`,
      query: { projectId: 'no-such-project' },
    });
    expectPublishedAnswer('sources.listByProject', byProject);

    const raw = await client.sources.listRaw({ includeMappings: false, pageSize: 20 });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${base}/raw/all`,
      query: { includeMappings: 'false', pageSize: '20' },
    });
    expect(Array.isArray(raw)).toBe(true);
    expectPublishedAnswer('sources.listRaw', raw);
  });

  it('lists in listAll, listByIds and listRaw the sources that sources.create made (the ids given, only)', async () => {
    const client = env.client();
    const [alpha, beta, gamma] = [
      await newSource('Alpha'),
      await newSource('Beta'),
      await newSource('Gamma'),
    ];
    const ids = [alpha.id, beta.id, gamma.id];
    const names = (sources: Array<{ name?: string }> | undefined) => sources?.map((source) => source.name);

    expect(names(await client.sources.listAll({ sortingType: 'NAME' }))).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(names(await client.sources.listAll({ sortingOrder: 'DESC', perPage: 2 }))).toEqual([
      'Gamma',
      'Beta',
    ]);

    const byIds = await client.sources.listByIds([gamma.id, alpha.id]);
    expect(byIds.sourceModels?.map((source) => source.id)).toEqual([alpha.id, gamma.id]);
    expect(byIds).toMatchObject({ totalEntries: 2, totalPages: 1 });
    expect((await client.sources.listByIds(['no-such-source'])).sourceModels).toEqual([]);

    const raw = await client.sources.listRaw();
    expect(raw.map((source) => source.id)).toEqual(ids);
    expect(raw[0]).toMatchObject({ name: 'Alpha', sourceType: 'WEB2' });
    expect(raw[0]).not.toHaveProperty('information');
  });

  it('reads one schedule of a source: 404 for an unknown schedule or source', async () => {
    const client = env.client();
    const source = await newSource();
    const unknown = await rejection(client.sources.getSchedule(source.id, 'no-such-schedule'));
    expect(unknown.status).toBe(404);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${base}/${source.id}/schedules/no-such-schedule`,
      endpoint: 'sources.getSchedule',
    });
    expect((await rejection(client.sources.getSchedule('no-such-source', 'x'))).status).toBe(404);
  });

  it('reads with getSchedule a schedule that sources.createSchedule made, and lists it', async () => {
    const client = env.client();
    const source = await newSource();
    const made = await client.sources.createSchedule(source.id, {
      refreshType: 'FULL_REFRESH',
      frequency: { type: 'DAILY', hour: 4, minute: 15 },
    });
    const read = await client.sources.getSchedule(source.id, made.id!);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${base}/${source.id}/schedules/${made.id}`,
      endpoint: 'sources.getSchedule',
    });
    expect(read).toMatchObject({ id: made.id, refreshType: 'FULL_REFRESH', resourceId: source.id });
    expectPublishedAnswer('sources.getSchedule', read);
    expect((await client.sources.listSchedules(source.id)).map((schedule) => schedule.id)).toContain(made.id);
    await client.sources.deleteSchedule(source.id, made.id!);
    expect((await rejection(client.sources.getSchedule(source.id, made.id!))).status).toBe(404);
  });

  it('replaces the extensions a source runs and reads them back; 404 for an unknown source', async () => {
    const client = env.client();
    const source = await newSource();
    const extensions = {
      common: { postConversionExtensions: [{ extensionId: 'tag-items', parameters: { tag: 'x' } }] },
      items: { Video: { preConversionExtensions: [{ extensionId: 'skip-large' }] } },
    };
    expect(await client.sources.updateExtensions(source.id, extensions, { rebuild: false })).toEqual({});
    expect(await wire()).toEqual({
      method: 'PUT',
      path: `${base}/${source.id}/extensions`,
      query: { rebuild: 'false' },
      body: extensions,
      endpoint: 'sources.updateExtensions',
    });
    const read = await client.sources.getExtensions(source.id);
    expect(await wire()).toMatchObject({ method: 'GET', path: `${base}/${source.id}/extensions` });
    expect(read).toMatchObject(extensions);
    expectPublishedAnswer('sources.getExtensions', read);
    expect((await rejection(client.sources.getExtensions('no-such-source'))).status).toBe(404);
    expect((await rejection(client.sources.updateExtensions('no-such-source', extensions))).status).toBe(404);
  });

  it('updates the permissions of a source; the behaviour must be one the platform knows', async () => {
    const client = env.client();
    const source = await newSource();
    const permissions = { permissionBehavior: 'Override' as const, permissions: {} };
    const updated = await client.sources.updatePermissions(source.id, permissions);
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${base}/${source.id}/permissions/update`,
      body: permissions,
    });
    expectPublishedAnswer('sources.updatePermissions', updated);
    const refused = await rejection(
      client.sources.updatePermissions(source.id, { permissionBehavior: 'Replace' as never }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/permissionBehavior/);
  });

  it('answers updatePermissions with the source, its permissions replaced, as sources.get reads it', async () => {
    const client = env.client();
    const source = await newSource();
    const levels = (allowAnonymous: boolean) => ({
      permissionLevels: [{ name: 'Level 1', permissionSets: [{ name: 'Everyone', allowAnonymous }] }],
    });
    const first = { permissionBehavior: 'Override' as const, permissions: levels(true) };
    const updated = await client.sources.updatePermissions(source.id, first);
    expect(updated).toMatchObject({ id: source.id, name: source.name, ...first });
    expect(await client.sources.get(source.id)).toMatchObject(first);
    const second = { permissionBehavior: 'Merge' as const, permissions: levels(false) };
    await client.sources.updatePermissions(source.id, second);
    expect(await client.sources.get(source.id)).toMatchObject(second);
    expect((await rejection(client.sources.updatePermissions('no-such-source', first))).status).toBe(404);
  });

  it('reads the configuration snapshot of an activity, which the query must name', async () => {
    const client = env.client();
    const source = await newSource();
    const snapshot = await client.sources.getConfigurationSnapshot(source.id, { activityId: 'activity-1' });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${base}/${source.id}/configuration/snapshot`,
      query: { activityId: 'activity-1' },
    });
    expectPublishedAnswer('sources.getConfigurationSnapshot', snapshot);
    const missing = await env.sendJson('GET', `${base}/${source.id}/configuration/snapshot`);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toMatch(/activityId/);
  });

  it('turns the schedules of a source off and on (deprecated calls), with no body of its own', async () => {
    const client = env.client();
    const source = await newSource();
    const disabled = await client.sources.disable(source.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/${source.id}/disable`,
      body: '{}',
      endpoint: 'sources.disable',
    });
    expectPublishedAnswer('sources.disable', disabled);
    const enabled = await client.sources.enable(source.id);
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${base}/${source.id}/enable` });
    expectPublishedAnswer('sources.enable', enabled);
    expect((await rejection(client.sources.enable('no-such-source'))).status).toBe(404);
  });

  it('turns every schedule of the source off with disable and on with enable, as listSchedules reads them', async () => {
    const client = env.client();
    const source = await newSource();
    const other = await newSource('Other');
    const frequency = { type: 'DAILY' as const, hour: 4, minute: 15 };
    for (const refreshType of ['FULL_REFRESH', 'REBUILD'] as const)
      await client.sources.createSchedule(source.id, { refreshType, frequency });
    await client.sources.createSchedule(other.id, { refreshType: 'FULL_REFRESH', frequency });
    const enabled = async (id: string) =>
      (await client.sources.listSchedules(id)).map((schedule) => schedule.enabled);

    expect(await client.sources.disable(source.id)).toMatchObject({ id: source.id });
    expect(await enabled(source.id)).toEqual([false, false]);
    expect(await enabled(other.id)).toEqual([true]);
    await client.sources.enable(source.id);
    expect(await enabled(source.id)).toEqual([true, true]);
    expect((await rejection(client.sources.disable('no-such-source'))).status).toBe(404);
  });
});

describe('sources: by project, and the configuration an activity ran with', () => {
  it("lists in listByProject the project's sources only, sorted and filtered as sources.list", async () => {
    const client = env.client();
    const [kept, other, also] = [
      await newSource('Kept A'),
      await newSource('Other'),
      await newSource('Kept B'),
    ];
    const project = await client.projects.create({
      name: 'Docs',
      type: 'OTHER',
      description: 'Documentation sources',
      resources: { SOURCE: [also.id, kept.id] },
    });
    const page = await client.sources.listByProject({
      projectId: project.id,
      sortingOrder: 'DESC',
      perPage: 1,
    });
    expect(await wire()).toEqual({
      method: 'GET',
      path: `${base}/pages/project`,
      query: { projectId: project.id, sortingOrder: 'DESC', perPage: '1' },
      body: undefined,
      endpoint: 'sources.listByProject',
    });
    expectPublishedAnswer('sources.listByProject', page);
    expect(page).toMatchObject({ totalEntries: 2, totalPages: 2 });
    expect(page.sourceModels?.map((source) => source.name)).toEqual(['Kept B']);
    const filtered = await client.sources.listByProject({ projectId: project.id, filter: 'ept a' });
    expect(filtered.sourceModels?.map((source) => source.id)).toEqual([kept.id]);
    expect(JSON.stringify(await client.sources.listByProject({ projectId: project.id }))).not.toContain(
      other.id,
    );
    expect((await client.sources.listByProject({ projectId: 'no-such-project' })).sourceModels).toEqual([]);
  });

  it("answers in getConfigurationSnapshot the source's raw configuration and its mapping rules, common and typed (404 for an unknown source)", async () => {
    const client = env.client();
    const source = await client.sources.createRaw({
      name: 'Snapshot',
      sourceType: 'WEB2',
      configuration: { startingAddresses: ['https://docs.example.com/'], parameters: {} },
    } as never);
    const common = await client.sources.mappings.createCommonRule(source.id!, {
      field: 'title',
      content: ['%[og:title]'],
    });
    const typed = await client.sources.mappings.createType(source.id!, {
      type: 'WebPage',
      rules: [{ field: 'date', content: ['%[lastmod]'] }],
    });

    const snapshot = await client.sources.getConfigurationSnapshot(source.id!, { activityId: 'activity-1' });
    expect(await wire()).toEqual({
      method: 'GET',
      path: `${base}/${source.id}/configuration/snapshot`,
      query: { activityId: 'activity-1' },
      body: undefined,
      endpoint: 'sources.getConfigurationSnapshot',
    });
    expectPublishedAnswer('sources.getConfigurationSnapshot', snapshot);
    expect(snapshot.configuration).toEqual((await client.sources.getRaw(source.id!)).configuration);
    expect(snapshot.configuration).toMatchObject({ startingAddresses: ['https://docs.example.com/'] });
    const mapping = { sourceId: source.id };
    expect(snapshot.mappings).toContainEqual({
      ...mapping,
      id: common.id,
      fieldName: 'title',
      rules: ['%[og:title]'],
    });
    const typedRule = typed.rules![0];
    expect(snapshot.mappings).toContainEqual({
      ...mapping,
      id: typedRule.id,
      type: 'WebPage',
      fieldName: 'date',
      rules: ['%[lastmod]'],
    });
    const { rules } = await client.sources.mappings.getCommon(source.id!);
    expect(snapshot.mappings).toHaveLength(rules!.length + 1);

    const unknown = await rejection(
      client.sources.getConfigurationSnapshot('no-such-source', { activityId: 'activity-1' }),
    );
    expect(unknown.status).toBe(404);
  });
});

describe('sources.mappings: typed and common mappings, rule by rule', () => {
  it('adds a typed mapping, lists, reads, replaces and removes it', async () => {
    const client = env.client();
    const source = await newSource();
    const types = `${base}/${source.id}/mappings/types`;

    const created = await client.sources.mappings.createType(
      source.id,
      { type: 'Video', rules: [{ field: 'title', content: ['%[videotitle]'] }] },
      { rebuild: false },
    );
    expect(await wire()).toEqual({
      method: 'POST',
      path: types,
      query: { rebuild: 'false' },
      body: { type: 'Video', rules: [{ field: 'title', content: ['%[videotitle]'] }] },
      endpoint: 'sources.mappings.createType',
    });
    expect(created).toMatchObject({ type: 'Video', rules: [{ field: 'title', content: ['%[videotitle]'] }] });
    expect(created.id).toEqual(expect.any(String));
    expectPublishedAnswer('sources.mappings.createType', created);
    const typeId = created.id!;

    expect((await client.sources.mappings.listTypes(source.id))?.map((type) => type.id)).toEqual([typeId]);
    expect(await wire()).toMatchObject({ method: 'GET', path: types });
    expect(await client.sources.mappings.getType(source.id, typeId)).toMatchObject({ type: 'Video' });
    expect((await wire()).path).toBe(`${types}/${typeId}`);

    const replaced = await client.sources.mappings.updateType(source.id, typeId, {
      type: 'Video',
      rules: [{ field: 'title', content: ['%[name]'] }],
    });
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${types}/${typeId}`,
      body: { type: 'Video', rules: [{ field: 'title', content: ['%[name]'] }] },
    });
    expect(replaced.rules?.map((rule) => rule.content)).toEqual([['%[name]']]);
    expect((await client.sources.mappings.getType(source.id, typeId))?.rules?.[0].content).toEqual([
      '%[name]',
    ]);

    expect(await client.sources.mappings.deleteType(source.id, typeId)).toEqual({});
    expect(await wire()).toMatchObject({ method: 'DELETE', path: `${types}/${typeId}` });
    expect((await rejection(client.sources.mappings.getType(source.id, typeId))).status).toBe(404);
    expect(await client.sources.mappings.listTypes(source.id)).toEqual([]);
    expect((await rejection(client.sources.mappings.listTypes('no-such-source'))).status).toBe(404);
  });

  it('adds, lists, reads, replaces and removes the rules of a typed mapping', async () => {
    const client = env.client();
    const source = await newSource();
    const type = await client.sources.mappings.createType(source.id, { type: 'Document', rules: [] });
    const rules = `${base}/${source.id}/mappings/types/${type.id}/rules`;
    // A rule fills a field of the index: the field must exist.
    await client.fields.create({ name: 'author', type: 'STRING' });

    const rule = await client.sources.mappings.createTypeRule(source.id, type.id!, {
      field: 'author',
      content: ['%[creator]'],
    });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: rules,
      body: { field: 'author', content: ['%[creator]'] },
    });
    expect(rule).toMatchObject({ id: expect.any(String), field: 'author', content: ['%[creator]'] });

    expect(await client.sources.mappings.listTypeRules(source.id, type.id!)).toEqual([rule]);
    expect(await wire()).toMatchObject({ method: 'GET', path: rules });
    expect(await client.sources.mappings.getTypeRule(source.id, type.id!, rule.id!)).toEqual(rule);

    const updated = await client.sources.mappings.updateTypeRule(
      source.id,
      type.id!,
      rule.id!,
      { field: 'author', content: ['%[owner]', '%[creator]'] },
      { rebuild: false },
    );
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: `${rules}/${rule.id}`,
      query: { rebuild: 'false' },
    });
    expect(updated).toMatchObject({ id: rule.id, content: ['%[owner]', '%[creator]'] });

    expect(await client.sources.mappings.deleteTypeRule(source.id, type.id!, rule.id!)).toEqual({});
    expect(await wire()).toMatchObject({ method: 'DELETE', path: `${rules}/${rule.id}` });
    expect(await client.sources.mappings.listTypeRules(source.id, type.id!)).toEqual([]);
    expect((await rejection(client.sources.mappings.getTypeRule(source.id, type.id!, rule.id!))).status).toBe(
      404,
    );
    expect((await rejection(client.sources.mappings.listTypeRules(source.id, 'no-such-type'))).status).toBe(
      404,
    );
  });

  it('replaces the common mapping and manages its rules one by one', async () => {
    const client = env.client();
    const source = await newSource();
    const common = `${base}/${source.id}/mappings/common`;

    const saved = await client.sources.mappings.updateCommon(source.id, {
      rules: [{ field: 'title', content: ['%[title]'] }],
    });
    expect(await wire()).toMatchObject({
      method: 'PUT',
      path: common,
      body: { rules: [{ field: 'title', content: ['%[title]'] }] },
    });
    expect(saved.rules?.map((rule) => rule.field)).toEqual(['title']);
    expect((await client.sources.mappings.getCommon(source.id))?.rules?.map((rule) => rule.field)).toEqual([
      'title',
    ]);
    expect(await wire()).toMatchObject({ method: 'GET', path: common });

    const rule = await client.sources.mappings.createCommonRule(source.id, {
      field: 'date',
      content: ['%[modified]'],
    });
    expect(await wire()).toMatchObject({ method: 'POST', path: `${common}/rules` });
    expect(rule).toMatchObject({ id: expect.any(String), field: 'date' });
    expect(await client.sources.mappings.getCommonRule(source.id, rule.id!)).toEqual(rule);
    expect((await wire()).path).toBe(`${common}/rules/${rule.id}`);
    expect((await client.sources.mappings.listCommonRules(source.id))?.map((listed) => listed.id)).toContain(
      rule.id,
    );

    const updated = await client.sources.mappings.updateCommonRule(source.id, rule.id!, {
      field: 'date',
      content: ['%[created]'],
    });
    expect(await wire()).toMatchObject({ method: 'PUT', path: `${common}/rules/${rule.id}` });
    expect(updated.content).toEqual(['%[created]']);
    expect(await client.sources.mappings.deleteCommonRule(source.id, rule.id!)).toEqual({});
    expect(await wire()).toMatchObject({ method: 'DELETE', path: `${common}/rules/${rule.id}` });
    expect((await rejection(client.sources.mappings.getCommonRule(source.id, rule.id!))).status).toBe(404);
  });

  it('keeps the typed and common mappings and their rules in the mappings that sources.mappings.get reads, and the reverse', async () => {
    const client = env.client();
    const mappings = client.sources.mappings;
    const source = await newSource();
    const video = await mappings.createType(source.id, {
      type: 'Video',
      rules: [{ field: 'title', content: ['%[videotitle]'] }],
    });
    const videoRule = await mappings.createTypeRule(source.id, video.id!, {
      field: 'uri',
      content: ['%[videourl]'],
    });
    await mappings.updateCommon(source.id, { rules: [{ field: 'date', content: ['%[published]'] }] });
    const commonRule = await mappings.createCommonRule(source.id, {
      field: 'language',
      content: ['%[lang]'],
    });

    const read = await mappings.get(source.id);
    expect(read.types).toEqual([{ id: video.id, type: 'Video', rules: [video.rules![0], videoRule] }]);
    expect(read.common.rules).toEqual([
      { id: expect.any(String), field: 'date', content: ['%[published]'] },
      commonRule,
    ]);
    expect(await client.sources.listItemTypes(source.id)).toContain('Video');

    // The reverse: what sources.mappings.update writes, the calls rule by rule read.
    await mappings.update(source.id, {
      common: { rules: [{ field: 'title', content: ['%[name]'] }] },
      types: [{ type: 'Article', rules: [{ field: 'date', content: ['%[published]'] }] }],
    });
    const [article] = await mappings.listTypes(source.id);
    expect(article).toMatchObject({ type: 'Article' });
    expect((await mappings.listTypeRules(source.id, article.id!)).map((rule) => rule.field)).toEqual([
      'date',
    ]);
    expect((await rejection(mappings.getType(source.id, video.id!))).status).toBe(404);
    expect((await mappings.getCommon(source.id)).rules?.map((rule) => rule.content)).toEqual([['%[name]']]);
    const [titleRule] = await mappings.listCommonRules(source.id);
    expect(await mappings.getCommonRule(source.id, titleRule.id!)).toMatchObject({ field: 'title' });

    await mappings.deleteType(source.id, article.id!);
    expect((await mappings.get(source.id)).types).toEqual([]);
    // A rule for a field the index lacks, or a second typed mapping of an item type, is refused: nothing changes.
    const unknownField = await rejection(
      mappings.createCommonRule(source.id, { field: 'nosuchfield', content: ['%[x]'] }),
    );
    expect(unknownField.status).toBe(400);
    expect(unknownField.message).toMatch(/nosuchfield/);
    await mappings.createType(source.id, { type: 'Slide', rules: [] });
    expect((await rejection(mappings.createType(source.id, { type: 'Slide', rules: [] }))).status).toBe(409);
    expect(await mappings.get(source.id)).toMatchObject({
      common: { rules: [titleRule] },
      types: [{ type: 'Slide', rules: [] }],
    });
  });

  it('sends typed mappings in batches, each answered with a published progress', async () => {
    const client = env.client();
    const source = await newSource();
    const batch = [{ type: 'Video', rules: [{ field: 'title', content: ['%[videotitle]'] }] }];
    const calls = {
      create: () => client.sources.mappings.batchCreateTypes(source.id, batch, { rebuild: false }),
      update: () => client.sources.mappings.batchUpdateTypes(source.id, batch, { rebuild: false }),
      delete: () => client.sources.mappings.batchDeleteTypes(source.id, batch, { rebuild: false }),
    };
    for (const [action, call] of Object.entries(calls)) {
      const progress = await call();
      expect(await wire(), action).toEqual({
        method: 'POST',
        path: `${base}/${source.id}/mappings/batch/${action}`,
        query: { rebuild: 'false' },
        body: batch,
        endpoint: `sources.mappings.batch${action[0].toUpperCase()}${action.slice(1)}Types`,
      });
      expectPublishedAnswer(
        `sources.mappings.batch${action[0].toUpperCase()}${action.slice(1)}Types`,
        progress,
      );
    }
    expect((await rejection(client.sources.mappings.batchCreateTypes('no-such-source', batch))).status).toBe(
      404,
    );
  });

  it('applies batches of typed mappings to the source, and answers the status of each (COMPLETED)', async () => {
    const client = env.client();
    const mappings = client.sources.mappings;
    const source = await newSource();
    const types = async () => (await mappings.listTypes(source.id)).map((typed) => typed.type);
    /** Each item's type (as the batch answers it), result and success. */
    const results = (progress: Awaited<ReturnType<typeof mappings.batchCreateTypes>>) =>
      progress.batchOperationResourcesStatus?.map((status) => [
        status.resourceModel?.type,
        status.operationResult,
        status.successful,
      ]);

    const created = await mappings.batchCreateTypes(source.id, [
      { type: 'Video', rules: [{ field: 'title', content: ['%[videotitle]'] }] },
      { type: 'Podcast', rules: [] },
      { type: 'Slide', rules: [{ field: 'nosuchfield', content: ['%[x]'] }] },
    ]);
    expectPublishedAnswer('sources.mappings.batchCreateTypes', created);
    expect(created).toMatchObject({ batchOperationId: expect.any(String), status: 'COMPLETED' });
    expect(results(created)).toEqual([
      ['Video', 'SUCCESS', true],
      ['Podcast', 'SUCCESS', true],
      ['Slide', 'ERROR', false],
    ]);
    expect(created.batchOperationResourcesStatus?.[2].errorDetails).toMatch(/nosuchfield/);
    expect(await types()).toEqual(['Video', 'Podcast']);
    const videoId = created.batchOperationResourcesStatus?.[0].resourceModel?.id as string;
    expect(await mappings.getType(source.id, videoId)).toMatchObject({ type: 'Video' });

    // Each item names a typed mapping by its id, else by its item type.
    const updated = await mappings.batchUpdateTypes(source.id, [
      { id: videoId, type: 'Video', rules: [{ field: 'title', content: ['%[name]'] }] },
      { type: 'Podcast', rules: [{ field: 'date', content: ['%[published]'] }] },
      { type: 'Webinar', rules: [] },
    ]);
    expect(updated.status).toBe('COMPLETED');
    expect(results(updated)).toEqual([
      ['Video', 'SUCCESS', true],
      ['Podcast', 'SUCCESS', true],
      ['Webinar', 'ERROR', false],
    ]);
    expect((await mappings.getType(source.id, videoId)).rules?.map((rule) => rule.content)).toEqual([
      ['%[name]'],
    ]);
    const podcast = (await mappings.get(source.id)).types.find((typed) => typed.type === 'Podcast');
    expect(podcast?.rules.map((rule) => rule.field)).toEqual(['date']);
    const again = await mappings.batchCreateTypes(source.id, [{ type: 'Video', rules: [] }]);
    expect(results(again)).toEqual([['Video', 'ERROR', false]]);

    const deleted = await mappings.batchDeleteTypes(source.id, [{ type: 'Podcast' }, { id: videoId }]);
    expect(results(deleted)).toEqual([
      ['Podcast', 'SUCCESS', true],
      ['Video', 'SUCCESS', true],
    ]);
    expect(await types()).toEqual([]);
  });
});

describe('sources.fields: one field removed, fields in batches', () => {
  it('creates, updates and deletes fields in batches (204), and refuses a batch delete that names none', async () => {
    const client = env.client();
    const fields = [
      { name: 'pubcolor', type: 'STRING' as const },
      { name: 'pubsize', type: 'LONG' as const },
    ];
    expect(await client.sources.fields.batchCreate(fields)).toEqual({});
    expect(await wire()).toEqual({
      method: 'POST',
      path: `${base}/fields/batch/create`,
      query: {},
      body: fields,
      endpoint: 'sources.fields.batchCreate',
    });
    const facet = [{ name: 'pubcolor', type: 'STRING' as const, facet: true }];
    expect(await client.sources.fields.batchUpdate(facet)).toEqual({});
    expect(await wire()).toMatchObject({ method: 'PUT', path: `${base}/fields/batch/update`, body: facet });
    expect(await client.sources.fields.batchDelete({ fields: ['pubcolor', 'pubsize'] })).toEqual({});
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `${base}/fields/batch/delete`,
      query: { fields: ['pubcolor', 'pubsize'] },
    });
    expect((await env.sendJson('DELETE', `${base}/fields/batch/delete`)).status).toBe(400);
  });

  it('deletes one field: 404 for an unknown one', async () => {
    const client = env.client();
    expect((await rejection(client.sources.fields.delete('nosuchfield'))).status).toBe(404);
    expect(await wire()).toMatchObject({
      method: 'DELETE',
      path: `${base}/fields/nosuchfield`,
      endpoint: 'sources.fields.delete',
    });
  });

  it('lists every field in one array (deprecated)', async () => {
    const all = await env.client().sources.fields.listAll({ includeMappings: false });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${base}/fields`,
      query: { includeMappings: 'false' },
    });
    expect(Array.isArray(all)).toBe(true);
    expectPublishedAnswer('sources.fields.listAll', all);
  });

  it('acts on the fields that sources.fields and fields read: batches create, update and delete them, delete removes one, listAll lists them', async () => {
    const client = env.client();
    const names = async () => (await client.sources.fields.listAll()).map((field) => field.name);
    await client.sources.fields.batchCreate([
      { name: 'batchcolor', type: 'STRING' },
      { name: 'batchsize', type: 'LONG' },
    ]);
    expect(await names()).toEqual(expect.arrayContaining(['batchcolor', 'batchsize']));
    expect((await client.fields.get('batchsize')).type).toBe('LONG');
    // A batch is all or nothing: a name already taken refuses the whole batch.
    const taken = [
      { name: 'batchother', type: 'STRING' as const },
      { name: 'batchcolor', type: 'STRING' as const },
    ];
    expect((await rejection(client.sources.fields.batchCreate(taken))).status).toBe(409);
    expect(await names()).not.toContain('batchother');
    await client.sources.fields.batchUpdate([{ name: 'batchcolor', type: 'STRING', facet: true }]);
    expect((await client.sources.fields.get('batchcolor')).facet).toBe(true);
    await client.sources.fields.delete('batchsize');
    expect(await names()).not.toContain('batchsize');
    await client.sources.fields.batchDelete({ fields: ['batchcolor'] });
    expect(await names()).not.toContain('batchcolor');
    expect((await rejection(client.fields.get('batchcolor'))).status).toBe(404);
  });
});

describe('sources.salesforce: Salesforce source configuration', () => {
  const credentials = { accessToken: 'sf-token', idUrl: 'https://login.example.com/id/1/2', sandbox: false };
  const sf = '/rest/sourceconfiguration/salesforce';

  it('reads the schema and the default objects from the credentials in the query', async () => {
    const client = env.client();
    const schema = await client.sources.salesforce.getSchema({ ...credentials, knowledgeIndexed: true });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${sf}/schema`,
      query: {
        accessToken: '[redacted]', // sent; the request log keeps no token
        idUrl: credentials.idUrl,
        sandbox: 'false',
        knowledgeIndexed: 'true',
      },
      endpoint: 'sources.salesforce.getSchema',
    });
    expectPublishedAnswer('sources.salesforce.getSchema', schema);

    const objects = await client.sources.salesforce.listDefaultObjects(credentials);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${sf}/objects`,
      query: { accessToken: '[redacted]' }, // sent; the request log keeps no token
    });
    expectPublishedAnswer('sources.salesforce.listDefaultObjects', objects);
  });

  it('refreshes the schema and objects the body gives', async () => {
    const client = env.client();
    const objects = [{ name: 'Case', fields: [{ name: 'Subject' }] }];
    const schema = await client.sources.salesforce.refreshSchema(objects, credentials);
    expect(await wire()).toMatchObject({ method: 'POST', path: `${sf}/schema`, body: objects });
    expectPublishedAnswer('sources.salesforce.refreshSchema', schema);
    const refreshed = await client.sources.salesforce.refreshObjects(objects, { schemaVersion: 'CLOUDV1' });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${sf}/objects`,
      query: { schemaVersion: 'CLOUDV1' },
      body: objects,
    });
    expectPublishedAnswer('sources.salesforce.refreshObjects', refreshed);
    const refused = await rejection(client.sources.salesforce.refreshObjects({} as never));
    expect(refused.status).toBe(400);
  });

  it('writes the objects-to-get text of a set of objects', async () => {
    const client = env.client();
    const text = await client.sources.salesforce.generateObjectsToGet([{ name: 'Account' }], {
      schemaVersion: 'CLOUDV1',
    });
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${sf}/generateOTG`,
      query: { schemaVersion: 'CLOUDV1' },
      body: [{ name: 'Account' }],
    });
    expect(text).toBeTypeOf('string');
  });

  it('reads one object, its relationships and fields, and refreshes its fields (getObject, getRelationship, listFields, refreshFields), as Salesforce describes them', async () => {
    const salesforce = env.client().sources.salesforce;
    const account = await salesforce.getObject('Account', credentials);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${sf}/objects/Account`,
      query: { accessToken: '[redacted]', idUrl: credentials.idUrl, sandbox: 'false' },
      endpoint: 'sources.salesforce.getObject',
    });
    expectPublishedAnswer('sources.salesforce.getObject', account);
    expect(account).toMatchObject({ name: 'Account', label: 'Account', custom: false, indexed: false });
    expect(account?.fields?.find((f) => f.name === 'OwnerId')).toMatchObject({
      type: 'reference',
      referenceTypes: ['User'],
      relationshipName: 'Owner',
      relationshipParent: true,
      relationshipPolymorphic: false,
    });
    // Its parents (its reference fields), then its children (the references other objects make to it).
    const relationships = Object.fromEntries(
      (account?.relationships ?? []).map((r) => [r.relationshipName, r.relationshipType]),
    );
    expect(relationships).toMatchObject({
      Owner: 'NON_POLYMORPHIC_PARENT',
      Contacts: 'CHILD',
      Cases: 'CHILD',
      Opportunities: 'CHILD',
    });

    const contacts = await salesforce.getRelationship('Account', 'Contacts', { schemaVersion: 'CLOUDV1' });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${sf}/objects/Account/Contacts`,
      query: { schemaVersion: 'CLOUDV1' },
      endpoint: 'sources.salesforce.getRelationship',
    });
    expectPublishedAnswer('sources.salesforce.getRelationship', contacts);
    expect(contacts).toMatchObject({
      relationshipType: 'CHILD',
      referenceField: 'AccountId',
      referencesTo: ['Contact'],
    });
    expect(contacts?.fields?.map((f) => f.name)).toContain('Email');
    // A polymorphic parent reaches the fields its objects all have.
    const owner = await salesforce.getRelationship('Case', 'Owner');
    expect(owner).toMatchObject({ relationshipType: 'POLYMORPHIC_PARENT', referencesTo: ['Group', 'User'] });

    const fields = await salesforce.listFields('Case');
    expect(await wire()).toMatchObject({ method: 'GET', path: `${sf}/objects/Case/fields` });
    expectPublishedAnswer('sources.salesforce.listFields', fields);
    const caseFields = (await salesforce.getObject('Case'))?.fields;
    expect(fields).toEqual(caseFields);
    expect(fields?.map((f) => f.name)).toContain('CaseNumber');
    expect(fields?.find((f) => f.name === 'Subject')).toEqual({
      name: 'Subject',
      label: 'Subject',
      type: 'string',
      custom: false,
      indexed: false,
    });

    // The body's fields as described now, the caller's choices kept.
    const given = [{ name: 'Status', label: 'Old label', indexed: true }, { name: 'Subject' }];
    const refreshed = await salesforce.refreshFields('Case', given, credentials);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${sf}/objects/Case/fields`,
      query: { accessToken: '[redacted]' },
      body: given,
      endpoint: 'sources.salesforce.refreshFields',
    });
    expectPublishedAnswer('sources.salesforce.refreshFields', refreshed);
    expect(refreshed).toEqual([
      { name: 'Status', label: 'Status', type: 'picklist', custom: false, indexed: true },
      { name: 'Subject', label: 'Subject', type: 'string', custom: false, indexed: false },
    ]);

    // The objects the body chooses, completed; the defaults, by the content kinds the query turns on.
    const objects = await salesforce.refreshObjects([{ name: 'Case', fields: [{ name: 'Subject' }] }]);
    expect(objects.map((o) => [o.name, o.indexed])).toEqual([['Case', true]]);
    expect(objects[0].fields?.filter((f) => f.indexed).map((f) => f.name)).toEqual(['Subject']);
    const defaults = async (query = {}) =>
      (await salesforce.listDefaultObjects(query))?.map((o) => o.name).sort();
    expect(await defaults()).toEqual(['Account', 'Contact', 'Opportunity', 'User']);
    expect(await defaults({ serviceCloudIndexed: true, knowledgeIndexed: true })).toEqual([
      'Account',
      'Case',
      'Contact',
      'KnowledgeArticleVersion',
      'Opportunity',
      'User',
    ]);
    const schema = await salesforce.getSchema({ chatterIndexed: true });
    expect(schema?.filter((o) => o.indexed).map((o) => o.name)).toContain('FeedItem');
    expect(schema?.find((o) => o.name === 'Case')).toMatchObject({ type: 'SERVICE_CLOUD', indexed: false });

    // Unknown objects, relationships and fields.
    const unknownObject = await rejection(salesforce.getObject('Nope__c'));
    expect(unknownObject.status).toBe(404);
    expect(unknownObject.message).toContain("'Nope__c'");
    expect((await rejection(salesforce.listFields('Nope__c'))).status).toBe(404);
    const unknownRelationship = await rejection(salesforce.getRelationship('Account', 'Nope'));
    expect(unknownRelationship.status).toBe(404);
    expect(unknownRelationship.message).toContain("'Nope'");
    const unknownField = await rejection(salesforce.refreshFields('Case', [{ name: 'Nope' }]));
    expect(unknownField.status).toBe(400);
    expect(unknownField.message).toContain("no field 'Nope'");
    const unknownChoice = await rejection(
      salesforce.refreshObjects([{ name: 'Case', fields: [{ name: 'Nope' }] }]),
    );
    expect(unknownChoice.message).toContain('Nope');
  });

  it("reads a source's Salesforce objects, relationships and fields with its own credentials, and drops its cached schema", async () => {
    const client = env.client();
    const salesforce = client.sources.salesforce;
    const objectsToGet = [{ name: 'Case', fields: [{ name: 'Subject' }, { name: 'Status' }] }];
    // The published SalesforceSourceModel has objectsToGet; the create body's type leaves it out.
    const body = { name: 'Support', sourceType: 'SALESFORCE' as const, objectsToGet };
    const source = await client.sources.create(body);
    const own = `${base}/${source.id}/configuration/salesforce`;

    const object = await salesforce.getSourceObject(source.id, 'Case');
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${own}/objects/Case`,
      endpoint: 'sources.salesforce.getSourceObject',
    });
    expectPublishedAnswer('sources.salesforce.getSourceObject', object);
    // The fields the source's objects to get choose are indexed.
    expect(object).toMatchObject({ name: 'Case', indexed: true });
    expect(object?.fields?.filter((f) => f.indexed).map((f) => f.name)).toEqual(['Subject', 'Status']);
    const account = await salesforce.getSourceObject(source.id, 'Account');
    expect(account?.indexed).toBe(false);
    const withRelationships = await salesforce.getSourceObject(source.id, 'Case', {
      relationships: 'Account',
    });
    expect(await wire()).toMatchObject({ query: { relationships: 'Account' } });
    expectPublishedAnswer('sources.salesforce.getSourceObject', withRelationships);
    expect(withRelationships?.relationships?.map((r) => r.relationshipName)).toEqual(['Account']);
    expect(withRelationships?.relationships?.[0].fields?.map((f) => f.name)).toContain('Industry');

    const relationship = await salesforce.getSourceRelationship(source.id, 'Case', 'Account');
    expect(await wire()).toMatchObject({ method: 'GET', path: `${own}/objects/Case/Account` });
    expectPublishedAnswer('sources.salesforce.getSourceRelationship', relationship);
    expect(relationship).toEqual(await salesforce.getRelationship('Case', 'Account'));

    const fields = await salesforce.listSourceObjectFields(source.id, 'Case');
    expect(await wire()).toMatchObject({ method: 'GET', path: `${own}/objects/Case/fields` });
    expectPublishedAnswer('sources.salesforce.listSourceObjectFields', fields);
    expect(fields?.find((f) => f.name === 'Status')?.indexed).toBe(true);
    expect(fields?.find((f) => f.name === 'Priority')?.indexed).toBe(false);

    const evicted = await salesforce.evictSourceSchema(source.id);
    expect(await wire()).toMatchObject({
      method: 'POST',
      path: `${own}/evict`,
      endpoint: 'sources.salesforce.evictSourceSchema',
    });
    expectPublishedAnswer('sources.salesforce.evictSourceSchema', evicted);
    // Read again after the eviction: the same description.
    expect(await salesforce.getSourceObject(source.id, 'Case')).toEqual(object);

    // Only a Salesforce source that exists, and objects and relationships its organization has.
    const web = await newSource('Not Salesforce');
    for (const call of [
      salesforce.evictSourceSchema(web.id),
      salesforce.getSourceObject(web.id, 'Case'),
      salesforce.listSourceObjectFields(web.id, 'Case'),
    ]) {
      const refused = await rejection(call);
      expect(refused.status).toBe(400);
      expect(refused.message).toContain('not a Salesforce source');
    }
    expect((await rejection(salesforce.evictSourceSchema('no-such-source'))).status).toBe(404);
    expect((await rejection(salesforce.getSourceObject('no-such-source', 'Case'))).status).toBe(404);
    expect((await rejection(salesforce.getSourceObject(source.id, 'Nope__c'))).status).toBe(404);
    expect((await rejection(salesforce.getSourceRelationship(source.id, 'Case', 'Nope'))).status).toBe(404);
    const unknownNamed = await rejection(
      salesforce.getSourceObject(source.id, 'Case', { relationships: 'Nope' }),
    );
    expect(unknownNamed.status).toBe(404);
  });
  it('reads objects-to-get text back into objects, the text sent as a JSON string', async () => {
    const client = env.client();
    const text = '<ObjectsToGet><Object Name="Account"/></ObjectsToGet>';
    const objects = await client.sources.salesforce.parseObjectsToGet(text, { schemaVersion: 'CLOUDV1' });
    const request = await env.lastRequest();
    expect(request).toMatchObject({
      method: 'POST',
      path: `${sf}/parseOTG`,
      query: 'schemaVersion=CLOUDV1',
      endpoint: 'sources.salesforce.parseObjectsToGet',
    });
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toBe(text);
    expectPublishedAnswer('sources.salesforce.parseObjectsToGet', objects);
  });

  it('reads back with parseObjectsToGet the objects that generateObjectsToGet wrote', async () => {
    const salesforce = env.client().sources.salesforce;
    const objects = [
      { name: 'Account', fields: [{ name: 'Name' }, { name: 'Industry' }], relationships: [] },
      {
        name: 'Case',
        fields: [{ name: 'Subject' }],
        relationships: [{ relationshipName: 'Owner', fields: [{ name: 'Email' }] }],
      },
      { name: 'Quality_Notes__c', fields: [], relationships: [] },
    ];
    const text = await salesforce.generateObjectsToGet(objects);
    expect(text).toMatch(/^<ObjectsToGet>.*<Object Name="Case"><Field Name="Subject"\/>.*<\/ObjectsToGet>$/);
    const parsed = await salesforce.parseObjectsToGet(text);
    expect(parsed).toEqual(objects);
    expectPublishedAnswer('sources.salesforce.parseObjectsToGet', parsed);
    expect(await salesforce.parseObjectsToGet(await salesforce.generateObjectsToGet([]))).toEqual([]);

    // Text of another shape, or an object with no name, is refused.
    for (const other of [
      'not objects',
      '<ObjectsToGet><Object Name="Case"></ObjectsToGet>',
      '<ObjectsToGet><Field Name="Subject"/></ObjectsToGet>',
      '<Objects><Object Name="Case"/></Objects>',
    ]) {
      const refused = await rejection(salesforce.parseObjectsToGet(other));
      expect(refused.status, other).toBe(400);
      expect(refused.message, other).toMatch(/ObjectsToGet/);
    }
    expect((await rejection(salesforce.generateObjectsToGet([{ label: 'Case' }]))).status).toBe(400);
  });
});

describe('sources.ingestionContent: what a source has indexed', () => {
  it('lists object types, metadata names and values of a source; the object type is required', async () => {
    const client = env.client();
    const source = await newSource();
    const content = `${org}/ingestioncontent/source/${source.id}`;

    const types = await client.sources.ingestionContent.listObjectTypes(source.id);
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${content}/objecttypes`,
      endpoint: 'sources.ingestionContent.listObjectTypes',
    });
    expectPublishedAnswer('sources.ingestionContent.listObjectTypes', types);

    const names = await client.sources.ingestionContent.listMetadataNames(source.id, {
      objectType: 'Product',
      filter: 'col',
      page: 0,
      perPage: 20,
    });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${content}/metadata`,
      query: { objectType: 'Product', filter: 'col', page: '0', perPage: '20' },
    });
    expectPublishedAnswer('sources.ingestionContent.listMetadataNames', names);
    const values = await client.sources.ingestionContent.listMetadataValues(source.id, {
      objectType: 'Product',
    });
    expect(await wire()).toMatchObject({
      method: 'GET',
      path: `${content}/metadatavalues`,
      query: { objectType: 'Product' },
    });
    expectPublishedAnswer('sources.ingestionContent.listMetadataValues', values);

    for (const path of ['metadata', 'metadatavalues']) {
      expect((await env.sendJson('GET', `${content}/${path}`)).status, path).toBe(400);
    }
  });

  it('lists the object types and metadata of the items pushed to the source; 404 for an unknown source', async () => {
    const client = env.client();
    const source = await client.sources.create({ name: 'Store', sourceType: 'PUSH' });
    const documents = env.client({ serverlessHost: env.url }).pushApi.documents;
    const items: Array<Record<string, string>> = [
      { objecttype: 'Product', color: 'red', size: 'M', data: 'A red shirt' },
      { objecttype: 'Product', color: 'blue', data: 'A blue shirt' },
      { objecttype: 'Variant', sku: 'shirt-1-m', data: 'Size M' },
      { title: 'Returns', data: 'No object type' },
    ];
    for (const [n, item] of items.entries())
      await documents.addOrUpdate(source.id, item, { documentId: `https://example.com/store/${n}` });
    const ingestion = client.sources.ingestionContent;

    const types = await ingestion.listObjectTypes(source.id);
    expect(types).toEqual({
      hasIndexedIngestionContent: true,
      hasIndexedCatalogContent: false,
      objectTypeValues: ['Product', 'Variant'],
    });
    expectPublishedAnswer('sources.ingestionContent.listObjectTypes', types);

    const names = await ingestion.listMetadataNames(source.id, { objectType: 'Product' });
    expect(names).toEqual({ items: ['color', 'objecttype', 'size'], totalEntries: 3, totalPages: 1 });
    const filtered = await ingestion.listMetadataNames(source.id, {
      objectType: 'Product',
      filter: 'S',
      perPage: 1,
    });
    expect(await wire()).toMatchObject({ query: { objectType: 'Product', filter: 'S', perPage: '1' } });
    expect(filtered).toEqual({ items: ['size'], totalEntries: 1, totalPages: 1 });

    const values = await ingestion.listMetadataValues(source.id, { objectType: 'Product' });
    expect(values).toEqual({
      metadataValuesByName: { color: ['blue', 'red'], objecttype: ['Product'], size: ['M'] },
    });
    expectPublishedAnswer('sources.ingestionContent.listMetadataValues', values);
    expect(await ingestion.listMetadataValues(source.id, { objectType: 'Availability' })).toEqual({
      metadataValuesByName: {},
    });

    // An item deleted is no longer counted; a source with no items pushed has no content.
    await documents.delete(source.id, { documentId: 'https://example.com/store/2' });
    expect((await ingestion.listObjectTypes(source.id)).objectTypeValues).toEqual(['Product']);
    const empty = await ingestion.listObjectTypes((await newSource('Empty')).id);
    expect(empty).toEqual({
      hasIndexedIngestionContent: false,
      hasIndexedCatalogContent: false,
      objectTypeValues: [],
    });

    expect((await rejection(ingestion.listObjectTypes('no-such-source'))).status).toBe(404);
    const unknown = await rejection(ingestion.listMetadataNames('no-such-source', { objectType: 'Product' }));
    expect(unknown.status).toBe(404);
  });
});
