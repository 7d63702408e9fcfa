import { randomUUID } from 'node:crypto';
import { type EmulatorContext, queriedOrganization } from '../context';
import type { OrganizationStore } from '../state';

/*
 * The search API's state: the organization's query pipelines (a collection), its conditions (the
 * `pipelineConditions` document) and what each pipeline holds (`pipelineHoldings`), each list in order
 * (position = index + 1). The pipelines family writes it; the search engine, ML, case assists and
 * insight panels read it.
 */

type Rec = Record<string, any>;
export interface PipelineRecord extends Rec {
  id: string;
  name: string;
  isDefault?: boolean;
}
export interface StatementRecord {
  id: string;
  feature: string;
  definition: string;
  description?: string;
  conditionId?: string;
  statementGroupId?: string;
}
export interface RankingRecord {
  id: string;
  resultRanking: Rec;
  modifiedAt: string;
  modifiedBy: string;
}
export interface GroupRecord extends Rec {
  id: string;
  name: string;
  type: string;
  isActive: boolean;
}
export interface ConditionRecord extends Rec {
  id: string;
  definition: string;
}
/** What one pipeline holds, each list in order. */
export interface Holdings {
  statements: StatementRecord[];
  rankings: RankingRecord[];
  groups: GroupRecord[];
  facetRules: Array<{ id: string; rule: Rec }>;
  associations: Array<Rec & { id: string; modelId: string }>;
}

/** The organization's pipelines; every organization starts with its default one, as on the platform. */
export function pipelinesOf(store: OrganizationStore) {
  const pipelines = store.collection<PipelineRecord>('pipelines', 'Query pipeline');
  store.document('pipelinesProvisioned', () => {
    const by = { created_by: 'platform', last_modified_by: 'platform' };
    const description = 'The default query pipeline';
    return pipelines.insert({ id: randomUUID(), name: 'default', description, isDefault: true, ...by });
  });
  return pipelines;
}

/** The organization's default pipeline. */
export function defaultPipeline(store: OrganizationStore): PipelineRecord {
  const all = pipelinesOf(store).list();
  return all.find((p) => p.isDefault) ?? all[0];
}

/** The organization's conditions, in order. */
export const conditionsOf = (store: OrganizationStore) =>
  store.document('pipelineConditions', () => [] as ConditionRecord[]);
export const conditionOf = (store: OrganizationStore, id?: string) =>
  id ? conditionsOf(store).find((condition) => condition.id === id) : undefined;

/** The ML family's models (its collection: same name and label). */
export const modelsOf = (store: OrganizationStore) => store.collection<Rec>('mlModels', 'Model');

/** What each pipeline holds, by pipeline id. */
export const holdingsMap = (store: OrganizationStore) =>
  store.document('pipelineHoldings', () => new Map<string, Holdings>());

/** What a pipeline holds (empty lists for a new one). */
export function holdingsOf(store: OrganizationStore, pipelineId: string): Holdings {
  const map = holdingsMap(store);
  if (!map.has(pipelineId))
    map.set(pipelineId, { statements: [], rankings: [], groups: [], facetRules: [], associations: [] });
  return map.get(pipelineId)!;
}

/** The organization a search-API call names (`organizationId`), else the token's only one. */
export const searchStore = (ctx: EmulatorContext) => queriedOrganization(ctx, 'organizationId');

/** The queries made (the last 200 kept): what replays run again, and answer streams (`stream`) answer. */
export const searchLog = (store: OrganizationStore) =>
  store.document('searchLog', () => [] as Array<{ id: string; at: number; request: Rec; stream: boolean }>);

/** A statement group's status: from `isActive` and, for campaigns, the dates. */
export function groupStatus(group: GroupRecord, at = Date.now()): string {
  if (group.isActive === false) return 'inactive';
  if (group.type === 'campaign' && at < Date.parse(group.campaignStart)) return 'notStarted';
  if (group.type === 'campaign' && at > Date.parse(group.campaignEnd)) return 'expired';
  return 'active';
}

/** The statement group of an id, if the pipeline has it. */
export const groupOf = (holdings: Holdings, groupId: string | undefined) =>
  groupId ? holdings.groups.find((g) => g.id === groupId) : undefined;

/** Whether a rule in the group `groupId` (if any) applies: no group, or an active one. */
export function groupLive(holdings: Holdings, groupId: string | undefined): boolean {
  const group = groupOf(holdings, groupId);
  return !groupId || (!!group && groupStatus(group) === 'active');
}

/** A result ranking rule's status: enabled, and its group (if any) active. */
export const rankingStatus = (holdings: Holdings, ranking: RankingRecord): 'active' | 'inactive' =>
  ranking.resultRanking.enabled !== false && groupLive(holdings, ranking.resultRanking.statementGroupId)
    ? 'active'
    : 'inactive';
