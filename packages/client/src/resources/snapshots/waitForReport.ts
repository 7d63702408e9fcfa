import { waitUntil } from '../../core/polling';
import type { SnapshotReportModel, WaitForReportOptions } from './models';
import type { Snapshots } from './Snapshots';

/** Report statuses after which nothing changes. */
export const FINAL_SNAPSHOT_REPORT_STATUSES: readonly string[] = ['COMPLETED', 'ABORTED'];

/**
 * Follows a snapshot's report until it is `COMPLETED` or `ABORTED` (see `Snapshots.waitForReport`).
 * @returns the final report, with its `resultCode`.
 * @throws PollingTimeoutError after `timeoutMs`; the signal's reason when aborted; PlatformError when a
 * read fails; Error when the snapshot has no such report.
 */
export async function waitForSnapshotReport(
  snapshots: Pick<Snapshots, 'get'>,
  snapshotId: string,
  reportId: string,
  options: WaitForReportOptions = {},
): Promise<SnapshotReportModel> {
  const read = async () => {
    // Every report: by default, a snapshot shows only the latest of each type.
    const snapshot = await snapshots.get(snapshotId, { reportInclusion: 'ALL' }, { signal: options.signal });
    if (!snapshot) return undefined;
    const report = snapshot.reports?.find((candidate) => candidate.id === reportId);
    if (!report) {
      throw new Error(`The snapshot '${snapshotId}' has no report '${reportId}'.`);
    }
    return report;
  };
  return waitUntil(read, (report) => FINAL_SNAPSHOT_REPORT_STATUSES.includes(report.status), options);
}
