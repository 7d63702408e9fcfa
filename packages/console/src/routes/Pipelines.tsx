import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../api';
import { endpoint } from '../catalogIndex';
import { ConfirmButton, ErrorNote, Loading, Pager, View } from '../components';

export interface Pipeline {
  id: string;
  name: string;
  description?: string;
  isDefault?: boolean;
}

const PER_PAGE = 10;

export default function Pipelines() {
  const [page, setPage] = useState(0);
  const client = useQueryClient();
  const pipelines = useQuery({
    queryKey: ['pipelines', page],
    queryFn: ({ signal }) =>
      call<{ items: Pipeline[]; totalPages?: number }>(
        endpoint('pipelines.list'),
        { query: { enablePagination: true, page, perPage: PER_PAGE } },
        signal,
      ),
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(endpoint('pipelines.delete'), { path: { pipelineId: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['pipelines'] }),
  });
  const list = pipelines.data?.items ?? [];
  return (
    <View title="Query pipelines">
      {pipelines.isPending && <Loading what="query pipelines" />}
      {pipelines.error && <ErrorNote error={pipelines.error} action="Listing the query pipelines" />}
      {remove.error && <ErrorNote error={remove.error} action="Deleting the query pipeline" />}
      {pipelines.data && (
        <>
          <table>
            <caption>Query pipelines</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Description</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((pipeline) => (
                <tr key={pipeline.id}>
                  <th scope="row">
                    <Link to={`/pipelines/${encodeURIComponent(pipeline.id)}`}>{pipeline.name}</Link>
                    {pipeline.isDefault && <span className="muted"> (default)</span>}
                  </th>
                  <td>{pipeline.description}</td>
                  <td>
                    <ConfirmButton
                      label={`Delete ${pipeline.name}`}
                      question={`Delete the query pipeline ${pipeline.name}?`}
                      onConfirm={() => remove.mutate(pipeline.id)}
                    >
                      Delete
                    </ConfirmButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            label="Query pipelines"
            page={page}
            hasNext={page + 1 < (pipelines.data?.totalPages ?? 0)}
            onPage={setPage}
          />
        </>
      )}
    </View>
  );
}
