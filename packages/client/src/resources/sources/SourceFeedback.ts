import type { RequestSettings } from '../../core/options';
import { Resource } from '../../core/resource';
import { sourceFeedbackEndpoints } from './endpoints';
import type { FeedbackConsumerType } from './models';

/** Feedback on the organization's sources (`/rest/organizations/{org}/sources/feedback`). */
export class SourceFeedback extends Resource<typeof sourceFeedbackEndpoints> {
  get endpoints() {
    return sourceFeedbackEndpoints;
  }
}

// The calls of SourceFeedback that follow the argument convention: Resource makes them from the endpoint table.
export interface SourceFeedback {
  /**
   * Sends feedback. `POST /rest/organizations/{org}/sources/feedback` with `{ message }`.
   * @param message the feedback, non-empty.
   * @param query `feedbackConsumerType`: who should read it.
   * @returns `{ id, createdDate }`. @throws PlatformError 400 for an empty message.
   */
  send(
    message: string,
    query?: { feedbackConsumerType?: FeedbackConsumerType },
    settings?: RequestSettings,
  ): Promise<{ id: string; createdDate: number }>;
}
