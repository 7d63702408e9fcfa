// The published source calls that joined the catalog with issue 25: more source calls, typed and
// common mappings with their rules, source fields in batches, Salesforce source configuration, and
// ingestion content. Each call goes over real HTTP to the emulator; the tests check the request on the
// wire and what the caller gets back.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const base = `${org}/sources`;
const json = async () => JSON.parse((await env.lastRequest()).body);

async function newSource(name = 'Published') {
  return env.client().sources.create({ name, sourceType: 'WEB2' });
}

describe('sources: the published calls', () => {
  it('lists the sources as a plain array, by ids and by project, and their raw configurations', async () => {
    const client = env.client();
    const one = await newSource('One');
    const two = await newSource('Two');

    const all = await client.sources.listAll({ page: 0, perPage: 50, sortingType: 'NAME' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: base,
      query: 'page=0&perPage=50&sortingType=NAME',
      endpoint: 'sources.listAll',
    });
    expect(Array.isArray(all)).toBe(true);
    expect(all?.map((source) => source.id).sort()).toEqual([one.id, two.id].sort());

    const byIds = await client.sources.listByIds([two.id], { perPage: 10 });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/pages/ids`, query: 'perPage=10' });
    expect(JSON.parse(wire.body)).toEqual([two.id]);
    expect(byIds.sourceModels?.map((source) => source.id)).toEqual([two.id]);

    const byProject = await client.sources.listByProject({ projectId: 'no-such-project' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/pages/project`,
      query: 'projectId=no-such-project',
    });
    expect(byProject?.sourceModels).toEqual([]);

    const raw = await client.sources.listRaw({ includeMappings: false });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/raw/all`,
      query: 'includeMappings=false',
    });
    expect(raw?.map((source) => source.name).sort()).toEqual(['One', 'Two']);
  });

  it('reads one schedule of a source, 404 for an unknown one', async () => {
    const client = env.client();
    const source = await newSource();
    const schedule = await client.sources.createSchedule(source.id, {
      frequency: { type: 'DAILY', hour: 3, minute: 0 },
      refreshType: 'FULL_REFRESH',
    });
    const read = await client.sources.getSchedule(source.id, schedule.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/${source.id}/schedules/${schedule.id}`,
      endpoint: 'sources.getSchedule',
    });
    expect(read).toMatchObject({
      id: schedule.id,
      refreshType: 'FULL_REFRESH',
      frequency: { type: 'DAILY' },
    });
    expect((await rejection(client.sources.getSchedule(source.id, 'no-such-schedule'))).status).toBe(404);
  });

  it('replaces the extensions a source runs and reads them back', async () => {
    const client = env.client();
    const source = await newSource();
    const extensions = {
      common: { postConversionExtensions: [{ extensionId: 'tag-items', parameters: { tag: 'x' } }] },
      items: { Video: { preConversionExtensions: [{ extensionId: 'skip-large' }] } },
    };
    expect(await client.sources.updateExtensions(source.id, extensions, { rebuild: false })).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${base}/${source.id}/extensions`,
      query: 'rebuild=false',
    });
    expect(JSON.parse(wire.body)).toEqual(extensions);
    expect(await client.sources.getExtensions(source.id)).toMatchObject(extensions);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/${source.id}/extensions` });
  });

  it('updates the permissions of a source', async () => {
    const client = env.client();
    const source = await newSource();
    const permissions = { permissionBehavior: 'Override' as const, permissions: {} };
    const updated = await client.sources.updatePermissions(source.id, permissions);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/${source.id}/permissions/update` });
    expect(JSON.parse(wire.body)).toEqual(permissions);
    expect(updated).toMatchObject({ id: source.id });
  });

  it('reads the configuration snapshot of an activity, which the query must name', async () => {
    const client = env.client();
    const source = await newSource();
    const snapshot = await client.sources.getConfigurationSnapshot(source.id, { activityId: 'activity-1' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/${source.id}/configuration/snapshot`,
      query: 'activityId=activity-1',
    });
    expect(snapshot).toBeTypeOf('object');
    const missing = await env.sendJson('GET', `${base}/${source.id}/configuration/snapshot`);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toMatch(/activityId/);
  });

  it('turns the schedules of a source off and on (deprecated calls), with no body', async () => {
    const client = env.client();
    const source = await newSource();
    const disabled = await client.sources.disable(source.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/${source.id}/disable`,
      body: '{}',
    });
    expect(disabled).toMatchObject({ id: source.id });
    const enabled = await client.sources.enable(source.id);
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${base}/${source.id}/enable` });
    expect(enabled).toMatchObject({ id: source.id });
    expect((await rejection(client.sources.enable('no-such-source'))).status).toBe(404);
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
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: types, query: 'rebuild=false' });
    expect(JSON.parse(wire.body)).toEqual({
      type: 'Video',
      rules: [{ field: 'title', content: ['%[videotitle]'] }],
    });
    expect(created).toMatchObject({ type: 'Video', rules: [{ field: 'title', content: ['%[videotitle]'] }] });
    expect(created.id).toEqual(expect.any(String));
    const typeId = created.id!;

    expect((await client.sources.mappings.listTypes(source.id))?.map((type) => type.id)).toContain(typeId);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: types });
    expect(await client.sources.mappings.getType(source.id, typeId)).toMatchObject({ type: 'Video' });
    expect((await env.lastRequest()).path).toBe(`${types}/${typeId}`);

    const replaced = await client.sources.mappings.updateType(source.id, typeId, {
      type: 'Video',
      rules: [{ field: 'title', content: ['%[name]'] }],
    });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${types}/${typeId}` });
    expect(JSON.parse(wire.body).rules).toEqual([{ field: 'title', content: ['%[name]'] }]);
    expect(replaced.rules?.map((rule) => rule.content)).toEqual([['%[name]']]);
    expect((await client.sources.mappings.getType(source.id, typeId))?.rules?.[0].content).toEqual([
      '%[name]',
    ]);

    expect(await client.sources.mappings.deleteType(source.id, typeId)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${types}/${typeId}` });
    expect((await rejection(client.sources.mappings.getType(source.id, typeId))).status).toBe(404);
  });

  it('adds, lists, reads, replaces and removes the rules of a typed mapping', async () => {
    const client = env.client();
    const source = await newSource();
    const type = await client.sources.mappings.createType(source.id, { type: 'Document', rules: [] });
    const rules = `${base}/${source.id}/mappings/types/${type.id}/rules`;

    const rule = await client.sources.mappings.createTypeRule(source.id, type.id!, {
      field: 'author',
      content: ['%[creator]'],
    });
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: rules });
    expect(JSON.parse(wire.body)).toEqual({ field: 'author', content: ['%[creator]'] });
    expect(rule).toMatchObject({ id: expect.any(String), field: 'author', content: ['%[creator]'] });

    expect(await client.sources.mappings.listTypeRules(source.id, type.id!)).toEqual([rule]);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: rules });
    expect(await client.sources.mappings.getTypeRule(source.id, type.id!, rule.id!)).toEqual(rule);

    const updated = await client.sources.mappings.updateTypeRule(
      source.id,
      type.id!,
      rule.id!,
      { field: 'author', content: ['%[owner]', '%[creator]'] },
      { rebuild: false },
    );
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${rules}/${rule.id}`, query: 'rebuild=false' });
    expect(updated).toMatchObject({ id: rule.id, content: ['%[owner]', '%[creator]'] });

    expect(await client.sources.mappings.deleteTypeRule(source.id, type.id!, rule.id!)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${rules}/${rule.id}` });
    expect(await client.sources.mappings.listTypeRules(source.id, type.id!)).toEqual([]);
    expect((await rejection(client.sources.mappings.getTypeRule(source.id, type.id!, rule.id!))).status).toBe(
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
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: common });
    expect(JSON.parse(wire.body)).toEqual({ rules: [{ field: 'title', content: ['%[title]'] }] });
    expect(saved.rules?.map((rule) => rule.field)).toEqual(['title']);
    expect((await client.sources.mappings.getCommon(source.id))?.rules?.map((rule) => rule.field)).toEqual([
      'title',
    ]);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: common });

    const rule = await client.sources.mappings.createCommonRule(source.id, {
      field: 'date',
      content: ['%[modified]'],
    });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${common}/rules` });
    expect(rule).toMatchObject({ id: expect.any(String), field: 'date' });
    expect(await client.sources.mappings.getCommonRule(source.id, rule.id!)).toEqual(rule);
    expect((await env.lastRequest()).path).toBe(`${common}/rules/${rule.id}`);
    expect((await client.sources.mappings.listCommonRules(source.id))?.map((listed) => listed.id)).toContain(
      rule.id,
    );

    const updated = await client.sources.mappings.updateCommonRule(source.id, rule.id!, {
      field: 'date',
      content: ['%[created]'],
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${common}/rules/${rule.id}` });
    expect(updated.content).toEqual(['%[created]']);
    expect(await client.sources.mappings.deleteCommonRule(source.id, rule.id!)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${common}/rules/${rule.id}` });
    expect((await rejection(client.sources.mappings.getCommonRule(source.id, rule.id!))).status).toBe(404);
  });

  it('sends typed mappings in batches and answers the progress of each', async () => {
    const client = env.client();
    const source = await newSource();
    const batch = [{ type: 'Video', rules: [{ field: 'title', content: ['%[videotitle]'] }] }];
    for (const [call, action] of [
      [client.sources.mappings.batchCreateTypes, 'create'],
      [client.sources.mappings.batchUpdateTypes, 'update'],
      [client.sources.mappings.batchDeleteTypes, 'delete'],
    ] as const) {
      const progress = await call.call(client.sources.mappings, source.id, batch, { rebuild: false });
      const wire = await env.lastRequest();
      expect(wire, action).toMatchObject({
        method: 'POST',
        path: `${base}/${source.id}/mappings/batch/${action}`,
        query: 'rebuild=false',
      });
      expect(JSON.parse(wire.body), action).toEqual(batch);
      expect(['IN_PROGRESS', 'COMPLETED'], action).toContain(progress.status);
    }
  });
});

describe('sources.fields: one field removed, fields in batches', () => {
  it('creates, updates and deletes fields in batches, and deletes one', async () => {
    const client = env.client();
    const fields = [
      { name: 'pubcolor', type: 'STRING' as const },
      { name: 'pubsize', type: 'LONG' as const },
    ];
    expect(await client.sources.fields.batchCreate(fields)).toEqual({});
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/fields/batch/create` });
    expect(JSON.parse(wire.body)).toEqual(fields);

    expect(
      await client.sources.fields.batchUpdate([{ name: 'pubcolor', type: 'STRING', facet: true }]),
    ).toEqual({});
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/fields/batch/update` });
    expect(JSON.parse(wire.body)).toEqual([{ name: 'pubcolor', type: 'STRING', facet: true }]);

    await client.sources.fields.create({ name: 'pubweight', type: 'DOUBLE' });
    expect(await client.sources.fields.delete('pubweight')).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${base}/fields/pubweight` });
    expect((await rejection(client.sources.fields.get('pubweight'))).status).toBe(404);

    expect(await client.sources.fields.batchDelete({ fields: ['pubcolor', 'pubsize'] })).toEqual({});
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'DELETE', path: `${base}/fields/batch/delete` });
    expect(new URLSearchParams(wire.query).getAll('fields').join(',')).toBe('pubcolor,pubsize');
    const missing = await env.sendJson('DELETE', `${base}/fields/batch/delete`);
    expect(missing.status).toBe(400);
  });

  it('lists every field in one array (deprecated)', async () => {
    const client = env.client();
    await client.sources.fields.create({ name: 'publisted', type: 'STRING' });
    const all = await client.sources.fields.listAll({ includeMappings: false });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/fields`,
      query: 'includeMappings=false',
    });
    expect(Array.isArray(all)).toBe(true);
    expect(all?.map((field) => field.name)).toContain('publisted');
  });
});

describe('sources.salesforce: Salesforce source configuration', () => {
  const credentials = { accessToken: 'sf-token', idUrl: 'https://login.example.com/id/1/2', sandbox: false };
  const sf = '/rest/sourceconfiguration/salesforce';

  it('reads the schema and the default objects from the credentials in the query', async () => {
    const client = env.client();
    const schema = await client.sources.salesforce.getSchema({ ...credentials, knowledgeIndexed: true });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'GET',
      path: `${sf}/schema`,
      endpoint: 'sources.salesforce.getSchema',
    });
    expect(Object.fromEntries(new URLSearchParams(wire.query))).toEqual({
      accessToken: '[redacted]',
      idUrl: credentials.idUrl,
      sandbox: 'false',
      knowledgeIndexed: 'true',
    });
    expect(Array.isArray(schema)).toBe(true);

    const objects = await client.sources.salesforce.listDefaultObjects(credentials);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${sf}/objects` });
    expect(Array.isArray(objects)).toBe(true);

    const account = await client.sources.salesforce.getObject('Account', credentials);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${sf}/objects/Account` });
    expect(account).toBeTypeOf('object');
    const owner = await client.sources.salesforce.getRelationship('Account', 'Owner', credentials);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${sf}/objects/Account/Owner` });
    expect(owner).toBeTypeOf('object');
    const fields = await client.sources.salesforce.listFields('Account', credentials);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${sf}/objects/Account/fields` });
    expect(Array.isArray(fields)).toBe(true);
  });

  it('refreshes the schema, objects and fields the body gives', async () => {
    const client = env.client();
    const objects = [{ name: 'Case', fields: [{ name: 'Subject' }] }];
    for (const [call, path] of [
      [() => client.sources.salesforce.refreshSchema(objects, credentials), `${sf}/schema`],
      [() => client.sources.salesforce.refreshObjects(objects, credentials), `${sf}/objects`],
    ] as const) {
      const answer = await call();
      const wire = await env.lastRequest();
      expect(wire).toMatchObject({ method: 'POST', path });
      expect(JSON.parse(wire.body)).toEqual(objects);
      expect(Array.isArray(answer)).toBe(true);
    }
    const fields = await client.sources.salesforce.refreshFields('Case', [{ name: 'Subject' }], credentials);
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${sf}/objects/Case/fields` });
    expect(await json()).toEqual([{ name: 'Subject' }]);
    expect(Array.isArray(fields)).toBe(true);
  });

  it('writes the objects-to-get text of a set of objects', async () => {
    const client = env.client();
    const text = await client.sources.salesforce.generateObjectsToGet([{ name: 'Account' }], {
      schemaVersion: 'CLOUDV1',
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${sf}/generateOTG`, query: 'schemaVersion=CLOUDV1' });
    expect(JSON.parse(wire.body)).toEqual([{ name: 'Account' }]);
    expect(text).toBeTypeOf('string');
  });

  it("reads a source's Salesforce objects with its own credentials, and drops its cached schema", async () => {
    const client = env.client();
    const source = await newSource();
    const config = `${base}/${source.id}/configuration/salesforce`;
    const object = await client.sources.salesforce.getSourceObject(source.id, 'Account', {
      relationships: 'Owner',
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${config}/objects/Account`,
      query: 'relationships=Owner',
    });
    expect(object).toBeTypeOf('object');
    await client.sources.salesforce.getSourceRelationship(source.id, 'Account', 'Owner');
    expect((await env.lastRequest()).path).toBe(`${config}/objects/Account/Owner`);
    expect(Array.isArray(await client.sources.salesforce.listSourceObjectFields(source.id, 'Account'))).toBe(
      true,
    );
    expect((await env.lastRequest()).path).toBe(`${config}/objects/Account/fields`);
    expect(await client.sources.salesforce.evictSourceSchema(source.id)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${config}/evict` });
  });
});

describe('sources.ingestionContent: what a source has indexed', () => {
  it('lists object types, metadata names and values of a source; the object type is required', async () => {
    const client = env.client();
    const source = await newSource();
    const content = `${org}/ingestioncontent/source/${source.id}`;

    const types = await client.sources.ingestionContent.listObjectTypes(source.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${content}/objecttypes`,
      endpoint: 'sources.ingestionContent.listObjectTypes',
    });
    expect(Array.isArray(types?.objectTypeValues ?? [])).toBe(true);

    await client.sources.ingestionContent.listMetadataNames(source.id, {
      objectType: 'Product',
      filter: 'col',
      page: 0,
      perPage: 20,
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${content}/metadata`,
      query: 'objectType=Product&filter=col&page=0&perPage=20',
    });
    const values = await client.sources.ingestionContent.listMetadataValues(source.id, {
      objectType: 'Product',
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${content}/metadatavalues`,
      query: 'objectType=Product',
    });
    expect(values?.metadataValuesByName ?? {}).toBeTypeOf('object');

    for (const path of ['metadata', 'metadatavalues']) {
      expect((await env.sendJson('GET', `${content}/${path}`)).status, path).toBe(400);
    }
  });
});
