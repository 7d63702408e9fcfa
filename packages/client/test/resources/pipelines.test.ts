import type {
  ListPipelinesQuery,
  ListResultRankingsQuery,
  RankingExpressionProps,
} from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_TOKEN,
  rejection,
  sleep,
  useEmulator,
} from '../../../../test/support';

const env = useEmulator();
const org = DEFAULT_ORGANIZATION_ID;
const v1 = '/rest/search/v1/admin/pipelines';
const v2 = (id: string) => `/rest/search/v2/admin/pipelines/${id}`;

describe('pipelines', () => {
  it('creates, lists, reads, updates, duplicates (statements copied) and deletes pipelines', async () => {
    const client = env.client();
    const created = await client.pipelines.create({ name: 'Community', description: 'Forum searches' });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: v1,
      query: `organizationId=${org}`,
      endpoint: 'pipelines.create',
    });
    expect(JSON.parse(wire.body)).toEqual({ name: 'Community', description: 'Forum searches' });
    expect(created).toMatchObject({ name: 'Community', isDefault: false, position: 1 });

    // Every pipeline, in one answer, unless paging is asked for.
    const list = await client.pipelines.list();
    expect(list?.items.map((p) => [p.name, p.isDefault])).toEqual([
      ['default', true],
      ['Community', false],
    ]);
    expect(list?.totalEntries).toBe(2);
    const page = await client.pipelines.list({ enablePagination: true, perPage: 1, page: 1 });
    expect((await env.lastRequest()).query).toBe(
      `organizationId=${org}&enablePagination=true&page=1&perPage=1`,
    );
    expect(page).toMatchObject({ items: [{ name: 'Community' }], totalEntries: 2, totalPages: 2 });

    await client.pipelines.statements.create(created.id, {
      feature: 'filter',
      definition: 'filter aq `@source==Forum`',
    });
    await client.pipelines.statements.create(created.id, {
      feature: 'thesaurus',
      definition: 'expand "tv" to "television"',
    });
    expect((await client.pipelines.get(created.id))?.statementComposition).toEqual({
      filter: 1,
      thesaurus: 1,
      totalCount: 2,
    });

    const updated = await client.pipelines.update(created.id, { name: 'Community', isDefault: true });
    expect(await env.lastRequest()).toMatchObject({ method: 'PUT', path: `${v1}/${created.id}` });
    expect(updated.isDefault).toBe(true);
    expect((await client.pipelines.list())?.items.filter((p) => p.isDefault).map((p) => p.name)).toEqual([
      'Community',
    ]);
    expect((await rejection(client.pipelines.delete(created.id))).status).toBe(409);

    const copy = await client.pipelines.duplicate(created.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${v1}/${created.id}/duplicate`,
      body: '{}',
    });
    expect(copy).toMatchObject({ name: 'Copy of Community', isDefault: false });
    const copied = await client.pipelines.statements.list(copy.id);
    const original = await client.pipelines.statements.list(created.id);
    expect(copied?.statements.map((s) => s.definition)).toEqual(
      original?.statements.map((s) => s.definition),
    );
    expect(copied?.statements[0].id).not.toBe(original?.statements[0].id);

    // The platform answers a JSON string: the id of the pipeline deleted.
    expect(await client.pipelines.delete(copy.id)).toBe(copy.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${v1}/${copy.id}`,
      query: `organizationId=${org}`,
    });
    expect((await rejection(client.pipelines.get(copy.id))).status).toBe(404);
    expect((await rejection(client.pipelines.create({ name: 'community' }))).status).toBe(409);
    expect((await rejection(client.pipelines.create({ name: '' }))).status).toBe(400);
  });

  it('orders statements by position; move and update reorder; filters by feature', async () => {
    const client = env.client();
    const { id } = await client.pipelines.create({ name: 'P' });
    const a = await client.pipelines.statements.create(id, {
      feature: 'filter',
      definition: 'filter aq `@source==A`',
    });
    const b = await client.pipelines.statements.create(id, { feature: 'stop', definition: 'stop "the"' });
    const c = await client.pipelines.statements.create(id, {
      feature: 'filter',
      definition: 'filter aq `@source==C`',
      position: 1,
    });
    const order = async () => (await client.pipelines.statements.list(id))?.statements.map((s) => s.id);
    expect(await order()).toEqual([c.id, a.id, b.id]);

    const moved = await client.pipelines.statements.move(id, b.id, { position: 1 });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${v2(id)}/statements/${b.id}/move`,
      query: `organizationId=${org}`,
    });
    expect(JSON.parse(wire.body)).toEqual({ position: 1 });
    expect(moved.map((s) => [s.id, s.position])).toEqual([
      [b.id, 1],
      [c.id, 2],
      [a.id, 3],
    ]);
    await client.pipelines.statements.move(id, b.id, { after: a.id });
    expect(await order()).toEqual([c.id, a.id, b.id]);
    expect((await rejection(client.pipelines.statements.move(id, b.id, { position: 9 }))).status).toBe(400);

    const filters = await client.pipelines.statements.list(id, { feature: 'filter' });
    expect((await env.lastRequest()).query).toBe(`organizationId=${org}&feature=filter`);
    expect(filters?.statements.map((s) => s.id)).toEqual([c.id, a.id]);
    expect(filters).toMatchObject({ totalCount: 2, totalEntries: 2, totalPages: 1 });
    // Statements hold no others.
    expect(filters?.statements.map((s) => s.childrenCount)).toEqual([0, 0]);

    const updated = await client.pipelines.statements.update(id, a.id, {
      feature: 'filter',
      definition: 'filter aq `@source==Z`',
      position: 1,
    });
    expect(updated).toMatchObject({ definition: 'filter aq `@source==Z`', position: 1 });
    expect(await client.pipelines.statements.get(id, a.id)).toEqual(updated);

    const other = await client.pipelines.create({ name: 'Other' });
    const copies = await client.pipelines.statements.copy(id, {
      statementIds: [b.id],
      destinationPipelineId: other.id,
    });
    expect(copies.statements.map((s) => s.definition)).toEqual(['stop "the"']);
    expect(copies.totalCount).toBe(1);
    expect(
      (await client.pipelines.statements.bulkGet(id, [a.id, 'nope']))?.statements.map((s) => s.id),
    ).toEqual([a.id]);
    expect(await client.pipelines.statements.bulkDelete(id, [a.id, c.id])).toEqual({});
    expect(await order()).toEqual([b.id]);
    expect((await rejection(client.pipelines.statements.delete(id, a.id))).status).toBe(404);
    expect(
      (
        await rejection(
          // @ts-expect-error the platform refuses a feature it does not have, which the type leaves out
          client.pipelines.statements.create(id, { feature: 'nope', definition: 'x' }),
        )
      ).status,
    ).toBe(400);
  });

  it('exports statements as CSV text and imports them, in place of every statement or of one feature’s', async () => {
    const client = env.client();
    const { id } = await client.pipelines.create({ name: 'CSV' });
    const condition = await client.pipelines.conditions.create({ definition: 'when $query contains "tv"' });
    await client.pipelines.statements.create(id, {
      feature: 'thesaurus',
      definition: 'expand "tv" to "television, set"',
      condition: condition.id,
    });
    await client.pipelines.statements.create(id, {
      feature: 'stop',
      definition: 'stop "the"',
      description: 'articles',
    });
    const csv = await client.pipelines.statements.exportCsv(id);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${v2(id)}/statements/export` });
    const ids = (await client.pipelines.statements.list(id))?.statements.map((s) => s.id) ?? [];
    expect(csv).toBe(
      'id,feature,definition,description,condition,position\r\n' +
        `${ids[0]},thesaurus,"expand ""tv"" to ""television, set""",,"when $query contains ""tv""",1\r\n` +
        `${ids[1]},stop,"stop ""the""",articles,,2\r\n`,
    );
    expect(await client.pipelines.statements.exportCsv(id, { feature: 'stop' })).toMatch(
      /^id,[^\n]*\n[^\n]*stop[^\n]*\n$/,
    );

    const file =
      'feature,definition,description\r\nfilter,filter aq `@source==Docs`,docs only\r\nranking,boost `@filetype==pdf` by 20,\r\n';
    // The platform answers 204: the statements are read back with list.
    expect(await client.pipelines.statements.importCsv(id, file)).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${v2(id)}/statements/import`,
      query: `organizationId=${org}`,
    });
    expect(wire.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(wire.body).toContain('name="file"');
    expect(wire.body).toContain('filter aq `@source==Docs`');
    // Without a feature, the file's rows replace every statement.
    const imported = await client.pipelines.statements.list(id);
    expect(imported?.statements.map((s) => [s.feature, s.position])).toEqual([
      ['filter', 1],
      ['ranking', 2],
    ]);

    // With a feature, only that feature's rows are imported, in place of that feature's statements.
    await client.pipelines.statements.importCsv(id, csv!, { feature: 'thesaurus' });
    expect((await env.lastRequest()).query).toBe(`organizationId=${org}&feature=thesaurus`);
    const all = await client.pipelines.statements.list(id);
    expect(all?.statements.map((s) => s.feature)).toEqual(['filter', 'ranking', 'thesaurus']);
    // The condition column held a definition: the import found the existing condition.
    expect(all?.statements[2].condition?.id).toBe(condition.id);
    // Round trip: exporting again gives the same rows (new ids and positions aside).
    const again = await client.pipelines.statements.exportCsv(id, { feature: 'thesaurus' });
    expect(again?.split('\r\n')[1].split(',').slice(1, -1)).toEqual(
      csv?.split('\r\n')[1].split(',').slice(1, -1),
    );

    await client.pipelines.statements.importCsv(id, 'feature,definition\nstop,stop "a"\n', {
      feature: 'stop',
    });
    expect((await client.pipelines.statements.list(id))?.statements.map((s) => s.definition)).toEqual([
      'filter aq `@source==Docs`',
      'boost `@filetype==pdf` by 20',
      'expand "tv" to "television, set"',
      'stop "a"',
    ]);
    const before = await client.pipelines.statements.exportCsv(id);
    expect(
      (await rejection(client.pipelines.statements.importCsv(id, 'feature,definition\nnope,x\n'))).status,
    ).toBe(400);
    expect(
      (await rejection(client.pipelines.statements.importCsv(id, 'definition\nstop "a"\n'))).status,
    ).toBe(400);
    expect(await client.pipelines.statements.exportCsv(id)).toBe(before);
  });

  it('lists result rankings with filters, duplicates and copies them; derives their status', async () => {
    const client = env.client();
    const { id } = await client.pipelines.create({ name: 'R' });
    const other = await client.pipelines.create({ name: 'R2' });
    const featured = await client.pipelines.resultRankings.create(id, {
      name: 'Pin',
      kind: 'featured_result',
      targets: [{ uniqueId: 'abc' }],
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${v2(id)}/resultRankings`,
      query: `organizationId=${org}`,
    });
    // Creating answers the id; reading answers the rule flat, its configuration beside its id.
    expect(Object.keys(featured)).toEqual(['id']);
    expect(await client.pipelines.resultRankings.get(id, featured.id)).toMatchObject({
      id: featured.id,
      name: 'Pin',
      kind: 'featured_result',
      enabled: true,
      targets: [{ uniqueId: 'abc' }],
      status: 'active',
    });
    const boostRule: RankingExpressionProps = {
      name: 'Boost PDF',
      kind: 'ranking_expression',
      rankingModifier: 50,
      enabled: false,
      targets: [{ queryExpression: '@filetype==pdf' }],
    };
    const boost = await client.pipelines.resultRankings.create(id, boostRule);
    const list = await client.pipelines.resultRankings.list(id, { ruleTypes: ['rankingExpressions'] });
    expect((await env.lastRequest()).query).toBe(`organizationId=${org}&ruleTypes=rankingExpressions`);
    expect(list?.resultRankings.map((r) => r.id)).toEqual([boost.id]);
    expect(list?.totalCount).toBe(1);
    expect(list?.groupedBy).toEqual({
      groups: { associated: {}, orphaned: 2 },
      status: { active: 1, inactive: 1 },
      type: { featuredResults: 1, rankingExpressions: 1 },
    });
    expect(
      (await client.pipelines.resultRankings.list(id, { ruleStatuses: ['active'] }))?.resultRankings.map(
        (r) => r.id,
      ),
    ).toEqual([featured.id]);
    expect(
      (await client.pipelines.resultRankings.list(id, { filter: 'pdf' }))?.resultRankings.map((r) => r.id),
    ).toEqual([boost.id]);
    expect(
      (await rejection(client.pipelines.resultRankings.list(id, { ruleStatuses: 'maybe' as never }))).status,
    ).toBe(400);

    const duplicate = await client.pipelines.resultRankings.duplicate(id, featured.id);
    expect(await env.lastRequest()).toMatchObject({
      path: `${v2(id)}/resultRankings/duplicate/${featured.id}`,
    });
    expect(duplicate.resultRanking.name).toBe('Pin (copy)');
    const copied = await client.pipelines.resultRankings.copy(id, {
      destinationPipelineId: other.id,
      resultRankingIds: [boost.id],
    });
    expect(copied.resultRankings.map((r) => r.resultRanking.name)).toEqual(['Boost PDF']);
    expect((await client.pipelines.resultRankings.list(other.id))?.totalCount).toBe(1);

    expect(
      await client.pipelines.resultRankings.update(id, boost.id, { ...boostRule, enabled: true }),
    ).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${v2(id)}/resultRankings/${boost.id}`,
    });
    expect((await client.pipelines.resultRankings.get(id, boost.id))?.enabled).toBe(true);
    expect(
      (await client.pipelines.resultRankings.bulkGet(id, [boost.id]))?.resultRankings.map((r) => r.id),
    ).toEqual([boost.id]);
    expect(await client.pipelines.resultRankings.bulkDelete(id, [duplicate.id, boost.id])).toEqual({});
    await client.pipelines.resultRankings.delete(id, featured.id);
    expect((await client.pipelines.resultRankings.list(id))?.totalCount).toBe(0);
    const none = await rejection(
      client.pipelines.resultRankings.create(id, { name: 'x', kind: 'featured_result', targets: [] }),
    );
    expect(none.message).toContain("needs 'targets'");
    const kindless = await rejection(
      client.pipelines.resultRankings.create(id, { name: 'x', targets: [{ uniqueId: 'abc' }] } as never),
    );
    expect(kindless.message).toContain("the body's /kind is required");
    const unmodified = await rejection(
      client.pipelines.resultRankings.create(id, {
        name: 'x',
        kind: 'ranking_expression',
        targets: [{ queryExpression: '@filetype==pdf' }],
      } as never),
    );
    // The schema's anyOf (featured result or ranking expression) refuses it; its message names the first
    // branch it tried.
    expect(unmodified.status).toBe(400);
    expect(unmodified.message).toContain("the body's /kind");
    const predicate = await rejection(
      client.pipelines.resultRankings.create(id, {
        name: 'x',
        kind: 'featured_result',
        targets: [{ uniqueId: 'abc' }],
        predicates: [{ basicQueryExpression: 'tv' } as never],
      }),
    );
    expect(predicate.message).toContain("the body's /predicates/0/kind is required");
  });

  it('derives statement group status from isActive and dates; PATCH isActive; associations', async () => {
    const client = env.client();
    const { id } = await client.pipelines.create({ name: 'G' });
    const day = 86_400_000;
    const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
    const permanent = await client.pipelines.statementGroups.create(id, {
      name: 'Always',
      type: 'permanent',
      isActive: true,
    });
    const future = await client.pipelines.statementGroups.create(id, {
      name: 'Soon',
      type: 'campaign',
      campaignStart: iso(day),
      campaignEnd: iso(2 * day),
    });
    const past = await client.pipelines.statementGroups.create(id, {
      name: 'Past',
      type: 'campaign',
      campaignStart: iso(-2 * day),
      campaignEnd: iso(-day),
    });
    const running = await client.pipelines.statementGroups.create(id, {
      name: 'Now',
      type: 'campaign',
      campaignStart: iso(-day),
      campaignEnd: iso(day),
    });
    // Create answers the group's own fields; reading it adds the status derived from them.
    expect(permanent).toEqual({ id: expect.any(String), name: 'Always', type: 'permanent', isActive: true });
    const read = (group: { id: string }) => client.pipelines.statementGroups.get(id, group.id);
    const groups = await Promise.all([permanent, future, past, running].map(read));
    expect(groups.map((g) => g?.status)).toEqual(['active', 'notStarted', 'expired', 'active']);

    expect(await client.pipelines.statementGroups.setActive(id, running.id, false)).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PATCH',
      path: `${v2(id)}/statementGroups/${running.id}`,
      query: `organizationId=${org}`,
    });
    expect(JSON.parse(wire.body)).toEqual({ isActive: false });
    expect(await client.pipelines.statementGroups.get(id, running.id)).toMatchObject({
      isActive: false,
      status: 'inactive',
      warnings: [],
    });

    // A replacement answers 204; reading gives the group back.
    expect(
      await client.pipelines.statementGroups.update(id, permanent.id, {
        name: 'Always on',
        type: 'permanent',
        isActive: true,
      }),
    ).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${v2(id)}/statementGroups/${permanent.id}`,
    });
    expect(await client.pipelines.statementGroups.get(id, permanent.id)).toMatchObject({
      name: 'Always on',
      status: 'active',
    });

    const list = await client.pipelines.statementGroups.list(id, { status: ['expired', 'notStarted'] });
    expect(list?.groups.map((g) => g.name)).toEqual(['Soon', 'Past']);
    expect(list?.groupComposition).toEqual({
      activeGroupCount: 1,
      inactiveGroupCount: 1,
      expiredGroupCount: 1,
      notStartedGroupCount: 1,
      campaignGroupCount: 3,
      permanentGroupCount: 1,
    });

    const rule = await client.pipelines.resultRankings.create(id, {
      name: 'Pin',
      kind: 'featured_result',
      targets: [{ uniqueId: 'u' }],
    });
    const associations = await client.pipelines.statementGroups.updateAssociations(id, running.id, {
      toAdd: [{ featureType: 'resultRankings', ruleId: rule.id }],
    });
    expect(associations).toEqual({ associatedRules: [{ featureType: 'resultRankings', ruleId: rule.id }] });
    const ranked = await client.pipelines.resultRankings.get(id, rule.id);
    expect(ranked?.associatedGroup).toMatchObject({ id: running.id, status: 'inactive' });
    expect((await client.pipelines.resultRankings.list(id, { ruleStatuses: ['inactive'] }))?.totalCount).toBe(
      1,
    );
    expect(
      (await client.pipelines.statementGroups.get(id, running.id))?.statementComposition
        .resultRankingStatementCount,
    ).toBe(1);
    await client.pipelines.statementGroups.setActive(id, running.id, true);
    expect((await client.pipelines.resultRankings.list(id, { ruleStatuses: ['active'] }))?.totalCount).toBe(
      1,
    );

    expect(
      (
        await rejection(
          client.pipelines.statementGroups.updateAssociations(id, running.id, {
            toAdd: [{ featureType: 'resultRankings', ruleId: 'nope' }],
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await rejection(
          client.pipelines.statementGroups.create(id, {
            name: 'Bad',
            type: 'campaign',
            campaignStart: iso(day),
            campaignEnd: iso(0),
          }),
        )
      ).status,
    ).toBe(400);
    // A permanent group without isActive fits neither of the schema's group shapes.
    const undecided = await rejection(
      client.pipelines.statementGroups.create(id, { name: 'Undecided', type: 'permanent' } as never),
    );
    expect(undecided.status).toBe(400);
    await client.pipelines.statementGroups.delete(id, running.id);
    expect((await client.pipelines.resultRankings.get(id, rule.id))?.associatedGroup).toBeUndefined();
  });

  it('repositions facet state rules (body position) and ML associations (query position)', async () => {
    const client = env.client();
    const { id } = await client.pipelines.create({ name: 'F' });
    const rules = [];
    for (const field of ['a', 'b', 'c']) {
      rules.push(
        await client.pipelines.facetStateRules.create(id, { kind: 'selectValues', field, values: ['x'] }),
      );
    }
    await client.pipelines.facetStateRules.setPosition(id, rules[2].id, 1);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${v2(id)}/facetStateRules/${rules[2].id}/position` });
    expect(JSON.parse(wire.body)).toEqual({ position: 1 });
    const facets = await client.pipelines.facetStateRules.list(id);
    expect(facets?.facetStateRules.map((r) => [r.rule.field, r.position])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);

    // Only a model that exists can be associated; each association gives its model's status.
    const models: string[] = [];
    for (const modelName of ['m1', 'm2', 'm3']) {
      models.push(
        (
          await client.ml.register({
            engineId: 'topclicks',
            modelName,
            exportPeriod: 'P3M',
            intervalTime: 1,
            intervalUnit: 'WEEK',
          })
        ).modelId,
      );
    }
    const unknown = await rejection(client.pipelines.mlAssociations.create(id, { modelId: 'nope' }));
    expect(unknown.status).toBe(404);
    const associations: string[] = [];
    for (const modelId of models) {
      associations.push(await client.pipelines.mlAssociations.create(id, { modelId, maxRecommendations: 5 }));
    }
    // Builds last 50 ms here: once they are done, the association gives its model's status, ONLINE (read
    // before, the status is one of the moment, which could change between two reads).
    await sleep(60);
    expect((await client.ml.models.get(models[0]))?.status).toBe('ONLINE');
    expect(await client.pipelines.mlAssociations.get(id, associations[0])).toMatchObject({
      id: associations[0],
      modelId: models[0],
      modelStatus: 'ONLINE',
      position: 1,
    });
    await client.pipelines.mlAssociations.setPosition(id, associations[0], { position: 3 });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${v2(id)}/ml/model/associations/${associations[0]}/position`,
      query: `organizationId=${org}&position=3`,
    });
    expect(
      (await client.pipelines.mlAssociations.list(id))?.rules.map((r) => [r.modelId, r.position]),
    ).toEqual([
      [models[1], 1],
      [models[2], 2],
      [models[0], 3],
    ]);
    expect(
      await client.pipelines.mlAssociations.update(id, associations[1], { maxRecommendations: 10 }),
    ).toEqual({});
    expect((await client.pipelines.mlAssociations.get(id, associations[1]))?.maxRecommendations).toBe(10);
    const used = await client.pipelines.mlAssociations.listAssociatedPipelines();
    expect(used?.find((u) => u.modelId === models[0])?.associations).toEqual([
      { associationId: associations[0], pipelineId: id, pipelineName: 'F' },
    ]);
    // A model deleted since: its association stays and says so.
    await client.ml.models.delete(models[2]);
    expect((await client.pipelines.mlAssociations.get(id, associations[2]))?.modelStatus).toBe('DELETED');
    expect(await client.pipelines.ml.getVersion(id)).toEqual({ pipelineId: id, version: 2 });
    expect((await env.lastRequest()).query).toBe('');
    expect(
      (await rejection(client.pipelines.mlAssociations.setPosition(id, associations[0], { position: 7 })))
        .status,
    ).toBe(400);
    expect(
      (await client.pipelines.mlAssociations.bulkGet(id, [associations[2], 'nope']))?.rules.map((r) => [
        r.id,
        r.modelStatus,
      ]),
    ).toEqual([[associations[2], 'DELETED']]);
    await client.pipelines.mlAssociations.delete(id, associations[1]);
    expect((await client.pipelines.mlAssociations.list(id))?.rules.map((r) => r.position)).toEqual([1, 2]);
  });

  it('keeps conditions, counts their uses and refuses to delete one in use', async () => {
    const client = env.client();
    const condition = await client.pipelines.conditions.create({
      definition: 'when $query contains "tv"',
      description: 'TV',
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${v1}/statements`,
      query: `organizationId=${org}`,
    });
    const { id } = await client.pipelines.create({ name: 'C' });
    await client.pipelines.statements.create(id, {
      feature: 'stop',
      definition: 'stop "a"',
      condition: condition.id,
    });
    expect(condition).toMatchObject({
      feature: 'when',
      childrenCount: 0,
      ready: true,
      detailed: { condition: { operator: 'contains', left: { object: 'query' }, right: 'tv' } },
    });
    // childrenCount counts the statements (and rules) that run under the condition.
    expect(await client.pipelines.conditions.get(condition.id)).toMatchObject({
      associations: { total: 1 },
      childrenCount: 1,
    });
    const uses = await client.pipelines.conditions.listAssociations(condition.id);
    expect(uses?.items).toEqual([
      expect.objectContaining({
        associationType: 'pipelineStatements',
        pipelineStatementType: 'stopWord',
        pipelineId: id,
        pipelineName: 'C',
      }),
    ]);
    expect((await rejection(client.pipelines.conditions.delete(condition.id))).status).toBe(409);
    expect(
      (await client.pipelines.conditions.list({ associationFilter: 'notAssociated' }))?.statements,
    ).toEqual([]);
    expect(
      (await rejection(client.pipelines.conditions.create({ definition: 'query contains tv' }))).status,
    ).toBe(400);
    const spare = await client.pipelines.conditions.create({
      definition: 'when $searchHub is "support" and not $tab is "All" or $query contains "help"',
    });
    expect(spare.detailed.condition).toEqual({
      operator: 'or',
      left: {
        operator: 'and',
        left: { operator: 'is', left: { object: 'searchHub' }, right: 'support' },
        right: { operator: 'not', left: { operator: 'is', left: { object: 'tab' }, right: 'All' } },
      },
      right: { operator: 'contains', left: { object: 'query' }, right: 'help' },
    });
    expect((await client.pipelines.conditions.list())?.statements.map((c) => [c.id, c.position])).toEqual([
      [condition.id, 1],
      [spare.id, 2],
    ]);
    await client.pipelines.conditions.bulkDelete([spare.id]);
    const both = await client.pipelines.conditions.bulkGet([spare.id, condition.id]);
    expect(both?.statements.map((c) => c.id)).toEqual([condition.id]);
    expect(both).toMatchObject({ totalCount: 1, totalEntries: 1 });
  });
});

describe('modifierTemplates', () => {
  it('lists statement templates and feature details', async () => {
    const client = env.client();
    const templates = await client.modifierTemplates.list();
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/rest/modifiertemplates',
      query: '',
    });
    expect(templates?.find((t) => t.feature === 'filter')?.definition).toMatch(/^filter /);
    const details = await client.modifierTemplates.listStatementDetails();
    expect(await env.lastRequest()).toMatchObject({ path: '/rest/modifiertemplates/statementdetails' });
    expect(details?.map((d) => d.feature)).toContain('thesaurus');
  });
});

describe('pipelines: bulk reads, name swaps and dissociation', () => {
  it('reads pipelines by id, swaps two names, and takes rules out of their statement group', async () => {
    const client = env.client();
    const first = await client.pipelines.create({ name: 'First' });
    const second = await client.pipelines.create({ name: 'Second' });
    await client.pipelines.create({ name: 'Third' });

    // Only the pipelines named (an unknown id is left out), sorted as asked.
    const read = await client.pipelines.bulkGet([second.id, first.id, 'unknown'], { sortBy: 'name' });
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${v1}/bulkGet` });
    expect(read?.pipelines.map((p) => p.name)).toEqual(['First', 'Second']);
    expect(read?.totalEntries).toBe(2);

    expect(await client.pipelines.swapNames(first.id, { other: second.id })).toBe(first.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${v1}/${first.id}/swap`,
      query: `organizationId=${org}&other=${second.id}`,
    });
    expect((await client.pipelines.get(first.id))?.name).toBe('Second');
    expect((await client.pipelines.get(second.id))?.name).toBe('First');
    const unknown = await rejection(client.pipelines.swapNames(first.id, { other: 'unknown' }));
    expect(unknown.status).toBe(404);
    expect((await client.pipelines.get(first.id))?.name).toBe('Second');

    const group = await client.pipelines.statementGroups.create(first.id, {
      name: 'G',
      type: 'permanent',
      isActive: true,
    });
    const rule = async (uniqueId: string) =>
      (
        await client.pipelines.resultRankings.create(first.id, {
          name: uniqueId,
          kind: 'featured_result',
          targets: [{ uniqueId }],
          statementGroupId: group.id,
        })
      ).id;
    const [kept, taken] = [await rule('a'), await rule('b')];
    const inGroup = async () =>
      (
        await client.pipelines.resultRankings.list(first.id, { statementGroupId: group.id })
      )?.resultRankings.map((r) => r.id);
    expect(await inGroup()).toEqual([kept, taken]);

    // A rule not in the pipeline refuses the whole request: nothing is taken out.
    const association = (ruleId: string) => ({ featureType: 'resultRankings' as const, ruleId });
    const refused = await rejection(
      client.pipelines.statementGroups.dissociate(first.id, {
        associations: [association(taken), association('unknown')],
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.message).toContain('unknown');
    expect(await inGroup()).toEqual([kept, taken]);

    expect(
      await client.pipelines.statementGroups.dissociate(first.id, { associations: [association(taken)] }),
    ).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${v2(first.id)}/statementGroups/associations/dissociate`,
    });
    expect(await inGroup()).toEqual([kept]);
    expect(await client.pipelines.resultRankings.get(first.id, taken)).not.toHaveProperty('statementGroupId');
  });
});

describe('pipelines: validation', () => {
  it('validates pipeline and condition operations as their calls check them, storing nothing', async () => {
    const client = env.client();
    const taken = await client.pipelines.create({ name: 'Taken' });
    const { items } = (await client.pipelines.list())!;
    const defaultId = items.find((p) => p.isDefault)!.id;

    const valid = await client.pipelines.validate({
      operation: { operationType: 'CREATE', model: { name: 'Fresh' } },
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${v1}/validate` });
    expect(valid).toEqual({ result: { operationType: 'CREATE', operationValid: true } });
    expect((await client.pipelines.list())?.items.map((p) => p.name)).not.toContain('Fresh');

    const batch = await client.pipelines.validateBatch({
      operations: [
        { operationType: 'CREATE', model: { name: 'taken' } },
        { operationType: 'CREATE', model: { name: 'Fine', condition: { id: 'no-such-condition' } } },
        { operationType: 'UPDATE', resourceId: taken.id, model: { name: 'Taken', description: 'Same name' } },
        { operationType: 'UPDATE', resourceId: 'unknown', model: { name: 'X' } },
        { operationType: 'DELETE', resourceId: defaultId },
        { operationType: 'DELETE', resourceId: taken.id },
        { operationType: 'DELETE' },
      ],
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${v1}/validate/batch` });
    expect(batch?.results.map((r) => r.operationValid)).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(batch?.results[0].validationErrors?.model[0].message).toMatch(/already exists/);
    expect(batch?.results[1].validationErrors?.model[0].message).toMatch(/no-such-condition/);
    expect(batch?.results[3]).toMatchObject({
      operationType: 'UPDATE',
      resourceId: 'unknown',
      validationErrors: { resourceId: [{ message: expect.stringContaining('unknown') }] },
    });
    expect(batch?.results[4].validationErrors?.resourceId[0].message).toMatch(/default pipeline/);
    expect(batch?.results[6].validationErrors?.resourceId[0].message).toMatch(/resourceId/);
    // Nothing was deleted.
    expect((await client.pipelines.get(taken.id))?.name).toBe('Taken');

    // Conditions: the definition is parsed as create parses it; one in use is not deleted.
    const condition = await client.pipelines.conditions.create({ definition: 'when $query contains "tv"' });
    await client.pipelines.statements.create(taken.id, {
      feature: 'stop',
      definition: 'stop "a"',
      condition: condition.id,
    });
    const conditions = await client.pipelines.conditions.validateBatch({
      operations: [
        { operationType: 'CREATE', model: { definition: 'when $query contains "radio"' } },
        { operationType: 'CREATE', model: { definition: '$query contains "radio"' } },
        { operationType: 'DELETE', resourceId: condition.id },
      ],
    });
    expect(await env.lastRequest()).toMatchObject({ path: `${v1}/statements/validate/batch` });
    expect(conditions?.results.map((r) => r.operationValid)).toEqual([true, false, false]);
    expect(conditions?.results[2].validationErrors?.resourceId[0].message).toMatch(/used 1 time/);
    const one = await client.pipelines.conditions.validate({
      operation: { operationType: 'UPDATE', resourceId: condition.id, model: { definition: 'nonsense' } },
    });
    expect(one?.result).toMatchObject({
      operationValid: false,
      validationErrors: { model: [expect.anything()] },
    });
    expect((await client.pipelines.conditions.list())?.statements.map((c) => c.definition)).toEqual([
      'when $query contains "tv"',
    ]);
  });

  it('validates statements, rules, groups and ML associations of a pipeline', async () => {
    const client = env.client();
    const { id } = await client.pipelines.create({ name: 'V' });
    const statement = await client.pipelines.statements.create(id, {
      feature: 'stop',
      definition: 'stop "a"',
    });

    for (const statements of [client.pipelines.statements, client.pipelines.statements.v1]) {
      const answer = await statements.validateBatch(id, {
        operations: [
          { operationType: 'CREATE', model: { feature: 'filter', definition: 'filter aq `@a==b`' } },
          { operationType: 'CREATE', model: { feature: 'filter', definition: 'aq `@a==b`' } },
          { operationType: 'UPDATE', resourceId: statement.id, model: { feature: 'stop', definition: ' ' } },
          { operationType: 'DELETE', resourceId: statement.id },
        ],
      });
      expect(answer?.results.map((r) => r.operationValid)).toEqual([true, false, false, true]);
      expect(answer?.results[1].validationErrors?.model[0].message).toMatch(/starts with 'filter'/);
    }
    expect(await env.lastRequest()).toMatchObject({ path: `${v1}/${id}/statements/validate/batch` });
    const single = await client.pipelines.statements.validate(id, {
      operation: { operationType: 'DELETE', resourceId: 'unknown' },
    });
    expect(await env.lastRequest()).toMatchObject({ path: `${v2(id)}/statements/validate` });
    expect(single?.result).toMatchObject({ operationValid: false, resourceId: 'unknown' });
    // Nothing was created nor deleted.
    expect((await client.pipelines.statements.list(id))?.statements.map((s) => s.id)).toEqual([statement.id]);
    const unknownPipeline = rejection(
      client.pipelines.statements.validate('unknown', {
        operation: { operationType: 'DELETE', resourceId: 'x' },
      }),
    );
    expect((await unknownPipeline).status).toBe(404);

    const rankings = await client.pipelines.resultRankings.validateBatch(id, {
      operations: [
        {
          operationType: 'CREATE',
          model: { name: 'Pin', kind: 'featured_result', targets: [{ uniqueId: 'a' }] },
        },
        { operationType: 'CREATE', model: { name: 'Pin', kind: 'featured_result', targets: [] } },
        {
          operationType: 'CREATE',
          model: {
            name: 'Up',
            kind: 'ranking_expression',
            targets: [{ queryExpression: '@filetype==pdf' }],
            rankingModifier: 5000,
          },
        },
      ],
    });
    expect(await env.lastRequest()).toMatchObject({ path: `${v2(id)}/resultRankings/validate/batch` });
    expect(rankings?.results.map((r) => r.operationValid)).toEqual([true, false, false]);
    expect(rankings?.results[2].validationErrors?.model[0].message).toMatch(/rankingModifier/);
    const ranking = await client.pipelines.resultRankings.validate(id, {
      operation: { operationType: 'DELETE', resourceId: 'unknown' },
    });
    expect(ranking?.result.operationValid).toBe(false);
    expect((await client.pipelines.resultRankings.list(id))?.resultRankings).toEqual([]);

    const groups = await client.pipelines.statementGroups.validateBatch(id, {
      operations: [
        { operationType: 'CREATE', model: { name: 'Always', type: 'permanent', isActive: true } },
        {
          operationType: 'CREATE',
          model: {
            name: 'Backwards',
            type: 'campaign',
            campaignStart: '2030-02-01T00:00:00Z',
            campaignEnd: '2030-01-01T00:00:00Z',
          },
        },
      ],
    });
    expect(await env.lastRequest()).toMatchObject({ path: `${v2(id)}/statementGroups/validate/batch` });
    expect(groups?.results.map((r) => r.operationValid)).toEqual([true, false]);
    expect(groups?.results[1].validationErrors?.model[0].message).toMatch(/before 'campaignEnd'/);
    const group = await client.pipelines.statementGroups.validate(id, {
      operation: { operationType: 'CREATE', model: { name: ' ', type: 'permanent', isActive: true } },
    });
    expect(group?.result.operationValid).toBe(false);
    expect((await client.pipelines.statementGroups.list(id))?.groups).toEqual([]);

    const association = await client.pipelines.mlAssociations.validate(id, {
      operation: { operationType: 'CREATE', model: { modelId: 'no-such-model' } },
    });
    expect(await env.lastRequest()).toMatchObject({ path: `${v2(id)}/ml/model/associations/validate` });
    expect(association?.result.validationErrors?.model[0].message).toMatch(/no-such-model/);
    const associations = await client.pipelines.mlAssociations.validateBatch(id, {
      operations: [{ operationType: 'DELETE', resourceId: 'unknown' }],
    });
    expect(associations?.results).toEqual([
      {
        operationType: 'DELETE',
        operationValid: false,
        resourceId: 'unknown',
        validationErrors: { resourceId: [{ message: expect.stringContaining('unknown') }] },
      },
    ]);
  });
});

describe('pipelines: features and ML version', () => {
  it('lists as active the features statements can have, and the ML version a new pipeline has', async () => {
    const client = env.client();
    const { featureActiveState } = await client.pipelines.listFeatureStates();
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/rest/search/admin/pipelines/featureActiveState',
      query: `organizationId=${org}`,
    });
    const features = featureActiveState.map((state) => state.feature);
    expect(features).toEqual(expect.arrayContaining(['filter', 'thesaurus', 'stop', 'queryParamOverride']));
    expect(featureActiveState.every((state) => state.active)).toBe(true);
    // Every feature listed is one the statements of a pipeline can be listed by; another is refused.
    const pipeline = await client.pipelines.create({ name: 'features' });
    for (const feature of features)
      expect(
        await client.pipelines.statements.list(pipeline.id, { feature: feature as 'filter' }),
      ).toBeDefined();
    const unknown = client.pipelines.statements.list(pipeline.id, { feature: 'nope' as 'filter' });
    expect((await rejection(unknown)).status).toBe(400);

    const version = await client.pipelines.ml.getModelVersion();
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/rest/search/v2/admin/pipelines/ml/version',
      query: `organizationId=${org}`,
    });
    const pipelineVersion = await client.pipelines.ml.getVersion(pipeline.id);
    expect(version).toBe(String(pipelineVersion?.version));
  });
});

describe('pipelines: listing sort keys and filters', () => {
  it('sorts conditions by definition, description, last modification and use count, and their uses by pipeline name', async () => {
    const client = env.client();
    const conditions = client.pipelines.conditions;
    const beta = await conditions.create({
      definition: 'when $query contains "beta"',
      description: 'Xylophone',
    });
    await sleep(3);
    const alpha = await conditions.create({
      definition: 'when $query contains "alpha"',
      description: 'Zebra',
    });
    await sleep(3);
    const gamma = await conditions.create({ definition: 'when $query contains "gamma"', description: 'Yak' });
    // gamma runs three statements, in pipelines made in the order Mid, Zeta, Alpha; beta one rule; alpha nothing.
    const pipelines: Record<string, string> = {};
    for (const name of ['Mid', 'Zeta', 'Alpha']) {
      pipelines[name] = (await client.pipelines.create({ name })).id;
      await client.pipelines.statements.create(pipelines[name], {
        feature: 'stop',
        definition: `stop "${name}"`,
        condition: gamma.id,
      });
    }
    await client.pipelines.resultRankings.create(pipelines.Mid, {
      name: 'Pin',
      kind: 'featured_result',
      targets: [{ uniqueId: 'abc' }],
      condition: { reference: beta.id },
    });
    await sleep(3);
    await conditions.update(beta.id, { definition: 'when $query contains "beta"', description: 'Xylophone' });

    const order = async (query: Parameters<typeof conditions.list>[0]) =>
      (await conditions.list(query))?.statements.map((c) => c.id);
    expect(await order({ sortBy: 'definition' })).toEqual([alpha.id, beta.id, gamma.id]);
    expect((await env.lastRequest()).query).toBe(`organizationId=${org}&sortBy=definition`);
    expect(await order({ sortBy: 'description' })).toEqual([beta.id, gamma.id, alpha.id]);
    expect(await order({ sortBy: 'description', isOrderAscending: false })).toEqual([
      alpha.id,
      gamma.id,
      beta.id,
    ]);
    expect(await order({ sortBy: 'lastModification' })).toEqual([alpha.id, gamma.id, beta.id]);
    expect(await order({ sortBy: 'totalAssociationCount' })).toEqual([alpha.id, beta.id, gamma.id]);
    const mostUsed = await conditions.list({
      sortBy: 'totalAssociationCount',
      isOrderAscending: false,
      expand: true,
    });
    expect(mostUsed?.statements.map((c) => [c.id, c.associations?.total])).toEqual([
      [gamma.id, 3],
      [beta.id, 1],
      [alpha.id, 0],
    ]);

    // A result ranking that runs under a condition is one of its uses.
    const ruleUses = await conditions.listAssociations(beta.id);
    expect(ruleUses?.items).toEqual([
      expect.objectContaining({
        associationType: 'pipelineStatements',
        pipelineStatementType: 'featuredResult',
        pipelineName: 'Mid',
      }),
    ]);
    const pipelineNames = async (query: Parameters<typeof conditions.listAssociations>[1]) =>
      (await conditions.listAssociations(gamma.id, query))?.items.map((use) => use.pipelineName);
    expect(await pipelineNames({})).toEqual(['Mid', 'Zeta', 'Alpha']);
    expect(await pipelineNames({ sortBy: 'pipelineName' })).toEqual(['Alpha', 'Mid', 'Zeta']);
    expect((await env.lastRequest()).query).toContain('sortBy=pipelineName');
    expect(await pipelineNames({ sortBy: 'pipelineName', isOrderAscending: false })).toEqual([
      'Zeta',
      'Mid',
      'Alpha',
    ]);
    // The only sort key the platform publishes for a condition's uses is the pipeline name.
    const byType = await env.sendJson(
      'GET',
      `${v1}/statements/${gamma.id}/associations?sortBy=associationType`,
    );
    expect(byType.status).toBe(400);
    expect(JSON.stringify(byType.body)).toMatch(/sortBy/);
  });

  it('sorts statements by definition and description; lists the pipelines that hold a feature', async () => {
    const client = env.client();
    const { id } = await client.pipelines.create({ name: 'Stops' });
    const made: Record<string, string> = {};
    for (const [word, description] of [
      ['zeta', 'b'],
      ['alpha', 'c'],
      ['mid', 'a'],
    ]) {
      made[word] = (
        await client.pipelines.statements.create(id, {
          feature: 'stop',
          definition: `stop "${word}"`,
          description,
        })
      ).id;
    }
    const order = async (query: Parameters<typeof client.pipelines.statements.list>[1]) =>
      (await client.pipelines.statements.list(id, query))?.statements.map((s) => s.id);
    expect(await order({})).toEqual([made.zeta, made.alpha, made.mid]);
    expect(await order({ sortBy: 'definition' })).toEqual([made.alpha, made.mid, made.zeta]);
    expect(await order({ sortBy: 'definition', isOrderAscending: false })).toEqual([
      made.zeta,
      made.mid,
      made.alpha,
    ]);
    expect(await order({ sortBy: 'description' })).toEqual([made.mid, made.zeta, made.alpha]);

    const thesaurus = await client.pipelines.create({ name: 'Synonyms' });
    await client.pipelines.statements.create(thesaurus.id, {
      feature: 'thesaurus',
      definition: 'expand "tv" to "television"',
    });
    const ranked = await client.pipelines.create({ name: 'Ranked' });
    await client.pipelines.resultRankings.create(ranked.id, {
      name: 'Pin',
      kind: 'featured_result',
      targets: [{ uniqueId: 'abc' }],
    });
    await client.pipelines.create({ name: 'Empty' });
    // `feature` is in the client's documentation, not in the published query of this call.
    const holding = async (feature: string) => {
      const query: ListPipelinesQuery & { feature: string } = { feature };
      return (await client.pipelines.list(query))?.items.map((p) => p.name);
    };
    expect(await holding('stop')).toEqual(['Stops']);
    expect((await env.lastRequest()).query).toBe(`organizationId=${org}&feature=stop`);
    expect(await holding('thesaurus')).toEqual(['Synonyms']);
    expect(await holding('resultRankings')).toEqual(['Ranked']);
    expect(await holding('filter')).toEqual([]);
    // Without it, every pipeline (the organization's default one too).
    const every = (await client.pipelines.list())?.items.map((p) => p.name);
    expect(every).toEqual(expect.arrayContaining(['Stops', 'Synonyms', 'Ranked', 'Empty']));
    expect(every).toHaveLength(5);
  });

  it('sorts result rankings by name and modification, statement groups by name and status, facet state rules by field', async () => {
    const client = env.client();
    const { id } = await client.pipelines.create({ name: 'Sorted' });
    const rankings: Record<string, string> = {};
    const boost: RankingExpressionProps = {
      name: 'Boost',
      kind: 'ranking_expression',
      rankingModifier: 50,
      targets: [{ queryExpression: '@filetype==pdf' }],
    };
    for (const name of ['Pin', 'Boost', 'Carry']) {
      rankings[name] = (await client.pipelines.resultRankings.create(id, { ...boost, name })).id;
      await sleep(3);
    }
    await client.pipelines.resultRankings.update(id, rankings.Boost, { ...boost, rankingModifier: 60 });
    // `sortBy` is in the client's documentation, not in the published query of this call.
    const rankingNames = async (sortBy: string) => {
      const query: ListResultRankingsQuery & { sortBy: string } = { sortBy };
      return (await client.pipelines.resultRankings.list(id, query))?.resultRankings.map(
        (r) => r.resultRanking.name,
      );
    };
    expect(await rankingNames('name')).toEqual(['Boost', 'Carry', 'Pin']);
    expect(await rankingNames('modifiedAt')).toEqual(['Pin', 'Carry', 'Boost']);

    const day = 86_400_000;
    const groups = client.pipelines.statementGroups;
    await groups.create(id, {
      name: 'Alpha soon',
      type: 'campaign',
      campaignStart: new Date(Date.now() + day).toISOString(),
      campaignEnd: new Date(Date.now() + 2 * day).toISOString(),
    });
    await groups.create(id, { name: 'Zed on', type: 'permanent', isActive: true });
    await groups.create(id, { name: 'Beta off', type: 'permanent', isActive: false });
    await groups.create(id, {
      name: 'Ante past',
      type: 'campaign',
      campaignStart: new Date(Date.now() - 2 * day).toISOString(),
      campaignEnd: new Date(Date.now() - day).toISOString(),
    });
    const groupNames = async (query: Parameters<typeof groups.list>[1]) =>
      (await groups.list(id, query))?.groups.map((g) => [g.name, g.status]);
    expect(await groupNames({ sortBy: 'name' })).toEqual([
      ['Alpha soon', 'notStarted'],
      ['Ante past', 'expired'],
      ['Beta off', 'inactive'],
      ['Zed on', 'active'],
    ]);
    // By status, in the order the published call gives: active, inactive, not yet started, expired; by
    // status too without a sortBy, its published default.
    expect(await groupNames({})).toEqual(await groupNames({ sortBy: 'status' }));
    expect(await groupNames({ sortBy: 'status' })).toEqual([
      ['Zed on', 'active'],
      ['Beta off', 'inactive'],
      ['Alpha soon', 'notStarted'],
      ['Ante past', 'expired'],
    ]);
    expect(await groupNames({ sortBy: 'status', isOrderAscending: false })).toEqual([
      ['Ante past', 'expired'],
      ['Alpha soon', 'notStarted'],
      ['Beta off', 'inactive'],
      ['Zed on', 'active'],
    ]);

    for (const field of ['c', 'a', 'b'])
      await client.pipelines.facetStateRules.create(id, { kind: 'selectValues', field, values: ['x'] });
    const fields = async (query: Parameters<typeof client.pipelines.facetStateRules.list>[1]) =>
      (await client.pipelines.facetStateRules.list(id, query))?.facetStateRules.map((r) => r.rule.field);
    expect(await fields({})).toEqual(['c', 'a', 'b']);
    expect(await fields({ sortBy: 'field' })).toEqual(['a', 'b', 'c']);
    expect(await fields({ sortBy: 'field', isOrderAscending: false })).toEqual(['c', 'b', 'a']);
  });
});

describe('pipelines: refused imports and unknown pipelines', () => {
  it('refuses a statement import without a CSV file, with a broken form, or naming an unknown condition', async () => {
    const client = env.client();
    const { id } = await client.pipelines.create({ name: 'CSV' });
    await client.pipelines.statements.create(id, { feature: 'stop', definition: 'stop "kept"' });
    const unknownCondition = 'feature,definition,condition\nstop,stop "a",no-such-condition\n';
    const refused = await rejection(client.pipelines.statements.importCsv(id, unknownCondition));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errorCode: 'INVALID_CSV',
      message: expect.stringMatching(
        /^Line 2: the condition is neither a condition id nor a 'when' definition/,
      ),
    });

    const path = `${v2(id)}/statements/import?organizationId=${org}`;
    const withoutFile = await env.sendJson('POST', path, '{}');
    expect(withoutFile).toMatchObject({ status: 400, body: { errorCode: 'MISSING_FILE' } });
    const send = (contentType: string, body: string) =>
      fetch(env.url + path, {
        method: 'POST',
        headers: { authorization: `Bearer ${DEFAULT_TOKEN}`, 'content-type': contentType },
        body,
      });
    const broken = await send('multipart/form-data; boundary=edge', 'no parts here');
    expect(broken.status).toBe(400);
    expect((await broken.json()).errorCode).toBe('INVALID_FORM');
    const otherField = await send('application/x-www-form-urlencoded', 'csv=feature%2Cdefinition');
    expect(otherField.status).toBe(400);
    expect((await otherField.json()).errorCode).toBe('MISSING_FILE');
    // Every refusal left the statements as they were.
    expect((await client.pipelines.statements.list(id))?.statements.map((s) => s.definition)).toEqual([
      'stop "kept"',
    ]);
  });

  it('answers 404 for the ML version of a pipeline in none of the caller’s organizations', async () => {
    const client = env.client();
    const refused = await rejection(client.pipelines.ml.getVersion('no-such-pipeline'));
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).toMatch(/Query pipeline 'no-such-pipeline'/);
  });
});
