// The published customer-service and knowledge calls that the catalog took in with issue 25: case assist
// and Insight Panel calls, the customerService family (case answering settings, answer generation) and
// the knowledge family (answer agents).
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer } from './publishedChecks';
import { expectCalls, expectSent } from './publishedSupport';
import { corpusSeed } from './searchSupport';

const env = useEmulator();
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const isObject = (value: unknown) => expect(value).toEqual(expect.any(Object));
/** The messages of a stream of server-sent events, each `data:` line's JSON, its payload parsed. */
const messagesOf = (stream: string) =>
  stream
    .split('\n\n')
    .filter(Boolean)
    .map((event) => {
      expect(event).toMatch(/^data: /);
      const { payloadType, payload } = JSON.parse(event.slice('data: '.length));
      return { payloadType: payloadType as string, payload: JSON.parse(payload) };
    });

describe('caseAssists and insightConfigs', () => {
  it('lists case assist and Insight Panel configurations by project and by ids', async () => {
    await expectCalls(env, [
      {
        call: (client) => client.caseAssists.listByProject({ projectId: 'project-1', page: 0, perPage: 10 }),
        endpoint: 'caseAssists.listByProject',
        method: 'GET',
        path: `${org}/caseassists/projects/get`,
        query: { projectId: 'project-1', page: '0', perPage: '10' },
        answer: (answer) => expect(answer).toMatchObject({ configurations: expect.any(Array) }),
      },
      {
        call: (client) => client.insightConfigs.listByProject({ projectId: 'project-1', order: 'asc' }),
        endpoint: 'insightConfigs.listByProject',
        method: 'GET',
        path: `${org}/insightconfig/v1/configs/projects/get`,
        query: { projectId: 'project-1', order: 'asc' },
        answer: isObject,
      },
      {
        // The ids are the body's one field.
        call: (client) =>
          client.insightConfigs.bulkGet(['config-1', 'config-2'], { perPage: 2, filter: 'agent' }),
        endpoint: 'insightConfigs.bulkGet',
        method: 'POST',
        path: `${org}/insightconfig/v1/configs/ids`,
        query: { perPage: '2', filter: 'agent' },
        body: { ids: ['config-1', 'config-2'] },
        answer: isObject,
      },
    ]);
    // The project is required.
    expect((await rejection(env.client().caseAssists.listByProject({} as never))).status).toBe(400);
  });

  it('reads the Insight Panel configurations among ids, a page of them by name, with their filter', async () => {
    const { insightConfigs } = env.client();
    const ids: string[] = [];
    for (const name of ['Agent desk', 'Billing agents', 'Agent console'])
      ids.push((await insightConfigs.create({ name, pipeline: 'agents' })).id!);
    const names = (answer: { items?: { name?: string }[] }) => answer.items?.map((config) => config.name);

    const answer = await insightConfigs.bulkGet([ids[0], ids[2], 'no-such-config']);
    expectPublishedAnswer('insightConfigs.bulkGet', answer);
    expect(names(answer)).toEqual(['Agent console', 'Agent desk']);
    expect(answer).toMatchObject({ totalEntries: 2, totalPages: 1 });
    expect(answer.items?.[0]).toMatchObject({ id: ids[2], pipeline: { id: 'agents' } });

    const page = await insightConfigs.bulkGet(ids, { filter: 'agent', perPage: 2, page: 1 });
    expect(names(page)).toEqual(['Billing agents']);
    expect(page).toMatchObject({ totalEntries: 3, totalPages: 2 });
    expect(names(await insightConfigs.bulkGet(ids, { filter: 'desk' }))).toEqual(['Agent desk']);
    expect((await insightConfigs.bulkGet([])).items).toEqual([]);
  });

  it("reads an Insight Panel's interface, searches, suggests and renders quickviews through its configuration", async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const { id } = await client.insightConfigs.create({ name: 'Agent panel', pipeline: 'agents' });
    const base = `${org}/insight/v1/configs/${id}`;
    const [item] = (await client.search.query({ numberOfResults: 1 })).results;
    const word = item.title.split(' ')[0];
    await expectCalls(env, [
      {
        call: (c) => c.insightConfigs.getInterface(id),
        endpoint: 'insightConfigs.getInterface',
        method: 'GET',
        path: `${base}/interface`,
        answer: isObject,
      },
      {
        call: (c) =>
          c.insightConfigs.search(id, {
            q: 'refund',
            numberOfResults: 5,
            caseContext: { subject: 'refund' },
          }),
        endpoint: 'insightConfigs.search',
        method: 'POST',
        path: `${base}/search`,
        body: { q: 'refund', numberOfResults: 5, caseContext: { subject: 'refund' } },
        answer: isObject,
      },
      {
        call: (c) => c.insightConfigs.querySuggest(id, { q: 'ref', count: 3 }),
        endpoint: 'insightConfigs.querySuggest',
        method: 'POST',
        path: `${base}/querysuggest`,
        body: { q: 'ref', count: 3 },
        answer: isObject,
      },
      {
        call: (c) => c.insightConfigs.getQuickview(id, { uniqueId: item.uniqueId, q: word }),
        endpoint: 'insightConfigs.getQuickview',
        method: 'GET',
        path: `${base}/quickview`,
        query: { uniqueId: item.uniqueId, q: word },
        // The item's HTML, the query's word highlighted.
        answer: (answer) => expect(String(answer)).toContain(`<span class="coveo-highlight">${word}</span>`),
      },
    ]);
    // A quickview without its item is refused; an unknown item, or configuration, is not found.
    expect((await rejection(client.insightConfigs.getQuickview(id, {} as never))).status).toBe(400);
    const unknownItem = client.insightConfigs.getQuickview(id, { uniqueId: 'no-such-item' });
    expect((await rejection(unknownItem)).status).toBe(404);
    const unknownConfig = client.insightConfigs.getQuickview('no-such-config', { uniqueId: item.uniqueId });
    expect((await rejection(unknownConfig)).status).toBe(404);
  });

  it('an Insight Panel search answers the results of the configuration’s pipeline, and 404 for an unknown configuration', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const pipeline = await client.pipelines.create({ name: 'agents' });
    await client.pipelines.statements.create(pipeline.id, {
      feature: 'filter',
      definition: 'filter aq `@source==Forum`',
    });
    const { id } = await client.insightConfigs.create({ name: 'Agent panel', pipeline: pipeline.id });
    const found = await client.insightConfigs.search(id, { q: 'install', numberOfResults: 5 });
    const everywhere = await client.search.query({ q: 'install', numberOfResults: 5 });
    expect(found).toMatchObject({ pipeline: 'agents', totalCount: expect.any(Number) });
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.totalCount).toBeLessThan(everywhere.totalCount!);
    expect(found.results!.map((result) => result.raw?.source)).toEqual(found.results!.map(() => 'Forum'));
    expect((await rejection(client.insightConfigs.search('no-such-config', { q: 'install' }))).status).toBe(
      404,
    );
  });
});

describe('customerService.caseAnswerConfigs', () => {
  const settings = {
    gencasereformulationModelId: 'reformulation-model',
    gencaseansweringModelId: 'answering-model',
    prapiModelId: 'passage-model',
    caseTitleKey: 'subject',
    caseDescriptionKey: 'description',
  };

  it('gives an answer configuration its case answering settings, reads, changes and removes them', async () => {
    const configs = env.client().customerService.caseAnswerConfigs;
    const path = `${org}/answer/cases/v1/configs/answer-config-1`;
    expect(await configs.create('answer-config-1', settings)).toEqual(settings);
    await expectSent(env, {
      endpoint: 'customerService.caseAnswerConfigs.create',
      method: 'POST',
      path,
      body: settings,
    });
    expect(await configs.get('answer-config-1')).toEqual(settings);
    await expectSent(env, { endpoint: 'customerService.caseAnswerConfigs.get', method: 'GET', path });
    // Settings already given are not given again.
    expect((await rejection(configs.create('answer-config-1', settings))).status).toBe(409);

    // PATCH: the fields left out stay.
    expect(await configs.update('answer-config-1', { caseTitleKey: 'title' })).toEqual({
      ...settings,
      caseTitleKey: 'title',
    });
    await expectSent(env, {
      endpoint: 'customerService.caseAnswerConfigs.update',
      method: 'PATCH',
      path,
      body: { caseTitleKey: 'title' },
    });
    expect((await configs.get('answer-config-1')).caseDescriptionKey).toBe('description');

    expect(await configs.delete('answer-config-1')).toEqual({});
    await expectSent(env, { endpoint: 'customerService.caseAnswerConfigs.delete', method: 'DELETE', path });
    expect((await rejection(configs.get('answer-config-1'))).status).toBe(404);

    // Settings without their models are refused, and nothing is kept.
    const refused = await rejection(configs.create('answer-config-2', { caseTitleKey: 'subject' } as never));
    expect(refused.status).toBe(400);
    expect((await rejection(configs.get('answer-config-2'))).status).toBe(404);
  });
});

describe('customerService.answers', () => {
  it('asks an answer configuration for an answer to a question', async () => {
    const client = env.client();
    const request = { q: 'How do I reset my password?', searchHub: 'agent-panel', pipeline: 'support' };
    const answer = await client.customerService.answers.generate('answer-config-1', request);
    await expectSent(env, {
      endpoint: 'customerService.answers.generate',
      method: 'POST',
      path: `${org}/answer/v1/configs/answer-config-1/generate`,
      body: request,
    });
    expect(answer).toBeDefined();
  });

  it('a generated answer streams server-sent events: header, text fragments, citations, end', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const question = { q: 'How do I install it?', aq: '@source==Docs' };
    const messages = messagesOf(await client.customerService.answers.generate('answer-config-1', question));
    const types = messages.map((message) => message.payloadType);
    expect(types[0]).toBe('genqa.headerMessageType');
    expect(types.slice(-2)).toEqual(['genqa.citationsType', 'genqa.endOfStreamType']);
    const fragments = messages.filter((message) => message.payloadType === 'genqa.messageType');
    expect(fragments.length).toBeGreaterThan(0);
    // The answer is made of the passages it cites, items of the corpus the request lets through.
    const { citations } = messages.at(-2)!.payload;
    expect(citations).toHaveLength(fragments.length);
    const answer = fragments.map((fragment) => fragment.payload.textDelta).join('');
    for (const citation of citations) {
      expect(answer).toContain(citation.text);
      const item = await client.search.getDocument({ uniqueId: citation.id });
      expect(item).toMatchObject({ title: citation.title, raw: { source: 'Docs' } });
    }
    expect(messages.at(-1)!.payload).toEqual({ answerGenerated: true });
    // A question whose words no item holds gets no answer.
    const none = messagesOf(await client.customerService.answers.generate('answer-config-1', { q: 'zzyzx' }));
    expect(none.map((message) => message.payloadType)).toEqual([
      'genqa.headerMessageType',
      'genqa.citationsType',
      'genqa.endOfStreamType',
    ]);
    expect(none.at(-1)!.payload).toEqual({ answerGenerated: false });
  });
});

describe('knowledge.agents', () => {
  const base = `/api/preview/organizations/${DEFAULT_ORGANIZATION_ID}/agents`;
  const agent = {
    name: 'Support agent',
    agentType: 'ANSWER',
    passageRetrievalModelId: 'passage-model',
    followUpEnabled: true,
    numberOfItemsToConsider: 10,
    behaviors: [{ obligation: 'Answer in English.', conditions: [] }],
  };

  it('creates, lists, reads, changes and deletes answer agents', async () => {
    const agents = env.client().knowledge.agents;
    const created = await agents.create(agent);
    await expectSent(env, { endpoint: 'knowledge.agents.create', method: 'POST', path: base, body: agent });
    expect(created).toMatchObject({ ...agent, id: expect.any(String) });
    const { id } = created as { id: string };
    await agents.create({ ...agent, name: 'Sales agent' });

    const page = await agents.list({ page: 0, perPage: 1 });
    await expectSent(env, {
      endpoint: 'knowledge.agents.list',
      method: 'GET',
      path: base,
      query: { page: '0', perPage: '1' },
    });
    expect(page.items).toHaveLength(1);
    expect((await agents.list()).items?.map((a) => a.name).sort()).toEqual(['Sales agent', 'Support agent']);

    expect(await agents.get(id)).toMatchObject({ id, name: 'Support agent' });
    await expectSent(env, { endpoint: 'knowledge.agents.get', method: 'GET', path: `${base}/${id}` });

    expect(await agents.update(id, { description: 'Answers support questions' })).toMatchObject({
      id,
      name: 'Support agent',
      description: 'Answers support questions',
    });
    await expectSent(env, {
      endpoint: 'knowledge.agents.update',
      method: 'PATCH',
      path: `${base}/${id}`,
      body: { description: 'Answers support questions' },
    });

    expect(await agents.delete(id)).toEqual({});
    await expectSent(env, { endpoint: 'knowledge.agents.delete', method: 'DELETE', path: `${base}/${id}` });
    expect((await rejection(agents.get(id))).status).toBe(404);
    expect((await agents.list()).items?.map((a) => a.name)).toEqual(['Sales agent']);

    // An agent without a name, or asked to consider more than 100 items, is refused.
    expect((await rejection(agents.create({ ...agent, name: '' }))).status).toBe(400);
    expect((await rejection(agents.create({ ...agent, numberOfItemsToConsider: 101 }))).status).toBe(400);
  });

  it('asks an agent for an answer and a follow-up; an unknown agent answers 404', async () => {
    const agents = env.client().knowledge.agents;
    const { id } = (await agents.create(agent)) as { id: string };
    const question = { q: 'How do I reset my password?', searchHub: 'support', locale: 'en' };
    expect(await agents.answer(id, question)).toBeDefined();
    await expectSent(env, {
      endpoint: 'knowledge.agents.answer',
      method: 'POST',
      path: `${base}/${id}/answer`,
      body: question,
    });
    const { conversationId, conversationToken } = messagesOf(await agents.answer(id, question))[0].payload;
    const followUp = { q: 'And on mobile?', conversationId, conversationToken };
    expect(await agents.followUp(id, followUp)).toBeDefined();
    await expectSent(env, {
      endpoint: 'knowledge.agents.followUp',
      method: 'POST',
      path: `${base}/${id}/follow-up`,
      body: followUp,
    });
    // An agent the organization does not have: 404; an id that is no UUID, as agent ids are: 400.
    expect((await rejection(agents.answer('00000000-0000-4000-8000-000000000000', question))).status).toBe(
      404,
    );
    expect((await rejection(agents.answer('no-such-agent', question))).status).toBe(400);
    // A follow-up without its conversation is refused.
    expect((await rejection(agents.followUp(id, { q: 'And?' } as never))).status).toBe(400);
  });

  it('an answer streams server-sent events that carry the conversation id and token for a follow-up', async () => {
    await env.seed(corpusSeed);
    const agents = env.client().knowledge.agents;
    const { id } = (await agents.create(agent)) as { id: string };
    const other = (await agents.create({ ...agent, name: 'Other agent' })) as { id: string };
    const first = messagesOf(await agents.answer(id, { q: 'How do I install it?' }));
    expect(first.map((message) => message.payloadType).slice(-2)).toEqual([
      'genqa.citationsType',
      'genqa.endOfStreamType',
    ]);
    const { conversationId, conversationToken } = first[0].payload;
    expect(conversationId).toEqual(expect.any(String));
    expect(conversationToken).toEqual(expect.any(String));
    expect(first.at(-1)!.payload).toEqual({ answerGenerated: true });

    // A follow-up continues the conversation; another answer opens another one.
    const next = messagesOf(
      await agents.followUp(id, { q: 'And install on Linux?', conversationId, conversationToken }),
    );
    expect(next[0].payload).toMatchObject({ conversationId, conversationToken });
    const again = messagesOf(await agents.answer(id, { q: 'How do I install it?' }));
    expect(again[0].payload.conversationId).not.toBe(conversationId);

    // Not with another token, another agent, or a conversation never opened.
    for (const [agentId, body] of [
      [id, { q: 'And?', conversationId, conversationToken: 'not-its-token' }],
      [other.id, { q: 'And?', conversationId, conversationToken }],
      [id, { q: 'And?', conversationId: 'no-such-conversation', conversationToken }],
    ] as const) {
      expect((await rejection(agents.followUp(agentId, body))).status).toBe(404);
    }
  });
});
