import type { EmulatorContext } from '../../context';
import { badRequest, conflict, noContent, notFound } from '../../http';
import type { OrganizationStore } from '../../state';
import { requireObject } from '../rest';
import type { Handlers } from '../types';
import { uaStore } from './events';

/** The Snowflake regions the emulator offers for data sharing; the first is the data's own. */
export const SNOWFLAKE_REGIONS = [
  'AWS_US_EAST_1',
  'AWS_US_WEST_2',
  'AWS_CA_CENTRAL_1',
  'AWS_EU_WEST_1',
  'AWS_EU_CENTRAL_1',
  'AWS_AP_SOUTHEAST_2',
  'AZURE_EASTUS2',
];

const LOCATOR = /^[A-Z0-9]{5,12}$/;

const sharesOf = (store: OrganizationStore) => store.collection('ua.dataShareAccounts', 'Data share account');
const keyOf = (locator: string, region: string) => `${region}/${locator}`;

/** Reads and checks an account locator and region, from a body or a query. @throws HttpError 400. */
function accountOf(accountLocator: unknown, snowflakeRegion: unknown) {
  const locator = typeof accountLocator === 'string' ? accountLocator.trim().toUpperCase() : '';
  if (!LOCATOR.test(locator)) {
    throw badRequest("'accountLocator' must be a Snowflake account locator: 5 to 12 letters and digits.");
  }
  const region = typeof snowflakeRegion === 'string' ? snowflakeRegion.trim().toUpperCase() : '';
  if (!SNOWFLAKE_REGIONS.includes(region)) {
    throw badRequest(`'snowflakeRegion' must be one of: ${SNOWFLAKE_REGIONS.join(', ')}.`, 'INVALID_REGION');
  }
  return { locator, region };
}

/** A share as answered: `PENDING` until the set-up time has passed, then `ACTIVE` (computed, no timers). */
function shareView(ctx: EmulatorContext, share: Record<string, any>) {
  const createdDate = typeof share.createdDate === 'number' ? share.createdDate : 0;
  const active = Date.now() - createdDate >= ctx.settings.refreshDurationMs;
  return {
    locator: share.locator,
    region: share.region,
    createdAt: new Date(createdDate).toISOString(),
    status: active ? 'ACTIVE' : 'PENDING',
  };
}

export const uaDataShareHandlers: Handlers = {
  'ua.dataShare.listAccounts': (ctx) =>
    sharesOf(uaStore(ctx))
      .list()
      .map((share) => shareView(ctx, share)),
  'ua.dataShare.addAccount': async (ctx) => {
    const store = uaStore(ctx);
    const body = requireObject(await ctx.json(), 'The account');
    const { locator, region } = accountOf(body.accountLocator, body.snowflakeRegion);
    const id = keyOf(locator, region);
    if (sharesOf(store).has(id)) throw conflict(`The data is already shared with '${locator}' in ${region}.`);
    sharesOf(store).insert({ id, locator, region, createdDate: Date.now() });
    // The platform answers 204, no body: listAccounts shows the share, PENDING at first.
    return noContent();
  },
  'ua.dataShare.deleteAccount': (ctx) => {
    const store = uaStore(ctx);
    const { locator, region } = accountOf(ctx.query('accountLocator'), ctx.query('snowflakeRegion'));
    const id = keyOf(locator, region);
    if (!sharesOf(store).has(id)) throw notFound('Data share account', `${locator} (${region})`);
    sharesOf(store).delete(id);
    return noContent();
  },
  'ua.dataShare.listRegions': (ctx) => {
    uaStore(ctx);
    const [primaryRegion, ...secondaryRegions] = SNOWFLAKE_REGIONS;
    return { primaryRegion, secondaryRegions };
  },
};
