import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

const base = '/rest/organizations/{org}/crawlingmodule';
const logRequests = '/rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests';

export const crawlingModuleEndpoints = /* @__PURE__ */ endpoints('crawlingModule', () => ({
  ...published.crawlingModule,
  getDatabaseVersions: { method: 'GET', path: `${base}/versions/database` },
  getWorkerVersions: { method: 'GET', path: `${base}/versions/worker` },
  getSecurityWorkerVersions: { method: 'GET', path: `${base}/versions/securityWorker` },
  createAllAvailableLogsRequest: { method: 'POST', path: `${logRequests}/all` },
  createAllAvailableLogsRequestForInstance: {
    method: 'POST',
    path: `${logRequests}/instance`,
    query: ['instanceId'],
  },
}));

/** The lifecycle callbacks and descriptor of the platform's Atlassian Connect app. */
export const crawlingModuleAtlassianAppEndpoints = /* @__PURE__ */ endpoints(
  'crawlingModule.atlassianApp',
  published.crawlingModuleAtlassianApp,
);

export const crawlingModuleCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  crawlingModuleEndpoints,
  crawlingModuleAtlassianAppEndpoints,
);
