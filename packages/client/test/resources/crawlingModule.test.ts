import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, sleep, useEmulator } from '../../../../test/support';

const DURATION = 600;
const env = useEmulator({ refreshDurationMs: DURATION });
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const versions = {
  maestroVersion: '1.3.2',
  workerVersion: '21.0.3',
  securityWorkerVersion: '5.1.0',
  databaseVersion: '10.6',
};

describe('crawlingModule', () => {
  it('records reported deployments and compares their versions with the latest', async () => {
    const client = env.client();
    const module = await client.crawlingModule.reportDeployment('cm-1', { name: 'On-prem', versions });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${org}/crawlingmodule/cm-1` });
    expect(JSON.parse(wire.body)).toEqual({ name: 'On-prem', versions });
    expect(module).toMatchObject({
      id: 'cm-1',
      name: 'On-prem',
      organizationId: DEFAULT_ORGANIZATION_ID,
      ...versions,
    });
    expect(await client.crawlingModule.list()).toEqual([module]);

    const latest = await client.crawlingModule.getLatestVersion();
    expect(await env.lastRequest()).toMatchObject({
      path: `${org}/crawlingmodule/versions/latest`,
      query: '',
    });
    const database = await client.crawlingModule.getDatabaseVersions();
    expect((await env.lastRequest()).path).toBe(`${org}/crawlingmodule/versions/database`);
    expect(database?.latestVersion).toBe(latest?.databaseVersion);
    expect((await client.crawlingModule.getWorkerVersions())?.latestVersion).toBe(latest?.workerVersion);
    expect((await client.crawlingModule.getSecurityWorkerVersions())?.versions[0]).toBe(
      latest?.securityWorkerVersion,
    );
    expect((await env.lastRequest()).path).toBe(`${org}/crawlingmodule/versions/securityWorker`);

    const behind = await client.crawlingModule.getUpdateStatus('cm-1');
    expect(await env.lastRequest()).toMatchObject({ path: `${org}/crawlingmodule/cm-1/update` });
    expect(behind).toMatchObject({ updateAvailable: true, updateCategory: 'BREAKING' });
    expect(Object.keys(behind?.outdated ?? {}).sort()).toEqual(Object.keys(versions).sort());
    // The last minor version of each component's major: a minor update.
    await client.crawlingModule.reportDeployment('cm-1', {
      name: 'On-prem',
      versions: { ...latest!, maestroVersion: '1.3.2' },
    });
    expect(await client.crawlingModule.getUpdateStatus('cm-1')).toEqual({
      updateAvailable: true,
      updateCategory: 'MINOR',
      outdated: { maestroVersion: latest!.maestroVersion },
    });
    await client.crawlingModule.reportDeployment('cm-1', { name: 'On-prem', versions: latest! });
    expect(await client.crawlingModule.getUpdateStatus('cm-1')).toEqual({ updateAvailable: false });
    expect((await client.crawlingModule.list())?.[0].createdDate).toBe(module.createdDate);

    expect(await client.crawlingModule.removeDeployment('cm-1')).toEqual({});
    expect(await env.lastRequest()).toMatchObject({ method: 'DELETE', path: `${org}/crawlingmodule/cm-1` });
    expect(await client.crawlingModule.list()).toEqual([]);
    expect((await rejection(client.crawlingModule.getUpdateStatus('cm-1'))).status).toBe(404);
    expect(
      (await rejection(client.crawlingModule.reportDeployment('cm-2', { name: 'x' } as never))).status,
    ).toBe(400);
  });

  it('takes log requests that move CREATED → RUNNING → SUCCESSFUL, with a download once done', async () => {
    const client = env.client();
    await client.crawlingModule.reportDeployment('cm-1', { name: 'On-prem', versions });
    const logs = `${org}/crawlingmodules/cm-1/logrequests`;
    const request = await client.crawlingModule.createLogRequest('cm-1', {
      logType: 'WORKER',
      instanceId: 'w-1',
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: logs });
    expect(JSON.parse(wire.body)).toEqual({ logType: 'WORKER', instanceId: 'w-1' });
    expect(request).toMatchObject({ logType: 'WORKER', instanceId: 'w-1', state: 'CREATED' });
    const all = await client.crawlingModule.createAllAvailableLogsRequest('cm-1');
    expect(all).toMatchObject({ state: 'CREATED' });
    expect(all).not.toHaveProperty('logType');
    expect(await env.lastRequest()).toMatchObject({ method: 'POST', path: `${logs}/all` });
    await client.crawlingModule.createAllAvailableLogsRequestForInstance('cm-1', { instanceId: 'w-2' });
    expect(await env.lastRequest()).toMatchObject({ path: `${logs}/instance`, query: 'instanceId=w-2' });

    const pending = await client.crawlingModule.getLogRequestDownload('cm-1', request.id);
    expect(await env.lastRequest()).toMatchObject({ path: `${logs}/${request.id}/download` });
    expect(pending?.url).toBeUndefined();
    await sleep(DURATION / 2);
    expect(await client.crawlingModule.getLogRequests('cm-1', { state: 'RUNNING' })).toMatchObject({
      totalEntries: 3,
      totalPages: 1,
    });
    expect((await env.lastRequest()).query).toBe('state=RUNNING');
    expect(await client.crawlingModule.getLogRequests('cm-1', { state: 'CREATED' })).toEqual({
      items: [],
      totalEntries: 0,
      totalPages: 0,
    });
    await sleep(DURATION);
    const done = await client.crawlingModule.getLogRequests('cm-1');
    expect(done?.items.map((r) => r.state)).toEqual(['SUCCESSFUL', 'SUCCESSFUL', 'SUCCESSFUL']);
    expect(done?.items.map((r) => r.id)).toContain(all.id);
    const download = await client.crawlingModule.getLogRequestDownload('cm-1', request.id);
    expect(download).toMatchObject({ state: 'SUCCESSFUL', url: expect.stringContaining(request.id) });

    expect(
      (await rejection(client.crawlingModule.createLogRequest('cm-1', { logType: 'NOPE' as never }))).status,
    ).toBe(400);
    await client.crawlingModule.removeDeployment('cm-1');
    expect((await rejection(client.crawlingModule.getLogRequests('cm-1'))).status).toBe(404);
  });
});

describe('crawlingModule reports', () => {
  it("takes a deployment's error report; 404 for an unknown deployment", async () => {
    const client = env.client();
    await client.crawlingModule.reportDeployment('cm-1', { name: 'On-prem', versions });
    const report = { message: 'Worker crashed', type: 'OutOfMemoryException', tags: { worker: 'w-1' } };
    expect(await client.crawlingModule.createReport('cm-1', report, { destination: 'WORKPLACE' })).toEqual(
      {},
    );
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/crawlingmodules/cm-1/reporting` });
    expect(wire.query).toBe('destination=WORKPLACE');
    expect(JSON.parse(wire.body)).toEqual(report);
    const unknown = client.crawlingModule.createReport('ghost', report, { destination: 'CORE' });
    expect((await rejection(unknown)).status).toBe(404);
  });
});

describe('logRequests', () => {
  it("gathers a source's logs: CREATED, RUNNING, then SUCCESSFUL with a URL", async () => {
    const client = env.client();
    const source = await client.sources.create({ name: 'Logged', sourceType: 'WEB2' });
    const { value: id } = await client.logRequests.create(
      { resourceId: source.id, from: 0, to: 1000 },
      { resourceType: 'SOURCE' },
    );
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${org}/logrequests`, query: 'resourceType=SOURCE' });
    expect(JSON.parse(wire.body)).toEqual({ resourceId: source.id, from: 0, to: 1000 });
    expect(await client.logRequests.get(id)).toEqual({ state: 'CREATED' });
    await sleep(DURATION / 2);
    expect((await client.logRequests.get(id))?.state).toBe('RUNNING');
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${org}/logrequests/${id}`,
    });
    await sleep(DURATION);
    expect(await client.logRequests.get(id)).toEqual({
      state: 'SUCCESSFUL',
      url: expect.stringContaining(id),
    });
    for (const call of [
      client.logRequests.create({ resourceId: 'nope' }, { resourceType: 'SOURCE' }),
      client.logRequests.create({}, { resourceType: 'NOPE' }),
      client.logRequests.create({ from: 10, to: 5 }),
    ]) {
      expect((await rejection(call)).status).toBe(400);
    }
    expect((await rejection(client.logRequests.get('nope'))).status).toBe(404);
  });
});

describe('crawlingModule: the installer and the Atlassian app', () => {
  it('gives the download URL of the latest crawling module, and an Atlassian app descriptor that points at the emulator', async () => {
    const client = env.client();
    const url = await client.crawlingModule.getDownloadUrl();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${org}/crawlingmodule/download` });
    const latest = await client.crawlingModule.getLatestVersion();
    expect(new URL(url).href).toBe(url);
    expect(url).toContain(`/${latest?.maestroVersion}/`);

    const descriptor = await client.crawlingModule.atlassianApp.getDescriptor();
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/rest/atlassian/connectapp/atlassian-connect.json',
    });
    expect(descriptor).toMatchObject({ key: expect.stringMatching(/^[a-z-]+$/), baseUrl: env.url });
    const { installed, uninstalled } = descriptor.lifecycle ?? {};
    // The lifecycle callbacks, resolved against the base URL, are the catalog's calls, which answer.
    const host = { baseUrl: 'https://example.atlassian.net', productType: 'jira', sharedSecret: 's' };
    await client.crawlingModule.atlassianApp.notifyInstalled(host);
    expect(new URL(installed ?? '', descriptor.baseUrl).href).toBe(env.url + (await env.lastRequest()).path);
    await client.crawlingModule.atlassianApp.notifyUninstalled(host);
    expect(new URL(uninstalled ?? '', descriptor.baseUrl).href).toBe(
      env.url + (await env.lastRequest()).path,
    );
  });
});
