import { randomUUID } from 'node:crypto';
import { boolQuery, type EmulatorContext, intQuery } from '../context';
import { badRequest, conflict, created, HttpError, noContent } from '../http';
import { dictionary, own } from '../safe';
import type { OrganizationStore } from '../state';
import { endActivity, recordActivity } from './activities';
import { requireObject } from './rest';
import type { Handlers } from './types';

/*
 * Snapshots of an organization's configurable resources.
 *
 * - Content: every collection of the organization's store that holds configuration (sources, fields,
 *   extensions, pipelines, ... whatever the families keep), found generically, minus internal and
 *   operational collections (lifecycles, reports, activities, security identities, vault entries, ...),
 *   plus the store's single documents under type DOCUMENT. Records are copied as JSON, without the
 *   live `information` of sources.
 * - Dry run compares the content with the current state: per resource type, what an apply would
 *   create, update, delete (deletions only with deleteMissingResources). Apply makes the changes at
 *   once, honouring deletionScope; the report then follows.
 * - Reports are PENDING for the first fifth of refreshDurationMs, IN_PROGRESS until its end, then
 *   COMPLETED with a result code (lazily, from timestamps). Aborting the operation's activity makes the
 *   report ABORTED.
 * - Synchronization plans are CREATING for refreshDurationMs, then CREATED (IN_ERROR for a snapshot
 *   with no resources).
 */

/** Collections that are not configuration: internal state, operations, secrets, access. */
const NOT_CONFIGURATION =
  /^(snapshot|activit|securit|vault|push|project|indexDocument|fileContainer)|lifecycle|report|import|backup|export|status|job|log|invite|member|realm|subscriptions\/|^(apikeys|groups|indexes|license|limits|globalgroups)$/i;
const DOCUMENTS_TYPE = 'DOCUMENT';
const KNOWN_TYPES: Record<string, string> = {
  sources: 'SOURCE',
  fields: 'FIELD',
  extensions: 'EXTENSION',
  pipelines: 'QUERY_PIPELINE',
  sourceMappings: 'MAPPING',
  sourceSchedules: 'SOURCE_SCHEDULE',
  searchpages: 'SEARCH_PAGE',
  searchPages: 'SEARCH_PAGE',
  pages: 'SEARCH_PAGE',
  mlmodels: 'ML_MODEL',
  models: 'ML_MODEL',
  catalogs: 'CATALOG',
  subscriptions: 'SUBSCRIPTION',
};
const DELETION_SCOPES = ['ALL_MANAGED_RESOURCES', 'ONLY_TYPES_FROM_SNAPSHOT'];
const SNAPSHOT_FILE_TYPES: Record<string, string> = { 'application/zip': 'ZIP', 'application/json': 'JSON' };
const FILE_TYPE_MESSAGE = 'The uploaded file must be either a ZIP or a JSON file.';
const SORTS = ['CREATED_DATE', 'CREATED_BY', 'DEVELOPER_NOTE', 'ID'];
/** How long a generated content URL works, in ms. */
const LINK_LIFETIME_MS = 3_600_000;

/** Records by id. Ids and types come from uploaded files: built with {@link dictionary}, read with {@link own}. */
type Items = Record<string, Record<string, unknown>>;
/** A snapshot's content: per resource type, the collection it comes from and its records by id. */
type Content = Record<string, { collection: string; items: Items }>;

interface TypeDiff {
  created: string[];
  updated: string[];
  deleted: string[];
  unchanged: string[];
  lines: string[];
}

interface ReportRecord {
  id: string;
  type: string;
  createdDate: number;
  durationMs: number;
  /** The result code once completed. */
  resultCode: string;
  diff: Record<string, TypeDiff>;
  abortedAt?: number;
  activityId?: string;
}

interface SnapshotRecord {
  id: string;
  createdBy: string;
  createdDate: number;
  developerNote?: string;
  originId?: string;
  targetId: string;
  contentSummary: Record<string, number>;
  reports: ReportRecord[];
  /** `links`: per resource type, the links an applied plan made. */
  synchronizationReports: Array<
    ReportRecord & { synchronizationPlanId: string; links?: Record<string, number> }
  >;
}

interface PlanRecord {
  id: string;
  snapshotId: string;
  createdDate: number;
  durationMs: number;
  empty: boolean;
  alreadyLinkedResources: Record<string, unknown[]>;
  resourceSynchronizationOperations: Record<string, unknown[]>;
  children: Array<Record<string, string>>;
  applied?: boolean;
}

const snapshotsOf = (store: OrganizationStore) => store.collection<SnapshotRecord>('snapshots', 'Snapshot');
const contentsOf = (store: OrganizationStore) =>
  store.collection<{ id: string; content: Content }>('snapshotContents', 'Snapshot content');
const plansOf = (store: OrganizationStore) =>
  store.collection<PlanRecord>('snapshotSynchronizationPlans', 'Synchronization plan');

// ---------------------------------------------------------------- capture and compare

/** The resource type of a collection: `sources` → `SOURCE`, `queryPipelines` → `QUERY_PIPELINE`. */
export function resourceTypeOf(collection: string): string {
  return (
    own(KNOWN_TYPES, collection) ??
    collection
      .replace(/([a-z])([A-Z])/g, '$1_$2')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/S$/i, '')
      .toUpperCase()
  );
}

/** The store's configuration collections, by resource type. */
export function configurationCollections(store: OrganizationStore): Record<string, string> {
  const byType = dictionary<string>();
  for (const name of store.collectionNames()) {
    if (NOT_CONFIGURATION.test(name)) continue;
    const type = resourceTypeOf(name);
    byType[type] ??= name;
  }
  return byType;
}

/** A plain JSON copy of a record, without live figures; undefined when it is not JSON. */
function plain(record: unknown): Record<string, unknown> | undefined {
  try {
    const copy = JSON.parse(
      JSON.stringify(record, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)),
    );
    if (copy === null || typeof copy !== 'object' || Array.isArray(copy)) return undefined;
    delete copy.information;
    return copy;
  } catch {
    return undefined;
  }
}

/** The organization's current configuration, as snapshot content. */
export function capture(store: OrganizationStore): Content {
  const content = dictionary<Content[string]>();
  for (const [type, name] of Object.entries(configurationCollections(store))) {
    const items = dictionary<Record<string, unknown>>();
    for (const [id, record] of store.collection(name).records) {
      const copy = plain(record);
      if (copy) items[id] = copy;
    }
    if (Object.keys(items).length) content[type] = { collection: name, items };
  }
  const documents = dictionary<Record<string, unknown>>();
  for (const [name, value] of store.documents) {
    if (NOT_CONFIGURATION.test(name)) continue;
    const copy = plain(value);
    if (copy) documents[name] = copy;
  }
  if (Object.keys(documents).length) content[DOCUMENTS_TYPE] = { collection: '', items: documents };
  return content;
}

/** JSON with sorted keys, to compare records. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const short = (value: unknown) => {
  const text = value === undefined ? '(none)' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** What applying `content` to the organization changes, per resource type. */
function compare(
  content: Content,
  current: Content,
  deleteMissing: boolean,
  scope: string,
): Record<string, TypeDiff> {
  const diff = dictionary<TypeDiff>();
  for (const type of new Set([...Object.keys(content), ...Object.keys(current)])) {
    const wanted = own(content, type)?.items ?? {};
    const have = own(current, type)?.items ?? {};
    const d: TypeDiff = { created: [], updated: [], deleted: [], unchanged: [], lines: [] };
    for (const [id, record] of Object.entries(wanted)) {
      const existing = own(have, id);
      if (!existing) {
        d.created.push(id);
        d.lines.push(`+ ${type} ${id}`);
      } else if (stable(record) !== stable(existing)) {
        d.updated.push(id);
        for (const key of [...new Set([...Object.keys(record), ...Object.keys(existing)])].sort()) {
          if (stable(own(record, key)) !== stable(own(existing, key))) {
            d.lines.push(
              `~ ${type} ${id}: ${key}: ${short(own(existing, key))} → ${short(own(record, key))}`,
            );
          }
        }
      } else {
        d.unchanged.push(id);
      }
    }
    const mayDelete = deleteMissing && (scope === 'ALL_MANAGED_RESOURCES' || Object.hasOwn(content, type));
    for (const id of Object.keys(have)) {
      if (Object.hasOwn(wanted, id)) continue;
      if (mayDelete) {
        d.deleted.push(id);
        d.lines.push(`- ${type} ${id}`);
      } else {
        d.unchanged.push(id);
      }
    }
    diff[type] = d;
  }
  return diff;
}

/**
 * The collection that records of `type` go to: the store's own, else the one the content names when it
 * holds configuration of that type (an uploaded file may name any collection; it may not write to
 * snapshots, API keys or other non-configuration state).
 */
function collectionFor(type: string, named: string | undefined, collections: Record<string, string>) {
  const existing = own(collections, type);
  if (existing) return existing;
  if (!named || NOT_CONFIGURATION.test(named) || resourceTypeOf(named) !== type) return undefined;
  return named;
}

/** Makes the changes of `diff`: records created, replaced, deleted. */
function applyContent(store: OrganizationStore, content: Content, diff: Record<string, TypeDiff>) {
  const collections = configurationCollections(store);
  for (const [type, d] of Object.entries(diff)) {
    const items = own(content, type)?.items ?? {};
    if (type === DOCUMENTS_TYPE) {
      for (const id of [...d.created, ...d.updated]) store.documents.set(id, structuredClone(own(items, id)));
      for (const id of d.deleted) store.documents.delete(id);
      continue;
    }
    const name = collectionFor(type, own(content, type)?.collection, collections);
    if (!name) continue;
    const collection = store.collection(name);
    for (const id of [...d.created, ...d.updated]) {
      collection.records.set(id, structuredClone(own(items, id)!));
    }
    for (const id of d.deleted) collection.records.delete(id);
  }
}

const summary = (content: Content) =>
  Object.fromEntries(Object.entries(content).map(([type, { items }]) => [type, Object.keys(items).length]));

// ---------------------------------------------------------------- reports

function newReport(
  ctx: EmulatorContext,
  type: string,
  resultCode: string,
  diff: Record<string, TypeDiff> = {},
): ReportRecord {
  return {
    id: randomUUID(),
    type,
    createdDate: Date.now(),
    durationMs: ctx.settings.refreshDurationMs,
    resultCode,
    diff,
  };
}

function reportView(report: ReportRecord, now = Date.now()) {
  const elapsed = now - report.createdDate;
  const pending = report.durationMs / 5;
  const total = Object.values(report.diff).reduce(
    (sum, d) => sum + d.created.length + d.updated.length + d.deleted.length + d.unchanged.length,
    0,
  );
  const aborted = report.abortedAt !== undefined && report.abortedAt < report.createdDate + report.durationMs;
  const status = aborted
    ? 'ABORTED'
    : elapsed >= report.durationMs
      ? 'COMPLETED'
      : elapsed < pending
        ? 'PENDING'
        : 'IN_PROGRESS';
  const at = aborted ? report.abortedAt! - report.createdDate : elapsed;
  const ratio =
    status === 'COMPLETED' ? 1 : Math.max(0, Math.min(1, (at - pending) / (report.durationMs - pending)));
  return {
    id: report.id,
    type: report.type,
    status,
    ...(status === 'COMPLETED' || status === 'ABORTED'
      ? { resultCode: aborted ? 'UNEXPECTED_ERROR' : report.resultCode }
      : {}),
    resourcesProcessed: Math.floor(total * ratio),
    resourcesTotal: total,
    resourceOperations: Object.fromEntries(
      Object.entries(report.diff).map(([type, d]) => [
        type,
        {
          resourcesCreated: d.created.length,
          resourcesUpdated: d.updated.length,
          resourcesDeleted: d.deleted.length,
          resourcesRecreated: 0,
          resourcesUnchanged: d.unchanged.length,
          resourcesInError: 0,
        },
      ]),
    ),
    resourceOperationResults: Object.fromEntries(Object.keys(report.diff).map((type) => [type, {}])),
    createdDate: report.createdDate,
    startDate: report.createdDate,
    updatedDate: Math.min(now, report.abortedAt ?? now, report.createdDate + report.durationMs),
    ...(report.activityId ? { activityId: report.activityId } : {}),
  };
}

/** A synchronization report as the API shows it: a report, with its plan and the links it made. */
function synchronizationReportView(
  report: ReportRecord & { synchronizationPlanId: string; links?: Record<string, number> },
) {
  const { resourceOperations: _o, resourceOperationResults: _r, ...view } = reportView(report);
  return {
    ...view,
    synchronizationPlanId: report.synchronizationPlanId,
    linkOperations: Object.fromEntries(
      Object.entries(report.links ?? {}).map(([type, linksCreated]) => [
        type,
        { linksCreated, linksOverridden: 0, linksInError: 0 },
      ]),
    ),
  };
}

function snapshotView(snapshot: SnapshotRecord, withReports: boolean) {
  const { reports, synchronizationReports, ...rest } = snapshot;
  if (!withReports) return rest;
  return {
    ...rest,
    reports: reports.map((report) => reportView(report)),
    synchronizationReports: synchronizationReports.map(synchronizationReportView),
  };
}

/** Adds a report to a snapshot and records its activity (aborting it aborts the report). */
function addReport(ctx: EmulatorContext, snapshot: SnapshotRecord, report: ReportRecord, operation: string) {
  report.activityId = recordActivity(ctx.store, {
    operation,
    resourceType: 'SNAPSHOT',
    resourceId: snapshot.id,
    resourceName: snapshot.developerNote ?? snapshot.id,
    durationMs: report.durationMs,
    triggeredBy: ctx.token?.username,
    snapshotId: snapshot.id,
    onAbort: () => {
      report.abortedAt = Date.now();
    },
  });
  snapshot.reports.push(report);
  return reportView(report);
}

// ---------------------------------------------------------------- helpers

export const snapshotOf = (ctx: EmulatorContext, id = ctx.params.snapshotId) =>
  snapshotsOf(ctx.store).get(id);
export const contentOf = (store: OrganizationStore, id: string) => contentsOf(store).get(id).content;

function oneOf(ctx: EmulatorContext, name: string, values: string[], fallback?: string): string | undefined {
  const raw = ctx.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!values.includes(raw)) {
    throw badRequest(`The query parameter '${name}' must be one of: ${values.join(', ')}; got '${raw}'.`);
  }
  return raw;
}

/** Stores a new snapshot of `content` in `store`, with its CREATE_SNAPSHOT report. */
function storeSnapshot(
  ctx: EmulatorContext,
  store: OrganizationStore,
  content: Content,
  fields: Partial<SnapshotRecord>,
  resultCode = 'SUCCESS',
): SnapshotRecord {
  const snapshot = snapshotsOf(store).insert({
    id: `${store.organizationId}-${randomUUID().slice(0, 8)}`,
    createdBy: ctx.token?.username ?? 'unknown',
    createdDate: Date.now(),
    targetId: store.organizationId,
    contentSummary: summary(content),
    reports: [],
    synchronizationReports: [],
    ...fields,
  });
  contentsOf(store).insert({ id: snapshot.id, content });
  const report = newReport(ctx, 'CREATE_SNAPSHOT', resultCode, {});
  report.diff = Object.fromEntries(
    Object.entries(content).map(([type, { items }]) => [
      type,
      { created: [], updated: [], deleted: [], unchanged: Object.keys(items), lines: [] },
    ]),
  );
  snapshot.reports.push(report);
  return snapshot;
}

function targetOrganization(ctx: EmulatorContext): string {
  const target = ctx.query('targetOrganizationId');
  if (!target) return ctx.org;
  if (!ctx.token?.organizations.has(target) || !ctx.state.organizations.has(target)) {
    throw new HttpError(403, 'ACCESS_DENIED', `The token may not use the organization '${target}'.`);
  }
  return target;
}

/** Reads uploaded snapshot content: our own format, or `{ resources: { TYPE: [records with id] } }`. */
function parseContent(text: string): Content {
  let parsed: any;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badRequest(
      `The snapshot file is not valid JSON: ${(error as Error).message}`,
      'INVALID_SNAPSHOT_FILE',
    );
  }
  const resources = parsed?.resources;
  if (!resources || typeof resources !== 'object' || Array.isArray(resources)) {
    throw badRequest(
      'The snapshot file must hold a "resources" object, by resource type.',
      'INVALID_SNAPSHOT_FILE',
    );
  }
  const content = dictionary<Content[string]>();
  for (const [type, entry] of Object.entries<any>(resources)) {
    const items = dictionary<Record<string, unknown>>();
    const list = Array.isArray(entry) ? entry : entry?.items;
    if (Array.isArray(list)) {
      for (const record of list) {
        if (
          record &&
          typeof record === 'object' &&
          (typeof record.id === 'string' || typeof record.name === 'string')
        )
          items[String(record.id ?? record.name)] = record;
      }
    } else if (list && typeof list === 'object') {
      for (const [id, record] of Object.entries<any>(list)) {
        if (record && typeof record === 'object' && !Array.isArray(record)) items[id] = record;
      }
    } else {
      throw badRequest(
        `The snapshot file's resources of type '${type}' must be a list or an object by id.`,
        'INVALID_SNAPSHOT_FILE',
      );
    }
    content[type] = { collection: typeof entry?.collection === 'string' ? entry.collection : '', items };
  }
  return content;
}

function planView(plan: PlanRecord, now = Date.now()) {
  const { createdDate, durationMs, empty, children, applied, ...rest } = plan;
  const status = now - createdDate < durationMs ? 'CREATING' : empty ? 'IN_ERROR' : 'CREATED';
  return { ...rest, status, children, ...(applied ? { applied } : {}) };
}

function planOf(ctx: EmulatorContext): PlanRecord {
  const plan = plansOf(ctx.store).get(ctx.params.synchronizationPlanId);
  if (plan.snapshotId !== ctx.params.snapshotId) {
    throw new HttpError(
      404,
      'NOT_FOUND',
      `Synchronization plan '${plan.id}' does not belong to the snapshot '${ctx.params.snapshotId}'.`,
    );
  }
  return plan;
}

// ---------------------------------------------------------------- handlers

export const snapshotsHandlers: Handlers = {
  'snapshots.list': (ctx) => {
    const filter = (ctx.query('filter') ?? '').toLowerCase();
    const sort = oneOf(ctx, 'sortingType', SORTS, 'CREATED_DATE')!;
    const order = oneOf(ctx, 'sortingOrder', ['ASC', 'DESC'], 'DESC');
    const key: Record<string, (s: SnapshotRecord) => string | number> = {
      CREATED_DATE: (s) => s.createdDate,
      CREATED_BY: (s) => s.createdBy,
      DEVELOPER_NOTE: (s) => s.developerNote ?? '',
      ID: (s) => s.id,
    };
    const value = key[sort];
    return snapshotsOf(ctx.store)
      .list()
      .filter(
        (s) =>
          !filter || [s.id, s.developerNote ?? '', s.createdBy].some((f) => f.toLowerCase().includes(filter)),
      )
      .sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        const c = x < y ? -1 : x > y ? 1 : 0;
        return order === 'ASC' ? c : -c;
      })
      .map((s) => snapshotView(s, false));
  },

  'snapshots.get': (ctx) => snapshotView(snapshotOf(ctx), boolQuery(ctx, 'includeReports', false)),

  'snapshots.delete': (ctx) => {
    const snapshot = snapshotOf(ctx);
    for (const report of snapshot.reports) endActivity(ctx.store, report.activityId, 'ABORTED');
    snapshotsOf(ctx.store).delete(snapshot.id);
    contentsOf(ctx.store).records.delete(snapshot.id);
    for (const plan of plansOf(ctx.store).list()) {
      if (plan.snapshotId === snapshot.id) plansOf(ctx.store).delete(plan.id);
    }
    return noContent();
  },

  'snapshots.createFromOrganization': (ctx) => {
    const targetId = targetOrganization(ctx);
    boolQuery(ctx, 'includeChildrenResources', false);
    const content = capture(ctx.store);
    const snapshot = storeSnapshot(ctx, ctx.store, content, {
      developerNote: ctx.query('developerNotes') || undefined,
      targetId,
    });
    return created(snapshotView(snapshot, true));
  },

  'snapshots.createFromFile': async (ctx) => {
    const declared = oneOf(ctx, 'snapshotFileType', ['ZIP', 'JSON']);
    let form: Record<string, unknown>;
    try {
      form = await ctx.c.req.parseBody();
    } catch {
      throw badRequest(
        'The body must be a multipart form with the snapshot as its "file" field.',
        'INVALID_FORM',
      );
    }
    const file = form.file;
    if (!(file instanceof Blob)) {
      throw badRequest(
        'The body must be a multipart form with the snapshot as its "file" field.',
        'MISSING_FILE',
      );
    }
    const kind = own(SNAPSHOT_FILE_TYPES, file.type.split(';')[0].trim());
    if (!kind) throw badRequest(FILE_TYPE_MESSAGE, 'INVALID_FILE_TYPE');
    if (declared && declared !== kind) {
      throw badRequest(`The file is ${kind}, but snapshotFileType says ${declared}.`, 'INVALID_FILE_TYPE');
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    let content: Content = {};
    let resultCode = 'SUCCESS';
    if (kind === 'ZIP') {
      if (bytes[0] !== 0x50 || bytes[1] !== 0x4b)
        throw badRequest('The file is not a ZIP archive.', 'INVALID_SNAPSHOT_FILE');
      // The emulator keeps ZIP snapshots without reading them: no resource comes out of them.
      resultCode = 'UNABLE_TO_RETRIEVE_RESOURCES';
    } else {
      content = parseContent(new TextDecoder().decode(bytes));
    }
    const snapshot = storeSnapshot(
      ctx,
      ctx.store,
      content,
      { developerNote: ctx.query('developerNotes') || undefined },
      resultCode,
    );
    return created(snapshotView(snapshot, true));
  },

  'snapshots.validateAccess': (ctx) => {
    const type = oneOf(ctx, 'snapshotAccessType', ['READ', 'WRITE'], 'READ');
    const snapshot = snapshotOf(ctx);
    return { allowed: type === 'READ' || snapshot.targetId === ctx.org };
  },

  // Per resource type of the snapshot: its resources, the privilege reading (VIEW) or applying (EDIT)
  // them takes, and whether the caller has access: writing is for the organization the snapshot targets.
  'snapshots.listMissingPrivileges': (ctx) => {
    const type = oneOf(ctx, 'snapshotAccessType', ['READ', 'WRITE'], 'READ');
    const snapshot = snapshotOf(ctx);
    const accessGranted = type === 'READ' || snapshot.targetId === ctx.org;
    return Object.fromEntries(
      Object.entries(contentOf(ctx.store, snapshot.id)).map(([resourceType, { items }]) => [
        resourceType,
        [
          {
            accessGranted,
            resourceNames: Object.keys(items),
            requiredPrivileges: [
              { owner: 'PLATFORM', targetDomain: resourceType, type: type === 'READ' ? 'VIEW' : 'EDIT' },
            ],
          },
        ],
      ]),
    );
  },

  // The resource types a snapshot of this organization can hold: those the emulator knows, and those of
  // the collections the organization has (the caller administers it: all of them).
  'snapshots.listResourceAccess': (ctx) =>
    [...new Set([...Object.values(KNOWN_TYPES), ...Object.keys(configurationCollections(ctx.store))])].sort(),

  'snapshots.getContent': (ctx) => {
    const format = oneOf(ctx, 'contentFormat', ['FLAT', 'SPLIT_PER_TYPE'], 'FLAT');
    const snapshot = snapshotOf(ctx);
    const content = contentOf(ctx.store, snapshot.id);
    if (format === 'FLAT')
      return { snapshotId: snapshot.id, organizationId: snapshot.originId ?? ctx.org, resources: content };
    return {
      snapshotId: snapshot.id,
      files: Object.fromEntries(
        Object.entries(content).map(([type, entry]) => [`${type}.json`, { resources: { [type]: entry } }]),
      ),
    };
  },

  'snapshots.generateUrl': (ctx) => {
    const type = oneOf(ctx, 'contentType', ['PRIMARY', 'CURRENT_STATE'], 'PRIMARY');
    const snapshot = snapshotOf(ctx);
    // A pre-signed link, as the platform's: fetched without a bearer token, for an hour.
    const origin = new URL(ctx.c.req.url).origin;
    const url = new URL(
      `${origin}/rest/organizations/${encodeURIComponent(ctx.org)}/snapshots/${encodeURIComponent(snapshot.id)}/content`,
    );
    url.searchParams.set('contentType', type!);
    const urlExpiration = Date.now() + LINK_LIFETIME_MS;
    return { url: ctx.state.links.sign(url, urlExpiration), urlExpiration };
  },

  'snapshots.diff': (ctx) => {
    const snapshot = snapshotOf(ctx);
    const max = intQuery(ctx, 'numberOfLinesMax', Number.MAX_SAFE_INTEGER);
    const wanted = ctx.query('relativeReportId');
    const report = wanted
      ? snapshot.reports.find((r) => r.id === wanted)
      : snapshot.reports.filter((r) => r.type === 'DRY_RUN').at(-1);
    if (!report) {
      throw new HttpError(
        404,
        'NOT_FOUND',
        wanted
          ? `Report '${wanted}' does not exist on the snapshot '${snapshot.id}'.`
          : `The snapshot '${snapshot.id}' has no dry run: run one first.`,
      );
    }
    if (report.type !== 'DRY_RUN' && report.type !== 'APPLY') {
      throw badRequest(
        `Report '${report.id}' is a ${report.type} report: a diff needs a DRY_RUN or APPLY report.`,
      );
    }
    const status = reportView(report).status;
    if (status !== 'COMPLETED')
      throw conflict(`Report '${report.id}' is ${status}: the diff is ready once it is COMPLETED.`);
    return {
      snapshotId: snapshot.id,
      relativeReportId: report.id,
      files: Object.fromEntries(
        Object.entries(report.diff)
          .filter(([, d]) => d.lines.length)
          .map(([type, d]) => [
            type,
            {
              added: d.created,
              modified: d.updated,
              deleted: d.deleted,
              lines: d.lines.slice(0, max),
              numberOfLines: d.lines.length,
              truncated: d.lines.length > max,
            },
          ]),
      ),
    };
  },

  'snapshots.dryRun': (ctx) => {
    const deleteMissing = boolQuery(ctx, 'deleteMissingResources', false);
    const snapshot = snapshotOf(ctx);
    const diff = compare(
      contentOf(ctx.store, snapshot.id),
      capture(ctx.store),
      deleteMissing,
      'ALL_MANAGED_RESOURCES',
    );
    return addReport(ctx, snapshot, newReport(ctx, 'DRY_RUN', 'SUCCESS', diff), 'VALIDATE');
  },

  'snapshots.apply': (ctx) => {
    const deleteMissing = boolQuery(ctx, 'deleteMissingResources', false);
    const scope = oneOf(ctx, 'deletionScope', DELETION_SCOPES, 'ALL_MANAGED_RESOURCES')!;
    const snapshot = snapshotOf(ctx);
    if (snapshot.targetId !== ctx.org) {
      throw new HttpError(
        403,
        'ACCESS_DENIED',
        `The snapshot '${snapshot.id}' targets the organization '${snapshot.targetId}': it applies there only.`,
      );
    }
    const content = contentOf(ctx.store, snapshot.id);
    const diff = compare(content, capture(ctx.store), deleteMissing, scope);
    applyContent(ctx.store, content, diff);
    return addReport(ctx, snapshot, newReport(ctx, 'APPLY', 'SUCCESS', diff), 'APPLY');
  },

  // The snapshot arrives in the target organization as a snapshot of its own (with its CREATE_SNAPSHOT
  // report), and the push is an EXPORT activity here; 204, as the platform answers.
  'snapshots.push': (ctx) => {
    const target = ctx.query('targetOrganizationId');
    if (!target) throw badRequest("The query parameter 'targetOrganizationId' is required.");
    const snapshot = snapshotOf(ctx);
    const content = contentOf(ctx.store, snapshot.id);
    if (target === ctx.org) {
      throw badRequest(
        `The snapshot '${snapshot.id}' is in the organization '${target}' already: push it to another one.`,
      );
    }
    if (!ctx.token?.organizations.has(target) || !ctx.state.organizations.has(target)) {
      throw new HttpError(
        403,
        'UNABLE_TO_PUSH_TO_ORGANIZATION',
        `The snapshot cannot be pushed to the organization '${target}': the token may not use it.`,
      );
    }
    storeSnapshot(ctx, ctx.state.store(target), structuredClone(content), {
      developerNote: ctx.query('developerNotes') || snapshot.developerNote,
      originId: ctx.org,
      targetId: target,
    });
    recordActivity(ctx.store, {
      operation: 'EXPORT',
      resourceType: 'SNAPSHOT',
      resourceId: snapshot.id,
      resourceName: snapshot.developerNote ?? snapshot.id,
      durationMs: 0,
      triggeredBy: ctx.token?.username,
      snapshotId: snapshot.id,
    });
    return noContent();
  },

  'snapshots.synchronization.create': (ctx) => {
    const snapshot = snapshotOf(ctx);
    const content = contentOf(ctx.store, snapshot.id);
    const current = capture(ctx.store);
    const alreadyLinkedResources = dictionary<unknown[]>();
    const operations = dictionary<unknown[]>();
    for (const [type, { items }] of Object.entries(content)) {
      const have = own(current, type)?.items ?? {};
      for (const [id, record] of Object.entries(items)) {
        const link = (resourceId: string, other: Record<string, unknown>) => ({
          organizationId: ctx.org,
          resourceId,
          resourceName: String(other.name ?? resourceId),
          resourceType: type,
        });
        const linked = own(have, id);
        if (linked) {
          alreadyLinkedResources[type] = [
            ...(alreadyLinkedResources[type] ?? []),
            { resourceName: id, linkModel: link(id, linked) },
          ];
        } else {
          const name = record.name;
          const matches = Object.entries(have)
            .filter(([, other]) => name !== undefined && other.name === name)
            .map(([otherId, other]) => ({
              associationScore: 1,
              displayName: String(other.name),
              linkModel: link(otherId, other),
            }));
          operations[type] = [
            ...(operations[type] ?? []),
            { resourceName: id, displayName: String(name ?? id), matches },
          ];
        }
      }
    }
    const plan = plansOf(ctx.store).insert({
      id: randomUUID(),
      snapshotId: snapshot.id,
      createdDate: Date.now(),
      durationMs: ctx.settings.refreshDurationMs,
      empty: Object.keys(content).length === 0,
      alreadyLinkedResources,
      resourceSynchronizationOperations: operations,
      children: [],
    });
    snapshot.synchronizationReports.push({
      ...newReport(
        ctx,
        'CREATE_SYNCHRONIZATION_PLAN',
        plan.empty ? 'UNABLE_TO_RETRIEVE_RESOURCES' : 'SUCCESS',
      ),
      synchronizationPlanId: plan.id,
    });
    return created(planView(plan));
  },

  'snapshots.synchronization.get': (ctx) => {
    snapshotOf(ctx);
    return planView(planOf(ctx));
  },

  'snapshots.synchronization.update': async (ctx) => {
    snapshotOf(ctx);
    const plan = planOf(ctx);
    const body = requireObject(await ctx.json(), 'The synchronization plan');
    for (const key of ['alreadyLinkedResources', 'resourceSynchronizationOperations'] as const) {
      const value = body[key];
      if (value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value))) {
        throw badRequest(`The plan's '${key}' must be an object, by resource type.`);
      }
    }
    const status = planView(plan).status;
    if (status === 'CREATING') throw conflict(`The synchronization plan '${plan.id}' is still CREATING.`);
    if (body.alreadyLinkedResources) plan.alreadyLinkedResources = body.alreadyLinkedResources;
    if (body.resourceSynchronizationOperations)
      plan.resourceSynchronizationOperations = body.resourceSynchronizationOperations;
    return planView(plan);
  },

  'snapshots.synchronization.apply': (ctx) => {
    const snapshot = snapshotOf(ctx);
    const plan = planOf(ctx);
    const status = planView(plan).status;
    if (status !== 'CREATED')
      throw conflict(`The synchronization plan '${plan.id}' is ${status}: only a CREATED plan applies.`);
    plan.applied = true;
    // Each resource of the snapshot the plan matches with one of the organization's gets linked to it.
    const links = Object.fromEntries(
      Object.entries(plan.resourceSynchronizationOperations).map(([type, operations]) => [
        type,
        operations.filter((operation) => {
          const matches = (operation as { matches?: unknown })?.matches;
          return Array.isArray(matches) && matches.length > 0;
        }).length,
      ]),
    );
    const report = {
      ...newReport(ctx, 'APPLY_SYNCHRONIZATION_PLAN', 'SUCCESS'),
      synchronizationPlanId: plan.id,
      links,
    };
    snapshot.synchronizationReports.push(report);
    return synchronizationReportView(report);
  },

  'snapshots.synchronization.updateChildren': (ctx) => {
    snapshotOf(ctx);
    const plan = planOf(ctx);
    const fields: Record<string, string> = {};
    for (const name of ['snapshotParentResourceName', 'parentResourceType', 'targetParentId']) {
      const value = ctx.query(name);
      if (!value) throw badRequest(`The query parameter '${name}' is required.`);
      fields[name] = value;
    }
    plan.children = [
      ...plan.children.filter((c) => c.snapshotParentResourceName !== fields.snapshotParentResourceName),
      fields,
    ];
    return planView(plan);
  },
};
