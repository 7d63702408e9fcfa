import type { EmulatorContext } from '../context';
import { accessesOf, Interfaces, manifestOf } from '../model/interfaces';
import type { Handlers } from './types';

/*
 * Search interfaces. An interface's `accesses.users` is the one list that the `/accesses` and
 * `/accesses/users` calls read and change: e-mail addresses, lowercase, once each, in the order added.
 */

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

const named = (ctx: EmulatorContext) => searchInterfaces.get(ctx, ctx.params.interfaceId);

export const searchInterfacesHandlers: Handlers = {
  ...searchInterfaces.handlers('searchInterfaces', 'interfaceId'),
  ...searchInterfaces.accessHandlers('searchInterfaces', 'interfaceId', (saved) => saved.accesses.users),
  'searchInterfaces.getManifest': async (ctx) =>
    manifestOf(named(ctx), (await ctx.json(false))?.pagePlaceholders?.results),
};
