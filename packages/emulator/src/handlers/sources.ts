import { createHash, randomUUID } from 'node:crypto';
import { boolQuery, type EmulatorContext, paged } from '../context';
import { badRequest, conflict, created, HttpError, noContent, Reply } from '../http';
import { fieldsOf, indexesOf, sourcesOf } from '../provision';
import { text } from '../safe';
import type { OrganizationStore } from '../state';
import { recordActivity } from './activities';
import { requireObject } from './rest';
import type { Handlers } from './types';

/*
 * Sources, their mappings, fields, metadata reports and sample datasets.
 *
 * Lifecycle (computed lazily from timestamps, no timers; `refreshDurationMs` is the emulator setting):
 * - a new source (push sources included: they are IDLE too, waiting for the Push API) is CREATING for
 *   refreshDurationMs, then IDLE;
 * - startRefresh / fullRefresh / incrementalRefresh / rebuild / pushRefresh: REFRESHING for
 *   refreshDurationMs, then IDLE; meanwhile `information.numberOfDocuments` grows in proportion to the
 *   elapsed time toward a count fixed per source (push sources keep their count: their items come from
 *   the Push API);
 * - pauseRefresh: REFRESHING → PAUSED (409 otherwise); resumeRefresh: PAUSED → REFRESHING for the time
 *   left (409 otherwise); stopRefresh and tasks/abort: REFRESHING or PAUSED → IDLE, last operation ABORT;
 * - retryCreation: from ERROR or CREATING only, CREATING again.
 */

const STATUSES = [
  'CREATING',
  'DISABLED',
  'ERROR',
  'IDLE',
  'PAUSED',
  'PAUSED_ON_ERROR',
  'PUSH_READY',
  'REFRESHING',
];
const OPERATIONS = ['REBUILD', 'FULL_REFRESH', 'INCREMENTAL_REFRESH'];
const SORTING_TYPES = [
  'TYPE',
  'NAME',
  'STATUS',
  'CONTENT',
  'LAST_MODIFIED_DATE',
  'LAST_OPERATION',
  'CONTENT_TOTAL_DOCUMENT_SIZE',
  'STATUS_PRIORITY',
];
/** The order of `STATUS_PRIORITY`: the statuses that need a look first. */
const STATUS_PRIORITY = [
  'ERROR',
  'PAUSED_ON_ERROR',
  'REFRESHING',
  'CREATING',
  'PAUSED',
  'DISABLED',
  'IDLE',
  'PUSH_READY',
];
const ORDERS = ['ASC', 'DESC'];
const OPERATIONAL_STATUSES = ['ALL', 'LAST_OPERATION_IN_ERROR', 'OK', 'PAUSED', 'READY', 'RUNNING'];
const SCHEDULE_TYPES = ['MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY'];
const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const FIELD_SORTS = ['NAME', 'TYPE', 'DESCRIPTION'];
const METADATA_SORTS = ['KEY', 'COUNT'];
const DATASETS = [
  {
    name: 'WEB',
    note: 'Web pages of a sample documentation site, as a web source.',
    hasStaticContent: true,
  },
  {
    name: 'ecommerce',
    note: 'Products, variants and availabilities of a sample store, as a catalog source.',
    hasStaticContent: true,
  },
];
const DAY_MS = 86_400_000;
/**
 * The document configurations a new source starts with, by the platform's kinds: `DEFAULT` for the
 * sources it crawls, `PUSH` for those that receive items through the Push API. Each gives the item
 * types and the fields that its common rules fill.
 */
const DEFAULT_DOCUMENT_CONFIGURATIONS: Record<string, { itemTypes: string[]; fields: string[] }> = {
  DEFAULT: { itemTypes: ['Document'], fields: ['title', 'uri', 'date', 'language'] },
  PUSH: { itemTypes: ['Document'], fields: ['title', 'uri', 'date', 'filetype'] },
};
const FEEDBACK_CONSUMERS = ['SUPPORT', 'PRODUCT'];

/** Internal state of a source's lifecycle, kept beside the source record (keyed by the source id). */
interface Lifecycle {
  id: string;
  phase: string;
  /** When the phase began (or the timed run was last resumed), ms since the epoch. */
  since: number;
  /** Length of the timed phase (CREATING, REFRESHING), ms. */
  durationMs: number;
  /** Run time already spent before `since` (a resumed refresh), ms. */
  doneMs: number;
  operation?: string;
  activityId?: string;
  fromDocuments: number;
  toDocuments: number;
  /** Item count when no refresh is running. */
  documents: number;
  /** An operation to start once the creation ends (`rebuild=true` on creation, dataset imports). */
  queued?: string;
  lastOperation?: Record<string, unknown>;
  pastActivities: string[];
  dedicated: boolean;
}

const lifecycles = (store: OrganizationStore) =>
  store.collection<Lifecycle>('sourceLifecycles', 'Source lifecycle');
const schedulesOf = (ctx: EmulatorContext) => ctx.store.collection('sourceSchedules', 'Schedule');
const mappingsOf = (store: OrganizationStore) => store.collection('sourceMappings', 'Source mappings');
const reportsOf = (ctx: EmulatorContext) => ctx.store.collection('sourceMetadataReports', 'Metadata report');
const importsOf = (ctx: EmulatorContext) => ctx.store.collection('datasetImports', 'Dataset import request');

const hash = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0);
const isPush = (source: Record<string, any>) => source.pushEnabled === true || source.sourceType === 'PUSH';
/** The item count a crawl of this source reaches: fixed per source, 0 for push sources. */
const crawlTarget = (source: Record<string, any>) =>
  isPush(source) ? 0 : 120 + (hash(String(source.id)) % 880);
/** Average item size of the source, bytes. */
const itemSize = (id: string) => 2048 + (hash(`${id}/size`) % 30_720);

function lifecycleOf(store: OrganizationStore, source: Record<string, any>): Lifecycle {
  const all = lifecycles(store);
  const id = String(source.id);
  if (all.has(id)) return all.get(id);
  // A source made elsewhere (a seed, another family): take its status and count as they are.
  // Read the stored value, never a live getter (it would ask for this very lifecycle).
  const stored = Object.getOwnPropertyDescriptor(source, 'information')?.value;
  const info = stored && typeof stored === 'object' ? stored : {};
  const status = info.sourceStatus?.type;
  const documents = Number(info.numberOfDocuments);
  return all.insert({
    id,
    phase: STATUSES.includes(status) && status !== 'REFRESHING' && status !== 'CREATING' ? status : 'IDLE',
    since: Date.now(),
    durationMs: 0,
    doneMs: 0,
    fromDocuments: 0,
    toDocuments: 0,
    documents: Number.isFinite(documents) && documents >= 0 ? Math.floor(documents) : 0,
    pastActivities: [],
    dedicated: false,
  });
}

/** Moves a lifecycle past the timed phases that have ended by `now`. */
function settle(lc: Lifecycle, source: Record<string, any>, now: number): Lifecycle {
  for (let guard = 0; guard < 4; guard++) {
    if (lc.phase === 'CREATING' && now - lc.since >= lc.durationMs) {
      const end = lc.since + lc.durationMs;
      lc.phase = 'IDLE';
      lc.since = end;
      if (lc.queued) {
        const operation = lc.queued;
        lc.queued = undefined;
        begin(lc, source, operation, end, lc.durationMs);
      }
    } else if (lc.phase === 'REFRESHING' && lc.doneMs + (now - lc.since) >= lc.durationMs) {
      const end = lc.since + (lc.durationMs - lc.doneMs);
      finish(lc, 'SUCCESS', lc.toDocuments, end);
    } else {
      break;
    }
  }
  return lc;
}

function begin(
  lc: Lifecycle,
  source: Record<string, any>,
  operation: string,
  at: number,
  durationMs: number,
) {
  const push = isPush(source);
  lc.phase = 'REFRESHING';
  lc.operation = operation;
  lc.activityId = randomUUID();
  lc.since = at;
  lc.doneMs = 0;
  lc.durationMs = durationMs;
  lc.fromDocuments = operation === 'REBUILD' && !push ? 0 : lc.documents;
  lc.toDocuments = push
    ? lc.documents
    : operation === 'INCREMENTAL_REFRESH' && lc.documents > 0
      ? lc.documents + 1 + (hash(`${lc.activityId}`) % 9)
      : crawlTarget(source);
}

function finish(lc: Lifecycle, result: string, documents: number, at: number) {
  lc.lastOperation = {
    id: lc.activityId,
    operationType: lc.operation,
    result,
    numberOfDocuments: documents,
    timestamp: at,
  };
  if (lc.activityId) lc.pastActivities.push(lc.activityId);
  lc.phase = 'IDLE';
  lc.since = at;
  lc.documents = documents;
  lc.activityId = undefined;
  lc.operation = undefined;
  lc.doneMs = 0;
}

/** Run time of the current refresh at `now`, ms. */
const elapsed = (lc: Lifecycle, now: number) =>
  lc.phase === 'REFRESHING' ? lc.doneMs + (now - lc.since) : lc.doneMs;

function currentDocuments(lc: Lifecycle, now: number): number {
  if (lc.phase !== 'REFRESHING' && lc.phase !== 'PAUSED') return lc.documents;
  const ratio = lc.durationMs > 0 ? Math.min(1, elapsed(lc, now) / lc.durationMs) : 1;
  return lc.fromDocuments + Math.floor((lc.toDocuments - lc.fromDocuments) * ratio);
}

const ALLOWED: Record<string, string[]> = {
  CREATING: ['DELETE'],
  IDLE: ['UPDATE', 'DELETE', 'DUPLICATE', 'REFRESH', 'REBUILD', 'FULL_REFRESH', 'INCREMENTAL_REFRESH'],
  ERROR: ['UPDATE', 'DELETE', 'DUPLICATE', 'REFRESH', 'REBUILD', 'FULL_REFRESH', 'INCREMENTAL_REFRESH'],
  REFRESHING: ['PAUSE', 'STOP', 'DELETE'],
  PAUSED: ['RESUME', 'STOP', 'DELETE'],
};

/** The `information` of a source at this moment. */
export function information(store: OrganizationStore, source: Record<string, any>): Record<string, unknown> {
  const now = Date.now();
  const lc = settle(lifecycleOf(store, source), source, now);
  const documents = currentDocuments(lc, now);
  const running = lc.phase === 'REFRESHING' || lc.phase === 'PAUSED';
  return {
    sourceStatus: {
      type: lc.phase,
      allowedOperations: ALLOWED[lc.phase] ?? ['UPDATE', 'DELETE'],
      timestamp: lc.since,
      ...(running
        ? { refreshType: lc.operation, numberOfProcessedDocuments: documents - lc.fromDocuments }
        : {}),
      ...(lc.phase === 'CREATING' ? { initialBuild: true } : {}),
    },
    numberOfDocuments: documents,
    documentsTotalSize: documents * itemSize(String(source.id)),
    ...(lc.lastOperation ? { lastOperation: { ...lc.lastOperation } } : {}),
    ...(running && lc.activityId
      ? { currentOperation: { id: lc.activityId, operationType: lc.operation, timestamp: lc.since } }
      : {}),
  };
}

/**
 * Makes the stored record's `information` a live view of its lifecycle, so that whoever reads the record
 * (this family, index statistics) sees the state of the moment.
 */
function live(store: OrganizationStore, source: Record<string, any>): Record<string, any> {
  lifecycleOf(store, source);
  Object.defineProperty(source, 'information', {
    enumerable: true,
    configurable: true,
    get: () => information(store, source),
  });
  return source;
}

/** A source record, live. @throws HttpError 404 when unknown. */
function sourceRecord(ctx: EmulatorContext, id = ctx.params.sourceId): Record<string, any> {
  return live(ctx.store, sourcesOf(ctx.store).get(id));
}

/** What the API returns for a source: a snapshot of the record. */
const view = (source: Record<string, any>) => ({ ...source });

function lightView(source: Record<string, any>) {
  return {
    id: source.id,
    name: source.name,
    sourceType: source.sourceType,
    pushEnabled: source.pushEnabled ?? false,
    onPremisesEnabled: source.onPremisesEnabled ?? false,
    streamEnabled: source.streamEnabled ?? false,
  };
}

function rawView(source: Record<string, any>) {
  const { information: _information, ...rest } = view(source);
  return {
    ...rest,
    configuration: rest.configuration ?? { startingAddresses: rest.urls ?? [], parameters: {} },
  };
}

function oneOf(ctx: EmulatorContext, name: string, values: string[], fallback?: string): string | undefined {
  const raw = ctx.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!values.includes(raw)) {
    throw badRequest(`The query parameter '${name}' must be one of: ${values.join(', ')}; got '${raw}'.`);
  }
  return raw;
}

function requiredQuery(ctx: EmulatorContext, name: string): string {
  const raw = ctx.query(name);
  if (raw === undefined || raw.trim() === '') throw badRequest(`The query parameter '${name}' is required.`);
  return raw;
}

/**
 * Checks what the published schema leaves open in a source configuration (it types every field but
 * requires none): `full` requires a non-empty name and a sourceType; `urls` and `configuration` are
 * not in the schema.
 */
function checkSource(body: Record<string, any>, full: boolean) {
  if (full || body.name !== undefined) {
    if (typeof body.name !== 'string' || !body.name.trim()) {
      throw badRequest("The field 'name' is required: a non-empty string.", 'MISSING_FIELD');
    }
  }
  if (full && body.sourceType === undefined) {
    throw badRequest(
      "The field 'sourceType' is required: a source type such as WEB2 or PUSH.",
      'MISSING_FIELD',
    );
  }
  // The raw configuration's schema leaves it open; the source the platform answers has one of three.
  if (
    body.sourceVisibility !== undefined &&
    !['PRIVATE', 'SECURED', 'SHARED'].includes(body.sourceVisibility)
  ) {
    throw badRequest("The field 'sourceVisibility' must be one of PRIVATE, SECURED or SHARED.");
  }
  if (
    body.urls !== undefined &&
    (!Array.isArray(body.urls) || body.urls.some((u: unknown) => typeof u !== 'string'))
  ) {
    throw badRequest("The field 'urls' must be an array of strings.");
  }
  if (
    body.configuration !== undefined &&
    (body.configuration === null ||
      typeof body.configuration !== 'object' ||
      Array.isArray(body.configuration))
  ) {
    throw badRequest("The field 'configuration' must be a JSON object.");
  }
}

function checkNameFree(ctx: EmulatorContext, name: string, exceptId?: string) {
  const taken = sourcesOf(ctx.store)
    .list()
    .some((source) => source.name === name && source.id !== exceptId);
  if (taken) throw conflict(`A source named '${name}' already exists.`);
}

/** Reads the save options (`rebuild`, `updateSecurityProviders`). */
function saveOptions(ctx: EmulatorContext) {
  boolQuery(ctx, 'updateSecurityProviders', false);
  return { rebuild: boolQuery(ctx, 'rebuild', false) };
}

/** Stores a new source, CREATING. */
function insertSource(ctx: EmulatorContext, fields: Record<string, any>, queued?: string) {
  const { id: _id, information: _information, ...rest } = fields;
  const source = sourcesOf(ctx.store).insert({
    ...rest,
    id: `${ctx.org ? `${ctx.org}-` : ''}${randomUUID().replaceAll('-', '').slice(0, 20)}`,
    name: fields.name.trim(),
    sourceType: fields.sourceType,
    sourceVisibility: fields.sourceVisibility ?? 'SECURED',
    pushEnabled: fields.pushEnabled ?? fields.sourceType === 'PUSH',
    onPremisesEnabled: fields.onPremisesEnabled ?? false,
    logicalIndex: fields.logicalIndex ?? 'default',
    owner: ctx.token?.username,
    createdDate: Date.now(),
  });
  lifecycles(ctx.store).insert({
    id: source.id,
    phase: 'CREATING',
    since: Date.now(),
    durationMs: ctx.settings.refreshDurationMs,
    doneMs: 0,
    fromDocuments: 0,
    toDocuments: 0,
    documents: 0,
    queued,
    pastActivities: [],
    dedicated: false,
  });
  return live(ctx.store, source);
}

/** Stores new fields of a source; it stays live. */
function saveSource(ctx: EmulatorContext, id: string, fields: Record<string, any>) {
  const { id: _id, information: _information, ...rest } = fields;
  return live(ctx.store, sourcesOf(ctx.store).update(id, rest));
}

const BUSY = ['CREATING', 'REFRESHING', 'PAUSED'];

/** The lifecycle of the path's source, settled now. */
function settled(ctx: EmulatorContext, source = sourceRecord(ctx)) {
  return { source, lc: settle(lifecycleOf(ctx.store, source), source, Date.now()) };
}

/** Starts a refresh-like operation. @throws HttpError 409 when the source is busy. */
function startOperation(ctx: EmulatorContext, operation: string, source = sourceRecord(ctx)) {
  const { lc } = settled(ctx, source);
  if (BUSY.includes(lc.phase) || lc.phase === 'DISABLED') {
    throw conflict(
      `The source '${source.id}' is ${lc.phase}: ${operation} starts only when it is IDLE or in ERROR.`,
    );
  }
  begin(lc, source, operation, Date.now(), ctx.settings.refreshDurationMs);
  const activityId = lc.activityId;
  recordActivity(ctx.store, {
    id: activityId,
    operation,
    resourceType: 'SOURCE',
    resourceId: String(source.id),
    resourceName: source.name,
    durationMs: ctx.settings.refreshDurationMs,
    triggeredBy: ctx.token?.username,
    onAbort: () => lc.activityId === activityId && stop(lc),
  });
}

/** A refresh-like call: starts the operation, and answers the source as it now is (`REFRESHING`). */
const refresh = (operation: string) => (ctx: EmulatorContext) => {
  const source = sourceRecord(ctx);
  startOperation(ctx, operation, source);
  return view(source);
};

/** The platform's answer to a call that answers 200 with no body (`pushRefresh`, `tasks/abort`). */
const emptyOk = () => new Reply(200);

function stop(lc: Lifecycle) {
  const now = Date.now();
  finish(lc, 'ABORT', currentDocuments(lc, now), now);
}

// ---- schedules

function checkSchedule(body: Record<string, any>) {
  const frequency = body.frequency;
  if (frequency === null || typeof frequency !== 'object' || Array.isArray(frequency)) {
    throw badRequest("The field 'frequency' is required: an object with a 'type'.", 'MISSING_FIELD');
  }
  // The published schema checks the type's value, not that it is there.
  if (frequency.type === undefined) {
    throw badRequest(
      `The field 'frequency.type' is required: one of ${SCHEDULE_TYPES.join(', ')}.`,
      'MISSING_FIELD',
    );
  }
  const ranges: Array<[string, number, number]> = [
    ['minute', 0, 59],
    ['hour', 0, 23],
    ['dayOfMonth', 1, 31],
    ['repeatInterval', 1, 10_000],
  ];
  for (const [name, min, max] of ranges) {
    const value = frequency[name];
    if (value !== undefined && (!Number.isInteger(value) || value < min || value > max)) {
      throw badRequest(`The field 'frequency.${name}' must be an integer from ${min} to ${max}.`);
    }
  }
  if (
    frequency.daysOfWeek !== undefined &&
    (!Array.isArray(frequency.daysOfWeek) ||
      frequency.daysOfWeek.some((d: unknown) => !DAYS.includes(d as string)))
  ) {
    throw badRequest(`The field 'frequency.daysOfWeek' must be an array of: ${DAYS.join(', ')}.`);
  }
  if (frequency.timezone !== undefined && typeof frequency.timezone !== 'string') {
    throw badRequest("The field 'frequency.timezone' must be a string such as 'UTC'.");
  }
  if (body.refreshType !== undefined && !OPERATIONS.includes(body.refreshType)) {
    throw badRequest(`The field 'refreshType' must be one of: ${OPERATIONS.join(', ')}.`);
  }
}

function scheduleRecord(body: Record<string, any>, sourceId: string) {
  const { id: _id, sourceId: _sourceId, nextExecution: _next, ...rest } = body;
  const period: Record<string, number> = {
    MINUTELY: 60_000 * (body.frequency.repeatInterval ?? 1),
    HOURLY: 3_600_000 * (body.frequency.repeatInterval ?? 1),
    DAILY: DAY_MS,
    WEEKLY: 7 * DAY_MS,
    MONTHLY: 30 * DAY_MS,
  };
  return {
    ...rest,
    sourceId,
    enabled: body.enabled ?? true,
    refreshType: body.refreshType ?? 'FULL_REFRESH',
    frequency: { timezone: 'UTC', ...body.frequency },
    nextExecution: Date.now() + period[body.frequency.type],
  };
}

/** A schedule as the platform shows it: a `SOURCE` schedule whose `resourceId` is the source's id. */
const scheduleView = ({ sourceId, ...schedule }: Record<string, any>) => ({
  ...schedule,
  scheduleType: 'SOURCE',
  resourceId: sourceId,
});

function scheduleOf(ctx: EmulatorContext) {
  const schedule = schedulesOf(ctx).get(ctx.params.scheduleId);
  if (schedule.sourceId !== ctx.params.sourceId) {
    throw new HttpError(
      404,
      'NOT_FOUND',
      `Schedule '${ctx.params.scheduleId}' does not exist for the source '${ctx.params.sourceId}'.`,
    );
  }
  return schedule;
}

// ---- mappings

function mappingsDocument(store: OrganizationStore, sourceId: string): Record<string, any> {
  const all = mappingsOf(store);
  if (all.has(sourceId)) return all.get(sourceId);
  const fields = fieldsOf(store);
  const rules = ['title', 'date']
    .filter((field) => fields.has(field))
    .map((field) => ({ id: `${field}-rule`, field, content: [`%[${field}]`] }));
  return all.insert({ id: sourceId, common: { rules }, types: [] });
}

const mappingsView = ({ id: _id, ...mappings }: Record<string, any>) => mappings;

function checkRules(ctx: EmulatorContext, rules: unknown, where: string): Array<Record<string, any>> {
  if (!Array.isArray(rules)) throw badRequest(`The field '${where}.rules' must be an array.`);
  const fields = fieldsOf(ctx.store);
  return rules.map((rule, i) => {
    const at = `${where}.rules[${i}]`;
    if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) {
      throw badRequest(`The mapping rule '${at}' must be an object with 'field' and 'content'.`);
    }
    if (typeof rule.field !== 'string' || !rule.field) {
      throw badRequest(`The mapping rule '${at}' needs a 'field': the name of an index field.`);
    }
    if (!fields.has(rule.field)) {
      throw badRequest(`The mapping rule '${at}' names the field '${rule.field}', which does not exist.`);
    }
    if (
      !Array.isArray(rule.content) ||
      rule.content.length === 0 ||
      rule.content.some((c: unknown) => typeof c !== 'string')
    ) {
      throw badRequest(
        `The mapping rule '${at}' needs 'content': a non-empty array of strings such as '%[title]'.`,
      );
    }
    return { ...rule, id: typeof rule.id === 'string' && rule.id ? rule.id : randomUUID() };
  });
}

/**
 * Per source, the rules that fill a field, as the platform's field calls show a mapping: `kind`
 * `COMMON` for a rule of every item type, `MAPPING` for a rule of one item type (`type`), and the
 * rule's statements in `rules`.
 */
function fieldMappings(ctx: EmulatorContext, field: string) {
  const found: Array<{ source: Record<string, any>; rules: Array<Record<string, any>> }> = [];
  const asMapping = (rule: Record<string, any>, type?: string) => ({
    id: String(rule.id),
    kind: type === undefined ? 'COMMON' : 'MAPPING',
    ...(type === undefined ? {} : { type }),
    fieldName: String(rule.field),
    rules: [...rule.content],
  });
  for (const source of sourcesOf(ctx.store).list()) {
    const document = mappingsDocument(ctx.store, String(source.id));
    const all: Array<{ rule: Record<string, any>; type?: string }> = [
      ...(document.common?.rules ?? []).map((rule: Record<string, any>) => ({ rule })),
      ...(document.types ?? []).flatMap((typed: Record<string, any>) =>
        (typed.rules ?? []).map((rule: Record<string, any>) => ({ rule, type: String(typed.type) })),
      ),
    ];
    const rules = all
      .filter(({ rule }) => rule.field === field)
      .map(({ rule, type }) => asMapping(rule, type));
    if (rules.length) found.push({ source, rules });
  }
  return found;
}

function fieldView(ctx: EmulatorContext, field: Record<string, any>, includeMappings: boolean) {
  if (!includeMappings) return { ...field };
  const mapped = fieldMappings(ctx, field.name);
  return {
    ...field,
    sources: mapped.map(({ source }) => lightView(source)),
    mappings: mapped.map(({ source, rules }) => ({
      sourceId: source.id,
      sourceName: source.name,
      mappings: rules,
    })),
  };
}

// ---- metadata

const METADATA_KEYS: Record<string, string[]> = {
  WEB2: ['description', 'keywords', 'og:title', 'og:image'],
  SITEMAP: ['description', 'keywords', 'lastmod'],
  PUSH: ['documentid', 'fileextension', 'permanentid'],
  CATALOG: ['ec_name', 'ec_price', 'ec_category', 'ec_product_id'],
};
const COMMON_KEYS = ['title', 'uri', 'date', 'author', 'filetype', 'language', 'size'];

function metadataStatus(ctx: EmulatorContext, source: Record<string, any>) {
  const documents = Number(information(ctx.store, source).numberOfDocuments) || 0;
  const report = reportsOf(ctx).has(String(source.id)) ? reportsOf(ctx).get(String(source.id)) : undefined;
  const ready = report !== undefined && Date.now() - report.requestedAt >= report.durationMs;
  return {
    status: {
      reportGenerationInProgress: report !== undefined && !ready,
      reportAvailable: ready,
      sampleAvailable: documents > 0,
    },
    report,
  };
}

function metadataItems(ctx: EmulatorContext, source: Record<string, any>, sampled: number) {
  const keys = [...COMMON_KEYS, ...(METADATA_KEYS[String(source.sourceType)] ?? [])];
  const document = mappingsDocument(ctx.store, String(source.id));
  const statements = JSON.stringify([document.common, document.types]);
  const fields = fieldsOf(ctx.store);
  return keys.map((key, i) => {
    const mapped = statements.includes(`%[${key}]`);
    const count = Math.max(1, sampled - i * Math.ceil(sampled / (keys.length + 1)));
    return {
      key,
      count,
      values: [
        { metadataValue: `${key} value 1`, count: Math.ceil(count / 2) },
        { metadataValue: `${key} value 2`, count: Math.floor(count / 2) },
      ].filter((value) => value.count > 0),
      origin: ['filetype', 'language', 'size'].includes(key) ? 'CONVERTER' : 'CRAWLER',
      isMapped: mapped,
      // A mapping rule reads it, or else a field of its very name takes it, or nothing does.
      indexedBy: mapped ? 'MAPPING' : fields.has(key) ? 'FIELD' : 'NONE',
    };
  });
}

// ---- lists

function sortBy<T>(items: T[], key: (item: T) => string | number, order: string): T[] {
  const sign = order === 'DESC' ? -1 : 1;
  return [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (typeof ka === 'number' && typeof kb === 'number') return sign * (ka - kb);
    return sign * String(ka).localeCompare(String(kb));
  });
}

const statusOf = (source: Record<string, any>) => String(source.information?.sourceStatus?.type ?? '');

function sourceSort(ctx: EmulatorContext, sources: Array<Record<string, any>>) {
  const type = oneOf(ctx, 'sortingType', SORTING_TYPES, 'NAME');
  const order = oneOf(ctx, 'sortingOrder', ORDERS, 'ASC')!;
  boolQuery(ctx, 'writeAccessOnly', false);
  const key = (source: Record<string, any>): string | number => {
    if (type === 'TYPE') return `${source.sourceType}\u0000${source.name}`;
    if (type === 'STATUS') return `${statusOf(source)}\u0000${source.name}`;
    if (type === 'CONTENT') return Number(source.information?.numberOfDocuments) || 0;
    if (type === 'CONTENT_TOTAL_DOCUMENT_SIZE') return Number(source.information?.documentsTotalSize) || 0;
    if (type === 'LAST_MODIFIED_DATE') return Number(source.lastModifiedDate ?? source.createdDate) || 0;
    if (type === 'LAST_OPERATION') return Number(source.information?.lastOperation?.timestamp) || 0;
    if (type === 'STATUS_PRIORITY') {
      return `${String(STATUS_PRIORITY.indexOf(statusOf(source))).padStart(2, '0')}\u0000${text(source.name ?? '')}`;
    }
    return `${text(source.name ?? '').toLowerCase()}\u0000${source.id}`;
  };
  return sortBy(sources, key, order);
}

/**
 * The sources whose name or id `filter` finds, case ignored: as text they contain, or with
 * `stringFilterType`, as a pattern they match whole (`WILDCARD`, `*` for any text) or as all of it
 * (`EXACTMATCH`).
 */
function textFilter(ctx: EmulatorContext, sources: Array<Record<string, any>>) {
  const filter = ctx.query('filter')?.toLowerCase();
  if (!filter) return sources;
  const how = ctx.query('stringFilterType');
  const pattern =
    how === 'WILDCARD'
      ? new RegExp(
          `^${filter
            .split('*')
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.*')}$`,
          's',
        )
      : undefined;
  const finds = (value: string) =>
    pattern ? pattern.test(value) : how === 'EXACTMATCH' ? value === filter : value.includes(filter);
  return sources.filter(
    (source) => finds(text(source.name ?? '').toLowerCase()) || finds(text(source.id ?? '').toLowerCase()),
  );
}

function operationalStatus(source: Record<string, any>): string {
  const info = source.information ?? {};
  const status = statusOf(source);
  if (status === 'ERROR' || status === 'PAUSED_ON_ERROR' || info.lastOperation?.result === 'ERROR') {
    return 'LAST_OPERATION_IN_ERROR';
  }
  if (status === 'REFRESHING' || status === 'CREATING') return 'RUNNING';
  if (status === 'PAUSED') return 'PAUSED';
  if (info.lastOperation?.result === 'SUCCESS') return 'OK';
  return 'READY';
}

const allSources = (ctx: EmulatorContext) =>
  sourcesOf(ctx.store)
    .list()
    .map((source) => view(live(ctx.store, source)));

function hostType(source: Record<string, any>) {
  if (isPush(source)) return 'PUSH';
  if (source.onPremisesEnabled === true || source.crawlingModuleId) return 'CRAWLING_MODULE';
  return 'CLOUD';
}

/**
 * Reads and checks an update of the source named in the path (its type cannot change, its new name
 * must be free), and starts a rebuild when the `rebuild` query flag asks for one.
 */
async function checkedUpdate(ctx: EmulatorContext) {
  const source = sourceRecord(ctx);
  const body = requireObject(await ctx.json());
  checkSource(body, false);
  const { rebuild } = saveOptions(ctx);
  if (body.sourceType !== undefined && body.sourceType !== source.sourceType) {
    throw badRequest(`The source type cannot change (it is ${source.sourceType}); create another source.`);
  }
  if (typeof body.name === 'string') checkNameFree(ctx, body.name.trim(), source.id);
  if (rebuild) startOperation(ctx, 'REBUILD', source);
  return { source, body };
}

export const sourcesHandlers: Handlers = {
  'sources.create': async (ctx) => {
    const body = requireObject(await ctx.json());
    checkSource(body, true);
    const { rebuild } = saveOptions(ctx);
    checkNameFree(ctx, body.name.trim());
    return created(view(insertSource(ctx, body, rebuild ? 'REBUILD' : undefined)));
  },

  'sources.list': (ctx) => {
    // The published schema checks these filters' values.
    const status = ctx.query('filterStatusType');
    const host = ctx.query('filterHostType');
    const result = ctx.query('filterLastOperationResultType');
    const operation = ctx.query('filterLastOperationType');
    let sources = textFilter(ctx, allSources(ctx));
    if (status) sources = sources.filter((source) => statusOf(source) === status);
    if (host) sources = sources.filter((source) => hostType(source) === host);
    if (result) sources = sources.filter((source) => source.information?.lastOperation?.result === result);
    if (operation) {
      sources = sources.filter((source) => source.information?.lastOperation?.operationType === operation);
    }
    return paged(ctx, sourceSort(ctx, sources), 'sourceModels');
  },

  'sources.listOperationalStatus': (ctx) => {
    const wanted = oneOf(ctx, 'sourceOperationalStatus', OPERATIONAL_STATUSES, 'ALL');
    const sources = textFilter(ctx, allSources(ctx))
      .map((source) => ({ ...source, operationalStatus: operationalStatus(source) }))
      .filter((source) => wanted === 'ALL' || source.operationalStatus === wanted);
    return paged(ctx, sourceSort(ctx, sources), 'sourceModels');
  },

  'sources.createRaw': async (ctx) => {
    const body = requireObject(await ctx.json());
    checkSource(body, true);
    const { rebuild } = saveOptions(ctx);
    checkNameFree(ctx, body.name.trim());
    const addresses = body.configuration?.startingAddresses;
    const urls = Array.isArray(addresses)
      ? addresses.filter((a: unknown) => typeof a === 'string')
      : body.urls;
    return created(rawView(insertSource(ctx, { ...body, urls }, rebuild ? 'REBUILD' : undefined)));
  },

  'sources.get': (ctx) => view(sourceRecord(ctx)),

  'sources.update': async (ctx) => {
    const { source, body } = await checkedUpdate(ctx);
    const name = typeof body.name === 'string' ? body.name.trim() : source.name;
    return view(saveSource(ctx, source.id, { ...body, name }));
  },

  'sources.delete': (ctx) => {
    // The platform answers the source it deleted, as it was just before.
    const deleted = view(sourceRecord(ctx));
    const source = sourcesOf(ctx.store).delete(ctx.params.sourceId);
    const id = String(source.id);
    for (const collection of [lifecycles(ctx.store), mappingsOf(ctx.store), reportsOf(ctx)]) {
      if (collection.has(id)) collection.delete(id);
    }
    const schedules = schedulesOf(ctx);
    for (const schedule of schedules.list()) if (schedule.sourceId === id) schedules.delete(schedule.id);
    return deleted;
  },

  'sources.applyChanges': (ctx) => {
    sourceRecord(ctx);
    return noContent();
  },

  'sources.getDedicated': (ctx) => {
    const { source, lc } = settled(ctx);
    return { sourceId: source.id, enabled: lc.dedicated };
  },

  'sources.setDedicated': (ctx) => {
    const { source, lc } = settled(ctx);
    requiredQuery(ctx, 'enabled');
    lc.dedicated = boolQuery(ctx, 'enabled', false);
    return { sourceId: source.id, enabled: lc.dedicated };
  },

  'sources.dump': (ctx) => {
    sourceRecord(ctx);
    return noContent();
  },

  'sources.duplicate': (ctx) => {
    const original = sourceRecord(ctx);
    const name = requiredQuery(ctx, 'newSourceName').trim();
    const logicalIndexId = ctx.query('logicalIndexId');
    if (logicalIndexId) {
      const known = indexesOf(ctx.store)
        .list()
        .some((index) => index.id === logicalIndexId || index.logicalIndex === logicalIndexId);
      if (!known) throw badRequest(`The logical index '${logicalIndexId}' does not exist.`);
    }
    checkNameFree(ctx, name);
    const { information: _information, ...fields } = view(original);
    const copy = insertSource(ctx, {
      ...structuredClone(fields),
      name,
      logicalIndex: logicalIndexId || original.logicalIndex,
    });
    const mappings = mappingsDocument(ctx.store, String(original.id));
    mappingsOf(ctx.store).insert({ ...structuredClone(mappings), id: copy.id });
    return created(view(copy));
  },

  'sources.evictCachedCrawlerConfig': (ctx) => {
    sourceRecord(ctx);
    return noContent();
  },

  'sources.fullRefresh': refresh('FULL_REFRESH'),
  'sources.incrementalRefresh': refresh('INCREMENTAL_REFRESH'),
  'sources.startRefresh': refresh('FULL_REFRESH'),
  'sources.rebuild': refresh('REBUILD'),

  'sources.pauseRefresh': (ctx) => {
    const { source, lc } = settled(ctx);
    if (lc.phase !== 'REFRESHING') {
      throw conflict(`The source '${source.id}' is ${lc.phase}: only a REFRESHING source can be paused.`);
    }
    const now = Date.now();
    lc.doneMs = elapsed(lc, now);
    lc.phase = 'PAUSED';
    lc.since = now;
    return view(source);
  },

  'sources.resumeRefresh': (ctx) => {
    const { source, lc } = settled(ctx);
    if (lc.phase !== 'PAUSED') {
      throw conflict(`The source '${source.id}' is ${lc.phase}: only a PAUSED source can be resumed.`);
    }
    lc.phase = 'REFRESHING';
    lc.since = Date.now();
    return view(source);
  },

  'sources.stopRefresh': (ctx) => {
    const { source, lc } = settled(ctx);
    if (lc.phase !== 'REFRESHING' && lc.phase !== 'PAUSED') {
      throw conflict(`The source '${source.id}' is ${lc.phase}: there is no refresh to stop.`);
    }
    stop(lc);
    return view(source);
  },

  'sources.retryCreation': (ctx) => {
    const { source, lc } = settled(ctx);
    if (lc.phase !== 'ERROR' && lc.phase !== 'CREATING') {
      throw conflict(
        `The source '${source.id}' is ${lc.phase}: only a source in ERROR or CREATING can retry its creation.`,
      );
    }
    lc.phase = 'CREATING';
    lc.since = Date.now();
    lc.durationMs = ctx.settings.refreshDurationMs;
    return noContent();
  },

  'sources.pushRefresh': (ctx) => {
    const source = sourceRecord(ctx);
    // The published schema requires activityOperation, one of the platform's activity operations; a
    // push source's refresh is one of the content operations among them.
    const operation = ctx.query('activityOperation') as string;
    if (!OPERATIONS.includes(operation)) {
      throw badRequest(
        `A push source's refresh takes the activityOperation ${OPERATIONS.join(', ')}; got '${operation}'.`,
      );
    }
    if (!isPush(source)) {
      throw badRequest(
        `The source '${source.id}' is not a push source: use startRefresh, fullRefresh or rebuild.`,
      );
    }
    startOperation(ctx, operation, source);
    return emptyOk();
  },

  'sources.abortTask': (ctx) => {
    const { source, lc } = settled(ctx);
    const activityId = ctx.query('activityId') as string; // required by the published schema
    if (lc.activityId === activityId && (lc.phase === 'REFRESHING' || lc.phase === 'PAUSED')) {
      stop(lc);
      return emptyOk();
    }
    if (lc.pastActivities.includes(activityId)) {
      throw conflict(`The activity '${activityId}' of the source '${source.id}' is over.`);
    }
    throw new HttpError(
      404,
      'NOT_FOUND',
      `Activity '${activityId}' does not exist for the source '${source.id}'.`,
    );
  },

  'sources.listItemTypes': (ctx) => {
    const source = sourceRecord(ctx);
    const document = mappingsDocument(ctx.store, String(source.id));
    const typed = (document.types ?? []).map((type: Record<string, any>) => String(type.type));
    const defaults: Record<string, string[]> = {
      WEB2: ['WebPage'],
      SITEMAP: ['WebPage'],
      CATALOG: ['Product', 'Variant', 'Availability'],
      PUSH: ['Document'],
    };
    return [...new Set([...(defaults[String(source.sourceType)] ?? ['Document']), ...typed])];
  },

  'sources.getLight': (ctx) => lightView(sourceRecord(ctx)),

  'sources.getRaw': (ctx) => rawView(sourceRecord(ctx)),

  'sources.updateRaw': async (ctx) => {
    const { source, body } = await checkedUpdate(ctx);
    const addresses = body.configuration?.startingAddresses;
    const fields = Array.isArray(addresses)
      ? { ...body, urls: addresses.filter((a: unknown) => typeof a === 'string') }
      : body;
    return rawView(saveSource(ctx, source.id, fields));
  },

  'sources.listSchedules': (ctx) => {
    const source = sourceRecord(ctx);
    return schedulesOf(ctx)
      .list()
      .filter((schedule) => schedule.sourceId === source.id)
      .map(scheduleView);
  },

  'sources.createSchedule': async (ctx) => {
    const source = sourceRecord(ctx);
    const body = requireObject(await ctx.json());
    checkSchedule(body);
    return created(scheduleView(schedulesOf(ctx).insert(scheduleRecord(body, source.id))));
  },

  'sources.updateSchedule': async (ctx) => {
    const source = sourceRecord(ctx);
    const schedule = scheduleOf(ctx);
    const body = requireObject(await ctx.json());
    if (body.id !== undefined && body.id !== schedule.id) {
      throw badRequest(`The body's id '${text(body.id, 100)}' is not the schedule's id '${schedule.id}'.`);
    }
    checkSchedule(body);
    const record = { ...scheduleRecord(body, source.id), id: schedule.id };
    schedulesOf(ctx).records.set(schedule.id, record);
    return scheduleView(record);
  },

  'sources.deleteSchedule': (ctx) => {
    sourceRecord(ctx);
    schedulesOf(ctx).delete(scheduleOf(ctx).id);
    return noContent();
  },

  'sources.mappings.get': (ctx) => mappingsView(mappingsDocument(ctx.store, String(sourceRecord(ctx).id))),

  'sources.mappings.update': async (ctx) => {
    const source = sourceRecord(ctx);
    const body = requireObject(await ctx.json());
    const rebuild = boolQuery(ctx, 'rebuild', false);
    const common = requireObject(body.common, "The field 'common'");
    const rules = checkRules(ctx, common.rules, 'common');
    if (body.types !== undefined && !Array.isArray(body.types)) {
      throw badRequest("The field 'types' must be an array of { type, rules }.");
    }
    const types = (body.types ?? []).map((type: unknown, i: number) => {
      const typed = requireObject(type, `The item types[${i}]`);
      if (typeof typed.type !== 'string' || !typed.type) {
        throw badRequest(`The item types[${i}] needs a 'type': an item type such as WebPage.`);
      }
      return { ...typed, id: typed.id ?? typed.type, rules: checkRules(ctx, typed.rules, `types[${i}]`) };
    });
    if (rebuild) startOperation(ctx, 'REBUILD', source);
    const saved = { ...body, id: String(source.id), common: { ...common, rules }, types };
    mappingsOf(ctx.store).records.set(String(source.id), saved);
    return mappingsView(saved);
  },

  'sources.fields.list': (ctx) => {
    const includeMappings = boolQuery(ctx, 'includeMappings', false);
    const facetsOnly = boolQuery(ctx, 'facetsOnly', false);
    const order = oneOf(ctx, 'order', ORDERS, 'ASC')!;
    // The published schema checks origin and type.
    const origin = ctx.query('origin') || 'ALL';
    const sort = oneOf(ctx, 'sortBy', FIELD_SORTS, 'NAME');
    const type = ctx.query('type');
    const filter = ctx.query('filter')?.toLowerCase();
    const fields = fieldsOf(ctx.store)
      .list()
      .filter((field) => !facetsOnly || field.facet === true)
      .filter((field) => origin === 'ALL' || (origin === 'SYSTEM') === (field.system === true))
      .filter((field) => !type || field.type === type)
      .filter(
        (field) =>
          !filter ||
          String(field.name).toLowerCase().includes(filter) ||
          String(field.description ?? '')
            .toLowerCase()
            .includes(filter),
      );
    const key = (field: Record<string, any>) =>
      sort === 'TYPE'
        ? `${field.type}\u0000${field.name}`
        : sort === 'DESCRIPTION'
          ? `${field.description ?? ''}\u0000${field.name}`
          : String(field.name);
    const page = paged(ctx, sortBy(fields, key, order), 'items');
    return {
      ...page,
      items: (page.items as Array<Record<string, any>>).map((f) => fieldView(ctx, f, includeMappings)),
    };
  },

  'sources.fields.get': (ctx) => {
    const includeMappings = boolQuery(ctx, 'includeMappings', false);
    return fieldView(ctx, fieldsOf(ctx.store).get(ctx.params.fieldId), includeMappings);
  },

  'sources.fields.update': async (ctx) => {
    const fields = fieldsOf(ctx.store);
    fields.get(ctx.params.fieldId);
    const body = requireObject(await ctx.json());
    if (body.name !== undefined && body.name !== ctx.params.fieldId) {
      throw badRequest(
        `A field's name cannot change: the body names '${text(body.name, 100)}', the path '${ctx.params.fieldId}'.`,
      );
    }
    // The published schema checks the fields' types and the type's value.
    const { sources: _sources, mappings: _mappings, system: _system, ...rest } = body;
    fields.update(ctx.params.fieldId, rest);
    return noContent();
  },

  'sources.fields.create': async (ctx) => {
    const body = requireObject(await ctx.json());
    if (typeof body.name !== 'string' || !body.name) {
      throw badRequest("The field 'name' is required.", 'MISSING_FIELD');
    }
    if (!/^[a-z][a-z0-9_]*$/.test(body.name)) {
      throw badRequest(
        `The field name '${body.name}' is invalid: use lowercase letters, digits and '_', starting with a letter.`,
      );
    }
    const fields = fieldsOf(ctx.store);
    if (fields.has(body.name)) throw conflict(`The field '${body.name}' already exists.`);
    const { sources: _sources, mappings: _mappings, ...rest } = body;
    fields.insert({
      type: 'STRING',
      facet: false,
      multiValueFacet: false,
      sort: false,
      includeInQuery: true,
      includeInResults: true,
      ...rest,
      system: false,
    });
    // The platform answers no body: read the field with sources.fields.get.
    return noContent();
  },

  'sources.metadata.generate': (ctx) => {
    const source = sourceRecord(ctx);
    const { status } = metadataStatus(ctx, source);
    if (!status.sampleAvailable) {
      throw conflict(`The source '${source.id}' has no items to sample yet: refresh it first.`);
    }
    if (!status.reportGenerationInProgress) {
      reportsOf(ctx).records.set(String(source.id), {
        id: String(source.id),
        requestedAt: Date.now(),
        durationMs: ctx.settings.refreshDurationMs,
        sampled: Math.min(100, Number(information(ctx.store, source).numberOfDocuments) || 0),
      });
    }
    // The platform answers no body: sources.metadata.getStatus tells how the report goes.
    return noContent();
  },

  'sources.metadata.list': (ctx) => {
    const source = sourceRecord(ctx);
    const order = oneOf(ctx, 'order', ORDERS, 'ASC')!;
    const sort = oneOf(ctx, 'sortBy', METADATA_SORTS, 'KEY');
    const filter = ctx.query('filter')?.toLowerCase();
    const { status, report } = metadataStatus(ctx, source);
    if (!status.reportAvailable || !report) return paged(ctx, [], 'items');
    const items = metadataItems(ctx, source, report.sampled).filter(
      (item) => !filter || item.key.toLowerCase().includes(filter),
    );
    const sorted = sortBy(items, (item) => (sort === 'COUNT' ? item.count : item.key), order);
    const createdAt = report.requestedAt + report.durationMs;
    return {
      ...paged(ctx, sorted, 'items'),
      creationDate: createdAt,
      expirationDate: createdAt + 7 * DAY_MS,
      sampledDocumentCount: report.sampled,
      documentErrorCount: 0,
    };
  },

  'sources.metadata.getStatus': (ctx) => metadataStatus(ctx, sourceRecord(ctx)).status,

  'sources.datasets.list': () => DATASETS.map((dataset) => ({ ...dataset })),

  'sources.datasets.import': (ctx) => {
    const name = requiredQuery(ctx, 'datasetName');
    const dataset = DATASETS.find((d) => d.name === name);
    if (!dataset) {
      throw badRequest(
        `The query parameter 'datasetName' must be one of: ${DATASETS.map((d) => d.name).join(', ')}; got '${name}'.`,
      );
    }
    const withContent = boolQuery(ctx, 'withContent', true);
    const taken = new Set(
      sourcesOf(ctx.store)
        .list()
        .map((s) => s.name),
    );
    let sourceName = `${dataset.name} sample`;
    for (let n = 2; taken.has(sourceName); n++) sourceName = `${dataset.name} sample ${n}`;
    const source = insertSource(
      ctx,
      {
        name: sourceName,
        sourceType: dataset.name === 'WEB' ? 'WEB2' : 'CATALOG',
        sourceVisibility: 'SHARED',
        datasetName: dataset.name,
      },
      withContent ? 'REBUILD' : undefined,
    );
    const request = importsOf(ctx).insert({
      datasetName: dataset.name,
      withContent,
      requestedAt: Date.now(),
      // The import ends when the source is built: its creation, then (with content) its rebuild.
      durationMs: ctx.settings.refreshDurationMs * (withContent ? 2 : 1),
      sourceIds: [source.id],
    });
    return { requestId: request.id };
  },

  'sources.datasets.getImportProgress': (ctx) => {
    const request = importsOf(ctx).get(requiredQuery(ctx, 'requestId'));
    const spent = Date.now() - request.requestedAt;
    const status =
      spent >= request.durationMs ? 'COMPLETED' : spent >= request.durationMs / 3 ? 'IN_PROGRESS' : 'PENDING';
    return {
      requestId: request.id,
      datasetName: request.datasetName,
      status,
      ...(status === 'COMPLETED' ? { result: 'SUCCESS' } : {}),
      sourceIds: request.sourceIds,
    };
  },

  'sources.getDefaultDocumentConfiguration': (ctx) => {
    // The published schema checks the type: DEFAULT or PUSH.
    const type = ctx.query('defaultDocumentConfigurationType') || 'DEFAULT';
    const configuration = DEFAULT_DOCUMENT_CONFIGURATIONS[type];
    return {
      type,
      itemTypes: configuration.itemTypes,
      mappings: configuration.fields
        .filter((field) => fieldsOf(ctx.store).has(field))
        .map((field) => ({ field, content: [`%[${field}]`] })),
    };
  },

  'sources.feedback.send': async (ctx) => {
    const consumer = oneOf(ctx, 'feedbackConsumerType', FEEDBACK_CONSUMERS, 'SUPPORT');
    const body = requireObject(await ctx.json());
    if (typeof body.message !== 'string' || !body.message.trim()) {
      throw badRequest("The field 'message' is required: a non-empty string.", 'MISSING_FIELD');
    }
    const feedback = ctx.store.collection('sourceFeedback', 'Source feedback').insert({
      message: body.message,
      feedbackConsumerType: consumer,
      username: ctx.token?.username,
      createdDate: Date.now(),
    });
    return created({ id: feedback.id, createdDate: feedback.createdDate });
  },
};
