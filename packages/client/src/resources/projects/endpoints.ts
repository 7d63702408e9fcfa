import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const projectEndpoints = /* @__PURE__ */ endpoints('projects', published.projects);

export const projectsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(projectEndpoints);
