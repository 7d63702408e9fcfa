/**
 * Workflow step: the usage analytics write API. Log the searches of two visitors and a click on a
 * result, then read the same events back in statistics: the counts the read API answers are those of
 * the events just logged.
 */
import type { PlatformClient } from '@platform-admin/client';

export interface EventsSummary {
  /** The query text the step searched for (unique to this run). */
  queryText: string;
  searches: number;
  clicks: number;
  visits: number;
}

export async function runEventsStep(
  client: PlatformClient,
  step: (text: string) => void,
  log: (line: string) => void,
): Promise<EventsSummary> {
  step('Logging search and click events, then reading them back in statistics');
  const queryText = `reset password ${Date.now().toString(36)}`;
  const [ana, ben] = [crypto.randomUUID(), crypto.randomUUID()];
  const search = (clientId: string) => ({
    language: 'en',
    clientId,
    searchQueryUid: crypto.randomUUID(),
    queryText,
    actionCause: 'searchboxSubmit',
    responseTime: 95,
    numberOfResults: 12,
    originLevel1: 'SupportPortal',
  });
  const searches = [search(ana), search(ben), search(ana)];
  const answers = await client.ua.events.logSearches(searches);
  await client.ua.events.logClick({
    language: 'en',
    clientId: ana,
    searchQueryUid: searches[0].searchQueryUid,
    actionCause: 'documentOpen',
    documentPosition: 1,
    sourceName: 'Acme Docs',
  });
  log(
    `  logged ${answers.length} searches for "${queryText}" (visits ${answers.map((a) => a.visitId.slice(0, 8)).join(', ')}) and 1 click`,
  );

  const now = Date.now();
  const figures = await client.ua.stats.globalData({
    from: new Date(now - 3_600_000).toISOString(),
    to: new Date(now + 60_000).toISOString(),
    m: ['PerformSearch', 'Click', 'UniqueVisit'],
    f: [`queryExpression=='${queryText}'`],
  });
  // A count answers `{ value }`; a figure with a peak answers `{ total, average, peak }`.
  const value = (metric: string) => figures?.globalDatas?.[metric]?.value ?? 0;
  const summary = {
    queryText,
    searches: value('PerformSearch'),
    clicks: value('Click'),
    visits: value('UniqueVisit'),
  };
  log(
    `  ua.stats.globalData: ${summary.searches} searches, ${summary.clicks} click, ${summary.visits} visits`,
  );
  if (summary.searches !== 3 || summary.clicks !== 1 || summary.visits !== 2) {
    throw new Error(`The statistics do not count what was logged: ${JSON.stringify(summary)}`);
  }
  return summary;
}
