import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const apiKeyEndpoints = /* @__PURE__ */ endpoints('apiKeys', published.apiKeys);

export const apiKeyTemplateEndpoints = /* @__PURE__ */ endpoints(
  'apiKeys.templates',
  published.apiKeysTemplates,
);

export const apiKeysCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  apiKeyEndpoints,
  apiKeyTemplateEndpoints,
);
