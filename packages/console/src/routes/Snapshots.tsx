import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api';
import { endpoint } from '../catalogIndex';
import { ConfirmButton, ErrorNote, JsonTree, Loading, View } from '../components';

interface Snapshot {
  id: string;
  createdBy?: string;
  createdDate?: number;
  developerNote?: string;
  contentSummary?: Record<string, number>;
  reports?: Array<{ id?: string; type?: string; status?: string }>;
}

type Report = NonNullable<Snapshot['reports']>[number];

/**
 * The report once the platform has finished it: a dry run runs in the background (PENDING, then
 * IN_PROGRESS), and its diff is ready only once it is COMPLETED. Reads the snapshot every 250 ms at
 * first, then less often (at most every 5 s).
 */
async function finished(snapshotId: string, reportId: string | undefined): Promise<Report> {
  for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
    const snapshot = await call<Snapshot>(endpoint('snapshots.get'), {
      path: { snapshotId },
      query: { includeReports: true },
    });
    const report = snapshot.reports?.find((one) => one.id === reportId);
    if (!report) throw new Error(`The snapshot ${snapshotId} has no report ${reportId}.`);
    if (report.status !== 'PENDING' && report.status !== 'IN_PROGRESS') return report;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** A snapshot's dry run: its report, and the diff, shown before the apply is offered. */
function DryRun({ snapshot, onApplied }: { snapshot: Snapshot; onApplied: () => void }) {
  const dryRun = useMutation({
    mutationFn: async () => {
      const started = await call<Report>(endpoint('snapshots.dryRun'), {
        path: { snapshotId: snapshot.id },
        query: { deleteMissingResources: false },
      });
      const report = await finished(snapshot.id, started.id);
      // The diff is the one this dry run's report found: the platform requires the report's id.
      const diff = await call<unknown>(endpoint('snapshots.diff'), {
        path: { snapshotId: snapshot.id },
        query: { relativeReportId: report.id },
      }).catch((error: unknown) => ({ error }));
      return { report, diff };
    },
  });
  const apply = useMutation({
    mutationFn: () =>
      call(endpoint('snapshots.apply'), {
        path: { snapshotId: snapshot.id },
        query: { deleteMissingResources: false },
      }),
    onSuccess: onApplied,
  });
  const diffError = (dryRun.data?.diff as { error?: unknown } | undefined)?.error;
  return (
    <div className="dry-run">
      <button type="button" onClick={() => dryRun.mutate()} disabled={dryRun.isPending}>
        Dry run {snapshot.id}
      </button>
      {dryRun.isPending && <Loading what="the dry run" />}
      {dryRun.error && <ErrorNote error={dryRun.error} action="The dry run" />}
      {dryRun.data && (
        <>
          <h3>Dry-run report</h3>
          <JsonTree value={dryRun.data.report} label={`Dry-run report of ${snapshot.id}`} />
          <h3>Diff</h3>
          {diffError ? (
            <ErrorNote error={diffError} action="Reading the diff" />
          ) : (
            <JsonTree value={dryRun.data.diff} label={`Diff of ${snapshot.id}`} />
          )}
          <ConfirmButton
            question={`Apply ${snapshot.id} to the organization?`}
            onConfirm={() => apply.mutate()}
          >
            Apply {snapshot.id}
          </ConfirmButton>
          {apply.isSuccess && <p role="status">Applied.</p>}
          {apply.error && <ErrorNote error={apply.error} action="Applying the snapshot" />}
        </>
      )}
    </div>
  );
}

export default function Snapshots() {
  const client = useQueryClient();
  const [open, setOpen] = useState<string | null>(null);
  const snapshots = useQuery({
    queryKey: ['snapshots'],
    queryFn: ({ signal }) => call<Snapshot[]>(endpoint('snapshots.list'), {}, signal),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['snapshots'] });
  const create = useMutation({
    mutationFn: () =>
      call<Snapshot>(endpoint('snapshots.createFromOrganization'), {
        query: { developerNotes: 'Taken from the console' },
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(endpoint('snapshots.delete'), { path: { snapshotId: id } }),
    onSuccess: refresh,
  });
  return (
    <View title="Snapshots">
      <p>
        <button type="button" onClick={() => create.mutate()} disabled={create.isPending}>
          Take a snapshot of the organization
        </button>
      </p>
      {create.error && <ErrorNote error={create.error} action="Taking the snapshot" />}
      {remove.error && <ErrorNote error={remove.error} action="Deleting the snapshot" />}
      {snapshots.isPending && <Loading what="snapshots" />}
      {snapshots.error && <ErrorNote error={snapshots.error} action="Listing the snapshots" />}
      {snapshots.data?.length === 0 && <p>No snapshot yet.</p>}
      {snapshots.data && snapshots.data.length > 0 && (
        <table>
          <caption>Snapshots ({snapshots.data.length})</caption>
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">Taken</th>
              <th scope="col">Content</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {snapshots.data.map((snapshot) => (
              <tr key={snapshot.id}>
                <th scope="row">{snapshot.id}</th>
                <td>
                  {snapshot.createdDate
                    ? new Date(snapshot.createdDate).toISOString().slice(0, 16).replace('T', ' ')
                    : ''}{' '}
                  by {snapshot.createdBy}
                </td>
                <td>
                  {Object.entries(snapshot.contentSummary ?? {})
                    .map(([kind, count]) => `${count} ${kind}`)
                    .join(', ')}
                </td>
                <td className="row-actions">
                  <button
                    type="button"
                    aria-expanded={open === snapshot.id}
                    onClick={() => setOpen(open === snapshot.id ? null : snapshot.id)}
                  >
                    {open === snapshot.id ? 'Close' : 'Review and apply'}
                  </button>{' '}
                  <ConfirmButton
                    label={`Delete ${snapshot.id}`}
                    question={`Delete the snapshot ${snapshot.id}?`}
                    onConfirm={() => remove.mutate(snapshot.id)}
                  >
                    Delete
                  </ConfirmButton>
                  {open === snapshot.id && <DryRun snapshot={snapshot} onApplied={refresh} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </View>
  );
}
