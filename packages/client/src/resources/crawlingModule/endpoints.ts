import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/crawlingmodule';
const logRequests = '/rest/organizations/{org}/crawlingmodules/{crawlingModuleId}/logrequests';

export const crawlingModuleEndpoints = /* @__PURE__ */ endpoints('crawlingModule', () => ({
  list: { method: 'GET', path: base },
  getUpdateStatus: { method: 'GET', path: `${base}/{crawlingModuleId}/update` },
  getLatestVersion: { method: 'GET', path: `${base}/versions/latest`, query: ['crawlingModuleVersion'] },
  getDatabaseVersions: { method: 'GET', path: `${base}/versions/database` },
  getWorkerVersions: { method: 'GET', path: `${base}/versions/worker` },
  getSecurityWorkerVersions: { method: 'GET', path: `${base}/versions/securityWorker` },
  reportDeployment: {
    method: 'PUT',
    path: `${base}/{crawlingModuleId}`,
    body: 'json',
    bodyFields: ['name', 'status', 'versions'],
  },
  removeDeployment: { method: 'DELETE', path: `${base}/{crawlingModuleId}` },
  getLogRequests: { method: 'GET', path: logRequests, query: ['state'] },
  createLogRequest: {
    method: 'POST',
    path: logRequests,
    body: 'json',
    bodyFields: ['instanceId', 'logType', 'operationId'],
  },
  createAllAvailableLogsRequest: { method: 'POST', path: `${logRequests}/all` },
  createAllAvailableLogsRequestForInstance: {
    method: 'POST',
    path: `${logRequests}/instance`,
    query: ['instanceId'],
  },
  getLogRequestDownload: { method: 'GET', path: `${logRequests}/{logRequestId}/download` },
}));

export const crawlingModuleCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(crawlingModuleEndpoints);
