import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, sleep, useEmulator } from '../../../../test/support';

const LIFECYCLE_MS = 1000;
const env = useEmulator({ refreshDurationMs: LIFECYCLE_MS });
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;

describe('activities', () => {
  it('records a source refresh, lists and counts it, and aborting it stops the refresh', async () => {
    const client = env.client();
    const source = await client.sources.create({
      name: 'Docs',
      sourceType: 'WEB2',
      sourceVisibility: 'SHARED',
    });
    await sleep(LIFECYCLE_MS + 50);
    await client.sources.startRefresh(source.id);

    const page = await client.activities.list({ resourceTypes: ['SOURCE'] }, { page: 0, perPage: 10 });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/activities`, query: 'page=0&perPage=10' });
    expect(JSON.parse(wire.body)).toEqual({ resourceTypes: ['SOURCE'] });
    expect(page.items).toEqual([
      expect.objectContaining({
        operation: 'FULL_REFRESH',
        resourceId: source.id,
        resourceName: 'Docs',
        state: 'EXECUTING',
        triggeredBy: { type: 'USER', id: 'admin@emulator.local', displayName: 'admin@emulator.local' },
      }),
    ]);
    const [activity] = page.items;
    const current = (await client.sources.get(source.id))!.information!.currentOperation as { id: string };
    expect(current.id).toBe(activity.id);

    const facets = await client.activities.listFacets({ facet: 'states' });
    expect(facets).toEqual({ states: ['EXECUTING'] });
    expect(await client.activities.listFacets({})).toEqual({
      operations: ['FULL_REFRESH'],
      organizationIds: [DEFAULT_ORGANIZATION_ID],
      resourceIds: [source.id],
      resourceTypes: ['SOURCE'],
      resultTypes: [],
      sections: ['CONTENT'],
      states: ['EXECUTING'],
    });
    expect(await client.activities.getOperationTypes()).toEqual(['FULL_REFRESH']);
    expect(await client.activities.getAllOperationTypes()).toEqual(
      expect.arrayContaining(['APPLY', 'FULL_REFRESH', 'REFRESH']),
    );
    expect(await client.activities.getResourceTypes()).toEqual(
      expect.arrayContaining(['SOURCE', 'SNAPSHOT', 'SECURITY_PROVIDER']),
    );
    expect((await client.activities.getResourcesAndOperations())!.SOURCE).toContain('REBUILD');

    const aborted = await client.activities.abort(activity.id, { abortReason: 'wrong URL' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${org}/activities/${activity.id}/abort`,
    });
    expect(aborted).toMatchObject({
      state: 'EXECUTED',
      result: 'ABORT',
      abortReason: 'wrong URL',
      abortedBy: { abortedByType: 'USER', userId: 'admin@emulator.local' },
    });
    expect((await client.sources.get(source.id))!.information!.sourceStatus!.type).toBe('IDLE');
    expect(await client.activities.get(activity.id)).toMatchObject({ state: 'EXECUTED', result: 'ABORT' });
    expect((await rejection(client.activities.abort(activity.id))).status).toBe(409);
    expect((await rejection(client.activities.get('nope'))).status).toBe(404);

    expect((await client.activities.list({ states: ['EXECUTING'] })).totalEntries).toBe(0);
    expect((await client.activities.list({ resultTypes: ['ABORT'] })).totalEntries).toBe(1);
    expect((await client.activities.listPublic({})).totalEntries).toBe(1);
    const all = await client.activities.listAll(
      { organizationIds: [DEFAULT_ORGANIZATION_ID] },
      // A date in the query string is ISO 8601 text: a Date goes as its toISOString().
      { from: new Date(0) },
    );
    expect(await env.lastRequest()).toMatchObject({
      path: '/rest/activities',
      query: 'from=1970-01-01T00%3A00%3A00.000Z',
    });
    expect(all.items.map((a) => a.id)).toEqual([activity.id]);
    expect((await client.activities.list({}, { from: new Date(Date.now() + 60_000) })).totalEntries).toBe(0);
    // Not a date, ms since the epoch (which the platform does not read there), text that is no ISO 8601
    // (though Date.parse reads it), or no day of the calendar: 400 naming the parameter, in both listings.
    for (const from of ['yesterday', String(Date.now()), '2024/01/01', '2024-13-01T00:00:00Z']) {
      for (const refusal of [
        client.activities.list({}, { from }),
        client.activities.listPublic({}, { from }),
      ]) {
        const refused = await rejection(refusal);
        expect(refused).toMatchObject({ status: 400 });
        expect(refused.message).toMatch(/query parameter 'from' must be an ISO 8601 date-time/);
      }
    }
  });

  it('completes an activity once its operation ends', async () => {
    const client = env.client();
    const source = await client.sources.create({
      name: 'Docs',
      sourceType: 'WEB2',
      sourceVisibility: 'SHARED',
    });
    await sleep(LIFECYCLE_MS + 50);
    await client.sources.startRefresh(source.id);
    await sleep(LIFECYCLE_MS + 50);
    const [done] = (await client.activities.list({})).items;
    expect(done).toMatchObject({ state: 'EXECUTED', result: 'SUCCESS', progress: 100 });
    expect(done).not.toHaveProperty('abortedBy');
    expect(done.endDate! - done.startDate!).toBe(done.duration);
    const facets = await client.activities.listPublicFacets({});
    expect(facets).toMatchObject({ resultTypes: ['SUCCESS'], states: ['EXECUTED'] });
  });
});

describe('projects and platform resources', () => {
  it('keeps projects, lists their resources against the organization, and lists resources by type', async () => {
    const client = env.client();
    const source = await client.sources.create({
      name: 'Docs',
      sourceType: 'WEB2',
      sourceVisibility: 'SHARED',
    });
    const project = await client.projects.create({
      name: 'Support portal',
      type: 'SUPPORT_PORTAL',
      description: 'What the support portal searches',
      pointsOfContact: ['admin@emulator.local'],
      resources: { SOURCE: [source.id, 'gone-source'] },
    });
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${org}/projects` });
    // Dates in ms since the epoch, as the published schema types them.
    expect(project).toMatchObject({
      id: expect.any(String),
      createdBy: 'admin@emulator.local',
      createdDate: expect.any(Number),
      updatedDate: expect.any(Number),
    });
    await client.projects.create({ name: 'Intranet', type: 'INTRANET', description: 'Staff pages' });

    const listed = await client.projects.list({ filter: 'SUPP', sortBy: 'NAME', order: 'ASC' });
    expect(await env.lastRequest()).toMatchObject({ query: 'filter=SUPP&sortBy=NAME&order=ASC' });
    expect(listed!.items.map((p) => p.name)).toEqual(['Support portal']);
    expect((await client.projects.list({ sortBy: 'NAME', order: 'DESC' }))!.items.map((p) => p.name)).toEqual(
      ['Support portal', 'Intranet'],
    );

    expect(await client.projects.listResourcesByStatus(project.id)).toEqual({
      existingResources: { SOURCE: [source.id] },
      noAccessResources: {},
      deletedResources: { SOURCE: ['gone-source'] },
    });
    const resources = await client.projects.listResources(project.id, 'SOURCE', { filter: 'docs' });
    expect(resources!.items).toEqual([{ id: source.id, name: 'Docs', type: 'SOURCE' }]);
    const associated = await client.projects.listAssociatedProjects([source.id, 'other'], {
      resourceType: 'SOURCE',
    });
    expect(JSON.parse((await env.lastRequest()).body)).toEqual([source.id, 'other']);
    expect(associated).toEqual([
      { id: source.id, projectIds: [project.id] },
      { id: 'other', projectIds: [] },
    ]);

    const updated = await client.projects.update(project.id, {
      name: 'Support',
      type: 'SUPPORT_PORTAL',
      description: 'What the support portal searches',
    });
    expect(updated).toMatchObject({ name: 'Support', createdBy: 'admin@emulator.local' });
    const unknownType = await rejection(
      client.projects.create({ name: 'xyz', type: 'NOPE' as never, description: 'A project' }),
    );
    expect(unknownType.message).toContain('the body\'s /type must be one of "CASE_DEFLECTION"');
    const undescribed = await rejection(client.projects.create({ name: 'xyz', type: 'OTHER' } as never));
    expect(undescribed.message).toContain("the body's /description is required");
    const blank = await rejection(
      client.projects.create({ name: '   ', type: 'OTHER', description: 'A project' }),
    );
    expect(blank.message).toContain("A project needs a 'name'");
    await client.projects.delete(project.id);
    expect((await rejection(client.projects.get(project.id))).status).toBe(404);

    const sources = await client.platformResources.list('SOURCE', { perPage: 10 });
    expect(await env.lastRequest()).toMatchObject({ path: `${org}/resources/SOURCE`, query: 'perPage=10' });
    expect(sources!.items).toEqual([{ id: source.id, name: 'Docs', type: 'SOURCE' }]);
    expect(
      (await client.platformResources.list('FIELD', { filter: 'title' }))!.items.map((f) => f.id),
    ).toEqual(['title']);
    // A resource type the platform does not publish: 400 naming the path parameter.
    const refused = await rejection(client.platformResources.list('NO_SUCH_TYPE' as 'SOURCE'));
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.message).toMatch(
      /the path parameter 'resourceType' must be one of SOURCE, .*; got 'NO_SUCH_TYPE'/,
    );
  });
});

describe('vault entries', () => {
  it('finds the entries a snapshot needs, and fetches them from the organization they came from', async () => {
    await env.seed({
      organizations: [{ id: 'staging-org', displayName: 'Staging' }],
      tokens: [
        { token: 'emulator-admin-token', username: 'admin@emulator.local', organizations: ['staging-org'] },
      ],
    });
    const staging = env.client({ organizationId: 'staging-org' });
    const client = env.client();
    const entry = await staging.vaults.create({
      key: 'crawler.password',
      valueType: 'STRING',
      vaultVisibilityType: 'OBFUSCATED',
      value: 's3cret',
    });
    expect(entry).not.toHaveProperty('value');
    await staging.vaults.create({
      key: 'crawler.user',
      valueType: 'STRING',
      vaultVisibilityType: 'PUBLIC',
      value: 'bot',
    });
    await staging.extensions.create({
      name: 'Auth',
      content:
        'user = "{{vault.crawler.user}}"; token = "{{ vault.crawler.password }}"; x = "{{vault.crawler.proxy}}"',
    } as never);
    const snapshot = await staging.snapshots.createFromOrganization();
    await staging.snapshots.push(snapshot.id, { targetOrganizationId: DEFAULT_ORGANIZATION_ID });
    const [pushed] = (await client.snapshots.list())!;
    await client.vaults.create({
      key: 'crawler.user',
      valueType: 'STRING',
      vaultVisibilityType: 'PUBLIC',
      value: 'me',
    });

    const missing = await client.vaults.listMissing({ snapshotId: pushed.id });
    expect(await env.lastRequest()).toMatchObject({
      path: `${org}/vaultentries/missing`,
      query: `snapshotId=${pushed.id}`,
    });
    expect(missing).toEqual({ missingVaultEntries: ['crawler.password', 'crawler.proxy'] });

    const fetched = await client.vaults.fetch({
      referenceSnapshotId: pushed.id,
      sourceOrganizationId: 'staging-org',
      fetchStrategy: 'ONLY_MISSING',
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${org}/vaultentries/fetch`,
      query: `referenceSnapshotId=${pushed.id}&sourceOrganizationId=staging-org&fetchStrategy=ONLY_MISSING`,
    });
    expect(fetched).toEqual({});
    // The entry staging lacks too stays missing; the one here already is kept.
    expect(await client.vaults.listMissing({ snapshotId: pushed.id })).toEqual({
      missingVaultEntries: ['crawler.proxy'],
    });
    const byId = async () =>
      Object.fromEntries((await client.vaults.list())!.items.map((item) => [item.key, item]));
    let entries = await byId();
    expect(entries['crawler.password']).toMatchObject({ copiedFrom: 'staging-org' });
    expect(entries['crawler.password']).not.toHaveProperty('value');
    expect(entries['crawler.user']).toMatchObject({ value: 'me' });
    expect(entries['crawler.user']).not.toHaveProperty('copiedFrom');

    await client.vaults.fetch({
      referenceSnapshotId: pushed.id,
      sourceOrganizationId: 'staging-org',
      fetchStrategy: 'OVERWRITE',
    });
    entries = await byId();
    expect(entries['crawler.user']).toMatchObject({ value: 'bot', copiedFrom: 'staging-org' });

    expect(
      (
        await rejection(
          client.vaults.fetch({ referenceSnapshotId: pushed.id, sourceOrganizationId: 'emulator-other-org' }),
        )
      ).status,
    ).toBe(403);
    expect((await rejection(staging.vaults.create({ ...entry, value: 'x' }))).status).toBe(409);
  });
});
