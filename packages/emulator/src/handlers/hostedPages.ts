import type { Behaviours } from '../engine/hooks';
import { badRequest } from '../http';
import { escapeHtml, htmlPage, interfaceHooks, interfacesOf, pageList } from '../model/interfaces';
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

type Rec = Record<string, any>;

/** A resource as a tag: `linked` with its escaped `url`, or `inline` holding its content (`</` kept out). */
const tagOf = (resource: Rec, inline: string, linked: string) =>
  resource.url !== undefined
    ? linked.replace('$', () => escapeHtml(String(resource.url)))
    : inline.replace('$', () => String(resource.inlineContent).replace(/<\//g, '<\\/'));

/** A hosted page as HTML: its style sheets in the head, its markup, then its scripts in their order. */
function pageHtml({ name, html, css, javascript }: Rec) {
  const styles = css.map((r: Rec) => tagOf(r, '<style>$</style>', '<link rel="stylesheet" href="$">'));
  const type = (r: Rec) => (r.isModule ? ' type="module"' : '');
  const scripts = javascript.map((r: Rec) =>
    tagOf(r, `<script${type(r)}>$</script>`, `<script${type(r)} src="$"></script>`),
  );
  return htmlPage(escapeHtml(name), `${html}\n${scripts.join('\n')}`, styles.join('\n'));
}

export const hostedPagesHandlers: Handlers = {
  'hostedPages.list': pageList('hostedPages'),
  'hostedPages.listByProject': pageList('hostedPages', 'SEARCH_PAGE'),
  'hostedPages.getHtml': (ctx) =>
    pageHtml(interfacesOf(ctx.store, 'hostedPages').get(ctx.params.hostedPageId)),
};
