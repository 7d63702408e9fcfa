import { randomUUID } from 'node:crypto';
import { type EmulatorContext, paged, requestOrigin } from '../context';
import type { Behaviours, Hooks } from '../engine/hooks';
import { badRequest, conflict, created, noContent } from '../http';
import {
  accessesAt,
  accessesOf,
  accessHandlers,
  amongIds,
  byName,
  escapeHtml,
  type Family,
  heldByProject,
  htmlPage,
  interfaceHooks,
  interfaceHtml,
  interfacesOf,
  manifestOf,
  pageList,
  requireName,
  scriptJson,
  searchToken,
  stamped,
  textReply,
  userOf,
} from '../model/interfaces';
import { conditionHolds } from '../model/qpl';
import { flag } from '../model/rest';
import {
  conditionOf,
  conditionsOf,
  defaultPipeline,
  holdingsOf,
  modelsOf,
  pipelinesOf,
} from '../model/search';
import { searchResponse } from '../model/searchEngine';
import { text } from '../safe';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * Insight panel configurations, insight panel interfaces, in-product experiences (in-app widgets), IPX
 * interfaces and search pages. Insight and IPX interfaces expose their versions (list, read, label, restore);
 * loaders, editors, login pages and previews answer HTML or JavaScript built from the stored
 * configuration; search pages keep who may use them.
 */

type Rec = Record<string, any>;

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
  const signIn = `${requestOrigin(ctx)}/oauth/authorize?organizationId=${encodeURIComponent(ctx.org)}`;
  const [title, content, config] =
    what === 'Sign in'
      ? [
          `Sign in – ${name}`,
          `<h1>Sign in to ${name}</h1>\n<form method="get" action="${escapeHtml(signIn)}"><button type="submit">Sign in</button></form>`,
          { id: record.id, name: record.name },
        ]
      : [`${name} – ${what}`, `<h1>${name}</h1>\n<p>${what}</p>\n${markupOf(record)}`, record];
  return htmlPage(
    title,
    `<main data-interface-id="${escapeHtml(String(record.id))}" data-kind="${escapeHtml(kind)}">
${content}
</main>
<script type="application/json" id="configuration">${scriptJson(config)}</script>`,
  );
}

/** The search hub of a hosted interface's queries: its name unless it names one. */
const searchHubOf = (record: Rec) => record.searchHub ?? record.name;
const tokenOf = (ctx: EmulatorContext, record: Rec) =>
  searchToken(ctx, String(record.id), { searchHub: searchHubOf(record) });

/** An associated model's status, as the builder shows it: ACTIVE once built, else in progress or in error. */
const modelStatus = (status: string) =>
  status === 'ONLINE' ? 'ACTIVE' : status.endsWith('FAILED') ? 'ERROR' : 'BUILD_IN_PROGRESS';

/**
 * The query pipelines an interface's queries go to: those whose condition names its search hub and
 * holds for it, else the default pipeline; each with its condition and the models associated with it.
 */
function pipelinesUsed(store: OrganizationStore, record: Rec) {
  const searchhub = String(searchHubOf(record));
  const definitionOf = (pipeline: Rec) => conditionOf(store, pipeline.condition?.id)?.definition ?? '';
  const routed = pipelinesOf(store)
    .list()
    .filter((pipeline) => /\$searchHub\b/i.test(definitionOf(pipeline)))
    .filter((pipeline) => conditionHolds(definitionOf(pipeline), { query: '', searchhub }));
  return (routed.length ? routed : [defaultPipeline(store)]).map((pipeline) => ({
    id: pipeline.id,
    name: pipeline.name,
    pipelineType: 'search',
    ...(pipeline.condition?.id ? { conditionId: pipeline.condition.id } : {}),
    models: holdingsOf(store, pipeline.id).associations.flatMap(({ modelId }) => {
      const model = modelsOf(store).records.get(modelId);
      return model
        ? [{ id: model.id, modelStatus: modelStatus(model.status), modelEngine: model.engineId }]
        : [];
    }),
  }));
}

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

/**
 * A hosted family's editor, sign-in page, loader and token, of the interface the path names (`param`),
 * and its preview (of the interface `previewParam` names): the saved one with the body's fields on top.
 */
function hostedHandlers(family: Family, kind: string, param: string, previewParam = param): Handlers {
  const saved = (ctx: EmulatorContext, name = param) => interfacesOf(ctx.store, family).get(ctx.params[name]);
  return {
    [`${family}.getEditInterface`]: (ctx) => hostedPage(ctx, kind, saved(ctx), 'Editor'),
    [`${family}.getLoginPage`]: (ctx) => hostedPage(ctx, kind, saved(ctx), 'Sign in'),
    [`${family}.getLoader`]: (ctx) => hostedLoader(ctx, kind, saved(ctx)),
    [`${family}.getToken`]: (ctx) => ({ token: tokenOf(ctx, saved(ctx)) }),
    [`${family}.generatePreview`]: async (ctx) => {
      const record = saved(ctx, previewParam);
      return hostedPage(ctx, kind, { ...record, ...(await ctx.json(false)), id: record.id }, 'Preview');
    },
  };
}

/** The configurations, as the engine keeps them. */
const insightConfigsOf = (store: OrganizationStore) =>
  store.collection<Rec>('insightConfigs', 'Insight panel configuration');

function insightConfigView(store: OrganizationStore, config: Rec) {
  // Whether the pipeline uses ART (`topclicks`) and DNE (`facetsense`) models, from its ML associations.
  const pipeline = pipelinesOf(store).records.get(config.pipeline);
  const associations = pipeline ? holdingsOf(store, pipeline.id).associations : [];
  const engines = new Set(associations.map((a) => modelsOf(store).records.get(a.modelId)?.engineId));
  return {
    ...config,
    pipeline: {
      id: config.pipeline,
      name: pipeline?.name ?? config.pipeline,
      models: { art: { enabled: engines.has('topclicks') }, dne: { enabled: engines.has('facetsense') } },
    },
    searchHub: config.name,
  };
}

/** A configuration's fields: a name no other configuration has, context fields that name CRM fields. */
function insightConfig(ctx: EmulatorContext, body: Rec, except?: string): Rec {
  const name = requireName(body);
  const fields = body.contextFields ?? {};
  if (typeof fields !== 'object' || !Object.values(fields).every((v) => typeof v === 'string'))
    throw badRequest("'contextFields' must map context keys to CRM field names (strings).");
  const same = (c: Rec) => c.id !== except && String(c.name).toLowerCase() === name.toLowerCase();
  if (insightConfigsOf(ctx.store).list().some(same))
    throw conflict(`An insight panel configuration named '${name}' exists.`);
  return { name, pipeline: body.pipeline, contextFields: fields, interfaces: body.interfaces ?? [] };
}

/**
 * The engine lists, creates (under the body's `id`, if any), reads, replaces and deletes configurations;
 * they are checked, listed by name, and answered with their pipeline's models.
 */
const insightConfigHooks: Hooks = {
  // The family's own collection name, which snapshots read as the INSIGHT_CONFIG type.
  records: 'insightConfigs',
  label: 'Insight panel configuration',
  accept: (ctx, body, before) => ({
    ...insightConfig(ctx, body, before?.id),
    id: before?.id ?? (body.id === undefined ? undefined : text(body.id)),
  }),
  view: (ctx, config) => insightConfigView(ctx.store, config),
  list: (ctx, records) => byName(ctx, records),
};

const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const jsonList = (value: string | undefined, fallback: unknown[]) => (value ? JSON.parse(value) : fallback);

/** A widget's fields: a name no other widget has, user lists as JSON arrays (the schema types the rest). */
function checkWidget(ctx: EmulatorContext, body: Rec, except?: string) {
  for (const name of ['userGroups', 'userIds']) {
    let list: unknown;
    try {
      list = jsonList(body[name], []);
    } catch {}
    if (!Array.isArray(list)) throw badRequest(`'${name}' must be a JSON array, as a string.`);
  }
  const same = (widget: Rec) => widget.id !== except && widget.name === body.name;
  if (widgetsOf(ctx.store).list().some(same))
    throw conflict(`An in-product experience named '${body.name}' exists.`);
  return { name: body.name, input: body, lastModified: new Date().toISOString() };
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
    content: `<main><h1>${escapeHtml(String(input.title ?? ''))}</h1>${MARKUP}</main>`,
    hasToken: true,
    // The tag that loads the widget (the create call's answer holds it).
    scriptToInclude: `<script async src="${requestOrigin(ctx)}/rest/organizations/${encodeURIComponent(ctx.org)}/${encodeURIComponent(widget.id)}/inappwidget/loader"></script>`,
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

/** A widget's loader: a script adding its button, which opens its panel with a search token (`access_token`'s). */
function widgetLoader(ctx: EmulatorContext, widget: Rec) {
  const { id, name, title, button, content, token } = widgetView(ctx, widget);
  const claims = { searchHub: token.searchHub, pipeline: token.pipeline, filter: token.filter };
  return textReply(
    `${commentOf('In-product experience', { id, name }, ctx)}
(function () {
  var widget = ${scriptJson({ id, name, title, button, content })};
  var token = ${scriptJson(ctx.query('access_token') || searchToken(ctx, id, claims))};
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

// Versions of insight panel and IPX interfaces: each save is the next version, the newest is published.

/** The versions of an interface (ids are unique across the families), where the engine keeps them. */
const versionsOf = (store: OrganizationStore, id: string) =>
  store.collection<Rec>(`interfaceVersions ${encodeURIComponent(id)}`, 'Version', 'version');

/** Saves `record` (the interface as stored) as its next version. */
function saveVersion(ctx: EmulatorContext, record: Rec, more: Rec = {}) {
  const versions = versionsOf(ctx.store, record.id);
  // A version's dates are ISO 8601, where the interface's are in ms.
  const change = { date: new Date(record.updated).toISOString(), by: record.updatedBy };
  const configuration = structuredClone(record);
  return versions.insert({
    version: versions.records.size + 1,
    created: change,
    updated: change,
    configuration,
    ...more,
  });
}

const published = (ctx: EmulatorContext, version: Rec) => ({
  ...version,
  isPublished: version.version === versionsOf(ctx.store, version.configuration.id).records.size,
});

/** The version the path names. @throws HttpError 404 for an unknown interface or version. */
function versionAt(ctx: EmulatorContext, family: Family) {
  const id = ctx.params.insightPanelInterfaceId ?? ctx.params.ipxInterfaceId;
  return versionsOf(ctx.store, interfacesOf(ctx.store, family).get(id).id).get(ctx.params.versionNumber);
}

/** The engine keeps a family's interfaces; each save is a version (the id is given here, for the version). */
function versionedHooks(family: Family): Hooks {
  const hooks = interfaceHooks(family);
  return {
    ...hooks,
    accept(ctx, body, before) {
      const record = { ...hooks.accept!(ctx, body, before), id: before?.id ?? randomUUID() };
      saveVersion(ctx, record);
      return record;
    },
    removed: (ctx, { id }) => versionsOf(ctx.store, id).records.clear(),
  };
}

/**
 * IPX interfaces: a new one with createPipelines gets a query pipeline of its name, which a new condition
 * on its search hub routes to. @throws HttpError 409 when a pipeline has that name (nothing is created).
 */
function ipxInterfaceHooks(): Hooks {
  const hooks = versionedHooks('ipxInterfaces');
  return {
    ...hooks,
    async accept(ctx, body, before) {
      const creating = !before && flag(ctx, 'createPipelines');
      const pipelines = pipelinesOf(ctx.store);
      const name = text(body.name).toLowerCase();
      if (creating && pipelines.list().some((p) => p.name.toLowerCase() === name))
        throw conflict(
          `A query pipeline named '${body.name}' already exists: the IPX interface's cannot be created.`,
        );
      const record = await hooks.accept!(ctx, body, before);
      if (!creating) return record;
      const by = userOf(ctx);
      const condition = {
        id: randomUUID(),
        definition: `when $searchHub is ${JSON.stringify(text(searchHubOf(record)))}`,
        description: `Routes the IPX interface '${record.name}'`,
        modifiedAt: new Date().toISOString(),
        modifiedBy: by,
      };
      conditionsOf(ctx.store).push(condition);
      pipelines.insert({
        name: record.name,
        description: `The query pipeline of the IPX interface '${record.name}'`,
        condition: { id: condition.id },
        isDefault: false,
        created_by: by,
        last_modified_by: by,
      });
      return record;
    },
  };
}

/** The engine lists and reads the versions, newest first unless `order` says asc, by label (`filter`). */
const versionHooks: Hooks = {
  records: 'interfaceVersions',
  label: 'Version',
  key: 'version',
  view: published,
  list(ctx, versions) {
    const order = ctx.query('order') || 'desc';
    if (order !== 'asc' && order !== 'desc') throw badRequest(`'order' must be asc or desc; got '${order}'.`);
    const filter = (ctx.query('filter') ?? '').toLowerCase();
    const kept = versions.filter((v) => (v.label ?? '').toLowerCase().includes(filter));
    return order === 'desc' ? kept.reverse() : kept;
  },
};

/** A family's calls that label a version, and restore one: its configuration saved as the newest version. */
const versionHandlers = (family: Family): Handlers => ({
  [`${family}.updateVersionLabel`]: async (ctx) => {
    const version = versionAt(ctx, family);
    const { label } = await ctx.json();
    if (typeof label !== 'string') throw badRequest("'label' must be a string.");
    Object.assign(version, { label, updated: { date: new Date().toISOString(), by: userOf(ctx) } });
    const { configuration: _, ...info }: Rec = published(ctx, version);
    return info;
  },
  // Answers the interface as restored.
  [`${family}.restoreVersion`]: async (ctx) => {
    const old = versionAt(ctx, family);
    const { label } = (await ctx.json(false)) ?? {};
    const interfaces = interfacesOf(ctx.store, family);
    const current = interfaces.get(old.configuration.id);
    const record = { ...stamped(ctx, old.configuration, current), id: current.id };
    interfaces.records.set(current.id, record);
    saveVersion(ctx, record, { label, restoredFromVersion: old.version });
    return record;
  },
});

const widgetHooks: Hooks = { records: 'inAppWidgets', label: 'In-product experience', view: widgetView };
const widgetsOf = (store: OrganizationStore) =>
  store.collection<Rec>('inAppWidgets', 'In-product experience');
const searchPage = (ctx: EmulatorContext) =>
  interfacesOf(ctx.store, 'searchPages').get(ctx.params.searchPageId);
const loaderOfWidget = (ctx: EmulatorContext) =>
  widgetLoader(ctx, widgetsOf(ctx.store).get(ctx.params.ipxId));

export const interfacesBehaviours: Behaviours = {
  'insightConfigs.get': insightConfigHooks,
  'insightInterfaces.get': versionedHooks('insightInterfaces'),
  'insightInterfaces.getVersion': versionHooks,
  'ipxInterfaces.get': ipxInterfaceHooks(),
  'ipxInterfaces.getVersion': versionHooks,
  // A search page's accesses stay when a new configuration leaves them out.
  'searchPages.get': interfaceHooks('searchPages', (body, before) => ({
    ...body,
    accesses: accessesOf(body.accesses ?? before?.accesses),
  })),
  // In-app widgets: created at `…/inappwidget`, listed (by name) at `…/inappwidgets`, one collection.
  'ipx.update': {
    ...widgetHooks,
    // The published answer of a creation leaves out what the list answers of a widget: the platform gives it.
    keep: ['orgId', 'content', 'hasToken', 'header'],
    accept: (ctx, body, before) => checkWidget(ctx, body, before?.id),
  },
  'ipx.list': {
    ...widgetHooks,
    list: (ctx, widgets) => byName(ctx, widgets, ctx.query('name')),
  },
};

export const interfacesHandlers: Handlers = {
  'insightConfigs.duplicate': async (ctx) => {
    const source = insightConfigsOf(ctx.store).get(ctx.params.duplicationParamsId);
    const { name } = insightConfig(ctx, await ctx.json());
    const copy = {
      name,
      pipeline: source.pipeline,
      contextFields: structuredClone(source.contextFields),
      interfaces: [],
    };
    return created(insightConfigView(ctx.store, insightConfigsOf(ctx.store).insert(copy)));
  },

  /** A page of the configurations among the body's `ids` (those the organization lacks left out), by name. */
  'insightConfigs.bulkGet': async (ctx) => {
    const { ids } = await ctx.json();
    const records = insightConfigsOf(ctx.store).records;
    const chosen = (ids as string[]).flatMap((id) => records.get(id) ?? []);
    return paged(
      ctx,
      byName(ctx, chosen).map((config) => insightConfigView(ctx.store, config)),
    );
  },

  'insightConfigs.listByProject': (ctx) => {
    const held = byName(ctx, heldByProject(ctx, 'INSIGHT_PANEL', insightConfigsOf(ctx.store).records));
    return paged(
      ctx,
      held.map((config) => insightConfigView(ctx.store, config)),
      'configurations',
    );
  },
  // What the panel shows: its context fields, its search hub (its name), and the first of its interfaces
  // the organization has (none without one).
  'insightConfigs.getInterface': (ctx) => {
    const config = insightConfigsOf(ctx.store).get(ctx.params.configId);
    const interfaces = interfacesOf(ctx.store, 'insightInterfaces').records;
    const shown = (config.interfaces as string[]).map((id) => interfaces.get(id)).find(Boolean);
    const answer = { contextFields: config.contextFields, searchHub: config.name };
    if (!shown) return answer;
    const { id, name, resultTemplates, facets, tabs, settings } = shown;
    return { ...answer, interface: { id, name, resultTemplates, facets, tabs, settings } };
  },

  ...versionHandlers('insightInterfaces'),
  ...versionHandlers('ipxInterfaces'),
  // A search through the configuration's pipeline, its name the search hub (as its view says).
  'insightConfigs.search': async (ctx) => {
    const config = insightConfigsOf(ctx.store).get(ctx.params.configId);
    const request = { ...((await ctx.json(false)) ?? {}), pipeline: config.pipeline, searchHub: config.name };
    const { triggers, results, ...answer } = searchResponse(ctx.store, request);
    // This service leaves out what has no value (its schema has no null), and the triggers when none fired.
    const valued = (result: object) =>
      Object.fromEntries(Object.entries(result).filter(([, v]) => v !== null));
    return { ...answer, ...(triggers.length ? { triggers } : {}), results: results.map(valued) };
  },

  'ipx.getLoader': loaderOfWidget,
  'ipx.getPageLoader': loaderOfWidget,
  'ipx.bulkGet': async (ctx) =>
    (await amongIds(ctx, widgetsOf(ctx.store).records)).map((widget) => widgetView(ctx, widget)),
  'ipx.listByProject': (ctx) =>
    byName(ctx, heldByProject(ctx, 'IN_PRODUCT_EXPERIENCE', widgetsOf(ctx.store).records), '').map(
      (widget) => ({ ...widgetView(ctx, widget), projectIds: widget.projectIds }),
    ),

  'ipxInterfaces.list': pageList('ipxInterfaces'),
  'ipxInterfaces.listPipelines': (ctx) =>
    pipelinesUsed(ctx.store, interfacesOf(ctx.store, 'ipxInterfaces').get(ctx.params.ipxInterfaceId)),
  'searchPages.listPipelines': (ctx) => pipelinesUsed(ctx.store, searchPage(ctx)),
  'searchPages.getHtml': (ctx) => interfaceHtml(searchPage(ctx)),
  'ipxInterfaces.listByProject': pageList('ipxInterfaces', 'IN_PRODUCT_EXPERIENCE'),
  // One page of the search pages the query's project holds, by name, as an array.
  'searchPages.listByProject': (ctx) =>
    paged(ctx, byName(ctx, heldByProject(ctx, 'SEARCH_PAGE', interfacesOf(ctx.store, 'searchPages').records)))
      .items,
  ...hostedHandlers('ipxInterfaces', 'IPX interface', 'ipxInterfaceId', 'ipxId'),
  ...hostedHandlers('searchPages', 'Search page', 'searchPageId'),
  'searchPages.getView': (ctx) => hostedPage(ctx, 'Search page', searchPage(ctx), 'Preview'),

  'searchPages.getManifest': async (ctx) => {
    const { pagePlaceholders } = (await ctx.json(false)) ?? {};
    const saved = interfacesOf(ctx.store, 'searchPages').get(ctx.params.interfaceId);
    // The manifest gives the page's configuration as a search interface's: its layout in capitals.
    return manifestOf({ ...saved, layout: saved.layout?.toUpperCase() }, pagePlaceholders?.results);
  },
  ...accessHandlers('searchPages', 'searchPageId', (saved) => saved),
  /** Whether the user must ask for access: not when the page shares with them, by name, link or domain. */
  'searchPages.requestAccess': (ctx) => ({ requested: !mayOpenPage(ctx) }),
  // Asks the page's owners for access (no published read lists the requests); refused (the published
  // 400) when the page already shares with the caller.
  'searchPages.submitAccessRequest': (ctx) => {
    if (mayOpenPage(ctx))
      throw badRequest(
        `The user '${userOf(ctx)}' may already open the search page '${ctx.params.searchPageId}'.`,
      );
    return noContent();
  },
};

/** Whether the page shares with the caller: by name, by link, or by their email's domain. */
function mayOpenPage(ctx: EmulatorContext) {
  const accesses = accessesAt(ctx, 'searchPages', 'searchPageId');
  const user = userOf(ctx).toLowerCase();
  const domain = user.split('@')[1] ?? '';
  return (
    accesses.users.includes(user) ||
    accesses.sharingLinkEnabled ||
    (accesses.sharingDomainEnabled && accesses.domains.includes(domain))
  );
}
