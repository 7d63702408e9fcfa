import type { EmulatorContext } from '../../context';
import type { Handlers } from '../../handlers/types';
import { badRequest } from '../../http';

/*
 * Health and status answers of the usage-analytics services, and input checks several of their calls
 * share (the published schemas type these fields as plain strings).
 */

/** When the emulator's services came up: status answers give their uptime from it. */
const STARTED = Date.now();

/**
 * `GET .../monitoring/health` (up, with the components it depends on) and `GET .../status` (online, with
 * its name, version and uptime) of each service, by the calls' family (`ua.stats` → `stats`).
 */
export const serviceHandlers = (services: Record<string, string>): Handlers =>
  Object.fromEntries(
    Object.entries(services).flatMap(([family, service]) => [
      [
        `${family}.health`,
        () => ({
          status: 'UP',
          components: {
            db: { status: 'UP', details: { database: 'PostgreSQL', validationQuery: 'isValid()' } },
            eventStore: { status: 'UP', details: { service } },
            ping: { status: 'UP' },
          },
        }),
      ],
      [
        `${family}.status`,
        () => ({
          status: 'online',
          service,
          version: 'v15',
          timestamp: new Date().toISOString(),
          uptimeMs: Date.now() - STARTED,
        }),
      ],
    ]),
  );

/** A required non-blank text field. @throws HttpError 400 otherwise. */
export function requiredText(record: Record<string, unknown>, field: string, what: string): string {
  const value = record[field];
  if (typeof value !== 'string' || !value.trim()) {
    throw badRequest(`${what}: the field '${field}' is required and must be a non-empty string.`);
  }
  return value;
}

/** The distinct ids of a list the published schema types as strings. @throws HttpError 400 for a blank one. */
export function idList(ids: string[] = [], what = 'The body'): string[] {
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

/** Parses an ISO 8601 date or date-time (a query parameter's). @throws HttpError 400 when absent or malformed. */
export function instant(raw: string | undefined, name: string): number {
  const time = raw && /^\d{4}-\d{2}-\d{2}/.test(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(time)) {
    throw badRequest(
      `The query parameter '${name}' must be an ISO 8601 date (YYYY-MM-DD) or date-time; got '${raw ?? ''}'.`,
    );
  }
  return time;
}

/** `from` and `to` of the query, both required dates. @throws HttpError 400 when malformed or reversed. */
export function requiredRange(ctx: EmulatorContext): [number, number] {
  const [from, to] = [instant(ctx.query('from'), 'from'), instant(ctx.query('to'), 'to')];
  if (from > to) throw badRequest("'from' must not be after 'to'.");
  return [from, to];
}

/**
 * Accepts an IANA time zone, or (unless `offsets` is false) an offset (`Z`, `+02:00`, `-0500`).
 * @throws HttpError 400 for anything else.
 */
export function checkTimeZone(tz: string | undefined, offsets = true): void {
  // An empty value is no time zone: the default (UTC) holds.
  if (tz === undefined || (offsets && /^(|Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/.test(tz))) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    throw badRequest(`Unknown time zone '${tz}': use an IANA name (America/Montreal) or an offset (-05:00).`);
  }
}

/** The values of a repeated query parameter, each split at commas (`m=a,b&m=c` → a, b, c). */
export const listQuery = (ctx: EmulatorContext, name: string): string[] =>
  ctx
    .queries(name)
    .flatMap((value) => value.split(','))
    .filter(Boolean);

/** One page of `items`: `p` (1-based) of `n` (default `size`), as the usage-analytics reads page them. */
export function pageOf<T>(ctx: EmulatorContext, items: T[], size = 100): T[] {
  const [page, perPage] = [
    Math.max(1, Number(ctx.query('p') ?? 1)),
    Math.max(1, Number(ctx.query('n') ?? size)),
  ];
  return items.slice((page - 1) * perPage, page * perPage);
}

/** The UTC day number (days since the epoch) of a time. */
export const dayOf = (time: number) => Math.floor(time / 86_400_000);
