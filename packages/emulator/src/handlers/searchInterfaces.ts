import type { EmulatorContext } from '../context';
import { badRequest } from '../http';
import { accessesOf, Interfaces, manifestOf, usersOf } from '../model/interfaces';
import type { Handlers } from './types';

/*
 * Search interfaces. An interface's `accesses.users` is the one list that the `/accesses` and
 * `/accesses/users` calls read and change: e-mail addresses, lowercase, once each, in the order added.
 */

type Rec = Record<string, any>;

const searchInterfaces = new Interfaces(
  'searchInterfaces',
  'Search interface',
  (body) => ({
    ...body,
    title: body.title ?? body.name,
    facets: body.facets ?? [],
    sortCriteria: body.sortCriteria ?? [],
    accesses: accessesOf(body.accesses ?? {}),
  }),
  false,
);

/** The interface the path names, and who may use it. */
const named = (ctx: EmulatorContext) => searchInterfaces.get(ctx, ctx.params.interfaceId);
const accesses = (ctx: EmulatorContext): Rec => named(ctx).accesses ?? accessesOf();
/** Saves an interface's accesses (its other fields stay). @returns the accesses saved. */
function saveAccesses(ctx: Parameters<Handlers[string]>[0], accesses: Rec) {
  const record = named(ctx);
  searchInterfaces
    .records(ctx.store)
    .records.set(record.id, { ...record, accesses, updated: new Date().toISOString() });
  return accesses;
}

export const searchInterfacesHandlers: Handlers = {
  ...searchInterfaces.handlers('searchInterfaces', 'interfaceId'),
  'searchInterfaces.getAccesses': (ctx) => accesses(ctx),
  'searchInterfaces.updateAccesses': async (ctx) => saveAccesses(ctx, accessesOf(await ctx.json())),
  'searchInterfaces.getAccessesUsers': (ctx) => accesses(ctx).users,
  'searchInterfaces.updateAccessesUsers': async (ctx) =>
    saveAccesses(ctx, { ...accesses(ctx), users: usersOf(await ctx.json(), 'The body') }).users,
  'searchInterfaces.addAccessesUsers': async (ctx) => {
    const { users } = await ctx.json();
    if (!usersOf(users).length) throw badRequest("'users' must name at least one user.", 'MISSING_FIELD');
    const current = accesses(ctx);
    return saveAccesses(ctx, { ...current, users: usersOf([...current.users, ...users]) }).users;
  },
  'searchInterfaces.getManifest': async (ctx) =>
    manifestOf(named(ctx), (await ctx.json(false))?.pagePlaceholders?.results),
};
