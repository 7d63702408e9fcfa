import { randomUUID } from 'node:crypto';
import { type EmulatorContext, intQuery, requestOrigin } from '../context';
import { badRequest, created, noContent, notFound, Reply } from '../http';
import { logRequestState } from '../model/logRequests';
import type { Handlers } from './types';

/*
 * Crawling module deployments, reported by the deployments themselves (PUT), with their component
 * versions; the update status compares them with the latest versions the emulator knows. Their log
 * requests follow the lifecycle of the organization's log requests.
 */

/** Known versions per component, oldest first. */
const VERSIONS: Record<string, string[]> = {
  maestroVersion: ['1.2.0', '1.3.2', '1.4.0'],
  workerVersion: ['20.1.0', '21.0.3', '22.1.0'],
  securityWorkerVersion: ['5.0.1', '5.1.0', '6.0.0'],
  databaseVersion: ['10.4', '10.6', '11.2'],
};
const COMPONENTS = Object.keys(VERSIONS);

const modulesOf = (ctx: EmulatorContext) => ctx.store.collection('crawlingModules', 'Crawling module');
const logRequestsOf = (ctx: EmulatorContext) =>
  ctx.store.collection('crawlingModuleLogRequests', 'Log request');
const latest = (component: string) => VERSIONS[component].at(-1) as string;
const major = (version: string) => version.split('.')[0];
const versionList = (component: string) => ({
  latestVersion: latest(component),
  versions: [...VERSIONS[component]].reverse(),
});

/**
 * A log request now: the state its deployment reported last (updateLogRequestState), with the URL of the
 * logs it uploaded once SUCCESSFUL; until it reports one, the state of the log requests' lifecycle.
 */
function current(ctx: EmulatorContext, request: Record<string, any>): Record<string, any> {
  if (!request.reported) return logRequestState(ctx, request);
  const { state, info } = request.reported;
  return { ...request, state, info, url: state === 'SUCCESSFUL' ? request.uploadUrl : undefined };
}

/** A log request of the path's deployment as the API shows it, its state of the moment. */
function logRequestView(ctx: EmulatorContext, request: Record<string, any>) {
  const {
    crawlingModuleId: _m,
    url: _u,
    completedDate: _c,
    reported: _r,
    info: _i,
    uploadUrl: _l,
    ...view
  } = current(ctx, request);
  return view;
}

/** The path's log request, of the path's deployment. @throws HttpError 404 for an unknown one. */
function pathLogRequest(ctx: EmulatorContext) {
  const module = modulesOf(ctx).get(ctx.params.crawlingModuleId);
  const request = logRequestsOf(ctx).get(ctx.params.logRequestId);
  if (request.crawlingModuleId !== module.id) throw notFound('Log request', request.id);
  return request;
}

/** Stores a log request of the path's deployment, `CREATED`. */
function newLogRequest(ctx: EmulatorContext, fields: Record<string, unknown>) {
  const module = modulesOf(ctx).get(ctx.params.crawlingModuleId);
  const request = { ...fields, crawlingModuleId: module.id, createdDate: Date.now() };
  return logRequestView(ctx, logRequestsOf(ctx).insert(request));
}

/**
 * The descriptor of the platform's Atlassian Connect app, served by the emulator: its base URL is the
 * emulator's origin, its lifecycle callbacks the catalog's installed and uninstalled calls.
 */
const atlassianDescriptor = (ctx: EmulatorContext) => ({
  key: 'coveo-atlassian-connect-app',
  name: 'Coveo',
  description: 'Indexes the content of Confluence and Jira sites in a Coveo organization.',
  baseUrl: requestOrigin(ctx),
  authentication: { type: 'jwt' },
  lifecycle: {
    installed: '/rest/atlassian/connectapp/installed',
    uninstalled: '/rest/atlassian/connectapp/uninstalled',
  },
  scopes: ['READ'],
  apiMigrations: { 'context-qsh': true, 'signed-install': true },
  vendor: { name: 'Coveo', url: 'https://www.coveo.com' },
});

export const crawlingModuleHandlers: Handlers = {
  'crawlingModule.list': (ctx) => modulesOf(ctx).list(),
  // The prefix the installer's files are downloaded under, for the latest maestro version: the emulator
  // serves no installer, so the URL is well-formed but nothing answers there.
  'crawlingModule.getDownloadUrl': (ctx) =>
    `${requestOrigin(ctx)}/crawlingmodule/${latest('maestroVersion')}/`,
  'crawlingModule.atlassianApp.getDescriptor': atlassianDescriptor,
  'crawlingModule.getUpdateStatus': (ctx) => {
    const module = modulesOf(ctx).get(ctx.params.crawlingModuleId);
    const behind = COMPONENTS.filter((c) => module[c] !== undefined && module[c] !== latest(c));
    if (!behind.length) return { updateAvailable: false };
    // A new major version of a component breaks compatibility; anything else is a minor update.
    const breaking = behind.some((c) => major(module[c]) !== major(latest(c)));
    const outdated = Object.fromEntries(behind.map((c) => [c, latest(c)]));
    return { updateAvailable: true, updateCategory: breaking ? 'BREAKING' : 'MINOR', outdated };
  },
  // The versions of the components that go with a maestro version: those of the same rank.
  'crawlingModule.getLatestVersion': (ctx) => {
    const maestro = ctx.query('crawlingModuleVersion') || latest('maestroVersion');
    const rank = VERSIONS.maestroVersion.indexOf(maestro);
    if (rank < 0) throw notFound('Crawling module version', maestro);
    return Object.fromEntries(COMPONENTS.map((c) => [c, VERSIONS[c][rank]]));
  },
  'crawlingModule.getDatabaseVersions': () => versionList('databaseVersion'),
  'crawlingModule.getWorkerVersions': () => versionList('workerVersion'),
  'crawlingModule.getSecurityWorkerVersions': () => versionList('securityWorkerVersion'),
  'crawlingModule.reportDeployment': async (ctx) => {
    const { name, versions, status } = await ctx.json();
    if (!name?.trim() || !versions?.maestroVersion) {
      throw badRequest("A deployment reports its 'name' and its 'versions' (a 'maestroVersion' at least).");
    }
    const id = ctx.params.crawlingModuleId;
    const existing = modulesOf(ctx).records.get(id);
    const now = Date.now();
    const changed = !existing || COMPONENTS.some((c) => existing[c] !== versions[c]);
    const module = {
      id,
      organizationId: ctx.org,
      name: name.trim(),
      disabled: existing?.disabled ?? false,
      ...Object.fromEntries(COMPONENTS.map((c) => [c, versions[c]])),
      status: status ?? existing?.status,
      createdDate: existing?.createdDate ?? now,
      updatedDate: now,
      lastHeartbeat: now,
      lastVersionUpgrade: changed ? now : existing.lastVersionUpgrade,
    };
    modulesOf(ctx).records.set(id, module);
    return module;
  },
  'crawlingModule.removeDeployment': (ctx) => {
    const module = modulesOf(ctx).delete(ctx.params.crawlingModuleId);
    for (const request of logRequestsOf(ctx).list()) {
      if (request.crawlingModuleId === module.id) logRequestsOf(ctx).delete(request.id);
    }
    return noContent();
  },
  // A page of them: 10 by default, as the platform pages them.
  'crawlingModule.getLogRequests': (ctx) => {
    const module = modulesOf(ctx).get(ctx.params.crawlingModuleId);
    const state = ctx.query('state');
    const items = logRequestsOf(ctx)
      .list()
      .filter((request) => request.crawlingModuleId === module.id)
      .map((request) => logRequestView(ctx, request))
      .filter((request) => !state || request.state === state);
    const page = intQuery(ctx, 'page', 0);
    const size = Math.max(1, intQuery(ctx, 'pageSize', 10));
    return {
      items: items.slice(page * size, (page + 1) * size),
      totalEntries: items.length,
      totalPages: Math.ceil(items.length / size),
    };
  },
  'crawlingModule.createLogRequest': async (ctx) => {
    const { logType, instanceId, operationId } = await ctx.json();
    return newLogRequest(ctx, { logType, instanceId, operationId });
  },
  // A request for every log: of no single log type.
  'crawlingModule.createAllAvailableLogsRequest': (ctx) => created(newLogRequest(ctx, {})),
  'crawlingModule.createAllAvailableLogsRequestForInstance': (ctx) => {
    const instanceId = ctx.query('instanceId');
    if (!instanceId) throw badRequest("The query parameter 'instanceId' is required.", 'MISSING_PARAMETER');
    return created(newLogRequest(ctx, { instanceId }));
  },
  'crawlingModule.getLogRequestDownload': (ctx) => {
    const { state, url, info } = current(ctx, pathLogRequest(ctx));
    if (url) return { state, url, info: info ?? 'The logs are ready.' };
    return { state, info: info ?? 'The logs are being gathered.' };
  },
  // Where the deployment uploads the request's logs: one file the emulator serves, the same each time.
  'crawlingModule.getLogRequestUploadUrl': (ctx) => {
    const request = pathLogRequest(ctx);
    if (!request.uploadUrl) {
      const fileId = randomUUID();
      ctx.state.files.set(fileId, { body: new Uint8Array(), contentType: 'application/zip' });
      const uploadUrl = `${requestOrigin(ctx)}/_files/${fileId}`;
      logRequestsOf(ctx).update(request.id, { uploadUrl });
    }
    return { value: logRequestsOf(ctx).get(request.id).uploadUrl };
  },
  // A deployment's error report, sent on to the destination the query names: no published call reads
  // reports back. The module must exist; the body is the published schema's.
  'crawlingModule.createReport': (ctx) => {
    modulesOf(ctx).get(ctx.params.crawlingModuleId);
    return new Reply(200);
  },
  'crawlingModule.updateLogRequestState': async (ctx) => {
    const request = pathLogRequest(ctx);
    const { state, info } = await ctx.json();
    if (!state) throw badRequest("The field 'state' is required: the state the log request is in.");
    logRequestsOf(ctx).update(request.id, { reported: { state, info } });
    return noContent();
  },
};
