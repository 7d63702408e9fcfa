import type { Handler } from '../../handlers/types';
import { badRequest } from '../../http';

/*
 * Health and status answers of the usage-analytics services, and input checks the reports, filters,
 * users, administration and Snowflake calls share.
 */

/** When the emulator's services came up: status answers give their uptime from it. */
const STARTED = Date.now();

/** `GET .../monitoring/health` of a service: up, with the components it depends on. */
export const serviceHealth =
  (service: string): Handler =>
  () => ({
    status: 'UP',
    components: {
      db: { status: 'UP', details: { database: 'PostgreSQL', validationQuery: 'isValid()' } },
      eventStore: { status: 'UP', details: { service } },
      ping: { status: 'UP' },
    },
  });

/** `GET .../status` of a service: online, with its name, version and uptime. */
export const serviceStatus =
  (service: string): Handler =>
  () => ({
    status: 'online',
    service,
    version: 'v15',
    timestamp: new Date().toISOString(),
    uptimeMs: Date.now() - STARTED,
  });

/** A required non-blank text field. @throws HttpError 400 otherwise. */
export function requiredText(record: Record<string, unknown>, field: string, what: string): string {
  const value = record[field];
  if (typeof value !== 'string' || !value.trim()) {
    throw badRequest(`${what}: the field '${field}' is required and must be a non-empty string.`);
  }
  return value;
}

/** The distinct ids of a list the published schema types as strings. @throws HttpError 400 for a blank one. */
export function idList(ids: string[], what: string): string[] {
  if (ids.some((id) => !id.trim())) throw badRequest(`${what}: every id must be a non-empty string.`);
  return [...new Set(ids)];
}

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}(/(3[0-2]|[12]?\\d))?$`);

/** Whether a string is an IPv4 address or CIDR range (`10.0.0.0/8`). */
export const isIpv4 = (value: unknown): value is string => typeof value === 'string' && IPV4.test(value);

/** Whether a string is an IPv6 address (loose check: hex groups and colons, optional prefix). */
export const isIpv6 = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f:]+(\/\d{1,3})?$/i.test(value) && value.includes(':');

/** Parses an ISO 8601 date or date-time query parameter. @throws HttpError 400 when absent or malformed. */
export function dateQuery(raw: string | undefined, name: string): number {
  const time = raw && /^\d{4}-\d{2}-\d{2}/.test(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(time)) {
    throw badRequest(
      `The query parameter '${name}' must be an ISO 8601 date (YYYY-MM-DD) or date-time; got '${raw ?? ''}'.`,
    );
  }
  return time;
}

/** The UTC day number (days since the epoch) of a time. */
export const dayOf = (time: number) => Math.floor(time / 86_400_000);
