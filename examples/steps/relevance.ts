/**
 * Workflow step: tune relevance with a query pipeline. Create a pipeline, search through it, add a filter
 * statement and a featured result, search again: the featured document comes first and the filter keeps
 * only the document types it names.
 */
import type { PlatformClient, SearchResponse, SearchResult } from '@platform-admin/client';

export interface RelevanceSummary {
  pipelineId: string;
  pipelineName: string;
  /** The keywords searched for. */
  query: string;
  /** The filter statement's definition. */
  filter: string;
  /** The document types the filter keeps. */
  keptTypes: string[];
  statementId: string;
  resultRankingId: string;
  /** Results of the query before the rules, then after. */
  totalBefore: number;
  totalAfter: number;
  featured: { uniqueId: string; title: string; positionBefore: number };
  /** The first results after the rules, in order. */
  top: Array<{ uniqueId: string; title: string; documentType: string; isTopResult: boolean }>;
}

const QUERY = 'install';
const KEPT_TYPES = ['guide', 'tutorial'];
const PIPELINE = 'Documentation relevance';

const typeOf = (result: SearchResult) => String(result.raw.documenttype ?? '?');

export async function runRelevanceStep(
  client: PlatformClient,
  step: (text: string) => void,
  log: (line: string) => void,
): Promise<RelevanceSummary> {
  step('Tuning relevance: a query pipeline with a filter statement and a featured result');
  const pipeline = await client.pipelines.create({
    name: PIPELINE,
    description: 'Guides and tutorials first for documentation searches',
  });
  log(`  created pipeline "${pipeline.name}" (${pipeline.id})`);

  const search = (numberOfResults: number) =>
    client.search.query({ q: QUERY, pipeline: PIPELINE, numberOfResults });
  const show = (response: SearchResponse, count: number) => {
    response.results.slice(0, count).forEach((result, index) => {
      const mark = result.isTopResult ? '★' : ' ';
      log(`    ${index + 1}. ${mark} ${result.title.padEnd(30)} [${typeOf(result)}]`);
    });
  };

  const before = await search(1000);
  if (before.totalCount < 2) {
    throw new Error(
      `The search for "${QUERY}" found ${before.totalCount} document(s): refresh a source first.`,
    );
  }
  log(`  before any rule, "${QUERY}" finds ${before.totalCount} documents; the first three:`);
  show(before, 3);

  const filter = `filter aq \`@documenttype==(${KEPT_TYPES.join(',')})\``;
  const statement = await client.pipelines.statements.create(pipeline.id, {
    feature: 'filter',
    definition: filter,
    description: 'Only guides and tutorials',
  });
  log(`  added filter statement #${statement.position}: ${statement.definition}`);

  // Feature a kept document that the keywords alone rank low: the last one of its type.
  const candidates = before.results.filter((result) => KEPT_TYPES.includes(typeOf(result)));
  const chosen = candidates[candidates.length - 1];
  if (!chosen) throw new Error(`No ${KEPT_TYPES.join(' or ')} matches "${QUERY}": nothing to feature.`);
  const positionBefore = before.results.indexOf(chosen) + 1;
  const rankingName = `Pin ${chosen.title}`;
  const ranking = await client.pipelines.resultRankings.create(pipeline.id, {
    name: rankingName,
    kind: 'featured_result',
    predicates: [
      {
        kind: 'basicExpressionAndLocalePredicate',
        basicQueryExpression: QUERY,
        matchOperator: { kind: 'contains' },
      },
    ],
    targets: [{ uniqueId: chosen.uniqueId }],
  });
  log(`  added featured result "${rankingName}" for queries containing "${QUERY}"`);
  log(`    (it was result ${positionBefore} of ${before.totalCount})`);

  const after = await search(10);
  const removed = before.totalCount - after.totalCount;
  log(`  after the rules, "${QUERY}" finds ${after.totalCount} documents (the filter removed ${removed}):`);
  show(after, 5);
  const first = after.results[0];
  log(
    first?.uniqueId === chosen.uniqueId
      ? `  the featured document is on top; every result is a ${KEPT_TYPES.join(' or ')}`
      : `  unexpected: the first result is "${first?.title ?? 'none'}"`,
  );

  return {
    pipelineId: pipeline.id,
    pipelineName: pipeline.name,
    query: QUERY,
    filter,
    keptTypes: KEPT_TYPES,
    statementId: statement.id,
    resultRankingId: ranking.id,
    totalBefore: before.totalCount,
    totalAfter: after.totalCount,
    featured: { uniqueId: chosen.uniqueId, title: chosen.title, positionBefore },
    top: after.results.map((result) => ({
      uniqueId: result.uniqueId,
      title: result.title,
      documentType: typeOf(result),
      isTopResult: result.isTopResult,
    })),
  };
}
