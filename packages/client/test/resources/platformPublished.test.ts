// The published field, extension, schema, crawling module, machine learning and activity calls that
// joined the catalog with issue 25. Each call goes over real HTTP to the emulator; the tests check the
// request on the wire, an answer the published schema allows, the state the emulator keeps, and the
// platform's 400s and 404s.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, sleep, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer, queryOf } from './publishedAnswers';
import { corpusSeed } from './searchSupport';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const script = "document.add_meta_data({'reviewed': ['yes']})";

describe('fields: batches that answer the outcome of each field', () => {
  it('creates, updates and deletes fields in batches, each answered with a published progress', async () => {
    const client = env.client();
    const batch = `${org}/indexes/fields/batch`;
    const fields = [
      { name: 'batchcolor', type: 'STRING' as const, facet: true },
      { name: 'batchsize', type: 'LONG' as const },
    ];
    const created = await client.fields.batchCreateWithResults(fields);
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${batch}/create/results`,
      endpoint: 'fields.batchCreateWithResults',
    });
    expect(JSON.parse(wire.body)).toEqual(fields);
    expectPublishedAnswer('fields.batchCreateWithResults', created);

    const update = [{ name: 'batchcolor', type: 'STRING' as const, facet: false }];
    const updated = await client.fields.batchUpdateWithResults(update);
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${batch}/update/results` });
    expect(JSON.parse(wire.body)).toEqual(update);
    expectPublishedAnswer('fields.batchUpdateWithResults', updated);

    const deleted = await client.fields.batchDeleteWithResults({ fields: ['batchcolor', 'batchsize'] });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'DELETE',
      path: `${batch}/delete/results`,
      query: 'fields=batchcolor&fields=batchsize',
    });
    expectPublishedAnswer('fields.batchDeleteWithResults', deleted);
    expect((await env.sendJson('DELETE', `${batch}/delete/results`)).status).toBe(400);
    const malformed = await rejection(
      client.fields.batchCreateWithResults([{ name: 'x', type: 'COLOR' as never }]),
    );
    expect(malformed.status).toBe(400);
  });

  it('creates, updates and deletes the fields that fields.get reads, and answers COMPLETED with the outcome of each', async () => {
    const client = env.client();
    const outcomes = (progress: { status?: string; batchOperationResourcesStatus?: object[] }) => {
      expect(progress.status).toBe('COMPLETED');
      return progress.batchOperationResourcesStatus!.map((outcome) => {
        const { resourceModel, operationResult, successful, errorDetails } = outcome as Record<string, any>;
        return [resourceModel.name, operationResult, successful, errorDetails ?? ''];
      });
    };
    await client.fields.create({ name: 'outcomeshape', type: 'STRING' });

    // Each field has its own outcome: the refused ones leave the others through.
    const created = await client.fields.batchCreateWithResults([
      { name: 'outcomecolor', type: 'STRING', facet: true },
      { name: 'outcomeshape', type: 'STRING' },
      { name: 'outcomesize', type: 'LONG', sort: true },
      { name: 'Bad Name', type: 'STRING' },
    ]);
    expect(outcomes(created)).toEqual([
      ['outcomecolor', 'SUCCESS', true, ''],
      ['outcomeshape', 'ERROR', false, expect.stringContaining("'outcomeshape' already exists")],
      ['outcomesize', 'SUCCESS', true, ''],
      ['Bad Name', 'ERROR', false, expect.stringContaining('the name is invalid')],
    ]);
    expect(created.batchOperationResourcesStatus![0].resourceModel).toMatchObject({
      name: 'outcomecolor',
      facet: true,
      sort: false,
      system: false,
    });
    expect(await client.fields.get('outcomecolor')).toMatchObject({ type: 'STRING', facet: true });
    expect(await client.fields.get('outcomesize')).toMatchObject({ type: 'LONG', sort: true });

    const updated = await client.fields.batchUpdateWithResults([
      { name: 'outcomecolor', type: 'STRING', description: 'The color' },
      { name: 'outcomesize', type: 'STRING' },
      { name: 'outcomeghost', type: 'STRING' },
    ]);
    expect(outcomes(updated)).toEqual([
      ['outcomecolor', 'SUCCESS', true, ''],
      ['outcomesize', 'ERROR', false, expect.stringContaining('the type of an existing field cannot change')],
      ['outcomeghost', 'ERROR', false, expect.stringContaining("Field 'outcomeghost' does not exist")],
    ]);
    // A field is replaced whole: the facet not given again is off.
    expect(await client.fields.get('outcomecolor')).toMatchObject({ description: 'The color', facet: false });
    expect(await client.fields.get('outcomesize')).toMatchObject({ type: 'LONG' });
    expect((await rejection(client.fields.get('outcomeghost'))).status).toBe(404);

    const deleted = await client.fields.batchDeleteWithResults({
      fields: ['outcomecolor', 'uri', 'outcomeghost'],
    });
    expect(outcomes(deleted)).toEqual([
      ['outcomecolor', 'SUCCESS', true, ''],
      ['uri', 'ERROR', false, expect.stringContaining('system field')],
      ['outcomeghost', 'ERROR', false, expect.stringContaining('does not exist')],
    ]);
    expectPublishedAnswer('fields.batchDeleteWithResults', deleted);
    expect((await rejection(client.fields.get('outcomecolor'))).status).toBe(404);
    expect(await client.fields.get('uri')).toMatchObject({ system: true });
    expect(await client.fields.get('outcomesize')).toMatchObject({ name: 'outcomesize' });
    expect((await rejection(client.fields.batchCreateWithResults([]))).status).toBe(400);
  });
});

describe('extensions: code, timeout, tests, listings', () => {
  it('reads the code of an extension, and sends new code as plain text', async () => {
    const client = env.client();
    const { id } = await client.extensions.create({ name: 'Coded', content: script });
    await client.extensions.getCode(id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/extensions/${id}/code`,
      endpoint: 'extensions.getCode',
    });
    expect((await rejection(client.extensions.getCode('no-such-extension'))).status).toBe(404);

    const next = "document.add_meta_data({'reviewed': ['no']})";
    await client.extensions.updateCode(id, next);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${org}/extensions/${id}/code`, body: next });
    expect(wire.headers['content-type']).toMatch(/^text\/plain/);
  });

  it("reads with getCode the extension's code as text, and replaces it with updateCode (a text/plain body), answering the extension with its new content", async () => {
    const client = env.client();
    const extension = await client.extensions.create({ name: 'Recoded', content: script });
    expect(await client.extensions.getCode(extension.id)).toBe(script);

    const next = "document.add_meta_data({'reviewed': ['no']})";
    const updated = await client.extensions.updateCode(extension.id, next);
    expect(updated).toMatchObject({ id: extension.id, name: 'Recoded', content: next });
    expect(updated.versionId).not.toBe(extension.versionId);
    expectPublishedAnswer('extensions.updateCode', updated);
    expect(await client.extensions.getCode(extension.id)).toBe(next);
    expect((await client.extensions.get(extension.id)).content).toBe(next);
    expect((await rejection(client.extensions.updateCode('no-such-extension', next))).status).toBe(404);
  });

  it('sets the timeout of an extension (204)', async () => {
    const client = env.client();
    const { id } = await client.extensions.create({ name: 'Timed', content: script });
    expect(await client.extensions.updateTimeout(id, { executionTimeout: 10 })).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${org}/extensions/${id}/timeouts` });
    expect(JSON.parse(wire.body)).toEqual({ executionTimeout: 10 });
    expect(
      (await rejection(client.extensions.updateTimeout(id, { executionTimeout: 'ten' as never }))).status,
    ).toBe(400);
  });

  it('runs an extension on a test item, with a data stream uploaded first', async () => {
    const client = env.client();
    const { id } = await client.extensions.create({ name: 'Tested', content: script });
    const uri = await client.extensions.createTestDataStreamUri(id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/extensions/${id}/test/datastream`,
    });
    expect(uri).toMatchObject({ streamId: expect.any(String), uri: expect.any(String) });

    // The spec types each metadata value as an object, where the platform takes a list of strings.
    const metadata = [{ values: { title: ['A title'] } }] as unknown as { values: Record<string, never> }[];
    const test = { document: { metadata }, parameters: { mode: 'x' } };
    const report = await client.extensions.test(id, test);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/extensions/${id}/test` });
    expect(JSON.parse(wire.body)).toEqual(test);
    expect(report).toMatchObject({ duration: expect.any(Number), result: expect.any(Object) });
    expectPublishedAnswer('extensions.test', report);
  });

  it('lists extensions by page, by ids and by project', async () => {
    const client = env.client();
    const one = await client.extensions.create({ name: 'Listed one', content: script });

    const page = await client.extensions.listPaged({ page: 0, perPage: 1, filter: 'Listed' });
    const listed = await env.lastRequest();
    expect(listed).toMatchObject({
      method: 'GET',
      path: `${org}/extensions/page`,
      endpoint: 'extensions.listPaged',
    });
    expect(queryOf(listed.query)).toEqual({ page: '0', perPage: '1', filter: 'Listed' });
    expectPublishedAnswer('extensions.listPaged', page);

    const byIds = await client.extensions.listByIds([one.id], { perPage: 5 });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/extensions/ids`, query: 'perPage=5' });
    expect(JSON.parse(wire.body)).toEqual([one.id]);
    expectPublishedAnswer('extensions.listByIds', byIds);

    const byProject = await client.extensions.listByProject({ projectId: 'no-such-project' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/extensions/project`,
      query: 'projectId=no-such-project',
    });
    expectPublishedAnswer('extensions.listByProject', byProject);
  });

  it('lists in listPaged, listByIds and listByProject the extensions that extensions.create made (the ids given, only)', async () => {
    const client = env.client();
    const [tagger, cleaner, other] = [
      await client.extensions.create({ name: 'Paged tagger', content: script }),
      await client.extensions.create({ name: 'Paged cleaner', content: script }),
      await client.extensions.create({ name: 'Other', content: script }),
    ];
    const ids = (page: { items?: Array<{ id: string }> }) => page.items?.map((extension) => extension.id);

    const first = await client.extensions.listPaged({ filter: 'paged', perPage: 1 });
    expect(first).toMatchObject({ totalEntries: 2, totalPages: 2 });
    expect(ids(first)).toEqual([tagger.id]);
    expect(ids(await client.extensions.listPaged({ filter: 'paged', page: 1, perPage: 1 }))).toEqual([
      cleaner.id,
    ]);

    expect(ids(await client.extensions.listByIds([other.id, tagger.id, 'no-such-extension']))).toEqual([
      tagger.id,
      other.id,
    ]);
    expect(ids(await client.extensions.listByIds([other.id, tagger.id], { filter: 'other' }))).toEqual([
      other.id,
    ]);

    const project = await client.projects.create({
      name: 'Extensions',
      type: 'OTHER',
      description: 'Some extensions',
      resources: { EXTENSION: [cleaner.id, other.id] },
    });
    expect(ids(await client.extensions.listByProject({ projectId: project.id }))).toEqual([
      cleaner.id,
      other.id,
    ]);
    expect(ids(await client.extensions.listByProject({ projectId: 'no-such-project' }))).toEqual([]);
  });
});

describe('schema: translation with mappings, and Salesforce schemas', () => {
  it('translates a generic configuration with its mappings; the instance URL is required', async () => {
    const client = env.client();
    const translated = await client.schema.translateSpecificWithMappings('SALESFORCE', {
      instanceUrl: 'https://example.my.salesforce.com',
      username: 'admin',
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${org}/schema/sources/SALESFORCE/translate/specificWithMappings`,
      endpoint: 'schema.translateSpecificWithMappings',
    });
    expect(Object.fromEntries(new URLSearchParams(wire.query))).toEqual({
      instanceUrl: 'https://example.my.salesforce.com',
      username: 'admin',
    });
    expectPublishedAnswer('schema.translateSpecificWithMappings', translated);
    const missing = await env.sendJson(
      'POST',
      `${org}/schema/sources/SALESFORCE/translate/specificWithMappings`,
      '{}',
    );
    expect(missing.status).toBe(400);
  });

  it('reads the default objects to get and the trial statuses of Salesforce', async () => {
    const client = env.client();
    const defaults = await client.schema.salesforce.getDefaultObjectsToGet({ preset: 'SERVICE' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/salesforce/defaultObjectsToGet`,
      query: 'preset=SERVICE',
    });
    expectPublishedAnswer('schema.salesforce.getDefaultObjectsToGet', defaults);
    const license = await client.schema.salesforce.getTrialLicenseStatus();
    expect((await env.lastRequest()).path).toBe(`${org}/salesforce/trial/licenseStatus`);
    expectPublishedAnswer('schema.salesforce.getTrialLicenseStatus', license);
    await client.schema.salesforce.getTrialProvisioningStatus({
      salesforceOrganizationId: '00D000000000001',
    });
    expect(await env.lastRequest()).toMatchObject({
      path: `${org}/salesforce/trial/provisioningStatus`,
      query: 'salesforceOrganizationId=00D000000000001',
    });
  });

  it('describes a Salesforce organization and its objects from a session, and drops the cache', async () => {
    const client = env.client();
    const session = { instanceUri: 'https://example.my.salesforce.com', sessionId: 'session-1' };
    const organization = await client.schema.salesforce.loadOrganization(session);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'GET', path: '/rest/salesforce/schema/organization' });
    expect(new URLSearchParams(wire.query).get('instanceUri')).toBe(session.instanceUri);
    expectPublishedAnswer('schema.salesforce.loadOrganization', organization);

    const objects = await client.schema.salesforce.loadObjects({ names: ['Account', 'Case'] }, session);
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: '/rest/salesforce/schema/objects',
    });
    expect(JSON.parse((await env.lastRequest()).body)).toEqual({ names: ['Account', 'Case'] });
    expectPublishedAnswer('schema.salesforce.loadObjects', objects);
    const noNames = await rejection(client.schema.salesforce.loadObjects({} as never, session));
    expect(noNames.status).toBe(400);
    expect(noNames.message).toMatch(/names/);

    await client.schema.salesforce.flushCache(session);
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: '/rest/salesforce/schema' });
  });
});

describe('crawlingModule: log request state, upload URL, reports, the Atlassian app', () => {
  it('sets the state of a log request and gets its upload URL', async () => {
    const client = env.client();
    const versions = {
      maestroVersion: '1.3.2',
      workerVersion: '21.0.3',
      securityWorkerVersion: '5.1.0',
      databaseVersion: '10.6',
    };
    await client.crawlingModule.reportDeployment('cm-1', { name: 'On-prem', versions });
    const request = await client.crawlingModule.createLogRequest('cm-1', { logType: 'WORKER' });
    const logs = `${org}/crawlingmodules/cm-1/logrequests/${request.id}`;

    const url = await client.crawlingModule.getLogRequestUploadUrl('cm-1', request.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${logs}/uploadurl`,
      endpoint: 'crawlingModule.getLogRequestUploadUrl',
    });
    expectPublishedAnswer('crawlingModule.getLogRequestUploadUrl', url);

    await client.crawlingModule.updateLogRequestState('cm-1', request.id, {
      state: 'ERROR',
      info: 'disk full',
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${logs}/state` });
    expect(JSON.parse(wire.body)).toEqual({ state: 'ERROR', info: 'disk full' });
    const refused = await rejection(
      client.crawlingModule.updateLogRequestState('cm-1', request.id, { state: 'LOST' as never }),
    );
    expect(refused.status).toBe(400);
  });

  it('gives a log request an upload URL, and moves it to the state updateLogRequestState sets (getLogRequests reads it; 404 for an unknown one)', async () => {
    const client = env.client();
    const versions = { maestroVersion: '1.3.2', workerVersion: '21.0.3' };
    await client.crawlingModule.reportDeployment('cm-1', { name: 'On-prem', versions });
    await client.crawlingModule.reportDeployment('cm-2', { name: 'Other', versions });
    const request = await client.crawlingModule.createLogRequest('cm-1', { logType: 'MAESTRO' });
    const other = await client.crawlingModule.createLogRequest('cm-1', { logType: 'WORKER' });
    const states = async (state?: 'RUNNING' | 'SUCCESSFUL' | 'ERROR') =>
      (await client.crawlingModule.getLogRequests('cm-1', state && { state }))?.items.map((r) => [
        r.id,
        r.state,
      ]);

    // The deployment uploads the logs where the upload URL says (a pre-signed link: no token).
    const { value: uploadUrl } = (await client.crawlingModule.getLogRequestUploadUrl('cm-1', request.id))!;
    expect(uploadUrl).toMatch(/^http:\/\//);
    expect((await client.crawlingModule.getLogRequestUploadUrl('cm-1', request.id))?.value).toBe(uploadUrl);
    expect((await client.crawlingModule.getLogRequestUploadUrl('cm-1', other.id))?.value).not.toBe(uploadUrl);
    const logs = 'maestro.log: started';
    expect((await fetch(uploadUrl!, { method: 'PUT', body: logs })).status).toBe(200);

    await client.crawlingModule.updateLogRequestState('cm-1', request.id, { state: 'RUNNING' });
    // The state set stays, whatever time passes.
    await sleep(100);
    expect(await states('RUNNING')).toEqual([[request.id, 'RUNNING']]);
    expect(await client.crawlingModule.getLogRequestDownload('cm-1', request.id)).not.toHaveProperty('url');

    await client.crawlingModule.updateLogRequestState('cm-1', request.id, {
      state: 'SUCCESSFUL',
      info: 'uploaded',
    });
    expect(await states()).toEqual([
      [request.id, 'SUCCESSFUL'],
      [other.id, 'SUCCESSFUL'],
    ]);
    const download = await client.crawlingModule.getLogRequestDownload('cm-1', request.id);
    expect(download).toEqual({ state: 'SUCCESSFUL', info: 'uploaded', url: uploadUrl });
    expect(await (await fetch(download!.url!)).text()).toBe(logs);

    await client.crawlingModule.updateLogRequestState('cm-1', other.id, {
      state: 'ERROR',
      info: 'disk full',
    });
    expect(await states('ERROR')).toEqual([[other.id, 'ERROR']]);
    expect(await client.crawlingModule.getLogRequestDownload('cm-1', other.id)).toEqual({
      state: 'ERROR',
      info: 'disk full',
    });

    // An unknown request, or one of another deployment.
    const unknown = [
      () => client.crawlingModule.updateLogRequestState('cm-1', 'no-such-request', { state: 'ERROR' }),
      () => client.crawlingModule.updateLogRequestState('cm-2', request.id, { state: 'ERROR' }),
      () => client.crawlingModule.getLogRequestUploadUrl('cm-1', 'no-such-request'),
      () => client.crawlingModule.getLogRequestUploadUrl('cm-2', request.id),
    ];
    for (const call of unknown) expect((await rejection(call())).status).toBe(404);
    expect(
      (await rejection(client.crawlingModule.updateLogRequestState('cm-1', request.id, {}))).status,
    ).toBe(400);
    expect(await states('SUCCESSFUL')).toEqual([[request.id, 'SUCCESSFUL']]);
  });

  it('sends an error report to a destination, which the query must name', async () => {
    const client = env.client();
    await client.crawlingModule.reportDeployment('cm-1', {
      name: 'On-prem',
      versions: { maestroVersion: '1.3.2', workerVersion: '21.0.3' },
    });
    const report = { message: 'crawler stopped', type: 'IOException', tags: { worker: 'w-1' } };
    await client.crawlingModule.createReport('cm-1', report, { destination: 'SERVICE' });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${org}/crawlingmodules/cm-1/reporting`,
      query: 'destination=SERVICE',
    });
    expect(JSON.parse(wire.body)).toEqual(report);
    const missing = await env.sendJson('POST', `${org}/crawlingmodules/cm-1/reporting`, '{}');
    expect(missing.status).toBe(400);
    // A module that never reported its deployment has no reports to take.
    const unknown = await rejection(
      client.crawlingModule.createReport('cm-2', report, { destination: 'SERVICE' }),
    );
    expect(unknown.status).toBe(404);
  });

  it('reads the Atlassian app descriptor and takes its lifecycle callbacks', async () => {
    const client = env.client();
    const app = '/rest/atlassian/connectapp';
    const descriptor = await client.crawlingModule.atlassianApp.getDescriptor();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${app}/atlassian-connect.json` });
    expectPublishedAnswer('crawlingModule.atlassianApp.getDescriptor', descriptor);
    const host = { baseUrl: 'https://example.atlassian.net', productType: 'confluence', sharedSecret: 's' };
    await client.crawlingModule.atlassianApp.notifyInstalled(host);
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${app}/installed` });
    expect(JSON.parse(wire.body)).toEqual(host);
    await client.crawlingModule.atlassianApp.notifyUninstalled(host);
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${app}/uninstalled` });
    expect(JSON.parse(wire.body)).toEqual(host);
  });
});

describe('ml: advanced configuration files, query streams, model listing, DNE queries', () => {
  const models = `${org}/machinelearning/models`;

  it('uploads, lists, downloads and deletes a configuration file of a model; 404 for an unknown model', async () => {
    const client = env.client();
    const model = await client.ml.register({
      engineId: 'topclicks',
      modelName: 'configured',
      exportPeriod: 'P3M',
      intervalTime: 1,
      intervalUnit: 'WEEK',
    });
    const configs = `${models}/${model.modelId}/configs`;
    const uploaded = await client.ml.models.uploadConfigFile(model.modelId, 'STOPWORDS', 'stopword\nthe\n', {
      languageCode: 'en',
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${configs}/STOPWORDS`,
      query: 'languageCode=en',
      endpoint: 'ml.models.uploadConfigFile',
    });
    expect(wire.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(wire.body).toContain('name="configFile"');
    expect(wire.body).toContain('stopword\nthe\n');
    expectPublishedAnswer('ml.models.uploadConfigFile', uploaded);

    const status = await client.ml.models.getConfigFilesStatus(model.modelId);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${configs}/status` });
    expect(status).toMatchObject({ advancedRegistrationConfigFiles: expect.any(Object) });

    const file = await client.ml.models.getConfigFile(model.modelId, 'STOPWORDS', { languageCode: 'en' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${configs}/STOPWORDS`,
      query: 'languageCode=en',
    });
    expect(file).toEqual(expect.any(String));

    expect(
      await client.ml.models.deleteConfigFile(model.modelId, 'STOPWORDS', { languageCode: 'en' }),
    ).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${configs}/STOPWORDS` });
    expect((await rejection(client.ml.models.getConfigFile(model.modelId, 'STOPWORDS'))).status).toBe(404);

    const form = new FormData();
    form.append('configFile', new Blob(['x']), 'blocklist.txt');
    expect(
      (await rejection(client.ml.models.uploadConfigFile('no-such-model', 'BLOCKLISTS', form))).status,
    ).toBe(404);
    expect((await env.lastRequest()).body).toContain('filename="blocklist.txt"');
  });

  it("downloads the file uploadConfigFile uploaded (its bytes), lists it by type and language in getConfigFilesStatus, with the model's id", async () => {
    const client = env.client();
    const schedule = { exportPeriod: 'P3M', intervalTime: 1, intervalUnit: 'WEEK' } as const;
    const model = await client.ml.register({ engineId: 'topclicks', modelName: 'filed', ...schedule });
    const other = await client.ml.register({ engineId: 'topclicks', modelName: 'bare', ...schedule });
    const files = client.ml.models;
    const english = 'the\nof\nand\n';
    const french = 'le\nla\nà\nété\n';
    const form = (text: string, name: string) => {
      const body = new FormData();
      body.append('configFile', new Blob([text]), name);
      return body;
    };

    const uploaded = await files.uploadConfigFile(model.modelId, 'STOPWORDS', form(english, 'stop-en.txt'), {
      languageCode: 'en',
    });
    expect(uploaded).toMatchObject({ modelId: { modelId: model.modelId } });
    await files.uploadConfigFile(model.modelId, 'STOPWORDS', form(french, 'stop-fr.txt'), {
      languageCode: 'fr',
    });
    // No language: the file for every language ('commons').
    await files.uploadConfigFile(model.modelId, 'BLOCKLISTS', form('spam\n', 'blocked.txt'));

    expect(await files.getConfigFile(model.modelId, 'STOPWORDS', { languageCode: 'en' })).toBe(english);
    expect(await files.getConfigFile(model.modelId, 'STOPWORDS', { languageCode: 'fr' })).toBe(french);
    expect(await files.getConfigFile(model.modelId, 'BLOCKLISTS', { languageCode: 'commons' })).toBe(
      'spam\n',
    );
    expect((await rejection(files.getConfigFile(model.modelId, 'STOPWORDS'))).status).toBe(404);
    expect(
      (await rejection(files.getConfigFile(other.modelId, 'STOPWORDS', { languageCode: 'en' }))).status,
    ).toBe(404);

    // A new upload of a type and language replaces the file.
    const replacement = 'the\nof\nand\nor\n';
    await files.uploadConfigFile(model.modelId, 'STOPWORDS', form(replacement, 'stop-en-2.txt'), {
      languageCode: 'en',
    });
    expect(await files.getConfigFile(model.modelId, 'STOPWORDS', { languageCode: 'en' })).toBe(replacement);

    const status = await files.getConfigFilesStatus(model.modelId);
    expectPublishedAnswer('ml.models.getConfigFilesStatus', status);
    expect(status).toMatchObject({ modelId: { modelId: model.modelId }, orgId: DEFAULT_ORGANIZATION_ID });
    const listed = Object.entries(status.advancedRegistrationConfigFiles).map(([type, infos]) => [
      type,
      infos.map((info) => [info.languageCode, info.fileDisplayName, info.fileSizeInKb]),
    ]);
    expect(listed).toEqual([
      [
        'STOPWORDS',
        [
          ['en', 'stop-en-2.txt', 1],
          ['fr', 'stop-fr.txt', 1],
        ],
      ],
      ['BLOCKLISTS', [['commons', 'blocked.txt', 1]]],
    ]);
    const [en, fr] = status.advancedRegistrationConfigFiles.STOPWORDS;
    expect(en.md5Hash).toMatch(/^[0-9a-f]{32}$/);
    expect(en.md5Hash).not.toBe(fr.md5Hash);
    expect(await files.getConfigFilesStatus(other.modelId)).toMatchObject({
      advancedRegistrationConfigFiles: {},
    });

    await files.deleteConfigFile(model.modelId, 'STOPWORDS', { languageCode: 'fr' });
    const after = await files.getConfigFilesStatus(model.modelId);
    expect(after.advancedRegistrationConfigFiles.STOPWORDS.map((info) => info.languageCode)).toEqual(['en']);
    expect(
      (await rejection(files.deleteConfigFile(model.modelId, 'STOPWORDS', { languageCode: 'fr' }))).status,
    ).toBe(404);
    expect(
      (await rejection(files.uploadConfigFile(model.modelId, 'SYNONYMS', form('x', 'x.txt')))).status,
    ).toBe(400);
    const noLanguage = files.uploadConfigFile(model.modelId, 'STOPWORDS', form('x', 'x.txt'), {
      languageCode: 'english',
    });
    expect((await rejection(noLanguage)).status).toBe(400);
    expect((await rejection(files.getConfigFilesStatus('no-such-model'))).status).toBe(404);
  });

  it('reads the events of a query stream: 404 for an unknown stream', async () => {
    const client = env.client();
    expect((await rejection(client.ml.listStreamEvents('no-such-stream'))).status).toBe(404);
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/machinelearning/streaming/no-such-stream`,
      endpoint: 'ml.listStreamEvents',
    });
  });

  it('reads the events of a query stream the platform opened (a generated answer)', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const schedule = { exportPeriod: 'P3M', intervalTime: 1, intervalUnit: 'WEEK' } as const;
    const model = await client.ml.register({ engineId: 'genqa', modelName: 'answers', ...schedule });
    const pipeline = await client.pipelines.create({ name: 'answering' });
    await client.pipelines.mlAssociations.create(pipeline.id, { modelId: model.modelId });
    // A query through a pipeline without a generative answering model opens no stream.
    const plain = await client.search.query({ q: 'install' });
    expect(plain.extendedResults).toBeUndefined();
    expect((await rejection(client.ml.listStreamEvents(plain.searchUid))).status).toBe(404);

    const answered = await client.search.query({ q: 'install', pipeline: 'answering' });
    const streamId = answered.extendedResults!.generativeQuestionAnsweringId;
    const stream = String(await client.ml.listStreamEvents(streamId));
    expect((await env.lastRequest()).path).toBe(`${org}/machinelearning/streaming/${streamId}`);
    const messages = stream
      .split('\n\n')
      .filter(Boolean)
      .map((event) => JSON.parse(event.replace(/^data: /, '')) as { payloadType: string; payload: string });
    expect(messages[0].payloadType).toBe('genqa.headerMessageType');
    expect(messages.slice(1, -2).map((m) => m.payloadType)).toEqual([
      'genqa.messageType',
      'genqa.messageType',
      'genqa.messageType',
    ]);
    // It cites items the query found.
    const { citations } = JSON.parse(messages.at(-2)!.payload);
    const found = (await client.search.query({ q: 'install', numberOfResults: 100 })).results.map(
      (r) => r.uniqueId,
    );
    expect(citations.map((citation: { id: string }) => found.includes(citation.id))).toEqual([
      true,
      true,
      true,
    ]);
    expect(JSON.parse(messages.at(-1)!.payload)).toEqual({ answerGenerated: true });
  });

  it('lists the models a body of filters selects', async () => {
    const filters = { engineIds: ['topclicks'], displayNameAndRegistrationIdFilter: 'docs' };
    const listed = await env.client().ml.modelListing.search(filters);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/machinelearning/configuration/modellisting` });
    expect(JSON.parse(wire.body)).toEqual(filters);
    expect(Array.isArray(listed)).toBe(true);
    expectPublishedAnswer('ml.modelListing.search', listed);
    expect(listed).toEqual([]);

    const { ml, projects, workspace } = env.client();
    const schedule = { exportPeriod: 'P3M', intervalTime: 1, intervalUnit: 'WEEK' } as const;
    const docs = await ml.register({ engineId: 'topclicks', modelName: 'docs', ...schedule });
    const shop = await ml.register({ engineId: 'topclicks', modelName: 'shop', ...schedule });
    const suggest = await ml.register({ engineId: 'querysuggest', modelName: 'docs_qs', ...schedule });
    const ids = async (body: Parameters<typeof ml.modelListing.search>[0]) =>
      (await ml.modelListing.search(body)).map((model) => model.modelId).sort();

    expect(await ids(filters)).toEqual([docs.modelId]);
    expect(await ids({ displayNameAndRegistrationIdFilter: 'DOCS' })).toEqual(
      [docs.modelId, suggest.modelId].sort(),
    );
    expect(await ids({ engineIds: ['topclicks'] })).toEqual([docs.modelId, shop.modelId].sort());
    expect(await ids({ registrationIds: [shop.modelId!, suggest.modelId!] })).toEqual(
      [shop.modelId, suggest.modelId].sort(),
    );
    expect(await ids({})).toHaveLength(3);
    const project = await projects.create({ name: 'Storefront', type: 'COMMERCE', description: 'The shop' });
    await workspace.addResource(project.id!, 'ML_MODEL', shop.modelId!);
    expect(await ids({ projectId: project.id })).toEqual([shop.modelId]);
    expect(await ids({ projectId: 'no-such-project' })).toEqual([]);
    const [listedShop] = await ml.modelListing.search({ registrationIds: [shop.modelId!] });
    expect(listedShop).toMatchObject({ engineId: 'topclicks', modelDisplayName: 'shop' });
  });

  it('parses a document extraction query sent as the body, a JSON string', async () => {
    const query = '@source==("Docs") AND @productcategory';
    const model = await env.client().ml.dne.parseDocumentExtractionQueryInBody(query);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${org}/machinelearning/configuration/dne/parsedocumentextractionquerymodel`,
      endpoint: 'ml.dne.parseDocumentExtractionQueryInBody',
    });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(JSON.parse(wire.body)).toBe(query);
    expectPublishedAnswer('ml.dne.parseDocumentExtractionQueryInBody', model);
  });

  it('parses the query into the fields and sources that buildDocumentExtractionQuery would build it from', async () => {
    const dne = env.client().ml.dne;
    const selection = { fields: ['productcategory', 'brand'], sources: ['Docs', 'Knowledge "base"'] };
    const query = await dne.buildDocumentExtractionQuery(selection);
    expect(await dne.parseDocumentExtractionQueryInBody(query)).toEqual(selection);
    expect(await dne.parseDocumentExtractionQueryInBody('@productcategory')).toEqual({
      fields: ['productcategory'],
      sources: [],
    });
    // The body is the query, a JSON string: another value is refused.
    const path = `${org}/machinelearning/configuration/dne/parsedocumentextractionquerymodel`;
    expect((await env.sendJson('POST', path, '{"query": "@brand"}')).status).toBe(400);
  });
});

describe('activities.listLatest', () => {
  it('lists one page of the latest activities, filtered by the body', async () => {
    const client = env.client();
    const latest = await client.activities.listLatest({ resourceTypes: ['SOURCE'] }, { page: 0, perPage: 5 });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${org}/activities/latest`,
      query: 'page=0&perPage=5',
      endpoint: 'activities.listLatest',
    });
    expect(JSON.parse(wire.body)).toEqual({ resourceTypes: ['SOURCE'] });
    expectPublishedAnswer('activities.listLatest', latest);
    const refused = await rejection(client.activities.listLatest({ states: ['SLEEPING' as never] }));
    expect(refused.status).toBe(400);
  });

  // Refreshes (and a new source's first one) of 1 s: one is aborted while it runs, with room for a
  // loaded machine (at the default 50 ms of the tests, it may be over before the abort).
  const slow = useEmulator({ refreshDurationMs: 1_000 });

  it("lists the latest activity of each of the organization's resources, filtered by the body", async () => {
    const client = slow.client();
    const web = { sourceType: 'WEB2', sourceVisibility: 'SHARED' } as const;
    const docs = await client.sources.create({ name: 'Docs', ...web });
    const forum = await client.sources.create({ name: 'Forum', ...web });
    await sleep(1_100);
    await client.sources.startRefresh(docs.id);
    const [first] = (await client.activities.list({ resourceIds: [docs.id] })).items;
    await client.activities.abort(first.id, { abortReason: 'wrong URL' });
    await client.sources.startRefresh(docs.id);
    await client.sources.startRefresh(forum.id);

    const latest = await client.activities.listLatest({ resourceTypes: ['SOURCE'] });
    expect(latest.totalEntries).toBe(2);
    expect(latest.items!.map((a) => [a.resourceId, a.state])).toEqual([
      [forum.id, 'EXECUTING'],
      [docs.id, 'EXECUTING'],
    ]);
    expect(latest.items!.map((a) => a.id)).not.toContain(first.id);
    // The filter applies before the latest of each resource is taken.
    const aborted = await client.activities.listLatest({ resultTypes: ['ABORT'] });
    expect(aborted.items!.map((a) => a.id)).toEqual([first.id]);
    expect((await client.activities.listLatest({ resourceTypes: ['SNAPSHOT'] })).items).toEqual([]);
  });
});
