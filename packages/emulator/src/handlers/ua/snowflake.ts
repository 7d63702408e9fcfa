import type { EmulatorContext } from '../../context';
import type { Behaviours } from '../../engine/hooks';
import { badRequest, conflict, created, HttpError, noContent, Reply } from '../../http';
import { hash, uaStore } from '../../model/ua/events';
import { dayOf, isIpv4, requiredRange } from '../../model/ua/service';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

/*
 * The organization's Snowflake reader account: being set up until the set-up time
 * (`settings.refreshDurationMs`) has passed since its creation, then AVAILABLE, the platform's one
 * status: while it is set up, its status and its endpoint answer 409 READER_ACCOUNT_NOT_READY. Users and
 * the network policy belong to it (writing them needs the account) and go with it; without an account
 * there are no users and the policy is open. The engine lists, reads and deletes the users. Credit
 * usage is a figure per day of the account's life, so that the credits of a range are the sum of the
 * credits of its days.
 */

type Rec = Record<string, any>;

const DAY_MS = 86_400_000;
const READER_ACCOUNT = 'reader-account';
const NETWORK_POLICY = 'network-policy';

const accountsOf = (store: OrganizationStore) =>
  store.collection('ua.snowflakeReaderAccount', 'Snowflake reader account');
const USERS = { records: 'ua.snowflakeUsers', label: 'Snowflake user', key: 'username' };
const usersOf = (store: OrganizationStore) => store.collection<Rec>(USERS.records, USERS.label, USERS.key);
const policiesOf = (store: OrganizationStore) =>
  store.collection('ua.snowflakeNetworkPolicy', 'Network policy');

const createdOf = (record: Rec) => (typeof record.createdDate === 'number' ? record.createdDate : 0);

/** The reader account. @throws HttpError 404 when the organization has none. */
function readerAccount(store: OrganizationStore): Rec {
  const account = accountsOf(store).records.get(READER_ACCOUNT);
  if (account) return account;
  throw new HttpError(
    404,
    'READER_ACCOUNT_NOT_FOUND',
    `The organization '${store.organizationId}' has no Snowflake reader account.`,
  );
}

/** The reader account, once AVAILABLE. @throws HttpError 404 without one, 409 while it is set up. */
function availableAccount(ctx: EmulatorContext): Rec {
  const account = readerAccount(uaStore(ctx));
  if (Date.now() - createdOf(account) < ctx.settings.refreshDurationMs) {
    throw new HttpError(
      409,
      'READER_ACCOUNT_NOT_READY',
      'The Snowflake reader account is still being created.',
    );
  }
  return account;
}

/** The expiry of a user given access for `days` days (0 to 90, 0 for none) from `now`. @throws HttpError 400. */
function expiry(days: number = 0, now = Date.now()) {
  if (days < 0 || days > 90) throw badRequest("'daysToExpiry' must be an integer from 0 (no expiry) to 90.");
  return { daysToExpiry: days, expirationDate: days === 0 ? undefined : now + days * DAY_MS };
}

export const uaSnowflakeBehaviours: Behaviours = {
  'ua.snowflake.getUser': {
    ...USERS,
    keep: ['createdDate', 'expirationDate', 'passwordResetDate'],
    accept(ctx, { username, email, daysToExpiry }) {
      if (!/^[A-Za-z_][\w.@$-]{0,254}$/.test(username)) {
        throw badRequest(
          "The user: 'username' must start with a letter or '_' and hold letters, digits, '_', '.', '@', '$' or '-'.",
        );
      }
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
        throw badRequest("The user: 'email' must be an e-mail address.");
      // One instant: the expiry counts from the creation, to the millisecond.
      const now = Date.now();
      const fields = expiry(daysToExpiry, now);
      readerAccount(uaStore(ctx));
      if (usersOf(uaStore(ctx)).has(username))
        throw conflict(`The Snowflake user '${username}' already exists.`);
      return { username, email, createdDate: now, ...fields };
    },
  },
};

export const uaSnowflakeHandlers: Handlers = {
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
    availableAccount(ctx);
    return { snowflakeReaderAccountStatus: 'AVAILABLE' };
  },
  'ua.snowflake.getReaderAccountEndpoint': (ctx) => ({
    endpoint: `https://${String(availableAccount(ctx).locator).toLowerCase()}.us-east-1.snowflakecomputing.com`,
  }),
  // Its users and network policy go with it.
  'ua.snowflake.deleteReaderAccount': (ctx) => {
    const store = uaStore(ctx);
    readerAccount(store);
    accountsOf(store).delete(READER_ACCOUNT);
    usersOf(store).records.clear();
    policiesOf(store).records.clear();
    return noContent();
  },

  'ua.snowflake.resetPassword': (ctx) => {
    usersOf(uaStore(ctx)).update(ctx.params.snowflakeUser, { passwordResetDate: Date.now() });
    return noContent();
  },
  // The platform answers 200 with no body: getUser shows the new expiry.
  'ua.snowflake.reactivateUser': async (ctx) => {
    const users = usersOf(uaStore(ctx));
    users.get(ctx.params.snowflakeUser);
    const { daysToExpiry } = await ctx.json();
    if (daysToExpiry === undefined) throw badRequest("The field 'daysToExpiry' is required.");
    users.update(ctx.params.snowflakeUser, expiry(daysToExpiry));
    return new Reply(200);
  },

  'ua.snowflake.getNetworkPolicy': (ctx) => {
    const { allowedIpAddresses = [], blockedIpAddresses = [] } =
      policiesOf(uaStore(ctx)).records.get(NETWORK_POLICY) ?? {};
    return { allowedIpAddresses, blockedIpAddresses };
  },
  // The published schema refuses repeated addresses.
  'ua.snowflake.updateNetworkPolicy': async (ctx) => {
    const store = uaStore(ctx);
    const { allowedIpAddresses, blockedIpAddresses = [] } = await ctx.json();
    if (![...allowedIpAddresses, ...blockedIpAddresses].every(isIpv4))
      throw badRequest('The addresses must be IPv4 addresses or CIDR ranges (10.0.0.0/8).');
    const both = allowedIpAddresses.filter((ip: string) => blockedIpAddresses.includes(ip));
    if (both.length) throw badRequest(`Addresses both allowed and blocked: ${both.join(', ')}.`);
    readerAccount(store);
    policiesOf(store).insert({ id: NETWORK_POLICY, allowedIpAddresses, blockedIpAddresses });
    return noContent();
  },

  // Only the days of the account's life (its creation day to today) used credits, in hundredths each.
  'ua.snowflake.getCreditUsage': (ctx) => {
    const store = uaStore(ctx);
    const [first, last] = requiredRange(ctx).map(dayOf);
    const account = accountsOf(store).records.get(READER_ACCOUNT);
    let hundredths = 0;
    const end = Math.min(last, dayOf(Date.now()));
    const start = Math.max(first, dayOf(account ? createdOf(account) : Date.now() + DAY_MS));
    for (let day = start; day <= end; day++)
      hundredths += 25 + (hash(`${store.organizationId}/${day}`) % 276);
    return { creditsUsed: hundredths / 100 };
  },
};
