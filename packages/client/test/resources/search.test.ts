import type { SearchRequest, SearchResponse, SearchResult } from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { corpusSeed } from './searchSupport';

const env = useEmulator();
const org = DEFAULT_ORGANIZATION_ID;

describe('search', () => {
  it('sends the query as the JSON body, viewAllContent and organizationId in the query string', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const response = await client.search.query(
      { q: 'install', numberOfResults: 5 },
      { viewAllContent: true },
    );
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: '/rest/search/v2',
      query: `organizationId=${org}&viewAllContent=true`,
      endpoint: 'search.query',
    });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(JSON.parse(wire.body)).toEqual({ q: 'install', numberOfResults: 5 });
    expect(response.pipeline).toBe('default');
    expect(response).toMatchObject({
      apiVersion: 2,
      index: `${org}-index-1`,
      termsToHighlight: { install: ['install'] },
      phrasesToHighlight: {},
      facets: [],
      groupByResults: [],
      triggers: [],
    });
    expect(response.requestDuration).toBeGreaterThanOrEqual(response.indexDuration);
    expect(response.results).toHaveLength(5);
    for (const result of response.results) {
      expect(`${result.title} ${result.excerpt}`.toLowerCase()).toContain('install');
      expect(result.raw.urihash).toBe(result.uniqueId);
      expect(['Docs', 'Forum']).toContain(result.raw.source);
      // Every place the keyword is in the excerpt is highlighted; the item has it, no term is absent.
      const highlighted = result.excerptHighlights.map(({ offset, length }) =>
        result.excerpt.slice(offset, offset + length).toLowerCase(),
      );
      expect(highlighted.length).toBe(result.excerpt.toLowerCase().match(/\binstall\b/g)?.length ?? 0);
      expect(new Set(highlighted)).toEqual(new Set(highlighted.length ? ['install'] : []));
      expect(result).toMatchObject({
        absentTerms: [],
        childResults: [],
        parentResult: null,
        hasHtmlVersion: true,
      });
    }
  });

  it('counts facets and groupBy values; a selected facet value narrows the results; triggers apply', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const facets = await client.search.query({
      numberOfResults: 1,
      facets: [
        { field: 'source', currentValues: [{ value: 'Forum', state: 'selected' }] },
        { field: 'documenttype', numberOfValues: 2 },
      ],
      groupBy: [{ field: '@source' }],
    });
    expect(facets.totalCount).toBe(40);
    // A facet counts over what the other facets keep: its own selection does not narrow it.
    expect(facets.facets[0]).toMatchObject({
      field: 'source',
      moreValuesAvailable: false,
      values: [
        { value: 'Docs', state: 'idle', numberOfResults: 60 },
        { value: 'Forum', state: 'selected', numberOfResults: 40 },
      ],
    });
    expect(facets.facets[1].values).toHaveLength(2);
    expect(facets.facets[1].moreValuesAvailable).toBe(true);
    expect(facets.facets[1].values.reduce((sum, v) => sum + v.numberOfResults, 0)).toBeLessThanOrEqual(40);
    expect(facets.groupByResults).toEqual([
      {
        field: 'source',
        values: [
          {
            value: 'Forum',
            lookupValue: 'Forum',
            numberOfResults: 40,
            score: 40,
            valueType: 'Standard',
            computedFieldResults: [],
          },
        ],
        globalComputedFieldResults: [],
      },
    ]);
    const excluded = await client.search.query({
      facets: [{ field: 'source', currentValues: [{ value: 'Forum', state: 'excluded' }] }],
    });
    expect(excluded.totalCount).toBe(60);

    const pipeline = await client.pipelines.create({ name: 'Triggers' });
    const condition = await client.pipelines.conditions.create({ definition: 'when $query contains "help"' });
    await client.pipelines.statements.create(pipeline.id, {
      feature: 'trigger',
      definition: 'notify "Call us at 555-0100"',
      condition: condition.id,
    });
    const helped = await client.search.query({ q: 'help', pipeline: 'Triggers' });
    expect(helped.triggers).toEqual([{ type: 'notify', content: 'Call us at 555-0100' }]);
    expect((await client.search.query({ q: 'docs', pipeline: 'Triggers' })).triggers).toEqual([]);
  });

  it('matches every keyword, pages with firstResult and numberOfResults, and reports totalCount', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const all = await client.search.query({ numberOfResults: 1000 });
    expect(all.totalCount).toBe(100);
    const docs = await client.search.query({ q: 'docs', numberOfResults: 1000 });
    expect(docs.totalCount).toBe(60);
    const both = await client.search.query({ q: 'docs install', numberOfResults: 1000 });
    expect(both.totalCount).toBeGreaterThan(0);
    expect(both.totalCount).toBeLessThan(docs.totalCount);
    expect(both.results.every((r) => r.raw.source === 'Docs' && r.raw.topic === 'installation')).toBe(true);
    const first = await client.search.query({ q: 'docs', firstResult: 0, numberOfResults: 7 });
    const second = await client.search.query({ q: 'docs', firstResult: 7, numberOfResults: 7 });
    expect(second.totalCount).toBe(60);
    expect(second.results.map((r) => r.uniqueId)).toEqual(docs.results.slice(7, 14).map((r) => r.uniqueId));
    expect(first.results.map((r) => r.uniqueId)).toEqual(docs.results.slice(0, 7).map((r) => r.uniqueId));
    // Deterministic: the same query answers the same items.
    expect((await client.search.query({ q: 'docs', numberOfResults: 7 })).results).toEqual(first.results);
    const error = await rejection(client.search.query({ numberOfResults: 5000 }));
    expect(error.status).toBe(400);
    // The raw fields a result carries: only those named, or all but those left out.
    const [only] = (await client.search.query({ q: 'docs', fieldsToInclude: ['source', 'topic'] })).results;
    expect(Object.keys(only.raw).sort()).toEqual(['source', 'topic']);
    const [without] = (await client.search.query({ q: 'docs', fieldsToExclude: ['topic'] })).results;
    expect(without.raw).toHaveProperty('source');
    expect(without.raw).not.toHaveProperty('topic');
  });

  it('follows the sources: a refresh that adds items adds search results', async () => {
    const client = env.client();
    expect((await client.search.query({})).totalCount).toBe(0);
    const source = await client.sources.create({
      name: 'Site',
      sourceType: 'WEB2',
      urls: ['https://site.example.com/'],
    });
    await new Promise((resolve) => setTimeout(resolve, 80));
    await client.sources.startRefresh(source.id);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const documents = (await client.sources.get(source.id))?.information?.numberOfDocuments;
    expect(documents).toBeGreaterThan(0);
    const answer = await client.search.query({ numberOfResults: 3 });
    expect(answer.totalCount).toBe(documents);
    expect(answer.results[0].uri).toMatch(/^https:\/\/site\.example\.com\//);
  });

  it('an admin sees a rule change the results: filter statement, featured result, group deactivated', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const pipeline = await client.pipelines.create({ name: 'Support' });
    const query = { q: 'install', pipeline: 'Support', numberOfResults: 1000 };
    const before = await client.search.query(query);
    expect(before.pipeline).toBe('Support');
    const forumCount = before.results.filter((r) => r.raw.source === 'Forum').length;
    expect(forumCount).toBeGreaterThan(0);

    await client.pipelines.statements.create(pipeline.id, {
      feature: 'filter',
      definition: 'filter aq `@source==Docs`',
    });
    const filtered = await client.search.query(query);
    expect(filtered.totalCount).toBe(before.totalCount - forumCount);
    expect(filtered.results.every((r) => r.raw.source === 'Docs')).toBe(true);
    // The default pipeline is untouched.
    expect((await client.search.query({ ...query, pipeline: undefined })).totalCount).toBe(before.totalCount);

    const last = filtered.results[filtered.results.length - 1];
    const ranking = await client.pipelines.resultRankings.create(pipeline.id, {
      name: 'Pin one',
      kind: 'featured_result',
      predicates: [
        {
          kind: 'basicExpressionAndLocalePredicate',
          basicQueryExpression: 'install',
          matchOperator: { kind: 'contains' },
        },
      ],
      targets: [{ uniqueId: last.uniqueId }],
    });
    const featured = await client.search.query({ ...query, numberOfResults: 3 });
    expect(featured.results[0]).toMatchObject({ uniqueId: last.uniqueId, isTopResult: true });
    expect(featured.results.slice(1).every((r) => !r.isTopResult)).toBe(true);
    expect(featured.totalCount).toBe(filtered.totalCount);
    // The predicate does not hold for another query: no featured result.
    const other = await client.search.query({ q: 'docs', pipeline: 'Support', numberOfResults: 1 });
    expect(other.results[0].isTopResult).toBe(false);
    // A QPL predicate: the rule holds when its condition does.
    const qpl = await client.pipelines.resultRankings.create(pipeline.id, {
      name: 'Pin for docs',
      kind: 'featured_result',
      predicates: [{ kind: 'qplPredicate', code: '$query contains "docs"' }],
      targets: [{ uniqueId: last.uniqueId }],
    });
    const pinned = await client.search.query({ q: 'docs', pipeline: 'Support', numberOfResults: 1 });
    expect(pinned.results[0]).toMatchObject({ uniqueId: last.uniqueId, isTopResult: true });
    await client.pipelines.resultRankings.delete(pipeline.id, qpl.id);

    // In a statement group that is switched off, the rule stops applying.
    const group = await client.pipelines.statementGroups.create(pipeline.id, {
      name: 'Launch',
      type: 'permanent',
      isActive: true,
    });
    await client.pipelines.statementGroups.updateAssociations(pipeline.id, group.id, {
      toAdd: [{ featureType: 'resultRankings', ruleId: ranking.id }],
    });
    await client.pipelines.statementGroups.setActive(pipeline.id, group.id, false);
    const off = await client.search.query({ ...query, numberOfResults: 1 });
    expect(off.results[0].isTopResult).toBe(false);
    expect(off.results[0].uniqueId).toBe(filtered.results[0].uniqueId);
  });

  it('routes a query that names no pipeline to the first pipeline whose condition it meets', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const condition = await client.pipelines.conditions.create({
      definition: 'when $searchHub is "support"',
    });
    const support = await client.pipelines.create({ name: 'Support', condition: { id: condition.id } });
    await client.pipelines.statements.create(support.id, {
      feature: 'filter',
      definition: 'filter aq `@source==Forum`',
    });
    const routed = await client.search.query({ q: 'install', searchHub: 'support', numberOfResults: 1000 });
    expect(routed.pipeline).toBe('Support');
    expect(routed.results.every((r) => r.raw.source === 'Forum')).toBe(true);
    // Another hub meets no condition: the default pipeline; a pipeline named wins over the routing.
    expect((await client.search.query({ q: 'install', searchHub: 'sales' })).pipeline).toBe('default');
    const named = await client.search.query({ q: 'install', searchHub: 'support', pipeline: 'default' });
    expect(named.pipeline).toBe('default');
    const replay = await client.search.analysis.replay({ id: routed.searchUid });
    expect(replay.execution[0]).toMatchObject({
      selectedPipeline: { id: support.id, name: 'Support' },
      selectionCause: { type: 'CONDITION_ROUTING' },
    });
  });

  it('creates tokens, lists field values, reads an item, searches facet values, suggests queries', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const { token } = await client.search.createToken({
      userIds: [
        {
          name: 'ann@example.com',
          type: 'User',
          provider: 'Email Security Provider',
          infos: {},
          authCookie: '',
          password: '',
        },
      ],
    });
    expect(token).toMatch(/^x[0-9a-f]{48}$/);
    expect((await env.lastRequest()).query).toBe(`organizationId=${org}`);
    expect((await rejection(client.search.createToken({ userIds: [] }))).status).toBe(400);
    const partial = await rejection(
      client.search.createToken({ userIds: [{ name: 'ann@example.com', provider: 'Email' }] as never }),
    );
    expect(partial.message).toContain("the body's /userIds/0/authCookie is required");

    const values = await client.search.listFieldValues({ field: '@source' });
    expect((await env.lastRequest()).query).toBe(`organizationId=${org}&field=%40source`);
    expect(values?.values).toEqual([
      { value: 'Docs', lookupValue: 'Docs', numberOfResults: 60 },
      { value: 'Forum', lookupValue: 'Forum', numberOfResults: 40 },
    ]);
    const pattern = await client.search.listFieldValues({ field: 'source', pattern: 'f*' });
    expect(pattern?.values.map((v) => v.value)).toEqual(['Forum']);
    // patternType: an edit away (EditDistance), or sounding alike (Phonetic), as `~=` and `%=` match.
    const near = await client.search.listFieldValues({
      field: 'source',
      pattern: 'dogs',
      patternType: 'EditDistance',
    });
    expect((await env.lastRequest()).query).toBe(
      `organizationId=${org}&field=source&pattern=dogs&patternType=EditDistance`,
    );
    expect(near?.values.map((v) => v.value)).toEqual(['Docs']);
    const alike = await client.search.listFieldValuesByPost({
      field: 'source',
      pattern: 'Forrum',
      patternType: 'Phonetic',
    });
    expect(alike.values?.map((v) => v.value)).toEqual(['Forum']);
    const regex = await client.search.listFieldValues({
      field: 'source',
      pattern: '^d',
      patternType: 'Regex',
    });
    expect(regex?.values.map((v) => v.value)).toEqual(['Docs']);

    const [first] = (await client.search.query({ numberOfResults: 1 })).results;
    expect(await client.search.getDocument({ uniqueId: first.uniqueId })).toEqual(first);
    expect((await rejection(client.search.getDocument({ uniqueId: 'nope' }))).status).toBe(404);

    const facet = await client.search.searchFacet({ field: 'source', query: 'do*' });
    expect(facet).toEqual({
      values: [{ displayValue: 'Docs', rawValue: 'Docs', count: 60 }],
      moreValuesAvailable: false,
    });

    const html = await client.search.previewHtml({ q: 'install' }, { uniqueId: first.uniqueId });
    expect(html).toContain(`<title>${first.title}</title>`);

    const suggestions = await client.search.querySuggest({ q: 'inst' });
    expect(suggestions.responseId).toMatch(/^[0-9a-f-]{36}$/);
    expect(suggestions.completions.length).toBeGreaterThan(0);
    expect(suggestions.completions.every((c) => c.expression?.startsWith('inst'))).toBe(true);
  });

  it('lists the fields a search can use', async () => {
    const client = env.client();
    const fields = (await client.search.listFields())?.fields ?? [];
    expect(fields.find((f) => f.name === '@date')).toEqual({
      name: '@date',
      nativeName: 'date',
      type: 'Date',
      fieldType: 'DATE',
      fieldSourceType: 'System',
      description: '',
      defaultValue: '',
      includeInQuery: true,
      includeInResults: true,
      groupByField: false,
      splitGroupByField: false,
      sortByField: true,
    });
    await client.fields.create({ name: 'brand', type: 'STRING', facet: true, description: 'Brand' });
    expect((await client.search.listFields())?.fields.find((f) => f.name === '@brand')).toMatchObject({
      type: 'String',
      fieldSourceType: 'Custom',
      description: 'Brand',
      groupByField: true,
    });
  });

  it('replays a logged query through the pipelines as they are now', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const pipeline = await client.pipelines.create({ name: 'Replayed' });
    const filter = await client.pipelines.statements.create(pipeline.id, {
      feature: 'filter',
      definition: 'filter aq `@source==Docs`',
    });
    const first = await client.search.query({ q: 'docs', numberOfResults: 2, pipeline: 'Replayed' });
    const range = {
      from: new Date(Date.now() - 60_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    };
    const replay = await client.search.analysis.replay({ id: first.searchUid, dateRange: range });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: '/rest/search/v3/analysis/inspect/replay',
      query: `organizationId=${org}`,
    });
    expect(JSON.parse(wire.body)).toEqual({ dateRange: range, id: first.searchUid });
    expect(replay.requestParameters).toEqual({ q: 'docs', numberOfResults: 2, pipeline: 'Replayed' });
    expect(replay.totalResultsCount).toBe(first.totalCount);
    expect(replay.results).toEqual(
      first.results.map((r) => ({ title: r.title, clickUri: r.clickUri, fields: r.raw })),
    );
    expect(replay.execution.map((step) => step.type)).toEqual([
      'pipelineSelection',
      'filters',
      'rankingExpressions',
      'featuredResults',
      'indexQuery',
    ]);
    expect(replay.execution[0]).toMatchObject({
      selectedPipeline: { id: pipeline.id, name: 'Replayed' },
      selectionCause: { type: 'PARAMETER_PIPELINE' },
    });
    expect(replay.execution[1]).toMatchObject({
      totalCount: 1,
      appliedCount: 1,
      applied: [{ id: filter.id, affectedRequestParameters: [{ name: 'aq', value: '@source==Docs' }] }],
    });
    // A featured result added since: the replay runs the pipeline as it is now.
    const pinned = first.results[1];
    const rule = await client.pipelines.resultRankings.create(pipeline.id, {
      name: 'Pin',
      kind: 'featured_result',
      targets: [{ uniqueId: pinned.uniqueId }],
    });
    const again = await client.search.analysis.replay({ id: first.searchUid, dateRange: range });
    expect(again.results[0].clickUri).toBe(pinned.clickUri);
    expect(again.execution[3]).toMatchObject({
      totalCount: 1,
      appliedCount: 1,
      applied: [{ id: rule.id, affectedResultsPosition: [1] }],
    });
    const old = { from: '2020-01-01T00:00:00Z', to: '2020-01-02T00:00:00Z' };
    expect(
      (await rejection(client.search.analysis.replay({ id: first.searchUid, dateRange: old }))).status,
    ).toBe(404);
  });

  it('checks the organization: 403 for one the token may not use, 404 for an unknown one', async () => {
    const client = env.client();
    expect((await rejection(client.search.query({}, { organizationId: 'emulator-other-org' }))).status).toBe(
      403,
    );
    expect((await rejection(client.search.query({}, { organizationId: 'nowhere' }))).status).toBe(404);
  });
});

/** A push source holding items, each its document id and its Push API body (metadata become fields). */
async function pushItems(items: Record<string, Record<string, string>>) {
  const client = env.client();
  const source = await client.sources.create({ name: 'Mail', sourceType: 'PUSH' });
  for (const [documentId, body] of Object.entries(items))
    await client.pushApi.documents.addOrUpdate(source.id, body, { documentId });
}

/** A text longer than the default excerpt (200 characters). */
const EXPENSES =
  'Budgets are reviewed every quarter. The finance team approves each budget. Travel costs need a ' +
  'receipt. Every receipt is checked by the finance team before payment. Late receipts delay the ' +
  'payment of travel costs by a month.';

describe('search: what the results show', () => {
  it('cuts excerpts at excerptLength, and adds first sentences and a summary when asked for', async () => {
    await pushItems({ 'mail://expenses': { title: 'Expenses', data: EXPENSES } });
    const client = env.client();
    const [plain] = (await client.search.query({ q: 'receipt' })).results;
    // The sentences that hold the keyword, in their order: the text does not fit in 200 characters.
    expect(plain.excerpt).toBe(
      'Travel costs need a receipt. Every receipt is checked by the finance team before payment.',
    );
    expect(plain.excerptHighlights).toEqual([
      { offset: 20, length: 7 },
      { offset: 35, length: 7 },
    ]);
    expect(plain).toMatchObject({ firstSentences: null, summary: null, summaryHighlights: [] });

    const request = { q: 'receipt', excerptLength: 40, retrieveFirstSentences: true, summaryLength: 80 };
    const [shaped] = (await client.search.query(request)).results;
    expect(JSON.parse((await env.lastRequest()).body)).toEqual(request);
    expect(shaped.excerpt).toBe('Travel costs need a receipt. Every recei');
    expect(shaped.excerptHighlights).toEqual([{ offset: 20, length: 7 }]);
    // First sentences: the text's start, as long as an excerpt may be.
    expect(shaped.firstSentences).toBe(EXPENSES.slice(0, 40));
    // A summary: whole sentences of the text, in its order, no longer than asked, whatever the query.
    const summary = String(shaped.summary);
    expect(summary.length).toBeGreaterThan(0);
    expect(summary.length).toBeLessThanOrEqual(80);
    const sentences = EXPENSES.split(/(?<=\.) /);
    const kept = sentences.filter((sentence) => summary.includes(sentence));
    expect(kept.join(' ')).toBe(summary);
    const [other] = (await client.search.query({ q: 'budget', summaryLength: 80 })).results;
    expect(other.summary).toBe(summary);
    // The query string takes them too.
    const [byGet] = (await client.search.queryByGet({ q: 'receipt', excerptLength: 40 }))?.results ?? [];
    expect(byGet.excerpt).toBe(shaped.excerpt);
    expect((await rejection(client.search.query({ q: 'receipt', excerptLength: -1 }))).status).toBe(400);
  });

  it('sorts results by sortCriteria: date or fields, ascending or descending, then the next criterion', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const dates = (response: SearchResponse) => response.results.map((r) => Number(r.raw.date));
    const relevance = await client.search.query({ q: 'docs', numberOfResults: 1000 });
    const newest = await client.search.query({
      q: 'docs',
      numberOfResults: 1000,
      sortCriteria: 'date descending',
    });
    expect(JSON.parse((await env.lastRequest()).body).sortCriteria).toBe('date descending');
    expect(newest.totalCount).toBe(relevance.totalCount);
    expect(dates(newest)).toEqual([...dates(relevance)].sort((a, b) => b - a));
    const oldest = await client.search.query({
      q: 'docs',
      numberOfResults: 1000,
      sortCriteria: 'date ascending',
    });
    expect(dates(oldest)).toEqual([...dates(relevance)].sort((a, b) => a - b));
    // A field first, the date for equal values; the first page of that order.
    const byKind = await client.search.query({
      q: 'docs',
      sortCriteria: '@documenttype ascending, date descending',
    });
    const expected = [...relevance.results].sort(
      (a, b) =>
        String(a.raw.documenttype).localeCompare(String(b.raw.documenttype)) ||
        Number(b.raw.date) - Number(a.raw.date),
    );
    expect(byKind.results.map((r) => r.uniqueId)).toEqual(expected.slice(0, 10).map((r) => r.uniqueId));
    // Relevance is the default; nosort leaves the order open (here, that of relevance).
    for (const sortCriteria of ['relevancy', 'nosort']) {
      const same = await client.search.query({ q: 'docs', numberOfResults: 1000, sortCriteria });
      expect(same.results.map((r) => r.uniqueId)).toEqual(relevance.results.map((r) => r.uniqueId));
    }
    const refused = await rejection(client.search.query({ q: 'docs', sortCriteria: 'size descending' }));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('sortCriteria');
  });

  it('with enableDuplicateFiltering, leaves out the items much like one ranked before them', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const kind = (result: SearchResult) =>
      `${result.raw.source}/${result.raw.topic}/${result.raw.documenttype}`;
    const all = await client.search.query({ q: 'docs', numberOfResults: 1000 });
    expect(all.totalCount).toBe(60);
    const unique = await client.search.query({
      q: 'docs',
      numberOfResults: 1000,
      enableDuplicateFiltering: true,
    });
    expect(JSON.parse((await env.lastRequest()).body).enableDuplicateFiltering).toBe(true);
    // Items of one source, topic and kind differ by their number only: one of each is kept, the first.
    const kinds = [...new Set(all.results.map(kind))];
    expect(unique.results.map(kind)).toEqual(kinds);
    expect(unique.totalCount).toBe(kinds.length);
    expect(unique.results.map((r) => r.uniqueId)).toEqual(
      kinds.map((k) => all.results.find((r) => kind(r) === k)?.uniqueId),
    );
    // Only the results up to the last one asked for are compared: the total counts the others.
    const page = await client.search.query({ q: 'docs', numberOfResults: 5, enableDuplicateFiltering: true });
    expect(page.results).toEqual(unique.results.slice(0, 5));
    expect(page.totalCount).toBeGreaterThan(unique.totalCount);
  });

  it('folds results by filterField, with their children and, by parentField and childField, their parent', async () => {
    // A thread of three messages (a2 answers a1, a3 answers a2), a thread of one, a message of none.
    await pushItems({
      'mail://a1': { title: 'Plan', data: 'Plan the budget of next year.', thread: 'a', msgid: 'a1' },
      'mail://a2': { title: 'Re: budget plan', data: 'Agreed.', thread: 'a', msgid: 'a2', replyto: 'a1' },
      'mail://a3': {
        title: 'Re: plan',
        data: 'The budget is approved.',
        thread: 'a',
        msgid: 'a3',
        replyto: 'a2',
      },
      'mail://b1': { title: 'Travel budget', data: 'Trips.', thread: 'b', msgid: 'b1' },
      'mail://c1': { title: 'Budget notes', data: 'Notes.' },
    });
    const client = env.client();
    const uri = (result: SearchResult | null) => result?.uri;
    const flat = await client.search.query({ q: 'budget' });
    expect(flat.results.map(uri)).toEqual(['mail://a2', 'mail://b1', 'mail://c1', 'mail://a1', 'mail://a3']);

    const request = { q: 'budget', filterField: '@thread', parentField: '@msgid', childField: '@replyto' };
    const folded = await client.search.query(request);
    expect(JSON.parse((await env.lastRequest()).body)).toEqual(request);
    // One result per thread, its best-ranked message; an item without a thread stands alone.
    expect(folded.totalCount).toBe(3);
    expect(folded.results.map(uri)).toEqual(['mail://a2', 'mail://b1', 'mail://c1']);
    const [thread, single, alone] = folded.results;
    expect(thread.childResults.map(uri)).toEqual(['mail://a1', 'mail://a3']);
    expect(thread.totalNumberOfChildResults).toBe(2);
    // a2 answers a1: a1 is its parent. Results in childResults and parentResult hold no others.
    expect(uri(thread.parentResult)).toBe('mail://a1');
    for (const related of [thread.parentResult!, ...thread.childResults])
      expect(related).toMatchObject({ parentResult: null, childResults: [], totalNumberOfChildResults: 0 });
    expect(single).toMatchObject({ parentResult: null, childResults: [], totalNumberOfChildResults: 0 });
    expect(alone).toMatchObject({ parentResult: null, childResults: [], totalNumberOfChildResults: 0 });

    // filterFieldRange: how many children a result shows (5 by default), not how many it has.
    const one = await client.search.query({ ...request, filterFieldRange: 1 });
    expect(one.results[0].childResults.map(uri)).toEqual(['mail://a1']);
    expect(one.results[0].totalNumberOfChildResults).toBe(2);
    // Folding and duplicate filtering exclude one another: folding wins.
    const both = await client.search.query({ ...request, enableDuplicateFiltering: true });
    expect(both.results.map(uri)).toEqual(folded.results.map(uri));
    // Pages page the folded results.
    const second = await client.search.query({ ...request, firstResult: 1, numberOfResults: 1 });
    expect(second.results.map(uri)).toEqual(['mail://b1']);
  });

  it('expands keywords with * (wildcards) and ? (questionMark) to the words of the items', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const installation = await client.search.query({ q: 'installation', numberOfResults: 1000 });
    expect(installation.totalCount).toBeGreaterThan(0);
    const ids = installation.results.map((r) => r.uniqueId);
    // Without wildcards, * and ? separate words: 'instal' is no word of the items.
    expect((await client.search.query({ q: 'instal*' })).totalCount).toBe(0);

    const expanded = await client.search.query({ q: 'instal*', wildcards: true, numberOfResults: 1000 });
    expect(JSON.parse((await env.lastRequest()).body)).toMatchObject({ q: 'instal*', wildcards: true });
    expect(expanded.results.map((r) => r.uniqueId)).toEqual(ids);
    expect(Object.keys(expanded.termsToHighlight)).toEqual(['instal*']);
    expect([...expanded.termsToHighlight['instal*']].sort()).toEqual(['install', 'installation']);
    const [first] = expanded.results;
    expect(first.absentTerms).toEqual([]);
    expect(first.titleHighlights).toEqual([{ offset: 0, length: 'installation'.length }]);

    // `?` stands for one character with questionMark only.
    expect((await client.search.query({ q: 'instal?', wildcards: true })).totalCount).toBe(0);
    const marked = await client.search.query({
      q: 'inst?ll',
      wildcards: true,
      questionMark: true,
      numberOfResults: 1000,
    });
    expect(marked.results.map((r) => r.uniqueId)).toEqual(ids);
    // questionMark alone does nothing.
    expect((await client.search.query({ q: 'inst?ll', questionMark: true })).totalCount).toBe(0);
    // With another keyword, both must match.
    const docs = await client.search.query({ q: 'docs instal*', wildcards: true, numberOfResults: 1000 });
    expect(docs.totalCount).toBeGreaterThan(0);
    expect(docs.results.every((r) => r.raw.source === 'Docs' && r.raw.topic === 'installation')).toBe(true);
  });

  it('reads lowercase and, or, not and near as operators with lowercaseOperators and the query syntax', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const count = async (request: SearchRequest) => (await client.search.query(request)).totalCount;
    const syntax = { enableQuerySyntax: true, numberOfResults: 0 };
    const [installation, billing] = [await count({ q: 'installation' }), await count({ q: 'billing' })];
    expect(installation * billing).toBeGreaterThan(0);
    // Without it, `or` is a word that no item has.
    expect(await count({ ...syntax, q: 'installation or billing' })).toBe(0);
    const either = { ...syntax, q: 'installation or billing', lowercaseOperators: true };
    expect(await count(either)).toBe(installation + billing);
    expect(JSON.parse((await env.lastRequest()).body)).toMatchObject({ lowercaseOperators: true });
    const docs = await count({ q: 'docs' });
    const docsInstallation = await count({ q: 'docs installation' });
    expect(await count({ ...syntax, q: 'docs not installation', lowercaseOperators: true })).toBe(
      docs - docsInstallation,
    );
    // Upper-case operators need no flag; a quoted phrase keeps its words; without the syntax, nothing changes.
    expect(await count({ ...syntax, q: 'installation OR billing' })).toBe(installation + billing);
    expect(await count({ ...either, q: '"installation or billing"' })).toBe(0);
    expect(await count({ q: 'installation or billing', lowercaseOperators: true })).toBe(0);
  });

  it('with enableWordCompletion, suggests what was typed with its last word completed first', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const plain = await client.search.querySuggestByGet({ q: 'inst' });
    expect(plain?.completions.map((c) => c.expression)).not.toContain('installation');
    const completed = await client.search.querySuggestByGet({ q: 'inst', enableWordCompletion: true });
    expect((await env.lastRequest()).query).toBe(`organizationId=${org}&q=inst&enableWordCompletion=true`);
    const [best, ...rest] = completed?.completions ?? [];
    expect(best.expression).toBe('installation');
    expect(rest.map((c) => c.expression)).toEqual(plain?.completions.slice(0, 4).map((c) => c.expression));
    expect(rest.every((c) => (c.score ?? 0) < (best.score ?? 0))).toBe(true);
    // The POST body takes it too; a completion that is a suggestion already comes first, once.
    const posted = await client.search.querySuggest({ q: 'inst', enableWordCompletion: true, count: 2 });
    expect(posted.completions.map((c) => c.expression)).toEqual(['installation', rest[0].expression]);
    const whole = await client.search.querySuggest({ q: 'Installation gu', enableWordCompletion: true });
    expect(whole.completions.map((c) => c.expression)).toEqual(['installation guide']);
  });

  it('cuts an item’s HTML to about requestedOutputSize bytes', async () => {
    await pushItems({ 'mail://expenses': { title: 'Expenses', data: EXPENSES } });
    const client = env.client();
    const [item] = (await client.search.query({ q: 'receipt' })).results;
    const whole = await client.search.previewHtmlByGet({ uniqueId: item.uniqueId, q: 'receipt' });
    // The whole page holds the item's whole text (the default, 0, asks for the whole page).
    expect(whole).toContain('by a month.</p>');
    expect(
      await client.search.previewHtmlByGet({ uniqueId: item.uniqueId, q: 'receipt', requestedOutputSize: 0 }),
    ).toBe(whole);
    const cut = String(
      await client.search.previewHtml(
        { q: 'receipt' },
        { uniqueId: item.uniqueId, requestedOutputSize: 300 },
      ),
    );
    expect((await env.lastRequest()).query).toBe(
      `organizationId=${org}&uniqueId=${item.uniqueId}&requestedOutputSize=300`,
    );
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(300);
    expect(Buffer.byteLength(cut)).toBeGreaterThan(250);
    expect(cut).toMatch(
      /^<!DOCTYPE html>.*<title>Expenses<\/title>.*<p>Budgets are .*<\/p><\/body><\/html>$/,
    );
    expect(String(whole).length).toBeGreaterThan(cut.length);
    // A size smaller than the page without text keeps the title only.
    const tiny = await client.search.v3.previewHtml({}, { uniqueId: item.uniqueId, requestedOutputSize: 10 });
    expect(tiny).toContain('<h1>Expenses</h1><p></p>');
  });
});

describe('search tokens and the permissions of items', () => {
  const userId = (name: string) => ({
    name,
    type: 'User' as const,
    provider: 'Email Security Provider',
    infos: {},
    authCookie: '',
    password: '',
  });
  const allowed = (...names: string[]) =>
    names.map((identity) => ({ identity, identityType: 'User' as const, securityProvider: 'corp' }));
  /** A push source with an item for everyone, one for ann, one for the engineering group (bob is in it), one denying ann. */
  async function securedItems() {
    const client = env.client();
    const source = await client.sources.create({ name: 'Handbook', sourceType: 'PUSH', pushEnabled: true });
    const items: Array<[string, unknown[] | undefined]> = [
      ['Holidays', undefined],
      ['Ann salary', [{ allowedPermissions: allowed('ann@example.com') }]],
      [
        'Engineering roadmap',
        [
          {
            allowedPermissions: [
              { identity: 'engineering', identityType: 'Group', securityProvider: 'corp' },
            ],
          },
        ],
      ],
      ['Not for ann', [{ allowAnonymous: true, deniedPermissions: allowed('ann@example.com') }]],
    ];
    for (const [title, permissions] of items)
      await client.pushApi.documents.addOrUpdate(
        source.id,
        { title, data: `${title}: handbook page.`, ...(permissions ? { permissions } : {}) } as never,
        { documentId: `https://handbook.example.com/${encodeURIComponent(title)}` },
      );
    await client.securityProviders.createOrUpdate('corp', { name: 'corp', type: 'EXPANDED' });
    await client.pushApi.updateIdentity('corp', {
      identity: { name: 'engineering', type: 'GROUP' },
      members: [{ name: 'bob@example.com', type: 'USER' }],
    });
  }
  const titles = (response: SearchResponse) => (response.results ?? []).map((r) => r.title).sort();
  const tokenFor = async (name: string, claims: Record<string, unknown> = {}) =>
    (await env.client().search.createToken({ userIds: [userId(name)], ...claims })).token;

  it('searches as the identities of a search token: each sees the items allowed to them or their groups', async () => {
    await securedItems();
    const as = (token: string) => env.client({ accessToken: token }).search.query({ q: 'handbook' });
    expect(titles(await as(await tokenFor('ann@example.com')))).toEqual(['Ann salary', 'Holidays']);
    expect(titles(await as(await tokenFor('bob@example.com')))).toEqual([
      'Engineering roadmap',
      'Holidays',
      'Not for ann',
    ]);
    // The v3 token (a JWT of its claims) searches the same way.
    const v3 = await env.client().search.v3.createToken({ userIds: [userId('ann@example.com')] });
    expect(titles(await as(v3.token!))).toEqual(['Ann salary', 'Holidays']);
    // An API key searches as no one: the items without permissions, and those allowing anonymous users.
    const key = await env.client().apiKeys.create({
      displayName: 'search page',
      privileges: [{ owner: 'SEARCH_API', targetDomain: 'EXECUTE_QUERY' }],
    });
    expect(titles(await as(key.value!))).toEqual(['Holidays', 'Not for ann']);
    // An administrator sees every item with viewAllContent, and an item by its id only where they may see it.
    const admin = env.client();
    expect(titles(await admin.search.query({ q: 'handbook' }, { viewAllContent: true }))).toHaveLength(4);
    const [secret] = (await admin.search.query({ q: 'salary' }, { viewAllContent: true })).results ?? [];
    const ann = env.client({ accessToken: await tokenFor('ann@example.com') });
    const bob = env.client({ accessToken: await tokenFor('bob@example.com') });
    expect((await ann.search.getDocument({ uniqueId: secret.uniqueId })).title).toBe('Ann salary');
    expect((await rejection(bob.search.getDocument({ uniqueId: secret.uniqueId }))).status).toBe(404);
    // A search token cannot see everything.
    expect(titles(await bob.search.query({ q: 'handbook' }, { viewAllContent: true }))).toHaveLength(3);
  });

  it('keeps every query of a search token to its search hub, pipeline and filter, until it expires; it makes no other call', async () => {
    await env.seed(corpusSeed);
    const client = env.client();
    const condition = await client.pipelines.conditions.create({
      definition: 'when $searchHub is "Support"',
    });
    await client.pipelines.create({ name: 'Support', condition: { id: condition.id } });
    await client.pipelines.create({ name: 'Campaign' });
    // The token's search hub wins over the request's: the query goes where that hub routes it.
    const hub = await tokenFor('ann@example.com', { searchHub: 'Support', filter: '@source==Forum' });
    const scoped = env.client({ accessToken: hub });
    const answer = await scoped.search.query({ q: '', searchHub: 'Marketing', numberOfResults: 100 });
    expect(answer.pipeline).toBe('Support');
    expect(new Set(answer.results?.map((r) => r.raw.source))).toEqual(new Set(['Forum']));
    expect(answer.totalCount).toBe(40);
    // The filter holds in field values too; the request's own expressions narrow it further.
    const values = await scoped.search.listFieldValues({ field: '@source' });
    expect(values.values.map((v) => v.value)).toEqual(['Forum']);
    expect((await scoped.search.query({ aq: '@source==Docs' })).totalCount).toBe(0);
    // The token's pipeline wins over the request's.
    const pinned = env.client({ accessToken: await tokenFor('ann@example.com', { pipeline: 'Campaign' }) });
    expect((await pinned.search.query({ q: '', pipeline: 'Support' })).pipeline).toBe('Campaign');
    // It searches only: another call, or a token of its own, is forbidden.
    const forbidden = await rejection(scoped.sources.list());
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toMatch(/A search token only runs queries/);
    const own = scoped.search.createToken({ userIds: [userId('eve@example.com')] });
    expect((await rejection(own)).status).toBe(403);
    // Once expired, it is refused.
    const brief = env.client({ accessToken: await tokenFor('ann@example.com', { validFor: 100 }) });
    expect((await brief.search.query({ q: '' })).totalCount).toBe(100);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const expired = await rejection(brief.search.query({ q: '' }));
    expect(expired.status).toBe(401);
    expect(expired.message).toMatch(/expired/);
  });
});
