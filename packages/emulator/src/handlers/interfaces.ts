import { createHash, randomUUID } from 'node:crypto';
import { atomicResults, atomicStyle } from '../atomic';
import { type EmulatorContext, paged } from '../context';
import { badRequest, conflict, created, noContent, notFound, Reply } from '../http';
import { pipelineAssociations } from '../model/ml';
import { requireArray, requireObject, withoutAuditFields } from '../model/rest';
import { text } from '../safe';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * Search interfaces: insight panel configurations, insight panel interfaces, in-product experiences
 * (in-app widgets), IPX interfaces and hosted search pages.
 *
 * Hosted interfaces (insight, IPX, search pages) are versioned as on the platform: creation saves
 * version 1, each update saves the next one, the newest is the published one; insight interfaces expose
 * their versions (list, read, label, restore). Loaders, editors, login pages and previews answer
 * HTML or JavaScript text built from the stored configuration.
 */

type Rec = Record<string, any>;

const isString = (value: unknown): value is string => typeof value === 'string';

/** A text answer (HTML, JavaScript) with its content type. */
const textReply = (body: string, type: 'text/html' | 'application/javascript') =>
  new Reply(200, body, { 'content-type': `${type}; charset=utf-8` });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON that is safe inside a `<script>` element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const userOf = (ctx: EmulatorContext) => ctx.token?.email ?? ctx.token?.username ?? 'anonymous';

function requireName(body: Rec) {
  if (!isString(body.name) || !body.name.trim()) throw badRequest("'name' is required (a non-empty string).");
}

/** Sorts by name (`order`: `asc`, default, or `desc`) and keeps names containing `filter`. */
function filteredByName(ctx: EmulatorContext, items: Rec[]): Rec[] {
  const order = ctx.query('order') || 'asc';
  if (order !== 'asc' && order !== 'desc') throw badRequest(`'order' must be asc or desc; got '${order}'.`);
  const filter = (ctx.query('filter') ?? '').toLowerCase();
  const kept = items.filter((item) =>
    String(item.name ?? '')
      .toLowerCase()
      .includes(filter),
  );
  kept.sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return order === 'desc' ? kept.reverse() : kept;
}

/** A search token: an unsigned JWT-shaped string naming the organization, the interface and its hub. */
function searchToken(ctx: EmulatorContext, subject: string, claims: Rec = {}) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = { organizationId: ctx.org, sub: subject, iat: now, exp: now + 86_400, ...claims };
  const signature = createHash('sha256').update(`${ctx.org}/${subject}/${now}`).digest('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.${signature}`;
}

function hostUrl(ctx: EmulatorContext) {
  return new URL(ctx.c.req.url).origin;
}

function page(title: string, body: string, config: unknown): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body>',
    body,
    `<script type="application/json" id="configuration">${scriptJson(config)}</script>`,
    '</body>',
    '</html>',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Versioned hosted interfaces

interface Version {
  version: number;
  label?: string;
  created: { date: string; by: string };
  updated: { date: string; by: string };
  configuration: Rec;
  restoredFromVersion?: number;
}

interface History {
  id: string;
  versions: Version[];
}

class HostedInterfaces {
  constructor(
    private readonly name: string,
    readonly label: string,
  ) {}

  records(store: OrganizationStore) {
    return store.collection<Rec>(this.name, this.label);
  }

  private histories(store: OrganizationStore) {
    return store.collection<History>(`${this.name}Versions`, `${this.label} versions`);
  }

  get(ctx: EmulatorContext, id: string): Rec {
    return this.records(ctx.store).get(id);
  }

  create(ctx: EmulatorContext, body: Rec): Rec {
    requireName(body);
    const now = new Date().toISOString();
    const by = userOf(ctx);
    const configuration = withoutAuditFields(body);
    const record = this.records(ctx.store).insert({
      ...configuration,
      name: body.name.trim(),
      id: randomUUID(),
      created: now,
      createdBy: by,
      updated: now,
      updatedBy: by,
    });
    this.histories(ctx.store).insert({ id: record.id, versions: [] });
    this.saveVersion(ctx, record);
    return record;
  }

  /** Replaces the configuration; its id and creation stay. */
  update(ctx: EmulatorContext, id: string, body: Rec, restoredFromVersion?: number, label?: string): Rec {
    const current = this.get(ctx, id);
    requireName(body);
    const configuration = withoutAuditFields(body);
    const record = {
      ...configuration,
      name: body.name.trim(),
      id: current.id,
      created: current.created,
      createdBy: current.createdBy,
      updated: new Date().toISOString(),
      updatedBy: userOf(ctx),
    };
    this.records(ctx.store).records.set(current.id, record);
    this.saveVersion(ctx, record, restoredFromVersion, label);
    return record;
  }

  delete(ctx: EmulatorContext, id: string) {
    this.records(ctx.store).delete(id);
    this.histories(ctx.store).records.delete(id);
  }

  private history(ctx: EmulatorContext, id: string): History {
    this.get(ctx, id);
    const histories = this.histories(ctx.store);
    return histories.records.get(id) ?? histories.insert({ id, versions: [] });
  }

  private saveVersion(ctx: EmulatorContext, record: Rec, restoredFromVersion?: number, label?: string) {
    const history = this.history(ctx, record.id);
    const change = { date: String(record.updated), by: String(record.updatedBy) };
    history.versions.push({
      version: history.versions.length + 1,
      ...(label ? { label } : {}),
      created: change,
      updated: change,
      configuration: structuredClone(record),
      ...(restoredFromVersion ? { restoredFromVersion } : {}),
    });
  }

  versions(ctx: EmulatorContext, id: string) {
    const all = this.history(ctx, id).versions;
    const newest = all.length;
    return all.map((v) => ({ ...v, isPublished: v.version === newest }));
  }

  version(ctx: EmulatorContext, id: string, number: string) {
    const found = /^\d+$/.test(number)
      ? this.versions(ctx, id).find((v) => v.version === Number(number))
      : undefined;
    if (!found) throw notFound(`Version of the ${this.label.toLowerCase()} '${id}'`, number);
    return found;
  }

  setLabel(ctx: EmulatorContext, id: string, number: string, label: string) {
    this.version(ctx, id, number);
    const stored = this.history(ctx, id).versions[Number(number) - 1];
    stored.label = label;
    stored.updated = { date: new Date().toISOString(), by: userOf(ctx) };
    return this.version(ctx, id, number);
  }

  restore(ctx: EmulatorContext, id: string, number: string, label?: string) {
    const old = this.version(ctx, id, number);
    this.update(ctx, id, old.configuration, old.version, label);
    return this.versions(ctx, id).at(-1)!;
  }
}

const insightInterfaces = new HostedInterfaces('insightInterfaces', 'Insight panel interface');
const ipxInterfaces = new HostedInterfaces('ipxInterfaces', 'IPX interface');
const searchPages = new HostedInterfaces('searchPages', 'Search page');

/** The items of a page (`page`, 0-based, of `perPage`), as a plain array. @throws HttpError 400 for a bad page. */
function pageOf<T>(ctx: EmulatorContext, items: T[]): T[] {
  return paged(ctx, items, 'items').items as T[];
}

/**
 * The common CRUD of a hosted interface family. `list` answers a page `{ items, totalEntries, totalPages }`,
 * or with `plainList` (insight panel interfaces, search pages, as the platform publishes them) the page's
 * items as an array.
 */
function hostedHandlers(
  prefix: string,
  family: HostedInterfaces,
  idParam: string,
  updateParam = idParam,
  plainList = false,
): Handlers {
  return {
    [`${prefix}.list`]: (ctx) => {
      const items = filteredByName(ctx, family.records(ctx.store).list());
      return plainList ? pageOf(ctx, items) : paged(ctx, items);
    },
    [`${prefix}.create`]: async (ctx) => created(family.create(ctx, requireObject(await ctx.json()))),
    [`${prefix}.get`]: (ctx) => family.get(ctx, ctx.params[idParam]),
    [`${prefix}.update`]: async (ctx) => {
      family.get(ctx, ctx.params[updateParam]);
      return family.update(ctx, ctx.params[updateParam], requireObject(await ctx.json()));
    },
    [`${prefix}.delete`]: (ctx) => {
      family.delete(ctx, ctx.params[idParam]);
      return noContent();
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Insight panel configurations

const insightConfigsOf = (store: OrganizationStore) =>
  store.collection<Rec>('insightConfigs', 'Insight panel configuration');

/** Whether the pipeline uses ART (`topclicks`) and DNE (`facetsense`) models, from its ML associations. */
function pipelineModels(store: OrganizationStore, pipelineId: string) {
  const models = store.collection<Rec>('mlModels', 'Model');
  const engines = new Set(
    pipelineAssociations(store)
      .filter((a) => a.parentId === pipelineId)
      .map((a) => models.records.get(a.modelId)?.engineId),
  );
  return { art: { enabled: engines.has('topclicks') }, dne: { enabled: engines.has('facetsense') } };
}

/** The pipeline's name (the pipelines family's `pipelines` collection), or its id when unknown. */
function pipelineName(store: OrganizationStore, pipelineId: string): string {
  const pipeline = store.collection<Rec>('pipelines', 'Query pipeline').records.get(pipelineId);
  return pipeline?.name ? String(pipeline.name) : pipelineId;
}

function checkInsightConfig(body: Rec) {
  requireName(body);
  const pipeline = isString(body.pipeline) ? body.pipeline : body.pipeline?.id;
  if (!isString(pipeline) || !pipeline.trim()) throw badRequest("'pipeline' is required (a pipeline id).");
  if (body.id !== undefined && (!isString(body.id) || !body.id.trim()))
    throw badRequest("'id' must be a non-empty string.");
  const fields = body.contextFields;
  if (
    fields !== undefined &&
    (fields === null ||
      typeof fields !== 'object' ||
      Array.isArray(fields) ||
      !Object.values(fields).every(isString))
  ) {
    throw badRequest("'contextFields' must map context keys to CRM field names (strings).");
  }
  return pipeline.trim();
}

function checkInsightNameFree(ctx: EmulatorContext, name: string, except?: string) {
  const taken = insightConfigsOf(ctx.store)
    .list()
    .some((config) => config.id !== except && String(config.name).toLowerCase() === name.toLowerCase());
  if (taken) throw conflict(`An insight panel configuration named '${name}' exists.`);
}

function insightConfigView(store: OrganizationStore, config: Rec) {
  return {
    id: config.id,
    name: config.name,
    pipeline: {
      id: config.pipeline,
      name: pipelineName(store, config.pipeline),
      models: pipelineModels(store, config.pipeline),
    },
    searchHub: config.name,
    contextFields: config.contextFields ?? {},
    interfaces: config.interfaces ?? [],
  };
}

// ---------------------------------------------------------------------------------------------------
// In-product experiences (in-app widgets)

const widgetsOf = (store: OrganizationStore) =>
  store.collection<Rec>('inAppWidgets', 'In-product experience');
const MIN_VALID_FOR = 900_000;
const MAX_VALID_FOR = 86_400_000;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function checkWidget(body: Rec) {
  requireName(body);
  for (const name of ['title', 'searchHub']) {
    if (!isString(body[name]) || !body[name].trim())
      throw badRequest(`'${name}' is required (a non-empty string).`);
  }
  for (const name of [
    'buttonCSSClasses',
    'buttonColor',
    'buttonFont',
    'buttonFontSize',
    'buttonIcon',
    'buttonTargetSelector',
    'buttonTextColor',
    'filter',
    'queryPipeline',
    'userDisplayName',
    'userGroups',
    'userIds',
  ]) {
    if (body[name] !== undefined && body[name] !== null && !isString(body[name]))
      throw badRequest(`'${name}' must be a string.`);
  }
  if (
    body.buttonPositionHorizontal !== undefined &&
    !['left', 'center', 'right'].includes(body.buttonPositionHorizontal)
  ) {
    throw badRequest("'buttonPositionHorizontal' must be left, center or right.");
  }
  if (
    body.buttonPositionVertical !== undefined &&
    !['top', 'middle', 'bottom'].includes(body.buttonPositionVertical)
  ) {
    throw badRequest("'buttonPositionVertical' must be top, middle or bottom.");
  }
  if (
    body.validFor !== undefined &&
    (!Number.isInteger(body.validFor) || body.validFor < MIN_VALID_FOR || body.validFor > MAX_VALID_FOR)
  ) {
    throw badRequest(`'validFor' must be an integer from ${MIN_VALID_FOR} to ${MAX_VALID_FOR} (ms).`);
  }
  for (const name of ['userGroups', 'userIds']) {
    if (isString(body[name])) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body[name]);
      } catch {
        parsed = undefined;
      }
      if (!Array.isArray(parsed)) throw badRequest(`'${name}' must be a JSON array, as a string.`);
    }
  }
}

function checkWidgetNameFree(ctx: EmulatorContext, name: string, except?: string) {
  if (
    widgetsOf(ctx.store)
      .list()
      .some((w) => w.id !== except && w.input?.name === name)
  ) {
    throw conflict(`An in-product experience named '${name}' exists.`);
  }
}

/** The stored input, as the platform returns it. */
function widgetView(ctx: EmulatorContext, widget: Rec, withScript = false): Rec {
  const input = widget.input as Rec;
  const view: Rec = {
    id: widget.id,
    name: input.name,
    title: input.title,
    orgId: ctx.org,
    lastModified: widget.lastModified,
    content: `<main><h1>${escapeHtml(input.title)}</h1><atomic-search-interface></atomic-search-interface></main>`,
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
      userGroups: input.userGroups ? JSON.parse(input.userGroups) : [],
      userIds: input.userIds
        ? JSON.parse(input.userIds)
        : [{ name: 'anonymous@coveo.com', provider: 'Email Security Provider' }],
      validFor: input.validFor ?? MAX_VALID_FOR,
    },
  };
  if (withScript) {
    const src = `${hostUrl(ctx)}/rest/organizations/${encodeURIComponent(ctx.org)}/${encodeURIComponent(widget.id)}/inappwidget/loader`;
    view.scriptToInclude = `<script async src="${src}"></script>`;
  }
  return view;
}

function widgetLoader(ctx: EmulatorContext, widget: Rec): string {
  const view = widgetView(ctx, widget);
  return [
    `/* In-product experience '${text(view.name).replace(/\*\//g, '* /')}' (${widget.id}) of ${ctx.org} */`,
    '(function () {',
    `  var widget = ${scriptJson({ id: view.id, name: view.name, title: view.title, button: view.button, content: view.content })};`,
    `  var token = ${scriptJson(searchToken(ctx, widget.id, { searchHub: view.token.searchHub, pipeline: view.token.pipeline, filter: view.token.filter }))};`,
    '  var host = widget.button.buttonTargetSelector ? document.querySelector(widget.button.buttonTargetSelector) : null;',
    "  var button = host || document.body.appendChild(document.createElement('button'));",
    "  if (!host) { button.className = widget.button.buttonCSSClasses.join(' '); button.innerHTML = widget.button.buttonIcon.value; }",
    "  button.addEventListener('click', function () {",
    "    var panel = document.createElement('div');",
    "    panel.setAttribute('data-search-token', token);",
    '    panel.innerHTML = widget.content;',
    '    document.body.appendChild(panel);',
    '  });',
    '})();',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Hosted interface pages (IPX interfaces, search pages)

function hostedPage(kind: string, record: Rec, what: string): string {
  const body = [
    `<main data-interface-id="${escapeHtml(String(record.id))}" data-kind="${escapeHtml(kind)}">`,
    `<h1>${escapeHtml(String(record.name))}</h1>`,
    `<p>${escapeHtml(what)}</p>`,
    isString(record.html) ? record.html : '<atomic-search-interface></atomic-search-interface>',
    '</main>',
  ].join('\n');
  return page(`${record.name} – ${what}`, body, record);
}

function loginPage(kind: string, record: Rec, ctx: EmulatorContext): string {
  const action = `${hostUrl(ctx)}/oauth/authorize?organizationId=${encodeURIComponent(ctx.org)}`;
  const body = [
    `<main data-interface-id="${escapeHtml(String(record.id))}" data-kind="${escapeHtml(kind)}">`,
    `<h1>Sign in to ${escapeHtml(String(record.name))}</h1>`,
    `<form method="get" action="${escapeHtml(action)}"><button type="submit">Sign in</button></form>`,
    '</main>',
  ].join('\n');
  return page(`Sign in – ${record.name}`, body, { id: record.id, name: record.name });
}

function hostedLoader(kind: string, record: Rec, ctx: EmulatorContext): string {
  const config = { id: record.id, name: record.name, kind, organizationId: ctx.org };
  return [
    `/* ${kind} '${text(record.name).replace(/\*\//g, '* /')}' (${record.id}) of ${ctx.org} */`,
    '(function () {',
    `  var config = ${scriptJson(config)};`,
    `  var token = ${scriptJson(searchToken(ctx, String(record.id), { searchHub: record.searchHub ?? record.name }))};`,
    `  var markup = ${scriptJson(isString(record.html) ? record.html : '<atomic-search-interface></atomic-search-interface>')};`,
    "  var root = document.createElement('div');",
    "  root.setAttribute('data-interface-id', config.id);",
    "  root.setAttribute('data-search-token', token);",
    '  root.innerHTML = markup;',
    '  (document.currentScript && document.currentScript.parentNode || document.body).appendChild(root);',
    '})();',
  ].join('\n');
}

/** A preview of a configuration, saved or not: the saved one with the body's fields on top. */
async function previewOf(ctx: EmulatorContext, family: HostedInterfaces, id: string, kind: string) {
  const saved = family.get(ctx, id);
  const body = requireObject((await ctx.json(false)) ?? {});
  if (body.name !== undefined) requireName(body);
  return textReply(hostedPage(kind, { ...saved, ...body, id: saved.id }, 'Preview'), 'text/html');
}

const accessesOf = (store: OrganizationStore) =>
  store.collection<Rec>('searchPageAccesses', 'Search page accesses');

function accesses(ctx: EmulatorContext, id: string): Rec {
  searchPages.get(ctx, id);
  const all = accessesOf(ctx.store);
  return (
    all.records.get(id) ??
    all.insert({
      id,
      users: [],
      domains: [],
      sharingLinkEnabled: false,
      sharingDomainEnabled: false,
      requests: [],
    })
  );
}

const accessesView = ({ users, domains, sharingLinkEnabled, sharingDomainEnabled }: Rec) => ({
  users: [...users],
  domains: [...domains],
  sharingLinkEnabled,
  sharingDomainEnabled,
});

/** The search page with its accesses, as the calls that change its users answer. */
const withAccesses = (ctx: EmulatorContext, stored: Rec) => ({
  ...searchPages.get(ctx, stored.id),
  accesses: accessesView(stored),
});

function stringList(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || !value.every(isString))
    throw badRequest(`${what} must be an array of strings.`);
  return [...new Set(value.map((v) => v.trim()).filter(Boolean))];
}

function manifest(record: Rec, placeholder?: string) {
  const resultsPlaceholder = placeholder ?? '<!-- results -->';
  return {
    markup: [
      '<atomic-search-interface>',
      '  <atomic-search-layout>',
      '    <atomic-layout-section section="search"><atomic-search-box></atomic-search-box></atomic-layout-section>',
      `    <atomic-layout-section section="main">${resultsPlaceholder}</atomic-layout-section>`,
      '  </atomic-search-layout>',
      '</atomic-search-interface>',
    ].join('\n'),
    results: atomicResults(resultsPlaceholder),
    style: atomicStyle(),
    config: record,
  };
}

// ---------------------------------------------------------------------------------------------------

export const interfacesHandlers: Handlers = {
  'insightConfigs.list': (ctx) =>
    paged(
      ctx,
      filteredByName(ctx, insightConfigsOf(ctx.store).list()).map((config) =>
        insightConfigView(ctx.store, config),
      ),
    ),
  'insightConfigs.create': async (ctx) => {
    const body = requireObject(await ctx.json());
    const pipeline = checkInsightConfig(body);
    checkInsightNameFree(ctx, body.name.trim());
    if (isString(body.id) && insightConfigsOf(ctx.store).has(body.id)) {
      throw conflict(`An insight panel configuration with the id '${body.id}' exists.`);
    }
    const config = insightConfigsOf(ctx.store).insert({
      id: isString(body.id) ? body.id.trim() : undefined,
      name: body.name.trim(),
      pipeline,
      contextFields: body.contextFields ?? {},
      interfaces: body.interfaces ?? [],
    });
    return created(insightConfigView(ctx.store, config));
  },
  'insightConfigs.get': (ctx) =>
    insightConfigView(ctx.store, insightConfigsOf(ctx.store).get(ctx.params.configId)),
  'insightConfigs.update': async (ctx) => {
    const current = insightConfigsOf(ctx.store).get(ctx.params.configId);
    const body = requireObject(await ctx.json());
    const pipeline = checkInsightConfig(body);
    checkInsightNameFree(ctx, body.name.trim(), current.id);
    // The published schema requires contextFields and interfaces too: a replacement is whole.
    const config = insightConfigsOf(ctx.store).update(current.id, {
      name: body.name.trim(),
      pipeline,
      contextFields: body.contextFields,
      interfaces: body.interfaces,
    });
    return insightConfigView(ctx.store, config);
  },
  'insightConfigs.delete': (ctx) => {
    insightConfigsOf(ctx.store).delete(ctx.params.configId);
    return noContent();
  },
  'insightConfigs.duplicate': async (ctx) => {
    const source = insightConfigsOf(ctx.store).get(ctx.params.duplicationParamsId);
    const body = requireObject(await ctx.json());
    requireName(body);
    checkInsightNameFree(ctx, body.name.trim());
    const copy = insightConfigsOf(ctx.store).insert({
      name: body.name.trim(),
      pipeline: source.pipeline,
      contextFields: structuredClone(source.contextFields ?? {}),
    });
    return created(insightConfigView(ctx.store, copy));
  },

  ...hostedHandlers(
    'insightInterfaces',
    insightInterfaces,
    'insightPanelInterfaceId',
    'ipInterfaceConfigId',
    true,
  ),
  'insightInterfaces.listVersions': (ctx) => {
    const order = ctx.query('order') || 'desc';
    if (order !== 'asc' && order !== 'desc') throw badRequest(`'order' must be asc or desc; got '${order}'.`);
    const filter = (ctx.query('filter') ?? '').toLowerCase();
    const versions = insightInterfaces
      .versions(ctx, ctx.params.insightPanelInterfaceId)
      .filter((v) => !filter || (v.label ?? '').toLowerCase().includes(filter));
    if (order === 'desc') versions.reverse();
    return paged(ctx, versions);
  },
  'insightInterfaces.getVersion': (ctx) =>
    insightInterfaces.version(ctx, ctx.params.insightPanelInterfaceId, ctx.params.versionNumber),
  'insightInterfaces.updateVersionLabel': async (ctx) => {
    insightInterfaces.version(ctx, ctx.params.insightPanelInterfaceId, ctx.params.versionNumber);
    const body = requireObject(await ctx.json());
    if (!isString(body.label)) throw badRequest("'label' must be a string.");
    return insightInterfaces.setLabel(
      ctx,
      ctx.params.insightPanelInterfaceId,
      ctx.params.versionNumber,
      body.label,
    );
  },
  'insightInterfaces.restoreVersion': async (ctx) => {
    insightInterfaces.version(ctx, ctx.params.insightPanelInterfaceId, ctx.params.versionNumber);
    const body = requireObject((await ctx.json(false)) ?? {});
    if (body.label !== undefined && body.label !== null && !isString(body.label)) {
      throw badRequest("'label' must be a string.");
    }
    return insightInterfaces.restore(
      ctx,
      ctx.params.insightPanelInterfaceId,
      ctx.params.versionNumber,
      body.label ?? undefined,
    );
  },

  'ipx.create': async (ctx) => {
    const body = requireObject(await ctx.json());
    checkWidget(body);
    checkWidgetNameFree(ctx, body.name);
    const widget = widgetsOf(ctx.store).insert({ input: body, lastModified: new Date().toISOString() });
    return widgetView(ctx, widget, true);
  },
  'ipx.update': async (ctx) => {
    const current = widgetsOf(ctx.store).get(ctx.params.ipxId);
    const body = requireObject(await ctx.json());
    checkWidget(body);
    checkWidgetNameFree(ctx, body.name, current.id);
    widgetsOf(ctx.store).update(current.id, { input: body, lastModified: new Date().toISOString() });
    return noContent();
  },
  'ipx.list': (ctx) => {
    const name = (ctx.query('name') ?? '').toLowerCase();
    return widgetsOf(ctx.store)
      .list()
      .filter((widget) => String(widget.input.name).toLowerCase().includes(name))
      .sort((a, b) => String(a.input.name).localeCompare(String(b.input.name)))
      .map((widget) => widgetView(ctx, widget));
  },
  'ipx.getLoader': (ctx) =>
    textReply(widgetLoader(ctx, widgetsOf(ctx.store).get(ctx.params.ipxId)), 'application/javascript'),

  ...hostedHandlers('ipxInterfaces', ipxInterfaces, 'ipxInterfaceId'),
  'ipxInterfaces.generatePreview': (ctx) => previewOf(ctx, ipxInterfaces, ctx.params.ipxId, 'IPX interface'),
  'ipxInterfaces.getEditInterface': (ctx) =>
    textReply(
      hostedPage('IPX interface', ipxInterfaces.get(ctx, ctx.params.ipxInterfaceId), 'Editor'),
      'text/html',
    ),
  'ipxInterfaces.getLoader': (ctx) =>
    textReply(
      hostedLoader('IPX interface', ipxInterfaces.get(ctx, ctx.params.ipxInterfaceId), ctx),
      'application/javascript',
    ),
  'ipxInterfaces.getLoginPage': (ctx) =>
    textReply(
      loginPage('IPX interface', ipxInterfaces.get(ctx, ctx.params.ipxInterfaceId), ctx),
      'text/html',
    ),
  'ipxInterfaces.getToken': (ctx) => {
    const record = ipxInterfaces.get(ctx, ctx.params.ipxInterfaceId);
    return { token: searchToken(ctx, record.id, { searchHub: record.searchHub ?? record.name }) };
  },

  ...hostedHandlers('searchPages', searchPages, 'searchPageId', 'searchPageId', true),
  'searchPages.delete': (ctx) => {
    searchPages.delete(ctx, ctx.params.searchPageId);
    accessesOf(ctx.store).records.delete(ctx.params.searchPageId);
    return noContent();
  },
  'searchPages.getManifest': async (ctx) => {
    const record = searchPages.get(ctx, ctx.params.interfaceId);
    const body = requireObject((await ctx.json(false)) ?? {});
    const placeholders = body.pagePlaceholders;
    if (placeholders !== undefined && (placeholders === null || typeof placeholders !== 'object')) {
      throw badRequest("'pagePlaceholders' must be an object.");
    }
    if (placeholders?.results !== undefined && !isString(placeholders.results)) {
      throw badRequest("'pagePlaceholders.results' must be a string.");
    }
    return manifest(record, placeholders?.results);
  },
  'searchPages.getAccesses': (ctx) => accessesView(accesses(ctx, ctx.params.searchPageId)),
  'searchPages.updateAccesses': async (ctx) => {
    const current = accesses(ctx, ctx.params.searchPageId);
    const body = requireObject(await ctx.json());
    const users = stringList(body.users ?? [], "'users'");
    const domains = stringList(body.domains ?? [], "'domains'");
    for (const name of ['sharingLinkEnabled', 'sharingDomainEnabled']) {
      if (body[name] !== undefined && typeof body[name] !== 'boolean')
        throw badRequest(`'${name}' must be a boolean.`);
    }
    const updated = accessesOf(ctx.store).update(current.id, {
      users,
      domains,
      sharingLinkEnabled: body.sharingLinkEnabled ?? false,
      sharingDomainEnabled: body.sharingDomainEnabled ?? false,
    });
    return accessesView(updated);
  },
  'searchPages.requestAccess': (ctx) => {
    const current = accesses(ctx, ctx.params.searchPageId);
    const user = userOf(ctx);
    const domain = user.includes('@') ? user.split('@')[1] : '';
    const allowed =
      current.users.includes(user) ||
      current.sharingLinkEnabled ||
      (current.sharingDomainEnabled && domain && current.domains.includes(domain));
    if (allowed) return { requested: false };
    if (!current.requests.includes(user)) current.requests.push(user);
    return { requested: true };
  },
  'searchPages.getAccessesUsers': (ctx) => [...accesses(ctx, ctx.params.searchPageId).users],
  'searchPages.addAccessesUsers': async (ctx) => {
    const current = accesses(ctx, ctx.params.searchPageId);
    const body = requireObject(await ctx.json());
    const users = stringList(body.users, "'users'");
    if (body.message !== undefined && !isString(body.message))
      throw badRequest("'message' must be a string.");
    const notify = ctx.query('notify');
    if (notify !== undefined && !['true', 'false', '1', '0', ''].includes(notify)) {
      throw badRequest(`'notify' must be true or false; got '${notify}'.`);
    }
    const merged = [...new Set([...current.users, ...users])];
    const updated = accessesOf(ctx.store).update(current.id, {
      users: merged,
      requests: current.requests.filter((u: string) => !merged.includes(u)),
    });
    return withAccesses(ctx, updated);
  },
  'searchPages.updateAccessesUsers': async (ctx) => {
    const current = accesses(ctx, ctx.params.searchPageId);
    const users = stringList(requireArray(await ctx.json()), 'The body');
    return withAccesses(ctx, accessesOf(ctx.store).update(current.id, { users }));
  },
  'searchPages.getEditInterface': (ctx) =>
    textReply(
      hostedPage('Search page', searchPages.get(ctx, ctx.params.searchPageId), 'Editor'),
      'text/html',
    ),
  'searchPages.getLoader': (ctx) =>
    textReply(
      hostedLoader('Search page', searchPages.get(ctx, ctx.params.searchPageId), ctx),
      'application/javascript',
    ),
  'searchPages.getLoginPage': (ctx) =>
    textReply(loginPage('Search page', searchPages.get(ctx, ctx.params.searchPageId), ctx), 'text/html'),
  'searchPages.getView': (ctx) =>
    textReply(
      hostedPage('Search page', searchPages.get(ctx, ctx.params.searchPageId), 'Preview'),
      'text/html',
    ),
  'searchPages.generatePreview': (ctx) => previewOf(ctx, searchPages, ctx.params.searchPageId, 'Search page'),
  'searchPages.getToken': (ctx) => {
    const record = searchPages.get(ctx, ctx.params.searchPageId);
    return { token: searchToken(ctx, record.id, { searchHub: record.searchHub ?? record.name }) };
  },
};
