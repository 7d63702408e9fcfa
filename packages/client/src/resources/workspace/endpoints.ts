import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const workspaceEndpoints = /* @__PURE__ */ endpoints('workspace', published.workspace);

export const workspaceCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(workspaceEndpoints);
