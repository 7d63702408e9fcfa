/**
 * Workflow step: usage analytics. Print last month's top queries and global figures, save them as a
 * report, export the same month's searches, wait until the export is ready (printing its progress),
 * then stream the file: its first lines and its row count, which equals the searches printed first.
 */
import type { ExportModel, PlatformClient } from '@platform-admin/client';

export interface AnalyticsSummary {
  /** Last month, `YYYY-MM`. */
  month: string;
  /** Searches last month (`PerformSearch`). */
  searches: number;
  topQueries: Array<{ query: string; searches: number }>;
  reportId: string;
  exportId: string;
  /** Rows of the downloaded export, header excluded. */
  exportRows: number;
}

/** Last month, in UTC: its first and last instants as ISO 8601 date-times. */
function lastMonth(now = new Date()) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1);
  return { month: from.toISOString().slice(0, 7), from: from.toISOString(), to: to.toISOString() };
}

/** Reads a CSV stream: its first `keep` lines and its number of lines, without holding the whole file. */
async function readLines(stream: ReadableStream<Uint8Array>, keep: number) {
  const decoder = new TextDecoder();
  const first: string[] = [];
  let lines = 0;
  let pending = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    const parts = (pending + decoder.decode(chunk, { stream: true })).split('\n');
    pending = parts.pop() ?? '';
    for (const line of parts) {
      if (first.length < keep) first.push(line);
      lines++;
    }
  }
  pending += decoder.decode();
  if (pending) {
    if (first.length < keep) first.push(pending);
    lines++;
  }
  return { first, lines };
}

export async function runAnalyticsStep(
  client: PlatformClient,
  step: (text: string) => void,
  log: (line: string) => void,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<AnalyticsSummary> {
  const range = lastMonth();

  step(`Reading last month's usage analytics (${range.month})`);
  const top = await client.ua.stats.combinedData({
    from: range.from,
    to: range.to,
    d: ['queryExpression'],
    m: ['PerformSearch'],
    s: 'PerformSearch',
    n: 5,
  });
  const topQueries = (top?.combinations ?? []).map((c) => ({
    query: String(c.queryExpression),
    searches: Number(c.PerformSearch),
  }));
  log('  top queries');
  for (const [i, q] of topQueries.entries())
    log(`    ${i + 1}. ${q.query.padEnd(24)} ${q.searches} searches`);
  const global = await client.ua.stats.globalData({
    from: range.from,
    to: range.to,
    m: ['PerformSearch', 'Click', 'UniqueVisitor', 'ClickThroughRate'],
  });
  const figure = (name: string) => global?.globalDatas[name]?.value ?? 0;
  const searches = figure('PerformSearch');
  log(
    `  ${searches} searches, ${figure('Click')} clicks, ${figure('UniqueVisitor')} visitors, ` +
      `click-through rate ${(figure('ClickThroughRate') * 100).toFixed(1)} %`,
  );

  step('Saving these figures as a report');
  const report = await client.ua.reports.create({
    displayName: `Searches, ${range.month}`,
    type: 'DASHBOARD',
    allAnalyticsViewer: true,
    configuration: {
      dateRange: { from: range.from, to: range.to },
      cards: [
        { type: 'metric', metrics: ['PerformSearch', 'Click', 'UniqueVisitor', 'ClickThroughRate'] },
        { type: 'table', dimensions: ['queryExpression'], metrics: ['PerformSearch'], limit: 5 },
      ],
    },
  });
  log(`  report ${report.id}`);

  step(`Exporting last month's searches and waiting until the export is ready`);
  const created = await client.ua.exports.generate({
    from: range.from,
    to: range.to,
    tables: ['SEARCHES'],
    dimensions: ['searchHub', 'queryExpression', 'country', 'deviceCategory'],
    d: `Searches of ${range.month}`,
  });
  log(`  export ${created.id} requested (${created.status})`);
  let lastStatus = '';
  const ready = await client.ua.exports.waitUntilReady(created.id, {
    intervalMs: options.intervalMs ?? 100,
    timeoutMs: options.timeoutMs ?? 60_000,
    onPoll: (value: ExportModel | undefined, elapsedMs: number) => {
      const status = value?.status ?? 'UNKNOWN';
      if (status !== lastStatus) log(`  ${(elapsedMs / 1000).toFixed(1).padStart(5)} s  ${status}`);
      lastStatus = status;
    },
  });
  log(`  ready: ${ready.size} bytes`);

  step('Downloading the export');
  const response = await client.ua.exports.download(ready.id);
  if (!response.body) throw new Error(`The export ${ready.id} has an empty body.`);
  const { first, lines } = await readLines(response.body, 4);
  for (const line of first) log(`  | ${line}`);
  const exportRows = Math.max(0, lines - 1);
  log(
    `  ${exportRows} rows (the header aside): ${exportRows === searches ? 'as many as' : 'NOT as many as'} the ${searches} searches above`,
  );

  return { month: range.month, searches, topQueries, reportId: report.id, exportId: ready.id, exportRows };
}
