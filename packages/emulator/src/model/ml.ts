import type { OrganizationStore } from '../state';

/**
 * The query pipelines' ML associations, as the pipelines family keeps them: pipelines in the `pipelines`
 * collection, each pipeline's associations in the `pipelineHoldings` document (pipeline id → lists).
 * Read, never written: the ML and insight panel families see the associations without importing the
 * pipelines family.
 */
export function pipelineAssociations(store: OrganizationStore): Record<string, any>[] {
  const holdings = store.documents.get('pipelineHoldings');
  if (!(holdings instanceof Map)) return [];
  const pipelines = store.collection('pipelines', 'Query pipeline');
  return [...holdings].flatMap(([pipelineId, held]) => {
    if (!pipelines.has(pipelineId) || !Array.isArray(held?.associations)) return [];
    const name = String(pipelines.get(pipelineId).name ?? pipelineId);
    // Each association as the pipeline keeps it, with its pipeline (its parent) and its position there.
    return held.associations.map((association: Record<string, any>, index: number) => {
      const ids = { id: String(association.id), parentId: String(pipelineId) };
      return { ...association, ...ids, name, associationType: 'QUERY_PIPELINE', position: index + 1 };
    });
  });
}
