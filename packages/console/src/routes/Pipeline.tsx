import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { call } from '../api';
import { endpoint } from '../catalogIndex';
import { ConfirmButton, ErrorNote, Loading, Pager, View } from '../components';
import type { Pipeline as PipelineModel } from './Pipelines';

interface Statement {
  id: string;
  definition?: string;
  feature?: string;
  description?: string;
}

interface Paged<T> {
  statements?: T[];
  rules?: T[];
  totalEntries?: number;
  totalPages?: number;
}

interface Association {
  id: string;
  modelId?: string;
  modelDisplayName?: string;
  condition?: string;
  position?: number;
}

const PER_PAGE = 10;

export default function Pipeline() {
  const pipelineId = useParams().pipelineId ?? '';
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  const pipeline = useQuery({
    queryKey: ['pipeline', pipelineId],
    queryFn: ({ signal }) => call<PipelineModel>(endpoint('pipelines.get'), { path: { pipelineId } }, signal),
  });
  const statements = useQuery({
    queryKey: ['statements', pipelineId, page],
    queryFn: ({ signal }) =>
      call<Paged<Statement>>(
        endpoint('pipelines.statements.list'),
        { path: { pipelineId }, query: { page, perPage: PER_PAGE } },
        signal,
      ),
  });
  const associations = useQuery({
    queryKey: ['mlAssociations', pipelineId],
    queryFn: ({ signal }) =>
      call<{ rules?: Association[]; totalEntries?: number }>(
        endpoint('pipelines.mlAssociations.list'),
        { path: { pipelineId } },
        signal,
      ),
  });
  const remove = useMutation({
    mutationFn: (statementId: string) =>
      call(endpoint('pipelines.statements.delete'), { path: { pipelineId, statementId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['statements', pipelineId] }),
  });
  return (
    <View title={pipeline.data ? `Query pipeline ${pipeline.data.name}` : 'Query pipeline'}>
      {pipeline.error && <ErrorNote error={pipeline.error} action="Reading the query pipeline" />}
      {pipeline.data?.description && <p>{pipeline.data.description}</p>}
      <h2>Statements</h2>
      {statements.isPending && <Loading what="statements" />}
      {statements.error && <ErrorNote error={statements.error} action="Listing the statements" />}
      {remove.error && <ErrorNote error={remove.error} action="Deleting the statement" />}
      {statements.data && (
        <>
          <table>
            <caption>
              Statements ({statements.data.totalEntries ?? statements.data.statements?.length ?? 0})
            </caption>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col">Definition</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {(statements.data.statements ?? []).map((statement) => (
                <tr key={statement.id}>
                  <th scope="row">{statement.feature}</th>
                  <td>
                    <code>{statement.definition}</code>
                  </td>
                  <td>
                    <ConfirmButton
                      label={`Delete the ${statement.feature ?? ''} statement ${statement.definition ?? statement.id}`}
                      question="Delete this statement?"
                      onConfirm={() => remove.mutate(statement.id)}
                    >
                      Delete
                    </ConfirmButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager label="Statements" page={page} totalPages={statements.data.totalPages} onPage={setPage} />
        </>
      )}
      <h2>Machine-learning associations</h2>
      {associations.isPending && <Loading what="associations" />}
      {associations.error && <ErrorNote error={associations.error} action="Listing the ML associations" />}
      {associations.data &&
        ((associations.data.rules ?? []).length === 0 ? (
          <p>No model is associated with this pipeline.</p>
        ) : (
          <table>
            <caption>ML associations</caption>
            <thead>
              <tr>
                <th scope="col">Model</th>
                <th scope="col">Condition</th>
                <th scope="col">Position</th>
              </tr>
            </thead>
            <tbody>
              {(associations.data.rules ?? []).map((association) => (
                <tr key={association.id}>
                  <th scope="row">{association.modelDisplayName ?? association.modelId}</th>
                  <td>{association.condition ?? 'always'}</td>
                  <td>{association.position}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </View>
  );
}
