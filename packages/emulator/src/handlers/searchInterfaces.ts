import { atomicResults, atomicStyle } from '../atomic';
import type { EmulatorContext } from '../context';
import { paged } from '../context';
import { badRequest, noContent } from '../http';
import { collectionOf, requireArray, requireObject, withoutAuditFields } from '../model/rest';
import type { Handlers } from './types';

/*
 * Hosted search interfaces. `accesses.users` is the one list that the `/accesses` and `/accesses/users`
 * calls read and change: users are e-mail addresses, kept lowercase, once each, in the order added.
 */

type Rec = Record<string, any>;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

export const interfacesOf = (ctx: EmulatorContext) =>
  collectionOf(ctx, 'searchInterfaces', 'Search interface');

/** Checks a list of e-mail addresses: lowercase, each once. */
function checkUsers(value: unknown, where: string): string[] {
  const users = requireArray(value, where);
  const bad = users.filter((u) => typeof u !== 'string' || !EMAIL.test(u));
  if (bad.length) throw badRequest(`${where} must hold e-mail addresses; got ${JSON.stringify(bad[0])}.`);
  return [...new Set(users.map((u: string) => u.toLowerCase()))];
}

function checkAccesses(value: unknown): Rec {
  const body = requireObject(value, 'The accesses');
  const users = body.users === undefined ? [] : checkUsers(body.users, "The field 'users'");
  const domains = body.domains === undefined ? [] : requireArray(body.domains, "The field 'domains'");
  if (domains.some((d) => typeof d !== 'string' || !DOMAIN.test(d))) {
    throw badRequest("The field 'domains' must hold domain names such as example.com.");
  }
  for (const name of ['sharingLinkEnabled', 'sharingDomainEnabled']) {
    if (body[name] !== undefined && typeof body[name] !== 'boolean') {
      throw badRequest(`The field '${name}' must be a boolean.`);
    }
  }
  return {
    users,
    domains: [...new Set(domains.map((d: string) => d.toLowerCase()))],
    sharingLinkEnabled: body.sharingLinkEnabled ?? false,
    sharingDomainEnabled: body.sharingDomainEnabled ?? false,
  };
}

function checkList(body: Rec, name: string, keys: string[]) {
  if (body[name] === undefined) return [];
  const list = requireArray(body[name], `The field '${name}'`);
  return list.map((item, i) => {
    const model = requireObject(item, `${name}[${i}]`);
    for (const key of keys) {
      if (typeof model[key] !== 'string' || !model[key]) {
        throw badRequest(`The field '${name}[${i}].${key}' is required: a non-empty string.`);
      }
    }
    return model;
  });
}

function checkInterface(value: unknown): Rec {
  const body = withoutAuditFields(requireObject(value, 'The search interface'));
  if (typeof body.name !== 'string' || !body.name.trim()) {
    throw badRequest("The field 'name' is required: a non-empty string.", 'MISSING_FIELD');
  }
  if (body.title !== undefined && typeof body.title !== 'string')
    throw badRequest("The field 'title' must be a string.");
  return {
    ...body,
    title: body.title ?? body.name,
    facets: checkList(body, 'facets', ['field', 'label']),
    sortCriteria: checkList(body, 'sortCriteria', ['by', 'label']),
    accesses: checkAccesses(body.accesses ?? {}),
  };
}

const searchInterface = (ctx: EmulatorContext) => interfacesOf(ctx).get(ctx.params.interfaceId);
const who = (ctx: EmulatorContext) => ctx.token?.username ?? 'unknown';

function save(ctx: EmulatorContext, fields: Rec) {
  return interfacesOf(ctx).update(ctx.params.interfaceId, {
    ...fields,
    updated: new Date().toISOString(),
    updatedBy: who(ctx),
  });
}

const NOTIFY = ['0', '1', 'true', 'false'];

export const searchInterfacesHandlers: Handlers = {
  'searchInterfaces.list': (ctx) => {
    const filter = ctx.query('filter')?.toLowerCase();
    const order = ctx.query('order') || 'asc';
    if (order !== 'asc' && order !== 'desc')
      throw badRequest("The query parameter 'order' must be asc or desc.");
    const sign = order === 'desc' ? -1 : 1;
    const items = interfacesOf(ctx)
      .list()
      .filter((si) => !filter || String(si.name).toLowerCase().includes(filter))
      .sort((a, b) => sign * String(a.name).localeCompare(String(b.name)));
    return paged(ctx, items);
  },
  'searchInterfaces.create': async (ctx) => {
    const body = checkInterface(await ctx.json());
    const now = new Date().toISOString();
    return interfacesOf(ctx).insert({
      ...body,
      created: now,
      createdBy: who(ctx),
      updated: now,
      updatedBy: who(ctx),
    });
  },
  'searchInterfaces.get': (ctx) => searchInterface(ctx),
  'searchInterfaces.update': async (ctx) => {
    const existing = searchInterface(ctx);
    const body = checkInterface(await ctx.json());
    const saved = {
      ...body,
      id: existing.id,
      created: existing.created,
      createdBy: existing.createdBy,
      updated: new Date().toISOString(),
      updatedBy: who(ctx),
    };
    interfacesOf(ctx).records.set(existing.id, saved);
    return saved;
  },
  'searchInterfaces.delete': (ctx) => {
    interfacesOf(ctx).delete(ctx.params.interfaceId);
    return noContent();
  },
  'searchInterfaces.getAccesses': (ctx) => searchInterface(ctx).accesses,
  'searchInterfaces.updateAccesses': async (ctx) => {
    searchInterface(ctx);
    const accesses = checkAccesses(await ctx.json());
    return save(ctx, { accesses }).accesses;
  },
  'searchInterfaces.getAccessesUsers': (ctx) => searchInterface(ctx).accesses.users,
  'searchInterfaces.updateAccessesUsers': async (ctx) => {
    const existing = searchInterface(ctx);
    const users = checkUsers(await ctx.json(), 'The body');
    return save(ctx, { accesses: { ...existing.accesses, users } }).accesses.users;
  },
  'searchInterfaces.addAccessesUsers': async (ctx) => {
    const existing = searchInterface(ctx);
    const notify = ctx.query('notify');
    if (notify !== undefined && notify !== '' && !NOTIFY.includes(notify)) {
      throw badRequest("The query parameter 'notify' must be 1 (e-mail the users) or 0.");
    }
    const body = requireObject(await ctx.json(), 'The body');
    const users = checkUsers(body.users, "The field 'users'");
    if (!users.length) throw badRequest("The field 'users' must name at least one user.", 'MISSING_FIELD');
    if (body.message !== undefined && body.message !== null && typeof body.message !== 'string') {
      throw badRequest("The field 'message' must be a string.");
    }
    const all = [...new Set([...existing.accesses.users, ...users])];
    return save(ctx, { accesses: { ...existing.accesses, users: all } }).accesses.users;
  },
  'searchInterfaces.getManifest': async (ctx) => {
    const si = searchInterface(ctx);
    const body = requireObject((await ctx.json(false)) ?? {}, 'The manifest request');
    const placeholders =
      body.pagePlaceholders === undefined
        ? {}
        : requireObject(body.pagePlaceholders, "The field 'pagePlaceholders'");
    const placeholder =
      typeof placeholders.results === 'string' ? placeholders.results : '<div class="results"></div>';
    const facets = si.facets.map(
      (f: Rec) => `<atomic-facet field="${f.field}" label="${f.label}"></atomic-facet>`,
    );
    const sorts = si.sortCriteria.map(
      (s: Rec) =>
        `<atomic-sort-expression label="${s.label}" expression="${s.field ?? s.by}"></atomic-sort-expression>`,
    );
    // The markup holds the results placeholder; `results` says what to render there, `style` how.
    return {
      config: { name: si.name, title: si.title, facets: si.facets, sortCriteria: si.sortCriteria },
      markup: [
        '<atomic-search-interface>',
        ...facets,
        sorts.length ? `<atomic-sort-dropdown>${sorts.join('')}</atomic-sort-dropdown>` : '',
        placeholder,
        '</atomic-search-interface>',
      ]
        .filter(Boolean)
        .join('\n'),
      results: atomicResults(placeholder),
      style: atomicStyle(),
    };
  },
};
