import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

const base = '/rest/organizations/{org}/pages';
const page = '/rest/organizations/{org}/pages/{pageId}';

export const pageEndpoints = /* @__PURE__ */ endpoints('pages', () => ({
  list: { method: 'GET', path: base, query: ['name'] },
  create: { method: 'POST', path: base, body: 'json' },
  get: { method: 'GET', path: page },
  update: { method: 'PUT', path: page, body: 'json' },
  delete: { method: 'DELETE', path: page },
  getSearchUiVersion: { method: 'GET', path: `${page}/searchui` },
  updateSearchUiVersion: { method: 'PUT', path: `${page}/searchui`, query: ['major', 'minor'] },
  getHeader: { method: 'GET', path: `${page}/header` },
  reorderHeader: { method: 'PUT', path: `${page}/header`, body: 'json' },
  addCss: { method: 'POST', path: `${page}/header/css`, body: 'json' },
  updateCss: { method: 'PUT', path: `${page}/header/css/{resourceId}`, body: 'json' },
  deleteCss: { method: 'DELETE', path: `${page}/header/css/{resourceId}` },
  addJavascript: { method: 'POST', path: `${page}/header/javascript`, body: 'json' },
  updateJavascript: { method: 'PUT', path: `${page}/header/javascript/{resourceId}`, body: 'json' },
  deleteJavascript: { method: 'DELETE', path: `${page}/header/javascript/{resourceId}` },
}));

export const pagesCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(pageEndpoints);
