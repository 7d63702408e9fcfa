import type { EmulatorContext } from '../context';
import type { Behaviours } from '../engine/hooks';
import { badRequest, conflict, HttpError, noContent } from '../http';
import { amongIds, byName, heldByProject } from '../model/interfaces';
import type { Handler, Handlers } from './types';

/*
 * Hosted search pages. Each page's header holds style sheets (`css`) and scripts (`javascript`), in
 * order; a resource's `name` is its id in the header routes (unique per kind in a page). Adding appends,
 * replacing keeps the place, reordering must name every resource of a kind once. Adding and replacing
 * answer the resource; reordering answers the header.
 */

type Rec = Record<string, any>;
type Kind = 'css' | 'javascript';

/** Search UI framework versions a page may use, oldest first; new pages use the second. */
const SEARCH_UI = [
  { major: '2', minor: '10116' },
  { major: '2', minor: '10121' },
  { major: '3', minor: '0' },
];
const LATEST = SEARCH_UI[SEARCH_UI.length - 1];

const pagesOf = (ctx: EmulatorContext) => ctx.store.collection<Rec>('pages', 'Page');
const pageOf = (ctx: EmulatorContext) => pagesOf(ctx).get(ctx.params.pageId);
const header = (record: Rec) => ({ css: record.css ?? [], javascript: record.javascript ?? [] });
const save = (ctx: EmulatorContext, record: Rec, fields: Rec) =>
  pagesOf(ctx).update(record.id, { ...fields, lastModified: new Date().toISOString() });

/**
 * The engine lists, creates, reads, replaces and deletes pages (in the `pages` collection, as the calls
 * below); a page needs a name and a title (the published schema gives their lengths, not that they are
 * needed). A new page has no header resources and the second search UI version; a replacement keeps
 * what the body leaves out, header and version included. The published answers leave `searchUi` out.
 */
export const pagesBehaviours: Behaviours = {
  'pages.get': {
    accept(_ctx, body, before) {
      for (const name of ['name', 'title'])
        if (typeof body[name] !== 'string')
          throw badRequest(`The field '${name}' is required.`, 'MISSING_FIELD');
      const { id: _i, css: _c, javascript: _j, searchUi: _s, lastModified: _l, ...fields } = body;
      return { ...(before ?? { html: '', css: [], javascript: [], searchUi: SEARCH_UI[1] }), ...fields };
    },
    list: (ctx, records) => byName(ctx, records, ctx.query('name')),
  },
};

/** A header resource: its name, and either a `url` or an `inlineContent`. */
function checkResource(body: Rec, kind: Kind): Rec {
  const { name, url, inlineContent } = body;
  if (typeof name !== 'string' || !name)
    throw badRequest(`The ${kind} resource needs a 'name'.`, 'MISSING_FIELD');
  if ((typeof url === 'string') === (typeof inlineContent === 'string'))
    throw badRequest(`The ${kind} resource needs either 'url' or 'inlineContent' (a string), not both.`);
  return typeof url === 'string' ? { name, url } : { name, inlineContent };
}

/** Saves a page's resources of a kind: `change` gives the new list from the page's, at the path's resource. */
function changeResources(kind: Kind, change: (list: Rec[], index: number, resource?: Rec) => Rec[]): Handler {
  return async (ctx) => {
    const record = pageOf(ctx);
    const list: Rec[] = header(record)[kind];
    const id = ctx.params.resourceId;
    const index = id === undefined ? list.length : list.findIndex((r) => r.name === id);
    if (index < 0)
      throw new HttpError(404, 'NOT_FOUND', `The page '${record.id}' has no ${kind} resource named '${id}'.`);
    const resource = ctx.endpoint.method === 'DELETE' ? undefined : checkResource(await ctx.json(), kind);
    if (resource && list.some((r, i) => i !== index && r.name === resource.name))
      throw conflict(`The page '${record.id}' already has a ${kind} resource named '${resource.name}'.`);
    save(ctx, record, { [kind]: change(list, index, resource) });
    return resource ?? noContent();
  };
}
const add = (kind: Kind) => changeResources(kind, (list, _i, resource) => [...list, resource!]);
const replace = (kind: Kind) =>
  changeResources(kind, (list, i, resource) => list.map((r, j) => (j === i ? resource! : r)));
const remove = (kind: Kind) => changeResources(kind, (list, i) => list.filter((_, j) => j !== i));

export const pagesHandlers: Handlers = {
  'pages.bulkGet': (ctx) => amongIds(ctx, pagesOf(ctx).records),
  // The pages the query's project holds, by name, as the list answers them (without their search UI version).
  'pages.listByProject': (ctx) =>
    byName(ctx, heldByProject(ctx, 'SEARCH_PAGE', pagesOf(ctx).records), '').map(
      ({ searchUi: _, ...page }) => page,
    ),
  'pages.getSearchUiVersion': (ctx) => {
    const current = pageOf(ctx).searchUi ?? SEARCH_UI[1];
    const upgradable = current.major !== LATEST.major || current.minor !== LATEST.minor;
    return { current, available: SEARCH_UI, latest: LATEST, upgradable };
  },
  'pages.updateSearchUiVersion': (ctx) => {
    const record = pageOf(ctx);
    const [major, minor] = [ctx.query('major'), ctx.query('minor')];
    const version = SEARCH_UI.find((v) => v.major === major && v.minor === minor);
    if (!version) {
      const available = SEARCH_UI.map((v) => `${v.major}.${v.minor}`).join(', ');
      throw badRequest(`The search UI version ${major}.${minor} is not available; use one of: ${available}.`);
    }
    save(ctx, record, { searchUi: version });
    return noContent();
  },
  'pages.getHeader': (ctx) => header(pageOf(ctx)),
  'pages.reorderHeader': async (ctx) => {
    const record = pageOf(ctx);
    const body = await ctx.json();
    const fields: Rec = {};
    for (const kind of ['css', 'javascript'] as const) {
      const names: string[] | undefined = body[kind];
      if (names === undefined) continue;
      const resources: Rec[] = header(record)[kind];
      const current = resources.map((r) => r.name);
      // Each name once: the same names as the page's, once sorted (a page's names are unique).
      if (JSON.stringify([...names].sort()) !== JSON.stringify([...current].sort()))
        throw badRequest(
          `The field '${kind}' must name each ${kind} resource of the page once: ${JSON.stringify(current)}.`,
        );
      fields[kind] = names.map((n) => resources[current.indexOf(n)]);
    }
    return header(save(ctx, record, fields));
  },
  'pages.addCss': add('css'),
  'pages.updateCss': replace('css'),
  'pages.deleteCss': remove('css'),
  'pages.addJavascript': add('javascript'),
  'pages.updateJavascript': replace('javascript'),
  'pages.deleteJavascript': remove('javascript'),
};
