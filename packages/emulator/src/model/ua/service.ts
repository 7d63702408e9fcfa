import { randomUUID } from 'node:crypto';
import { catalog } from '@platform-admin/client';
import { type EmulatorContext, requestOrigin } from '../../context';
import { collectionIn, recordsName } from '../../engine';
import type { Behaviours } from '../../engine/hooks';
import type { Handlers } from '../../handlers/types';
import { badRequest } from '../../http';
import type { OrganizationStore } from '../../state';

// Health and status answers of the usage-analytics services, the v14 calls on v15's data, and input
// checks several of their calls share (the published schemas type these fields as plain strings).

/** When the emulator's services came up: status answers give their uptime from it. */
const STARTED = Date.now();
const SERVICE_CALL = /^ua\.(v14\.)?(.+)\.(health|status)$/;

/**
 * `GET …/monitoring/health` (up) and `GET …/status` (online, with its name, version and uptime) of every
 * usage-analytics service (`ua.reports.status` names `reports`): the platform publishes no model of them.
 */
export const serviceHandlers: Handlers = Object.fromEntries(
  catalog.flatMap(({ name }) => {
    const [, v14, service, call] = SERVICE_CALL.exec(name) ?? [];
    if (!call) return [];
    const status = () => ({
      status: 'online',
      service,
      version: v14 ? 'v14' : 'v15',
      uptimeMs: Date.now() - STARTED,
    });
    return [[name, call === 'health' ? () => ({ status: 'UP' }) : status]];
  }),
);

/** Whether the call is one of the v14 API's (which answers some models with fewer fields). */
export const isV14 = (ctx: EmulatorContext) => ctx.endpoint.name.startsWith('ua.v14.');

/** `entries`, plus for the v14 twin (`ua.v14.x` of `ua.x`) of each call they name, `twin` of its entry. */
export function withV14<T>(entries: Record<string, T>, twin = (entry: T, _name: string) => entry) {
  const v14 = Object.keys(entries).flatMap((name) => {
    const alias = name.replace(/^ua\./, 'ua.v14.');
    return catalog.some((call) => call.name === alias) && !Object.hasOwn(entries, alias)
      ? [[alias, twin(entries[name], name)]]
      : [];
  });
  return { ...entries, ...Object.fromEntries(v14) } as Record<string, T>;
}

/** `behaviours`, and the same hooks for their v14 twins, on the v15 collection (made first, so it keeps its label). */
export const withV14Behaviours = (behaviours: Behaviours) =>
  withV14(behaviours, (hooks, name) => {
    const path = catalog.find((call) => call.name === name)!.path.replace(/\/\{\w+\}$/, '');
    const seed = (store: OrganizationStore) => collectionIn(store, path);
    return { ...hooks, records: recordsName(path), seed };
  });

/** Serves `body` at the emulator's `/_files/{id}` (no token needed, as the platform's pre-signed links); its URL. */
export function served(ctx: EmulatorContext, body: string, id: string = randomUUID()) {
  if (!ctx.state.files.has(id)) ctx.state.files.set(id, { body, contentType: 'text/csv; charset=utf-8' });
  return `${requestOrigin(ctx)}/_files/${id}`;
}

/** The one of `allowed` that `value` names (in any case with `anyCase`). @throws HttpError 400 naming the allowed values. */
export function oneOf(
  value: string,
  allowed: readonly string[],
  what: string,
  code?: string,
  anyCase = false,
) {
  const same = (name: string) => (anyCase ? name.toLowerCase() === value.toLowerCase() : name === value);
  const found = allowed.find(same);
  if (found === undefined) throw badRequest(`Unknown ${what} '${value}'. Use: ${allowed.join(', ')}.`, code);
  return found;
}

/** The ids of a list the published schema types as strings. @throws HttpError 400 for a blank one. */
export function idList(ids: string[] = [], what = 'The body'): string[] {
  if (ids.some((id) => !id.trim())) throw badRequest(`${what}: every id must be a non-empty string.`);
  return ids;
}

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}(/(3[0-2]|[12]?\\d))?$`);

/** Whether a string is an IPv4 address or CIDR range (`10.0.0.0/8`). */
export const isIpv4 = (value: string) => IPV4.test(value);

/** Whether a string is an IPv6 address (loose check: hex groups and colons, optional prefix). */
export const isIpv6 = (value: string) => /^[0-9a-f:]+(\/\d{1,3})?$/i.test(value) && value.includes(':');

/** Parses an ISO 8601 date or date-time (`name` says whose). @throws HttpError 400 when malformed. */
export function instant(raw: string, name: string): number {
  const time = /^\d{4}-\d{2}-\d{2}/.test(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(time)) {
    throw badRequest(`'${name}' must be an ISO 8601 date (YYYY-MM-DD) or date-time; got '${raw}'.`);
  }
  return time;
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

/** One page of `items`: `p` (1-based) of `n` (default `size`), as the usage-analytics reads page them. */
export function pageOf<T>(ctx: EmulatorContext, items: T[], size = 100): T[] {
  const page = Math.max(1, Number(ctx.query('p') ?? 1));
  const perPage = Math.max(1, Number(ctx.query('n') ?? size));
  return items.slice((page - 1) * perPage, page * perPage);
}
