import { redactCredential } from '@platform-admin/emulator';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, DEFAULT_TOKEN, rejection, useEmulator } from '../../../../test/support';

const env = useEmulator();
const raw = (method: string, path: string, body?: string, token?: string) =>
  env.sendJson(method, path, body, token);
const org = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}`;
const DAY_MS = 86_400_000;

describe('license', () => {
  it('reads the licence and its sections, replaces a section, and the limits follow', async () => {
    const client = env.client();
    const license = await client.license.get();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${org}/license`, body: '' });
    expect(license).toMatchObject({
      accountId: DEFAULT_ORGANIZATION_ID,
      productName: 'COVEO_CLOUD',
      monitoringLevel: 'REGULAR_MONITORING',
      indexBackupType: 'REGULAR',
    });
    expect(license?.expirationDate).toBeGreaterThan(Date.now());
    expect(Object.keys(license?.properties ?? {})).toEqual(
      expect.arrayContaining(['organization', 'index', 'sources', 'searchapi']),
    );

    const sources = await client.license.getSection('sources');
    expect((await env.lastRequest()).path).toBe(`${org}/license/sources`);
    expect(sources).toEqual(license?.properties?.sources);
    expect(sources?.numberOfSources).toBe(50);

    const replaced = { numberOfSources: 3, refreshesPerDay: 24, sourceTypes: ['PUSH', 'WEB2'] };
    expect(await client.license.updateSection('sources', replaced)).toEqual(replaced);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${org}/license/sources` });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(JSON.parse(wire.body)).toEqual(replaced);
    expect(await client.license.getSection('sources')).toEqual(replaced);
    expect((await client.license.get())?.properties?.sources).toEqual(replaced);
    expect((await client.limits.getSection('sources'))?.numberOfSources.limit).toBe(3);
    expect(await client.license.listSourceTypes()).toEqual(['PUSH', 'WEB2']);
    expect((await env.lastRequest()).path).toBe(`${org}/license/sourcetypes`);
  });

  it('answers 404 for an unknown section and 400 for a malformed one', async () => {
    const client = env.client();
    expect(await rejection(client.license.getSection('nope'))).toMatchObject({ status: 404 });
    expect(await rejection(client.license.updateSection('nope', { a: 1 }))).toMatchObject({ status: 404 });
    expect((await env.lastRequest()).path).toBe(`${org}/license/nope`);
    for (const body of [
      '[]',
      '"x"',
      '{"numberOfSources": -1}',
      '{"sourceTypes": "WEB"}',
      '{"sourceTypes": [1]}',
      '{',
    ]) {
      expect((await raw('PUT', `${org}/license/sources`, body)).status, body).toBe(400);
    }
    expect((await client.license.getSection('sources'))?.numberOfSources).toBe(50);
  });

  it('moves the expiration date (ms since the epoch) and refuses anything else', async () => {
    const client = env.client();
    const date = Date.UTC(2031, 0, 1);
    expect(await client.license.updateExpiration({ expirationDate: date })).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${org}/license/expiration`,
      query: `expirationDate=${date}`,
      body: '{}',
    });
    expect((await client.license.get())?.expirationDate).toBe(date);
    for (const query of [
      '',
      '?expirationDate=',
      '?expirationDate=tomorrow',
      '?expirationDate=-5',
      '?expirationDate=1.5',
    ]) {
      const answer = await raw('PUT', `${org}/license/expiration${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toMatch(/expirationDate/);
    }
    expect((await client.license.get())?.expirationDate).toBe(date);
  });

  it('replaces the whole licence and refuses malformed ones', async () => {
    const client = env.client();
    const license = (await client.license.get())!;
    const replaced = { ...license, indexBackupType: 'FULL' as const, productEdition: 'PRO' as const };
    expect(await client.license.update(replaced)).toEqual(replaced);
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${org}/license` });
    expect(JSON.parse(wire.body)).toEqual(replaced);
    expect(await client.license.get()).toEqual(replaced);

    for (const body of [
      '{"indexBackupType": "WEEKLY"}',
      '{"expirationDate": "2030-01-01"}',
      '{"productName": 1}',
      '{"productName": "Coveo Platform"}',
      '{"monitoringLevel": "REGULAR"}',
      '{"properties": []}',
      '{"properties": {"sources": 3}}',
      '[]',
      '{',
    ]) {
      expect((await raw('PUT', `${org}/license`, body)).status, body).toBe(400);
    }
    expect((await raw('PUT', `${org}/license`)).status).toBe(400);
    expect(await client.license.get()).toEqual(replaced);

    // A licence without sections has none to read; its source types fall back to the platform's list.
    await client.license.update({ productName: 'COVEO_CLOUD' });
    expect(await rejection(client.license.getSection('sources'))).toMatchObject({ status: 404 });
    expect(await client.license.listSourceTypes()).toContain('WEB2');
    expect((await client.limits.getSection('sources'))?.numberOfSources.limit).toBe(50);
  });
});

describe('limits', () => {
  it('reads every limit with its usage, filtered by limit type', async () => {
    const client = env.client();
    const all = await client.limits.get();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${org}/limits`, query: '' });
    // A usage limit counts, as of today (a date); a technical limit has no count.
    const today = new Date().toISOString().slice(0, 10);
    expect(all?.sources.numberOfSources).toEqual({ limit: 50, actualCount: 0, lastUpdate: today });
    expect(all?.index.numberOfFields.actualCount).toBe(6);
    expect(all?.index.indexSizeInGibibytes).toEqual({ limit: 100 });
    expect(all?.organization.numberOfMembers.actualCount).toBe(1);

    await client.apiKeys.create({ displayName: 'counted' });
    expect((await client.limits.get())?.organization.numberOfApiKeys.actualCount).toBe(1);

    const technical = await client.limits.get({ limitType: 'TECHNICAL' });
    expect((await env.lastRequest()).query).toBe('limitType=TECHNICAL');
    const technicalLimits = Object.values(technical ?? {}).flatMap((section) => Object.values(section));
    expect(technicalLimits.length).toBeGreaterThan(0);
    expect(technicalLimits.every((limit) => limit.actualCount === undefined)).toBe(true);
    const usage = await client.limits.get({ limitType: 'USAGE' });
    const usageLimits = Object.values(usage ?? {}).flatMap((section) => Object.values(section));
    expect(usageLimits.every((limit) => typeof limit.actualCount === 'number')).toBe(true);
    expect(usageLimits.length + technicalLimits.length).toBe(
      Object.values(all ?? {}).flatMap((section) => Object.values(section)).length,
    );

    for (const value of ['usage', 'BOTH', 'TECHNICAL,USAGE']) {
      const answer = await raw('GET', `${org}/limits?limitType=${encodeURIComponent(value)}`);
      expect(answer.status, value).toBe(400);
      expect(answer.body.message).toMatch(/limitType/);
    }
  });

  it('reads one section, 404 for an unknown one', async () => {
    const client = env.client();
    const section = await client.limits.getSection('organization');
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${org}/limits/organization` });
    expect(Object.keys(section ?? {}).sort()).toEqual(['numberOfApiKeys', 'numberOfMembers']);
    expect(await rejection(client.limits.getSection('weather'))).toMatchObject({ status: 404 });
  });

  it('reads a limit’s daily history over a range, with usage 0 before the organization existed', async () => {
    const client = env.client();
    const from = Date.UTC(2024, 0, 1);
    const to = '2024-01-03T12:00:00Z';
    const old = await client.limits.getHistory('index', 'numberOfFields', { from: new Date(from), to });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'GET', path: `${org}/limits/index/numberOfFields/history` });
    // The range goes as ISO 8601 text; the days come back in ms since the epoch.
    expect(Object.fromEntries(new URLSearchParams(wire.query))).toEqual({
      from: '2024-01-01T00:00:00.000Z',
      to,
    });
    expect(old).toEqual([0, 1, 2].map((day) => ({ date: from + day * DAY_MS, limitValue: 1000 })));

    const recent = await client.limits.getHistory('index', 'numberOfFields');
    expect((await env.lastRequest()).query).toBe('');
    expect(recent?.length).toBeGreaterThanOrEqual(30);
    expect(recent?.at(-1)?.date).toBeGreaterThan(Date.now() - 2 * DAY_MS);
    expect(recent?.at(-1)).toMatchObject({ limitValue: 1000 });

    // The emulator also takes ISO-8601 dates, which the published parameters (ms) do not.
    const iso = await raw(
      'GET',
      `${org}/limits/sources/refreshesPerDay/history?from=2024-02-01&to=${encodeURIComponent('2024-02-02T00:00:00Z')}`,
    );
    expect(iso.status).toBe(200);
    expect(iso.body).toEqual([
      { date: Date.UTC(2024, 1, 1), limitValue: 96 },
      { date: Date.UTC(2024, 1, 2), limitValue: 96 },
    ]);
  });

  it('answers 400 for an invalid range and 404 for an unknown section or key', async () => {
    const client = env.client();
    const path = `${org}/limits/index/numberOfFields/history`;
    for (const query of [
      'from=yesterday',
      'to=soon',
      'from=2024-13-45',
      `from=${Date.UTC(2024, 5, 1)}&to=${Date.UTC(2024, 0, 1)}`,
      `from=${Date.UTC(2020, 0, 1)}&to=${Date.UTC(2024, 0, 1)}`,
    ]) {
      const answer = await raw('GET', `${path}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.errorCode, query).toBe('INVALID_PARAMETER');
    }
    expect(await rejection(client.limits.getHistory('index', 'numberOfWidgets'))).toMatchObject({
      status: 404,
    });
    expect(await rejection(client.limits.getHistory('weather', 'numberOfFields'))).toMatchObject({
      status: 404,
    });
  });
});

describe('links', () => {
  it('deletes the organization’s links (204)', async () => {
    expect(await env.client().links.delete()).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'DELETE', path: `${org}/links`, query: '', body: '' });
    expect(wire.headers.authorization).toBe(redactCredential(`Bearer ${DEFAULT_TOKEN}`));
    const response = await fetch(`${env.url}${org}/links`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${DEFAULT_TOKEN}` },
    });
    expect(response.status).toBe(204);
    const forbidden = await rejection(env.client({ organizationId: 'emulator-other-org' }).links.delete());
    expect(forbidden.status).toBe(403);
  });
});
