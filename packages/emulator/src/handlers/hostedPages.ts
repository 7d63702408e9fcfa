import type { Behaviours } from '../engine/hooks';
import { badRequest } from '../http';
import { interfaceHooks, pageList } from '../model/interfaces';
import type { Handlers } from './types';

/** Hosted pages: listed by name, kept with their audit fields; each resource has a `url` or an `inlineContent`. */

export const hostedPagesBehaviours: Behaviours = {
  'hostedPages.get': interfaceHooks('hostedPages', (body) => {
    const [javascript, css]: Array<Record<string, any>[]> = [body.javascript ?? [], body.css ?? []];
    if ([...javascript, ...css].some((r) => r.url === undefined && r.inlineContent === undefined))
      throw badRequest("Each of a hosted page's resources needs a 'url' or an 'inlineContent'.");
    return { ...body, javascript, css };
  }),
};

export const hostedPagesHandlers: Handlers = { 'hostedPages.list': pageList('hostedPages') };
