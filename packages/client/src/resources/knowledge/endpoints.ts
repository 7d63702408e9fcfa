import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const answerAgentEndpoints = /* @__PURE__ */ endpoints('knowledge.agents', published.knowledgeAgents);

export const knowledgeCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(answerAgentEndpoints);
