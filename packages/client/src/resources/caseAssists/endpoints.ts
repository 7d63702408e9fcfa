import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

/** Case assist configurations and what they answer: document suggestions and case classifications. */
export const caseAssistEndpoints = /* @__PURE__ */ endpoints('caseAssists', published.caseAssists);

export const caseAssistsCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(caseAssistEndpoints);
