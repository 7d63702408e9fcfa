import { intQuery } from '../../context';
import { badRequest } from '../../http';
import type { OrganizationStore } from '../../state';
import { requireObject } from '../rest';
import type { Handlers } from '../types';
import { dimensionValue, EVENT_TYPES, requireDimension } from './analytics';
import { eventsOf, uaStore } from './events';
import { dateQuery, isIpv4, isIpv6 } from './serviceStatus';

export const REDSHIFT_STATUSES = ['ONLINE', 'UNAVAILABLE', 'READ_ONLY', 'WRITE_ONLY'];

/** The organization's usage-analytics account, made on first read. */
const accountOf = (store: OrganizationStore) =>
  store.document<Record<string, unknown>>('ua.account', () => ({
    name: store.organizationId,
    enabled: true,
    // The account exists with the organization: AVAILABLE (the platform's other states, CREATING and
    // DELETING, pass with the organization's own creation and deletion).
    status: 'AVAILABLE',
    internalEventIps: [],
    useStrictFieldValidation: false,
  }));

export const uaAdminHandlers: Handlers = {
  'ua.admin.getAccount': (ctx) => accountOf(uaStore(ctx)),
  'ua.admin.updateAccount': async (ctx) => {
    const store = uaStore(ctx);
    const body = requireObject(await ctx.json(), 'The account');
    const changes: Record<string, unknown> = {};
    if (body.internalEventIps !== undefined) {
      const ips = body.internalEventIps;
      if (!Array.isArray(ips) || !ips.every((ip) => isIpv4(ip) || isIpv6(ip))) {
        throw badRequest("The field 'internalEventIps' must be an array of IP addresses or CIDR ranges.");
      }
      changes.internalEventIps = [...new Set(ips)];
    }
    if (body.useStrictFieldValidation !== undefined) {
      if (typeof body.useStrictFieldValidation !== 'boolean') {
        throw badRequest("The field 'useStrictFieldValidation' must be a boolean.");
      }
      changes.useStrictFieldValidation = body.useStrictFieldValidation;
    }
    const account = { ...accountOf(store), ...changes };
    store.documents.set('ua.account', account);
    return account;
  },
  'ua.admin.setRedshiftEndpointStatus': (ctx) => {
    const store = uaStore(ctx);
    const endpointId = ctx.query('endpointId');
    if (!endpointId) throw badRequest("The query parameter 'endpointId' is required.");
    const status = ctx.query('status') ?? '';
    if (!REDSHIFT_STATUSES.includes(status)) {
      throw badRequest(`The query parameter 'status' must be one of: ${REDSHIFT_STATUSES.join(', ')}.`);
    }
    return store
      .collection<Record<string, unknown>>('ua.redshiftEndpoints', 'Redshift endpoint', 'endpointId')
      .insert({ endpointId, status, updatedDate: Date.now() });
  },
  'ua.admin.getStrictValidationTest': (ctx) => {
    const store = uaStore(ctx);
    const dimensionName = ctx.query('d');
    if (!dimensionName) throw badRequest("The query parameter 'd' (the dimension) is required.");
    const from = dateQuery(ctx.query('from'), 'from');
    const to = dateQuery(ctx.query('to'), 'to');
    if (from > to) throw badRequest("'from' must not be after 'to'.");
    const page = intQuery(ctx, 'p', 1);
    const size = intQuery(ctx, 'n', 10);
    if (page < 1 || size < 1) throw badRequest("'p' and 'n' must be at least 1.");
    const results = strictValidationFailures(store, dimensionName, from, to);
    return {
      dimensionName,
      validationTestResults: results.slice((page - 1) * size, page * size),
      totalCount: results.length,
    };
  },
};

/** The longest text value strict validation accepts. */
const MAX_VALUE_LENGTH = 256;

/**
 * Values of a dimension that strict validation would reject in a date range, read from the event
 * store: a missing value on an event the dimension applies to, a non-numeric value of a numeric
 * dimension, or a text longer than 256 characters. Grouped by value and reason, most frequent first.
 */
function strictValidationFailures(store: OrganizationStore, name: string, from: number, to: number) {
  const dimension = requireDimension(store, name);
  const failures = new Map<
    string,
    { value: string | null; reason: string; eventType: string; count: number }
  >();
  for (const event of eventsOf(store)) {
    if (event.timestamp < from || event.timestamp > to) continue;
    const eventType = EVENT_TYPES[event.table];
    if (!dimension.eventTypes.includes(eventType)) continue;
    const value = dimensionValue(event, dimension);
    let reason: string | undefined;
    if (value === undefined || value === '') reason = 'MISSING_VALUE';
    else if (dimension.type === 'NUMBER' && !Number.isFinite(Number(value))) reason = 'NOT_A_NUMBER';
    else if (String(value).length > MAX_VALUE_LENGTH) reason = 'TOO_LONG';
    if (!reason) continue;
    const shown = value === undefined || value === '' ? null : String(value);
    const key = JSON.stringify([shown, reason, eventType]);
    const entry = failures.get(key) ?? { value: shown, reason, eventType, count: 0 };
    entry.count++;
    failures.set(key, entry);
  }
  return [...failures.values()].sort((a, b) => b.count - a.count);
}
