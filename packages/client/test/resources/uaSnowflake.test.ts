import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, sleep, useEmulator } from '../../../../test/support';

/** The emulator's set-up time for reader accounts and shares, in ms: long enough to see CREATING and PENDING. */
const SETUP_MS = 800;
const env = useEmulator({ refreshDurationMs: SETUP_MS });
const base = '/rest/ua/v15/admin/snowflake';
const org = `org=${DEFAULT_ORGANIZATION_ID}`;
const DAY_MS = 86_400_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Creates the reader account: users and the network policy can be written from then on. */
async function withReaderAccount(client: ReturnType<typeof env.client>) {
  await client.ua.snowflake.createReaderAccount();
}

describe('ua.snowflake reader account', () => {
  it('is created (201), set up (409 meanwhile), AVAILABLE, gives its endpoint, and is deleted with its users and policy', async () => {
    const client = env.client();
    expect((await rejection(client.ua.snowflake.getReaderAccount())).status).toBe(404);

    expect(await client.ua.snowflake.createReaderAccount()).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/readeraccounts`, query: org, body: '{}' });
    // The platform's state has one value, AVAILABLE: while the account is set up, it answers 409.
    const settingUp = await rejection(client.ua.snowflake.getReaderAccount());
    expect(settingUp.status).toBe(409);
    expect(settingUp.body).toMatchObject({ errorCode: 'READER_ACCOUNT_NOT_READY' });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/readeraccount`,
      query: org,
    });
    expect((await rejection(client.ua.snowflake.getReaderAccountEndpoint())).status).toBe(409);
    expect((await rejection(client.ua.snowflake.createReaderAccount())).status).toBe(409);

    await sleep(SETUP_MS + 20);
    expect(await client.ua.snowflake.getReaderAccount()).toEqual({
      snowflakeReaderAccountStatus: 'AVAILABLE',
    });
    const endpoint = await client.ua.snowflake.getReaderAccountEndpoint();
    expect(await env.lastRequest()).toMatchObject({ path: `${base}/readeraccount/endpoint`, query: org });
    expect(endpoint?.endpoint).toMatch(/^https:\/\/[a-z0-9]+\.us-east-1\.snowflakecomputing\.com$/);

    await client.ua.snowflake.createUser({ username: 'ANALYST', email: 'analyst@example.com' });
    await client.ua.snowflake.updateNetworkPolicy({
      allowedIpAddresses: ['10.0.0.0/8'],
      blockedIpAddresses: [],
    });

    expect(await client.ua.snowflake.deleteReaderAccount()).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/readeraccount`,
      query: org,
    });
    expect((await rejection(client.ua.snowflake.getReaderAccount())).status).toBe(404);
    expect(await client.ua.snowflake.listUsers()).toEqual([]);
    expect(await client.ua.snowflake.getNetworkPolicy()).toEqual({
      allowedIpAddresses: [],
      blockedIpAddresses: [],
    });
    expect(
      (await rejection(client.ua.snowflake.createUser({ username: 'ANALYST', email: 'a@example.com' })))
        .status,
    ).toBe(404);
    expect((await rejection(client.ua.snowflake.getUser('ANALYST'))).status).toBe(404);
    expect((await rejection(client.ua.snowflake.deleteReaderAccount())).status).toBe(404);

    // A new reader account starts with no users and an open policy.
    await withReaderAccount(client);
    expect(await client.ua.snowflake.listUsers()).toEqual([]);
    expect(await client.ua.snowflake.getNetworkPolicy()).toEqual({
      allowedIpAddresses: [],
      blockedIpAddresses: [],
    });
  });
});

describe('ua.snowflake users', () => {
  it('creates, lists, reads, resets, reactivates and deletes users', async () => {
    const client = env.client();
    await withReaderAccount(client);
    const before = Date.now();
    const user = await client.ua.snowflake.createUser({
      username: 'ANALYST_1',
      email: 'analyst@example.com',
      daysToExpiry: 30,
    });
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/users`, query: org });
    expect(JSON.parse(wire.body)).toEqual({
      username: 'ANALYST_1',
      email: 'analyst@example.com',
      daysToExpiry: 30,
    });
    expect(user).toMatchObject({ username: 'ANALYST_1', email: 'analyst@example.com', daysToExpiry: 30 });
    expect(user.createdDate).toBeGreaterThanOrEqual(before);
    expect(user.expirationDate).toBe(user.createdDate! + 30 * 86_400_000);

    const forever = await client.ua.snowflake.createUser({ username: 'VIEWER', email: 'viewer@example.com' });
    expect(forever.daysToExpiry).toBe(0);
    expect(forever.expirationDate).toBeUndefined();

    expect((await client.ua.snowflake.listUsers())?.map((u) => u.username)).toEqual(['ANALYST_1', 'VIEWER']);
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${base}/users`, query: org });
    expect(await client.ua.snowflake.getUser('ANALYST_1')).toEqual(user);
    expect(await env.lastRequest()).toMatchObject({ path: `${base}/users/ANALYST_1`, query: org });

    // Malformed or duplicate users are refused and nothing is stored.
    for (const bad of [
      { username: 'X', email: 'not-an-email' },
      { username: '1BAD', email: 'x@example.com' },
      { username: 'Y', email: 'y@example.com', daysToExpiry: 91 },
      { username: 'Z', email: 'z@example.com', daysToExpiry: 1.5 },
    ]) {
      expect((await rejection(client.ua.snowflake.createUser(bad))).status, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await rejection(client.ua.snowflake.createUser({ username: 'VIEWER', email: 'v@example.com' })))
        .status,
    ).toBe(409);
    expect(await client.ua.snowflake.listUsers()).toHaveLength(2);

    expect(await client.ua.snowflake.resetPassword('VIEWER')).toEqual({});
    wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'POST',
      path: `${base}/users/VIEWER/passwordreset`,
      query: org,
      body: '{}',
    });
    expect((await client.ua.snowflake.getUser('VIEWER'))?.passwordResetDate).toBeGreaterThanOrEqual(before);
    expect((await rejection(client.ua.snowflake.resetPassword('NOBODY'))).status).toBe(404);

    const reactivatedAt = Date.now();
    // The platform answers 200 with no body: the user shows the new expiry.
    expect(await client.ua.snowflake.reactivateUser('VIEWER', 7)).toEqual({});
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/users/VIEWER/expiration`, query: org });
    expect(JSON.parse(wire.body)).toEqual({ daysToExpiry: 7 });
    const reactivated = (await client.ua.snowflake.getUser('VIEWER'))!;
    expect(reactivated.daysToExpiry).toBe(7);
    expect(reactivated.expirationDate).toBeGreaterThanOrEqual(reactivatedAt + 7 * DAY_MS);
    expect(reactivated.expirationDate).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    expect((await rejection(client.ua.snowflake.reactivateUser('VIEWER', 120))).status).toBe(400);
    expect((await client.ua.snowflake.getUser('VIEWER'))?.daysToExpiry).toBe(7);
    // Back to no expiry.
    await client.ua.snowflake.reactivateUser('VIEWER', 0);
    expect((await client.ua.snowflake.getUser('VIEWER'))?.expirationDate).toBeUndefined();

    expect(await client.ua.snowflake.deleteUser('ANALYST_1')).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${base}/users/ANALYST_1`,
      query: org,
    });
    expect((await rejection(client.ua.snowflake.getUser('ANALYST_1'))).status).toBe(404);
    expect((await rejection(client.ua.snowflake.deleteUser('ANALYST_1'))).status).toBe(404);
    expect((await client.ua.snowflake.listUsers())?.map((u) => u.username)).toEqual(['VIEWER']);
  });
});

describe('ua.snowflake network policy', () => {
  it('stores the policy and refuses malformed or contradictory addresses', async () => {
    const client = env.client();
    expect(
      (
        await rejection(
          client.ua.snowflake.updateNetworkPolicy({ allowedIpAddresses: [], blockedIpAddresses: [] }),
        )
      ).status,
    ).toBe(404);
    await withReaderAccount(client);
    expect(await client.ua.snowflake.getNetworkPolicy()).toEqual({
      allowedIpAddresses: [],
      blockedIpAddresses: [],
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/networkpolicy`,
      query: org,
    });

    const policy = {
      allowedIpAddresses: ['192.168.0.0/16', '203.0.113.7'],
      blockedIpAddresses: ['192.168.1.99'],
    };
    expect(await client.ua.snowflake.updateNetworkPolicy(policy)).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'PUT', path: `${base}/networkpolicy`, query: org });
    expect(JSON.parse(wire.body)).toEqual(policy);
    expect(await client.ua.snowflake.getNetworkPolicy()).toEqual(policy);
    // On the wire: 204, no body, as the platform answers.
    expect(await env.sendJson('PUT', `${base}/networkpolicy?${org}`, JSON.stringify(policy))).toEqual({
      status: 204,
      body: undefined,
    });

    for (const bad of [
      { allowedIpAddresses: ['300.1.1.1'], blockedIpAddresses: [] },
      { allowedIpAddresses: ['10.0.0.0/33'], blockedIpAddresses: [] },
      { allowedIpAddresses: ['10.0.0.1'], blockedIpAddresses: ['10.0.0.1'] },
      { allowedIpAddresses: 'everyone', blockedIpAddresses: [] },
      { blockedIpAddresses: ['10.0.0.1'] },
    ]) {
      expect(
        (await rejection(client.ua.snowflake.updateNetworkPolicy(bad as never))).status,
        JSON.stringify(bad),
      ).toBe(400);
    }
    expect(await client.ua.snowflake.getNetworkPolicy()).toEqual(policy);

    // blockedIpAddresses is optional, as published: none blocked when left out.
    await client.ua.snowflake.updateNetworkPolicy({ allowedIpAddresses: ['10.0.0.0/8'] });
    expect(await client.ua.snowflake.getNetworkPolicy()).toEqual({
      allowedIpAddresses: ['10.0.0.0/8'],
      blockedIpAddresses: [],
    });
  });
});

describe('ua.snowflake credit usage', () => {
  it('counts credits for the days of the reader account’s life, and a range is the sum of its parts', async () => {
    const client = env.client();
    const today = Date.now();
    const day = (offset: number) => isoDay(today + offset * DAY_MS);

    // No reader account: nothing used.
    expect(await client.ua.snowflake.getCreditUsage({ from: day(-5), to: day(0) })).toEqual({
      creditsUsed: 0,
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${base}/creditusage`,
      query: `${org}&from=${day(-5)}&to=${day(0)}`,
    });

    // A reader account created ten days ago.
    await env.seed({
      records: {
        [DEFAULT_ORGANIZATION_ID]: {
          'ua.snowflakeReaderAccount': [
            { id: 'reader-account', locator: 'RA123456', createdDate: today - 10 * DAY_MS },
          ],
        },
      },
    });
    const credits = async (from: number, to: number) =>
      (await client.ua.snowflake.getCreditUsage({ from: day(from), to: day(to) }))!.creditsUsed;

    const whole = await credits(-10, 0);
    const first = await credits(-10, -4);
    const second = await credits(-3, 0);
    expect(whole).toBeGreaterThan(0);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(Math.round((first + second) * 100)).toBe(Math.round(whole * 100));
    // Days before the account existed, or in the future, used nothing.
    expect(await credits(-30, -11)).toBe(0);
    expect(await credits(-30, 5)).toBe(whole);
    // The same range gives the same figure.
    expect(await credits(-10, -4)).toBe(first);
    // Date-times are read by their day.
    expect(
      (
        await client.ua.snowflake.getCreditUsage({
          from: `${day(-3)}T12:00:00.000Z`,
          to: `${day(0)}T00:00:00Z`,
        })
      )?.creditsUsed,
    ).toBe(second);

    expect((await rejection(client.ua.snowflake.getCreditUsage({ from: day(0), to: day(-1) }))).status).toBe(
      400,
    );
    expect(
      (await rejection(client.ua.snowflake.getCreditUsage({ from: 'yesterday', to: day(0) }))).status,
    ).toBe(400);
  });
});

describe('ua.dataShare', () => {
  const shares = '/rest/ua/v15/admin/snowflake/securedatasharing';

  it('offers regions, shares with accounts (PENDING, then ACTIVE) and stops sharing', async () => {
    const client = env.client();
    const regions = await client.ua.dataShare.listRegions();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${shares}/regions`, query: org });
    expect(regions?.primaryRegion).toBe('AWS_US_EAST_1');
    expect(regions?.secondaryRegions).toContain('AWS_EU_WEST_1');
    expect(regions?.secondaryRegions).not.toContain(regions?.primaryRegion);

    // The platform answers 204, no body: the share shows in listAccounts.
    const added = await client.ua.dataShare.addAccount({
      accountLocator: 'XY12345',
      snowflakeRegion: 'AWS_EU_WEST_1',
    });
    expect(added).toEqual({});
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${shares}/accounts`, query: org });
    expect(JSON.parse(wire.body)).toEqual({ accountLocator: 'XY12345', snowflakeRegion: 'AWS_EU_WEST_1' });
    const [share] = (await client.ua.dataShare.listAccounts())!;
    expect(share).toMatchObject({ locator: 'XY12345', region: 'AWS_EU_WEST_1', status: 'PENDING' });
    expect(share.createdAt).toBeGreaterThan(Date.now() - 5000);

    await client.ua.dataShare.addAccount({
      accountLocator: 'ab98765',
      snowflakeRegion: regions!.primaryRegion,
    });
    expect(
      (
        await rejection(
          client.ua.dataShare.addAccount({ accountLocator: 'XY12345', snowflakeRegion: 'AWS_EU_WEST_1' }),
        )
      ).status,
    ).toBe(409);
    for (const bad of [
      { accountLocator: 'XY12345', snowflakeRegion: 'MOON_BASE_1' },
      { accountLocator: 'no!', snowflakeRegion: 'AWS_EU_WEST_1' },
    ]) {
      expect((await rejection(client.ua.dataShare.addAccount(bad))).status).toBe(400);
    }

    let accounts = await client.ua.dataShare.listAccounts();
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${shares}/accounts`, query: org });
    expect(accounts?.map((a) => [a.locator, a.region, a.status])).toEqual([
      ['XY12345', 'AWS_EU_WEST_1', 'PENDING'],
      ['AB98765', 'AWS_US_EAST_1', 'PENDING'],
    ]);
    await sleep(SETUP_MS + 20);
    accounts = await client.ua.dataShare.listAccounts();
    expect(accounts?.map((a) => a.status)).toEqual(['ACTIVE', 'ACTIVE']);

    expect(
      await client.ua.dataShare.deleteAccount({
        accountLocator: 'XY12345',
        snowflakeRegion: 'AWS_EU_WEST_1',
      }),
    ).toEqual({});
    expect(await env.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `${shares}/accounts`,
      query: `${org}&accountLocator=XY12345&snowflakeRegion=AWS_EU_WEST_1`,
      body: '',
    });
    expect((await client.ua.dataShare.listAccounts())?.map((a) => a.locator)).toEqual(['AB98765']);
    expect(
      (
        await rejection(
          client.ua.dataShare.deleteAccount({ accountLocator: 'XY12345', snowflakeRegion: 'AWS_EU_WEST_1' }),
        )
      ).status,
    ).toBe(404);
  });
});
