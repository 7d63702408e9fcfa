import { randomUUID } from 'node:crypto';
import { type EmulatorContext, queriedOrganization } from '../../context';
import { badRequest, notFound } from '../../http';
import { text } from '../../safe';
import type { OrganizationStore } from '../../state';

/*
 * State of the search API's admin side: query pipelines (a collection per organization), the conditions
 * (a collection), and what each pipeline holds, kept as ordered lists (position = index + 1), so that
 * position and move change the order lists return.
 */

export interface PipelineRecord {
  id: string;
  name: string;
  isDefault?: boolean;
  [field: string]: any;
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
  resultRanking: Record<string, any>;
  modifiedAt: string;
  modifiedBy: string;
}

export interface GroupRecord {
  id: string;
  name: string;
  type: string;
  description?: string;
  isActive: boolean;
  campaignStart?: string;
  campaignEnd?: string;
  conditionId?: string;
  createdAt: string;
  createdBy: string;
  modifiedAt: string;
  modifiedBy: string;
}

export interface FacetRuleRecord {
  id: string;
  rule: Record<string, any>;
}

export interface AssociationRecord {
  id: string;
  modelId: string;
  [field: string]: any;
}

/** What one pipeline holds, each list in order. */
export interface Holdings {
  statements: StatementRecord[];
  rankings: RankingRecord[];
  groups: GroupRecord[];
  facetRules: FacetRuleRecord[];
  associations: AssociationRecord[];
}

export const pipelinesOf = (store: OrganizationStore) => {
  const pipelines = store.collection<PipelineRecord>('pipelines', 'Query pipeline');
  // Every organization starts with its default pipeline, as on the platform.
  store.document('pipelinesProvisioned', () => {
    pipelines.insert({
      id: randomUUID(),
      name: 'default',
      description: 'The default query pipeline',
      isDefault: true,
      created_by: 'platform',
      last_modified_by: 'platform',
    });
    return true;
  });
  return pipelines;
};

export const conditionsOf = (store: OrganizationStore) =>
  store.collection<Record<string, any>>('pipelineConditions', 'Condition');

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
 * The organization a search-API call is about: its `organizationId` query parameter, or, without one, the
 * access token's organization when it has exactly one (as an API key implies its organization).
 * @throws HttpError 400 without an organization, 404 for an unknown one, 403 for one the token may not use.
 */
export const searchStore = (ctx: EmulatorContext): OrganizationStore =>
  queriedOrganization(ctx, 'organizationId');

/** The pipeline named by the `{pipelineId}` path parameter. @throws HttpError 404 when unknown. */
export function pipelineRecord(store: OrganizationStore, id: string): PipelineRecord {
  return pipelinesOf(store).get(id);
}

/** The organization's default pipeline. */
export function defaultPipeline(store: OrganizationStore): PipelineRecord {
  const all = pipelinesOf(store).list();
  return all.find((p) => p.isDefault) ?? all[0];
}

/** Finds an item of a list by id. @throws HttpError 404 when absent. */
export function findIn<T extends { id: string }>(list: T[], id: string, label: string): T {
  const item = list.find((entry) => entry.id === id);
  if (!item) throw notFound(label, id);
  return item;
}

/** Moves an item of a list to a 1-based position. @throws HttpError 400 for a position out of range. */
export function moveTo<T>(list: T[], item: T, position: unknown): void {
  const n = Number(position);
  if (!Number.isInteger(n) || n < 1 || n > list.length) {
    throw badRequest(
      `The position must be an integer from 1 to ${list.length}; got '${text(position, 100)}'.`,
    );
  }
  list.splice(list.indexOf(item), 1);
  list.splice(n - 1, 0, item);
}

export const now = () => new Date().toISOString();
export const userOf = (ctx: EmulatorContext) => ctx.token?.username ?? 'unknown';

/** A statement group's status: from `isActive` and, for campaigns, the dates. */
export function groupStatus(group: GroupRecord, at = Date.now()): string {
  if (group.isActive === false) return 'inactive';
  if (group.type === 'campaign') {
    if (group.campaignStart && at < Date.parse(group.campaignStart)) return 'notStarted';
    if (group.campaignEnd && at > Date.parse(group.campaignEnd)) return 'expired';
  }
  return 'active';
}

/** A result ranking rule's status: enabled, and its group (if any) active. */
export function rankingStatus(holdings: Holdings, ranking: RankingRecord): 'active' | 'inactive' {
  if (ranking.resultRanking.enabled === false) return 'inactive';
  const groupId = ranking.resultRanking.statementGroupId;
  if (!groupId) return 'active';
  const group = holdings.groups.find((g) => g.id === groupId);
  return group && groupStatus(group) === 'active' ? 'active' : 'inactive';
}

/** Whether a statement applies: not in a group, or in an active one. */
export function statementLive(holdings: Holdings, statement: StatementRecord): boolean {
  if (!statement.statementGroupId) return true;
  const group = holdings.groups.find((g) => g.id === statement.statementGroupId);
  return !!group && groupStatus(group) === 'active';
}
