import type { EmulatorContext } from '../../context';
import { badRequest, conflict, created, HttpError, noContent, Reply } from '../../http';
import type { OrganizationStore } from '../../state';
import { requireObject } from '../rest';
import type { Handlers } from '../types';
import { uaStore } from './events';
import { dateQuery, dayOf, hash, isIpv4, requiredText } from './serviceStatus';

/*
 * The organization's Snowflake reader account: being set up until the set-up time
 * (`settings.refreshDurationMs`) has passed, computed from its creation time, then AVAILABLE. The
 * platform's status has no other value: while the account is set up, its status and its endpoint
 * answer 409 READER_ACCOUNT_NOT_READY. Users and the network policy belong to it (writing them needs the account)
 * and go with it; without an account there are no users and the policy is open. Credit usage is a deterministic figure per day of the account's
 * life, so that the credits of a range are the sum of the credits of its days.
 */

type Rec = Record<string, any>;

const DAY_MS = 86_400_000;
const READER_ACCOUNT = 'reader-account';
const NETWORK_POLICY = 'network-policy';
const MAX_DAYS_TO_EXPIRY = 90;

const readerAccountsOf = (store: OrganizationStore) =>
  store.collection('ua.snowflakeReaderAccount', 'Snowflake reader account');
const usersOf = (store: OrganizationStore) =>
  store.collection<Rec>('ua.snowflakeUsers', 'Snowflake user', 'username');
const policiesOf = (store: OrganizationStore) =>
  store.collection('ua.snowflakeNetworkPolicy', 'Network policy');

const createdOf = (record: Rec) => (typeof record.createdDate === 'number' ? record.createdDate : 0);

/** The reader account. @throws HttpError 404 when the organization has none. */
function readerAccount(store: OrganizationStore): Rec {
  const account = readerAccountsOf(store).records.get(READER_ACCOUNT);
  if (!account) {
    throw new HttpError(
      404,
      'READER_ACCOUNT_NOT_FOUND',
      `The organization '${store.organizationId}' has no Snowflake reader account.`,
    );
  }
  return account;
}

const statusOf = (ctx: EmulatorContext, account: Rec) =>
  Date.now() - createdOf(account) >= ctx.settings.refreshDurationMs ? 'AVAILABLE' : 'CREATING';

/** The reader account, once AVAILABLE. @throws HttpError 404 without one, 409 while it is CREATING. */
function availableAccount(ctx: EmulatorContext, store: OrganizationStore): Rec {
  const account = readerAccount(store);
  if (statusOf(ctx, account) !== 'AVAILABLE') {
    throw new HttpError(
      409,
      'READER_ACCOUNT_NOT_READY',
      'The Snowflake reader account is still being created.',
    );
  }
  return account;
}

/** `daysToExpiry`: an integer from 0 (no expiry) to 90. @throws HttpError 400 otherwise. */
function daysToExpiry(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_DAYS_TO_EXPIRY) {
    throw badRequest(`'daysToExpiry' must be an integer from 0 (no expiry) to ${MAX_DAYS_TO_EXPIRY}.`);
  }
  return value;
}

/** The expiry fields of a user given access for `days` days from `now`. */
const expiry = (days: number, now: number) =>
  days === 0
    ? { daysToExpiry: 0, expirationDate: undefined }
    : { daysToExpiry: days, expirationDate: now + days * DAY_MS };

function addressList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every(isIpv4)) {
    throw badRequest(`The field '${field}' must be an array of IPv4 addresses or CIDR ranges (10.0.0.0/8).`);
  }
  return [...new Set(value as string[])];
}

/** The credits one day of the reader account's life used, in hundredths (deterministic per organization and day). */
const creditsOfDay = (organizationId: string, day: number) => 25 + (hash(`${organizationId}/${day}`) % 276);

export const uaSnowflakeHandlers: Handlers = {
  'ua.snowflake.createReaderAccount': (ctx) => {
    const store = uaStore(ctx);
    if (readerAccountsOf(store).has(READER_ACCOUNT)) {
      throw conflict(`The organization '${store.organizationId}' already has a Snowflake reader account.`);
    }
    const locator = `RA${(hash(store.organizationId) % 1_000_000).toString().padStart(6, '0')}`;
    readerAccountsOf(store).insert({ id: READER_ACCOUNT, locator, createdDate: Date.now() });
    // The platform answers 201 and no model of the account: getReaderAccount tells when it is AVAILABLE.
    return created({});
  },
  'ua.snowflake.getReaderAccount': (ctx) => {
    const store = uaStore(ctx);
    return { snowflakeReaderAccountStatus: statusOf(ctx, availableAccount(ctx, store)) };
  },
  'ua.snowflake.getReaderAccountEndpoint': (ctx) => {
    const account = availableAccount(ctx, uaStore(ctx));
    const locator = typeof account.locator === 'string' ? account.locator : 'ra000000';
    return { endpoint: `https://${locator.toLowerCase()}.us-east-1.snowflakecomputing.com` };
  },
  'ua.snowflake.deleteReaderAccount': (ctx) => {
    const store = uaStore(ctx);
    readerAccount(store);
    readerAccountsOf(store).delete(READER_ACCOUNT);
    // Its users and network policy go with it.
    usersOf(store).records.clear();
    policiesOf(store).records.clear();
    return noContent();
  },

  'ua.snowflake.listUsers': (ctx) => {
    const store = uaStore(ctx);
    return usersOf(store).list();
  },
  'ua.snowflake.createUser': async (ctx) => {
    const store = uaStore(ctx);
    const body = requireObject(await ctx.json(), 'The user');
    const username = requiredText(body, 'username', 'The user');
    if (!/^[A-Za-z_][\w.@$-]{0,254}$/.test(username)) {
      throw badRequest(
        "The user: 'username' must start with a letter or '_' and hold letters, digits, '_', '.', '@', '$' or '-'.",
      );
    }
    const email = requiredText(body, 'email', 'The user');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      throw badRequest("The user: 'email' must be an e-mail address.");
    const days = daysToExpiry(body.daysToExpiry);
    readerAccount(store);
    if (usersOf(store).has(username)) throw conflict(`The Snowflake user '${username}' already exists.`);
    const now = Date.now();
    return created(usersOf(store).insert({ username, email, createdDate: now, ...expiry(days, now) }));
  },
  'ua.snowflake.getUser': (ctx) => usersOf(uaStore(ctx)).get(ctx.params.snowflakeUser),
  'ua.snowflake.deleteUser': (ctx) => {
    usersOf(uaStore(ctx)).delete(ctx.params.snowflakeUser);
    return noContent();
  },
  'ua.snowflake.resetPassword': (ctx) => {
    const users = usersOf(uaStore(ctx));
    users.update(ctx.params.snowflakeUser, { passwordResetDate: Date.now() });
    return noContent();
  },
  'ua.snowflake.reactivateUser': async (ctx) => {
    const users = usersOf(uaStore(ctx));
    users.get(ctx.params.snowflakeUser);
    const body = requireObject(await ctx.json(), 'The expiration');
    if (body.daysToExpiry === undefined) throw badRequest("The field 'daysToExpiry' is required.");
    const days = daysToExpiry(body.daysToExpiry);
    users.update(ctx.params.snowflakeUser, expiry(days, Date.now()));
    // The platform answers 200 with no body: getUser shows the new expiry.
    return new Reply(200);
  },

  'ua.snowflake.getNetworkPolicy': (ctx) => {
    const store = uaStore(ctx);
    const { id: _id, ...policy } = policiesOf(store).records.get(NETWORK_POLICY) ?? {
      allowedIpAddresses: [],
      blockedIpAddresses: [],
    };
    return policy;
  },
  'ua.snowflake.updateNetworkPolicy': async (ctx) => {
    const store = uaStore(ctx);
    const body = requireObject(await ctx.json(), 'The network policy');
    const allowedIpAddresses = addressList(body.allowedIpAddresses, 'allowedIpAddresses');
    const blockedIpAddresses = addressList(body.blockedIpAddresses, 'blockedIpAddresses');
    const both = allowedIpAddresses.filter((ip) => blockedIpAddresses.includes(ip));
    if (both.length) throw badRequest(`Addresses both allowed and blocked: ${both.join(', ')}.`);
    readerAccount(store);
    policiesOf(store).insert({ id: NETWORK_POLICY, allowedIpAddresses, blockedIpAddresses });
    return noContent();
  },

  'ua.snowflake.getCreditUsage': (ctx) => {
    const store = uaStore(ctx);
    const first = dayOf(dateQuery(ctx.query('from'), 'from'));
    const last = dayOf(dateQuery(ctx.query('to'), 'to'));
    if (first > last) throw badRequest("'from' must not be after 'to'.");
    const account = readerAccountsOf(store).records.get(READER_ACCOUNT);
    if (!account) return { creditsUsed: 0 };
    // Only days of the account's life (its creation day to today) used credits.
    let hundredths = 0;
    const start = Math.max(first, dayOf(createdOf(account)));
    const end = Math.min(last, dayOf(Date.now()));
    for (let day = start; day <= end; day++) hundredths += creditsOfDay(store.organizationId, day);
    return { creditsUsed: hundredths / 100 };
  },
};
