import type { RequestSettings } from '../../core/options';
import type { BodyOf } from '../../core/published';
import { Resource } from '../../core/resource';
import type { Transport } from '../../core/transport';
import type { paths as knowledgeApi } from '../../generated/knowledge-genai';
import { answerAgentEndpoints } from './endpoints';
import type { KnowledgeAgentsCalls } from './endpoints.generated';

/**
 * Answer agents (`/api/preview/organizations/{org}/agents`, a preview API of the platform): a passage
 * retrieval model and the settings that turn what it retrieves into a generated answer. `list` pages
 * with `page` (0-based) and `perPage`. Every method rejects with `PlatformError` on a non-success answer
 * (404 for an unknown agent, 400 for a malformed one).
 */
export class AnswerAgents extends Resource<typeof answerAgentEndpoints> {
  get endpoints() {
    return answerAgentEndpoints;
  }
}

// The calls of AnswerAgents that follow the argument convention: Resource makes them from the endpoint table.
export interface AnswerAgents extends KnowledgeAgentsCalls {
  /**
   * Generates an answer to a question with an agent.
   * `POST /api/preview/organizations/{org}/agents/{agentId}/answer`.
   * @param request `q` (the question, required), `searchHub`, `pipeline`, `facets`, `locale`,
   *   `citationsFieldToInclude`, `context`, `aq`, ...
   * @returns the answer stream as text: server-sent events (`text/event-stream`), each `data:` line a
   *   JSON message; the conversation's id and token, for {@link followUp}, are among them.
   * @throws PlatformError 404 for an unknown agent, 400 for a malformed request.
   */
  answer(
    agentId: string,
    request: BodyOf<
      knowledgeApi['/api/preview/organizations/{organizationId}/agents/{agentId}/answer']['post']
    >,
    settings?: RequestSettings,
  ): Promise<string>;

  /**
   * Generates an answer to a follow-up question of a conversation with an agent.
   * `POST /api/preview/organizations/{org}/agents/{agentId}/follow-up`.
   * @param request `q` (the question), `conversationId` and `conversationToken` (from the stream of
   *   {@link answer}), all three required; `analytics`.
   * @returns the answer stream as text: server-sent events (`text/event-stream`).
   * @throws PlatformError 404 for an unknown agent, 400 for a malformed request.
   */
  followUp(
    agentId: string,
    request: BodyOf<
      knowledgeApi['/api/preview/organizations/{organizationId}/agents/{agentId}/follow-up']['post']
    >,
    settings?: RequestSettings,
  ): Promise<string>;
}

/** Knowledge: generative answering with answer agents. */
export class Knowledge {
  /** Answer agents: their configuration, and the answers they generate. */
  readonly agents: AnswerAgents;

  constructor(protected readonly transport: Transport) {
    this.agents = new AnswerAgents(transport);
  }
}
