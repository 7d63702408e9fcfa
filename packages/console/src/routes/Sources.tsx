import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../api';
import { endpoint } from '../catalogIndex';
import { ConfirmButton, ErrorNote, Loading, Pager, View } from '../components';

interface Source {
  id: string;
  name: string;
  sourceType?: string;
  sourceVisibility?: string;
  information?: {
    sourceStatus?: {
      type?: string;
      refreshType?: string;
      numberOfProcessedDocuments?: number;
      allowedOperations?: string[];
    };
    numberOfDocuments?: number;
  };
}

interface SourcePage {
  sourceModels?: Source[];
  totalEntries?: number;
  totalPages?: number;
}

const PER_PAGE = 10;

/** Polls a refreshing source every half second until it is idle: the refresh's progress. */
function RefreshProgress({ sourceId, onDone }: { sourceId: string; onDone: () => void }) {
  const source = useQuery({
    queryKey: ['source', sourceId],
    queryFn: ({ signal }) => call<Source>(endpoint('sources.get'), { path: { sourceId } }, signal),
    refetchInterval: 500,
  });
  const status = source.data?.information?.sourceStatus;
  const running = status?.type === 'REFRESHING' || status?.type === 'PAUSED';
  useEffect(() => {
    if (source.data && !running) onDone();
  }, [source.data, running, onDone]);
  if (source.error) return <ErrorNote error={source.error} action="Following the refresh" />;
  return (
    <span role="status" aria-live="polite" className="progress">
      <progress aria-label={`Refresh of ${source.data?.name ?? sourceId}`} /> {status?.type ?? 'starting'}:{' '}
      {status?.numberOfProcessedDocuments ?? 0} documents processed
    </span>
  );
}

function SourceRow({ source, onChanged }: { source: Source; onChanged: () => void }) {
  const [following, setFollowing] = useState(false);
  const refresh = useMutation({
    mutationFn: () => call(endpoint('sources.startRefresh'), { path: { sourceId: source.id } }),
    onSuccess: () => setFollowing(true),
  });
  const remove = useMutation({
    mutationFn: () => call(endpoint('sources.delete'), { path: { sourceId: source.id } }),
    onSuccess: onChanged,
  });
  const status = source.information?.sourceStatus?.type ?? 'unknown';
  return (
    <tr>
      <th scope="row">{source.name}</th>
      <td>{source.sourceType}</td>
      <td>
        <span className={`status s-${status}`}>{status}</span>
      </td>
      <td>{source.information?.numberOfDocuments ?? 0}</td>
      <td className="row-actions">
        <button
          type="button"
          disabled={refresh.isPending || following}
          onClick={() => refresh.mutate()}
          aria-label={`Refresh ${source.name}`}
        >
          Refresh
        </button>{' '}
        <ConfirmButton
          label={`Delete ${source.name}`}
          question={`Delete the source ${source.name}?`}
          onConfirm={() => remove.mutate()}
        >
          Delete
        </ConfirmButton>
        {following && (
          <RefreshProgress
            sourceId={source.id}
            onDone={() => {
              setFollowing(false);
              onChanged();
            }}
          />
        )}
        {refresh.error && <ErrorNote error={refresh.error} action={`Refreshing ${source.name}`} />}
        {remove.error && <ErrorNote error={remove.error} action={`Deleting ${source.name}`} />}
      </td>
    </tr>
  );
}

export default function Sources() {
  const [page, setPage] = useState(0);
  const client = useQueryClient();
  const sources = useQuery({
    queryKey: ['sources', page],
    queryFn: ({ signal }) =>
      call<SourcePage>(endpoint('sources.list'), { query: { page, perPage: PER_PAGE } }, signal),
  });
  const changed = () => void client.invalidateQueries({ queryKey: ['sources'] });
  return (
    <View title="Sources">
      <p>
        The organization's sources, {PER_PAGE} to a page, with their status. Every call here is in the{' '}
        <Link to="/explorer/sources.list">explorer</Link> too.
      </p>
      {sources.isPending && <Loading what="sources" />}
      {sources.error && <ErrorNote error={sources.error} action="Listing the sources" />}
      {sources.data && (
        <>
          <table>
            <caption>
              Sources ({sources.data.totalEntries ?? sources.data.sourceModels?.length ?? 0} in all)
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">Documents</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {(sources.data.sourceModels ?? []).map((source) => (
                <SourceRow key={source.id} source={source} onChanged={changed} />
              ))}
            </tbody>
          </table>
          <Pager label="Sources" page={page} totalPages={sources.data.totalPages} onPage={setPage} />
        </>
      )}
    </View>
  );
}
