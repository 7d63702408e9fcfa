import {
  type MLModel,
  MLModelFailedError,
  type MLModelStatus,
  PollingTimeoutError,
  waitForModelOnline,
} from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, sleep, useEmulator } from '../../../../test/support';

const DURATION = 300;
const env = useEmulator({ refreshDurationMs: DURATION });
/** For the checks of each phase in turn: a build long enough that a loaded machine cannot skip a phase. */
const SLOW = 3000;
const slow = useEmulator({ refreshDurationMs: SLOW });
const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/machinelearning`;
const config = `${base}/configuration`;
const modelIdOf = (engine: string, name: string) => `${DEFAULT_ORGANIZATION_ID}_${engine}_${name}`;
const fast = { intervalMs: 20, timeoutMs: 5000 };
/** What the platform requires of every registration besides the engine: what to learn from, how often. */
const schedule = { exportPeriod: 'P3M', intervalTime: 1, intervalUnit: 'WEEK' } as const;

/** Seeds sources holding documents (a knowledge base) and one holding none. */
async function seedSources() {
  await env.seed({
    records: {
      [DEFAULT_ORGANIZATION_ID]: {
        sources: [
          {
            id: 'kb',
            name: 'Knowledge base',
            sourceType: 'WEB2',
            information: { sourceStatus: { type: 'IDLE' }, numberOfDocuments: 600 },
          },
          {
            id: 'cases',
            name: 'Cases',
            sourceType: 'PUSH',
            information: { sourceStatus: { type: 'IDLE' }, numberOfDocuments: 400 },
          },
          {
            id: 'empty',
            name: 'Empty',
            sourceType: 'WEB2',
            information: { sourceStatus: { type: 'IDLE' }, numberOfDocuments: 0 },
          },
        ],
      },
    },
  });
}

describe('ml: registration and the build lifecycle', () => {
  it('registers a model (201, IN_QUEUE), which builds (BUILDING) and becomes ONLINE', async () => {
    const ml = slow.client().ml;
    const model = await ml.register({
      ...schedule,
      engineId: 'topclicks',
      modelName: 'docs_art',
      exportPeriod: 'P6M',
    });
    const wire = await slow.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/model`, query: '' });
    expect(JSON.parse(wire.body)).toEqual({
      engineId: 'topclicks',
      modelName: 'docs_art',
      exportPeriod: 'P6M',
      intervalTime: 1,
      intervalUnit: 'WEEK',
    });
    // The platform answers the registration kept, defaults filled in, and the new model's id.
    expect(model).toEqual({
      modelId: modelIdOf('topclicks', 'docs_art'),
      orgId: DEFAULT_ORGANIZATION_ID,
      engineId: 'topclicks',
      modelName: 'docs_art',
      modelDisplayName: 'docs_art',
      exportPeriod: 'P6M',
      intervalTime: 1,
      intervalUnit: 'WEEK',
      platformVersion: 2,
    });
    const queued = await ml.models.get(model.modelId);
    expect(queued).toMatchObject({
      id: model.modelId,
      status: 'IN_QUEUE',
      modelActivenessState: 'INACTIVE',
    });
    expect(queued?.previousModelUpdateTime).toBeUndefined();
    expect((await ml.models.getDetails(model.modelId))?.info).toBeUndefined();

    await sleep(SLOW / 3 + 100);
    expect((await ml.models.get(model.modelId))?.status).toBe('BUILDING');
    expect((await slow.lastRequest()).path).toBe(`${base}/models/${encodeURIComponent(model.modelId)}`);

    await sleep((2 * SLOW) / 3);
    const online = await ml.models.get(model.modelId);
    expect(online?.status).toBe('ONLINE');
    // Built: the last update time is the end of the build, the next one an interval (a week) later.
    expect(online!.previousModelUpdateTime).toBe(queued!.modelCreationTime + SLOW);
    expect(online!.nextModelUpdateTime).toBe(online!.previousModelUpdateTime! + 7 * 86_400_000);
    // topclicks needs a query pipeline association to be used: online but inactive.
    expect(online!.modelActivenessState).toBe('INACTIVE');
    const details = await ml.models.getDetails(model.modelId);
    expect(details?.info?.metaInfo).toMatchObject({ modelName: 'docs_art', org: DEFAULT_ORGANIZATION_ID });
    expect(details?.info?.totalQueries).toBeGreaterThan(0);
  });

  it('refuses invalid registrations (400) and a second model of the same name (409), storing nothing', async () => {
    const ml = env.client().ml;
    expect((await rejection(ml.register({ ...schedule, engineId: 'topclicks', modelName: '' }))).status).toBe(
      400,
    );
    expect(
      (await rejection(ml.register({ ...schedule, engineId: 'nosuchengine', modelName: 'x' }))).status,
    ).toBe(400);
    expect(
      (await rejection(ml.register({ ...schedule, engineId: 'topclicks', modelName: 'x', intervalTime: 0 })))
        .status,
    ).toBe(400);
    expect(
      (
        await rejection(
          ml.register({ ...schedule, engineId: 'topclicks', modelName: 'x', exportPeriod: 'three months' }),
        )
      ).status,
    ).toBe(400);
    expect(await ml.models.list()).toEqual([]);
    await ml.register({ ...schedule, engineId: 'querysuggest', modelName: 'qs' });
    const duplicate = await rejection(
      ml.register({ ...schedule, engineId: 'querysuggest', modelName: 'qs' }),
    );
    expect(duplicate.status).toBe(409);
    expect(await ml.models.list()).toHaveLength(1);
  });

  it('lists models, filtered by engine, with and without details', async () => {
    const ml = slow.client().ml;
    await ml.register({ ...schedule, engineId: 'topclicks', modelName: 'art' });
    await ml.register({ ...schedule, engineId: 'querysuggest', modelName: 'qs' });
    await ml.register({ ...schedule, engineId: 'facetsense', modelName: 'dne' });

    const art = await ml.models.list({ engines: 'topclicks' });
    expect((await slow.lastRequest()).query).toBe('engines=topclicks');
    expect(art?.map((m) => m.id)).toEqual([modelIdOf('topclicks', 'art')]);
    const two = await ml.models.list({ engines: ['topclicks', 'facetsense'] });
    expect(two?.map((m) => m.engineId).sort()).toEqual(['facetsense', 'topclicks']);
    expect((await rejection(ml.models.list({ engines: 'nope' }))).status).toBe(400);

    const details = await ml.models.listDetails();
    expect((await slow.lastRequest()).path).toBe(`${base}/models/details`);
    expect(details?.map((m) => m.status)).toEqual(['IN_QUEUE', 'IN_QUEUE', 'IN_QUEUE']);
  });

  it('updates a built model: IN_QUEUE_UPDATING, UPDATING, then ONLINE again; the engine and name stay', async () => {
    const ml = env.client().ml;
    const model = await ml.register({ ...schedule, engineId: 'topclicks', modelName: 'art' });
    await waitForModelOnline(ml, model.modelId, fast);
    const updated = await ml.models.update(model.modelId, {
      exportPeriod: 'P3M',
      modelDisplayName: 'Docs ART',
      intervalTime: 2,
      intervalUnit: 'DAY',
      engineId: 'querysuggest',
      modelName: 'renamed',
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${base}/models/${encodeURIComponent(model.modelId)}`,
    });
    expect(JSON.parse(wire.body)).toMatchObject({ modelDisplayName: 'Docs ART', intervalTime: 2 });
    expect(updated).toMatchObject({
      id: model.modelId,
      engineId: 'topclicks',
      modelName: 'art',
      modelDisplayName: 'Docs ART',
      intervalTime: 2,
      intervalUnit: 'DAY',
      status: 'IN_QUEUE_UPDATING',
      // This answer counts the periods by unit.
      exportPeriod: { years: 0, months: 3, weeks: 0, days: 0, hours: 0, minutes: 0, seconds: 0, millis: 0 },
    });
    expect((await ml.models.get(model.modelId))?.exportPeriod).toBe('P3M');
    const rebuilt = await waitForModelOnline(ml, model.modelId, fast);
    expect(rebuilt.nextModelUpdateTime).toBe(rebuilt.previousModelUpdateTime! + 2 * 86_400_000);

    const art = { ...schedule, engineId: 'topclicks', modelName: 'art' } as const;
    const unknownUnit = await rejection(
      ml.models.update(model.modelId, { ...art, intervalUnit: 'YEAR' as never }),
    );
    expect(unknownUnit.status).toBe(400);
    expect(unknownUnit.message).toContain('the body\'s /intervalUnit must be one of "DAY", "WEEK", "MONTH"');
    const partial = await rejection(ml.models.update(model.modelId, { intervalTime: 3 } as never));
    expect(partial.message).toContain("the body's /engineId is required");
    expect((await ml.models.get(model.modelId))?.intervalUnit).toBe('DAY');
    expect((await rejection(ml.models.update('nope', art))).status).toBe(404);
  });

  it('stores advanced configurations, and deletion removes the model and them', async () => {
    const ml = env.client().ml;
    const model = await ml.register({ ...schedule, engineId: 'topclicks', modelName: 'art' });
    expect(await ml.models.getAdvancedConfig(model.modelId)).toEqual({
      modelId: model.modelId,
      orgId: DEFAULT_ORGANIZATION_ID,
      fileContents: '',
    });
    const saved = await ml.models.updateAdvancedConfig(model.modelId, { fileContents: 'maxBins=10\n' });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${base}/models/${encodeURIComponent(model.modelId)}/configs/advanced`,
    });
    expect(JSON.parse(wire.body)).toEqual({ fileContents: 'maxBins=10\n' });
    expect(saved).toMatchObject({ modelId: model.modelId, fileContents: 'maxBins=10\n' });
    expect(await ml.models.getAdvancedConfig(model.modelId)).toEqual(saved);
    expect(
      (await rejection(ml.models.updateAdvancedConfig(model.modelId, { fileContents: 7 as never }))).status,
    ).toBe(400);

    expect(await ml.models.delete(model.modelId)).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE' });
    expect((await rejection(ml.models.get(model.modelId))).status).toBe(404);
    expect((await rejection(ml.models.getAdvancedConfig(model.modelId))).status).toBe(404);
    expect(await ml.models.list()).toEqual([]);
    // A new model of the same name starts afresh.
    await ml.register({ ...schedule, engineId: 'topclicks', modelName: 'art' });
    expect((await ml.models.getAdvancedConfig(model.modelId))?.fileContents).toBe('');
  });

  it('engines/{engine}/models/{model} shows, updates and deletes the same models', async () => {
    const ml = env.client().ml;
    const model = await ml.register({ ...schedule, engineId: 'querysuggest', modelName: 'qs' });
    const viaEngine = await ml.engines.getModelDetails('querysuggest', model.modelId);
    expect((await env.lastRequest()).path).toBe(
      `${base}/engines/querysuggest/models/${encodeURIComponent(model.modelId)}/details`,
    );
    expect(viaEngine).toMatchObject({ id: model.modelId, status: 'IN_QUEUE' });
    expect((await rejection(ml.engines.getModelDetails('topclicks', model.modelId))).status).toBe(404);

    await ml.engines.updateModel('querysuggest', model.modelId, { modelDisplayName: 'Suggestions' });
    expect((await ml.models.get(model.modelId))?.modelDisplayName).toBe('Suggestions');
    expect((await rejection(ml.engines.deleteModel('topclicks', model.modelId))).status).toBe(404);
    await ml.engines.deleteModel('querysuggest', model.modelId);
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/engines/querysuggest/models/${encodeURIComponent(model.modelId)}`,
    });
    expect(await ml.models.list()).toEqual([]);
  });
});

describe('ml: waiting for a model to become ONLINE', () => {
  it('reports progress through onPoll and resolves with the ONLINE model', async () => {
    const ml = env.client().ml;
    const model = await ml.register({ ...schedule, engineId: 'eventrecommendation', modelName: 'recs' });
    const seen: MLModelStatus[] = [];
    const online = await waitForModelOnline(ml, model.modelId, {
      ...fast,
      onPoll: (m, elapsedMs) => {
        expect(elapsedMs).toBeGreaterThanOrEqual(0);
        if (m && seen.at(-1) !== m.status) seen.push(m.status);
      },
    });
    expect(online.status).toBe('ONLINE');
    expect(seen).toEqual(['IN_QUEUE', 'BUILDING', 'ONLINE']);
  });

  it('ends with MLModelFailedError naming FAILED when a model has no documents to learn from', async () => {
    await seedSources();
    const ml = env.client().ml;
    const { modelId } = await ml.caseClassification.create({
      modelDisplayName: 'Empty cases',
      sources: ['Empty'],
      fieldsToPredict: ['category'],
    });
    const seen: string[] = [];
    const error = await waitForModelOnline(ml, modelId, {
      ...fast,
      onPoll: (m) => seen.push(String(m?.status)),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MLModelFailedError);
    const failed = error as MLModelFailedError;
    expect(failed.status).toBe('FAILED');
    expect(failed.modelId).toBe(modelId);
    expect(failed.message).toContain('FAILED');
    expect(failed.message).toContain('Empty');
    expect(failed.model.modelErrorDescription?.customer_errors?.[0]?.errorCode).toBe('NOT_ENOUGH_DOCUMENTS');
    expect(seen.at(-1)).toBe('FAILED');
    expect(seen).toContain('BUILDING');
  });

  it('ends with MLModelFailedError naming UPDATE_FAILED when an update leaves the model nothing to learn from', async () => {
    await seedSources();
    const ml = env.client().ml;
    const { modelId } = await ml.caseClassification.create({
      modelDisplayName: 'Cases',
      sources: ['Cases'],
      fieldsToPredict: ['category'],
    });
    expect((await waitForModelOnline(ml, modelId, fast)).status).toBe('ONLINE');
    await ml.caseClassification.update(modelId, {
      modelDisplayName: 'Cases',
      sources: ['Empty'],
      fieldsToPredict: ['category'],
    });
    // IN_QUEUE_UPDATING, UPDATING for a while, then UPDATE_FAILED.
    expect((await ml.models.get(modelId))?.status).toMatch(/^(IN_QUEUE_UPDATING|UPDATING|UPDATE_FAILED)$/);
    const error = await waitForModelOnline(ml, modelId, fast).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MLModelFailedError);
    expect((error as MLModelFailedError).status).toBe('UPDATE_FAILED');
    expect((error as Error).message).toContain('UPDATE_FAILED');
  });

  it('stops when aborted, with the signal reason, and after its time-out', async () => {
    const ml = slow.client().ml;
    const model = await ml.register({ ...schedule, engineId: 'topclicks', modelName: 'art' });
    const controller = new AbortController();
    const polls: Array<MLModel | undefined> = [];
    setTimeout(() => controller.abort(new Error('the admin gave up')), 60);
    const aborted = await waitForModelOnline(ml, model.modelId, {
      intervalMs: 20,
      signal: controller.signal,
      onPoll: (m) => polls.push(m),
    }).catch((e: unknown) => e);
    expect((aborted as Error).message).toBe('the admin gave up');
    expect(polls.length).toBeGreaterThan(0);
    expect((await ml.models.get(model.modelId))?.status).not.toBe('ONLINE');

    const late = await waitForModelOnline(ml, model.modelId, { intervalMs: 20, timeoutMs: 50 }).catch(
      (e: unknown) => e,
    );
    expect(late).toBeInstanceOf(PollingTimeoutError);
    expect((late as PollingTimeoutError<MLModel>).lastValue?.id).toBe(model.modelId);
  });

  it('rejects with the PlatformError of the read when the model does not exist', async () => {
    const error = await rejection(waitForModelOnline(env.client().ml, 'nope', fast));
    expect(error.status).toBe(404);
  });
});

describe('ml: model configurations', () => {
  it('case classification: create registers a model, get/update/delete, previews agree with the sources', async () => {
    await seedSources();
    const ml = env.client().ml;
    const configuration = {
      modelDisplayName: 'Case topics',
      sources: ['Cases'],
      fieldsToPredict: ['category'],
      caseIdField: 'sfid',
    };
    const createdConfig = await ml.caseClassification.create(configuration);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${config}/caseclassif/model` });
    expect(JSON.parse(wire.body)).toEqual(configuration);
    expect(createdConfig).toEqual({
      ...configuration,
      modelId: modelIdOf('caseclassification', 'case_topics'),
    });
    const model = await ml.models.get(createdConfig.modelId);
    expect(model).toMatchObject({ engineId: 'caseclassification', modelDisplayName: 'Case topics' });
    expect(await ml.caseClassification.get(createdConfig.modelId)).toEqual(createdConfig);

    const replaced = await ml.caseClassification.update(createdConfig.modelId, {
      ...configuration,
      fieldsToPredict: ['category', 'priority'],
    });
    expect(replaced.fieldsToPredict).toEqual(['category', 'priority']);
    expect((await ml.caseClassification.get(createdConfig.modelId))?.fieldsToPredict).toHaveLength(2);
    expect(
      (
        await rejection(
          ml.caseClassification.create({ modelDisplayName: 'x', sources: [], fieldsToPredict: [] }),
        )
      ).status,
    ).toBe(400);

    const preview = await ml.caseClassification.preview({ sources: ['Cases', 'Knowledge base'] });
    expect((await env.lastRequest()).path).toBe(`${config}/caseclassif/preview`);
    expect(preview).toMatchObject({
      numberOfDocuments: 1000,
      numberOfDocumentsMatchingConditions: 1000,
      documentRequirementStatus: 'OK',
      query: '@source==("Cases","Knowledge base")',
    });
    const filtered = await ml.caseClassification.preview({
      sources: ['Cases'],
      caseFilterConditions: [{ field: 'status', operator: 'EQUALS', value: 'closed' }],
    });
    expect(filtered.numberOfDocuments).toBe(400);
    expect(filtered.numberOfDocumentsMatchingConditions).toBeLessThan(400);
    expect(filtered.numberOfValidDocuments).toBeLessThanOrEqual(filtered.numberOfDocumentsMatchingConditions);
    expect((await ml.caseClassification.preview({ sources: ['Empty'] })).documentRequirementStatus).toBe(
      'INSUFFICIENT_DOCUMENTS',
    );

    const fields = await ml.caseClassification.listFields({ sources: ['Cases'] });
    expect(fields.fields.map((f) => f.name)).toContain('title');
    const count = await ml.caseClassification.countDocuments('title', { sources: ['Cases'] });
    expect((await env.lastRequest()).path).toBe(`${config}/caseclassif/fields/title/documentCount`);
    // A system field: on every one of the 400 cases.
    expect(count).toEqual({ documentCount: 400 });
    const values = await ml.caseClassification.countValues('filetype', { sources: ['Cases'] });
    expect(values).toEqual({ valueCount: expect.any(Number), areMoreValuesAvailable: false });
    expect(values.valueCount).toBeGreaterThanOrEqual(2);
    expect(values.valueCount).toBeLessThanOrEqual(10);
    // No more values than selected documents.
    expect(await ml.caseClassification.countValues('filetype', { sources: ['Empty'] })).toMatchObject({
      valueCount: 0,
    });
    expect((await rejection(ml.caseClassification.countValues('nofield', {}))).status).toBe(404);

    expect(await ml.caseClassification.delete(createdConfig.modelId)).toEqual({});
    expect((await rejection(ml.caseClassification.get(createdConfig.modelId))).status).toBe(404);
    expect((await rejection(ml.models.get(createdConfig.modelId))).status).toBe(404);
  });

  it('DNE: field candidates, extraction preview and query round trip, configuration CRUD', async () => {
    await seedSources();
    const ml = env.client().ml;
    const candidates = await ml.dne.listAutoSelectionFieldCandidates({ filter: 'type', page: 0, perPage: 5 });
    expect((await env.lastRequest()).query).toBe('filter=type&page=0&perPage=5');
    expect(candidates?.items.map((c) => c.name)).toEqual(['filetype']);
    const all = await ml.dne.listAutoSelectionFieldCandidates();
    expect(all?.items.map((c) => c.name)).toEqual(['filetype', 'language', 'source']);

    const preview = await ml.dne.previewDocumentExtraction({
      fields: ['filetype'],
      maximumNumberOfSources: 2,
      viewAllContent: true,
    });
    expect((await env.lastRequest()).query).toBe(
      'fields=filetype&maximumNumberOfSources=2&viewAllContent=true',
    );
    expect(preview?.sources).toHaveLength(2);
    expect(preview?.numberOfDocuments).toBe(
      preview!.sources.reduce((sum, s) => sum + s.numberOfDocuments, 0),
    );

    const query = await ml.dne.buildDocumentExtractionQuery({
      fields: ['filetype', 'language'],
      sources: ['Cases'],
    });
    expect(query).toBe('@source==("Cases") AND (@filetype OR @language)');
    expect(await ml.dne.parseDocumentExtractionQuery({ query })).toEqual({
      fields: ['filetype', 'language'],
      sources: ['Cases'],
    });
    expect((await env.lastRequest()).path).toBe(`${config}/dne/documentextractionquerymodel`);

    const dne = await ml.dne.create({ modelDisplayName: 'Facets', documentExtractionQuery: query });
    expect((await ml.models.get(dne.modelId))?.engineId).toBe('facetsense');
    expect(await ml.dne.get(dne.modelId)).toMatchObject({ documentExtractionQuery: query });
    await ml.dne.update(dne.modelId, { modelDisplayName: 'Facets 2' });
    expect((await ml.models.get(dne.modelId))?.modelDisplayName).toBe('Facets 2');
    // Another kind's configuration is not a DNE configuration.
    const pqs = await ml.pqs.create({
      modelDisplayName: 'PQS',
      catalogId: 'catalog-1',
      trackingIds: ['store'],
    });
    expect((await rejection(ml.dne.get(pqs.modelId))).status).toBe(404);
    await ml.dne.delete(dne.modelId);
    expect((await ml.models.list())?.map((m) => m.engineId)).toEqual(['pqsforcommerce']);
  });

  it('smart snippets, PQS, IAPR: configurations register models of their engines', async () => {
    await seedSources();
    const ml = env.client().ml;
    const snippets = await ml.smartSnippets.create({
      modelDisplayName: 'Snippets',
      sources: ['Knowledge base'],
    });
    expect((await env.lastRequest()).path).toBe(`${config}/smartsnippets/model`);
    expect(await ml.smartSnippets.get(snippets.modelId)).toMatchObject({ sources: ['Knowledge base'] });
    const types = await ml.smartSnippets.listDocumentTypes({ sources: ['Knowledge base', 'Cases', 'Empty'] });
    expect(types.documentTypes).toEqual([{ documentType: 'Document' }, { documentType: 'WebPage' }]);
    const contentFields = await ml.smartSnippets.listContentFields({
      documentType: 'WebPage',
      sources: ['Knowledge base'],
    });
    expect(contentFields.query).toBe('@source==("Knowledge base")');
    const snippetsPreview = await ml.smartSnippets.preview({ sources: ['Knowledge base'] });
    expect(snippetsPreview.numberOfDocumentsInSources).toBe(600);
    // The figures the platform publishes for a document model's preview, and no case classification's.
    expect(Object.keys(snippetsPreview).sort()).toEqual([
      'documentRequirementStatus',
      'numberOfDocumentsInSources',
      'numberOfDocumentsInSourcesMatchingFilters',
      'numberOfValidDocuments',
      'query',
    ]);

    const pqs = await ml.pqs.create({ modelDisplayName: 'Suggest', catalogId: 'c1', trackingIds: ['shop'] });
    expect((await env.lastRequest()).path).toBe(`${config}/pqs/model`);
    expect(
      (await rejection(ml.pqs.create({ modelDisplayName: 'x', catalogId: 'c1', trackingIds: [] }))).status,
    ).toBe(400);
    const iapr = await ml.iapr.create({
      modelDisplayName: 'Ranking',
      catalogId: 'c1',
      trackingIds: ['shop'],
    });
    expect((await env.lastRequest()).path).toBe(`${config}/iapr/model`);

    const engines = (await ml.models.list())?.map((m) => [m.id, m.engineId]);
    expect(engines).toEqual([
      [snippets.modelId, 'mlquestionanswering'],
      [pqs.modelId, 'pqsforcommerce'],
      [iapr.modelId, 'intentawareproductranking'],
    ]);
    await ml.smartSnippets.delete(snippets.modelId);
    expect((await rejection(ml.smartSnippets.get(snippets.modelId))).status).toBe(404);
  });

  it('user action history: on, off, and a model that needs no association (ACTIVE once ONLINE)', async () => {
    const ml = env.client().ml;
    expect(await ml.userActionHistory.get()).toBe(false);
    expect(await ml.userActionHistory.create()).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${config}/useractionhistory`,
      body: '{}',
    });
    expect(await ml.userActionHistory.get()).toBe(true);
    expect((await rejection(ml.userActionHistory.create())).status).toBe(409);
    const [model] = (await ml.models.list({ engines: 'useractionhistory' })) ?? [];
    const online = await waitForModelOnline(ml, model.id, fast);
    expect(online.modelActivenessState).toBe('ACTIVE');
    await ml.userActionHistory.delete();
    expect(await ml.userActionHistory.get()).toBe(false);
    expect((await rejection(ml.userActionHistory.delete())).status).toBe(404);
  });

  it('model listing, detailed info, pipeline associations and RGA / semantic encoder previews', async () => {
    await seedSources();
    const ml = env.client().ml;
    const art = await ml.register({ ...schedule, engineId: 'topclicks', modelName: 'art' });
    await ml.register({ ...schedule, engineId: 'querysuggest', modelName: 'qs' });
    const listing = await ml.modelListing.list({ engineIds: 'topclicks' });
    expect((await env.lastRequest()).query).toBe('engineIds=topclicks');
    expect(listing).toEqual([
      expect.objectContaining({
        modelId: art.modelId,
        engineId: 'topclicks',
        modelStatusInfo: { modelStatus: 'BUILD_IN_PROGRESS' },
        modelAssociations: [],
        requiresAssociation: true,
        modelSizeStatistic: 0,
      }),
    ]);
    const online = await waitForModelOnline(ml, art.modelId, fast);
    const info = await ml.modelDetailedInfo.get(art.modelId);
    expect((await env.lastRequest()).path).toBe(
      `${config}/modeldetailedinfo/${encodeURIComponent(art.modelId)}`,
    );
    // ONLINE but used by no pipeline: INACTIVE, on its way to archival.
    expect(info).toMatchObject({
      modelStatusInfo: {
        modelStatus: 'INACTIVE',
        daysUntilArchival: 30,
        activeModelBuildDate: online.previousModelUpdateTime,
      },
      modelActivenessState: 'INACTIVE',
      modelIssues: [],
      isLicensed: true,
    });
    expect(info?.modelSizeStatistic).toBe(info?.modelDetails?.totalQueries);
    expect(info?.modelDetails?.languages).toEqual({ en: { queries: info?.modelDetails?.totalQueries } });

    const client = env.client();
    const empty = await ml.modelAssociations.list('default', { page: 0, pageSize: 10 });
    expect(await env.lastRequest()).toMatchObject({
      path: `${config}/querypipelines/default/associations`,
      query: 'page=0&pageSize=10',
    });
    expect(empty).toEqual({ items: [], totalEntries: 0, totalPages: 0 });
    // Associated with a pipeline, the model is ACTIVE.
    const pipeline = await client.pipelines.create({ name: 'Docs' });
    const associationId = await client.pipelines.mlAssociations.create(pipeline.id, { modelId: art.modelId });
    expect(await ml.modelAssociations.list(pipeline.id)).toEqual({
      items: [
        {
          associationId,
          modelId: art.modelId,
          position: 1,
          modelDisplayName: 'art',
          engineId: 'topclicks',
          modelStatusInfo: { modelStatus: 'ACTIVE' },
          useAdvancedConfiguration: false,
        },
      ],
      totalEntries: 1,
      totalPages: 1,
    });
    expect((await ml.modelListing.list({ engineIds: 'topclicks' }))?.[0]).toMatchObject({
      modelStatusInfo: { modelStatus: 'ACTIVE' },
      modelAssociations: [
        { id: associationId, parentId: pipeline.id, name: 'Docs', associationType: 'QUERY_PIPELINE' },
      ],
    });

    const rga = await ml.relevanceGenerativeAnswering.preview({ sources: ['Knowledge base'] });
    expect((await env.lastRequest()).path).toBe(`${config}/rga/preview`);
    expect(rga).toEqual({
      query: '@source==("Knowledge base")',
      documentRequirementStatus: 'OK',
      numberOfDocumentsInSources: 600,
      numberOfDocumentsInSourcesMatchingFilters: 600,
      numberOfValidDocuments: 570,
    });
    const encoder = await ml.semanticEncoder.preview({ sources: ['Empty'] });
    expect(encoder).toMatchObject({
      numberOfDocumentsInSources: 0,
      documentRequirementStatus: 'INSUFFICIENT_DOCUMENTS',
    });
  });
});
