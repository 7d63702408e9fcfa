import type { EmulatorContext } from '../context';
import { paged } from '../context';
import { badRequest } from '../http';
import { collectionOf, requireArray, requireObject, rest, withoutAuditFields } from '../model/rest';
import type { Handlers } from './types';

/** Hosted pages: a plain collection; `name` and `html` are required, names are sorted on listing. */

type Rec = Record<string, any>;
const NAME = 'hostedPages';
const LABEL = 'Hosted page';
const pagesOf = (ctx: EmulatorContext) => collectionOf(ctx, NAME, LABEL);

function checkResources(body: Rec, name: string): Rec[] {
  if (body[name] === undefined) return [];
  return requireArray(body[name], `The field '${name}'`).map((item, i) => {
    const model = requireObject(item, `${name}[${i}]`);
    if (typeof model.url !== 'string' && typeof model.inlineContent !== 'string') {
      throw badRequest(`${name}[${i}] needs 'url' or 'inlineContent'.`);
    }
    return model;
  });
}

function checkPage(value: unknown): Rec {
  const body = withoutAuditFields(requireObject(value, 'The hosted page'));
  if (typeof body.name !== 'string' || !body.name.trim()) {
    throw badRequest("The field 'name' is required: a non-empty string.", 'MISSING_FIELD');
  }
  if (typeof body.html !== 'string')
    throw badRequest("The field 'html' is required: a string.", 'MISSING_FIELD');
  return { ...body, javascript: checkResources(body, 'javascript'), css: checkResources(body, 'css') };
}

export const hostedPagesHandlers: Handlers = {
  'hostedPages.list': (ctx) => {
    const filter = ctx.query('filter')?.toLowerCase();
    const order = ctx.query('order') || 'asc';
    if (order !== 'asc' && order !== 'desc')
      throw badRequest("The query parameter 'order' must be asc or desc.");
    const sign = order === 'desc' ? -1 : 1;
    return paged(
      ctx,
      pagesOf(ctx)
        .list()
        .filter((page) => !filter || String(page.name).toLowerCase().includes(filter))
        .sort((a, b) => sign * String(a.name).localeCompare(String(b.name))),
    );
  },
  'hostedPages.create': async (ctx) => {
    const body = checkPage(await ctx.json());
    const now = new Date().toISOString();
    const by = ctx.token?.username;
    return pagesOf(ctx).insert({ ...body, created: now, createdBy: by, updated: now, updatedBy: by });
  },
  'hostedPages.get': rest.get(NAME, 'hostedPageId', LABEL),
  'hostedPages.update': async (ctx) => {
    const existing = pagesOf(ctx).get(ctx.params.hostedPageId);
    const body = checkPage(await ctx.json());
    const saved = {
      ...body,
      id: existing.id,
      created: existing.created,
      createdBy: existing.createdBy,
      updated: new Date().toISOString(),
      updatedBy: ctx.token?.username,
    };
    pagesOf(ctx).records.set(existing.id, saved);
    return saved;
  },
  'hostedPages.delete': rest.delete(NAME, 'hostedPageId', LABEL),
};
