import { createHash } from 'node:crypto';
import { type EmulatorContext, paged } from '../context';
import { badRequest, conflict, created, noContent, notFound, Reply } from '../http';
import { listQuery } from '../model/catalogs';
import { pipelineAssociations } from '../model/ml';
import { omit } from '../model/rest';
import { modelsOf, searchLog } from '../model/search';
import { answerMessages, eventStream } from '../model/searchEngine';
import { fieldsOf, sourcesOf } from '../provision';
import { own, text } from '../safe';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * Machine learning: models, their per-kind configurations, and the console's listings.
 *
 * Lifecycle (from timestamps, no timers; D = the emulator's `refreshDurationMs`), in the platform's
 * status values: a new model is IN_QUEUE for D/3, then BUILDING until D, then ONLINE, or FAILED when it
 * learns from documents (case classification, smart snippets, ...) and its sources hold none. Updating a
 * built model makes it IN_QUEUE_UPDATING, UPDATING, then ONLINE (or UPDATE_FAILED) the same way;
 * updating one still building restarts its build. An ONLINE model is ACTIVE when a query pipeline
 * association uses it or its engine needs none, INACTIVE otherwise. The console's listings sum this up:
 * BUILD_IN_PROGRESS, ERROR, or the activeness once ONLINE.
 * A model's record holds its build, its advanced configuration and files, and the configuration (case
 * classification, DNE, smart snippets, PQS, IAPR) that registered it: deleting either deletes all.
 */

type Rec = Record<string, any>;

const hash = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0);
const words = (list: string) => list.split(' ');
const DAY_MS = 86_400_000;
const UNIT_MS: Record<string, number> = { DAY: DAY_MS, WEEK: 7 * DAY_MS, MONTH: 30 * DAY_MS };
const ENGINES = words(
  'topclicks querysuggest pqsforcommerce eventrecommendation facetsense ecommerce caseclassification ' +
    'mlquestionanswering useractionhistory smartsnippets genqa passageretrieval semanticencoder ' +
    'intentawareproductranking',
);
/** Engines that learn from indexed documents: they fail to build when their sources hold none. */
const DOCUMENT_ENGINES = words(
  'caseclassification mlquestionanswering smartsnippets genqa passageretrieval semanticencoder',
);
/** Engines whose models work without a query pipeline association. */
const NO_ASSOCIATION_ENGINES = ['useractionhistory', 'caseclassification'];
/** Fields a caller may not set on a model (the last three are what the record keeps beside it). */
const READ_ONLY = words(
  'id orgId status modelActivenessState modelCreationTime engineId modelName build advanced configFiles configuration',
);
const PERIOD = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;
/** Minimum number of valid documents to build a document model. */
const MINIMUM_DOCUMENTS = 100;
const USER_ACTION_HISTORY = 'user_action_history';
const TROUBLESHOOT =
  'Add content to the sources, or choose sources that hold documents, then update the model.';

/** A model's build, kept in its record (`build`): since when, how long, why it fails (if it does). */
interface Build {
  kind: 'BUILD' | 'UPDATE';
  since: number;
  durationMs: number;
  failure?: string;
  /** When the model last finished building successfully, ms. */
  builtAt?: number;
}

const modelIdFor = (org: string, engineId: string, modelName: string) => `${org}_${engineId}_${modelName}`;

/**
 * Checks a model's schedule, which its lifecycle reads: ISO 8601 periods, an interval of 1 or more, a
 * known unit (most configurations are not published with a usable schema: nothing checked it before).
 */
function checkSchedule(body: Rec) {
  for (const name of ['exportPeriod', 'exportOffset']) {
    if (body[name] !== undefined && !PERIOD.test(body[name]))
      throw badRequest(`'${name}' must be an ISO 8601 period such as P3M; got '${text(body[name], 50)}'.`);
  }
  if (body.intervalTime !== undefined && !(Number.isInteger(body.intervalTime) && body.intervalTime >= 1))
    throw badRequest("'intervalTime' must be an integer of at least 1.");
  if (body.intervalUnit !== undefined && !own(UNIT_MS, body.intervalUnit))
    throw badRequest("'intervalUnit' must be DAY, WEEK or MONTH.");
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
const documentsOf = (store: OrganizationStore, names: unknown) =>
  selectedSources(store, names).reduce((sum, source) => sum + documentsIn(source), 0);
const conditionsOf = (body: Rec): Rec[] => [
  ...(body.filterConditions ?? []),
  ...(body.caseFilterConditions ?? []),
];
/** The clause that keeps the documents of some sources: `@source==("Docs","KB")`. */
const sourceClause = (sources: string[] = []) =>
  sources.length ? [`@source==(${sources.map((s) => JSON.stringify(s))})`] : [];

/** The query a selection stands for, e.g. `@source==("Docs","KB") AND @status==closed`. */
function selectionQuery(body: Rec): string {
  const conditions = conditionsOf(body).map(
    (c) => `@${c.field}${c.operator === 'NOT_EQUALS' ? '<>' : '=='}${JSON.stringify(c.value)}`,
  );
  const advanced = body.advancedQuery?.trim() ? [`(${body.advancedQuery.trim()})`] : [];
  return [...sourceClause(body.sources), ...conditions, ...advanced].join(' AND ');
}

/** What a selection holds: figures that agree with each other and with the sources' item counts. */
function documentPreview(store: OrganizationStore, body: Rec) {
  const numberOfDocuments = documentsOf(store, body.sources);
  // Each condition keeps a fixed share (50–90 %) of what is left, an advanced query 40-90 %.
  let matching = numberOfDocuments;
  for (const condition of conditionsOf(body)) {
    matching = Math.floor((matching * (50 + (hash(JSON.stringify(condition)) % 41))) / 100);
  }
  if (body.advancedQuery?.trim())
    matching = Math.floor((matching * (40 + (hash(body.advancedQuery) % 51))) / 100);
  const inLanguage = body.languageField ? Math.floor((matching * 9) / 10) : matching;
  const valid = Math.floor((inLanguage * 19) / 20);
  return {
    query: selectionQuery(body),
    documentRequirementStatus: valid >= MINIMUM_DOCUMENTS ? 'OK' : 'INSUFFICIENT_DOCUMENTS',
    numberOfDocuments,
    numberOfDocumentsMatchingConditions: matching,
    numberOfDocumentsMatchingConditionsAndInEnglish: inLanguage,
    numberOfValidDocuments: valid,
  };
}

const selection = async (ctx: EmulatorContext): Promise<Rec> => (await ctx.json(false)) ?? {};
const preview = async (ctx: EmulatorContext) => documentPreview(ctx.store, await selection(ctx));

/** A document model's preview (smart snippets, semantic encoder, RGA): the same figures, its names. */
async function documentsPreview(ctx: EmulatorContext) {
  const { numberOfDocuments, numberOfDocumentsMatchingConditions, ...figures } = await preview(ctx);
  const { numberOfDocumentsMatchingConditionsAndInEnglish: _, ...shared } = figures;
  return {
    ...shared,
    numberOfDocumentsInSources: numberOfDocuments,
    numberOfDocumentsInSourcesMatchingFilters: numberOfDocumentsMatchingConditions,
  };
}

/** Fields of the index (sorted by name) that pass `keep`, as `{ name }` and what `more` adds. */
const fieldList = (store: OrganizationStore, keep: (field: Rec) => boolean, more = (_field: Rec) => ({})) =>
  fieldsOf(store)
    .list()
    .filter(keep)
    .map((field) => ({ name: String(field.name), ...more(field) }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** Fields of the index a model may learn from (string fields, the system ones included). */
const listContentFields = async (ctx: EmulatorContext) => ({
  query: selectionQuery(await selection(ctx)),
  fields: fieldList(ctx.store, (field) => (field.type ?? 'STRING') === 'STRING'),
});

/** The fields and sources of a document extraction query, as buildDocumentExtractionQuery writes one. */
function parseExtractionQuery(query: unknown) {
  if (typeof query !== 'string') throw badRequest('The document extraction query must be a string.');
  const sourcePart = /@source==\(([^)]*)\)/.exec(query);
  const quoted = [...(sourcePart?.[1] ?? '').matchAll(/"((?:[^"\\]|\\.)*)"/g)];
  const rest = sourcePart ? query.replace(sourcePart[0], '') : query;
  return {
    fields: [...rest.matchAll(/@(\w+)/g)].map((match) => match[1]),
    sources: quoted.map((match) => JSON.parse(`"${match[1]}"`)),
  };
}

// ---------------------------------------------------------------------------------------------------
// Models and their lifecycle

/** A model's build; a model made elsewhere (a seed) is taken as built. */
const buildOf = (model: Rec): Build => model.build ?? { kind: 'BUILD', since: 0, durationMs: 0, builtAt: 0 };

/** Why a model cannot be built now, if it cannot: it learns from documents and its sources hold none. */
function buildFailure(store: OrganizationStore, model: Rec): string | undefined {
  const names = model.sources ?? model.extraConfig?.indexExport?.sources;
  if (!DOCUMENT_ENGINES.includes(model.engineId) || documentsOf(store, names) > 0) return undefined;
  return Array.isArray(names) && names.length
    ? `The sources ${names.join(', ')} hold no documents to learn from.`
    : 'The organization has no documents to learn from.';
}

/** Starts a model's build: a first one from now, unless `start` says otherwise. */
function startBuild(ctx: EmulatorContext, model: Rec, start: Partial<Build>) {
  const failure = buildFailure(ctx.store, model);
  model.build = {
    kind: 'BUILD',
    since: Date.now(),
    ...start,
    durationMs: ctx.settings.refreshDurationMs,
    failure,
  };
}

const finished = (build: Build, now: number) => now - build.since >= build.durationMs;

function statusOf(build: Build, now: number): string {
  const elapsed = now - build.since;
  const update = build.kind === 'UPDATE';
  if (elapsed < build.durationMs / 3) return update ? 'IN_QUEUE_UPDATING' : 'IN_QUEUE';
  if (elapsed < build.durationMs) return update ? 'UPDATING' : 'BUILDING';
  if (!build.failure) return 'ONLINE';
  return update ? 'UPDATE_FAILED' : 'FAILED';
}

/** When the model last finished building successfully, at `now`. */
const lastBuilt = (build: Build, now: number) =>
  finished(build, now) && !build.failure ? build.since + build.durationMs : build.builtAt || undefined;

/** The listing's summary of a status: `BUILD_IN_PROGRESS`, `ERROR`, or the activeness once ONLINE. */
function listingStatus({ status, modelActivenessState }: Rec): string {
  if (status === 'ONLINE') return modelActivenessState;
  return status.endsWith('FAILED') ? 'ERROR' : 'BUILD_IN_PROGRESS';
}

/** An ISO 8601 period (`P3M`) as the platform's period object: `{ years, months, weeks, ..., millis }`. */
function periodObject(period: unknown): Rec | undefined {
  const match = typeof period === 'string' ? PERIOD.exec(period) : null;
  if (!match) return undefined;
  const [, y, m, w, d, , h, min, sec] = match;
  const values = [y, m, w, d, h, min, sec].map((part) => Number.parseInt(part ?? '0', 10));
  const units = words('years months weeks days hours minutes seconds');
  return { ...Object.fromEntries(units.map((unit, i) => [unit, values[i]])), millis: 0 };
}

/** A model's associations, as the model listing gives them. */
const modelAssociations = (store: OrganizationStore, modelId: string) =>
  pipelineAssociations(store)
    .filter((a) => a.modelId === modelId)
    .map(({ id, parentId, name, associationType }) => ({ id, parentId, name, associationType }));

/** What the API returns for a model: its registration with its status of the moment. */
function present(store: OrganizationStore, model: Rec, now = Date.now()): Rec {
  const { build: _b, advanced: _a, configFiles: _f, configuration: _c, ...registration } = model;
  const build = buildOf(model);
  const status = statusOf(build, now);
  const builtAt = lastBuilt(build, now);
  const used =
    modelAssociations(store, model.id).length > 0 || NO_ASSOCIATION_ENGINES.includes(model.engineId);
  const intervalMs = (model.intervalTime ?? 1) * (own(UNIT_MS, model.intervalUnit) ?? UNIT_MS.WEEK);
  const view: Rec = {
    ...registration,
    status,
    modelActivenessState: status === 'ONLINE' && used ? 'ACTIVE' : 'INACTIVE',
    nextModelUpdateTime: (builtAt ?? model.modelCreationTime) + intervalMs,
  };
  if (builtAt) view.previousModelUpdateTime = builtAt;
  if (status.endsWith('FAILED')) {
    const error = { errorCode: 'NOT_ENOUGH_DOCUMENTS', errorType: 'CUSTOMER', description: build.failure };
    view.modelErrorDescription = { customer_errors: [{ ...error, troubleshoot: TROUBLESHOOT }] };
  }
  return view;
}

/** Build statistics of a model that has been built: fixed per model. */
function buildInfo(model: Rec, now = Date.now()): Rec | undefined {
  const builtAt = lastBuilt(buildOf(model), now);
  if (!builtAt) return undefined;
  const searches = 1000 + (hash(String(model.id)) % 9000);
  const queries = Math.floor(searches * 0.8);
  const createdDate = new Date(builtAt).toISOString();
  return {
    metaInfo: { modelName: model.modelName, modelVersion: String(builtAt), org: model.orgId, createdDate },
    modelBuildingStats: {
      searchEventCount: searches,
      clickEventCount: Math.floor(searches * 0.42),
      customEventCount: Math.floor(searches * 0.1),
    },
    totalQueries: queries,
    // By language: the emulator's items and queries are all in English.
    languages: { en: { queries } },
  };
}

const withInfo = (store: OrganizationStore, model: Rec, now = Date.now()) => ({
  ...present(store, model, now),
  info: buildInfo(model, now),
});

/** A model as the console's model listing shows it. */
function listingView(store: OrganizationStore, model: Rec, now = Date.now()) {
  const view = present(store, model, now);
  const inactive = view.modelActivenessState === 'INACTIVE' && view.status === 'ONLINE';
  return {
    modelId: model.id,
    engineId: model.engineId,
    modelDisplayName: model.modelDisplayName ?? model.modelName,
    modelStatusInfo: {
      modelStatus: listingStatus(view),
      ...(inactive ? { daysUntilArchival: 30 } : {}),
      ...(view.previousModelUpdateTime ? { activeModelBuildDate: view.previousModelUpdateTime } : {}),
    },
    modelActivenessState: view.modelActivenessState,
    modelAssociations: modelAssociations(store, model.id),
    estimatedPreviousModelUpdateTime: view.previousModelUpdateTime,
    nextModelUpdateTime: view.nextModelUpdateTime,
    platformVersion: model.platformVersion ?? 2,
    modelSizeStatistic: Number(buildInfo(model, now)?.totalQueries ?? 0),
    requiresAssociation: !NO_ASSOCIATION_ENGINES.includes(model.engineId),
  };
}

/** The models of the engines a query names (all models when it names none), each as `view` shows it. */
function modelsOfEngines(ctx: EmulatorContext, name: string | undefined, view: typeof present) {
  const engines = name ? listQuery(ctx, name) : [];
  const now = Date.now();
  return modelsOf(ctx.store)
    .list()
    .filter((model) => !engines.length || engines.includes(model.engineId))
    .map((model) => view(ctx.store, model, now));
}

/**
 * Makes the stored record's `status` a live view of its build (as sources do with `information`), so that
 * other families reading the `mlModels` collection (pipeline ML associations) see the status of the moment.
 */
function live(model: Rec): Rec {
  const get = () => statusOf(buildOf(model), Date.now());
  return Object.defineProperty(model, 'status', { enumerable: true, configurable: true, get });
}

/** The path's model; with `engineId` in the path, a model of that engine. @throws HttpError 404. */
function modelRecord(ctx: EmulatorContext): Rec {
  const { modelId, engineId } = ctx.params;
  const model = modelsOf(ctx.store).get(modelId);
  if (engineId && model.engineId !== engineId) throw notFound(`Model of the engine '${engineId}'`, modelId);
  return model;
}

/** The fields of a body a caller may set on a model. */
const settable = (body: Rec) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => !READ_ONLY.includes(k)));

/** Registers a model, with what its record keeps beside it (`more`), and starts its build. @throws HttpError 400 or 409. */
function registerModel(ctx: EmulatorContext, body: Rec, more: Rec = {}): Rec {
  checkSchedule(body);
  const { engineId } = body;
  const modelName = typeof body.modelName === 'string' && body.modelName.trim();
  if (!modelName) throw badRequest("'modelName' is required (a non-empty string).");
  if (!ENGINES.includes(engineId)) {
    const message = `Unknown engine '${text(engineId, 50)}'; engines: ${ENGINES.join(', ')}.`;
    throw badRequest(message, 'INVALID_ENGINE');
  }
  const id = modelIdFor(ctx.org, engineId, modelName);
  if (modelsOf(ctx.store).has(id))
    throw conflict(`The engine '${engineId}' already has a model named '${modelName}'.`);
  const model = modelsOf(ctx.store).insert({
    ...{ exportPeriod: 'P3M', intervalTime: 1, intervalUnit: 'WEEK', modelDisplayName: modelName },
    ...settable(body),
    ...more,
    ...{ engineId, modelName, id, orgId: ctx.org, platformVersion: 2, modelCreationTime: Date.now() },
  });
  startBuild(ctx, model, { since: model.modelCreationTime });
  return live(model);
}

/** Changes a model's registration and rebuilds it. @throws HttpError 400. */
function updateModel(ctx: EmulatorContext, model: Rec, body: Rec, more: Rec = {}): Rec {
  checkSchedule(body);
  const updated = live(modelsOf(ctx.store).update(model.id, { ...settable(body), ...more }));
  const previous = buildOf(model);
  const now = Date.now();
  // Still building: the build starts over with the new settings. Built: an update (rebuild).
  if (!finished(previous, now) && previous.kind === 'BUILD')
    startBuild(ctx, updated, { builtAt: previous.builtAt });
  else startBuild(ctx, updated, { kind: 'UPDATE', builtAt: lastBuilt(previous, now) });
  return updated;
}

const deleteModel = (store: OrganizationStore, id: string) => {
  modelsOf(store).delete(id);
  return noContent();
};

// ---------------------------------------------------------------------------------------------------
// Configurations that register a model

/** Per kind of configuration: its engine, its label and the fields it requires. */
const KINDS: Record<string, { engineId: string; label: string; required: string[] }> = {
  caseclassif: kind('caseclassification', 'Case classification', 'sources fieldsToPredict'),
  dne: kind('facetsense', 'DNE'),
  smartsnippets: kind('mlquestionanswering', 'Smart snippets', 'sources'),
  pqs: kind('pqsforcommerce', 'PQS', 'catalogId trackingIds'),
  iapr: kind('intentawareproductranking', 'IAPR', 'catalogId trackingIds'),
};
function kind(engineId: string, name: string, required = '') {
  return { engineId, label: `${name} configuration`, required: words(`modelDisplayName ${required}`.trim()) };
}

/** The model fields a configuration carries (schedule, filters, display name, sources). */
const MODEL_FIELDS = words(
  'modelDisplayName exportPeriod intervalTime intervalUnit commonFilter searchEventFilter sources',
);
const modelFieldsOf = (body: Rec) =>
  Object.fromEntries(MODEL_FIELDS.filter((k) => k in body).map((k) => [k, body[k]]));

/**
 * A configuration body, checked, without what the platform sets. Each required field is a non-empty string
 * or a non-empty list of strings (most configurations are not published: nothing checked them before).
 */
async function configurationBody(ctx: EmulatorContext, kind: string): Promise<Rec> {
  const { modelId: _m, kind: _k, ...configuration } = (await ctx.json()) ?? {};
  for (const name of KINDS[kind].required) {
    const list = [configuration[name]].flat();
    if (!list.length || !list.every((item) => typeof item === 'string' && item.trim())) {
      throw badRequest(`'${name}' is required: a non-empty string, or a non-empty list of strings.`);
    }
  }
  if (typeof configuration.modelDisplayName !== 'string') {
    throw badRequest("'modelDisplayName' must be one string: the model's name as people read it.");
  }
  checkSchedule(configuration);
  return configuration;
}

/** A configuration as the API answers it: what its body gave, and the model it registered. */
const configurationView = (model: Rec) => ({ ...omit(model.configuration, 'kind'), modelId: model.id });

function createConfiguration(kind: string) {
  return async (ctx: EmulatorContext) => {
    const configuration = await configurationBody(ctx, kind);
    const { engineId } = KINDS[kind];
    // A model name from the display name: lower case, `_` for anything else, made unique.
    const base =
      configuration.modelDisplayName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_|_$/g, '') || 'model';
    let modelName = base;
    for (let n = 2; modelsOf(ctx.store).has(modelIdFor(ctx.org, engineId, modelName)); n++)
      modelName = `${base}_${n}`;
    const body = { ...modelFieldsOf(configuration), engineId, modelName };
    return created(
      configurationView(registerModel(ctx, body, { configuration: { ...configuration, kind } })),
    );
  };
}

/** The model a configuration of `kind` registered, the path names. @throws HttpError 404. */
function configured(ctx: EmulatorContext, kind: string): Rec {
  const model = modelsOf(ctx.store).records.get(ctx.params.modelId);
  if (model?.configuration?.kind !== kind) throw notFound(KINDS[kind].label, ctx.params.modelId);
  return model;
}

function configurationHandlers(kind: string, prefix: string): Handlers {
  return {
    [`${prefix}.create`]: createConfiguration(kind),
    [`${prefix}.get`]: (ctx) => configurationView(configured(ctx, kind)),
    [`${prefix}.update`]: async (ctx) => {
      const model = configured(ctx, kind);
      const configuration = await configurationBody(ctx, kind);
      const more = { configuration: { ...configuration, kind } };
      return configurationView(updateModel(ctx, model, modelFieldsOf(configuration), more));
    },
    [`${prefix}.delete`]: (ctx) => deleteModel(ctx.store, configured(ctx, kind).id),
  };
}

const userActionHistoryId = (ctx: EmulatorContext) =>
  modelIdFor(ctx.org, 'useractionhistory', USER_ACTION_HISTORY);

// ---------------------------------------------------------------------------------------------------
// A model's advanced configuration files, kept in its record (`configFiles`), one per type and language

const CONFIG_FILE_TYPES = words('STOPWORDS BLOCKLISTS ID_MAPPING DEFAULT_QUERIES');

/**
 * The path's model, and where its record keeps the file the call names: of the path's type, in the
 * language `languageCode` names (an ISO 639-1 code, or `commons`, the default: for every language).
 * @throws HttpError 404 for an unknown model, 400 for an unknown type or language.
 */
function configFileOf(ctx: EmulatorContext) {
  const model = modelRecord(ctx);
  const { configurationType } = ctx.params;
  if (!CONFIG_FILE_TYPES.includes(configurationType)) {
    const types = CONFIG_FILE_TYPES.join(', ');
    throw badRequest(
      `The configuration type must be one of: ${types}; got '${text(configurationType, 50)}'.`,
    );
  }
  const languageCode = ctx.query('languageCode') || 'commons';
  if (!/^([a-z]{2}|commons)$/.test(languageCode)) {
    throw badRequest(
      `The query parameter 'languageCode' must be an ISO 639-1 code (such as en) or 'commons'; got '${text(languageCode, 50)}'.`,
    );
  }
  model.configFiles ??= [];
  const files: Rec[] = model.configFiles;
  const index = files.findIndex(
    (file) => file.configurationType === configurationType && file.languageCode === languageCode,
  );
  return { model, files, index, configurationType, languageCode };
}

/** {@link configFileOf}, for a file the model has. @throws HttpError 404 when it has none. */
function storedConfigFile(ctx: EmulatorContext) {
  const found = configFileOf(ctx);
  if (found.index < 0)
    throw notFound('Configuration file', `${found.configurationType} (${found.languageCode})`);
  return found;
}

const configFileHandlers: Handlers = {
  'ml.models.uploadConfigFile': async (ctx) => {
    const { model, files, index, configurationType, languageCode } = configFileOf(ctx);
    const missing = "The body must be a multipart form with the file as its 'configFile' field.";
    const { configFile } = await ctx.c.req.parseBody().catch(() => {
      throw badRequest(missing, 'INVALID_FORM');
    });
    if (!(configFile instanceof File)) throw badRequest(missing, 'MISSING_FILE');
    const bytes = new Uint8Array(await configFile.arrayBuffer());
    const file = {
      configurationType,
      languageCode,
      fileDisplayName: configFile.name,
      modifiedDate: new Date().toISOString(),
      fileSizeInKb: Math.ceil(bytes.length / 1024),
      md5Hash: createHash('md5').update(bytes).digest('hex'),
      content: new TextDecoder().decode(bytes),
    };
    // A new file of a type and language replaces the one the model had.
    files.splice(index < 0 ? files.length : index, index < 0 ? 0 : 1, file);
    const filePath = `${model.id}/${configurationType}/${languageCode}/${file.fileDisplayName}`;
    return { modelId: { modelId: model.id }, filePath };
  },
  'ml.models.getConfigFile': (ctx) => {
    const { files, index } = storedConfigFile(ctx);
    return new Reply(200, files[index].content, { 'content-type': 'application/octet-stream' });
  },
  'ml.models.deleteConfigFile': (ctx) => {
    const { files, index } = storedConfigFile(ctx);
    files.splice(index, 1);
    return noContent();
  },
  // The files of each type the model has, each with its language.
  'ml.models.getConfigFilesStatus': (ctx) => {
    const model = modelRecord(ctx);
    const byType: Record<string, Rec[]> = {};
    for (const { configurationType, content: _c, ...info } of model.configFiles ?? []) {
      byType[configurationType] = [...(byType[configurationType] ?? []), info];
    }
    return { modelId: { modelId: model.id }, orgId: ctx.org, advancedRegistrationConfigFiles: byType };
  },
};

// ---------------------------------------------------------------------------------------------------

export const mlHandlers: Handlers = {
  ...configFileHandlers,
  // The platform answers the registration kept, with the new model's id: ml.models.get reads the model.
  'ml.register': async (ctx) => {
    const model = registerModel(ctx, await ctx.json());
    return created({ ...omit(model, 'id', 'status', 'build', 'modelCreationTime'), modelId: model.id });
  },
  'ml.models.list': (ctx) => {
    const unknown = listQuery(ctx, 'engines').filter((engine) => !ENGINES.includes(engine));
    if (unknown.length) throw badRequest(`Unknown engines: ${unknown.join(', ')}.`, 'INVALID_ENGINE');
    return modelsOfEngines(ctx, 'engines', present);
  },
  'ml.models.listDetails': (ctx) => modelsOfEngines(ctx, undefined, withInfo),
  'ml.models.get': (ctx) => present(ctx.store, modelRecord(ctx)),
  'ml.models.getDetails': (ctx) => withInfo(ctx.store, modelRecord(ctx)),
  'ml.models.update': async (ctx) => {
    const view = present(ctx.store, updateModel(ctx, modelRecord(ctx), await ctx.json()));
    // This answer gives the periods as objects.
    const exportOffset = periodObject(view.exportOffset);
    return { ...view, exportPeriod: periodObject(view.exportPeriod), ...(exportOffset && { exportOffset }) };
  },
  'ml.models.delete': (ctx) => deleteModel(ctx.store, modelRecord(ctx).id),
  'ml.models.getAdvancedConfig': (ctx) => {
    const { id, advanced } = modelRecord(ctx);
    return advanced ?? { modelId: id, orgId: ctx.org, fileContents: '' };
  },
  'ml.models.updateAdvancedConfig': async (ctx) => {
    const model = modelRecord(ctx);
    const { fileContents = '', ...body } = (await ctx.json()) ?? {};
    if (typeof fileContents !== 'string') throw badRequest("'fileContents' must be a string.");
    const lastModified = new Date().toISOString();
    model.advanced = { ...body, fileContents, modelId: model.id, orgId: ctx.org, lastModified };
    return model.advanced;
  },
  'ml.listStreamEvents': (ctx) => {
    const query = searchLog(ctx.store).find((entry) => entry.id === ctx.params.streamId && entry.stream);
    if (!query) throw notFound('Query stream', ctx.params.streamId);
    return eventStream(answerMessages(ctx.store, query.request));
  },
  'ml.engines.getModelDetails': (ctx) => withInfo(ctx.store, modelRecord(ctx)),
  'ml.engines.updateModel': async (ctx) =>
    present(ctx.store, updateModel(ctx, modelRecord(ctx), (await ctx.json()) ?? {})),
  'ml.engines.deleteModel': (ctx) => deleteModel(ctx.store, modelRecord(ctx).id),

  ...configurationHandlers('caseclassif', 'ml.caseClassification'),
  'ml.caseClassification.listFields': listContentFields,
  'ml.caseClassification.preview': preview,
  'ml.caseClassification.countDocuments': async (ctx) => {
    const { numberOfDocumentsMatchingConditions: totalDocuments } = await preview(ctx);
    const { fieldName } = ctx.params;
    // System fields are on every document; other fields on a fixed share of them.
    const share = fieldsOf(ctx.store).get(fieldName).system ? 100 : 30 + (hash(fieldName) % 66);
    return { documentCount: Math.floor((totalDocuments * share) / 100) };
  },
  'ml.caseClassification.countValues': async (ctx) => {
    const { numberOfDocumentsMatchingConditions: total } = await preview(ctx);
    const { name: fieldName } = fieldsOf(ctx.store).get(ctx.params.fieldName);
    // A few values (2 to 10, fixed per field), never more than the selected documents.
    return { valueCount: Math.min(total, 2 + (hash(fieldName) % 9)), areMoreValuesAvailable: false };
  },

  'ml.dne.listAutoSelectionFieldCandidates': (ctx) => {
    const filter = (ctx.query('filter') ?? '').toLowerCase();
    const candidate = (field: Rec) =>
      field.facet === true && String(field.name).toLowerCase().includes(filter);
    return paged(
      ctx,
      fieldList(ctx.store, candidate, (field) => ({ description: String(field.description ?? '') })),
    );
  },
  'ml.dne.previewDocumentExtraction': (ctx) => {
    const maximum = Number(ctx.query('maximumNumberOfSources') || 10);
    const fields = listQuery(ctx, 'fields').join(',');
    const share = (name: string) => (fields ? 100 - (hash(`${name}/${fields}`) % 40) : 100);
    const sources = sourcesOf(ctx.store)
      .list()
      .map((source) => {
        const name = String(source.name);
        return { name, numberOfDocuments: Math.floor((documentsIn(source) * share(name)) / 100) };
      })
      .sort((a, b) => b.numberOfDocuments - a.numberOfDocuments || a.name.localeCompare(b.name))
      .slice(0, maximum);
    const numberOfDocuments = sources.reduce((sum, source) => sum + source.numberOfDocuments, 0);
    return { numberOfDocuments, recommendedNumberOfDocuments: Math.min(numberOfDocuments, 50_000), sources };
  },
  // The query that extracts the documents with those fields from those sources: a JSON string.
  'ml.dne.buildDocumentExtractionQuery': async (ctx) => {
    const { fields = [], sources = [] } = await selection(ctx);
    const names = fields.map((field: string) => `@${field}`);
    const fieldClause = names.length > 1 ? [`(${names.join(' OR ')})`] : names;
    return [...sourceClause(sources), ...fieldClause].join(' AND ');
  },
  'ml.dne.parseDocumentExtractionQuery': (ctx) => parseExtractionQuery(ctx.query('query') ?? ''),
  'ml.dne.parseDocumentExtractionQueryInBody': async (ctx) => parseExtractionQuery(await ctx.json()),
  ...configurationHandlers('dne', 'ml.dne'),

  ...configurationHandlers('smartsnippets', 'ml.smartSnippets'),
  'ml.smartSnippets.listContentFields': listContentFields,
  'ml.smartSnippets.listDocumentTypes': async (ctx) => {
    const body = await selection(ctx);
    const types = selectedSources(ctx.store, body.sources)
      .filter((source) => documentsIn(source) > 0)
      .map((source) => (source.sourceType === 'PUSH' ? 'Document' : 'WebPage'));
    const documentTypes = [...new Set(types)].sort().map((documentType) => ({ documentType }));
    return { query: selectionQuery(body), documentTypes };
  },
  'ml.smartSnippets.preview': documentsPreview,

  'ml.pqs.create': createConfiguration('pqs'),
  'ml.iapr.create': createConfiguration('iapr'),

  'ml.userActionHistory.create': (ctx) => {
    if (modelsOf(ctx.store).has(userActionHistoryId(ctx)))
      throw conflict('User action history is already enabled.');
    const model = { engineId: 'useractionhistory', modelName: USER_ACTION_HISTORY };
    registerModel(ctx, { ...model, modelDisplayName: 'User action history' });
    return noContent();
  },
  // A JSON boolean.
  'ml.userActionHistory.get': (ctx) => modelsOf(ctx.store).has(userActionHistoryId(ctx)),
  'ml.userActionHistory.delete': (ctx) => {
    const id = userActionHistoryId(ctx);
    if (!modelsOf(ctx.store).has(id)) throw notFound('User action history model', id);
    return deleteModel(ctx.store, id);
  },

  'ml.modelAssociations.list': (ctx) => {
    const now = Date.now();
    const associations = pipelineAssociations(ctx.store).filter((a) => a.parentId === ctx.params.pipelineId);
    const items = associations.map(({ id, modelId, position, condition, customQueryParameters, ...a }) => {
      const model = modelsOf(ctx.store).records.get(modelId);
      const view = model && present(ctx.store, model, now);
      return {
        ...{ associationId: id, modelId, position },
        ...(view && {
          modelDisplayName: view.modelDisplayName ?? view.modelName,
          engineId: view.engineId,
          modelStatusInfo: { modelStatus: listingStatus(view) },
        }),
        ...(typeof condition === 'string' && condition ? { condition: { id: condition } } : {}),
        ...(customQueryParameters ? { customQueryParameters } : {}),
        useAdvancedConfiguration: a.useAdvancedConfiguration === true,
      };
    });
    return paged(ctx, items);
  },
  'ml.modelDetailedInfo.get': (ctx) => {
    const model = modelRecord(ctx);
    const errors = present(ctx.store, model).modelErrorDescription?.customer_errors ?? [];
    return {
      ...listingView(ctx.store, model),
      modelIssues: errors.map(({ description, troubleshoot }: Rec) => ({ description, troubleshoot })),
      modelDetails: buildInfo(model),
      isLicensed: true,
    };
  },
  'ml.modelListing.list': (ctx) => modelsOfEngines(ctx, 'engineIds', listingView),
  // The models the body's filters select: of its engines, among its registration (model) ids, in its
  // project, with its filter in their name or id. A filter left out selects every model.
  'ml.modelListing.search': async (ctx) => {
    const {
      engineIds = [],
      registrationIds = [],
      displayNameAndRegistrationIdFilter = '',
      projectId,
    } = await ctx.json();
    const project = ctx.store.collection<Rec>('projects', 'Project').records.get(projectId);
    const inProject: string[] = project?.resources?.ML_MODEL ?? [];
    const filter = String(displayNameAndRegistrationIdFilter).toLowerCase();
    const selected = (model: Rec) =>
      (!engineIds.length || engineIds.includes(model.engineId)) &&
      (!registrationIds.length || registrationIds.includes(model.id)) &&
      (projectId === undefined || inProject.includes(model.id)) &&
      `${model.modelDisplayName ?? model.modelName} ${model.id}`.toLowerCase().includes(filter);
    const now = Date.now();
    return modelsOf(ctx.store)
      .list()
      .filter(selected)
      .map((model) => listingView(ctx.store, model, now));
  },
  'ml.relevanceGenerativeAnswering.preview': documentsPreview,
  'ml.semanticEncoder.preview': documentsPreview,
};
