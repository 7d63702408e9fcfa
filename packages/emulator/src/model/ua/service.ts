import type { Handler } from '../../handlers/types';
import { badRequest } from '../../http';

/*
 * Health and status documents of the usage-analytics services, and small input checks shared by the
 * reports, filters, users, administration, data-share and Snowflake handlers.
 */

/** When the emulator's services came up: status documents report their uptime from it. */
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

type Rec = Record<string, any>;

/** A required non-empty string field. @throws HttpError 400 otherwise. */
export function requiredText(record: Rec, field: string, what: string): string {
  const value = record[field];
  if (typeof value !== 'string' || !value.trim()) {
    throw badRequest(`${what}: the field '${field}' is required and must be a non-empty string.`);
  }
  return value;
}

/** An optional boolean field. @throws HttpError 400 when present and not a boolean. */
export function optionalBoolean(record: Rec, field: string, what: string): boolean | undefined {
  const value = record[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${what}: the field '${field}' must be a boolean.`);
  return value;
}

/** A list of distinct non-empty strings (ids). @throws HttpError 400 otherwise. */
export function idList(value: unknown, what: string): string[] {
  if (!Array.isArray(value)) throw badRequest(`${what} must be a JSON array of ids.`);
  for (const item of value) {
    if (typeof item !== 'string' || !item.trim())
      throw badRequest(`${what}: every id must be a non-empty string.`);
  }
  return [...new Set(value as string[])];
}

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}(/(3[0-2]|[12]?\\d))?$`);

/** Whether a string is an IPv4 address or CIDR range (`10.0.0.0/8`). */
export const isIpv4 = (value: unknown): value is string => typeof value === 'string' && IPV4.test(value);

/** Whether a string is an IPv6 address (loose check: hex groups and colons, optional prefix). */
export const isIpv6 = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f:]+(\/\d{1,3})?$/i.test(value) && value.includes(':');

const DAY_MS = 86_400_000;

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
export const dayOf = (time: number) => Math.floor(time / DAY_MS);

/** A stable 32-bit hash of a string (FNV-1a), for deterministic figures. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
