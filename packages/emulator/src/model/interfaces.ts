import { createHash } from 'node:crypto';
import { atomicResults, atomicStyle } from '../atomic';
import { type EmulatorContext, paged } from '../context';
import type { Hooks } from '../engine/hooks';
import type { Handler, Handlers } from '../handlers/types';
import { badRequest, Reply } from '../http';
import type { OrganizationStore, SearchScope } from '../state';
import { projectQuery, projectsHolding } from './catalogs';

/*
 * What the search-interface families share: interfaces kept by the engine with their audit fields
 * (created and updated, by whom) and listed by name; who may use an interface (accesses); the Atomic
 * manifest of a page; search tokens; HTML and JavaScript answers.
 */

type Rec = Record<string, any>;

/** The families' collections, as the engine keeps them (see {@link interfaceHooks}), and what a 404 calls them. */
const LABELS = {
  searchInterfaces: 'Search interface',
  hostedPages: 'Hosted page',
  ipxInterfaces: 'IPX interface',
  insightInterfaces: 'Insight panel interface',
  searchPages: 'Search page',
};
export type Family = keyof typeof LABELS;

export const interfacesOf = (store: OrganizationStore, family: Family) =>
  store.collection<Rec>(family, LABELS[family]);

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
/** JSON that is safe inside a `<script>` element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
/** A text answer (HTML, JavaScript) with its content type. */
export const textReply = (body: string, type: 'text/html' | 'application/javascript') =>
  new Reply(200, body, { 'content-type': `${type}; charset=utf-8` });
/** An HTML document answered: its title (as HTML), its body, and what its head holds beside the title. */
export const htmlPage = (title: string, body: string, head = '') =>
  textReply(
    `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${title}</title>${head}</head>\n<body>\n${body}\n</body>\n</html>`,
    'text/html',
  );
export const userOf = (ctx: EmulatorContext) => ctx.token?.email ?? ctx.token?.username ?? 'anonymous';

/**
 * A search token: an unsigned JWT-shaped string naming the organization, the subject (`sub`) and its
 * claims. It runs queries until it expires (a day by default), as its subject, within the search hub,
 * pipeline and filter its claims name; `scope` gives it other identities, or its expiry to the ms.
 */
export function searchToken(ctx: EmulatorContext, sub: string, claims: Rec, scope?: Partial<SearchScope>) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const payload: Rec = { organizationId: ctx.org, sub, iat, exp: iat + 86_400, ...claims };
  const signature = createHash('sha256').update(JSON.stringify(payload)).digest('base64url');
  const token = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.${signature}`;
  const { organizationId, searchHub, pipeline, filter, exp } = payload;
  const kept = { identities: [sub], searchHub, pipeline, filter, expiresAt: exp * 1000, ...scope };
  keepSearchToken(ctx, token, organizationId, kept);
  return token;
}

/** Keeps a search token, so that it runs queries as `scope` says (handlers/search/search.ts `scoped`). */
export function keepSearchToken(ctx: EmulatorContext, token: string, org: string, scope: SearchScope) {
  const organizations = new Set([org]);
  ctx.state.tokens.set(token, { token, username: scope.identities[0], organizations, search: scope });
}

/** Checks a body's name: a non-empty string (some schemas leave it optional, none refuse a blank). */
export function requireName(body: Rec) {
  if (typeof body?.name !== 'string' || !body.name.trim())
    throw badRequest("'name' is required (a non-empty string).");
  return body.name.trim() as string;
}

/** Records listed by name: those whose name holds `filter`, sorted by name (`order` asc, the default, or desc). */
export function byName<T extends Rec>(
  ctx: EmulatorContext,
  items: T[],
  filter = ctx.query('filter') ?? '',
): T[] {
  const kept = items.filter((item) =>
    String(item.name ?? '')
      .toLowerCase()
      .includes(filter.toLowerCase()),
  );
  kept.sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return ctx.query('order') === 'desc' ? kept.reverse() : kept;
}

const AUDIT = ['created', 'createdBy', 'updated', 'updatedBy'];

/**
 * The engine stores, reads, replaces and deletes a family's interfaces; the platform names them, keeps
 * who made and last changed them (a replacement keeps the first two), and lists them by name.
 * `prepare` adds the family's defaults to a body it saves, given what it replaces; `keep`: fields its
 * answers hold though the published schema leaves them out.
 */
export function interfaceHooks(
  family: Family,
  prepare = (body: Rec, _before?: Rec) => body,
  keep: string[] = [],
): Hooks {
  return {
    records: family,
    label: LABELS[family],
    // Some families' published answers leave the audit fields (and `keep`) out; the platform answers them.
    keep: [...AUDIT, ...keep],
    accept: (ctx, body, before) => stamped(ctx, prepare(body, before), before),
    list: (ctx, records) => byName(ctx, records),
  };
}

/** A body as saved over `before`: without the fields the platform owns, named, with its audit fields. */
export function stamped(ctx: EmulatorContext, body: Rec, before?: Rec): Rec {
  const { id: _i, created: _c, createdBy: _cb, updated: _u, updatedBy: _ub, ...fields } = body;
  // The platform answers an interface's dates in ms since the epoch.
  const now = Date.now();
  const [created, createdBy] = before ? [before.created, before.createdBy] : [now, userOf(ctx)];
  return { ...fields, name: requireName(body), created, createdBy, updated: now, updatedBy: userOf(ctx) };
}

/** The `records` the query's project holds as resources of `type`, each with the projects that hold it. */
export function heldByProject(ctx: EmulatorContext, type: string, records: Map<string, Rec>): Rec[] {
  const held = projectQuery(ctx, type).filter((id) => records.has(id));
  return held.map((id) => ({ ...records.get(id), projectIds: projectsHolding(ctx.store, type, id) }));
}

/** A list published without an answer schema: a page of the interfaces (with a `type`: the project's), by name. */
export const pageList =
  (family: Family, type?: string): Handler =>
  (ctx) => {
    const interfaces = interfacesOf(ctx.store, family);
    const listed = type ? heldByProject(ctx, type, interfaces.records) : interfaces.list();
    return paged(ctx, byName(ctx, listed));
  };

/** The records among the ids the body lists, in its order (an id the organization lacks is left out). */
export const amongIds = async (ctx: EmulatorContext, records: Map<string, Rec>): Promise<Rec[]> =>
  ((await ctx.json()) as string[]).flatMap((id) => records.get(id) ?? []);

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** A list of users: e-mail addresses, kept lowercase, once each. @throws HttpError 400 for another value. */
export function usersOf(value: unknown, where = "'users'"): string[] {
  if (!Array.isArray(value) || !value.every((u) => typeof u === 'string' && EMAIL.test(u)))
    throw badRequest(`${where} must be an array of e-mail addresses.`);
  return [...new Set(value.map((u: string) => u.toLowerCase()))];
}

/** Who may use an interface: users, domains, and whether a link or the domains share it. */
export function accessesOf(value: unknown = {}): Rec {
  // The published schema lets a null through.
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw badRequest('The accesses must be an object.');
  const body = value as Rec;
  const domains = body.domains ?? [];
  if (!Array.isArray(domains) || !domains.every((d) => typeof d === 'string' && DOMAIN.test(d)))
    throw badRequest("'domains' must hold domain names such as example.com.");
  return {
    users: usersOf(body.users ?? []),
    domains: [...new Set(domains.map((d: string) => d.toLowerCase()))],
    sharingLinkEnabled: body.sharingLinkEnabled ?? false,
    sharingDomainEnabled: body.sharingDomainEnabled ?? false,
  };
}

/** Who may use the interface the path names (`param`): its accesses, or nobody yet. */
export const accessesAt = (ctx: EmulatorContext, family: Family, param: string): Rec =>
  interfacesOf(ctx.store, family).get(ctx.params[param]).accesses ?? accessesOf();

/**
 * A family's calls on who may use an interface: read and replace its accesses, read, replace and add
 * users. Saving accesses makes no new version. A change of users answers what `changed` gives of the
 * interface saved (its users, or all of it).
 */
export function accessHandlers(family: Family, param: string, changed: (saved: Rec) => unknown): Handlers {
  const save = (ctx: EmulatorContext, accesses: Rec) =>
    interfacesOf(ctx.store, family).update(ctx.params[param], {
      accesses,
      updated: Date.now(),
    });
  const withUsers = (ctx: EmulatorContext, users: string[]) =>
    changed(save(ctx, { ...accessesAt(ctx, family, param), users }));
  return {
    [`${family}.getAccesses`]: (ctx) => accessesAt(ctx, family, param),
    [`${family}.updateAccesses`]: async (ctx) => save(ctx, accessesOf(await ctx.json())).accesses,
    [`${family}.getAccessesUsers`]: (ctx) => accessesAt(ctx, family, param).users,
    [`${family}.updateAccessesUsers`]: async (ctx) => withUsers(ctx, usersOf(await ctx.json(), 'The body')),
    [`${family}.addAccessesUsers`]: async (ctx) => {
      const added = usersOf((await ctx.json()).users);
      if (!added.length) throw badRequest("'users' must name at least one user.", 'MISSING_FIELD');
      return withUsers(ctx, usersOf([...accessesAt(ctx, family, param).users, ...added]));
    },
  };
}

/**
 * The Atomic manifest of a page: markup with its facets, its sorts and the results placeholder, what to
 * render there (`results`), the style, and the page's configuration.
 */
export function manifestOf(record: Rec, placeholder = '<div class="results"></div>') {
  const attr = (value: unknown) => escapeHtml(String(value ?? ''));
  const facets = (record.facets ?? []).map(
    (f: Rec) => `<atomic-facet field="${attr(f.field)}" label="${attr(f.label)}"></atomic-facet>`,
  );
  const sorts = (record.sortCriteria ?? []).map(
    (s: Rec) =>
      `<atomic-sort-expression label="${attr(s.label)}" expression="${attr(s.field ?? s.by)}"></atomic-sort-expression>`,
  );
  const markup = [
    '<atomic-search-interface>',
    ...facets,
    ...(sorts.length ? [`<atomic-sort-dropdown>${sorts.join('')}</atomic-sort-dropdown>`] : []),
    placeholder,
    '</atomic-search-interface>',
  ];
  return {
    markup: markup.join('\n'),
    results: atomicResults(placeholder),
    style: atomicStyle(),
    config: record,
  };
}

/** The HTML page that serves an interface: its title (else its name), its manifest's markup and style. */
export function interfaceHtml(record: Rec) {
  const { markup, style } = manifestOf(record);
  const title = escapeHtml(String(record.title ?? record.name));
  return htmlPage(title, markup, `<style>${style.theme}\n${style.layout}</style>`);
}
