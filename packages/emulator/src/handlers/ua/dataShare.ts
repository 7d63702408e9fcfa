import { collectionIn } from '../../engine';
import type { Behaviours } from '../../engine/hooks';
import { badRequest, noContent, notFound } from '../../http';
import { uaStore } from '../../model/ua/events';
import type { Handlers } from '../types';

/*
 * Secure data sharing: the Snowflake accounts the organization's data is shared with, in the regions the
 * emulator offers (the first is the data's own). The engine keeps and lists the shares. A share is
 * PENDING until the set-up time has passed, then ACTIVE (computed, no timers).
 */

export const SNOWFLAKE_REGIONS =
  'AWS_US_EAST_1 AWS_US_WEST_2 AWS_CA_CENTRAL_1 AWS_EU_WEST_1 AWS_EU_CENTRAL_1 AWS_AP_SOUTHEAST_2 AZURE_EASTUS2'.split(
    ' ',
  );
const ACCOUNTS = '/rest/ua/v15/admin/snowflake/securedatasharing/accounts';

/** An account locator and region, from a body or a query, checked; the share's id. @throws HttpError 400. */
function accountOf(accountLocator = '', snowflakeRegion = '') {
  const [locator, region] = [accountLocator.trim().toUpperCase(), snowflakeRegion.trim().toUpperCase()];
  if (!/^[A-Z0-9]{5,12}$/.test(locator)) {
    throw badRequest("'accountLocator' must be a Snowflake account locator: 5 to 12 letters and digits.");
  }
  if (!SNOWFLAKE_REGIONS.includes(region)) {
    throw badRequest(`'snowflakeRegion' must be one of: ${SNOWFLAKE_REGIONS.join(', ')}.`, 'INVALID_REGION');
  }
  return { id: `${region}/${locator}`, locator, region };
}

export const uaDataShareBehaviours: Behaviours = {
  'ua.dataShare.listAccounts': {
    // listAccounts shows the share, PENDING at first.
    accept: (_ctx, { accountLocator, snowflakeRegion }) => ({
      ...accountOf(accountLocator, snowflakeRegion),
      createdAt: new Date().toISOString(),
    }),
    view: (ctx, share) => ({
      ...share,
      status:
        Date.now() - Date.parse(share.createdAt) >= ctx.settings.refreshDurationMs ? 'ACTIVE' : 'PENDING',
    }),
  },
};

export const uaDataShareHandlers: Handlers = {
  'ua.dataShare.deleteAccount': (ctx) => {
    const shares = collectionIn(uaStore(ctx), ACCOUNTS);
    const { id, locator, region } = accountOf(ctx.query('accountLocator'), ctx.query('snowflakeRegion'));
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
