import { createHash } from 'node:crypto';
import { type EmulatorContext, paged } from '../context';
import { badRequest, conflict, created, noContent, notFound } from '../http';
import { fieldsOf, sourcesOf } from '../provision';
import { own, text } from '../safe';
import type { OrganizationStore } from '../state';
import { requireObject } from './rest';
import type { Handlers } from './types';

/*
 * Machine learning: models, their per-kind configurations, and the console's listings.
 *
 * Lifecycle (computed lazily from timestamps, no timers; D = the emulator's `refreshDurationMs`), in the
 * platform's status values:
 * - a registered model (or one made by a configuration call) is IN_QUEUE for D/3, then BUILDING until D,
 *   then ONLINE, or FAILED when it learns from documents (case classification, smart snippets, ...) and
 *   its sources hold none;
 * - updating a model that has finished building makes it IN_QUEUE_UPDATING for D/3, then UPDATING until
 *   D, then ONLINE again (or UPDATE_FAILED, same rule); updating one still building restarts its build;
 * - a model is ACTIVE once ONLINE and used by a query pipeline association, or when its engine needs
 *   no association; INACTIVE otherwise.
 * The model listing and detailed info sum this up in their own values: BUILD_IN_PROGRESS while building
 * or updating, ERROR once failed, ACTIVE or INACTIVE once ONLINE.
 * Configurations (case classification, DNE, smart snippets, PQS, IAPR, user action history) are stored
 * beside the model they register; deleting either deletes both.
 */

type Rec = Record<string, any>;

const hash = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0);
const DAY_MS = 86_400_000;
const UNIT_MS: Record<string, number> = { DAY: DAY_MS, WEEK: 7 * DAY_MS, MONTH: 30 * DAY_MS };
const ENGINES = [
  'topclicks',
  'querysuggest',
  'pqsforcommerce',
  'eventrecommendation',
  'facetsense',
  'ecommerce',
  'caseclassification',
  'mlquestionanswering',
  'useractionhistory',
  'smartsnippets',
  'genqa',
  'passageretrieval',
  'semanticencoder',
  'intentawareproductranking',
];
/** Engines that learn from indexed documents: they fail to build when their sources hold none. */
const DOCUMENT_ENGINES = new Set([
  'caseclassification',
  'mlquestionanswering',
  'smartsnippets',
  'genqa',
  'passageretrieval',
  'semanticencoder',
]);
/** Engines whose models work without a query pipeline association. */
const NO_ASSOCIATION_ENGINES = new Set(['useractionhistory', 'caseclassification']);
/** Fields a caller may not set on a model. */
const READ_ONLY = [
  'id',
  'orgId',
  'status',
  'modelActivenessState',
  'modelCreationTime',
  'engineId',
  'modelName',
];

/** The model's build state, kept beside the model record (same id). */
interface Build {
  id: string;
  kind: 'BUILD' | 'UPDATE';
  since: number;
  durationMs: number;
  /** How the build ends. */
  succeeds: boolean;
  /** When the model last finished building successfully, ms. */
  builtAt?: number;
  /** Why the build fails. */
  failure?: string;
}

const modelsOf = (store: OrganizationStore) => store.collection<Rec>('mlModels', 'Model');
const buildsOf = (store: OrganizationStore) => store.collection<Build>('mlModelBuilds', 'Model build');
const advancedOf = (store: OrganizationStore) =>
  store.collection<Rec>('mlAdvancedConfigs', 'Advanced configuration', 'modelId');
/** Configurations by `modelId`, each with its `kind` (`caseclassif`, `dne`, ...). */
const configurationsOf = (store: OrganizationStore) =>
  store.collection<Rec>('mlConfigurations', 'Model configuration', 'modelId');

/**
 * Query pipeline ML associations, as the pipelines family keeps them: pipelines in the `pipelines`
 * collection, each pipeline's associations in the `pipelineHoldings` document (pipeline id → lists).
 * Read, never written, and without importing that family, so that either works without the other.
 */
export function pipelineAssociations(store: OrganizationStore): Rec[] {
  const holdings = store.documents.get('pipelineHoldings');
  if (!(holdings instanceof Map)) return [];
  const pipelines = store.collection<Rec>('pipelines', 'Query pipeline');
  const all: Rec[] = [];
  for (const [pipelineId, held] of holdings) {
    if (!pipelines.has(pipelineId)) continue;
    const associations: Rec[] = Array.isArray(held?.associations) ? held.associations : [];
    associations.forEach((association, index) => {
      all.push({
        id: String(association.id),
        parentId: String(pipelineId),
        name: String(pipelines.get(pipelineId).name ?? pipelineId),
        associationType: 'QUERY_PIPELINE',
        modelId: association.modelId,
        position: index + 1,
        condition: typeof association.condition === 'string' ? association.condition : undefined,
        customQueryParameters: association.customQueryParameters,
        useAdvancedConfiguration: association.useAdvancedConfiguration,
      });
    });
  }
  return all;
}

/** A model's associations, as the model listing gives them. */
const modelAssociations = (store: OrganizationStore, modelId: string) =>
  pipelineAssociations(store)
    .filter((a) => a.modelId === modelId)
    .map(({ id, parentId, name, associationType }) => ({ id, parentId, name, associationType }));

// ---------------------------------------------------------------------------------------------------
// Validation

const isString = (value: unknown): value is string => typeof value === 'string';
const PERIOD = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;

function optionalString(body: Rec, name: string) {
  if (body[name] !== undefined && body[name] !== null && !isString(body[name])) {
    throw badRequest(`'${name}' must be a string.`);
  }
}

function requiredString(body: Rec, name: string) {
  if (!isString(body[name]) || !body[name].trim())
    throw badRequest(`'${name}' is required (a non-empty string).`);
}

function stringArray(body: Rec, name: string, required = false) {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) throw badRequest(`'${name}' is required (an array of strings).`);
    return;
  }
  if (!Array.isArray(value) || !value.every(isString))
    throw badRequest(`'${name}' must be an array of strings.`);
  if (required && value.length === 0) throw badRequest(`'${name}' needs at least one value.`);
}

/** Checks the schedule and filter fields a model registration or update may hold. */
function checkModelFields(body: Rec) {
  for (const name of [
    'modelDisplayName',
    'exportPeriod',
    'exportOffset',
    'commonFilter',
    'customEventFilter',
    'searchEventFilter',
    'viewEventFilter',
    'versionMatcher',
  ]) {
    optionalString(body, name);
  }
  for (const name of ['exportPeriod', 'exportOffset']) {
    if (isString(body[name]) && !PERIOD.test(body[name])) {
      throw badRequest(`'${name}' must be an ISO 8601 period such as P3M; got '${body[name]}'.`);
    }
  }
  if (body.intervalTime !== undefined && (!Number.isInteger(body.intervalTime) || body.intervalTime < 1)) {
    throw badRequest("'intervalTime' must be an integer of at least 1.");
  }
  if (
    body.intervalUnit !== undefined &&
    !(isString(body.intervalUnit) && Object.hasOwn(UNIT_MS, body.intervalUnit))
  ) {
    throw badRequest("'intervalUnit' must be DAY, WEEK or MONTH.");
  }
  if (body.extraConfig !== undefined && (body.extraConfig === null || typeof body.extraConfig !== 'object')) {
    throw badRequest("'extraConfig' must be an object.");
  }
  stringArray(body, 'commandLineParameters');
  stringArray(body, 'sources');
}

function checkFilterConditions(body: Rec, name: string) {
  const value = body[name];
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) throw badRequest(`'${name}' must be an array of conditions.`);
  for (const condition of value) {
    if (
      !condition ||
      typeof condition !== 'object' ||
      !isString(condition.field) ||
      !isString(condition.value) ||
      !['EQUALS', 'NOT_EQUALS'].includes(condition.operator)
    ) {
      throw badRequest(
        `Each of '${name}' needs a 'field', an 'operator' (EQUALS, NOT_EQUALS) and a 'value'.`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Documents the models learn from (the organization's sources)

/** The sources a selection names (by name or id), or every source when it names none. */
function selectedSources(store: OrganizationStore, names: unknown): Rec[] {
  const all = sourcesOf(store).list();
  if (!Array.isArray(names) || names.length === 0) return all;
  const wanted = new Set(names.map((name) => text(name)));
  return all.filter((source) => wanted.has(String(source.name)) || wanted.has(String(source.id)));
}

const documentsIn = (source: Rec) => Math.max(0, Number(source.information?.numberOfDocuments) || 0);

/** The query a selection stands for, e.g. `@source==("Docs","KB") AND @status==closed`. */
function selectionQuery(body: Rec): string {
  const parts: string[] = [];
  if (Array.isArray(body.sources) && body.sources.length) {
    parts.push(`@source==(${body.sources.map((s: unknown) => JSON.stringify(String(s))).join(',')})`);
  }
  for (const name of ['filterConditions', 'caseFilterConditions']) {
    for (const c of Array.isArray(body[name]) ? body[name] : []) {
      parts.push(`@${c.field}${c.operator === 'NOT_EQUALS' ? '<>' : '=='}${JSON.stringify(c.value)}`);
    }
  }
  if (isString(body.advancedQuery) && body.advancedQuery.trim()) parts.push(`(${body.advancedQuery.trim()})`);
  return parts.join(' AND ');
}

/** Minimum number of valid documents to build a document model. */
const MINIMUM_DOCUMENTS = 100;

/** What a selection holds: figures that agree with each other and with the sources' item counts. */
function documentPreview(store: OrganizationStore, body: Rec) {
  const sources = selectedSources(store, body.sources);
  const numberOfDocuments = sources.reduce((sum, source) => sum + documentsIn(source), 0);
  const conditions = [
    ...(Array.isArray(body.filterConditions) ? body.filterConditions : []),
    ...(Array.isArray(body.caseFilterConditions) ? body.caseFilterConditions : []),
  ];
  let matching = numberOfDocuments;
  // Each condition keeps a fixed share (50–90 %) of what is left.
  for (const condition of conditions)
    matching = Math.floor((matching * (50 + (hash(JSON.stringify(condition)) % 41))) / 100);
  if (isString(body.advancedQuery) && body.advancedQuery.trim()) {
    matching = Math.floor((matching * (40 + (hash(body.advancedQuery) % 51))) / 100);
  }
  const inLanguage =
    isString(body.languageField) && body.languageField ? Math.floor((matching * 9) / 10) : matching;
  const valid = Math.floor((inLanguage * 19) / 20);
  return {
    query: selectionQuery(body),
    documentRequirementStatus: valid >= MINIMUM_DOCUMENTS ? 'OK' : 'INSUFFICIENT_DOCUMENTS',
    numberOfDocuments,
    numberOfDocumentsInSources: numberOfDocuments,
    numberOfDocumentsMatchingConditions: matching,
    numberOfDocumentsInSourcesMatchingFilters: matching,
    numberOfDocumentsMatchingConditionsAndInEnglish: inLanguage,
    numberOfValidDocuments: valid,
  };
}

function checkSelection(body: Rec) {
  stringArray(body, 'sources');
  checkFilterConditions(body, 'filterConditions');
  checkFilterConditions(body, 'caseFilterConditions');
  optionalString(body, 'advancedQuery');
  optionalString(body, 'languageField');
  optionalString(body, 'documentType');
  if (body.caseExtractionPeriod !== undefined && body.caseExtractionPeriod !== null) {
    const period = body.caseExtractionPeriod;
    if (typeof period !== 'object' || Array.isArray(period) || !isString(period.dateField)) {
      throw badRequest(
        "'caseExtractionPeriod' needs a 'dateField' and an 'exportPeriod' or 'startTime' and 'endTime'.",
      );
    }
  }
}

async function selection(ctx: EmulatorContext): Promise<Rec> {
  const body = requireObject((await ctx.json(false)) ?? {});
  checkSelection(body);
  return body;
}

/** Fields of the index a model may learn from (string fields, the system ones included). */
const contentFields = (store: OrganizationStore) =>
  fieldsOf(store)
    .list()
    .filter((field) => field.type === undefined || field.type === 'STRING')
    .map((field) => ({ name: String(field.name) }))
    .sort((a, b) => a.name.localeCompare(b.name));

// ---------------------------------------------------------------------------------------------------
// Models and their lifecycle

function buildOf(store: OrganizationStore, model: Rec): Build {
  const builds = buildsOf(store);
  if (builds.has(model.id)) return builds.get(model.id);
  // A model made elsewhere (a seed): take it as built.
  return builds.insert({ id: model.id, kind: 'BUILD', since: 0, durationMs: 0, succeeds: true, builtAt: 0 });
}

/** Why a model cannot be built now, if it cannot. */
function buildFailure(store: OrganizationStore, model: Rec): string | undefined {
  if (!DOCUMENT_ENGINES.has(model.engineId)) return undefined;
  const names = model.sources ?? model.extraConfig?.indexExport?.sources;
  const sources = selectedSources(store, names);
  const documents = sources.reduce((sum, source) => sum + documentsIn(source), 0);
  if (documents > 0) return undefined;
  return Array.isArray(names) && names.length
    ? `The sources ${names.join(', ')} hold no documents to learn from.`
    : 'The organization has no documents to learn from.';
}

function startBuild(
  ctx: EmulatorContext,
  model: Rec,
  kind: Build['kind'],
  previous?: Build,
  at = Date.now(),
) {
  const failure = buildFailure(ctx.store, model);
  buildsOf(ctx.store).records.set(model.id, {
    id: model.id,
    kind,
    since: at,
    durationMs: ctx.settings.refreshDurationMs,
    succeeds: failure === undefined,
    failure,
    builtAt: previous?.builtAt,
  });
}

function statusOf(build: Build, now: number): string {
  const elapsed = now - build.since;
  if (build.kind === 'BUILD') {
    if (elapsed < build.durationMs / 3) return 'IN_QUEUE';
    if (elapsed < build.durationMs) return 'BUILDING';
    return build.succeeds ? 'ONLINE' : 'FAILED';
  }
  if (elapsed < build.durationMs / 3) return 'IN_QUEUE_UPDATING';
  if (elapsed < build.durationMs) return 'UPDATING';
  return build.succeeds ? 'ONLINE' : 'UPDATE_FAILED';
}

/** The listing's summary of a status: `BUILD_IN_PROGRESS`, `ERROR`, or the activeness once ONLINE. */
function listingStatus(status: string, activeness: string): string {
  if (status === 'ONLINE') return activeness;
  if (status === 'FAILED' || status === 'UPDATE_FAILED') return 'ERROR';
  return 'BUILD_IN_PROGRESS';
}

const PERIOD_UNITS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const;

/** An ISO 8601 period (`P3M`) as the platform's period object: `{ years, months, weeks, ..., millis }`. */
function periodObject(period: unknown): Rec | undefined {
  if (!isString(period)) return undefined;
  const match = PERIOD.exec(period);
  if (!match) return undefined;
  const [, y, m, w, d, , h, min, sec] = match;
  const values = [y, m, w, d, h, min, sec].map((part) => (part ? Number.parseInt(part, 10) : 0));
  return { ...Object.fromEntries(PERIOD_UNITS.map((unit, i) => [unit, values[i]])), millis: 0 };
}

const finished = (build: Build, now: number) => now - build.since >= build.durationMs;

/** When the model last finished building successfully, at `now`. */
function lastBuilt(build: Build, now: number): number | undefined {
  if (finished(build, now) && build.succeeds) return build.since + build.durationMs;
  return build.builtAt || undefined;
}

/** What the API returns for a model: the record with its status of the moment. */
function present(store: OrganizationStore, model: Rec, now = Date.now()): Rec {
  const build = buildOf(store, model);
  const status = statusOf(build, now);
  const builtAt = lastBuilt(build, now);
  const associated = modelAssociations(store, model.id).length > 0;
  const active = status === 'ONLINE' && (associated || NO_ASSOCIATION_ENGINES.has(model.engineId));
  const intervalMs = (model.intervalTime ?? 1) * (own(UNIT_MS, model.intervalUnit) ?? UNIT_MS.WEEK);
  const view: Rec = {
    ...model,
    status,
    modelActivenessState: active ? 'ACTIVE' : 'INACTIVE',
    nextModelUpdateTime: (builtAt ?? model.modelCreationTime) + intervalMs,
  };
  if (builtAt) view.previousModelUpdateTime = builtAt;
  if ((status === 'FAILED' || status === 'UPDATE_FAILED') && build.failure) {
    view.modelErrorDescription = {
      customer_errors: [
        {
          errorCode: 'NOT_ENOUGH_DOCUMENTS',
          errorType: 'CUSTOMER',
          description: build.failure,
          troubleshoot:
            'Add content to the sources, or choose sources that hold documents, then update the model.',
        },
      ],
    };
  }
  return view;
}

/** Build statistics of a model that has been built: fixed per model. */
function buildInfo(store: OrganizationStore, model: Rec, now = Date.now()): Rec | undefined {
  const builtAt = lastBuilt(buildOf(store, model), now);
  if (!builtAt) return undefined;
  const seed = hash(String(model.id));
  const searches = 1000 + (seed % 9000);
  return {
    metaInfo: {
      modelName: model.modelName,
      modelVersion: String(builtAt),
      org: model.orgId,
      createdDate: new Date(builtAt).toISOString(),
    },
    modelBuildingStats: {
      searchEventCount: searches,
      clickEventCount: Math.floor(searches * 0.42),
      customEventCount: Math.floor(searches * 0.1),
    },
    totalQueries: Math.floor(searches * 0.8),
    // By language: the emulator's items and queries are all in English.
    languages: { en: { queries: Math.floor(searches * 0.8) } },
  };
}

/**
 * Makes the stored record's `status` a live view of its build (as sources do with `information`), so that
 * other families reading the `mlModels` collection (pipeline ML associations) see the status of the moment.
 */
function live(store: OrganizationStore, model: Rec): Rec {
  Object.defineProperty(model, 'status', {
    enumerable: true,
    configurable: true,
    get: () => statusOf(buildOf(store, model), Date.now()),
  });
  return model;
}

function modelRecord(ctx: EmulatorContext, id: string): Rec {
  return modelsOf(ctx.store).get(id);
}

const modelIdFor = (org: string, engineId: string, modelName: string) => `${org}_${engineId}_${modelName}`;

/** Registers a model and starts its build. @throws HttpError 400 or 409. */
function registerModel(ctx: EmulatorContext, body: Rec): Rec {
  requiredString(body, 'engineId');
  requiredString(body, 'modelName');
  checkModelFields(body);
  if (!ENGINES.includes(body.engineId)) {
    throw badRequest(`Unknown engine '${body.engineId}'; engines: ${ENGINES.join(', ')}.`, 'INVALID_ENGINE');
  }
  const id = modelIdFor(ctx.org, body.engineId, body.modelName.trim());
  if (modelsOf(ctx.store).has(id)) {
    throw conflict(`The engine '${body.engineId}' already has a model named '${body.modelName}'.`);
  }
  const { id: _id, status: _s, modelActivenessState: _a, ...fields } = body;
  const model = modelsOf(ctx.store).insert({
    exportPeriod: 'P3M',
    intervalTime: 1,
    intervalUnit: 'WEEK',
    modelDisplayName: body.modelName.trim(),
    ...fields,
    modelName: body.modelName.trim(),
    id,
    orgId: ctx.org,
    platformVersion: 2,
    modelCreationTime: Date.now(),
  });
  startBuild(ctx, model, 'BUILD', undefined, model.modelCreationTime);
  return live(ctx.store, model);
}

/** Changes a model's registration and rebuilds it. @throws HttpError 400. */
function updateModel(ctx: EmulatorContext, model: Rec, body: Rec): Rec {
  checkModelFields(body);
  const fields = Object.fromEntries(Object.entries(body).filter(([key]) => !READ_ONLY.includes(key)));
  const updated = live(ctx.store, modelsOf(ctx.store).update(model.id, fields));
  const previous = buildOf(ctx.store, model);
  const now = Date.now();
  // Still building: the build starts over with the new settings. Built: an update (rebuild).
  if (!finished(previous, now) && previous.kind === 'BUILD') startBuild(ctx, updated, 'BUILD', previous);
  else startBuild(ctx, updated, 'UPDATE', { ...previous, builtAt: lastBuilt(previous, now) });
  return updated;
}

function deleteModel(store: OrganizationStore, id: string) {
  modelsOf(store).delete(id);
  buildsOf(store).records.delete(id);
  advancedOf(store).records.delete(id);
  configurationsOf(store).records.delete(id);
}

function engineModel(ctx: EmulatorContext): Rec {
  const model = modelRecord(ctx, ctx.params.modelId);
  if (model.engineId !== ctx.params.engineId) {
    throw notFound(`Model of the engine '${ctx.params.engineId}'`, ctx.params.modelId);
  }
  return model;
}

function listingView(store: OrganizationStore, model: Rec, now = Date.now()) {
  const view = present(store, model, now);
  const info = buildInfo(store, model, now);
  return {
    modelId: model.id,
    engineId: model.engineId,
    modelDisplayName: model.modelDisplayName ?? model.modelName,
    modelStatusInfo: {
      modelStatus: listingStatus(view.status, view.modelActivenessState),
      ...(view.modelActivenessState === 'INACTIVE' && view.status === 'ONLINE'
        ? { daysUntilArchival: 30 }
        : {}),
      ...(view.previousModelUpdateTime ? { activeModelBuildDate: view.previousModelUpdateTime } : {}),
    },
    modelActivenessState: view.modelActivenessState,
    modelAssociations: modelAssociations(store, model.id),
    estimatedPreviousModelUpdateTime: view.previousModelUpdateTime,
    nextModelUpdateTime: view.nextModelUpdateTime,
    platformVersion: model.platformVersion ?? 2,
    modelSizeStatistic: info ? Number(info.totalQueries) : 0,
    requiresAssociation: !NO_ASSOCIATION_ENGINES.has(model.engineId),
  };
}

function engineFilter(values: string[]): Set<string> | undefined {
  const engines = values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return engines.length ? new Set(engines) : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Configurations that register a model

interface ConfigurationKind {
  engineId: string;
  label: string;
  check: (body: Rec) => void;
}

const KINDS: Record<string, ConfigurationKind> = {
  caseclassif: {
    engineId: 'caseclassification',
    label: 'Case classification configuration',
    check: (body) => {
      requiredString(body, 'modelDisplayName');
      stringArray(body, 'sources', true);
      stringArray(body, 'fieldsToPredict', true);
      stringArray(body, 'fieldsForModelTraining');
      optionalString(body, 'caseIdField');
      checkSelection(body);
    },
  },
  dne: {
    engineId: 'facetsense',
    label: 'DNE configuration',
    check: (body) => {
      requiredString(body, 'modelDisplayName');
      optionalString(body, 'documentExtractionQuery');
      stringArray(body, 'fieldsToAutoSelect');
      checkModelFields(body);
    },
  },
  smartsnippets: {
    engineId: 'mlquestionanswering',
    label: 'Smart snippets configuration',
    check: (body) => {
      requiredString(body, 'modelDisplayName');
      stringArray(body, 'sources', true);
      stringArray(body, 'cssSelectorsToExclude');
      checkSelection(body);
    },
  },
  pqs: {
    engineId: 'pqsforcommerce',
    label: 'PQS configuration',
    check: (body) => {
      requiredString(body, 'modelDisplayName');
      requiredString(body, 'catalogId');
      stringArray(body, 'trackingIds', true);
      checkModelFields(body);
    },
  },
  iapr: {
    engineId: 'intentawareproductranking',
    label: 'IAPR configuration',
    check: (body) => {
      requiredString(body, 'modelDisplayName');
      requiredString(body, 'catalogId');
      stringArray(body, 'trackingIds', true);
    },
  },
};

/** A model name from a display name: lower case, `_` for anything else, made unique. */
function modelNameFor(ctx: EmulatorContext, engineId: string, displayName: string): string {
  const base =
    displayName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '') || 'model';
  let name = base;
  for (let n = 2; modelsOf(ctx.store).has(modelIdFor(ctx.org, engineId, name)); n++) name = `${base}_${n}`;
  return name;
}

/** The model fields a configuration carries (schedule, filters, display name, sources). */
const MODEL_FIELDS = [
  'modelDisplayName',
  'exportPeriod',
  'intervalTime',
  'intervalUnit',
  'commonFilter',
  'searchEventFilter',
  'sources',
];
const modelFieldsOf = (body: Rec) =>
  Object.fromEntries(MODEL_FIELDS.filter((k) => k in body).map((k) => [k, body[k]]));

function createConfiguration(kindName: string) {
  const kind = KINDS[kindName];
  return async (ctx: EmulatorContext) => {
    const body = requireObject(await ctx.json());
    kind.check(body);
    const { modelId: _ignored, ...configuration } = body;
    const model = registerModel(ctx, {
      ...modelFieldsOf(configuration),
      engineId: kind.engineId,
      modelName: modelNameFor(ctx, kind.engineId, configuration.modelDisplayName),
    });
    const stored = configurationsOf(ctx.store).insert({
      ...configuration,
      modelId: model.id,
      kind: kindName,
    });
    return created(configurationView(stored));
  };
}

const configurationView = ({ kind: _kind, ...configuration }: Rec) => configuration;

function configurationRecord(ctx: EmulatorContext, kindName: string): Rec {
  const id = ctx.params.modelId;
  const configuration = configurationsOf(ctx.store).records.get(id);
  if (!configuration || configuration.kind !== kindName) throw notFound(KINDS[kindName].label, id);
  return configuration;
}

function configurationHandlers(kindName: string, prefix: string): Handlers {
  const kind = KINDS[kindName];
  return {
    [`${prefix}.create`]: createConfiguration(kindName),
    [`${prefix}.get`]: (ctx) => configurationView(configurationRecord(ctx, kindName)),
    [`${prefix}.update`]: async (ctx) => {
      const current = configurationRecord(ctx, kindName);
      const body = requireObject(await ctx.json());
      kind.check(body);
      const { modelId: _ignored, kind: _kind, ...configuration } = body;
      updateModel(ctx, modelRecord(ctx, current.modelId), modelFieldsOf(configuration));
      const stored = { ...configuration, modelId: current.modelId, kind: kindName };
      configurationsOf(ctx.store).records.set(current.modelId, stored);
      return configurationView(stored);
    },
    [`${prefix}.delete`]: (ctx) => {
      const current = configurationRecord(ctx, kindName);
      deleteModel(ctx.store, current.modelId);
      return noContent();
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// DNE document extraction

function extractionQuery(fields: string[], sources: string[]): string {
  const parts: string[] = [];
  if (sources.length) parts.push(`@source==(${sources.map((s) => JSON.stringify(s)).join(',')})`);
  if (fields.length)
    parts.push(fields.length === 1 ? `@${fields[0]}` : `(${fields.map((f) => `@${f}`).join(' OR ')})`);
  return parts.join(' AND ');
}

function parseExtractionQuery(query: string) {
  const sources: string[] = [];
  const fields: string[] = [];
  const sourcePart = /@source==\(([^)]*)\)/.exec(query);
  if (sourcePart) {
    for (const match of sourcePart[1].matchAll(/"((?:[^"\\]|\\.)*)"/g))
      sources.push(JSON.parse(`"${match[1]}"`));
  }
  const rest = sourcePart ? query.replace(sourcePart[0], '') : query;
  for (const match of rest.matchAll(/@(\w+)/g)) fields.push(match[1]);
  return { fields, sources };
}

const queryList = (ctx: EmulatorContext, name: string) =>
  ctx
    .queries(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

// ---------------------------------------------------------------------------------------------------

const USER_ACTION_HISTORY = 'user_action_history';

export const mlHandlers: Handlers = {
  'ml.register': async (ctx) =>
    created(present(ctx.store, registerModel(ctx, requireObject(await ctx.json())))),

  'ml.models.list': (ctx) => {
    const engines = engineFilter(ctx.queries('engines'));
    if (engines) {
      const unknown = [...engines].filter((engine) => !ENGINES.includes(engine));
      if (unknown.length) throw badRequest(`Unknown engines: ${unknown.join(', ')}.`, 'INVALID_ENGINE');
    }
    const now = Date.now();
    return modelsOf(ctx.store)
      .list()
      .filter((model) => !engines || engines.has(model.engineId))
      .map((model) => present(ctx.store, model, now));
  },
  'ml.models.listDetails': (ctx) => {
    const now = Date.now();
    return modelsOf(ctx.store)
      .list()
      .map((model) => ({ ...present(ctx.store, model, now), info: buildInfo(ctx.store, model, now) }));
  },
  'ml.models.get': (ctx) => present(ctx.store, modelRecord(ctx, ctx.params.modelId)),
  'ml.models.getDetails': (ctx) => {
    const model = modelRecord(ctx, ctx.params.modelId);
    return { ...present(ctx.store, model), info: buildInfo(ctx.store, model) };
  },
  'ml.models.update': async (ctx) => {
    const model = modelRecord(ctx, ctx.params.modelId);
    const view = present(ctx.store, updateModel(ctx, model, requireObject(await ctx.json())));
    // This answer gives the periods as objects.
    const exportOffset = periodObject(view.exportOffset);
    return {
      ...view,
      exportPeriod: periodObject(view.exportPeriod),
      ...(exportOffset ? { exportOffset } : {}),
    };
  },
  'ml.models.delete': (ctx) => {
    deleteModel(ctx.store, modelRecord(ctx, ctx.params.modelId).id);
    return noContent();
  },
  'ml.models.getAdvancedConfig': (ctx) => {
    const model = modelRecord(ctx, ctx.params.modelId);
    return (
      advancedOf(ctx.store).records.get(model.id) ?? { modelId: model.id, orgId: ctx.org, fileContents: '' }
    );
  },
  'ml.models.updateAdvancedConfig': async (ctx) => {
    const model = modelRecord(ctx, ctx.params.modelId);
    const body = requireObject(await ctx.json());
    optionalString(body, 'fileContents');
    const stored = {
      ...body,
      fileContents: body.fileContents ?? '',
      modelId: model.id,
      orgId: ctx.org,
      lastModified: new Date().toISOString(),
    };
    advancedOf(ctx.store).records.set(model.id, stored);
    return stored;
  },

  'ml.engines.getModelDetails': (ctx) => {
    const model = engineModel(ctx);
    return { ...present(ctx.store, model), info: buildInfo(ctx.store, model) };
  },
  'ml.engines.updateModel': async (ctx) => {
    const model = engineModel(ctx);
    return present(ctx.store, updateModel(ctx, model, requireObject(await ctx.json())));
  },
  'ml.engines.deleteModel': (ctx) => {
    deleteModel(ctx.store, engineModel(ctx).id);
    return noContent();
  },

  ...configurationHandlers('caseclassif', 'ml.caseClassification'),
  'ml.caseClassification.listFields': async (ctx) => {
    const body = await selection(ctx);
    return { query: selectionQuery(body), fields: contentFields(ctx.store) };
  },
  'ml.caseClassification.preview': async (ctx) => documentPreview(ctx.store, await selection(ctx)),
  'ml.caseClassification.countDocuments': async (ctx) => {
    const preview = documentPreview(ctx.store, await selection(ctx));
    const fieldName = ctx.params.fieldName;
    const field = fieldsOf(ctx.store).records.get(fieldName);
    if (!field) throw notFound('Field', fieldName);
    // System fields are on every document; other fields on a fixed share of them.
    const share = field.system ? 100 : 30 + (hash(fieldName) % 66);
    const totalDocuments = preview.numberOfDocumentsMatchingConditions;
    return { fieldName, documentCount: Math.floor((totalDocuments * share) / 100), totalDocuments };
  },
  'ml.caseClassification.countValues': async (ctx) => {
    const preview = documentPreview(ctx.store, await selection(ctx));
    const fieldName = ctx.params.fieldName;
    if (!fieldsOf(ctx.store).has(fieldName)) throw notFound('Field', fieldName);
    const total = preview.numberOfDocumentsMatchingConditions;
    const valueCount = total === 0 ? 0 : Math.min(total, 2 + (hash(fieldName) % 9));
    let left = total;
    const values = Array.from({ length: valueCount }, (_, i) => {
      const count = i === valueCount - 1 ? left : Math.max(1, Math.floor(left / 2));
      left -= count;
      return { value: `${fieldName} value ${i + 1}`, numberOfResults: count };
    }).filter((value) => value.numberOfResults > 0);
    return { fieldName, valueCount: values.length, values };
  },

  'ml.dne.listAutoSelectionFieldCandidates': (ctx) => {
    const filter = (ctx.query('filter') ?? '').toLowerCase();
    const candidates = fieldsOf(ctx.store)
      .list()
      .filter((field) => field.facet === true && String(field.name).toLowerCase().includes(filter))
      .map((field) => ({ name: String(field.name), description: String(field.description ?? '') }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return paged(ctx, candidates);
  },
  'ml.dne.previewDocumentExtraction': (ctx) => {
    const raw = ctx.query('maximumNumberOfSources');
    if (raw !== undefined && raw !== '' && !/^\d+$/.test(raw)) {
      throw badRequest("'maximumNumberOfSources' must be a non-negative integer.");
    }
    const maximum = raw ? Number(raw) : 10;
    const fields = queryList(ctx, 'fields');
    const share = (name: string) => (fields.length ? 100 - (hash(`${name}/${fields.join(',')}`) % 40) : 100);
    const sources = sourcesOf(ctx.store)
      .list()
      .map((source) => ({
        name: String(source.name),
        numberOfDocuments: Math.floor((documentsIn(source) * share(String(source.name))) / 100),
      }))
      .sort((a, b) => b.numberOfDocuments - a.numberOfDocuments || a.name.localeCompare(b.name))
      .slice(0, maximum);
    const numberOfDocuments = sources.reduce((sum, source) => sum + source.numberOfDocuments, 0);
    return { numberOfDocuments, recommendedNumberOfDocuments: Math.min(numberOfDocuments, 50_000), sources };
  },
  'ml.dne.buildDocumentExtractionQuery': async (ctx) => {
    const body = requireObject((await ctx.json(false)) ?? {});
    stringArray(body, 'fields');
    stringArray(body, 'sources');
    // A JSON string.
    return extractionQuery(body.fields ?? [], body.sources ?? []);
  },
  'ml.dne.parseDocumentExtractionQuery': (ctx) => {
    const query = ctx.query('query');
    if (query === undefined) throw badRequest("The query parameter 'query' is required.");
    return parseExtractionQuery(query);
  },
  ...configurationHandlers('dne', 'ml.dne'),

  ...configurationHandlers('smartsnippets', 'ml.smartSnippets'),
  'ml.smartSnippets.listContentFields': async (ctx) => {
    const body = await selection(ctx);
    return { query: selectionQuery(body), fields: contentFields(ctx.store) };
  },
  'ml.smartSnippets.listDocumentTypes': async (ctx) => {
    const body = await selection(ctx);
    const types = new Set<string>();
    for (const source of selectedSources(ctx.store, body.sources)) {
      if (documentsIn(source) > 0) types.add(source.sourceType === 'PUSH' ? 'Document' : 'WebPage');
    }
    return {
      query: selectionQuery(body),
      documentTypes: [...types].sort().map((documentType) => ({ documentType })),
    };
  },
  'ml.smartSnippets.preview': async (ctx) => documentPreview(ctx.store, await selection(ctx)),

  'ml.pqs.create': createConfiguration('pqs'),
  'ml.iapr.create': createConfiguration('iapr'),

  'ml.userActionHistory.create': (ctx) => {
    const id = modelIdFor(ctx.org, 'useractionhistory', USER_ACTION_HISTORY);
    if (modelsOf(ctx.store).has(id)) throw conflict('User action history is already enabled.');
    registerModel(ctx, {
      engineId: 'useractionhistory',
      modelName: USER_ACTION_HISTORY,
      modelDisplayName: 'User action history',
    });
    return noContent();
  },
  // A JSON boolean.
  'ml.userActionHistory.get': (ctx) =>
    modelsOf(ctx.store).has(modelIdFor(ctx.org, 'useractionhistory', USER_ACTION_HISTORY)),
  'ml.userActionHistory.delete': (ctx) => {
    const id = modelIdFor(ctx.org, 'useractionhistory', USER_ACTION_HISTORY);
    if (!modelsOf(ctx.store).has(id)) throw notFound('User action history model', id);
    deleteModel(ctx.store, id);
    return noContent();
  },

  'ml.modelAssociations.list': (ctx) => {
    const pipelineId = ctx.params.pipelineId;
    const now = Date.now();
    const items = pipelineAssociations(ctx.store)
      .filter((a) => a.parentId === pipelineId)
      .map((a) => {
        const model = modelsOf(ctx.store).records.get(a.modelId);
        const view = model ? present(ctx.store, model, now) : undefined;
        return {
          associationId: a.id,
          modelId: a.modelId,
          position: a.position,
          ...(view
            ? {
                modelDisplayName: view.modelDisplayName ?? view.modelName,
                engineId: view.engineId,
                modelStatusInfo: {
                  modelStatus: listingStatus(view.status, view.modelActivenessState),
                },
              }
            : {}),
          ...(a.condition ? { condition: { id: a.condition } } : {}),
          ...(a.customQueryParameters ? { customQueryParameters: a.customQueryParameters } : {}),
          useAdvancedConfiguration: a.useAdvancedConfiguration === true,
        };
      });
    return paged(ctx, items);
  },
  'ml.modelDetailedInfo.get': (ctx) => {
    const model = modelRecord(ctx, ctx.params.modelId);
    const view = present(ctx.store, model);
    const issues = (view.modelErrorDescription?.customer_errors ?? []).map((issue: Rec) => ({
      description: issue.description,
      troubleshoot: issue.troubleshoot,
    }));
    return {
      ...listingView(ctx.store, model),
      modelIssues: issues,
      modelDetails: buildInfo(ctx.store, model),
      isLicensed: true,
    };
  },
  'ml.modelListing.list': (ctx) => {
    const engines = engineFilter(ctx.queries('engineIds'));
    const now = Date.now();
    return modelsOf(ctx.store)
      .list()
      .filter((model) => !engines || engines.has(model.engineId))
      .map((model) => listingView(ctx.store, model, now));
  },
  'ml.relevanceGenerativeAnswering.preview': async (ctx) => documentPreview(ctx.store, await selection(ctx)),
  'ml.semanticEncoder.preview': async (ctx) => documentPreview(ctx.store, await selection(ctx)),
};
