import type { EmulatorContext } from '../context';
import { collectionIn } from '../engine';
import { resolve } from '../engine/schemas';
import { HttpError } from '../http';
import { dictionary, own } from '../safe';
import type { OrganizationStore } from '../state';
import { conditionsOf, type Holdings, holdingsMap, holdingsOf } from './search';

/*
 * Snapshot content: the organization's configuration, by the resource types the platform publishes
 * (FIELD, SOURCE, QUERY_PIPELINE, FILTER, ...; a type the emulator holds nothing of stays empty).
 * Each type is a collection of the store, or part of what pipelines hold: statements by feature,
 * result rankings, statement groups, ML associations, and the organization's conditions. Records are
 * copied as JSON, without the live `information` of sources. What is not configuration (analytics
 * events, activities, reports, secrets) is in no snapshot, so an apply never rolls it back.
 */

type Rec = Record<string, any>;

/** The resource types the platform publishes (those a link names), `UNKNOWN` left out. */
export const PUBLISHED_TYPES: string[] = resolve({
  $ref: 'migration#/$defs/LinkModel',
}).properties.resourceType.enum.filter((type: string) => type !== 'UNKNOWN');

/** The collection of the store that holds each resource type kept as records by id. */
const COLLECTIONS: Record<string, string> = {
  CATALOG: 'catalogs',
  CATALOG_CONFIG: 'catalogConfigurations',
  EXTENSION: 'extensions',
  FIELD: 'fields',
  INSIGHT_PANEL_CONFIGURATION: 'insightConfigs',
  INSIGHT_PANEL_INTERFACE: 'insightInterfaces',
  MAPPING: 'sourceMappings',
  ML_MODEL: 'mlModels',
  QUERY_PIPELINE: 'pipelines',
  SEARCH_PAGE: 'pages',
  SECURITY_PROVIDER: 'securityproviders',
  SOURCE: 'sources',
  SUBSCRIPTION: 'subscriptions',
  TRACKING_ID: 'commerceTrackingIds',
};

const ML_FEATURES = ['topClicks', 'querySuggest', 'recommendation'];
const feature =
  (...features: string[]) =>
  (item: Rec) =>
    features.includes(item.feature);
const featured = (item: Rec) => item.resultRanking?.kind === 'featured_result';
/**
 * The resource types that pipelines hold, each as the lists of {@link Holdings} it comes from and which
 * of their items it takes (told apart by shape, so that an item read back from a snapshot finds its list).
 */
const HELD: Record<string, Array<[keyof Holdings, (item: Rec) => boolean]>> = {
  FILTER: [['statements', feature('filter')]],
  QUERY_PARAMETER: [['statements', feature('queryParamOverride')]],
  RANKING_EXPRESSION: [['statements', feature('ranking')]],
  RANKING_WEIGHT: [['statements', feature('rankingweight')]],
  STOP_WORD: [['statements', feature('stop')]],
  THESAURUS: [['statements', feature('thesaurus')]],
  TRIGGER: [['statements', feature('trigger')]],
  FEATURED_RESULT: [
    ['statements', feature('top')],
    ['rankings', featured],
  ],
  RESULT_RANKING: [['rankings', (item) => item.resultRanking !== undefined && !featured(item)]],
  STATEMENT_GROUP: [['groups', () => true]],
  ML_MODEL_ASSOCIATION: [
    ['statements', feature(...ML_FEATURES)],
    ['associations', (item) => item.modelId !== undefined && item.feature === undefined],
  ],
};

/** The resource types that pipelines hold: each record names its pipeline (`pipelineId`). */
export const HELD_TYPES = Object.keys(HELD);

/** The organization's links, engine records: a snapshot's resource (`resourceName`, by type) to one of its resources (`resourceId`). */
export const LINKS = '/rest/organizations/{org}/links';
export const linksOf = (store: OrganizationStore) => collectionIn(store, LINKS);

/** Records by id. Ids and types come from uploaded files: built with {@link dictionary}, read with {@link own}. */
type Items = Record<string, Rec>;
/** A snapshot's content: per resource type, its records by id. */
export type Content = Record<string, { items: Items }>;

/** Where a resource type's records are: read them, and write one (undefined deletes it). */
interface Kind {
  read(store: OrganizationStore): Iterable<[string, unknown]>;
  write(store: OrganizationStore, id: string, record: Rec | undefined): void;
}

const inCollection = (name: string): Kind => ({
  read: (store) => (store.collectionNames().includes(name) ? store.collection(name).records : []),
  write: (store, id, record) => {
    const { records } = store.collection(name);
    if (record) records.set(id, record);
    else records.delete(id);
  },
});

/** Replaces the item of `list` with the id `id` by `item` (appended when new; removed when undefined). */
function put(list: Rec[], id: string, item: Rec | undefined) {
  const at = list.findIndex((other) => other.id === id);
  if (at < 0 && item) list.push(item);
  else if (at >= 0) list.splice(at, 1, ...(item ? [item] : []));
}

/** Items of pipelines' lists, each with the `pipelineId` of the pipeline that holds it. */
const heldBy = (lists: Array<[keyof Holdings, (item: Rec) => boolean]>): Kind => ({
  *read(store) {
    for (const [pipelineId, holdings] of holdingsMap(store))
      for (const [list, takes] of lists)
        for (const item of holdings[list] as Rec[]) if (takes(item)) yield [item.id, { pipelineId, ...item }];
  },
  // In place when the pipeline holds it already; appended to the pipeline's list otherwise.
  write(store, id, record) {
    const { pipelineId, ...item } = record ?? {};
    const target = record && lists.find(([, takes]) => takes(item))?.[0];
    if (target && typeof pipelineId === 'string') holdingsOf(store, pipelineId);
    for (const [held, holdings] of holdingsMap(store))
      for (const [list] of lists)
        put(
          holdings[list] as Rec[],
          id,
          held === pipelineId && list === target ? { ...item, id } : undefined,
        );
  },
});

/** Every resource type the emulator holds records of, and where they are. */
const KINDS: Record<string, Kind> = {
  ...Object.fromEntries(Object.entries(COLLECTIONS).map(([type, name]) => [type, inCollection(name)])),
  ...Object.fromEntries(Object.entries(HELD).map(([type, lists]) => [type, heldBy(lists)])),
  QUERY_PIPELINE_CONDITION: {
    read: (store) => conditionsOf(store).map((condition) => [condition.id, condition]),
    write: (store, id, record) => put(conditionsOf(store), id, record && { ...record, id }),
  },
};

/** The snapshots, each with its `content`. */
export const snapshotsOf = (store: OrganizationStore) =>
  store.collection<Record<string, any> & { content: Content }>('snapshots', 'Snapshot');

/** The snapshot the path names. @throws HttpError 404 when unknown. */
export const snapshotOf = (ctx: EmulatorContext, id = ctx.params.snapshotId) =>
  snapshotsOf(ctx.store).get(id);

/** An organization the token may use, other than this one's. @throws HttpError 403 otherwise. */
export function otherOrganization(
  ctx: EmulatorContext,
  id: string,
  errorCode = 'ACCESS_DENIED',
  message?: string,
) {
  if (!ctx.token?.organizations.has(id) || !ctx.state.organizations.has(id))
    throw new HttpError(403, errorCode, message ?? `The token may not use the organization '${id}'.`);
  return id;
}

const bigintAsText = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/** Plain JSON copies of the records that are JSON objects, by id, without live figures; undefined when none. */
function copies(records: Iterable<[string, unknown]>): Items | undefined {
  const items = dictionary<Rec>();
  for (const [id, record] of records) {
    const copy = JSON.parse(JSON.stringify(record, bigintAsText) ?? 'null');
    if (copy === null || typeof copy !== 'object' || Array.isArray(copy)) continue;
    delete copy.information;
    items[id] = copy;
  }
  return Object.keys(items).length ? items : undefined;
}

/** The resources a snapshot takes, by resource type: some ids, or all of the type (`['*']`). */
export type Selection = Record<string, string[]>;

/**
 * The organization's current configuration, as snapshot content: the resources `wanted` names (every
 * resource when it names no type) and, with `children`, what the pipelines it takes hold.
 */
export function capture(store: OrganizationStore, wanted: Selection = {}, children = true): Content {
  const everything = Object.keys(wanted).length === 0;
  const chosen = (type: string, id: unknown) => {
    const ids = Object.hasOwn(wanted, type) ? wanted[type] : [];
    return everything || ids.includes('*') || ids.includes(String(id));
  };
  const content = dictionary<Content[string]>();
  for (const [type, kind] of Object.entries(KINDS)) {
    const held = children && Object.hasOwn(HELD, type);
    const records = [...kind.read(store)].filter(
      ([id, record]) => chosen(type, id) || (held && chosen('QUERY_PIPELINE', (record as Rec).pipelineId)),
    );
    const items = copies(records);
    if (items) content[type] = { items };
  }
  return content;
}

/** Writes a resource of a published type where the organization keeps it, or deletes it (undefined). */
export function writeResource(store: OrganizationStore, type: string, id: string, record: Rec | undefined) {
  own(KINDS, type)?.write(store, id, record && structuredClone(record));
}
