import type { EmulatorContext } from '../context';
import { badRequest, conflict, created, HttpError, noContent } from '../http';
import { collectionOf, requireArray, requireObject, rest } from '../model/rest';
import type { Handlers } from './types';

/*
 * Hosted search pages. Each page's header holds style sheets (`css`) and scripts (`javascript`), in
 * order; a resource's `name` is its id in the header routes (unique per kind in a page). Adding appends,
 * replacing keeps the place, reordering must name every resource of a kind once. Adding and replacing
 * answer the resource; reordering answers the header.
 */

type Rec = Record<string, any>;
type Kind = 'css' | 'javascript';

const NAME = 'pages';
const LABEL = 'Page';
const KINDS: Kind[] = ['css', 'javascript'];
/** Search UI framework versions a page may use, oldest first. */
const SEARCH_UI = [
  { major: '2', minor: '10116' },
  { major: '2', minor: '10121' },
  { major: '3', minor: '0' },
];
const DEFAULT_SEARCH_UI = SEARCH_UI[1];
const LATEST = SEARCH_UI[SEARCH_UI.length - 1];

const pagesOf = (ctx: EmulatorContext) => collectionOf(ctx, NAME, LABEL);
const page = (ctx: EmulatorContext) => pagesOf(ctx).get(ctx.params.pageId);

const view = ({ searchUi: _s, ...record }: Rec) => record;
const header = (record: Rec) => ({ css: record.css, javascript: record.javascript });

function requiredString(body: Rec, name: string, where = 'The page') {
  if (typeof body[name] !== 'string' || !body[name].trim()) {
    throw badRequest(`${where}: the field '${name}' is required, a non-empty string.`, 'MISSING_FIELD');
  }
  return body[name].trim();
}

function checkPage(value: unknown, withHtml: boolean): Rec {
  const body = requireObject(value, 'The page');
  const fields: Rec = { name: requiredString(body, 'name'), title: requiredString(body, 'title') };
  if (body.html !== undefined) {
    if (typeof body.html !== 'string') throw badRequest("The field 'html' must be a string.");
    fields.html = body.html;
  } else if (withHtml) {
    fields.html = undefined;
  }
  if (body.filter !== undefined) {
    if (typeof body.filter !== 'string') throw badRequest("The field 'filter' must be a string.");
    fields.filter = body.filter;
  }
  return fields;
}

function checkResource(value: unknown, kind: Kind): Rec {
  const body = requireObject(value, `The ${kind} resource`);
  const name = requiredString(body, 'name', `The ${kind} resource`);
  const url = body.url;
  const inline = body.inlineContent;
  if ((typeof url === 'string') === (typeof inline === 'string')) {
    throw badRequest(`The ${kind} resource needs either 'url' or 'inlineContent' (a string), not both.`);
  }
  return typeof url === 'string' ? { name, url } : { name, inlineContent: inline };
}

function resourceIndex(record: Rec, kind: Kind, id: string): number {
  const index = record[kind].findIndex((resource: Rec) => resource.name === id);
  if (index < 0) {
    throw new HttpError(404, 'NOT_FOUND', `The page '${record.id}' has no ${kind} resource named '${id}'.`);
  }
  return index;
}

function save(ctx: EmulatorContext, record: Rec, fields: Rec) {
  return pagesOf(ctx).update(record.id, { ...fields, lastModified: new Date().toISOString() });
}

const add = (kind: Kind) => async (ctx: EmulatorContext) => {
  const record = page(ctx);
  const resource = checkResource(await ctx.json(), kind);
  if (record[kind].some((r: Rec) => r.name === resource.name)) {
    throw conflict(`The page '${record.id}' already has a ${kind} resource named '${resource.name}'.`);
  }
  save(ctx, record, { [kind]: [...record[kind], resource] });
  return resource;
};

const replace = (kind: Kind) => async (ctx: EmulatorContext) => {
  const record = page(ctx);
  const index = resourceIndex(record, kind, ctx.params.resourceId);
  const resource = checkResource(await ctx.json(), kind);
  if (record[kind].some((r: Rec, i: number) => i !== index && r.name === resource.name)) {
    throw conflict(`The page '${record.id}' already has a ${kind} resource named '${resource.name}'.`);
  }
  const list = [...record[kind]];
  list[index] = resource;
  save(ctx, record, { [kind]: list });
  return resource;
};

const remove = (kind: Kind) => (ctx: EmulatorContext) => {
  const record = page(ctx);
  const index = resourceIndex(record, kind, ctx.params.resourceId);
  save(ctx, record, { [kind]: record[kind].filter((_: Rec, i: number) => i !== index) });
  return noContent();
};

function searchUiView(record: Rec) {
  const current = record.searchUi;
  return {
    current,
    available: SEARCH_UI,
    latest: LATEST,
    upgradable: current.major !== LATEST.major || current.minor !== LATEST.minor,
  };
}

export const pagesHandlers: Handlers = {
  'pages.list': (ctx) => {
    const name = ctx.query('name')?.toLowerCase();
    return pagesOf(ctx)
      .list()
      .filter((record) => !name || String(record.name).toLowerCase().includes(name))
      .sort((a, b) => String(a.name).localeCompare(String(b.name)))
      .map(view);
  },
  'pages.create': async (ctx) => {
    const fields = checkPage(await ctx.json(), false);
    return created(
      view(
        pagesOf(ctx).insert({
          html: '',
          ...fields,
          css: [],
          javascript: [],
          searchUi: DEFAULT_SEARCH_UI,
          lastModified: new Date().toISOString(),
        }),
      ),
    );
  },
  'pages.get': (ctx) => view(page(ctx)),
  'pages.update': async (ctx) => {
    const record = page(ctx);
    save(ctx, record, checkPage(await ctx.json(), false));
    return noContent();
  },
  'pages.delete': rest.delete(NAME, 'pageId', LABEL),
  'pages.getSearchUiVersion': (ctx) => searchUiView(page(ctx)),
  'pages.updateSearchUiVersion': (ctx) => {
    const record = page(ctx);
    const major = ctx.query('major');
    const minor = ctx.query('minor');
    const version = SEARCH_UI.find((v) => v.major === major && v.minor === minor);
    if (!version) {
      throw badRequest(
        `The search UI version ${major}.${minor} is not available; use one of: ${SEARCH_UI.map((v) => `${v.major}.${v.minor}`).join(', ')}.`,
      );
    }
    save(ctx, record, { searchUi: version });
    return noContent();
  },
  'pages.getHeader': (ctx) => header(page(ctx)),
  'pages.reorderHeader': async (ctx) => {
    const record = page(ctx);
    const body = requireObject(await ctx.json(), 'The header order');
    const fields: Rec = {};
    for (const kind of KINDS) {
      if (body[kind] === undefined) continue;
      const names = requireArray(body[kind], `The field '${kind}'`);
      const current: string[] = record[kind].map((r: Rec) => r.name);
      const same =
        names.length === current.length &&
        new Set(names).size === names.length &&
        names.every((n) => typeof n === 'string' && current.includes(n));
      if (!same) {
        throw badRequest(
          `The field '${kind}' must name each ${kind} resource of the page once: ${JSON.stringify(current)}.`,
        );
      }
      fields[kind] = names.map((n: string) => record[kind].find((r: Rec) => r.name === n));
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
