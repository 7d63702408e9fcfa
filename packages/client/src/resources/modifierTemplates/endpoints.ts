import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';

/** Ready-made statement templates for query pipelines (platform-wide). */
export const modifierTemplateEndpoints = /* @__PURE__ */ endpoints('modifierTemplates', () => ({
  list: { method: 'GET', path: '/rest/modifiertemplates' },
  listStatementDetails: { method: 'GET', path: '/rest/modifiertemplates/statementdetails' },
}));

export const modifierTemplatesCatalog: readonly Endpoint[] =
  /* @__PURE__ */ catalogOf(modifierTemplateEndpoints);
