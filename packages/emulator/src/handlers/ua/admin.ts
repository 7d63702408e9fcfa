import { badRequest } from '../../http';
import { dimensionValue, EVENT_TYPES, eventsIn, requireDimension } from '../../model/ua/analytics';
import { uaStore } from '../../model/ua/events';
import { isIpv4, isIpv6, pageOf, requiredRange } from '../../model/ua/service';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

const REDSHIFT_STATUSES = ['ONLINE', 'UNAVAILABLE', 'READ_ONLY', 'WRITE_ONLY'];
/** The longest text value strict validation accepts. */
const MAX_VALUE_LENGTH = 256;

/** The organization's usage-analytics account, made on first read: AVAILABLE, as it exists with the organization. */
const accountOf = (store: OrganizationStore) =>
  store.document<Record<string, unknown>>('ua.account', () => ({
    name: store.organizationId,
    enabled: true,
    status: 'AVAILABLE',
    internalEventIps: [],
    useStrictFieldValidation: false,
  }));

/**
 * The values of a dimension that strict validation would reject in a date range, read from the event
 * store: a missing value on an event the dimension applies to, a non-numeric value of a numeric
 * dimension, a text longer than 256 characters. Grouped by value and reason, most frequent first.
 */
function strictValidationFailures(store: OrganizationStore, name: string, from: number, to: number) {
  const dimension = requireDimension(store, name);
  const failures = new Map<
    string,
    { value: string | null; reason: string; eventType: string; count: number }
  >();
  for (const event of eventsIn(store, { from, to })) {
    const eventType = EVENT_TYPES[event.table];
    if (!dimension.eventTypes.includes(eventType)) continue;
    const value = dimensionValue(event, dimension);
    const shown = value === undefined || value === '' ? null : String(value);
    const reason =
      shown === null
        ? 'MISSING_VALUE'
        : dimension.type === 'NUMBER' && !Number.isFinite(Number(value))
          ? 'NOT_A_NUMBER'
          : shown.length > MAX_VALUE_LENGTH
            ? 'TOO_LONG'
            : undefined;
    if (!reason) continue;
    const key = JSON.stringify([shown, reason, eventType]);
    const entry = failures.get(key) ?? { value: shown, reason, eventType, count: 0 };
    entry.count++;
    failures.set(key, entry);
  }
  return [...failures.values()].sort((a, b) => b.count - a.count);
}

export const uaAdminHandlers: Handlers = {
  'ua.admin.getAccount': (ctx) => accountOf(uaStore(ctx)),
  // Fields left out keep their value.
  'ua.admin.updateAccount': async (ctx) => {
    const store = uaStore(ctx);
    const { internalEventIps, useStrictFieldValidation } = await ctx.json();
    if (internalEventIps && !internalEventIps.every((ip: string) => isIpv4(ip) || isIpv6(ip))) {
      throw badRequest("The field 'internalEventIps' must be an array of IP addresses or CIDR ranges.");
    }
    const account = {
      ...accountOf(store),
      ...(internalEventIps ? { internalEventIps: [...new Set(internalEventIps)] } : {}),
      ...(useStrictFieldValidation !== undefined ? { useStrictFieldValidation } : {}),
    };
    store.documents.set('ua.account', account);
    return account;
  },
  'ua.admin.setRedshiftEndpointStatus': (ctx) => {
    const store = uaStore(ctx);
    const [endpointId, status] = [ctx.query('endpointId'), ctx.query('status') ?? ''];
    if (!endpointId) throw badRequest("The query parameter 'endpointId' is required.");
    if (!REDSHIFT_STATUSES.includes(status)) {
      throw badRequest(`The query parameter 'status' must be one of: ${REDSHIFT_STATUSES.join(', ')}.`);
    }
    const endpoints = store.collection<Record<string, unknown>>(
      'ua.redshiftEndpoints',
      'Redshift endpoint',
      'endpointId',
    );
    return endpoints.insert({ endpointId, status, updatedDate: Date.now() });
  },
  // Pages start at 1.
  'ua.admin.getStrictValidationTest': (ctx) => {
    const store = uaStore(ctx);
    const dimensionName = ctx.query('d') ?? '';
    const results = strictValidationFailures(store, dimensionName, ...requiredRange(ctx));
    return { dimensionName, validationTestResults: pageOf(ctx, results, 10), totalCount: results.length };
  },
};
