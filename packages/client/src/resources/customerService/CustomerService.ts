import type { RequestSettings } from '../../core/options';
import type { BodyOf } from '../../core/published';
import { Resource } from '../../core/resource';
import type { Transport } from '../../core/transport';
import type { paths as customerServiceApi } from '../../generated/customer-service';
import { answerGenerationEndpoints, caseAnswerConfigEndpoints } from './endpoints';
import type { CustomerServiceCaseAnswerConfigsCalls } from './endpoints.generated';

/**
 * The case answering settings of answer configurations
 * (`/rest/organizations/{org}/answer/cases/v1/configs/{answerConfigId}`): the models that reformulate a
 * case and answer it, the passage retrieval model, and the case fields that hold its title and
 * description. An answer configuration has at most one. Every method rejects with `PlatformError` on a
 * non-success answer (404 for an answer configuration without settings, 400 for malformed ones).
 */
export class CaseAnswerConfigs extends Resource<typeof caseAnswerConfigEndpoints> {
  get endpoints() {
    return caseAnswerConfigEndpoints;
  }
}

// The calls of CaseAnswerConfigs that follow the argument convention: Resource makes them from the endpoint table.
export interface CaseAnswerConfigs extends CustomerServiceCaseAnswerConfigsCalls {}

/**
 * Answer generation (`/rest/organizations/{org}/answer/v1/configs/{answerConfigId}`): a generated answer
 * to a question, from the passages an answer configuration retrieves.
 */
export class GeneratedAnswers extends Resource<typeof answerGenerationEndpoints> {
  get endpoints() {
    return answerGenerationEndpoints;
  }
}

// The calls of GeneratedAnswers that follow the argument convention: Resource makes them from the endpoint table.
export interface GeneratedAnswers {
  /**
   * Generates an answer to a question with an answer configuration.
   * `POST /rest/organizations/{org}/answer/v1/configs/{answerConfigId}/generate`.
   * @param request the question and its search context: `q` (required in practice), `aq`, `cq`,
   *   `pipeline`, `searchHub`, `tab`, `locale`, `context`, `facets`, ...
   * @returns the answer stream as text: server-sent events (`text/event-stream`), each `data:` line a
   *   JSON message (the answer's header, text fragments, citations, end of stream).
   * @throws PlatformError 404 for an unknown answer configuration, 400 for a malformed request.
   */
  generate(
    answerConfigId: string,
    request?: BodyOf<
      customerServiceApi['/rest/organizations/{organizationId}/answer/v1/configs/{configId}/generate']['post']
    >,
    settings?: RequestSettings,
  ): Promise<string>;
}

/**
 * Customer service: answer generation for support cases. Insight panels and case assist have their own
 * families (`client.insightConfigs`, `client.insightInterfaces`, `client.caseAssists`).
 */
export class CustomerService {
  /** The case answering settings of answer configurations. */
  readonly caseAnswerConfigs: CaseAnswerConfigs;
  /** Answers generated with an answer configuration. */
  readonly answers: GeneratedAnswers;

  constructor(protected readonly transport: Transport) {
    this.caseAnswerConfigs = new CaseAnswerConfigs(transport);
    this.answers = new GeneratedAnswers(transport);
  }
}
