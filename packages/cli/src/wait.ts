import { type PlatformClient, waitForModelOnline, waitUntil } from '@platform-admin/client';
import { SingleBar } from 'cli-progress';
import { CommandError } from './errors';
import type { Io } from './output';

/** What `--wait` follows after a call: read the state until it is final. */
export interface Waiter {
  /** What is awaited, for messages: `the refresh of source 'x'`. */
  what(path: Record<string, string>, result: unknown): string;
  /**
   * Follows the state until it is final; returns the final state. Calls `onPoll` with a short
   * status text after each read.
   */
  follow(
    client: PlatformClient,
    path: Record<string, string>,
    result: unknown,
    options: WaitOptions,
  ): Promise<unknown>;
}

export interface WaitOptions {
  signal: AbortSignal;
  timeoutMs: number;
  intervalMs: number;
  onPoll: (status: string) => void;
}

/** Source statuses after which a refresh will not end by itself. */
const FAILED_SOURCE = new Set(['ERROR', 'PAUSED_ON_ERROR', 'DISABLED']);

const sourceWaiter: Waiter = {
  what: (path) => `source '${path.sourceId}'`,
  async follow(client, path, _result, { signal, timeoutMs, intervalMs, onPoll }) {
    // A refresh may take a moment to show: IDLE counts once the source was seen busy, or after 3 reads.
    let busySeen = false;
    let reads = 0;
    const source = await waitUntil(
      () => client.sources.get(path.sourceId, { signal }),
      (value) => {
        const status = value.information?.sourceStatus?.type ?? 'UNKNOWN';
        if (FAILED_SOURCE.has(status)) return true;
        if (status !== 'IDLE') busySeen = true;
        return status === 'IDLE' && (busySeen || reads >= 3);
      },
      {
        signal,
        timeoutMs,
        intervalMs,
        onPoll: (value) => {
          reads++;
          const info = value?.information;
          const documents = info?.numberOfDocuments;
          onPoll(
            `${info?.sourceStatus?.type ?? 'UNKNOWN'}${documents === undefined ? '' : ` · ${documents} items`}`,
          );
        },
      },
    );
    const status = source.information?.sourceStatus?.type ?? 'UNKNOWN';
    if (FAILED_SOURCE.has(status)) {
      throw new CommandError(`The source '${path.sourceId}' ended ${status}, not IDLE.`);
    }
    return source;
  },
};

const idOf = (result: unknown) => String((result as { id?: unknown } | undefined)?.id ?? '');

/** The new model's id: `ml.register` answers the registration, with the model's `modelId`. */
const modelIdOf = (result: unknown) => String((result as { modelId?: unknown } | undefined)?.modelId ?? '');

/** An ML model, until it is `ONLINE` (the client's `waitForModelOnline`; FAILED ends it with an error). */
const modelWaiter: Waiter = {
  what: (_path, result) => `model '${modelIdOf(result)}'`,
  follow: (client, _path, result, { signal, timeoutMs, intervalMs, onPoll }) =>
    waitForModelOnline(client.ml, modelIdOf(result), {
      signal,
      timeoutMs,
      intervalMs,
      onPoll: (model) => onPoll(String(model?.status ?? 'UNKNOWN')),
    }),
};

/** A usage analytics export, until it can be downloaded (the client's `ua.exports.waitUntilReady`). */
const exportWaiter: Waiter = {
  what: (_path, result) => `export '${idOf(result)}'`,
  follow: (client, _path, result, { signal, timeoutMs, intervalMs, onPoll }) =>
    client.ua.exports.waitUntilReady(idOf(result), {
      signal,
      timeoutMs,
      intervalMs,
      onPoll: (value) => onPoll(String(value?.status ?? 'UNKNOWN')),
    }),
};

/**
 * A snapshot report, until it is `COMPLETED` or `ABORTED` (the client's `snapshots.waitForReport`):
 * the report a dry run or an apply answers, or the first report of a new snapshot.
 */
const snapshotReportWaiter: Waiter = {
  what: (path, result) => `report of snapshot '${snapshotOf(path, result)}'`,
  async follow(client, path, result, { signal, timeoutMs, intervalMs, onPoll }) {
    const snapshotId = snapshotOf(path, result);
    const reportId = path.snapshotId
      ? idOf(result)
      : String((result as { reports?: Array<{ id?: string }> })?.reports?.[0]?.id ?? '');
    if (!reportId) throw new CommandError(`The snapshot '${snapshotId}' has no report to wait for.`);
    const report = await client.snapshots.waitForReport(snapshotId, reportId, {
      signal,
      timeoutMs,
      intervalMs,
      onPoll: (value) =>
        onPoll(
          `${value?.status ?? 'UNKNOWN'}${value?.resourcesTotal ? ` · ${value.resourcesProcessed ?? 0}/${value.resourcesTotal} resources` : ''}`,
        ),
    });
    if (report.status !== 'COMPLETED' || (report.resultCode && report.resultCode !== 'SUCCESS')) {
      throw new CommandError(
        `The report '${reportId}' of snapshot '${snapshotId}' ended ${report.status}${report.resultCode ? ` (${report.resultCode})` : ''}.`,
      );
    }
    return report;
  },
};
const snapshotOf = (path: Record<string, string>, result: unknown) => path.snapshotId ?? idOf(result);

/**
 * The calls `--wait` applies to, by catalog name; every other command has no `--wait`. Each uses the
 * client's own wait helper where it has one.
 * - sources: a refresh (start, full, incremental, rebuild, resume, push refresh), a creation retry;
 * - ML: a model registered, until ONLINE;
 * - usage analytics: an export, until ready to download;
 * - snapshots: a creation, dry run or apply, until its report has ended (a push answers 204: no report).
 */
export const WAITERS: Record<string, Waiter> = {
  'sources.startRefresh': sourceWaiter,
  'sources.fullRefresh': sourceWaiter,
  'sources.incrementalRefresh': sourceWaiter,
  'sources.rebuild': sourceWaiter,
  'sources.resumeRefresh': sourceWaiter,
  'sources.pushRefresh': sourceWaiter,
  'sources.retryCreation': sourceWaiter,
  'ml.register': modelWaiter,
  'ua.exports.generate': exportWaiter,
  'ua.exports.create': exportWaiter,
  'ua.exports.generateVisits': exportWaiter,
  'ua.exports.createVisits': exportWaiter,
  'snapshots.createFromOrganization': snapshotReportWaiter,
  'snapshots.createFromFile': snapshotReportWaiter,
  'snapshots.dryRun': snapshotReportWaiter,
  'snapshots.apply': snapshotReportWaiter,
};

/**
 * Runs a wait with a progress line on stderr when stderr is a terminal (nothing otherwise).
 * @returns the final state.
 */
export async function runWait(
  io: Io,
  label: string,
  waiter: Waiter,
  client: PlatformClient,
  path: Record<string, string>,
  result: unknown,
  options: Omit<WaitOptions, 'onPoll'>,
): Promise<unknown> {
  const bar = io.stderrIsTty
    ? new SingleBar({
        stream: io.stderr,
        format: `${label}: waiting for ${waiter.what(path, result)} |{bar}| {status} · {duration_formatted}`,
        barsize: 12,
        hideCursor: true,
        clearOnComplete: false,
        fps: 5,
      })
    : undefined;
  bar?.start(1, 0, { status: 'starting' });
  let ended = false;
  try {
    const final = await waiter.follow(client, path, result, {
      ...options,
      onPoll: (status) => bar?.update(0, { status }),
    });
    ended = true;
    return final;
  } finally {
    if (bar) {
      if (ended) bar.update(1, {});
      bar.stop();
    }
  }
}
