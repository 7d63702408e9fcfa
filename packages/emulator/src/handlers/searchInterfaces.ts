import type { Behaviours } from '../engine/hooks';
import {
  accessesOf,
  accessHandlers,
  interfaceHooks,
  interfaceHtml,
  interfacesOf,
  manifestOf,
  pageList,
} from '../model/interfaces';
import type { Handlers } from './types';

/*
 * Search interfaces. An interface's `accesses.users` is the one list that the `/accesses` and
 * `/accesses/users` calls read and change: e-mail addresses, lowercase, once each, in the order added.
 */

/** The engine stores them; a saved interface has a title (its name), facets, sorts and accesses. */
export const searchInterfacesBehaviours: Behaviours = {
  'searchInterfaces.get': interfaceHooks(
    'searchInterfaces',
    (body) => ({
      ...body,
      title: body.title ?? body.name,
      facets: body.facets ?? [],
      sortCriteria: body.sortCriteria ?? [],
      accesses: accessesOf(body.accesses),
    }),
    // The published answer leaves the title out; the platform answers it.
    ['title'],
  ),
};

export const searchInterfacesHandlers: Handlers = {
  'searchInterfaces.list': pageList('searchInterfaces'),
  'searchInterfaces.listByProject': pageList('searchInterfaces', 'SEARCH_PAGE'),
  ...accessHandlers('searchInterfaces', 'interfaceId', (saved) => saved.accesses.users),
  'searchInterfaces.getManifest': async (ctx) =>
    manifestOf(
      interfacesOf(ctx.store, 'searchInterfaces').get(ctx.params.interfaceId),
      (await ctx.json(false))?.pagePlaceholders?.results,
    ),
  'searchInterfaces.getHtml': (ctx) =>
    interfaceHtml(interfacesOf(ctx.store, 'searchInterfaces').get(ctx.params.interfaceId)),
};
