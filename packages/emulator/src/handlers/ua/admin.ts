import type { EmulatorContext } from '../../context';
import { collectionIn } from '../../engine';
import type { Behaviours } from '../../engine/hooks';
import { badRequest, conflict, created, HttpError, noContent, notFound, Reply } from '../../http';
import {
  dimensionValue,
  EVENT_TYPES,
  eventsIn,
  type Range,
  rangeOf,
  requireDimension,
} from '../../model/ua/analytics';
import { DAY_MS, groupBy, hash, uaStore } from '../../model/ua/events';
import { isIpv4, isIpv6, oneOf, pageOf } from '../../model/ua/service';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

// Usage-analytics administration (`/rest/ua/v15/admin`): the organization's account and its strict
// validation test, the Snowflake reader account with its users, network policy and credit usage, and
// secure data sharing.

type Rec = Record<string, any>;

const REDSHIFT_STATUSES = ['ONLINE', 'UNAVAILABLE', 'READ_ONLY', 'WRITE_ONLY'];
/** The longest text value strict validation accepts. */
const MAX_VALUE_LENGTH = 256;

/** The organization's usage-analytics account until it is written: AVAILABLE, as it exists with the organization. */
const NEW_ACCOUNT = {
  enabled: true,
  status: 'AVAILABLE',
  internalEventIps: [],
  useStrictFieldValidation: false,
};

/**
 * The values of a dimension that strict validation would reject in a date range, read from the event
 * store: a missing value on an event the dimension applies to, a non-numeric value of a numeric
 * dimension, a text longer than 256 characters. Grouped by value and reason, most frequent first.
 */
function strictValidationFailures(store: OrganizationStore, name: string, range: Range) {
  const dimension = requireDimension(store, name);
  const failures = eventsIn(store, range).flatMap((event) => {
    const eventType = EVENT_TYPES[event.table];
    const value = dimensionValue(event, dimension);
    const shown = value === undefined || value === '' ? null : String(value);
    let reason = shown === null ? 'MISSING_VALUE' : shown.length > MAX_VALUE_LENGTH ? 'TOO_LONG' : undefined;
    if (dimension.type === 'NUMBER' && shown !== null && !Number.isFinite(Number(value)))
      reason = 'NOT_A_NUMBER';
    return dimension.eventTypes.includes(eventType) && reason ? [{ value: shown, reason, eventType }] : [];
  });
  const groups = groupBy(failures, ({ value, reason, eventType }) =>
    JSON.stringify([value, reason, eventType]),
  );
  return [...groups.values()]
    .map((same) => ({ ...same[0], count: same.length }))
    .sort((a, b) => b.count - a.count);
}

const accountHandlers: Handlers = {
  'ua.admin.setRedshiftEndpointStatus': (ctx) => {
    const store = uaStore(ctx);
    const endpointId = ctx.query('endpointId');
    if (!endpointId) throw badRequest("The query parameter 'endpointId' is required.");
    const status = oneOf(ctx.query('status') ?? '', REDSHIFT_STATUSES, 'status');
    const endpoints = store.collection<Rec>('ua.redshiftEndpoints', 'Redshift endpoint', 'endpointId');
    return endpoints.insert({ endpointId, status, updatedDate: Date.now() });
  },
  // Pages start at 1.
  'ua.admin.getStrictValidationTest': (ctx) => {
    const store = uaStore(ctx);
    const dimensionName = ctx.query('d') ?? '';
    const results = strictValidationFailures(store, dimensionName, rangeOf(ctx, store));
    return { dimensionName, validationTestResults: pageOf(ctx, results, 10), totalCount: results.length };
  },
};

// Secure data sharing: the Snowflake accounts the organization's data is shared with, in the regions the
// emulator offers (the first is the data's own). The engine keeps and lists the shares. A share is
// PENDING until the set-up time has passed, then ACTIVE (computed, no timers).

const SNOWFLAKE_REGIONS = ['AWS_US_EAST_1', 'AWS_US_WEST_2', 'AWS_EU_WEST_1', 'AZURE_EASTUS2'];
const ACCOUNTS = '/rest/ua/v15/admin/snowflake/securedatasharing/accounts';

/** An account locator and region, from a body or a query, checked; the share's id. @throws HttpError 400. */
function shareOf(accountLocator?: string, snowflakeRegion?: string) {
  // A body sent as another type than JSON reaches here unchecked: its fields may be missing.
  const [locator, region] = [accountLocator, snowflakeRegion].map((v) =>
    String(v ?? '')
      .trim()
      .toUpperCase(),
  );
  if (!/^[A-Z0-9]{5,12}$/.test(locator)) {
    throw badRequest("'accountLocator' must be a Snowflake account locator: 5 to 12 letters and digits.");
  }
  oneOf(region, SNOWFLAKE_REGIONS, 'Snowflake region', 'INVALID_REGION');
  return { id: `${region}/${locator}`, locator, region };
}

const dataShareBehaviours: Behaviours = {
  'ua.dataShare.listAccounts': {
    // listAccounts shows the share, PENDING at first.
    accept: (_ctx, { accountLocator, snowflakeRegion }) => ({
      ...shareOf(accountLocator, snowflakeRegion),
      createdAt: Date.now(),
    }),
    view: (ctx, share) => ({
      ...share,
      status: Date.now() - share.createdAt >= ctx.settings.refreshDurationMs ? 'ACTIVE' : 'PENDING',
    }),
  },
};

const dataShareHandlers: Handlers = {
  'ua.dataShare.deleteAccount': (ctx) => {
    const shares = collectionIn(uaStore(ctx), ACCOUNTS);
    const { id, locator, region } = shareOf(
      ctx.query('accountLocator') as string,
      ctx.query('snowflakeRegion') as string,
    );
    if (!shares.has(id)) throw notFound('Data share account', `${locator} (${region})`);
    shares.delete(id);
    return noContent();
  },
  'ua.dataShare.listRegions': (ctx) => {
    uaStore(ctx);
    const [primaryRegion, ...secondaryRegions] = SNOWFLAKE_REGIONS;
    return { primaryRegion, secondaryRegions };
  },
};

// The organization's Snowflake reader account: being set up until the set-up time
// (`settings.refreshDurationMs`) has passed since its creation, then AVAILABLE, the platform's one
// status: while it is set up, its status and its endpoint answer 409 READER_ACCOUNT_NOT_READY. Users and
// the network policy belong to it (writing them needs the account) and go with it; without an account
// there are no users and the policy is open. The engine lists, reads and deletes the users. Credit
// usage is a figure per day of the account's life, so that the credits of a range are the sum of the
// credits of its days.

const dayOf = (time: number) => Math.floor(time / DAY_MS);
const READER_ACCOUNT = 'reader-account';
const NETWORK_POLICY = 'ua.snowflakeNetworkPolicy';

const accountsOf = (store: OrganizationStore) =>
  store.collection('ua.snowflakeReaderAccount', 'Snowflake reader account');
const USERS = { records: 'ua.snowflakeUsers', label: 'Snowflake user', key: 'username' };
const usersOf = (store: OrganizationStore) => store.collection<Rec>(USERS.records, USERS.label, USERS.key);

/**
 * The reader account, once AVAILABLE when `ready`.
 * @throws HttpError 404 when the organization has none, 409 while it is set up when `ready`.
 */
function readerAccount(ctx: EmulatorContext, ready = false): Rec {
  const store = uaStore(ctx);
  const account = accountsOf(store).records.get(READER_ACCOUNT);
  if (!account) {
    const message = `The organization '${store.organizationId}' has no Snowflake reader account.`;
    throw new HttpError(404, 'READER_ACCOUNT_NOT_FOUND', message);
  }
  if (ready && Date.now() - account.createdDate < ctx.settings.refreshDurationMs)
    throw new HttpError(409, 'READER_ACCOUNT_NOT_READY', 'The reader account is still being set up.');
  return account;
}

/** The expiry of a user given access for `days` days (0 to 90, 0 for none) from `now`. @throws HttpError 400. */
function expiry(days: number = 0, now = Date.now()) {
  if (days < 0 || days > 90) throw badRequest("'daysToExpiry' must be an integer from 0 (no expiry) to 90.");
  return { daysToExpiry: days, expirationDate: days === 0 ? undefined : now + days * DAY_MS };
}

/** The engine reads and replaces the account, and the network policy of the reader account. */
export const uaAdminBehaviours: Behaviours = {
  ...dataShareBehaviours,
  'ua.admin.getAccount': {
    records: 'ua.account',
    view: (ctx, account) => ({ name: uaStore(ctx).organizationId, ...NEW_ACCOUNT, ...account }),
    // Fields left out keep their value (the published schema refuses repeated addresses).
    accept(_ctx, { internalEventIps, useStrictFieldValidation }, before) {
      if (internalEventIps && !internalEventIps.every((ip: string) => isIpv4(ip) || isIpv6(ip))) {
        throw badRequest("The field 'internalEventIps' must be an array of IP addresses or CIDR ranges.");
      }
      const strict = useStrictFieldValidation !== undefined ? { useStrictFieldValidation } : {};
      return { ...before, ...(internalEventIps ? { internalEventIps } : {}), ...strict };
    },
  },
  'ua.snowflake.getNetworkPolicy': {
    records: NETWORK_POLICY,
    view: (_ctx, { allowedIpAddresses = [], blockedIpAddresses = [] }) => ({
      allowedIpAddresses,
      blockedIpAddresses,
    }),
    // The published schema refuses repeated addresses.
    accept(ctx, { allowedIpAddresses, blockedIpAddresses = [] }) {
      if (![...allowedIpAddresses, ...blockedIpAddresses].every(isIpv4))
        throw badRequest('The addresses must be IPv4 addresses or CIDR ranges (10.0.0.0/8).');
      const both = allowedIpAddresses.filter((ip: string) => blockedIpAddresses.includes(ip));
      if (both.length) throw badRequest(`Addresses both allowed and blocked: ${both.join(', ')}.`);
      readerAccount(ctx);
      return { allowedIpAddresses, blockedIpAddresses };
    },
  },
  'ua.snowflake.getUser': {
    ...USERS,
    keep: ['createdDate', 'expirationDate', 'passwordResetDate'],
    accept(ctx, { username, email, daysToExpiry }) {
      if (!/^[A-Za-z_][\w.@$-]{0,254}$/.test(username))
        throw badRequest("'username' must start with a letter or '_', then letters, digits or _.@$-");
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
        throw badRequest("The user: 'email' must be an e-mail address.");
      // One instant: the expiry counts from the creation, to the millisecond.
      const now = Date.now();
      const fields = expiry(daysToExpiry, now);
      // The engine answers 409 for a taken username.
      readerAccount(ctx);
      return { username, email, createdDate: now, ...fields };
    },
  },
};

export const uaAdminHandlers: Handlers = {
  ...accountHandlers,
  ...dataShareHandlers,
  // The platform answers no model of the account: getReaderAccount tells when it is AVAILABLE.
  'ua.snowflake.createReaderAccount': (ctx) => {
    const store = uaStore(ctx);
    if (accountsOf(store).has(READER_ACCOUNT))
      throw conflict(`The organization '${store.organizationId}' already has a Snowflake reader account.`);
    const locator = `RA${(hash(store.organizationId) % 1_000_000).toString().padStart(6, '0')}`;
    accountsOf(store).insert({ id: READER_ACCOUNT, locator, createdDate: Date.now() });
    return created({});
  },
  'ua.snowflake.getReaderAccount': (ctx) => {
    readerAccount(ctx, true);
    return { snowflakeReaderAccountStatus: 'AVAILABLE' };
  },
  'ua.snowflake.getReaderAccountEndpoint': (ctx) => ({
    endpoint: `https://${String(readerAccount(ctx, true).locator).toLowerCase()}.us-east-1.snowflakecomputing.com`,
  }),
  // Its users and network policy go with it.
  'ua.snowflake.deleteReaderAccount': (ctx) => {
    const store = uaStore(ctx);
    readerAccount(ctx);
    accountsOf(store).delete(READER_ACCOUNT);
    usersOf(store).records.clear();
    store.documents.delete(NETWORK_POLICY);
    return noContent();
  },

  'ua.snowflake.resetPassword': (ctx) => {
    usersOf(uaStore(ctx)).update(ctx.params.snowflakeUser, { passwordResetDate: Date.now() });
    return noContent();
  },
  // The platform answers 200 with no body: getUser shows the new expiry.
  'ua.snowflake.reactivateUser': async (ctx) => {
    const { daysToExpiry } = await ctx.json();
    if (daysToExpiry === undefined) throw badRequest("The field 'daysToExpiry' is required.");
    usersOf(uaStore(ctx)).update(ctx.params.snowflakeUser, expiry(daysToExpiry));
    return new Reply(200);
  },

  // Only the days of the account's life (its creation day to today) used credits, in hundredths each.
  'ua.snowflake.getCreditUsage': (ctx) => {
    const store = uaStore(ctx);
    const range = rangeOf(ctx, store);
    const account = accountsOf(store).records.get(READER_ACCOUNT);
    let hundredths = 0;
    const last = dayOf(Math.min(range.to, Date.now()));
    for (let day = dayOf(Math.max(range.from, account?.createdDate ?? Infinity)); day <= last; day++)
      hundredths += 25 + (hash(`${store.organizationId}/${day}`) % 276);
    return { creditsUsed: hundredths / 100 };
  },
};
