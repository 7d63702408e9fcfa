import type { EmulatorContext } from '../context';
import { resolve } from '../engine/schemas';
import { HttpError } from '../http';
import { dictionary, own } from '../safe';
import type { OrganizationStore } from '../state';

/*
 * Snapshot content: every collection of the organization's store that holds configuration (sources,
 * fields, extensions, pipelines, ... whatever the families keep), found by its name, minus internal and
 * operational collections (lifecycles, reports, activities, security identities, vault entries, the
 * engine's sub-collections and per-user ones, ...), plus the store's single documents under type
 * DOCUMENT. Records are copied as JSON, without the live `information` of sources.
 */

/** Collections that are not configuration: internal state, operations, secrets, access, sub-collections. */
export const NOT_CONFIGURATION =
  /[ /]|^(snapshot|activit|securit|vault|push|project|indexDocument|fileContainer)|lifecycle|report|import|backup|export|status|job|log|invite|member|realm|^(apikeys|groups|indexes|license|limits)$/i;
export const DOCUMENTS_TYPE = 'DOCUMENT';
/** The collections whose resource type is not their name's (`sources` → `SOURCE` is). */
const TYPES: Record<string, string> = {
  pipelines: 'QUERY_PIPELINE',
  sourceMappings: 'MAPPING',
  pages: 'SEARCH_PAGE',
};

/** The resource types the platform publishes (those a link names), `UNKNOWN` left out. */
export const PUBLISHED_TYPES: string[] = resolve({
  $ref: 'migration#/$defs/LinkModel',
}).properties.resourceType.enum.filter((type: string) => type !== 'UNKNOWN');

/** Records by id. Ids and types come from uploaded files: built with {@link dictionary}, read with {@link own}. */
type Items = Record<string, Record<string, unknown>>;
/** A snapshot's content: per resource type, the collection it comes from and its records by id. */
export type Content = Record<string, { collection: string; items: Items }>;

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

/** The resource type of a collection: `sources` → `SOURCE`, `queryPipelines` → `QUERY_PIPELINE`. */
export const resourceTypeOf = (collection: string): string =>
  own(TYPES, collection) ??
  collection
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/S$/i, '')
    .toUpperCase();

/** The store's configuration collections, by resource type. */
export function configurationCollections(store: OrganizationStore): Record<string, string> {
  const byType = dictionary<string>();
  for (const name of store.collectionNames()) {
    if (!NOT_CONFIGURATION.test(name)) byType[resourceTypeOf(name)] ??= name;
  }
  return byType;
}

const bigintAsText = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/** Plain JSON copies of the records that are JSON objects, by id, without live figures; undefined when none. */
function copies(records: Iterable<[string, unknown]>, skip = (_id: string) => false): Items | undefined {
  const items = dictionary<Record<string, unknown>>();
  for (const [id, record] of records) {
    const copy = skip(id) ? undefined : JSON.parse(JSON.stringify(record, bigintAsText) ?? 'null');
    if (copy === null || typeof copy !== 'object' || Array.isArray(copy)) continue;
    delete copy.information;
    items[id] = copy;
  }
  return Object.keys(items).length ? items : undefined;
}

/** The organization's current configuration, as snapshot content. */
export function capture(store: OrganizationStore): Content {
  const content = dictionary<Content[string]>();
  for (const [type, collection] of Object.entries(configurationCollections(store))) {
    const items = copies(store.collection(collection).records);
    if (items) content[type] = { collection, items };
  }
  const documents = copies(store.documents, (name) => NOT_CONFIGURATION.test(name));
  if (documents) content[DOCUMENTS_TYPE] = { collection: '', items: documents };
  return content;
}
