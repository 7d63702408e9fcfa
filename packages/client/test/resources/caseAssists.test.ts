import type { ClassifyResponse, NewCaseAssistModel } from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { corpusSeed } from './searchSupport';

const env = useEmulator();
const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/caseassists`;
const loginCase = {
  fields: { subject: { value: 'Cannot login' }, description: { value: 'The password authentication fails' } },
};
/** A field's predictions as `[value, confidence]` pairs, best first (none: the field has no predictions). */
const predictions = (classified: ClassifyResponse, field: string) =>
  (classified.fields[field]?.predictions ?? []).map((p) => [p.value, p.confidence] as const);

describe('caseAssists', () => {
  it('creates, lists, reads, replaces and deletes configurations', async () => {
    const client = env.client();
    const config: NewCaseAssistModel = {
      name: 'Support portal',
      documentSuggestionConfiguration: { strategy: 'ITD', pipeline: 'default', filter: '' },
      classificationConfigurations: [{ strategy: 'Some', filter: '', fieldsToPredict: [{ name: 'source' }] }],
    };
    const created = await client.caseAssists.create(config);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: base, query: '' });
    expect(JSON.parse(wire.body)).toEqual(config);
    expect(created).toMatchObject({ ...config, id: expect.any(String) });
    expect(await client.caseAssists.list({ page: 0, perPage: 10 })).toEqual({
      configurations: [created],
      totalEntries: 1,
      totalPages: 1,
    });
    expect((await env.lastRequest()).query).toBe('page=0&perPage=10');
    expect(await client.caseAssists.get(created.id)).toEqual(created);
    expect(await client.caseAssists.update(created.id, { ...config, name: 'Portal' })).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${base}/${created.id}` });
    const updated = { ...config, name: 'Portal', id: created.id };
    expect(await client.caseAssists.get(created.id)).toEqual(updated);
    const guess = await rejection(
      client.caseAssists.update(created.id, {
        name: 'x',
        classificationConfigurations: [{ strategy: 'Guess' as never, filter: '', fieldsToPredict: [] }],
      }),
    );
    expect(guess.status).toBe(400);
    expect(guess.message).toContain(
      'the body\'s /classificationConfigurations/0/strategy must be one of "Some"',
    );
    const noFilter = await rejection(
      client.caseAssists.update(created.id, {
        name: 'x',
        documentSuggestionConfiguration: { strategy: 'ITD', pipeline: 'default' } as never,
      }),
    );
    expect(noFilter.message).toContain("the body's /documentSuggestionConfiguration/filter is required");
    expect(await client.caseAssists.get(created.id)).toEqual(updated);
    await client.caseAssists.delete(created.id);
    expect((await rejection(client.caseAssists.get(created.id))).status).toBe(404);
    const blank = await rejection(client.caseAssists.create({ name: ' ' }));
    expect(blank.status).toBe(400);
    expect(blank.message).toContain("needs a 'name'");
    const unnamed = await rejection(client.caseAssists.create({} as never));
    expect(unnamed.message).toContain("the body's /name is required");
    expect(await client.caseAssists.create({ name: 'Bare' })).toMatchObject({
      classificationConfigurations: [],
    });
  });

  it('suggests documents and classifies a case from the corpus, the same way every time', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const { id } = await client.caseAssists.create({
      name: 'Docs only',
      documentSuggestionConfiguration: { strategy: 'ITD', pipeline: '', filter: '@source==Docs' },
      classificationConfigurations: [
        { strategy: 'Some', filter: '@source==Docs', fieldsToPredict: [{ name: 'source' }] },
      ],
    });
    const suggested = await client.caseAssists.suggestDocuments(id, loginCase);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/${id}/documents/suggest` });
    expect(JSON.parse(wire.body)).toEqual(loginCase);
    expect(suggested.documents.length).toBe(5);
    expect(suggested.totalCount).toBeGreaterThanOrEqual(5);
    for (const doc of suggested.documents) {
      expect(doc.fields.source).toBe('Docs');
      expect(doc.fields.topic).toBe('security');
    }
    const again = await client.caseAssists.suggestDocuments(id, loginCase);
    expect(again.documents).toEqual(suggested.documents);
    expect(again.responseId).not.toBe(suggested.responseId);
    // numberOfResults: from 1 to 100, as published.
    const three = await client.caseAssists.suggestDocuments(id, loginCase, { numberOfResults: 3 });
    expect(three.documents).toEqual(suggested.documents.slice(0, 3));
    for (const numberOfResults of [0, 101]) {
      const refused = await rejection(
        client.caseAssists.suggestDocuments(id, loginCase, { numberOfResults }),
      );
      expect(refused).toMatchObject({ status: 400, message: expect.stringContaining('from 1 to 100') });
    }

    const classified = await client.caseAssists.classify(id, loginCase);
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${base}/${id}/classify` });
    expect(predictions(classified, 'source')).toEqual([['Docs', 1]]);
    expect((await rejection(client.caseAssists.classify(id, { fields: {} }))).status).toBe(400);
    expect((await rejection(client.caseAssists.classify('nope', loginCase))).status).toBe(404);
  });

  it('previews without a saved configuration', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const classified = await client.caseAssists.previewClassify({
      ...loginCase,
      configuration: {
        name: 'Preview',
        classificationConfigurations: [
          { strategy: 'Some', filter: '', fieldsToPredict: [{ name: 'source' }, { name: 'topic' }] },
        ],
      },
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${base}/preview/classify` });
    const sources = predictions(classified, 'source');
    expect(sources.map(([value]) => value).sort()).toEqual(['Docs', 'Forum']);
    const confidences = sources.map(([, confidence]) => confidence);
    expect(confidences.every((c) => typeof c === 'number')).toBe(true);
    expect(confidences.reduce((sum: number, c) => sum + (c ?? 0), 0)).toBeCloseTo(1, 2);
    expect(confidences[0]).toBeGreaterThanOrEqual(confidences[1] ?? Number.POSITIVE_INFINITY);
    expect(predictions(classified, 'topic')[0]).toEqual(['security', expect.any(Number)]);

    const suggested = await client.caseAssists.previewSuggestDocuments({
      ...loginCase,
      configuration: {
        name: 'Preview',
        documentSuggestionConfiguration: { strategy: 'ITD', pipeline: '', filter: '' },
      },
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/preview/documents/suggest`,
    });
    expect(suggested.documents.map((d) => d.fields.topic)).toEqual(Array(5).fill('security'));
    const strategy = await rejection(
      client.caseAssists.previewSuggestDocuments({
        ...loginCase,
        configuration: {
          name: 'Preview',
          documentSuggestionConfiguration: { strategy: 'X' as never, pipeline: '', filter: '' },
        },
      }),
    );
    expect(strategy.message).toContain(
      'configuration/documentSuggestionConfiguration/strategy must be one of "ITD"',
    );
    const unconfigured = await rejection(client.caseAssists.previewClassify(loginCase as never));
    expect(unconfigured.message).toContain("the body's /configuration is required");
    // A classification filter narrows the items whose values make the predictions.
    const forum = await client.caseAssists.previewClassify({
      ...loginCase,
      configuration: {
        name: 'Forum only',
        classificationConfigurations: [
          { strategy: 'Some', filter: '@source==Forum', fieldsToPredict: [{ name: 'source' }] },
        ],
      },
    });
    expect(predictions(forum, 'source')).toEqual([['Forum', 1]]);
  });
});
