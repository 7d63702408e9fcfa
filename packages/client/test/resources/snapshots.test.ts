import { assertSnapshotFile, type SnapshotLinkModel, type SnapshotReportModel } from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, sleep, useEmulator } from '../../../../test/support';

const LIFECYCLE_MS = 200;
const env = useEmulator({ refreshDurationMs: LIFECYCLE_MS });
const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/snapshots`;
const STAGING = 'staging-org';

async function allowStaging() {
  await env.seed({
    organizations: [{ id: STAGING, displayName: 'Staging' }],
    tokens: [{ token: 'emulator-admin-token', username: 'admin@emulator.local', organizations: [STAGING] }],
  });
}

describe('snapshots: the round trip', () => {
  it('snapshots the organization, sees a changed field in a dry run, and restores it by applying', async () => {
    const client = env.client();
    await client.fields.create({ name: 'price', type: 'DOUBLE', description: 'in USD' });
    await client.extensions.create({ name: 'Tagger', content: 'pass', description: 'tags items' } as never);

    const snapshot = await client.snapshots.createFromOrganization(undefined, {
      developerNotes: 'before the change',
    });
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${base}/self`,
      query: 'developerNotes=before%20the%20change',
      endpoint: 'snapshots.createFromOrganization',
    });
    expect(snapshot).toMatchObject({ developerNote: 'before the change', targetId: DEFAULT_ORGANIZATION_ID });
    expect(snapshot.contentSummary).toMatchObject({ FIELD: expect.any(Number), EXTENSION: 1 });
    expect(snapshot.contentSummary!.FIELD).toBe((await client.fields.list({ perPage: 1000 }))!.items!.length);
    expect(snapshot.reports).toEqual([
      expect.objectContaining({ type: 'CREATE_SNAPSHOT', status: 'PENDING' }),
    ]);

    const content = await client.snapshots.getContent(snapshot.id);
    expect(content!.resources.FIELD.items.price).toMatchObject({ description: 'in USD', type: 'DOUBLE' });

    await client.fields.update('price', { name: 'price', type: 'DOUBLE', description: 'in EUR' });
    const dryRun = await client.snapshots.dryRun(snapshot.id, { deleteMissingResources: false });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${base}/${snapshot.id}/dryrun`,
      query: 'deleteMissingResources=false',
    });
    expect(dryRun).toMatchObject({ type: 'DRY_RUN', status: 'PENDING', resourcesProcessed: 0 });
    expect(dryRun.resultCode).toBeUndefined();
    expect(dryRun.resourceOperations.FIELD).toMatchObject({
      resourcesUpdated: 1,
      resourcesCreated: 0,
      resourcesDeleted: 0,
    });
    expect(dryRun.resourceOperations.EXTENSION).toMatchObject({ resourcesUpdated: 0, resourcesUnchanged: 1 });
    // A dry run changes nothing.
    expect((await client.fields.get('price'))!.description).toBe('in EUR');

    expect(
      (await rejection(client.snapshots.diff(snapshot.id, { relativeReportId: dryRun.id }))).status,
    ).toBe(409);
    const seen: string[] = [];
    const done = await client.snapshots.waitForReport(snapshot.id, dryRun.id, {
      intervalMs: 20,
      onPoll: (report) => seen.push(report!.status),
    });
    expect(done).toMatchObject({ status: 'COMPLETED', resultCode: 'SUCCESS' });
    expect(done.resourcesProcessed).toBe(done.resourcesTotal);
    expect(seen).toContain('IN_PROGRESS');
    expect(seen.at(-1)).toBe('COMPLETED');

    const diff = (await client.snapshots.diff(snapshot.id, {
      relativeReportId: dryRun.id,
      numberOfLinesMax: 5,
    }))!;
    wire = await env.lastRequest();
    expect(wire.query).toBe(`relativeReportId=${dryRun.id}&numberOfLinesMax=5`);
    expect(Object.keys(diff.files)).toEqual(['FIELD']);
    expect(done.resourceOperations.FIELD).toMatchObject({
      resourcesUpdatedNames: ['price'],
      resourcesCreatedNames: [],
      resourcesDeletedNames: [],
    });
    // Each type's difference is a file, downloaded without a token before its expiry.
    const { url, urlExpiration, numberOfLines } = diff.files.FIELD;
    expect(numberOfLines).toBe(1);
    expect(urlExpiration).toBeGreaterThan(Date.now());
    const file = await fetch(url!);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('~ FIELD price: description: "in EUR" → "in USD"');
    // numberOfLinesMax cuts the file, not the count.
    const cut = (await client.snapshots.diff(snapshot.id, {
      relativeReportId: dryRun.id,
      numberOfLinesMax: 0,
    }))!;
    expect(cut.files.FIELD.numberOfLines).toBe(1);
    expect(await (await fetch(cut.files.FIELD.url!)).text()).toBe('');

    const apply = await client.snapshots.apply(snapshot.id, { deletionScope: 'ONLY_TYPES_FROM_SNAPSHOT' });
    wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'PUT',
      path: `${base}/${snapshot.id}/apply`,
      query: 'deletionScope=ONLY_TYPES_FROM_SNAPSHOT',
    });
    expect((await client.fields.get('price'))!.description).toBe('in USD');
    const applied = await client.snapshots.waitForReport(snapshot.id, apply.id, { intervalMs: 20 });
    expect(applied).toMatchObject({ type: 'APPLY', status: 'COMPLETED', resultCode: 'SUCCESS' });
    expect(applied.resourceOperations.FIELD.resourcesUpdated).toBe(1);

    // The apply is an activity of the organization.
    const activities = await client.activities.list({ operations: ['APPLY'] });
    expect(activities.items).toEqual([
      expect.objectContaining({
        resourceType: 'SNAPSHOT',
        resourceId: snapshot.id,
        snapshotId: snapshot.id,
        state: 'EXECUTED',
        result: 'SUCCESS',
      }),
    ]);

    // Nothing differs any more.
    const again = await client.snapshots.dryRun(snapshot.id);
    expect(
      Object.values(again.resourceOperations).every((o) => !o.resourcesUpdated && !o.resourcesCreated),
    ).toBe(true);
    const listed = await client.snapshots.get(snapshot.id, { reportInclusion: 'ALL' });
    expect(listed!.reports!.map((r) => r.type)).toEqual(['CREATE_SNAPSHOT', 'DRY_RUN', 'APPLY', 'DRY_RUN']);
    expect((await client.snapshots.get(snapshot.id, { includeReports: false }))!.reports).toBeUndefined();
  });

  it('deletes what the snapshot lacks only when asked, within the deletion scope', async () => {
    const client = env.client();
    const snapshot = await client.snapshots.createFromOrganization();
    await client.fields.create({ name: 'extra', type: 'STRING' });
    await client.extensions.create({ name: 'Late', content: 'pass' } as never);

    const kept = await client.snapshots.apply(snapshot.id);
    expect(kept.resourceOperations.FIELD.resourcesDeleted).toBe(0);
    expect(await client.fields.get('extra')).toMatchObject({ name: 'extra' });

    // The snapshot holds fields but no extension: ONLY_TYPES_FROM_SNAPSHOT keeps the extension.
    const scoped = await client.snapshots.apply(snapshot.id, {
      deleteMissingResources: true,
      deletionScope: 'ONLY_TYPES_FROM_SNAPSHOT',
    });
    expect(scoped.resourceOperations.FIELD.resourcesDeleted).toBe(1);
    expect(scoped.resourceOperations.EXTENSION).toMatchObject({ resourcesDeleted: 0 });
    expect((await rejection(client.fields.get('extra'))).status).toBe(404);
    expect((await client.extensions.list())!.map((e) => e.name)).toEqual(['Late']);

    // ONLY_TYPES_FROM_SNAPSHOT is the default, for a dry run too; ALL_MANAGED_RESOURCES deletes the extension.
    const byDefault = await client.snapshots.dryRun(snapshot.id, { deleteMissingResources: true });
    expect(byDefault.resourceOperations.EXTENSION).toMatchObject({ resourcesDeleted: 0 });
    const everyType = { deleteMissingResources: true, deletionScope: 'ALL_MANAGED_RESOURCES' as const };
    const dryRun = await client.snapshots.dryRun(snapshot.id, everyType);
    expect((await env.lastRequest()).query).toBe(
      'deleteMissingResources=true&deletionScope=ALL_MANAGED_RESOURCES',
    );
    expect(dryRun.resourceOperations.EXTENSION).toMatchObject({
      resourcesDeletedNames: [expect.any(String)],
    });
    expect((await client.extensions.list())!.map((e) => e.name)).toEqual(['Late']);
    const all = await client.snapshots.apply(snapshot.id, everyType);
    expect(all.resourceOperations.EXTENSION.resourcesDeleted).toBe(1);
    expect(await client.extensions.list()).toEqual([]);

    expect(
      (await rejection(client.snapshots.apply(snapshot.id, { deletionScope: 'SOME' as never }))).status,
    ).toBe(400);
  });
});

describe("snapshots: the platform's resource types", () => {
  it("holds a pipeline's statements, rankings and conditions under the platform's types, and restores them", async () => {
    const client = env.client();
    const pipeline = await client.pipelines.create({ name: 'Support' });
    const condition = await client.pipelines.conditions.create({
      definition: 'when $searchHub is "support"',
    });
    const filter = await client.pipelines.statements.create(pipeline.id, {
      feature: 'filter',
      definition: 'filter aq `@source==Forum`',
      condition: { reference: condition.id },
    } as never);
    const thesaurus = await client.pipelines.statements.create(pipeline.id, {
      feature: 'thesaurus',
      definition: 'expand "tv" to "television"',
    });
    const snapshot = await client.snapshots.createFromOrganization();
    expect(snapshot.contentSummary).toMatchObject({
      QUERY_PIPELINE: 2,
      QUERY_PIPELINE_CONDITION: 1,
      FILTER: 1,
      THESAURUS: 1,
    });
    // Every type is one the platform publishes.
    const types = await client.snapshots.listResourceAccess();
    expect(types).not.toContain('DOCUMENT');
    for (const type of Object.keys(snapshot.contentSummary!)) expect(types).toContain(type);
    const content = await client.snapshots.getContent(snapshot.id);
    expect(content!.resources.FILTER.items[filter.id!]).toMatchObject({
      pipelineId: pipeline.id,
      definition: 'filter aq `@source==Forum`',
    });

    // Changed or deleted, then restored by the apply, in the pipeline that held it.
    await client.pipelines.statements.update(pipeline.id, thesaurus.id!, {
      feature: 'thesaurus',
      definition: 'expand "tv" to "telly"',
    });
    await client.pipelines.statements.delete(pipeline.id, filter.id!);
    const dryRun = await client.snapshots.dryRun(snapshot.id);
    expect(dryRun.resourceOperations.FILTER).toMatchObject({ resourcesCreatedNames: [filter.id] });
    expect(dryRun.resourceOperations.THESAURUS).toMatchObject({ resourcesUpdatedNames: [thesaurus.id] });
    await client.snapshots.apply(snapshot.id);
    const statements = await client.pipelines.statements.list(pipeline.id);
    expect(statements!.statements!.map((s) => [s.id, s.definition])).toEqual([
      [thesaurus.id, 'expand "tv" to "television"'],
      [filter.id, 'filter aq `@source==Forum`'],
    ]);
  });

  it('takes the resources its export configuration names, pipelines with what they hold unless told not to', async () => {
    const client = env.client();
    await client.fields.create({ name: 'price', type: 'DOUBLE' });
    await client.extensions.create({ name: 'Tagger', content: 'pass' } as never);
    const pipeline = await client.pipelines.create({ name: 'Support' });
    await client.pipelines.statements.create(pipeline.id, { feature: 'stop', definition: 'stop "the"' });

    const some = await client.snapshots.createFromOrganization({
      resourcesToExport: { FIELD: ['price'], QUERY_PIPELINE: [pipeline.id] },
    });
    expect(JSON.parse((await env.lastRequest()).body)).toEqual({
      resourcesToExport: { FIELD: ['price'], QUERY_PIPELINE: [pipeline.id] },
    });
    expect(some.contentSummary).toEqual({ FIELD: 1, QUERY_PIPELINE: 1, STOP_WORD: 1 });
    const alone = await client.snapshots.createFromOrganization(
      { resourcesToExport: { QUERY_PIPELINE: ['*'], EXTENSION: ['*'] } },
      { includeChildrenResources: false },
    );
    expect(alone.contentSummary).toEqual({ QUERY_PIPELINE: 2, EXTENSION: 1 });
    // Without a configuration, everything.
    expect((await client.snapshots.createFromOrganization()).contentSummary).toMatchObject({
      FIELD: expect.any(Number),
      EXTENSION: 1,
      QUERY_PIPELINE: 2,
      STOP_WORD: 1,
    });
    const refused = await rejection(
      client.snapshots.createFromOrganization({ resourcesToExport: { FIELDS: ['*'] } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("the resource type 'FIELDS', which is none of the platform's");
  });

  it('leaves usage analytics alone: an apply rolls back configuration, not the events logged since', async () => {
    const client = env.client();
    const snapshot = await client.snapshots.createFromOrganization();
    const queryText = `after the snapshot ${Date.now().toString(36)}`;
    await client.ua.events.logSearches([
      {
        language: 'en',
        searchQueryUid: crypto.randomUUID(),
        queryText,
        actionCause: 'searchboxSubmit',
        responseTime: 10,
      },
    ] as never);
    await client.snapshots.apply(snapshot.id, { deleteMissingResources: true });
    const figures = await client.ua.stats.globalData({
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
      m: ['PerformSearch'],
      f: [`queryExpression=='${queryText}'`],
    });
    expect(figures?.globalDatas?.PerformSearch?.value).toBe(1);
  });
});

describe('snapshots: files, push, access, listing', () => {
  it('checks a file before upload, sends it as a multipart form, and reads JSON content', async () => {
    const client = env.client();
    await client.snapshots.list();
    const before = (await env.requests()).length;
    await expect(client.snapshots.createFromFile(new Blob(['x'], { type: 'text/plain' }))).rejects.toThrow(
      'The uploaded file must be either a ZIP or a JSON file.',
    );
    // No file at all (a script's undefined variable): the same error, as a rejection.
    await expect(client.snapshots.createFromFile(undefined as never)).rejects.toThrow(
      'The uploaded file must be either a ZIP or a JSON file.',
    );
    expect(() => assertSnapshotFile({ type: 'image/png' })).toThrow(
      'The uploaded file must be either a ZIP or a JSON file.',
    );
    // Nothing was sent.
    expect((await env.requests()).length).toBe(before);

    const file = new Blob(
      [JSON.stringify({ resources: { FIELD: [{ name: 'fromfile', type: 'STRING' }] } })],
      { type: 'application/json' },
    );
    const snapshot = await client.snapshots.createFromFile(file, { developerNotes: 'uploaded' });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${base}/file`,
      query: 'developerNotes=uploaded&snapshotFileType=JSON',
    });
    expect(wire.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(wire.body).toContain('name="file"');
    expect(snapshot.contentSummary).toEqual({ FIELD: 1 });
    const dry = await client.snapshots.dryRun(snapshot.id);
    expect(dry.resourceOperations.FIELD.resourcesCreated).toBe(1);

    // The emulator refuses what the client would not send.
    const form = new FormData();
    form.append('file', new Blob(['<html/>'], { type: 'text/html' }), 'page.html');
    const refused = await fetch(`${env.url}${base}/file?snapshotFileType=JSON`, {
      method: 'POST',
      headers: { authorization: 'Bearer emulator-admin-token' },
      body: form,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: 'The uploaded file must be either a ZIP or a JSON file.',
    });
    const untyped = await fetch(`${env.url}${base}/file`, {
      method: 'POST',
      headers: { authorization: 'Bearer emulator-admin-token' },
      body: form,
    });
    expect((await untyped.json()).message).toContain("the query parameter 'snapshotFileType' is required");
    const broken = await rejection(
      client.snapshots.createFromFile(new Blob(['{nope'], { type: 'application/json' })),
    );
    expect(broken.status).toBe(400);
    expect((await client.snapshots.list())!.length).toBe(1);
  });

  it('records the content a snapshots.create body describes, not what the organization holds', async () => {
    const client = env.client();
    await client.extensions.create({ name: 'Tagger', content: 'pass' } as never);
    const snapshot = await client.snapshots.create({
      developerNote: 'described',
      targetId: DEFAULT_ORGANIZATION_ID,
      snapshotContentModel: {
        resources: { FIELD: [{ resourceName: 'described', model: { name: 'described', type: 'STRING' } }] },
      },
    });
    expect(snapshot.contentSummary).toEqual({ FIELD: 1 });
    const content = await client.snapshots.getContent(snapshot.id!);
    expect(content!.resources).toEqual({
      FIELD: { items: { described: { name: 'described', type: 'STRING' } } },
    });
    const dry = await client.snapshots.dryRun(snapshot.id!);
    expect(dry.resourceOperations.FIELD).toMatchObject({
      resourcesCreated: 1,
      resourcesCreatedNames: ['described'],
    });
    expect(dry.resourceOperations.EXTENSION).toMatchObject({ resourcesUnchanged: 1, resourcesUpdated: 0 });

    const foreign = await rejection(
      client.snapshots.create({ snapshotContentModel: { resources: { NOT_A_TYPE: [] } } }),
    );
    expect(foreign.status).toBe(400);
    const unnamed = await rejection(
      client.snapshots.create({ snapshotContentModel: { resources: { FIELD: [{ model: {} }] } } }),
    );
    expect(unnamed.message).toContain("needs a 'resourceName' and a 'model' object");
    expect((await client.snapshots.list())!.length).toBe(1);
  });

  it('pushes to an organization the token may use, and refuses with UNABLE_TO_PUSH_TO_ORGANIZATION otherwise', async () => {
    const client = env.client();
    await client.fields.create({ name: 'pushed', type: 'STRING' });
    const snapshot = await client.snapshots.createFromOrganization();

    const refused = await rejection(
      client.snapshots.push(snapshot.id, { targetOrganizationId: 'emulator-other-org' }),
    );
    expect((await env.lastRequest()).query).toBe('targetOrganizationId=emulator-other-org');
    expect(refused).toMatchObject({ status: 403, errorCode: 'UNABLE_TO_PUSH_TO_ORGANIZATION' });
    expect(
      await rejection(client.snapshots.push(snapshot.id, { targetOrganizationId: DEFAULT_ORGANIZATION_ID })),
    ).toMatchObject({ status: 400 });
    // A push leaves no report on the snapshot.
    const reports = async () =>
      (await client.snapshots.get(snapshot.id, { includeReports: true }))!.reports!.map((r) => r.type);
    expect(await reports()).toEqual(['CREATE_SNAPSHOT']);

    await allowStaging();
    const pushed = await client.snapshots.push(snapshot.id, {
      targetOrganizationId: STAGING,
      developerNotes: 'to staging',
    });
    expect(pushed).toEqual({});
    expect(await reports()).toEqual(['CREATE_SNAPSHOT']);
    expect((await client.activities.list({ operations: ['EXPORT'] })).items).toEqual([
      expect.objectContaining({ resourceType: 'SNAPSHOT', snapshotId: snapshot.id, state: 'EXECUTED' }),
    ]);
    const staging = env.client({ organizationId: STAGING });
    const there = await staging.snapshots.list();
    expect(there).toEqual([
      expect.objectContaining({ originId: DEFAULT_ORGANIZATION_ID, developerNote: 'to staging' }),
    ]);
    const report = await staging.snapshots.dryRun(there![0].id);
    expect(report.resourceOperations.FIELD.resourcesCreated).toBe(1);
    // The pushed snapshot targets staging: it applies there, not here.
    const [own] = (await client.snapshots.list())!;
    expect(own.id).toBe(snapshot.id);
    const elsewhere = await staging.snapshots.createFromOrganization(undefined, {
      targetOrganizationId: DEFAULT_ORGANIZATION_ID,
    });
    expect((await rejection(staging.snapshots.apply(elsewhere.id))).status).toBe(403);
  });

  it('answers access, URL, missing privileges, listing order and deletion', async () => {
    const client = env.client();
    const first = await client.snapshots.createFromOrganization(undefined, { developerNotes: 'alpha' });
    await sleep(5);
    const second = await client.snapshots.createFromOrganization(undefined, { developerNotes: 'beta' });
    expect((await client.snapshots.list())!.map((s) => s.id)).toEqual([second.id, first.id]);
    expect((await client.snapshots.list({ sortingOrder: 'ASC', filter: 'ALPH' }))!.map((s) => s.id)).toEqual([
      first.id,
    ]);
    expect((await env.lastRequest()).query).toBe('sortingOrder=ASC&filter=ALPH');

    expect(await client.snapshots.validateAccess(first.id, { snapshotAccessType: 'WRITE' })).toEqual({
      allowed: true,
    });
    const privileges = await client.snapshots.listMissingPrivileges(first.id, {
      snapshotAccessType: 'WRITE',
    });
    expect(privileges!.FIELD).toEqual([
      {
        accessGranted: true,
        resourceNames: expect.arrayContaining(['title', 'uri']),
        requiredPrivileges: [{ owner: 'PLATFORM', targetDomain: 'FIELD', type: 'EDIT' }],
      },
    ]);
    const url = await client.snapshots.generateUrl(first.id, { contentType: 'PRIMARY' });
    expect(url!.url).toContain(`/snapshots/${first.id}/content`);
    expect(url!.urlExpiration).toBeGreaterThan(Date.now());
    const split = await client.snapshots.getContent(first.id, { contentFormat: 'SPLIT_PER_TYPE' });
    expect(Object.keys(split!.files as object)).toContain('FIELD.json');
    expect(await client.snapshots.listResourceAccess()).toEqual(expect.arrayContaining(['FIELD', 'SOURCE']));

    await client.snapshots.delete(first.id);
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${base}/${first.id}` });
    expect((await rejection(client.snapshots.get(first.id))).status).toBe(404);
    expect((await client.snapshots.list())!.map((s) => s.id)).toEqual([second.id]);
  });

  it('gives, through a content URL, the snapshot (PRIMARY) or what it targeted at its last dry run (CURRENT_STATE)', async () => {
    const client = env.client();
    const price = { name: 'price', type: 'DOUBLE' as const };
    await client.fields.create({ ...price, description: 'in USD' });
    const snapshot = await client.snapshots.createFromOrganization({
      resourcesToExport: { FIELD: ['price'] },
    });
    await client.fields.update('price', { ...price, description: 'in EUR' });
    const contentAt = async (contentType?: 'PRIMARY' | 'CURRENT_STATE') => {
      const { url } = (await client.snapshots.generateUrl(snapshot.id, contentType && { contentType }))!;
      const answer = await fetch(url!);
      return { status: answer.status, body: await answer.json() };
    };
    expect(await contentAt('CURRENT_STATE')).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('has no dry run yet') },
    });

    await client.snapshots.dryRun(snapshot.id);
    await client.fields.update('price', { ...price, description: 'in GBP' });
    const primary = await contentAt();
    expect(primary.body.resources.FIELD.items.price).toMatchObject({ description: 'in USD' });
    const current = await contentAt('CURRENT_STATE');
    expect(current.status).toBe(200);
    expect(current.body.resources).toEqual({
      FIELD: { items: { price: expect.objectContaining({ description: 'in EUR' }) } },
    });
  });

  it('aborting the apply activity aborts its report; the wait helper times out and stops on abort', async () => {
    const client = env.client();
    const snapshot = await client.snapshots.createFromOrganization();
    const apply = await client.snapshots.apply(snapshot.id);
    const activity = (await client.activities.list({ operations: ['APPLY'] })).items[0];
    await expect(
      client.snapshots.waitForReport(snapshot.id, apply.id, { intervalMs: 10, timeoutMs: 30 }),
    ).rejects.toMatchObject({ name: 'PollingTimeoutError' });
    const controller = new AbortController();
    const waiting = client.snapshots.waitForReport(snapshot.id, apply.id, {
      intervalMs: 10,
      signal: controller.signal,
    });
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');

    const aborted = await client.activities.abort(activity.id, { abortReason: 'changed my mind' });
    expect(aborted).toMatchObject({ state: 'EXECUTED', result: 'ABORT', abortReason: 'changed my mind' });
    const report: SnapshotReportModel = await client.snapshots.waitForReport(snapshot.id, apply.id, {
      intervalMs: 10,
    });
    expect(report.status).toBe('ABORTED');
    expect((await rejection(client.activities.abort(activity.id))).status).toBe(409);
    await expect(client.snapshots.waitForReport(snapshot.id, 'nope', { intervalMs: 10 })).rejects.toThrow(
      /no report 'nope'/,
    );
  });
});

describe('snapshots: synchronization plans', () => {
  it('creates a plan (CREATING, then CREATED), updates, points children and applies it', async () => {
    const client = env.client();
    await client.fields.create({ name: 'linked', type: 'STRING' });
    const snapshot = await client.snapshots.createFromOrganization();
    const plan = await client.snapshots.synchronization.create(snapshot.id);
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/${snapshot.id}/synchronization`,
      body: '{}',
    });
    expect(plan).toMatchObject({ snapshotId: snapshot.id, status: 'CREATING' });
    expect(plan.alreadyLinkedResources!.FIELD.map((l) => l.resourceName)).toContain('linked');
    expect((await rejection(client.snapshots.synchronization.apply(snapshot.id, plan.id))).status).toBe(409);
    expect((await rejection(client.snapshots.synchronization.update(snapshot.id, plan.id, {}))).status).toBe(
      409,
    );
    await sleep(LIFECYCLE_MS + 50);
    expect((await client.snapshots.synchronization.get(snapshot.id, plan.id))!.status).toBe('CREATED');

    const link: SnapshotLinkModel = {
      organizationId: DEFAULT_ORGANIZATION_ID,
      resourceId: 'title',
      resourceName: 'title',
      resourceType: 'FIELD',
    };
    const operations = {
      FIELD: [
        {
          resourceName: 'heading',
          displayName: 'heading',
          matches: [{ associationScore: 0.8, linkModel: link }],
        },
        { resourceName: 'subtitle', displayName: 'subtitle', matches: [] },
      ],
    };
    const updated = await client.snapshots.synchronization.update(snapshot.id, plan.id, {
      resourceSynchronizationOperations: operations,
    });
    expect(updated.resourceSynchronizationOperations).toEqual(operations);
    const children = await client.snapshots.synchronization.updateChildren(snapshot.id, plan.id, {
      snapshotParentResourceName: 'p',
      parentResourceType: 'SOURCE',
      targetParentId: 's1',
    });
    expect((await env.lastRequest()).query).toBe(
      'snapshotParentResourceName=p&parentResourceType=SOURCE&targetParentId=s1',
    );
    expect(children).toMatchObject({
      children: [{ snapshotParentResourceName: 'p', parentResourceType: 'SOURCE', targetParentId: 's1' }],
    });
    const applied = await client.snapshots.synchronization.apply(snapshot.id, plan.id);
    // The match is linked; the resource without one is not.
    expect(applied).toMatchObject({
      type: 'APPLY_SYNCHRONIZATION_PLAN',
      synchronizationPlanId: plan.id,
      linkOperations: { FIELD: { linksCreated: 1, linksOverridden: 0, linksInError: 0 } },
    });
    const withReports = await client.snapshots.get(snapshot.id, { includeReports: true });
    expect(withReports!.synchronizationReports!.map((r) => r.type)).toEqual([
      'CREATE_SYNCHRONIZATION_PLAN',
      'APPLY_SYNCHRONIZATION_PLAN',
    ]);
    expect(withReports!.synchronizationReports![1].id).toBe(applied.id);

    const empty = await client.snapshots.createFromFile(
      new Blob([JSON.stringify({ resources: {} })], { type: 'application/json' }),
    );
    const failing = await client.snapshots.synchronization.create(empty.id);
    await sleep(LIFECYCLE_MS + 50);
    expect((await client.snapshots.synchronization.get(empty.id, failing.id))!.status).toBe('IN_ERROR');
    expect((await rejection(client.snapshots.synchronization.get(snapshot.id, failing.id))).status).toBe(404);
  });
});

describe('snapshots: the reports a read shows, synchronization and validation', () => {
  it('shows every report (reportInclusion=ALL), the latest of each type (SUMMARY, the default) or none (NONE)', async () => {
    const client = env.client();
    const snapshot = await client.snapshots.createFromOrganization();
    const firstDryRun = await client.snapshots.dryRun(snapshot.id);
    const apply = await client.snapshots.apply(snapshot.id);
    const secondDryRun = await client.snapshots.dryRun(snapshot.id);
    const ids = (read: { reports?: SnapshotReportModel[] } | undefined) => read?.reports?.map((r) => r.id);

    const all = await client.snapshots.get(snapshot.id, { reportInclusion: 'ALL' });
    expect(await env.lastRequest()).toMatchObject({
      path: `${base}/${snapshot.id}`,
      query: 'reportInclusion=ALL',
    });
    const created = snapshot.reports![0].id;
    expect(ids(all)).toEqual([created, firstDryRun.id, apply.id, secondDryRun.id]);
    const latest = [created, apply.id, secondDryRun.id];
    expect(ids(await client.snapshots.get(snapshot.id, { reportInclusion: 'SUMMARY' }))).toEqual(latest);
    expect(ids(await client.snapshots.get(snapshot.id))).toEqual(latest);
    expect(await client.snapshots.get(snapshot.id, { reportInclusion: 'NONE' })).not.toHaveProperty(
      'reports',
    );
    expect((await env.lastRequest()).query).toBe('reportInclusion=NONE');
    expect(await client.snapshots.get(snapshot.id, { includeReports: false })).not.toHaveProperty('reports');
    // The listing shows the latest of each type too, unless includeReports is false.
    expect((await client.snapshots.list())!.map(ids)).toEqual([latest]);
    expect((await client.snapshots.list({ includeReports: false }))![0]).not.toHaveProperty('reports');
    // The wait helper finds an older report all the same.
    const done = await client.snapshots.waitForReport(snapshot.id, firstDryRun.id, { intervalMs: 20 });
    expect(done).toMatchObject({ id: firstDryRun.id, status: 'COMPLETED' });
    expect((await env.lastRequest()).query).toBe('reportInclusion=ALL');
    expect(
      (await rejection(client.snapshots.get(snapshot.id, { reportInclusion: 'SOME' as never }))).status,
    ).toBe(400);
  });

  it('synchronizes a resource the organization lacks with its own of a like name (performAutoSynchronization, autoSynchronizationThreshold) or a linked one', async () => {
    const client = env.client();
    const original = await client.pipelines.create({ name: 'Support', description: 'as snapshotted' });
    await client.pipelines.statements.create(original.id, { feature: 'stop', definition: 'stop "the"' });
    const snapshot = await client.snapshots.createFromOrganization();
    await client.pipelines.delete(original.id);
    const desk = await client.pipelines.create({ name: 'Support desk', description: 'made since' });
    const pipelineOperations = async (query: Parameters<typeof client.snapshots.dryRun>[1]) =>
      (await client.snapshots.dryRun(snapshot.id, query)).resourceOperations.QUERY_PIPELINE;

    // 'Support' and 'Support desk' are 7/12 alike: not enough for the default threshold (1, the same name).
    expect(await pipelineOperations({})).toMatchObject({
      resourcesCreatedNames: [original.id],
      resourcesSynchronized: 0,
    });
    const lenient = await pipelineOperations({ autoSynchronizationThreshold: 0.5 });
    expect((await env.lastRequest()).query).toBe('autoSynchronizationThreshold=0.5');
    expect(lenient).toMatchObject({
      resourcesCreated: 0,
      resourcesUpdatedNames: [original.id],
      resourcesSynchronizedNames: [original.id],
      resourcesDeleted: 0,
    });
    const off = await pipelineOperations({
      performAutoSynchronization: false,
      autoSynchronizationThreshold: 0.5,
    });
    expect((await env.lastRequest()).query).toBe(
      'performAutoSynchronization=false&autoSynchronizationThreshold=0.5',
    );
    expect(off).toMatchObject({ resourcesCreatedNames: [original.id], resourcesSynchronized: 0 });
    const refused = await rejection(
      client.snapshots.dryRun(snapshot.id, { autoSynchronizationThreshold: 1.5 }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("'autoSynchronizationThreshold' must be a number from 0 to 1");

    // A link pairs them whatever the names, auto-synchronization or not.
    await client.links.create({
      resourceType: 'QUERY_PIPELINE',
      resourceName: original.id,
      resourceId: desk.id,
    });
    expect(await pipelineOperations({ performAutoSynchronization: false })).toMatchObject({
      resourcesUpdatedNames: [original.id],
      resourcesSynchronizedNames: [original.id],
    });

    // The apply changes the paired pipeline, which gets what the snapshotted one held.
    await client.snapshots.apply(snapshot.id, { performAutoSynchronization: false });
    const pipelines = (await client.pipelines.list())!.items.filter((p) => !p.isDefault);
    expect(pipelines).toEqual([
      expect.objectContaining({ id: desk.id, name: 'Support', description: 'as snapshotted' }),
    ]);
    const statements = await client.pipelines.statements.list(desk.id);
    expect(statements!.statements!.map((s) => s.definition)).toEqual(['stop "the"']);
  });

  it('counts what a missing pipeline holds in error, and makes no change when validationRequired; isTransient deletes the snapshot once applied', async () => {
    const client = env.client();
    const file = new Blob(
      [
        JSON.stringify({
          resources: {
            FIELD: [{ name: 'fromfile', type: 'STRING' }],
            STOP_WORD: [{ id: 'orphan', pipelineId: 'gone', feature: 'stop', definition: 'stop "a"' }],
          },
        }),
      ],
      { type: 'application/json' },
    );
    const snapshot = await client.snapshots.createFromFile(file);
    const dryRun = await client.snapshots.dryRun(snapshot.id);
    expect(dryRun.resourceOperations.STOP_WORD).toMatchObject({
      resourcesInError: 1,
      resourcesInErrorNames: ['orphan'],
      resourcesCreated: 0,
    });
    expect(dryRun.resourceOperationResults.STOP_WORD.orphan[0].message).toContain(
      "The query pipeline 'gone' that holds it is neither in the organization nor in the snapshot",
    );

    const stopped = await client.snapshots.apply(snapshot.id, {
      validationRequired: true,
      isTransient: true,
    });
    expect(await env.lastRequest()).toMatchObject({ query: 'validationRequired=true&isTransient=true' });
    expect(stopped.resourceOperations.FIELD).toMatchObject({ resourcesCreated: 0 });
    expect(stopped.resourceOperations.STOP_WORD).toMatchObject({ resourcesInErrorNames: ['orphan'] });
    expect((await rejection(client.fields.get('fromfile'))).status).toBe(404);
    const report = await client.snapshots.waitForReport(snapshot.id, stopped.id, { intervalMs: 20 });
    expect(report.resultCode).toBe('RESOURCES_IN_ERROR');

    // Without validation, what is not in error is applied; the transient snapshot is then gone.
    const applied = await client.snapshots.apply(snapshot.id, { isTransient: true });
    expect(applied.resourceOperations.FIELD).toMatchObject({ resourcesCreatedNames: ['fromfile'] });
    expect(applied.resourceOperations.STOP_WORD).toMatchObject({ resourcesInError: 1 });
    expect(await client.fields.get('fromfile')).toMatchObject({ name: 'fromfile' });
    expect((await rejection(client.snapshots.get(snapshot.id))).status).toBe(404);
    expect(await client.snapshots.list()).toEqual([]);
  });

  it('links each matched resource, and replaces a link it contradicts only with overrideExistingLinks', async () => {
    const client = env.client();
    const snapshot = await client.snapshots.createFromOrganization();
    const plan = await client.snapshots.synchronization.create(snapshot.id);
    await sleep(LIFECYCLE_MS + 50);
    const matchedTo = (resourceId: string) => ({
      FIELD: [
        {
          resourceName: 'heading',
          displayName: 'heading',
          matches: [
            {
              associationScore: 0.4,
              linkModel: { resourceId: 'permanentid', resourceType: 'FIELD' as const },
            },
            { associationScore: 0.9, linkModel: { resourceId, resourceType: 'FIELD' as const } },
          ],
        },
      ],
    });
    const links = async () =>
      (await client.links.list({ ResourceType: 'FIELD' }))!.items!.map((l) => [l.resourceName, l.resourceId]);

    await client.snapshots.synchronization.update(snapshot.id, plan.id, {
      resourceSynchronizationOperations: matchedTo('title'),
    });
    const first = await client.snapshots.synchronization.apply(snapshot.id, plan.id);
    expect(first.linkOperations).toEqual({ FIELD: { linksCreated: 1, linksOverridden: 0, linksInError: 0 } });
    expect(await links()).toEqual([['heading', 'title']]);

    await client.snapshots.synchronization.update(snapshot.id, plan.id, {
      resourceSynchronizationOperations: matchedTo('uri'),
    });
    const refused = await rejection(client.snapshots.synchronization.apply(snapshot.id, plan.id));
    expect(refused.status).toBe(409);
    expect(refused.message).toContain("links FIELD 'heading' to other resources already");
    expect(await links()).toEqual([['heading', 'title']]);

    const overriding = await client.snapshots.synchronization.apply(snapshot.id, plan.id, {
      overrideExistingLinks: true,
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${base}/${snapshot.id}/synchronization/${plan.id}/apply`,
      query: 'overrideExistingLinks=true',
    });
    expect(overriding.linkOperations).toEqual({
      FIELD: { linksCreated: 0, linksOverridden: 1, linksInError: 0 },
    });
    expect(await links()).toEqual([['heading', 'uri']]);
  });
});
