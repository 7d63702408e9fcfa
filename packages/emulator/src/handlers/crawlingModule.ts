import { randomUUID } from 'node:crypto';
import { type EmulatorContext, intQuery } from '../context';
import { badRequest, created, noContent, notFound } from '../http';
import { logRequestState } from './logRequests';
import { collectionOf, requireObject } from './rest';
import type { Handlers } from './types';

/*
 * Crawling module deployments, reported by the deployments themselves (PUT), with their component
 * versions; the update status compares them with the latest versions the emulator knows. Their log
 * requests follow the same lifecycle as the organization's log requests.
 */

type Rec = Record<string, any>;

/** Known versions per component, oldest first. */
const VERSIONS: Record<string, string[]> = {
  maestroVersion: ['1.2.0', '1.3.2', '1.4.0'],
  workerVersion: ['20.1.0', '21.0.3', '22.1.0'],
  securityWorkerVersion: ['5.0.1', '5.1.0', '6.0.0'],
  databaseVersion: ['10.4', '10.6', '11.2'],
};
const LOG_TYPES = ['MAESTRO', 'WORKER'];
const STATES = ['CREATED', 'RUNNING', 'SUCCESSFUL', 'ERROR', 'TIMEOUT'];

const modulesOf = (ctx: EmulatorContext) => collectionOf(ctx, 'crawlingModules', 'Crawling module');
const logRequestsOf = (ctx: EmulatorContext) => collectionOf(ctx, 'crawlingModuleLogRequests', 'Log request');
const latest = (component: string) => VERSIONS[component][VERSIONS[component].length - 1];
const major = (version: string) => version.split('.')[0];

/** The versions that go with a maestro version: the components' versions of the same rank. */
function versionsFor(maestroVersion: string) {
  const rank = VERSIONS.maestroVersion.indexOf(maestroVersion);
  if (rank < 0) throw notFound('Crawling module version', maestroVersion);
  return Object.fromEntries(Object.entries(VERSIONS).map(([component, list]) => [component, list[rank]]));
}

const versionList = (component: string) => ({
  latestVersion: latest(component),
  versions: [...VERSIONS[component]].reverse(),
});

function moduleOf(ctx: EmulatorContext) {
  return modulesOf(ctx).get(ctx.params.crawlingModuleId);
}

const logRequestView = ({ crawlingModuleId: _m, url: _u, completedDate: _c, ...request }: Rec) => request;

/** Stores a log request of the path's deployment. @returns it as the API shows it, `CREATED`. */
function newLogRequest(ctx: EmulatorContext, fields: Rec) {
  const module = moduleOf(ctx);
  const request = logRequestsOf(ctx).insert({
    ...fields,
    id: randomUUID(),
    crawlingModuleId: module.id,
    createdDate: Date.now(),
  });
  return logRequestView(logRequestState(ctx, request));
}

export const crawlingModuleHandlers: Handlers = {
  'crawlingModule.list': (ctx) => modulesOf(ctx).list(),
  'crawlingModule.getUpdateStatus': (ctx) => {
    const module = moduleOf(ctx);
    const outdated: Record<string, string> = {};
    for (const component of Object.keys(VERSIONS)) {
      if (module[component] !== undefined && module[component] !== latest(component)) {
        outdated[component] = latest(component);
      }
    }
    const components = Object.keys(outdated);
    if (!components.length) return { updateAvailable: false };
    // A new major version of a component breaks compatibility; anything else is a minor update.
    const isMajor = components.some((c) => major(String(module[c])) !== major(outdated[c]));
    return { updateAvailable: true, updateCategory: isMajor ? 'BREAKING' : 'MINOR', outdated };
  },
  'crawlingModule.getLatestVersion': (ctx) =>
    versionsFor(ctx.query('crawlingModuleVersion') || latest('maestroVersion')),
  'crawlingModule.getDatabaseVersions': () => versionList('databaseVersion'),
  'crawlingModule.getWorkerVersions': () => versionList('workerVersion'),
  'crawlingModule.getSecurityWorkerVersions': () => versionList('securityWorkerVersion'),
  'crawlingModule.reportDeployment': async (ctx) => {
    const body = requireObject(await ctx.json(), 'The deployment');
    if (typeof body.name !== 'string' || !body.name.trim()) {
      throw badRequest("The field 'name' is required: a non-empty string.", 'MISSING_FIELD');
    }
    const versions = requireObject(body.versions, "The field 'versions'");
    if (typeof versions.maestroVersion !== 'string' || !versions.maestroVersion) {
      throw badRequest("The field 'versions.maestroVersion' is required.", 'MISSING_FIELD');
    }
    for (const component of Object.keys(VERSIONS)) {
      if (versions[component] !== undefined && typeof versions[component] !== 'string') {
        throw badRequest(`The field 'versions.${component}' must be a string.`);
      }
    }
    const status = body.status === undefined ? undefined : requireObject(body.status, "The field 'status'");
    const id = ctx.params.crawlingModuleId;
    const now = Date.now();
    const existing = modulesOf(ctx).has(id) ? modulesOf(ctx).get(id) : undefined;
    const changed = !existing || Object.keys(VERSIONS).some((c) => existing[c] !== versions[c]);
    const module = {
      id,
      organizationId: ctx.org,
      name: body.name.trim(),
      disabled: existing?.disabled ?? false,
      ...Object.fromEntries(Object.keys(VERSIONS).map((c) => [c, versions[c]])),
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
  'crawlingModule.getLogRequests': (ctx) => {
    const module = moduleOf(ctx);
    const state = ctx.query('state');
    if (state && !STATES.includes(state)) {
      throw badRequest(`The query parameter 'state' must be one of: ${STATES.join(', ')}.`);
    }
    const items = logRequestsOf(ctx)
      .list()
      .filter((request) => request.crawlingModuleId === module.id)
      .map((request) => logRequestState(ctx, request))
      .filter((request) => !state || request.state === state)
      .map(logRequestView);
    // A page of them: 10 by default, as the platform pages them.
    const page = intQuery(ctx, 'page', 0);
    const pageSize = intQuery(ctx, 'pageSize', 10);
    if (pageSize < 1) throw badRequest('The page size must be at least 1.');
    return {
      items: items.slice(page * pageSize, (page + 1) * pageSize),
      totalEntries: items.length,
      totalPages: Math.ceil(items.length / pageSize),
    };
  },
  'crawlingModule.createLogRequest': async (ctx) => {
    const body = requireObject(await ctx.json(), 'The log request');
    if (!LOG_TYPES.includes(body.logType)) {
      throw badRequest(`The field 'logType' must be one of: ${LOG_TYPES.join(', ')}.`);
    }
    for (const name of ['instanceId', 'operationId']) {
      if (body[name] !== undefined && typeof body[name] !== 'string') {
        throw badRequest(`The field '${name}' must be a string.`);
      }
    }
    return newLogRequest(ctx, {
      logType: body.logType,
      instanceId: body.instanceId,
      operationId: body.operationId,
    });
  },
  // A request for every log: of no single log type.
  'crawlingModule.createAllAvailableLogsRequest': (ctx) => created(newLogRequest(ctx, {})),
  'crawlingModule.createAllAvailableLogsRequestForInstance': (ctx) => {
    const instanceId = ctx.query('instanceId');
    if (!instanceId) throw badRequest("The query parameter 'instanceId' is required.", 'MISSING_PARAMETER');
    return created(newLogRequest(ctx, { instanceId }));
  },
  'crawlingModule.getLogRequestDownload': (ctx) => {
    const module = moduleOf(ctx);
    const request = logRequestsOf(ctx).get(ctx.params.logRequestId);
    if (request.crawlingModuleId !== module.id) throw notFound('Log request', ctx.params.logRequestId);
    const now = logRequestState(ctx, request);
    return now.state === 'SUCCESSFUL'
      ? { state: now.state, url: now.url, info: 'The logs are ready.' }
      : { state: now.state, info: 'The logs are being gathered.' };
  },
};
