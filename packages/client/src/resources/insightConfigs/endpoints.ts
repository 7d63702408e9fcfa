import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

const base = '/rest/organizations/{org}/insightconfig/v1/configs';

export const insightConfigEndpoints = /* @__PURE__ */ endpoints('insightConfigs', () => ({
  ...published.insightConfigs,
  duplicate: { method: 'POST', path: `${base}/{duplicationParamsId}`, body: 'json', bodyFields: ['name'] },
}));

export const insightConfigsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(insightConfigEndpoints);
