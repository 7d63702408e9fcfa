import { catalogOf, type Endpoint, endpoints } from '../../core/endpoint';
import * as published from './endpoints.generated';

export const caseAnswerConfigEndpoints = /* @__PURE__ */ endpoints(
  'customerService.caseAnswerConfigs',
  published.customerServiceCaseAnswerConfigs,
);

export const answerGenerationEndpoints = /* @__PURE__ */ endpoints(
  'customerService.answers',
  published.customerServiceAnswers,
);

export const customerServiceCatalog: readonly Endpoint[] = /* @__PURE__ */ catalogOf(
  caseAnswerConfigEndpoints,
  answerGenerationEndpoints,
);
