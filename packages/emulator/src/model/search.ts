import { randomUUID } from 'node:crypto';
import { type EmulatorContext, queriedOrganization } from '../context';
import type { OrganizationStore } from '../state';

/*
 * The search API's state: query pipelines (a collection of the organization), its conditions, and what
 * each pipeline holds, kept as ordered lists (position = index + 1): the conditions in the
 * `pipelineConditions` document, the holdings in `pipelineHoldings` (pipeline id → lists), which the ML
 * family reads too. The pipelines family writes it, the search
 * engine, case assists and insight panels read it.
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

export interface ConditionRecord extends Rec {
  id: string;
  definition: string;
}
/** The organization's conditions, in order. */
export const conditionsOf = (store: OrganizationStore) =>
  store.document('pipelineConditions', () => [] as ConditionRecord[]);
/** The condition of an id, if there is one. */
export const conditionOf = (store: OrganizationStore, id?: string) =>
  id ? conditionsOf(store).find((condition) => condition.id === id) : undefined;

/** The ML family's models (its collection: same name and label). */
export const modelsOf = (store: OrganizationStore) => store.collection<Rec>('mlModels', 'Model');

const holdingsMap = (store: OrganizationStore) =>
  store.document('pipelineHoldings', () => new Map<string, Holdings>());

/** What a pipeline holds (empty lists for a new one). */
export function holdingsOf(store: OrganizationStore, pipelineId: string): Holdings {
  const map = holdingsMap(store);
  let holdings = map.get(pipelineId);
  if (!holdings) {
    holdings = { statements: [], rankings: [], groups: [], facetRules: [], associations: [] };
    map.set(pipelineId, holdings);
  }
  return holdings;
}

export const dropHoldings = (store: OrganizationStore, pipelineId: string) =>
  holdingsMap(store).delete(pipelineId);

/**
 * The organization a search-API call is about: its `organizationId` query parameter, else the token's
 * only organization. @throws HttpError 400, 403 or 404 (see queriedOrganization).
 */
export const searchStore = (ctx: EmulatorContext) => queriedOrganization(ctx, 'organizationId');

/** The queries made (the last 200 kept): what replays run again, and answer streams (`stream`) answer. */
export const searchLog = (store: OrganizationStore) =>
  store.document('searchLog', () => [] as Array<{ id: string; at: number; request: Rec; stream: boolean }>);

/** The organization's default pipeline. */
export function defaultPipeline(store: OrganizationStore): PipelineRecord {
  const all = pipelinesOf(store).list();
  return all.find((p) => p.isDefault) ?? all[0];
}

/** A statement group's status: from `isActive` and, for campaigns, the dates. */
export function groupStatus(group: GroupRecord, at = Date.now()): string {
  if (group.isActive === false) return 'inactive';
  if (group.type === 'campaign' && at < Date.parse(group.campaignStart)) return 'notStarted';
  if (group.type === 'campaign' && at > Date.parse(group.campaignEnd)) return 'expired';
  return 'active';
}

/** Whether a rule in the group `groupId` (if any) applies: no group, or an active one. */
export function groupLive(holdings: Holdings, groupId: string | undefined): boolean {
  if (!groupId) return true;
  const group = holdings.groups.find((g) => g.id === groupId);
  return !!group && groupStatus(group) === 'active';
}

/** A result ranking rule's status: enabled, and its group (if any) active. */
export const rankingStatus = (holdings: Holdings, ranking: RankingRecord): 'active' | 'inactive' =>
  ranking.resultRanking.enabled !== false && groupLive(holdings, ranking.resultRanking.statementGroupId)
    ? 'active'
    : 'inactive';
