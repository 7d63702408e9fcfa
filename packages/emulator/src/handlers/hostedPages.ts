import { badRequest } from '../http';
import { Interfaces } from '../model/interfaces';
import type { Handlers } from './types';

/** Hosted pages: listed by name, kept with their audit fields; each resource has a `url` or an `inlineContent`. */

const hostedPages = new Interfaces(
  'hostedPages',
  'Hosted page',
  (body) => {
    const resources = (name: string): Array<Record<string, any>> => body[name] ?? [];
    if (
      [...resources('javascript'), ...resources('css')].some(
        (r) => r.url === undefined && r.inlineContent === undefined,
      )
    )
      throw badRequest("Each of a hosted page's resources needs a 'url' or an 'inlineContent'.");
    return { ...body, javascript: resources('javascript'), css: resources('css') };
  },
  false,
);

export const hostedPagesHandlers: Handlers = hostedPages.handlers('hostedPages', 'hostedPageId');
