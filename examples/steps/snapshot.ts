/**
 * Workflow step: snapshots. Take a snapshot of the organization, change a field, dry-run the snapshot
 * to see the difference, then apply it to restore the field and wait for the report to finish,
 * printing its progress.
 */
import type { PlatformClient, SnapshotReportModel } from '@platform-admin/client';

export interface SnapshotSummary {
  snapshotId: string;
  /** Resources in the snapshot, by type. */
  contentSummary: Record<string, number>;
  field: string;
  /** The field's description: in the snapshot, after the change, after the apply. */
  descriptions: { snapshot: string; changed: string; restored: string };
  /** The dry run's difference, one line per change. */
  diffLines: string[];
  applyReportId: string;
  applyResultCode: string;
}

const describeReport = (report?: SnapshotReportModel) =>
  report
    ? `${String(report.status).padEnd(11)} ${report.resourcesProcessed}/${report.resourcesTotal ?? '?'} resources`
    : '(no answer)';

export async function runSnapshotStep(
  client: PlatformClient,
  step: (text: string) => void,
  log: (line: string) => void,
  options: { field?: string; timeoutMs?: number; intervalMs?: number } = {},
): Promise<SnapshotSummary> {
  const fieldName = options.field ?? 'price';
  const polling = { intervalMs: options.intervalMs ?? 100, timeoutMs: options.timeoutMs ?? 60_000 };

  step('Taking a snapshot of the organization');
  const before = await client.fields.get(fieldName);
  if (!before) throw new Error(`The field ${fieldName} could not be read.`);
  const snapshot = await client.snapshots.createFromOrganization(undefined, {
    developerNotes: 'Before the workflow edits',
  });
  const counts = Object.entries(snapshot.contentSummary ?? {})
    .map(([type, count]) => `${count} ${type}`)
    .join(', ');
  log(`  snapshot ${snapshot.id}: ${counts || 'no resources'}`);
  const created = snapshot.reports?.[0];
  if (created) await client.snapshots.waitForReport(snapshot.id, created.id, polling);

  step(`Changing the field ${fieldName}`);
  const original = before.description ?? '';
  const changed = `${original || fieldName} (edited by hand)`;
  await client.fields.update(fieldName, { ...before, description: changed });
  log(`  description: ${JSON.stringify(original)} → ${JSON.stringify(changed)}`);

  step('Dry-running the snapshot to see the difference');
  const dryRun = await client.snapshots.dryRun(snapshot.id);
  const dryDone = await client.snapshots.waitForReport(snapshot.id, dryRun.id, polling);
  for (const [type, ops] of Object.entries(dryDone.resourceOperations)) {
    // A count the platform leaves out is 0.
    const [create, update, remove] = [ops.resourcesCreated, ops.resourcesUpdated, ops.resourcesDeleted].map(
      (count) => count ?? 0,
    );
    if (create + update + remove === 0) continue;
    log(`  ${type}: ${create} to create, ${update} to update, ${remove} to delete`);
  }
  const diff = await client.snapshots.diff(snapshot.id, {
    relativeReportId: dryRun.id,
    numberOfLinesMax: 20,
  });
  // Each resource type's difference is a file at a pre-signed URL (no token).
  const diffLines: string[] = [];
  for (const { url } of Object.values(diff?.files ?? {})) {
    if (!url) continue;
    const file = await fetch(url);
    if (!file.ok) throw new Error(`The difference file could not be downloaded (HTTP ${file.status}).`);
    diffLines.push(...(await file.text()).split('\n').filter(Boolean));
  }
  for (const line of diffLines) log(`  ${line}`);

  step('Applying the snapshot to restore the field, waiting for its report');
  const apply = await client.snapshots.apply(snapshot.id, { deletionScope: 'ONLY_TYPES_FROM_SNAPSHOT' });
  let lastLine = '';
  const applied = await client.snapshots.waitForReport(snapshot.id, apply.id, {
    ...polling,
    onPoll: (report, elapsedMs) => {
      const line = describeReport(report);
      if (line !== lastLine) log(`  ${(elapsedMs / 1000).toFixed(1).padStart(5)} s  ${line}`);
      lastLine = line;
    },
  });
  const restored = (await client.fields.get(fieldName))?.description ?? '';
  log(`  ${applied.status} with ${applied.resultCode}; description is ${JSON.stringify(restored)} again`);

  return {
    snapshotId: snapshot.id,
    contentSummary: snapshot.contentSummary ?? {},
    field: fieldName,
    descriptions: { snapshot: original, changed, restored },
    diffLines,
    applyReportId: apply.id,
    applyResultCode: String(applied.resultCode),
  };
}
