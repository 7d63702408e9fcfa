import { type EmulatorContext, paged } from '../context';
import type { Behaviours } from '../engine/hooks';
import { badRequest, conflict, created, noContent } from '../http';
import {
  accessesOf,
  byName,
  escapeHtml,
  Interfaces,
  manifestOf,
  requireName,
  scriptJson,
  searchToken,
  textReply,
  userOf,
} from '../model/interfaces';
import { holdingsOf, modelsOf, pipelinesOf } from '../model/search';
import { text } from '../safe';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * Insight panel configurations, insight panel interfaces, in-product experiences (in-app widgets), IPX
 * interfaces and search pages. Insight interfaces expose their versions (list, read, label, restore);
 * loaders, editors, login pages and previews answer HTML or JavaScript built from the stored
 * configuration; search pages keep who may use them.
 */

type Rec = Record<string, any>;

const insightInterfaces = new Interfaces('insightInterfaces', 'Insight panel interface');
const ipxInterfaces = new Interfaces('ipxInterfaces', 'IPX interface');
// A search page's accesses stay when a new configuration leaves them out.
const searchPages = new Interfaces('searchPages', 'Search page', (body, current) => ({
  ...body,
  accesses: accessesOf(body.accesses ?? current?.accesses),
}));

/** The IPX interface and the search page the path names. */
const ipx = (ctx: EmulatorContext) => ipxInterfaces.get(ctx, ctx.params.ipxInterfaceId);
const page = (ctx: EmulatorContext) => searchPages.get(ctx, ctx.params.searchPageId);

const MARKUP = '<atomic-search-interface></atomic-search-interface>';
const markupOf = (record: Rec) => (typeof record.html === 'string' ? record.html : MARKUP);
const commentOf = (kind: string, record: Rec, ctx: EmulatorContext) =>
  `/* ${kind} '${text(record.name).replace(/\*\//g, '* /')}' (${record.id}) of ${ctx.org} */`;

/**
 * A hosted interface's HTML page (`what`: Preview, Editor, Sign in), holding its configuration as JSON;
 * its sign-in page sends to the platform's sign-in.
 */
function hostedPage(ctx: EmulatorContext, kind: string, record: Rec, what: string) {
  const name = escapeHtml(String(record.name));
  const signIn = `${new URL(ctx.c.req.url).origin}/oauth/authorize?organizationId=${encodeURIComponent(ctx.org)}`;
  const [title, content, config] =
    what === 'Sign in'
      ? [
          `Sign in – ${name}`,
          `<h1>Sign in to ${name}</h1>\n<form method="get" action="${escapeHtml(signIn)}"><button type="submit">Sign in</button></form>`,
          { id: record.id, name: record.name },
        ]
      : [`${name} – ${what}`, `<h1>${name}</h1>\n<p>${what}</p>\n${markupOf(record)}`, record];
  return textReply(
    `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body>
<main data-interface-id="${escapeHtml(String(record.id))}" data-kind="${escapeHtml(kind)}">
${content}
</main>
<script type="application/json" id="configuration">${scriptJson(config)}</script>
</body>
</html>`,
    'text/html',
  );
}

const tokenOf = (ctx: EmulatorContext, record: Rec) =>
  searchToken(ctx, String(record.id), { searchHub: record.searchHub ?? record.name });

/** A hosted interface's loader: a script that puts its markup in the page, with a search token. */
function hostedLoader(ctx: EmulatorContext, kind: string, record: Rec) {
  const config = { id: record.id, name: record.name, kind, organizationId: ctx.org };
  return textReply(
    `${commentOf(kind, record, ctx)}
(function () {
  var config = ${scriptJson(config)};
  var token = ${scriptJson(tokenOf(ctx, record))};
  var markup = ${scriptJson(markupOf(record))};
  var root = document.createElement('div');
  root.setAttribute('data-interface-id', config.id);
  root.setAttribute('data-search-token', token);
  root.innerHTML = markup;
  (document.currentScript && document.currentScript.parentNode || document.body).appendChild(root);
})();`,
    'application/javascript',
  );
}

/** A preview of a configuration, saved or not: the saved one with the body's fields on top. */
async function preview(ctx: EmulatorContext, family: Interfaces, id: string, kind: string) {
  const saved = family.get(ctx, id);
  return hostedPage(ctx, kind, { ...saved, ...(await ctx.json(false)), id: saved.id }, 'Preview');
}

// ---------------------------------------------------------------------------------------------------
// Insight panel configurations

/** The configurations, as the engine keeps them. */
const insightConfigsOf = (store: OrganizationStore) =>
  store.collection<Rec>('insightConfigs', 'Insight panel configuration');

function insightConfigView(store: OrganizationStore, config: Rec) {
  // Whether the pipeline uses ART (`topclicks`) and DNE (`facetsense`) models, from its ML associations.
  const pipeline = pipelinesOf(store).records.get(config.pipeline);
  const associations = pipeline ? holdingsOf(store, pipeline.id).associations : [];
  const engines = new Set(associations.map((a) => modelsOf(store).records.get(a.modelId)?.engineId));
  return {
    id: config.id,
    name: config.name,
    pipeline: {
      id: config.pipeline,
      name: pipeline?.name ?? config.pipeline,
      models: { art: { enabled: engines.has('topclicks') }, dne: { enabled: engines.has('facetsense') } },
    },
    searchHub: config.name,
    contextFields: config.contextFields ?? {},
    interfaces: config.interfaces ?? [],
  };
}

/** A configuration's fields: a name no other configuration has, context fields that name CRM fields. */
function insightConfig(ctx: EmulatorContext, body: Rec, except?: string): Rec {
  const name = requireName(body);
  const fields = body.contextFields ?? {};
  if (typeof fields !== 'object' || !Object.values(fields).every((v) => typeof v === 'string'))
    throw badRequest("'contextFields' must map context keys to CRM field names (strings).");
  const others = insightConfigsOf(ctx.store)
    .list()
    .filter((c) => c.id !== except);
  if (others.some((c) => String(c.name).toLowerCase() === name.toLowerCase()))
    throw conflict(`An insight panel configuration named '${name}' exists.`);
  return { name, pipeline: body.pipeline, contextFields: fields, interfaces: body.interfaces ?? [] };
}

/**
 * The engine lists, creates (under the body's `id`, if any), reads, replaces and deletes configurations;
 * they are checked, listed by name, and answered with their pipeline's models.
 */
export const insightConfigsBehaviours: Behaviours = {
  'insightConfigs.get': {
    // The family's own collection name, which snapshots read as the INSIGHT_CONFIG type.
    records: 'insightConfigs',
    label: 'Insight panel configuration',
    accept: (ctx, body, before) => ({
      ...insightConfig(ctx, body, before?.id),
      id: before?.id ?? (body.id === undefined ? undefined : text(body.id)),
    }),
    view: (ctx, config) => insightConfigView(ctx.store, config),
    list: (ctx, records) => byName(ctx, records),
  },
};

// ---------------------------------------------------------------------------------------------------
// In-product experiences (in-app widgets)

const widgetsOf = (store: OrganizationStore) =>
  store.collection<Rec>('inAppWidgets', 'In-product experience');
const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const jsonList = (value: string | undefined, fallback: unknown[]) => (value ? JSON.parse(value) : fallback);

/** Checks a widget (the published schema types it): a name no other widget has, user lists as JSON arrays. */
function checkWidget(ctx: EmulatorContext, body: Rec, except?: string) {
  for (const name of ['userGroups', 'userIds']) {
    let list: unknown;
    try {
      list = jsonList(body[name], []);
    } catch {}
    if (!Array.isArray(list)) throw badRequest(`'${name}' must be a JSON array, as a string.`);
  }
  if (
    widgetsOf(ctx.store)
      .list()
      .some((w) => w.id !== except && w.input?.name === body.name)
  )
    throw conflict(`An in-product experience named '${body.name}' exists.`);
  return { input: body, lastModified: new Date().toISOString() };
}

/** A widget as the platform answers it, from what was saved. */
function widgetView(ctx: EmulatorContext, widget: Rec): Rec {
  const input = widget.input as Rec;
  return {
    id: widget.id,
    name: input.name,
    title: input.title,
    orgId: ctx.org,
    lastModified: widget.lastModified,
    content: `<main><h1>${escapeHtml(input.title)}</h1>${MARKUP}</main>`,
    hasToken: true,
    header: { css: [], javascript: [] },
    button: {
      buttonCSS: [],
      buttonCSSClasses: (input.buttonCSSClasses ?? 'btn mod-primary').split(/\s+/).filter(Boolean),
      buttonColor: { color: input.buttonColor ?? '#1372ec', textColor: input.buttonTextColor ?? '#ffffff' },
      buttonFont: { family: input.buttonFont ?? 'inherit', size: input.buttonFontSize ?? '16px' },
      buttonIcon: { value: input.buttonIcon ?? '<svg width="22" height="22" viewBox="0 0 22 22"></svg>' },
      buttonJS: [],
      buttonPosition: {
        horizontalPosition: capitalized(input.buttonPositionHorizontal ?? 'right'),
        verticalPosition: capitalized(input.buttonPositionVertical ?? 'bottom'),
      },
      buttonTargetSelector: input.buttonTargetSelector ?? '',
    },
    token: {
      searchHub: input.searchHub,
      ...(input.filter ? { filter: input.filter } : {}),
      // '' without one: the token's queries go through the organization's default pipeline.
      pipeline: input.queryPipeline ?? '',
      userDisplayName: input.userDisplayName ?? 'Anonymous',
      userGroups: jsonList(input.userGroups, []),
      userIds: jsonList(input.userIds, [
        { name: 'anonymous@coveo.com', provider: 'Email Security Provider' },
      ]),
      validFor: input.validFor ?? 86_400_000,
    },
  };
}

/** A widget's loader: a script that adds its button, which opens its panel with a search token. */
function widgetLoader(ctx: EmulatorContext, widget: Rec) {
  const { id, name, title, button, content, token } = widgetView(ctx, widget);
  const claims = { searchHub: token.searchHub, pipeline: token.pipeline, filter: token.filter };
  return textReply(
    `${commentOf('In-product experience', { id, name }, ctx)}
(function () {
  var widget = ${scriptJson({ id, name, title, button, content })};
  var token = ${scriptJson(searchToken(ctx, id, claims))};
  var host = widget.button.buttonTargetSelector ? document.querySelector(widget.button.buttonTargetSelector) : null;
  var button = host || document.body.appendChild(document.createElement('button'));
  if (!host) { button.className = widget.button.buttonCSSClasses.join(' '); button.innerHTML = widget.button.buttonIcon.value; }
  button.addEventListener('click', function () {
    var panel = document.createElement('div');
    panel.setAttribute('data-search-token', token);
    panel.innerHTML = widget.content;
    document.body.appendChild(panel);
  });
})();`,
    'application/javascript',
  );
}

// ---------------------------------------------------------------------------------------------------

export const interfacesHandlers: Handlers = {
  'insightConfigs.duplicate': async (ctx) => {
    const source = insightConfigsOf(ctx.store).get(ctx.params.duplicationParamsId);
    const { name } = insightConfig(ctx, await ctx.json());
    const copy = { name, pipeline: source.pipeline, contextFields: structuredClone(source.contextFields) };
    return created(insightConfigView(ctx.store, insightConfigsOf(ctx.store).insert(copy)));
  },

  ...insightInterfaces.handlers('insightInterfaces', 'insightPanelInterfaceId', {
    plainList: true,
    updateParam: 'ipInterfaceConfigId',
  }),
  'insightInterfaces.listVersions': (ctx) => {
    const order = ctx.query('order') || 'desc';
    if (order !== 'asc' && order !== 'desc') throw badRequest(`'order' must be asc or desc; got '${order}'.`);
    const filter = (ctx.query('filter') ?? '').toLowerCase();
    const versions = insightInterfaces
      .versions(ctx, ctx.params.insightPanelInterfaceId)
      .filter((v) => (v.label ?? '').toLowerCase().includes(filter));
    return paged(ctx, order === 'desc' ? versions.reverse() : versions);
  },
  'insightInterfaces.getVersion': (ctx) =>
    insightInterfaces.version(ctx, ctx.params.insightPanelInterfaceId, ctx.params.versionNumber),
  'insightInterfaces.updateVersionLabel': async (ctx) => {
    const { label } = await ctx.json();
    if (typeof label !== 'string') throw badRequest("'label' must be a string.");
    return insightInterfaces.setLabel(
      ctx,
      ctx.params.insightPanelInterfaceId,
      ctx.params.versionNumber,
      label,
    );
  },
  'insightInterfaces.restoreVersion': async (ctx) => {
    const { label } = (await ctx.json(false)) ?? {};
    return insightInterfaces.restore(
      ctx,
      ctx.params.insightPanelInterfaceId,
      ctx.params.versionNumber,
      label,
    );
  },

  'ipx.create': async (ctx) => {
    const body = await ctx.json();
    const widget = widgetsOf(ctx.store).insert(checkWidget(ctx, body));
    const loader = `${new URL(ctx.c.req.url).origin}/rest/organizations/${encodeURIComponent(ctx.org)}/${encodeURIComponent(widget.id)}/inappwidget/loader`;
    return { ...widgetView(ctx, widget), scriptToInclude: `<script async src="${loader}"></script>` };
  },
  'ipx.update': async (ctx) => {
    const { id } = widgetsOf(ctx.store).get(ctx.params.ipxId);
    widgetsOf(ctx.store).update(id, checkWidget(ctx, await ctx.json(), id));
    return noContent();
  },
  'ipx.list': (ctx) =>
    byName(
      ctx,
      widgetsOf(ctx.store)
        .list()
        .map((widget) => widgetView(ctx, widget)),
      ctx.query('name'),
    ),
  'ipx.getLoader': (ctx) => widgetLoader(ctx, widgetsOf(ctx.store).get(ctx.params.ipxId)),

  ...ipxInterfaces.handlers('ipxInterfaces', 'ipxInterfaceId'),
  'ipxInterfaces.generatePreview': (ctx) => preview(ctx, ipxInterfaces, ctx.params.ipxId, 'IPX interface'),
  'ipxInterfaces.getEditInterface': (ctx) => hostedPage(ctx, 'IPX interface', ipx(ctx), 'Editor'),
  'ipxInterfaces.getLoader': (ctx) => hostedLoader(ctx, 'IPX interface', ipx(ctx)),
  'ipxInterfaces.getLoginPage': (ctx) => hostedPage(ctx, 'IPX interface', ipx(ctx), 'Sign in'),
  'ipxInterfaces.getToken': (ctx) => ({
    token: tokenOf(ctx, ipx(ctx)),
  }),

  ...searchPages.handlers('searchPages', 'searchPageId', { plainList: true }),
  'searchPages.getManifest': async (ctx) => {
    const { pagePlaceholders } = (await ctx.json(false)) ?? {};
    return manifestOf(searchPages.get(ctx, ctx.params.interfaceId), pagePlaceholders?.results);
  },
  ...searchPages.accessHandlers('searchPages', 'searchPageId', (saved) => saved),
  /** Whether the user must ask for access: not when the page shares with them, by name, link or domain. */
  'searchPages.requestAccess': (ctx) => {
    const { users, domains, sharingLinkEnabled, sharingDomainEnabled } = searchPages.accesses(
      ctx,
      'searchPageId',
    );
    const user = userOf(ctx).toLowerCase();
    const domain = user.split('@')[1] ?? '';
    const allowed =
      users.includes(user) || sharingLinkEnabled || (sharingDomainEnabled && domains.includes(domain));
    return { requested: !allowed };
  },
  'searchPages.getEditInterface': (ctx) => hostedPage(ctx, 'Search page', page(ctx), 'Editor'),
  'searchPages.getLoader': (ctx) => hostedLoader(ctx, 'Search page', page(ctx)),
  'searchPages.getLoginPage': (ctx) => hostedPage(ctx, 'Search page', page(ctx), 'Sign in'),
  'searchPages.getView': (ctx) => hostedPage(ctx, 'Search page', page(ctx), 'Preview'),
  'searchPages.generatePreview': (ctx) => preview(ctx, searchPages, ctx.params.searchPageId, 'Search page'),
  'searchPages.getToken': (ctx) => ({ token: tokenOf(ctx, page(ctx)) }),
};
