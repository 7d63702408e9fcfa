import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { type EmulatorContext, requestOrigin } from '../context';
import { badRequest, conflict, created, HttpError, noContent, notFound } from '../http';
import { endActivity, type NewActivity, recordActivity } from '../model/activities';
import { editDistance } from '../model/queryExpression';
import { flag } from '../model/rest';
import {
  type Content,
  capture,
  HELD_TYPES,
  linksOf,
  otherOrganization,
  PUBLISHED_TYPES,
  type Selection,
  snapshotOf,
  snapshotsOf,
  writeResource,
} from '../model/snapshots';
import { dictionary, own, text } from '../safe';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * Snapshots of an organization's configuration (model/snapshots.ts says what they hold).
 * - A dry run compares the content with the current state: per resource type, what an apply would
 *   create, update, delete (deletions only with deleteMissingResources, within deletionScope: by
 *   default the types the snapshot holds). A resource the organization lacks by id is first paired
 *   with one of its own (synchronized): by a link, else by name. An apply makes the changes at once;
 *   its report then follows. A resource a pipeline holds is in error without that pipeline;
 *   validationRequired then stops the apply before any change.
 * - Reports are PENDING for the first fifth of refreshDurationMs, IN_PROGRESS until its end, then
 *   COMPLETED with a result code. Aborting the operation's activity makes the report ABORTED.
 * - Synchronization plans are CREATING for refreshDurationMs, then CREATED (IN_ERROR for a snapshot
 *   with no resources).
 * - A dry run also keeps what the snapshot targets in the organization as it is then (its current
 *   state), which a content URL of contentType CURRENT_STATE answers.
 * A snapshot's record holds its content, its reports and its plans: deleting it deletes them.
 */

type Rec = Record<string, any>;

/**
 * Per resource type, the snapshot's names of the resources an operation creates, updates, deletes or
 * leaves, of those it pairs with a resource of the organization under another id (`synchronized`),
 * of those in error (with why), and the diff's lines.
 */
type TypeDiff = Record<
  'created' | 'updated' | 'deleted' | 'unchanged' | 'synchronized' | 'lines',
  string[]
> & {
  errors: Record<string, string>;
};
/** A change an apply makes: the resource of a type with an id written (deleted when undefined). */
type Write = [type: string, id: string, record: Rec | undefined];
/** Per resource type, the organization's resource each of the snapshot's is paired with, where their ids differ. */
type Pairs = Record<string, Map<string, string>>;
interface LinkCounts {
  linksCreated: number;
  linksOverridden: number;
}

/** An operation's report; a synchronization's names its plan, and per resource type the links it made. */
interface Report {
  id: string;
  type: string;
  createdDate: number;
  durationMs: number;
  /** The result code once completed. */
  resultCode: string;
  diff: Record<string, TypeDiff>;
  abortedAt?: number;
  activityId?: string;
  synchronizationPlanId?: string;
  links?: Record<string, LinkCounts>;
}

/** A synchronization plan: what the API shows of it, and when it is made (CREATING until then). */
interface Plan extends Rec {
  id: string;
  createdDate: number;
  durationMs: number;
  empty: boolean;
  children: Array<Record<string, string>>;
  resourceSynchronizationOperations: Record<string, Rec[]>;
}

const SNAPSHOT_FILE_TYPES: Record<string, string> = { 'application/zip': 'ZIP', 'application/json': 'JSON' };
/** How long a generated content URL works, in ms. */
const LINK_LIFETIME_MS = 3_600_000;

const short = (value: unknown) => {
  const text = value === undefined ? '(none)' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

const typeDiff = (unchanged: string[] = []): TypeDiff => ({
  created: [],
  updated: [],
  deleted: [],
  unchanged,
  synchronized: [],
  lines: [],
  errors: dictionary<string>(),
});

/** How alike two names are, in any case: 1 when the same, less as more of their letters differ. */
function likeness(a: string, b: string) {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return 1 - editDistance(x, y) / Math.max(x.length, y.length, 1);
}

/**
 * Pairs each of the snapshot's resources the organization lacks (by id) with one of the organization's
 * of its type that the snapshot does not hold: the one a link names (with the snapshot's resource as
 * its `resourceName`), else, with performAutoSynchronization (default true), the one whose name is most
 * like its own, at least autoSynchronizationThreshold alike (default 1: the same name, in any case).
 * @throws HttpError 400 for a threshold that is no number from 0 to 1.
 */
function pairing(ctx: EmulatorContext, content: Content, current: Content): Pairs {
  const given = ctx.query('autoSynchronizationThreshold') ?? '1';
  const threshold = Number(given);
  if (!(threshold >= 0 && threshold <= 1))
    throw badRequest(`'autoSynchronizationThreshold' must be a number from 0 to 1; got '${given}'.`);
  const auto = flag(ctx, 'performAutoSynchronization', true);
  const links = linksOf(ctx.store).list();
  const pairs = dictionary<Map<string, string>>();
  for (const [type, { items }] of Object.entries(content)) {
    const have = own(current, type)?.items ?? {};
    const free = new Set(Object.keys(have).filter((id) => !Object.hasOwn(items, id)));
    const paired = new Map<string, string>();
    for (const [id, { name }] of Object.entries(items)) {
      if (Object.hasOwn(have, id)) continue;
      const linked = links.find(
        (l) => l.resourceType === type && l.resourceName === id && free.has(l.resourceId),
      );
      const alike = (other: string) => likeness(String(name), String(own(have, other)?.name ?? ''));
      const named =
        auto && typeof name === 'string'
          ? [...free].filter((other) => alike(other) >= threshold).sort((a, b) => alike(b) - alike(a))[0]
          : undefined;
      const target = linked?.resourceId ?? named;
      if (target === undefined) continue;
      paired.set(id, target);
      free.delete(target);
    }
    if (paired.size) pairs[type] = paired;
  }
  return pairs;
}

/**
 * A snapshot's record as it lands in the organization: as the resource it is paired with (the fields
 * where that resource holds its own id, its `id` or a field's `name`, keep it), held by the pipeline
 * its pipeline is paired with.
 */
function placed(record: Rec, pairs: Pairs, id: string, existing: Rec = {}): Rec {
  const copy = { ...record };
  for (const [key, value] of Object.entries(existing)) if (value === id) copy[key] = id;
  const pipelineId = own(pairs, 'QUERY_PIPELINE')?.get(record.pipelineId);
  if (pipelineId !== undefined) copy.pipelineId = pipelineId;
  return copy;
}

/**
 * What applying `content` to the organization changes, per resource type, and the writes that make the
 * changes. Pipelines come first: a resource a pipeline holds is in error when that pipeline is neither
 * in the organization nor created.
 */
function compare(content: Content, current: Content, pairs: Pairs, deleteMissing: boolean, scope: string) {
  const diff = dictionary<TypeDiff>();
  const writes: Write[] = [];
  let pipelines = new Set<string>();
  for (const type of new Set(['QUERY_PIPELINE', ...Object.keys(content), ...Object.keys(current)])) {
    if (!own(content, type) && !own(current, type)) continue;
    const wanted = own(content, type)?.items ?? {};
    const have = own(current, type)?.items ?? {};
    const paired = own(pairs, type) ?? new Map<string, string>();
    const d = typeDiff();
    for (const [name, item] of Object.entries(wanted)) {
      const id = paired.get(name) ?? name;
      if (paired.has(name)) d.synchronized.push(name);
      const existing = own(have, id);
      const record = placed(item, pairs, id, existing);
      if (HELD_TYPES.includes(type) && !pipelines.has(record.pipelineId)) {
        d.errors[name] =
          `The query pipeline '${record.pipelineId}' that holds it is neither in the organization nor in the snapshot.`;
      } else if (!existing) {
        d.created.push(name);
        d.lines.push(`+ ${type} ${name}`);
        writes.push([type, id, record]);
      } else if (isDeepStrictEqual(record, existing)) {
        d.unchanged.push(name);
      } else {
        d.updated.push(name);
        writes.push([type, id, record]);
        for (const key of [...new Set([...Object.keys(record), ...Object.keys(existing)])].sort()) {
          const [before, after] = [own(existing, key), own(record, key)];
          if (!isDeepStrictEqual(after, before))
            d.lines.push(`~ ${type} ${name}: ${key}: ${short(before)} → ${short(after)}`);
        }
      }
    }
    const mayDelete = deleteMissing && (scope === 'ALL_MANAGED_RESOURCES' || Object.hasOwn(content, type));
    const kept = new Set([...Object.keys(wanted), ...paired.values()]);
    for (const id of Object.keys(have).filter((id) => !kept.has(id))) {
      (mayDelete ? d.deleted : d.unchanged).push(id);
      if (!mayDelete) continue;
      d.lines.push(`- ${type} ${id}`);
      writes.push([type, id, undefined]);
    }
    if (type === 'QUERY_PIPELINE')
      pipelines = new Set([...Object.keys(have), ...d.created].filter((id) => !d.deleted.includes(id)));
    diff[type] = d;
  }
  return { diff, writes };
}

const newReport = (ctx: EmulatorContext, type: string, resultCode: string, diff = dictionary<TypeDiff>()) => {
  const durationMs = ctx.settings.refreshDurationMs;
  return { id: randomUUID(), type, createdDate: Date.now(), durationMs, resultCode, diff } as Report;
};

/** A report as the API shows it, its status and progress computed from the time elapsed. */
function reportView(report: Report, now = Date.now()) {
  const { id, type, createdDate, durationMs, abortedAt, diff, activityId } = report;
  const pending = durationMs / 5;
  const aborted = abortedAt !== undefined && abortedAt < createdDate + durationMs;
  const at = (aborted ? abortedAt : now) - createdDate;
  const done = !aborted && at >= durationMs;
  const status = aborted ? 'ABORTED' : done ? 'COMPLETED' : at < pending ? 'PENDING' : 'IN_PROGRESS';
  const counts = Object.values(diff).flatMap((d) => [
    d.created,
    d.updated,
    d.deleted,
    d.unchanged,
    Object.keys(d.errors),
  ]);
  const total = counts.reduce((sum, ids) => sum + ids.length, 0);
  const ratio = done ? 1 : Math.max(0, Math.min(1, (at - pending) / (durationMs - pending)));
  const byType = (view: (d: TypeDiff) => Rec) =>
    Object.fromEntries(Object.entries(diff).map(([resourceType, d]) => [resourceType, view(d)]));
  return {
    id,
    type,
    status,
    ...(aborted || done ? { resultCode: aborted ? 'UNEXPECTED_ERROR' : report.resultCode } : {}),
    resourcesProcessed: Math.floor(total * ratio),
    resourcesTotal: total,
    resourceOperations: byType((d) => ({
      resourcesCreated: d.created.length,
      resourcesCreatedNames: d.created,
      resourcesUpdated: d.updated.length,
      resourcesUpdatedNames: d.updated,
      resourcesDeleted: d.deleted.length,
      resourcesDeletedNames: d.deleted,
      resourcesRecreated: 0,
      resourcesUnchanged: d.unchanged.length,
      resourcesSynchronized: d.synchronized.length,
      resourcesSynchronizedNames: d.synchronized,
      resourcesInError: Object.keys(d.errors).length,
      resourcesInErrorNames: Object.keys(d.errors),
    })),
    // Why each resource in error is.
    resourceOperationResults: byType(({ errors }) =>
      Object.fromEntries(
        Object.entries(errors).map(([name, message]) => [
          name,
          [{ resultCode: 'RESOURCES_IN_ERROR', message }],
        ]),
      ),
    ),
    createdDate,
    startDate: createdDate,
    updatedDate: Math.min(now, abortedAt ?? now, createdDate + durationMs),
    ...(activityId ? { activityId } : {}),
  };
}

/** A synchronization report as the API shows it: a report, with its plan and the links it made. */
function synchronizationReportView(report: Report) {
  const { resourceOperations: _o, resourceOperationResults: _r, ...view } = reportView(report);
  const linkOperations = Object.entries(report.links ?? {}).map(([type, counts]) => [
    type,
    { ...counts, linksInError: 0 },
  ]);
  const { synchronizationPlanId } = report;
  return { ...view, synchronizationPlanId, linkOperations: Object.fromEntries(linkOperations) };
}

/** The latest report of each type, in their order. */
const latestOfEachType = (reports: Report[]) =>
  reports.filter((report, i) => !reports.slice(i + 1).some((later) => later.type === report.type));

/**
 * A snapshot as the API shows it, never with its content (nor its current state) or plans: with its reports, all of them
 * (`ALL`), the latest of each type (`SUMMARY`), or none (`NONE`).
 */
function snapshotView({ content: _c, currentState: _s, plans: _p, ...snapshot }: Rec, inclusion: string) {
  const { reports, synchronizationReports, ...summary } = snapshot;
  if (inclusion === 'NONE') return summary;
  const shown = (list: Report[]) => (inclusion === 'ALL' ? list : latestOfEachType(list));
  return {
    ...summary,
    reports: shown(reports).map((report) => reportView(report)),
    synchronizationReports: shown(synchronizationReports).map(synchronizationReportView),
  };
}

/** The reports a read shows: none without includeReports (default true), else as reportInclusion says (default SUMMARY). */
const inclusionOf = (ctx: EmulatorContext) =>
  flag(ctx, 'includeReports', true) ? (ctx.query('reportInclusion') ?? 'SUMMARY') : 'NONE';

/** Records an operation on a snapshot as an activity. @returns the activity's id. */
function snapshotActivity(
  ctx: EmulatorContext,
  snapshot: Rec,
  operation: string,
  more?: Partial<NewActivity>,
) {
  return recordActivity(ctx.store, {
    operation,
    resourceType: 'SNAPSHOT',
    resourceId: snapshot.id,
    resourceName: snapshot.developerNote ?? snapshot.id,
    durationMs: 0,
    triggeredBy: ctx.token?.username,
    snapshotId: snapshot.id,
    ...more,
  });
}

/** Adds a report to a snapshot and records its activity (aborting the activity aborts the report). */
function addReport(ctx: EmulatorContext, snapshot: Rec, report: Report, operation: string) {
  const onAbort = () => {
    report.abortedAt = Date.now();
  };
  report.activityId = snapshotActivity(ctx, snapshot, operation, { durationMs: report.durationMs, onAbort });
  snapshot.reports.push(report);
  return reportView(report);
}

/** Stores a new snapshot of `content` in `store`, with its CREATE_SNAPSHOT report (`code`). */
function storeSnapshot(
  ctx: EmulatorContext,
  store: OrganizationStore,
  content: Content,
  fields: Rec,
  code = 'SUCCESS',
) {
  const report = newReport(ctx, 'CREATE_SNAPSHOT', code);
  for (const [type, { items }] of Object.entries(content)) report.diff[type] = typeDiff(Object.keys(items));
  const counts = Object.entries(report.diff).map(([type, d]) => [type, d.unchanged.length]);
  return snapshotsOf(store).insert({
    id: `${store.organizationId}-${randomUUID().slice(0, 8)}`,
    createdBy: ctx.token?.username ?? 'unknown',
    createdDate: Date.now(),
    targetId: store.organizationId,
    contentSummary: Object.fromEntries(counts),
    reports: [report],
    synchronizationReports: [],
    plans: dictionary<Plan>(),
    ...fields,
    content,
  });
}

/** A new snapshot of `content` (by default, all the organization holds now), for `target` (another organization) or itself. */
function fromOrganization(
  ctx: EmulatorContext,
  target?: string,
  note?: string,
  described: Rec = {},
  content = capture(ctx.store),
) {
  const fields = {
    ...described,
    developerNote: note || undefined,
    targetId: target ? otherOrganization(ctx, target) : ctx.org,
  };
  return created(snapshotView(storeSnapshot(ctx, ctx.store, content, fields), 'ALL'));
}

/** A resource type that is not the platform's, in a refusal's words. */
const foreignType = (type: string) =>
  `the resource type '${type}', which is none of the platform's: ${PUBLISHED_TYPES.join(', ')}`;

/** The resources an export configuration names (`resourcesToExport`), by the platform's types. @throws HttpError 400 for another type. */
function selection(configuration: Rec | undefined): Selection {
  const wanted = configuration?.resourcesToExport ?? {};
  const unknown = Object.keys(wanted).find((type) => !PUBLISHED_TYPES.includes(type));
  if (unknown !== undefined) throw badRequest(`'resourcesToExport' names ${foreignType(unknown)}.`);
  return wanted;
}

const invalidFile = (message: string) => badRequest(message, 'INVALID_SNAPSHOT_FILE');
const isRecord = (value: unknown): value is Rec =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Reads uploaded snapshot content: our own format, or `{ resources: { TYPE: [records with id or name] } }`. */
function parseContent(text: string): Content {
  let resources: unknown;
  try {
    resources = JSON.parse(text)?.resources;
  } catch (error) {
    throw invalidFile(`The snapshot file is not valid JSON: ${(error as Error).message}`);
  }
  if (!isRecord(resources))
    throw invalidFile('The snapshot file must hold a "resources" object, by resource type.');
  const content = dictionary<Content[string]>();
  for (const [type, entry] of Object.entries<any>(resources)) {
    if (!PUBLISHED_TYPES.includes(type)) throw invalidFile(`The snapshot file names ${foreignType(type)}.`);
    const list = Array.isArray(entry) ? entry : entry?.items;
    if (!list || typeof list !== 'object')
      throw invalidFile(`The snapshot file's resources of type '${type}' must be a list or an object by id.`);
    // A list names each record by its id or name, an object by its keys.
    const idOf = (record: unknown) =>
      isRecord(record) && [record.id, record.name].find((v) => typeof v === 'string');
    const named = Array.isArray(list) ? list.map((record) => [idOf(record), record]) : Object.entries(list);
    const items = dictionary<Rec>();
    for (const [id, record] of named) if (typeof id === 'string' && isRecord(record)) items[id] = record;
    content[type] = { items };
  }
  return content;
}

/**
 * The content a snapshot body describes (`snapshotContentModel.resources`: per resource type, a list of
 * `{ resourceName, model }`), each resource's model kept under its name; none when it describes none.
 * @throws HttpError 400 for another resource type, or a resource without a name or a model.
 */
function describedContent(described: Rec | undefined): Content {
  const resources = described?.resources ?? {};
  if (!isRecord(resources))
    throw badRequest("'snapshotContentModel.resources' must be an object, by resource type.");
  const content = dictionary<Content[string]>();
  for (const [type, list] of Object.entries(resources)) {
    const where = `'snapshotContentModel.resources.${text(type, 50)}'`;
    if (!PUBLISHED_TYPES.includes(type)) throw badRequest(`${where} names ${foreignType(type)}.`);
    if (!Array.isArray(list)) throw badRequest(`${where} must be a list of resources.`);
    const items = dictionary<Rec>();
    list.forEach((resource, i) => {
      const { resourceName, model } = isRecord(resource) ? resource : {};
      if (typeof resourceName !== 'string' || !resourceName || !isRecord(model))
        throw badRequest(`${where}[${i}] needs a 'resourceName' and a 'model' object.`);
      items[resourceName] = model;
    });
    content[type] = { items };
  }
  return content;
}

function planView({ createdDate, durationMs, empty, children, applied, ...plan }: Plan, now = Date.now()) {
  const status = now - createdDate < durationMs ? 'CREATING' : empty ? 'IN_ERROR' : 'CREATED';
  return { ...plan, status, children, ...(applied ? { applied } : {}) };
}

/** The snapshot and the synchronization plan of it the path names. @throws HttpError 404 for unknown ones. */
function planOf(ctx: EmulatorContext) {
  const snapshot = snapshotOf(ctx);
  const plan = own<Plan>(snapshot.plans, ctx.params.synchronizationPlanId);
  if (!plan) throw notFound('Synchronization plan', ctx.params.synchronizationPlanId);
  return { snapshot, plan };
}

/**
 * The links a synchronization plan starts with: the snapshot's resources the organization has (same
 * id), and the others, each with the organization's resources of the same name as its matches.
 */
function synchronizationPlan(ctx: EmulatorContext, content: Content) {
  const current = capture(ctx.store);
  const alreadyLinkedResources = dictionary<Rec[]>();
  const resourceSynchronizationOperations = dictionary<Rec[]>();
  for (const [type, { items }] of Object.entries(content)) {
    const have = own(current, type)?.items ?? {};
    const linkModel = (resourceId: string, other: Rec) => {
      const resourceName = String(other.name ?? resourceId);
      return { organizationId: ctx.org, resourceId, resourceName, resourceType: type };
    };
    const [linked, unlinked]: Rec[][] = [[], []];
    for (const [id, record] of Object.entries(items)) {
      const existing = own(have, id);
      const matches = Object.entries(have)
        .filter(([, other]) => record.name !== undefined && other.name === record.name)
        .map(([otherId, other]) => ({
          associationScore: 1,
          displayName: String(other.name),
          linkModel: linkModel(otherId, other),
        }));
      if (existing) linked.push({ resourceName: id, linkModel: linkModel(id, existing) });
      else unlinked.push({ resourceName: id, displayName: String(record.name ?? id), matches });
    }
    if (linked.length) alreadyLinkedResources[type] = linked;
    if (unlinked.length) resourceSynchronizationOperations[type] = unlinked;
  }
  return { alreadyLinkedResources, resourceSynchronizationOperations };
}

/** What a snapshot targets in the organization as it is now: per type, the resources it would change (same id, or paired). */
function targetedState(content: Content, current: Content, pairs: Pairs): Content {
  const state = dictionary<Content[string]>();
  for (const [type, { items }] of Object.entries(content)) {
    const now = own(current, type)?.items ?? {};
    const targeted = dictionary<Rec>();
    for (const name of Object.keys(items)) {
      const id = own(pairs, type)?.get(name) ?? name;
      const record = own(now, id);
      if (record) targeted[id] = record;
    }
    if (Object.keys(targeted).length) state[type] = { items: targeted };
  }
  return state;
}

/**
 * A dry run or an apply of the snapshot: its report, with the changes it makes (or would make). With
 * resources in error, an apply with validationRequired makes none, and its report gives the errors
 * only; an apply with isTransient deletes the snapshot once applied.
 */
function operate(ctx: EmulatorContext, type: 'DRY_RUN' | 'APPLY') {
  const snapshot = snapshotOf(ctx);
  const scope = ctx.query('deletionScope') ?? 'ONLY_TYPES_FROM_SNAPSHOT';
  const current = capture(ctx.store);
  const pairs = pairing(ctx, snapshot.content, current);
  const deleteMissing = flag(ctx, 'deleteMissingResources');
  const { diff, writes } = compare(snapshot.content, current, pairs, deleteMissing, scope);
  if (type === 'DRY_RUN') snapshot.currentState = targetedState(snapshot.content, current, pairs);
  const inError = Object.values(diff).some((d) => Object.keys(d.errors).length > 0);
  const stopped = type === 'APPLY' && inError && flag(ctx, 'validationRequired');
  const applied = type === 'APPLY' && !stopped;
  if (applied)
    for (const [resourceType, id, record] of writes) writeResource(ctx.store, resourceType, id, record);
  const errorsOnly = (d: TypeDiff) => ({ ...typeDiff(), errors: d.errors });
  const shown = stopped ? Object.fromEntries(Object.entries(diff).map(([t, d]) => [t, errorsOnly(d)])) : diff;
  const report = newReport(ctx, type, inError ? 'RESOURCES_IN_ERROR' : 'SUCCESS', shown);
  const view = addReport(ctx, snapshot, report, type === 'APPLY' ? 'APPLY' : 'VALIDATE');
  if (applied && flag(ctx, 'isTransient')) snapshotsOf(ctx.store).delete(snapshot.id);
  return view;
}

export const snapshotsHandlers: Handlers = {
  'snapshots.list': (ctx) => {
    const filter = (ctx.query('filter') ?? '').toLowerCase();
    // The field a sort names (the published schema checks it): CREATED_DATE → createdDate.
    const sort = (ctx.query('sortingType') ?? 'CREATED_DATE').toLowerCase();
    const key = sort.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
    const order = ctx.query('sortingOrder') === 'ASC' ? 1 : -1;
    // A snapshot made with snapshots.create holds what its body gave: any field may be missing.
    const searched = (s: Rec) => text([s.id, s.developerNote, s.createdBy].join('\n')).toLowerCase();
    return snapshotsOf(ctx.store)
      .list()
      .filter((s) => searched(s).includes(filter))
      .sort((a, b) => order * (a[key] === b[key] ? 0 : (a[key] ?? '') < (b[key] ?? '') ? -1 : 1))
      .map((s) => snapshotView(s, inclusionOf(ctx)));
  },
  'snapshots.get': (ctx) => snapshotView(snapshotOf(ctx), inclusionOf(ctx)),
  'snapshots.delete': (ctx) => {
    const snapshot = snapshotsOf(ctx.store).delete(ctx.params.snapshotId);
    for (const report of snapshot.reports) endActivity(ctx.store, report.activityId, 'ABORTED');
    return noContent();
  },
  // The resources the body's export configuration names (all without one), pipelines with what they hold
  // unless includeChildrenResources is false.
  'snapshots.createFromOrganization': async (ctx) => {
    const wanted = selection(await ctx.json(false));
    const content = capture(ctx.store, wanted, ctx.query('includeChildrenResources') !== 'false');
    return fromOrganization(ctx, ctx.query('targetOrganizationId'), ctx.query('developerNotes'), {}, content);
  },
  // From a configuration (a SnapshotModel): the content it describes, for the target it names.
  'snapshots.create': async (ctx) => {
    const { targetId, developerNote, originId, snapshotContentModel } = await ctx.json();
    const content = describedContent(snapshotContentModel);
    const target = targetId === ctx.org ? undefined : targetId;
    const described = originId === undefined ? {} : { originId };
    return fromOrganization(ctx, target, developerNote, described, content);
  },
  'snapshots.createFromFile': async (ctx) => {
    const notForm = 'The body must be a multipart form with the snapshot as its "file" field.';
    const file = await ctx.c.req.parseBody().then(
      (form) => form.file,
      () => {
        throw badRequest(notForm, 'INVALID_FORM');
      },
    );
    if (!(file instanceof Blob)) throw badRequest(notForm, 'MISSING_FILE');
    const kind = own(SNAPSHOT_FILE_TYPES, file.type.split(';')[0].trim());
    if (!kind)
      throw badRequest('The uploaded file must be either a ZIP or a JSON file.', 'INVALID_FILE_TYPE');
    const declared = ctx.query('snapshotFileType');
    if (declared !== kind)
      throw badRequest(`The file is ${kind}, but snapshotFileType says ${declared}.`, 'INVALID_FILE_TYPE');
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (kind === 'ZIP' && (bytes[0] !== 0x50 || bytes[1] !== 0x4b))
      throw invalidFile('The file is not a ZIP archive.');
    // The emulator keeps ZIP snapshots without reading them: no resource comes out of them.
    const content = kind === 'ZIP' ? {} : parseContent(new TextDecoder().decode(bytes));
    const fields = { developerNote: ctx.query('developerNotes') || undefined };
    const resultCode = kind === 'ZIP' ? 'UNABLE_TO_RETRIEVE_RESOURCES' : 'SUCCESS';
    return created(snapshotView(storeSnapshot(ctx, ctx.store, content, fields, resultCode), 'ALL'));
  },

  // Reading is allowed; writing is for the organization the snapshot targets.
  'snapshots.validateAccess': (ctx) => ({
    allowed: ctx.query('snapshotAccessType') === 'READ' || snapshotOf(ctx).targetId === ctx.org,
  }),
  // Per resource type of the snapshot: its resources, the privilege reading or applying them takes, and access.
  'snapshots.listMissingPrivileges': (ctx) => {
    const snapshot = snapshotOf(ctx);
    const reading = (ctx.query('snapshotAccessType') ?? 'READ') === 'READ';
    const access = (type: string, items: object) => ({
      accessGranted: reading || snapshot.targetId === ctx.org,
      resourceNames: Object.keys(items),
      requiredPrivileges: [{ owner: 'PLATFORM', targetDomain: type, type: reading ? 'VIEW' : 'EDIT' }],
    });
    return Object.fromEntries(
      Object.entries(snapshot.content).map(([type, { items }]) => [type, [access(type, items)]]),
    );
  },
  // The resource types a snapshot can hold: the platform's.
  'snapshots.listResourceAccess': () => [...PUBLISHED_TYPES].sort(),

  // The snapshot's content; through a URL of contentType CURRENT_STATE, what it targeted in the
  // organization at its last dry run.
  'snapshots.getContent': (ctx) => {
    const { id: snapshotId, originId, ...snapshot } = snapshotOf(ctx);
    const current = ctx.query('contentType') === 'CURRENT_STATE';
    if (current && !snapshot.currentState)
      throw conflict(`The snapshot '${snapshotId}' has no dry run yet: its current state is taken by one.`);
    const content: Content = current ? snapshot.currentState : snapshot.content;
    if (ctx.query('contentFormat') !== 'SPLIT_PER_TYPE')
      return { snapshotId, organizationId: originId ?? ctx.org, resources: content };
    const files = Object.entries(content).map(([type, entry]) => [
      `${type}.json`,
      { resources: { [type]: entry } },
    ]);
    return { snapshotId, files: Object.fromEntries(files) };
  },
  // A pre-signed link, as the platform's: fetched without a bearer token, for an hour.
  'snapshots.generateUrl': (ctx) => {
    const snapshot = snapshotOf(ctx);
    const path = `/rest/organizations/${encodeURIComponent(ctx.org)}/snapshots/${encodeURIComponent(snapshot.id)}/content`;
    const url = new URL(path, requestOrigin(ctx));
    url.searchParams.set('contentType', ctx.query('contentType') ?? 'PRIMARY');
    const urlExpiration = Date.now() + LINK_LIFETIME_MS;
    return { url: ctx.state.links.sign(url, urlExpiration), urlExpiration };
  },
  // Each type's lines (at most `numberOfLinesMax`) as a file fetched without a token, as the platform's
  // pre-signed links.
  'snapshots.diff': (ctx) => {
    const snapshot = snapshotOf(ctx);
    const id = ctx.query('relativeReportId') ?? '';
    const report: Report | undefined = snapshot.reports.find((r: Report) => r.id === id);
    if (!report) throw notFound(`On the snapshot '${snapshot.id}', the report`, id);
    if (report.type !== 'DRY_RUN' && report.type !== 'APPLY')
      throw badRequest(`Report '${id}' is a ${report.type} report: a diff needs a DRY_RUN or APPLY report.`);
    const { status } = reportView(report);
    if (status !== 'COMPLETED')
      throw conflict(`Report '${id}' is ${status}: the diff is ready once it is COMPLETED.`);
    const max = Number(ctx.query('numberOfLinesMax') ?? Number.MAX_SAFE_INTEGER);
    const urlExpiration = Date.now() + LINK_LIFETIME_MS;
    const file = (lines: string[]) => {
      const fileId = randomUUID();
      const body = lines.slice(0, max).join('\n');
      ctx.state.files.set(fileId, { body, contentType: 'text/plain; charset=utf-8' });
      const url = `${requestOrigin(ctx)}/_files/${fileId}`;
      return { url, urlExpiration, numberOfLines: lines.length };
    };
    const files = Object.entries(report.diff)
      .filter(([, d]) => d.lines.length)
      .map(([type, { lines }]) => [type, file(lines)]);
    return { snapshotId: snapshot.id, relativeReportId: id, files: Object.fromEntries(files) };
  },
  'snapshots.dryRun': (ctx) => operate(ctx, 'DRY_RUN'),
  'snapshots.apply': (ctx) => {
    const { id, targetId } = snapshotOf(ctx);
    if (targetId !== ctx.org) {
      const message = `The snapshot '${id}' targets the organization '${targetId}': it applies there only.`;
      throw new HttpError(403, 'ACCESS_DENIED', message);
    }
    return operate(ctx, 'APPLY');
  },
  // The snapshot arrives in the target organization as a snapshot of its own, and the push is an EXPORT
  // activity here.
  'snapshots.push': (ctx) => {
    const snapshot = snapshotOf(ctx);
    const target = ctx.query('targetOrganizationId') ?? '';
    if (target === ctx.org) {
      throw badRequest(
        `The snapshot '${snapshot.id}' is in the organization '${target}' already: push it to another one.`,
      );
    }
    const refusal = `The snapshot cannot be pushed to the organization '${target}': the token may not use it.`;
    otherOrganization(ctx, target, 'UNABLE_TO_PUSH_TO_ORGANIZATION', refusal);
    storeSnapshot(ctx, ctx.state.store(target), structuredClone(snapshot.content), {
      developerNote: ctx.query('developerNotes') || snapshot.developerNote,
      originId: ctx.org,
      targetId: target,
    });
    snapshotActivity(ctx, snapshot, 'EXPORT');
    return noContent();
  },

  'snapshots.synchronization.create': (ctx) => {
    const snapshot = snapshotOf(ctx);
    const empty = Object.keys(snapshot.content).length === 0;
    const plan: Plan = {
      id: randomUUID(),
      snapshotId: snapshot.id,
      createdDate: Date.now(),
      durationMs: ctx.settings.refreshDurationMs,
      empty,
      ...synchronizationPlan(ctx, snapshot.content),
      children: [],
    };
    snapshot.plans[plan.id] = plan;
    const report = newReport(
      ctx,
      'CREATE_SYNCHRONIZATION_PLAN',
      empty ? 'UNABLE_TO_RETRIEVE_RESOURCES' : 'SUCCESS',
    );
    snapshot.synchronizationReports.push({ ...report, synchronizationPlanId: plan.id });
    return created(planView(plan));
  },
  'snapshots.synchronization.get': (ctx) => planView(planOf(ctx).plan),
  'snapshots.synchronization.update': async (ctx) => {
    const { plan } = planOf(ctx);
    const { alreadyLinkedResources, resourceSynchronizationOperations } = await ctx.json();
    if (planView(plan).status === 'CREATING')
      throw conflict(`The synchronization plan '${plan.id}' is still CREATING.`);
    plan.alreadyLinkedResources = alreadyLinkedResources ?? plan.alreadyLinkedResources;
    plan.resourceSynchronizationOperations =
      resourceSynchronizationOperations ?? plan.resourceSynchronizationOperations;
    return planView(plan);
  },
  // Each resource of the snapshot the plan matches with one of the organization's gets a link to its
  // best match. One the organization links elsewhere already is a 409, all links left as they were,
  // unless overrideExistingLinks: its link then goes to the match.
  'snapshots.synchronization.apply': (ctx) => {
    const { snapshot, plan } = planOf(ctx);
    const { status } = planView(plan);
    if (status !== 'CREATED')
      throw conflict(`The synchronization plan '${plan.id}' is ${status}: only a CREATED plan applies.`);
    const links = linksOf(ctx.store);
    const linkOf = (resourceType: string, resourceName: string) =>
      links.list().find((l) => l.resourceType === resourceType && l.resourceName === resourceName);
    const operations = Object.entries(plan.resourceSynchronizationOperations);
    const wanted = operations.flatMap(([resourceType, list]) =>
      list.flatMap((operation) => {
        const byScore = [...(operation?.matches ?? [])].sort(
          (a, b) => (b.associationScore ?? 0) - (a.associationScore ?? 0),
        );
        const resourceId = byScore[0]?.linkModel?.resourceId;
        const resourceName = String(operation?.resourceName);
        return typeof resourceId === 'string' ? [{ resourceType, resourceName, resourceId }] : [];
      }),
    );
    const moved = wanted.filter(
      (w) => (linkOf(w.resourceType, w.resourceName)?.resourceId ?? w.resourceId) !== w.resourceId,
    );
    if (moved.length && !flag(ctx, 'overrideExistingLinks')) {
      const named = moved.map((w) => `${w.resourceType} '${w.resourceName}'`).join(', ');
      throw conflict(
        `The organization links ${named} to other resources already: apply with overrideExistingLinks=true to replace those links.`,
      );
    }
    plan.applied = true;
    const counts = dictionary<LinkCounts>();
    for (const [type] of operations) counts[type] = { linksCreated: 0, linksOverridden: 0 };
    for (const w of wanted) {
      const existing = linkOf(w.resourceType, w.resourceName);
      if (!existing) {
        links.insert({ organizationId: ctx.org, ...w });
        counts[w.resourceType].linksCreated++;
      } else if (existing.resourceId !== w.resourceId) {
        links.update(existing.id, { resourceId: w.resourceId });
        counts[w.resourceType].linksOverridden++;
      }
    }
    const report: Report = {
      ...newReport(ctx, 'APPLY_SYNCHRONIZATION_PLAN', 'SUCCESS'),
      synchronizationPlanId: plan.id,
      links: counts,
    };
    snapshot.synchronizationReports.push(report);
    return synchronizationReportView(report);
  },
  'snapshots.synchronization.updateChildren': (ctx) => {
    const { plan } = planOf(ctx);
    const names = ['snapshotParentResourceName', 'parentResourceType', 'targetParentId'];
    const child = Object.fromEntries(names.map((name) => [name, ctx.query(name) ?? '']));
    const others = plan.children.filter(
      (c) => c.snapshotParentResourceName !== child.snapshotParentResourceName,
    );
    plan.children = [...others, child];
    return planView(plan);
  },
};
