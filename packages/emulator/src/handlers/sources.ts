import { randomUUID } from 'node:crypto';
import { grants, type KeyPrincipal } from '../access';
import { boolQuery, type EmulatorContext, paged } from '../context';
import { collectionIn } from '../engine';
import type { Behaviours } from '../engine/hooks';
import { compareValues } from '../engine/listing';
import { propertiesOf } from '../engine/schemas';
import { badRequest, conflict, created, HttpError, noContent, notFound, Reply } from '../http';
import { recordActivity } from '../model/activities';
import { projectQuery } from '../model/catalogs';
import { type FieldRecord, fieldHooks, fieldsPage } from '../model/fields';
import { metadataOf, pushedIn } from '../model/pushed';
import {
  indexedByDefault,
  namedObject,
  parentRelationships,
  SALESFORCE_OBJECTS,
  type SalesforceFieldFacts,
  type SalesforceObjectFacts,
  salesforceObject,
} from '../model/salesforce';
import {
  BUSY,
  begin,
  elapsed,
  information,
  isPush,
  type Lifecycle,
  lifecycleOf,
  lifecycles,
  live,
  metadataSummary,
  newLifecycle,
  publishedValues,
  settle,
  stop,
} from '../model/sources';
import { fieldsOf, indexesOf, sourcesOf } from '../provision';
import { own, text } from '../safe';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * Sources, their mappings, fields, metadata reports and sample datasets. Their lifecycle is
 * model/sources.ts's: a refresh-like call starts only on an IDLE source or one in ERROR (409 otherwise);
 * pauseRefresh: REFRESHING → PAUSED; resumeRefresh: PAUSED → REFRESHING; stopRefresh and tasks/abort:
 * REFRESHING or PAUSED → IDLE, ABORT; retryCreation: from ERROR or CREATING only, CREATING again.
 */

type Rec = Record<string, any>;

const OPERATIONS = ['REBUILD', 'FULL_REFRESH', 'INCREMENTAL_REFRESH'];
/** The order of `STATUS_PRIORITY`: the statuses that need a look first. */
const STATUS_PRIORITY = 'ERROR PAUSED_ON_ERROR REFRESHING CREATING PAUSED DISABLED IDLE PUSH_READY'.split(
  ' ',
);
const OPERATIONAL_STATUSES = ['ALL', 'LAST_OPERATION_IN_ERROR', 'OK', 'PAUSED', 'READY', 'RUNNING'];
/** The days of a week, as the published schedule frequency names them. */
const DAYS = publishedValues(propertiesOf({ $ref: 'source#/$defs/ScheduleFrequency' })?.weekDays);
/** The sample datasets, and the type of the source an import makes. */
const DATASETS = [
  { name: 'WEB', note: 'Web pages of a sample documentation site, as a web source.', sourceType: 'WEB2' },
  {
    name: 'ecommerce',
    note: 'Products, variants and availabilities of a sample store, as a catalog source.',
    sourceType: 'CATALOG',
  },
];
const DAY_MS = 86_400_000;
/** The item types of the sources of a type, besides those their mappings name. */
const ITEM_TYPES: Record<string, string[]> = {
  WEB2: ['WebPage'],
  SITEMAP: ['WebPage'],
  CATALOG: ['Product', 'Variant', 'Availability'],
};
/** The fields a new source's default document configuration fills: `DEFAULT` crawled, `PUSH` pushed. */
const DEFAULT_MAPPED_FIELDS: Record<string, string[]> = {
  DEFAULT: ['title', 'uri', 'date', 'language'],
  PUSH: ['title', 'uri', 'date', 'filetype'],
};
/** Where the engine keeps a source's schedules (a collection per source). */
const SCHEDULES = '/rest/organizations/{org}/sources/{sourceId}/schedules';
const mappingsOf = (store: OrganizationStore) => store.collection('sourceMappings', 'Source mappings');
const reportsOf = (store: OrganizationStore) => store.collection('sourceMetadataReports', 'Metadata report');
const importsOf = (store: OrganizationStore) => store.collection('datasetImports', 'Dataset import request');

/** The path's source, live. @throws HttpError 404 when unknown. */
const sourceRecord = (ctx: EmulatorContext, id = ctx.params.sourceId) =>
  live(ctx.store, sourcesOf(ctx.store).get(id));

/** The path's source and its lifecycle, settled now. */
function settled(ctx: EmulatorContext, now = Date.now()) {
  const source = sourceRecord(ctx);
  return { source, lc: settle(lifecycleOf(ctx.store, source), source, now) };
}

const lightView = ({
  id,
  name,
  sourceType,
  pushEnabled = false,
  onPremisesEnabled = false,
  streamEnabled = false,
}: Rec) => ({ id, name, sourceType, pushEnabled, onPremisesEnabled, streamEnabled });
const rawView = ({ information: _information, ...raw }: Rec) => ({
  ...raw,
  configuration: raw.configuration ?? { startingAddresses: raw.urls ?? [], parameters: {} },
});

/** Starts a refresh-like operation, recorded as an activity. @throws HttpError 409 when the source is busy. */
function startOperation(ctx: EmulatorContext, operation: string, source = sourceRecord(ctx)) {
  // One instant for the start and the answer: a millisecond later, the refresh has added an item.
  const now = Date.now();
  const lc = settle(lifecycleOf(ctx.store, source), source, now);
  if (BUSY.includes(lc.phase)) {
    throw conflict(
      `The source '${source.id}' is ${lc.phase}: ${operation} starts only when it is IDLE or in ERROR.`,
    );
  }
  begin(lc, source, operation, now, ctx.settings.refreshDurationMs);
  const { activityId } = lc;
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
  return { ...source, information: information(ctx.store, source, now) };
}

/** A refresh-like call: starts the operation, and answers the source as it now is (`REFRESHING`). */
const refresh = (operation: string) => (ctx: EmulatorContext) => startOperation(ctx, operation);

/**
 * A call that moves the path's source's lifecycle: allowed from `phases` only (409 with `refusal`
 * otherwise). It answers the source as it now is.
 */
const move =
  (phases: string[], refusal: string, change: (lc: Lifecycle, now: number, ctx: EmulatorContext) => void) =>
  (ctx: EmulatorContext) => {
    // One instant for the state read and the change: the answer's figures are those the change kept.
    const now = Date.now();
    const { source, lc } = settled(ctx, now);
    if (!phases.includes(lc.phase)) throw conflict(`The source '${source.id}' is ${lc.phase}: ${refusal}.`);
    change(lc, now, ctx);
    // The source as it is at that instant: the record's figures are live, and would be read again later.
    return { ...source, information: information(ctx.store, source, now) };
  };

// ---- checks the published schema leaves open

/** A source model: a name, a type, and `urls` (not in the published schema) a list of addresses. */
function checkSource(body: Rec, full: boolean) {
  if ((full || body.name !== undefined) && !body.name?.trim?.())
    throw badRequest("The field 'name' is required: a non-empty string.", 'MISSING_FIELD');
  if (full && body.sourceType === undefined)
    throw badRequest("The field 'sourceType' is required: a type such as WEB2 or PUSH.", 'MISSING_FIELD');
  const urls = body.urls === undefined ? [] : body.urls;
  if (!Array.isArray(urls) || urls.some((url) => typeof url !== 'string'))
    throw badRequest("The field 'urls' must be an array of strings.");
  // The raw configuration's schema leaves it open; the source answered holds one of these.
  if (body.sourceVisibility !== undefined && !VISIBILITIES.includes(body.sourceVisibility))
    throw badRequest(`The field 'sourceVisibility' must be one of ${VISIBILITIES.join(', ')}.`);
}
const VISIBILITIES: unknown[] = publishedValues(
  propertiesOf({ $ref: 'source#/$defs/SourceModel' })?.sourceVisibility,
);

/** Whether a source (other than `exceptId`) has that name. */
const nameTaken = (ctx: EmulatorContext, name: string, exceptId?: string) =>
  sourcesOf(ctx.store)
    .list()
    .some((source) => source.name === name && source.id !== exceptId);

function checkNameFree(ctx: EmulatorContext, name: string, exceptId?: string) {
  if (nameTaken(ctx, name, exceptId)) throw conflict(`A source named '${name}' already exists.`);
}

function requiredQuery(ctx: EmulatorContext, name: string): string {
  const value = ctx.query(name)?.trim();
  if (!value) throw badRequest(`The query parameter '${name}' is required.`);
  return value;
}

/** Stores a new source, CREATING; `queued` starts once it is created. */
function insertSource(ctx: EmulatorContext, { id: _id, information: _i, ...fields }: Rec, queued?: string) {
  const source = sourcesOf(ctx.store).insert({
    sourceVisibility: 'SECURED',
    pushEnabled: fields.sourceType === 'PUSH',
    onPremisesEnabled: false,
    logicalIndex: 'default',
    ...fields,
    id: `${ctx.org ? `${ctx.org}-` : ''}${randomUUID().replaceAll('-', '').slice(0, 20)}`,
    name: fields.name.trim(),
    owner: ctx.token?.username,
    createdDate: Date.now(),
  });
  newLifecycle(ctx.store, source.id, {
    phase: 'CREATING',
    durationMs: ctx.settings.refreshDurationMs,
    queued,
  });
  return live(ctx.store, source);
}

/** The addresses a raw configuration crawls, as the source's `urls`. */
const rawUrls = (body: Rec) =>
  body.configuration?.startingAddresses?.filter?.((a: unknown) => typeof a === 'string');

/** A new source from a request: checked, its name free, built after its creation with `rebuild=true`. */
async function newSource(ctx: EmulatorContext, raw: boolean) {
  const body = await ctx.json();
  checkSource(body, true);
  checkNameFree(ctx, body.name.trim());
  const urls = (raw && rawUrls(body)) || body.urls;
  return insertSource(ctx, { ...body, urls }, ctx.query('rebuild') === 'true' ? 'REBUILD' : undefined);
}

/**
 * Reads and saves an update of the path's source (its type cannot change, its new name must be free),
 * and starts a rebuild when the `rebuild` query flag asks for one.
 */
async function updateSource(ctx: EmulatorContext, raw: boolean) {
  const source = sourceRecord(ctx);
  const { id: _id, information: _i, ...body } = await ctx.json();
  checkSource(body, false);
  if (body.sourceType !== undefined && body.sourceType !== source.sourceType)
    throw badRequest(`The source type cannot change (it is ${source.sourceType}); create another source.`);
  if (body.name !== undefined) {
    body.name = body.name.trim();
    checkNameFree(ctx, body.name, source.id);
  }
  if (ctx.query('rebuild') === 'true') startOperation(ctx, 'REBUILD', source);
  if (raw && rawUrls(body)) body.urls = rawUrls(body);
  const modified = { lastModifiedDate: Date.now(), lastModifier: ctx.token?.username };
  return live(ctx.store, sourcesOf(ctx.store).update(source.id, { ...body, ...modified }));
}

// ---- schedules

/** The frequency fields the platform bounds (the published schema does not name them), and their bounds. */
const RANGES: Record<string, [number, number]> = {
  minute: [0, 59],
  hour: [0, 23],
  dayOfMonth: [1, 31],
  repeatInterval: [1, 10_000],
};

/** A schedule from a request's body: checked, its next execution one period from now. */
function scheduleRecord(ctx: EmulatorContext, body: Rec, before?: Rec) {
  const { id, scheduleType: _t, resourceId: _r, nextExecution: _n, ...fields } = body;
  if (before && id !== undefined && id !== before.id)
    throw badRequest(`The body's id '${text(id, 100)}' is not the schedule's id '${before.id}'.`);
  const frequency = fields.frequency;
  if (!frequency) throw badRequest("The field 'frequency' is required: an object with a 'type'.");
  if (!frequency.type) {
    throw badRequest(
      "The field 'frequency.type' is required: one of MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY.",
    );
  }
  for (const [name, [min, max]] of Object.entries(RANGES)) {
    const value = frequency[name];
    if (value !== undefined && !(Number.isInteger(value) && value >= min && value <= max))
      throw badRequest(`The field 'frequency.${name}' must be an integer from ${min} to ${max}.`);
  }
  const days = frequency.daysOfWeek === undefined ? [] : frequency.daysOfWeek;
  if (!Array.isArray(days) || days.some((day) => !DAYS.includes(day)))
    throw badRequest(`The field 'frequency.daysOfWeek' must be an array of: ${DAYS.join(', ')}.`);
  // The published enum takes the security providers' refreshes too; a source's are three.
  if (fields.refreshType !== undefined && !OPERATIONS.includes(fields.refreshType))
    throw badRequest(`The field 'refreshType' must be one of: ${OPERATIONS.join(', ')}.`);
  const every = frequency.repeatInterval ?? 1;
  const periods: Record<string, number> = {
    MINUTELY: 60_000 * every,
    HOURLY: 3_600_000 * every,
    DAILY: DAY_MS,
    WEEKLY: 7 * DAY_MS,
  };
  return {
    enabled: true,
    refreshType: 'FULL_REFRESH',
    ...fields,
    organizationId: ctx.org,
    frequency: { timezone: 'UTC', ...frequency },
    nextExecution: Date.now() + (own(periods, frequency.type) ?? 30 * DAY_MS),
  };
}

/** Turns every schedule of the path's source off or on (deprecated calls), and answers the source. */
const scheduling = (enabled: boolean) => (ctx: EmulatorContext) => {
  const source = sourceRecord(ctx);
  const schedules = collectionIn(ctx.store, SCHEDULES, encodeURIComponent(source.id)).records;
  for (const schedule of schedules.values()) schedule.enabled = enabled;
  return source;
};

// ---- mappings

/** A source's mappings; a new source's rules fill its title and date. */
function mappingsDocument(store: OrganizationStore, sourceId: string): Rec {
  const known = mappingsOf(store).records.get(sourceId);
  if (known) return known;
  const rules = ['title', 'date']
    .filter((field) => fieldsOf(store).has(field))
    .map((field) => ({ id: `${field}-rule`, field, content: [`%[${field}]`] }));
  return mappingsOf(store).insert({ id: sourceId, common: { rules }, types: [] });
}

const mappingsView = ({ id: _id, ...mappings }: Rec) => mappings;

/** A rule that fills a field of the index with statements, with its id (`at` names it in a refusal). */
function checkRule(ctx: EmulatorContext, rule: Rec, at: string): Rec {
  if (!rule.field) throw badRequest(`${at} needs a 'field': the name of an index field.`);
  if (!fieldsOf(ctx.store).has(rule.field))
    throw badRequest(`${at} names the field '${rule.field}', which does not exist.`);
  if (!rule.content?.length) throw badRequest(`${at} needs 'content': statements such as '%[title]'.`);
  return { ...rule, id: rule.id || randomUUID() };
}

/** Rules that fill fields of the index with statements, each with its id. */
function checkRules(ctx: EmulatorContext, rules: Rec[] | undefined, where: string): Rec[] {
  if (!Array.isArray(rules)) throw badRequest(`The field '${where}.rules' must be an array.`);
  return rules.map((rule, i) => checkRule(ctx, rule, `The mapping rule '${where}.rules[${i}]'`));
}

/** The item of `list` with that id. @throws HttpError 404 when it has none. */
function itemIn(list: Rec[], id: string, label: string): Rec {
  const found = list.find((item) => item.id === id);
  if (!found) throw notFound(label, id);
  return found;
}

/**
 * Changes the path's source's mappings: `change` edits a copy of them and answers what the call does
 * (@throws HttpError to refuse: nothing changes). A rebuild starts when the `rebuild` query flag asks.
 */
function changeMappings<T>(ctx: EmulatorContext, change: (mappings: Rec) => T): T {
  const source = sourceRecord(ctx);
  const mappings = structuredClone(mappingsDocument(ctx.store, String(source.id)));
  const answer = change(mappings);
  if (ctx.query('rebuild') === 'true') startOperation(ctx, 'REBUILD', source);
  mappingsOf(ctx.store).records.set(mappings.id, mappings);
  return answer;
}

/** Checks a body as an item of `list` (replacing `before`), and answers the item to keep. */
type Accept = (ctx: EmulatorContext, body: Rec, list: Rec[], before?: Rec) => Rec;

/** A typed mapping: its item type (one typed mapping per type) and its rules. */
const acceptType: Accept = (ctx, body, types, before) => {
  if (!body.type) throw badRequest("The typed mapping needs a 'type': an item type such as WebPage.");
  if (types.some((typed) => typed.type === body.type && typed.id !== before?.id))
    throw conflict(`The source already has a typed mapping for the item type '${body.type}'.`);
  return { ...body, id: before?.id ?? randomUUID(), rules: checkRules(ctx, body.rules, 'type') };
};
const acceptRule: Accept = (ctx, body, _rules, before) =>
  checkRule(ctx, { ...body, id: before?.id }, 'The mapping rule');

/**
 * The calls on one list of a source's mappings (its typed mappings, the rules of one, its common rules),
 * which `listOf` finds in them; `param` is the path parameter that names an item of the list.
 */
function mappingCalls(
  listOf: (ctx: EmulatorContext, mappings: Rec) => Rec[],
  label: string,
  param: string,
  accept: Accept,
) {
  const read = (ctx: EmulatorContext) =>
    listOf(ctx, mappingsDocument(ctx.store, String(sourceRecord(ctx).id)));
  return {
    list: read,
    get: (ctx: EmulatorContext) => itemIn(read(ctx), ctx.params[param], label),
    create: async (ctx: EmulatorContext) => {
      const body = await ctx.json();
      const item = changeMappings(ctx, (mappings) => {
        const list = listOf(ctx, mappings);
        const added = accept(ctx, body, list);
        list.push(added);
        return added;
      });
      return created(item);
    },
    update: async (ctx: EmulatorContext) => {
      const body = await ctx.json();
      return changeMappings(ctx, (mappings) => {
        const list = listOf(ctx, mappings);
        const before = itemIn(list, ctx.params[param], label);
        const replaced = accept(ctx, body, list, before);
        list.splice(list.indexOf(before), 1, replaced);
        return replaced;
      });
    },
    delete: (ctx: EmulatorContext) => {
      changeMappings(ctx, (mappings) => {
        const list = listOf(ctx, mappings);
        list.splice(list.indexOf(itemIn(list, ctx.params[param], label)), 1);
      });
      return noContent();
    },
  };
}

const typedMappings = mappingCalls(
  (_ctx, mappings) => mappings.types,
  'Typed mapping',
  'mappingTypeId',
  acceptType,
);
const typeRules = mappingCalls(
  (ctx, mappings) => itemIn(mappings.types, ctx.params.mappingTypeId, 'Typed mapping').rules,
  'Mapping rule',
  'ruleId',
  acceptRule,
);
const commonRules = mappingCalls(
  (_ctx, mappings) => mappings.common.rules,
  'Mapping rule',
  'ruleId',
  acceptRule,
);

/** The typed mapping a batch item names: by its id, else by its item type. @throws HttpError 404. */
function batchTarget(types: Rec[], typed: Rec): Rec {
  const found = types.find((known) => (typed.id ? known.id === typed.id : known.type === typed.type));
  if (!found) throw notFound('Typed mapping', String(typed.id ?? typed.type));
  return found;
}

/**
 * A batch of typed mappings: `apply` acts on each in the source's typed mappings and answers the one it
 * kept. One it refuses is answered ERROR with the reason, and the others apply.
 */
const mappingBatch =
  (apply: (ctx: EmulatorContext, types: Rec[], typed: Rec) => Rec) => async (ctx: EmulatorContext) => {
    const batch: Rec[] = await ctx.json();
    const statuses = changeMappings(ctx, (mappings) =>
      batch.map((typed) => {
        try {
          const resourceModel = apply(ctx, mappings.types, typed);
          return { resourceModel, operationResult: 'SUCCESS', successful: true };
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const errorDetails = error.message;
          return { resourceModel: typed, operationResult: 'ERROR', errorDetails, successful: false };
        }
      }),
    );
    const progress = { batchOperationId: randomUUID(), status: 'COMPLETED' };
    return created({ ...progress, batchOperationResourcesStatus: statuses });
  };

/** A source's rules: those of every item type (`COMMON`) and those of one item type (`MAPPING`). */
const rulesOf = (document: Rec): Array<{ rule: Rec; type?: string }> => [
  ...(document.common?.rules ?? []).map((rule: Rec) => ({ rule })),
  ...(document.types ?? []).flatMap((typed: Rec) =>
    (typed.rules ?? []).map((rule: Rec) => ({ rule, type: typed.type })),
  ),
];

/** A field, with (`includeMappings`) the sources whose rules fill it and those rules. */
function fieldView(ctx: EmulatorContext, field: FieldRecord) {
  if (!boolQuery(ctx, 'includeMappings', false)) return { ...field };
  const mapped = sourcesOf(ctx.store)
    .list()
    .map((source) => {
      const rules = rulesOf(mappingsDocument(ctx.store, String(source.id)));
      const mappings = rules
        .filter(({ rule }) => rule.field === field.name)
        .map(({ rule, type }) => ({
          id: String(rule.id),
          kind: type === undefined ? 'COMMON' : 'MAPPING',
          ...(type === undefined ? {} : { type: String(type) }),
          fieldName: String(rule.field),
          rules: [...rule.content],
        }));
      return { source, mapping: { sourceId: source.id, sourceName: source.name, mappings } };
    })
    .filter(({ mapping }) => mapping.mappings.length);
  return {
    ...field,
    sources: mapped.map(({ source }) => lightView(source)),
    mappings: mapped.map(({ mapping }) => mapping),
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

function metadataStatus(ctx: EmulatorContext, source: Rec) {
  const report = reportsOf(ctx.store).records.get(String(source.id));
  const ready = report !== undefined && Date.now() - report.requestedAt >= report.durationMs;
  const status = {
    reportGenerationInProgress: report !== undefined && !ready,
    reportAvailable: ready,
    sampleAvailable: source.information.numberOfDocuments > 0,
  };
  return { status, report };
}

/**
 * The metadata keys a sample of `sampled` items holds, each with how many hold it and its values: the
 * metadata of the first items pushed to the source, else made up from the source's type.
 */
function sampledMetadata(ctx: EmulatorContext, source: Rec, sampled: number) {
  const pushed = pushedIn(ctx.store, String(source.id)).slice(0, sampled).map(metadataOf);
  if (pushed.length) {
    return metadataSummary(pushed).map(({ name, count, values }) => {
      const counted = values.map(({ value, count }) => ({ metadataValue: value, count }));
      return { key: name, count, values: counted };
    });
  }
  const keys = [...COMMON_KEYS, ...(METADATA_KEYS[String(source.sourceType)] ?? [])];
  return keys.map((key, i) => {
    const count = Math.max(1, sampled - i * Math.ceil(sampled / (keys.length + 1)));
    const values = [Math.ceil(count / 2), Math.floor(count / 2)]
      .map((part, n) => ({ metadataValue: `${key} value ${n + 1}`, count: part }))
      .filter((value) => value.count > 0);
    return { key, count, values };
  });
}

/** The metadata a report finds in a sample of the source's items, each key with what indexes it. */
function metadataItems(ctx: EmulatorContext, source: Rec, sampled: number) {
  const statements = JSON.stringify(rulesOf(mappingsDocument(ctx.store, String(source.id))));
  return sampledMetadata(ctx, source, sampled).map(({ key, count, values }) => {
    const isMapped = statements.includes(`%[${key}]`);
    return {
      key,
      count,
      values,
      origin: ['filetype', 'language', 'size'].includes(key) ? 'CONVERTER' : 'CRAWLER',
      isMapped,
      // A mapping rule reads it, or else a field of its very name takes it, or nothing does.
      indexedBy: isMapped ? 'MAPPING' : fieldsOf(ctx.store).has(key) ? 'FIELD' : 'NONE',
    };
  });
}

// ---- lists

/** `items` in the order of their `key`, descending when `order` is DESC. */
const sortBy = <T>(items: T[], key: (item: T) => unknown, order = 'ASC') =>
  [...items].sort((a, b) => (order === 'DESC' ? -1 : 1) * compareValues(key(a), key(b)));

/** One of `values` from a query parameter, the first by default. @throws HttpError 400 for another value. */
function choice(ctx: EmulatorContext, name: string, values: string[]) {
  const value = ctx.query(name);
  if (value && !values.includes(value))
    throw badRequest(`The query parameter '${name}' must be one of: ${values.join(', ')}.`);
  return value || values[0];
}

const statusOf = (source: Rec) => String(source.information?.sourceStatus?.type ?? '');
const lastOperationOf = (source: Rec): Rec => source.information?.lastOperation ?? {};

/** Sources sorted as `sortingType` and `sortingOrder` say (the published schema checks their values). */
function sourceSort(ctx: EmulatorContext, sources: Rec[]) {
  const name = (source: Rec) => text(source.name ?? '').toLowerCase();
  const figure = (source: Rec, key: string) => Number(source.information?.[key]) || 0;
  const keys: Record<string, (source: Rec) => string | number> = {
    TYPE: (source) => `${source.sourceType}\u0000${source.name}`,
    STATUS: (source) => `${statusOf(source)}\u0000${source.name}`,
    CONTENT: (source) => figure(source, 'numberOfDocuments'),
    CONTENT_TOTAL_DOCUMENT_SIZE: (source) => figure(source, 'documentsTotalSize'),
    LAST_MODIFIED_DATE: (source) => Number(source.lastModifiedDate ?? source.createdDate) || 0,
    LAST_OPERATION: (source) => Number(lastOperationOf(source).timestamp) || 0,
    STATUS_PRIORITY: (source) =>
      `${String(STATUS_PRIORITY.indexOf(statusOf(source))).padStart(2, '0')}\u0000${name(source)}`,
  };
  const key =
    own(keys, ctx.query('sortingType') ?? '') ?? ((source: Rec) => `${name(source)}\u0000${source.id}`);
  return sortBy(sources, key, ctx.query('sortingOrder'));
}

/**
 * The sources whose name or id `filter` (of 2 characters or more) finds, case ignored: as text they
 * contain, or with `stringFilterType`, as a pattern they match whole (`WILDCARD`, `*` for any text) or as
 * all of it (`EXACTMATCH`).
 */
function textFilter(ctx: EmulatorContext, sources: Rec[]) {
  const filter = ctx.query('filter')?.toLowerCase();
  // The platform applies a filter of 2 characters or more.
  if (!filter || filter.length < 2) return sources;
  const how = ctx.query('stringFilterType');
  // Each as a pattern of the whole value, `.*` between its parts: around the text when it may be anywhere.
  const parts = how === 'WILDCARD' ? filter.split('*') : how === 'EXACTMATCH' ? [filter] : ['', filter, ''];
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`^${escaped.join('.*')}$`, 's');
  return sources.filter((source) =>
    [source.name, source.id].some((value) => pattern.test(text(value ?? '').toLowerCase())),
  );
}

function operationalStatus(source: Rec): string {
  const status = statusOf(source);
  const { result } = lastOperationOf(source);
  if (status === 'ERROR' || status === 'PAUSED_ON_ERROR' || result === 'ERROR')
    return 'LAST_OPERATION_IN_ERROR';
  if (status === 'REFRESHING' || status === 'CREATING') return 'RUNNING';
  if (status === 'PAUSED') return 'PAUSED';
  return result === 'SUCCESS' ? 'OK' : 'READY';
}

/**
 * Whether the caller may change a source: a user may change all; an API key or a platform token those its
 * privileges to edit sources target (all for a privilege without a target, or targeting `*`).
 */
function editableBy(ctx: EmulatorContext): (source: Rec) => boolean {
  const privileges = (ctx.token as KeyPrincipal | undefined)?.privileges;
  if (!privileges) return () => true;
  const edit = { owner: 'PLATFORM', targetDomain: 'SOURCE', type: 'EDIT' };
  const targets = privileges.filter((held) => grants(held, edit)).map((held: Rec) => held.targetId);
  if (targets.some((target) => target === undefined || target === '*')) return () => true;
  return (source) => targets.includes(source.id);
}

/**
 * Every source of the organization, live, that the query's `filter` finds; with `writeAccessOnly`, of
 * those the caller may change.
 */
function foundSources(ctx: EmulatorContext) {
  const editable = boolQuery(ctx, 'writeAccessOnly', false) ? editableBy(ctx) : () => true;
  const sources = sourcesOf(ctx.store).list().filter(editable);
  return textFilter(
    ctx,
    sources.map((source) => ({ ...live(ctx.store, source) })),
  );
}

/** The query filters of a source listing (the published schema checks their values), by what each reads. */
const LIST_FILTERS: Record<string, (source: Rec) => unknown> = {
  filterStatusType: statusOf,
  filterHostType: (source) =>
    isPush(source)
      ? 'PUSH'
      : source.onPremisesEnabled === true || source.crawlingModuleId
        ? 'CRAWLING_MODULE'
        : 'CLOUD',
  filterLastOperationResultType: (source) => lastOperationOf(source).result,
  filterLastOperationType: (source) => lastOperationOf(source).operationType,
};

/** The sources a listing shows: those its `filter` finds, kept by its other filters, in its order. */
function listedSources(ctx: EmulatorContext) {
  const sources = Object.entries(LIST_FILTERS).reduce(
    (kept, [name, value]) =>
      ctx.query(name) ? kept.filter((source) => value(source) === ctx.query(name)) : kept,
    foundSources(ctx),
  );
  return sourceSort(ctx, sources);
}

// ---- ingestion content

/** The metadata of the items pushed to the path's source. */
const pushedMetadata = (ctx: EmulatorContext) =>
  pushedIn(ctx.store, String(sourceRecord(ctx).id)).map(metadataOf);

/** The metadata of the items pushed to the path's source whose `objecttype` is the query's `objectType`. */
const metadataOfType = (ctx: EmulatorContext) =>
  pushedMetadata(ctx).filter((metadata) => metadata.objecttype === requiredQuery(ctx, 'objectType'));

// ---- Salesforce objects to get

/** XML attribute text: `&`, `"` and `<` escaped, and back. */
const ESCAPES: Array<[string, string]> = [
  ['&', '&amp;'],
  ['"', '&quot;'],
  ['<', '&lt;'],
];
const escaped = (value: unknown) =>
  ESCAPES.reduce((text, [raw, code]) => text.replaceAll(raw, code), String(value));
const unescaped = (value: string) =>
  ESCAPES.reduceRight((text, [raw, code]) => text.replaceAll(code, raw), value);

/** The text of a Salesforce source's objects to get: each object by name, with its fields and relationships. */
function objectsToGet(objects: Rec[]): string {
  const fields = (list: Rec[] = []) => list.map((field) => `<Field Name="${escaped(field.name)}"/>`).join('');
  const relationship = (r: Rec) =>
    `<Relationship Name="${escaped(r.relationshipName)}">${fields(r.fields)}</Relationship>`;
  const written = objects.map((object, i) => {
    if (!object.name) throw badRequest(`The object [${i}] needs a 'name': a Salesforce object such as Case.`);
    const relationships = (object.relationships ?? []).map(relationship).join('');
    return `<Object Name="${escaped(object.name)}">${fields(object.fields)}${relationships}</Object>`;
  });
  return `<ObjectsToGet>${written.join('')}</ObjectsToGet>`;
}

/** Where each element of objects-to-get text may be. */
const OBJECTS_TO_GET_PARENTS: Record<string, string[]> = {
  ObjectsToGet: [''],
  Object: ['ObjectsToGet'],
  Relationship: ['Object'],
  Field: ['Object', 'Relationship'],
};

/** The objects that objects-to-get text names. @throws HttpError 400 for text of another shape. */
function parseObjectsToGet(text: string): Rec[] {
  const refused = () =>
    badRequest(
      'The objects to get must be <ObjectsToGet> text of <Object>, <Relationship> and <Field> elements.',
    );
  const objects: Rec[] = [];
  const open: string[] = [''];
  const rest = text
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/<(\/?)(\w+)((?:\s+\w+="[^"]*")*)\s*(\/?)>/g, (_tag, closing, element, attributes, empty) => {
      if (closing) {
        if (open.pop() !== element) throw refused();
        return '';
      }
      if (!own(OBJECTS_TO_GET_PARENTS, element)?.includes(open[open.length - 1])) throw refused();
      const name = unescaped(/\bName="([^"]*)"/.exec(attributes)?.[1] ?? '');
      if (element !== 'ObjectsToGet' && !name) throw refused();
      const object = objects[objects.length - 1];
      if (element === 'Object') objects.push({ name, fields: [], relationships: [] });
      if (element === 'Relationship') object.relationships.push({ relationshipName: name, fields: [] });
      if (element === 'Field') {
        const owner =
          open[open.length - 1] === 'Object' ? object : object.relationships[object.relationships.length - 1];
        owner.fields.push({ name });
      }
      if (!empty) open.push(element);
      return '';
    });
  if (rest.trim() || open.length !== 1) throw refused();
  return objects;
}

// ---- Salesforce objects, as the emulator's Salesforce organization (model/salesforce.ts) describes them

/** The object of that name. @throws HttpError 404 naming an object the organization does not have. */
function describedObject(name: string) {
  const object = salesforceObject(name);
  if (!object) throw notFound('Salesforce object', name);
  return object;
}

/** A field as the published answers give it: indexed when `chosen` names it. */
const salesforceField = (facts: SalesforceFieldFacts, chosen?: Set<string>) => ({
  name: facts.name,
  label: facts.label,
  type: facts.type,
  custom: false,
  indexed: chosen?.has(facts.name) ?? false,
  ...(facts.referenceTo && {
    referenceTypes: facts.referenceTo,
    relationshipName: facts.relationshipName,
    relationshipParent: true,
    relationshipPolymorphic: facts.referenceTo.length > 1,
  }),
});

/** An object's relationships: its parents (its reference fields), then its children (references to it). */
function relationshipsOf(object: SalesforceObjectFacts) {
  const parents = parentRelationships(object).map(({ name, field, referenceTo }) => ({
    relationshipName: name,
    referenceField: field,
    referencesTo: referenceTo,
  }));
  const children = SALESFORCE_OBJECTS.flatMap((child) =>
    child.fields.flatMap(({ name, referenceTo, childRelationshipName }) =>
      childRelationshipName && referenceTo?.includes(object.name)
        ? [{ relationshipName: childRelationshipName, referenceField: name, referencesTo: [child.name] }]
        : [],
    ),
  );
  const parentType = (targets: string[]) =>
    targets.length > 1 ? 'POLYMORPHIC_PARENT' : 'NON_POLYMORPHIC_PARENT';
  return [
    ...parents.map((parent) => ({ ...parent, relationshipType: parentType(parent.referencesTo) })),
    ...children.map((child) => ({ ...child, relationshipType: 'CHILD' })),
  ];
}

/**
 * One relationship of an object, with the fields of the objects it reaches (those they all have, for a
 * polymorphic parent). @throws HttpError 404 for an unknown object or relationship.
 */
function describedRelationship(objectName: string, relationshipName: string) {
  const relationship = relationshipsOf(describedObject(objectName)).find(
    (r) => r.relationshipName === relationshipName,
  );
  if (!relationship) throw notFound(`Relationship of the Salesforce object ${objectName}`, relationshipName);
  const reached = relationship.referencesTo.flatMap((name) => salesforceObject(name) ?? []);
  const shared = reached[0]?.fields.filter((f) =>
    reached.every((o) => o.fields.some((g) => g.name === f.name)),
  );
  return { ...relationship, fields: (shared ?? []).map((f) => salesforceField(f)) };
}

/** An object as the published answers give it: indexed, with the fields `chosen` names, when chosen. */
const salesforceObjectView = (object: SalesforceObjectFacts, chosen?: Set<string>) => ({
  name: object.name,
  label: object.label,
  ...(object.contentKind && { type: object.contentKind }),
  categories: object.categories,
  custom: false,
  searchable: true,
  indexed: chosen !== undefined,
  fields: object.fields.map((f) => salesforceField(f, chosen)),
  relationships: relationshipsOf(object),
});

/**
 * The objects a new source indexes, each with every field chosen: those of no content kind, and those
 * of a kind the query's flag turns on.
 */
const defaultObjects = (ctx: EmulatorContext) =>
  new Map(
    SALESFORCE_OBJECTS.filter((object) =>
      indexedByDefault(object, ({ flag }) => boolQuery(ctx, flag, false)),
    ).map(({ name, fields }) => [name, new Set(fields.map((f) => f.name))]),
  );

/** The fields that objects (a body's, a source's objects to get) choose, by object name. */
const chosenFields = (objects: unknown) =>
  new Map(
    (Array.isArray(objects) ? objects : []).map((object: Rec) => {
      const fields: Rec[] = Array.isArray(object?.fields) ? object.fields : [];
      return [String(object?.name), new Set(fields.map((f) => String(f?.name)))];
    }),
  );

/** The objects a body chooses. @throws HttpError 400 naming an object or field the organization lacks. */
async function chosenInBody(ctx: EmulatorContext) {
  const body = await ctx.json();
  const nameless = Array.isArray(body) ? body.findIndex((object) => typeof object?.name !== 'string') : -1;
  if (nameless >= 0)
    throw badRequest(`The object [${nameless}] needs a 'name': a Salesforce object such as Case.`);
  const chosen = chosenFields(body);
  for (const [name, fields] of chosen) {
    const object = namedObject(name);
    const unknown = [...fields].filter((field) => !object.fields.some((f) => f.name === field));
    if (unknown.length)
      throw badRequest(`The Salesforce object ${name} has no field: ${unknown.join(', ')}.`);
  }
  return chosen;
}

/** The path's source, read through its own credentials. @throws HttpError 400 unless a Salesforce source. */
function salesforceSource(ctx: EmulatorContext) {
  const source = sourceRecord(ctx);
  if (source.sourceType !== 'SALESFORCE')
    throw badRequest(`The source '${source.id}' is a ${source.sourceType} source, not a Salesforce source.`);
  return source;
}

/** The fields the path's Salesforce source indexes, of the path's object. */
const sourceChoice = (ctx: EmulatorContext) =>
  chosenFields(salesforceSource(ctx).objectsToGet).get(describedObject(ctx.params.objectName).name);

/**
 * The engine serves a source's schedules (its own collection per source) and the index fields of the
 * sources' field calls; the platform checks them, derives the next execution, and shows the mappings
 * that fill a field.
 */
export const sourcesBehaviours: Behaviours = {
  'sources.getSchedule': {
    // Not published, but the platform answers them: the frequency's own fields, when it runs next.
    keep: ['frequency', 'nextExecution'],
    accept: scheduleRecord,
    view: (ctx, schedule) => ({ ...schedule, scheduleType: 'SOURCE', resourceId: ctx.params.sourceId }),
  },
  // A merge: the fields the body leaves out stay as they are.
  'sources.fields.get': { ...fieldHooks(true), view: fieldView },
};

export const sourcesHandlers: Handlers = {
  'sources.create': (ctx) => newSource(ctx, false),
  'sources.createRaw': async (ctx) => rawView(await newSource(ctx, true)),
  'sources.list': (ctx) => paged(ctx, listedSources(ctx), 'sourceModels'),
  // The same sources: one page as a plain array, those whose ids the body gives, and raw.
  'sources.listAll': (ctx) => paged(ctx, listedSources(ctx)).items,
  'sources.listByIds': async (ctx) => {
    const ids = new Set(await ctx.json());
    const found = listedSources(ctx).filter(({ id }) => ids.has(id));
    return paged(ctx, found, 'sourceModels');
  },
  // The sources of the query's project (none without one), filtered and sorted as sources.list.
  'sources.listByProject': (ctx) => {
    const ids = new Set(projectQuery(ctx, 'SOURCE'));
    const found = listedSources(ctx).filter(({ id }) => ids.has(id));
    return paged(ctx, found, 'sourceModels');
  },
  'sources.listRaw': (ctx) => paged(ctx, listedSources(ctx).map(rawView)).items,
  'sources.listOperationalStatus': (ctx) => {
    const wanted = choice(ctx, 'sourceOperationalStatus', OPERATIONAL_STATUSES);
    const sources = foundSources(ctx)
      .map((source) => ({ ...source, operationalStatus: operationalStatus(source) }))
      .filter((source) => wanted === 'ALL' || source.operationalStatus === wanted);
    return paged(ctx, sourceSort(ctx, sources), 'sourceModels');
  },
  'sources.get': (ctx) => sourceRecord(ctx),
  'sources.update': (ctx) => updateSource(ctx, false),
  'sources.getRaw': (ctx) => rawView(sourceRecord(ctx)),
  'sources.updateRaw': async (ctx) => rawView(await updateSource(ctx, true)),
  'sources.getLight': (ctx) => lightView(sourceRecord(ctx)),
  // The published schema checks the behaviour.
  'sources.updatePermissions': async (ctx) => {
    const { permissionBehavior, permissions } = await ctx.json();
    const { id } = sourceRecord(ctx);
    return live(ctx.store, sourcesOf(ctx.store).update(id, { permissionBehavior, permissions }));
  },
  'sources.disable': scheduling(false),
  'sources.enable': scheduling(true),
  // The platform answers the source it deleted, as it was just before; its schedules go with it.
  'sources.delete': (ctx) => {
    const deleted = { ...sourceRecord(ctx) };
    const id = String(sourcesOf(ctx.store).delete(deleted.id).id);
    for (const records of [lifecycles(ctx.store), mappingsOf(ctx.store), reportsOf(ctx.store)])
      records.records.delete(id);
    collectionIn(ctx.store, SCHEDULES, encodeURIComponent(id)).records.clear();
    return deleted;
  },
  // Work on the source that shows in nothing the emulator answers (unpublished calls: the engine serves
  // only published ones).
  'sources.dump': (ctx) => sourceRecord(ctx) && noContent(),
  'sources.evictCachedCrawlerConfig': (ctx) => sourceRecord(ctx) && noContent(),
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
  'sources.duplicate': (ctx) => {
    const original = sourceRecord(ctx);
    const name = requiredQuery(ctx, 'newSourceName');
    const logicalIndex = ctx.query('logicalIndexId');
    const indexes = indexesOf(ctx.store).list();
    if (logicalIndex && !indexes.some((index) => [index.id, index.logicalIndex].includes(logicalIndex)))
      throw badRequest(`The logical index '${logicalIndex}' does not exist.`);
    checkNameFree(ctx, name);
    const copy = insertSource(ctx, {
      ...structuredClone(original),
      name,
      logicalIndex: logicalIndex || original.logicalIndex,
    });
    const mappings = structuredClone(mappingsDocument(ctx.store, String(original.id)));
    mappingsOf(ctx.store).insert({ ...mappings, id: copy.id });
    return copy;
  },

  'sources.fullRefresh': refresh('FULL_REFRESH'),
  'sources.incrementalRefresh': refresh('INCREMENTAL_REFRESH'),
  'sources.startRefresh': refresh('FULL_REFRESH'),
  'sources.rebuild': refresh('REBUILD'),
  // A source's pending changes take a rebuild: at once on an IDLE source or one in ERROR, once its
  // creation is over on a CREATING one (409 while it refreshes). The platform answers no body.
  'sources.applyChanges': (ctx) => {
    const { source, lc } = settled(ctx);
    if (lc.phase === 'CREATING') lc.queued = 'REBUILD';
    else startOperation(ctx, 'REBUILD', source);
    return noContent();
  },
  'sources.pauseRefresh': move(['REFRESHING'], 'only a REFRESHING source can be paused', (lc, now) =>
    Object.assign(lc, { doneMs: elapsed(lc, now), phase: 'PAUSED', since: now }),
  ),
  // It runs for the time left.
  'sources.resumeRefresh': move(['PAUSED'], 'only a PAUSED source can be resumed', (lc, now) =>
    Object.assign(lc, { phase: 'REFRESHING', since: now }),
  ),
  'sources.stopRefresh': move(['REFRESHING', 'PAUSED'], 'there is no refresh to stop', stop),
  // The platform answers no body.
  'sources.retryCreation': (ctx) =>
    move(['ERROR', 'CREATING'], 'only a source in ERROR or CREATING can retry its creation', (lc, now) =>
      Object.assign(lc, { phase: 'CREATING', since: now, durationMs: ctx.settings.refreshDurationMs }),
    )(ctx) && noContent(),
  // A push source's refresh: one of the content operations among the platform's activity operations
  // (the published schema requires one). The platform answers 200 with no body.
  'sources.pushRefresh': (ctx) => {
    const source = sourceRecord(ctx);
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
    return new Reply(200);
  },
  // Ends the running operation of that activity (the published schema requires its id); the platform
  // answers 200 with no body.
  'sources.abortTask': (ctx) => {
    const { source, lc } = settled(ctx);
    const activityId = ctx.query('activityId') as string;
    if (lc.activityId === activityId && (lc.phase === 'REFRESHING' || lc.phase === 'PAUSED')) {
      stop(lc);
      return new Reply(200);
    }
    if (lc.pastActivities.includes(activityId))
      throw conflict(`The activity '${activityId}' of the source '${source.id}' is over.`);
    throw notFound('Activity', activityId);
  },
  // The configuration and the mapping rules the source ran an activity with (the query's, required): the
  // emulator keeps no earlier versions of them, so those of now.
  'sources.getConfigurationSnapshot': (ctx) => {
    const source = sourceRecord(ctx);
    const rules = rulesOf(mappingsDocument(ctx.store, String(source.id)));
    const mappings = rules.map(({ rule, type }) => ({
      id: rule.id,
      sourceId: source.id,
      type,
      fieldName: rule.field,
      rules: rule.content,
    }));
    return { configuration: rawView(source).configuration, mappings };
  },
  'sources.listItemTypes': (ctx) => {
    const source = sourceRecord(ctx);
    const typed = (mappingsDocument(ctx.store, String(source.id)).types ?? []).map((type: Rec) =>
      String(type.type),
    );
    return [...new Set([...(ITEM_TYPES[String(source.sourceType)] ?? ['Document']), ...typed])];
  },

  'sources.mappings.get': (ctx) => mappingsView(mappingsDocument(ctx.store, String(sourceRecord(ctx).id))),
  'sources.mappings.update': async (ctx) => {
    const source = sourceRecord(ctx);
    const body = await ctx.json();
    if (!body.common)
      throw badRequest("The field 'common' must be a JSON object: the rules of every item type.");
    const common = { ...body.common, rules: checkRules(ctx, body.common.rules, 'common') };
    const types = (body.types ?? []).map((typed: Rec, i: number) => {
      if (!typed.type) throw badRequest(`The item types[${i}] needs a 'type': an item type such as WebPage.`);
      return { ...typed, id: typed.id ?? typed.type, rules: checkRules(ctx, typed.rules, `types[${i}]`) };
    });
    if (ctx.query('rebuild') === 'true') startOperation(ctx, 'REBUILD', source);
    const saved = { ...body, id: String(source.id), common, types };
    mappingsOf(ctx.store).records.set(saved.id, saved);
    return mappingsView(saved);
  },
  'sources.mappings.getCommon': (ctx) => mappingsDocument(ctx.store, String(sourceRecord(ctx).id)).common,
  'sources.mappings.updateCommon': async (ctx) => {
    const body = await ctx.json();
    return changeMappings(ctx, (mappings) => {
      mappings.common = { ...body, rules: checkRules(ctx, body.rules, 'common') };
      return mappings.common;
    });
  },
  'sources.mappings.listCommonRules': commonRules.list,
  'sources.mappings.getCommonRule': commonRules.get,
  'sources.mappings.createCommonRule': commonRules.create,
  'sources.mappings.updateCommonRule': commonRules.update,
  'sources.mappings.deleteCommonRule': commonRules.delete,
  'sources.mappings.listTypes': typedMappings.list,
  'sources.mappings.getType': typedMappings.get,
  'sources.mappings.createType': typedMappings.create,
  'sources.mappings.updateType': typedMappings.update,
  'sources.mappings.deleteType': typedMappings.delete,
  'sources.mappings.listTypeRules': typeRules.list,
  'sources.mappings.getTypeRule': typeRules.get,
  'sources.mappings.createTypeRule': typeRules.create,
  'sources.mappings.updateTypeRule': typeRules.update,
  'sources.mappings.deleteTypeRule': typeRules.delete,
  'sources.mappings.batchCreateTypes': mappingBatch((ctx, types, typed) => {
    const added = acceptType(ctx, typed, types);
    types.push(added);
    return added;
  }),
  'sources.mappings.batchUpdateTypes': mappingBatch((ctx, types, typed) => {
    const before = batchTarget(types, typed);
    const replaced = acceptType(ctx, typed, types, before);
    types.splice(types.indexOf(before), 1, replaced);
    return replaced;
  }),
  'sources.mappings.batchDeleteTypes': mappingBatch((_ctx, types, typed) => {
    const before = batchTarget(types, typed);
    types.splice(types.indexOf(before), 1);
    return before;
  }),

  // The index fields, as the fields family has them (model/fields.ts), with the mappings that fill them.
  'sources.fields.list': (ctx) => {
    const page = fieldsPage(ctx);
    return { ...page, items: (page.items as FieldRecord[]).map((field) => fieldView(ctx, field)) };
  },

  // The platform answers no body: sources.metadata.getStatus tells how the report goes.
  'sources.metadata.generate': (ctx) => {
    const source = sourceRecord(ctx);
    const { status } = metadataStatus(ctx, source);
    if (!status.sampleAvailable)
      throw conflict(`The source '${source.id}' has no items to sample yet: refresh it first.`);
    if (!status.reportGenerationInProgress) {
      reportsOf(ctx.store).records.set(String(source.id), {
        id: String(source.id),
        requestedAt: Date.now(),
        durationMs: ctx.settings.refreshDurationMs,
        sampled: Math.min(100, source.information.numberOfDocuments),
      });
    }
    return noContent();
  },
  'sources.metadata.list': (ctx) => {
    const source = sourceRecord(ctx);
    const order = choice(ctx, 'order', ['ASC', 'DESC']);
    const sort = choice(ctx, 'sortBy', ['KEY', 'COUNT']);
    const filter = ctx.query('filter')?.toLowerCase() ?? '';
    const { status, report } = metadataStatus(ctx, source);
    if (!status.reportAvailable || !report) return paged(ctx, []);
    const found = metadataItems(ctx, source, report.sampled).filter((item) =>
      item.key.toLowerCase().includes(filter),
    );
    const items = sortBy(found, (item) => (sort === 'COUNT' ? item.count : item.key), order);
    const creationDate = report.requestedAt + report.durationMs;
    return {
      ...paged(ctx, items),
      creationDate,
      expirationDate: creationDate + 7 * DAY_MS,
      sampledDocumentCount: report.sampled,
      documentErrorCount: 0,
    };
  },
  'sources.metadata.getStatus': (ctx) => metadataStatus(ctx, sourceRecord(ctx)).status,

  // What the items pushed to the source hold: their object types (their `objecttype` metadata), the names
  // of the metadata of the items of one type, and the values of each.
  'sources.ingestionContent.listObjectTypes': (ctx) => {
    const items = pushedMetadata(ctx);
    const indexed = items.length > 0;
    return {
      hasIndexedIngestionContent: indexed,
      hasIndexedCatalogContent: indexed && sourceRecord(ctx).sourceType === 'CATALOG',
      objectTypeValues: [...new Set(items.flatMap((metadata) => metadata.objecttype ?? []))].sort(),
    };
  },
  'sources.ingestionContent.listMetadataNames': (ctx) => {
    const filter = ctx.query('filter')?.toLowerCase() ?? '';
    const names = new Set(metadataOfType(ctx).flatMap((metadata) => Object.keys(metadata)));
    return paged(ctx, [...names].filter((name) => name.includes(filter)).sort());
  },
  'sources.ingestionContent.listMetadataValues': (ctx) => {
    const values = metadataSummary(metadataOfType(ctx)).map(({ name, values }) => [
      name,
      values.map(({ value }) => value).sort(),
    ]);
    return { metadataValuesByName: Object.fromEntries(values) };
  },

  'sources.salesforce.generateObjectsToGet': async (ctx) => objectsToGet(await ctx.json()),
  'sources.salesforce.parseObjectsToGet': async (ctx) => {
    const text = await ctx.json();
    if (typeof text !== 'string') throw badRequest('The body must be a JSON string: <ObjectsToGet> text.');
    return parseObjectsToGet(text);
  },
  // The organization's objects: every one (those a new source indexes, indexed), the defaults, or those
  // the body chooses, completed.
  'sources.salesforce.getSchema': (ctx) => {
    const defaults = defaultObjects(ctx);
    return SALESFORCE_OBJECTS.map((object) => salesforceObjectView(object, defaults.get(object.name)));
  },
  'sources.salesforce.listDefaultObjects': (ctx) =>
    [...defaultObjects(ctx)].map(([name, fields]) => salesforceObjectView(describedObject(name), fields)),
  'sources.salesforce.refreshSchema': async (ctx) => {
    const chosen = await chosenInBody(ctx);
    return SALESFORCE_OBJECTS.map((object) => salesforceObjectView(object, chosen.get(object.name)));
  },
  'sources.salesforce.refreshObjects': async (ctx) =>
    [...(await chosenInBody(ctx))].map(([name, fields]) =>
      salesforceObjectView(describedObject(name), fields),
    ),
  'sources.salesforce.getObject': (ctx) => salesforceObjectView(describedObject(ctx.params.objectName)),
  'sources.salesforce.getRelationship': (ctx) =>
    describedRelationship(ctx.params.objectName, ctx.params.relationshipName),
  'sources.salesforce.listFields': (ctx) =>
    describedObject(ctx.params.objectName).fields.map((f) => salesforceField(f)),
  // The body's fields as Salesforce describes them now; the caller's choices (indexed, mappings) kept.
  'sources.salesforce.refreshFields': async (ctx) => {
    const object = describedObject(ctx.params.objectName);
    const given = await ctx.json();
    if (!Array.isArray(given)) throw badRequest('The body must be an array of Salesforce fields.');
    return given.map((field: Rec, i) => {
      const facts = object.fields.find((f) => f.name === field?.name);
      if (!facts)
        throw badRequest(`The Salesforce object ${object.name} has no field '${field?.name}' (body[${i}]).`);
      return { ...field, ...salesforceField(facts), indexed: field.indexed === true };
    });
  },
  // Through a source: the fields its objects to get choose are indexed. `relationships` names the
  // relationships to answer, with their fields.
  'sources.salesforce.getSourceObject': (ctx) => {
    const chosen = sourceChoice(ctx);
    const view = salesforceObjectView(describedObject(ctx.params.objectName), chosen);
    const named = ctx.query('relationships')?.split(',').filter(Boolean) ?? [];
    if (!named.length) return view;
    return { ...view, relationships: named.map((name) => describedRelationship(view.name, name)) };
  },
  'sources.salesforce.getSourceRelationship': (ctx) =>
    salesforceSource(ctx) && describedRelationship(ctx.params.objectName, ctx.params.relationshipName),
  'sources.salesforce.listSourceObjectFields': (ctx) => {
    const chosen = sourceChoice(ctx);
    return describedObject(ctx.params.objectName).fields.map((f) => salesforceField(f, chosen));
  },
  // The emulator's Salesforce organization never changes: there is no schema a read could find stale.
  'sources.salesforce.evictSourceSchema': (ctx) => salesforceSource(ctx) && noContent(),

  'sources.datasets.list': () => DATASETS.map(({ name, note }) => ({ name, note, hasStaticContent: true })),
  // A source of the dataset's type, built once created when it comes with its content.
  'sources.datasets.import': (ctx) => {
    const name = requiredQuery(ctx, 'datasetName');
    const dataset = DATASETS.find((d) => d.name === name);
    if (!dataset) {
      const names = DATASETS.map((d) => d.name).join(', ');
      throw badRequest(`The query parameter 'datasetName' must be one of: ${names}; got '${name}'.`);
    }
    const withContent = boolQuery(ctx, 'withContent', true);
    let sourceName = `${name} sample`;
    for (let n = 2; nameTaken(ctx, sourceName); n++) sourceName = `${name} sample ${n}`;
    const fields = { name: sourceName, sourceType: dataset.sourceType, sourceVisibility: 'SHARED' };
    const source = insertSource(ctx, { ...fields, datasetName: name }, withContent ? 'REBUILD' : undefined);
    const request = importsOf(ctx.store).insert({
      datasetName: name,
      requestedAt: Date.now(),
      // The import ends when the source is built: its creation, then (with content) its rebuild.
      durationMs: ctx.settings.refreshDurationMs * (withContent ? 2 : 1),
      sourceIds: [source.id],
    });
    return { requestId: request.id };
  },
  'sources.datasets.getImportProgress': (ctx) => {
    const { id, datasetName, requestedAt, durationMs, sourceIds } = importsOf(ctx.store).get(
      requiredQuery(ctx, 'requestId'),
    );
    const spent = Date.now() - requestedAt;
    const status = spent >= durationMs ? 'COMPLETED' : spent >= durationMs / 3 ? 'IN_PROGRESS' : 'PENDING';
    const result = status === 'COMPLETED' ? { result: 'SUCCESS' } : {};
    return { requestId: id, datasetName, status, ...result, sourceIds };
  },
  // The published schema checks the type: DEFAULT or PUSH. The default fields that exist are mapped by
  // one post-conversion processor: `values` maps each field to its content.
  'sources.getDefaultDocumentConfiguration': (ctx) => {
    const type = ctx.query('defaultDocumentConfigurationType') || 'DEFAULT';
    const fields = DEFAULT_MAPPED_FIELDS[type].filter((field) => fieldsOf(ctx.store).has(field));
    const values = Object.fromEntries(fields.map((field) => [field, `%[${field}]`]));
    return { postConversions: [{ type: 'MAPPING', parameters: { name: 'Mapping', values } }] };
  },
  'sources.feedback.send': async (ctx) => {
    const feedbackConsumerType = choice(ctx, 'feedbackConsumerType', ['SUPPORT', 'PRODUCT']);
    const message = (await ctx.json())?.message;
    if (typeof message !== 'string' || !message.trim())
      throw badRequest("The field 'message' is required: a non-empty string.", 'MISSING_FIELD');
    const feedback = {
      message,
      feedbackConsumerType,
      username: ctx.token?.username,
      createdDate: Date.now(),
    };
    const { id, createdDate } = ctx.store.collection('sourceFeedback', 'Source feedback').insert(feedback);
    return created({ id, createdDate });
  },
};
