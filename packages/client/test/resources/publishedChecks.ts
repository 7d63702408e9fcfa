// Checks shared by the tests of published calls (commerce, catalogs, organizations, migration,
// workspace): the request the emulator received (its query kept as sent), and whether an answer is one
// the platform publishes (publishedAnswers.ts).
import type { RecordedRequest } from '@platform-admin/emulator';

export { expectPublishedAnswer } from './publishedAnswers';

/** What the checks read of a request: method, path, query string, JSON body, and the call that answered. */
export interface Wire {
  method: string;
  path: string;
  query: string;
  body: unknown;
  endpoint: string | undefined;
}

/** The last request the emulator received, as {@link Wire}. */
export async function lastWire(env: { lastRequest(): Promise<RecordedRequest> }): Promise<Wire> {
  const request = await env.lastRequest();
  return {
    method: request.method,
    path: request.path,
    query: request.query,
    body: request.body ? (JSON.parse(request.body) as unknown) : undefined,
    endpoint: request.endpoint,
  };
}
