import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../../context';
import { findIn, moveTo, type OrderedList, orderedHandlers, sortedPage } from '../../engine/ordered';
import { resolve } from '../../engine/schemas';
import { badRequest, conflict, created, HttpError, noContent, notFound, Reply } from '../../http';
import { listQuery } from '../../model/catalogs';
import { checkCondition, parseCondition } from '../../model/qpl';
import { flag, omit } from '../../model/rest';
import {
  type ConditionRecord,
  conditionOf,
  conditionsOf,
  type GroupRecord,
  groupOf,
  groupStatus,
  type Holdings,
  holdingsMap,
  holdingsOf,
  modelsOf,
  type PipelineRecord,
  pipelinesOf,
  type RankingRecord,
  rankingStatus,
  type StatementRecord,
  searchStore,
} from '../../model/search';
import { dictionary, own, text } from '../../safe';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';

/*
 * Query pipelines and what they hold (statements, result rankings, statement groups, facet state rules,
 * ML associations: ordered lists, engine/ordered.ts), and the organization's conditions. The published
 * schemas check the bodies' shapes; this checks what they leave open (names, references to conditions,
 * groups, models and rules, dates) and the platform's refusals (a name taken, the default pipeline, a
 * condition in use).
 */

type Rec = Record<string, any>;
/** The values a published schema (`search#/$defs/{name}`) enumerates, or its property `property`'s. */
const published = (name: string, property?: string): string[] => {
  const schema = resolve({ $ref: `search#/$defs/${name}` });
  return (property ? resolve(schema.properties[property]) : schema).enum;
};
const ML_FEATURES = ['topClicks', 'querySuggest', 'recommendation'];
/** A statement's features: those the published schema lists, and `resultRankings`. */
const FEATURES = [...published('IncomingStatement', 'feature'), 'resultRankings'];
const GROUP_STATUSES = published('StatementGroupStatus');
const GROUP_TYPES = published('StatementGroupType');
/** Statement group statuses in the order the published listing sorts them by (its enum lists them otherwise). */
const STATUS_ORDER = ['active', 'inactive', 'notStarted', 'expired'];

const userOf = (ctx: EmulatorContext) => ctx.token?.username ?? 'unknown';
/** Who changed a record last, and when. */
const stamp = (ctx: EmulatorContext) => ({ modifiedAt: new Date().toISOString(), modifiedBy: userOf(ctx) });

interface Scope {
  store: OrganizationStore;
  pipeline: PipelineRecord;
  holdings: Holdings;
}
/** The organization and the pipeline of the route. @throws HttpError 404 for an unknown pipeline. */
function scope(ctx: EmulatorContext): Scope {
  const store = searchStore(ctx);
  const pipeline = pipelinesOf(store).get(ctx.params.pipelineId);
  return { store, pipeline, holdings: holdingsOf(store, pipeline.id) };
}
/** Where an ordered list of the route's pipeline is. */
const within =
  <K extends keyof Holdings>(kind: K) =>
  (ctx: EmulatorContext) => {
    const found = scope(ctx);
    return { scope: found, list: found.holdings[kind] as Array<Holdings[K][number]> };
  };
/** The item of a list of the route's pipeline that the route names by `param`. @throws HttpError 404. */
function named<K extends keyof Holdings>(ctx: EmulatorContext, kind: K, param: string, label: string) {
  const found = scope(ctx);
  const list = found.holdings[kind] as Array<Holdings[K][number]>;
  return { ...found, list, item: findIn(list, ctx.params[param], label) };
}
/** A whole list as one page. */
const onePage = (key: string, items: unknown[]) => ({
  [key]: items,
  totalCount: items.length,
  totalEntries: items.length,
  totalPages: 1,
});

/** A name the schema requires, not blank. @throws HttpError 400. */
function requiredName(value: string, what: string) {
  if (!value.trim()) throw badRequest(`${what} needs a non-empty 'name'.`);
  return value.trim();
}
function checkValues(name: string, values: string[], allowed: readonly string[]) {
  const bad = values.find((value) => !allowed.includes(value));
  if (bad !== undefined) throw badRequest(`'${name}' must be among ${allowed.join(', ')}; got '${bad}'.`);
}

/** The id of a condition a body names (an id, or `{ id }` / `{ reference }`). @throws HttpError 400 for an unknown one. */
function conditionId(store: OrganizationStore, value: unknown, name = 'condition'): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const id = typeof value === 'object' ? ((value as Rec).id ?? (value as Rec).reference) : value;
  if (typeof id !== 'string') throw badRequest(`'${name}' must be the id of a condition.`);
  if (!conditionOf(store, id)) throw badRequest(`The condition '${id}' does not exist.`);
  return id;
}
/** Checks the statement group a body names. @throws HttpError 404 for an unknown one. */
const groupId = (holdings: Holdings, id: unknown) =>
  typeof id === 'string' && id ? findIn(holdings.groups, id, 'Statement group').id : undefined;
/** The condition of an id, as the platform answers it within what uses it. */
function conditionView(store: OrganizationStore, id?: string) {
  const condition = conditionOf(store, id);
  return condition && conditionOut(store, condition);
}
/** The definition of the condition an item names, as `conditionDefinition` beside it. */
const definitionOf = (store: OrganizationStore, id?: string) =>
  id ? { conditionDefinition: conditionOf(store, id)?.definition } : {};

// ---------------------------------------------------------------- validation

/** What a kind of item's create, update and delete check, for the calls that validate them. */
interface Checks<T> {
  /** @throws HttpError 404 for an unknown id. */
  find(id: string): T;
  /** Checks a body as create (or as update of `current`) does, storing nothing. @throws HttpError. */
  accept(model: Rec, current?: T): unknown;
  /** @throws HttpError when the item may not be deleted. */
  deleting?(item: T): void;
}
interface Operation {
  operationType: 'CREATE' | 'UPDATE' | 'DELETE';
  model?: Rec;
  resourceId?: string;
}

/**
 * Whether the platform would accept one operation: the checks its call runs, nothing stored. A refusal's
 * message is listed under what it refuses (`resourceId` or `model`).
 */
function validated<T>(checks: Checks<T>, { operationType, model, resourceId }: Operation) {
  const validationErrors = dictionary<Array<{ message: string }>>();
  const attempt = <R>(part: string, check: () => R): R | undefined => {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      validationErrors[part] = [{ message: error.message }];
      return undefined;
    }
  };
  const current =
    operationType === 'CREATE'
      ? undefined
      : attempt('resourceId', () => {
          if (!resourceId) throw badRequest(`A ${operationType} operation needs a 'resourceId'.`);
          return checks.find(resourceId);
        });
  if (operationType === 'DELETE' && current) attempt('resourceId', () => checks.deleting?.(current));
  if (operationType === 'CREATE' || (operationType === 'UPDATE' && current))
    attempt('model', () => {
      if (!model) throw badRequest(`A ${operationType} operation needs a 'model'.`);
      return checks.accept(model, current);
    });
  const operationValid = Object.keys(validationErrors).length === 0;
  return {
    operationType,
    operationValid,
    ...(resourceId ? { resourceId } : {}),
    ...(operationValid ? {} : { validationErrors }),
  };
}

/** `{prefix}.validate` (`{ operation }`) and `{prefix}.validateBatch` (`{ operations }`, each alone). */
function validationHandlers<T>(prefix: string, checksOf: (ctx: EmulatorContext) => Checks<T>): Handlers {
  return {
    [`${prefix}.validate`]: async (ctx) => {
      const checks = checksOf(ctx);
      const { operation } = await ctx.json();
      return { result: validated(checks, operation) };
    },
    [`${prefix}.validateBatch`]: async (ctx) => {
      const checks = checksOf(ctx);
      const { operations } = await ctx.json();
      return { results: (operations as Operation[]).map((operation) => validated(checks, operation)) };
    },
  };
}

/** The checks of an ordered list's calls (engine/ordered.ts). */
const listChecks =
  <S, T extends { id: string }>(spec: OrderedList<S, T>) =>
  (ctx: EmulatorContext): Checks<T> => {
    const { scope, list } = spec.at(ctx);
    return {
      find: (id) => findIn(list, id, spec.label),
      accept: (model, current) => spec.accept(ctx, scope, model, current),
      deleting: (item) => spec.deleting?.(scope, item),
    };
  };

// ---------------------------------------------------------------- pipelines

function pipelineView(store: OrganizationStore, pipeline: PipelineRecord) {
  const { statements, rankings } = holdingsOf(store, pipeline.id);
  const counts = dictionary<number>();
  for (const s of statements) counts[s.feature] = (counts[s.feature] ?? 0) + 1;
  if (rankings.length) counts.resultRankings = (counts.resultRankings ?? 0) + rankings.length;
  return {
    ...pipeline,
    condition: conditionView(store, pipeline.condition?.id) ?? pipeline.condition,
    position: pipelinesOf(store).list().indexOf(pipeline),
    statementComposition: { ...counts, totalCount: statements.length + rankings.length },
  };
}

/**
 * Checks a pipeline body (in place of `current` when given): the default pipeline stays the default, its
 * name no other pipeline has, its condition exists. @returns the name and the condition's id.
 * @throws HttpError 400 or 409.
 */
function checkPipeline(store: OrganizationStore, body: Rec, current?: PipelineRecord) {
  if (current?.isDefault && body.isDefault === false)
    throw conflict('The default pipeline stays the default: make another pipeline the default instead.');
  const name = requiredName(body.name, 'A query pipeline');
  const taken = pipelinesOf(store)
    .list()
    .some((p) => p !== current && p.name.toLowerCase() === name.toLowerCase());
  if (taken) throw conflict(`A query pipeline named '${name}' already exists.`);
  return { name, condition: conditionId(store, body.condition) };
}
/** @throws HttpError 409 for the default pipeline, which is not deleted. */
function checkDeletable(pipeline: PipelineRecord) {
  if (pipeline.isDefault)
    throw conflict('The default pipeline cannot be deleted: make another one the default first.');
}

/**
 * Saves a pipeline from a body (a new one made by this user when `current` is absent), once checked; a
 * default pipeline becomes the only default.
 */
function savePipeline(ctx: EmulatorContext, store: OrganizationStore, body: Rec, current?: PipelineRecord) {
  const { name, condition } = checkPipeline(store, body, current);
  const pipelines = pipelinesOf(store);
  const { id: _id, position: _p, statementComposition: _s, created_by: _c, ...fields } = body;
  const by = { last_modified_by: userOf(ctx), ...(current ? {} : { created_by: userOf(ctx) }) };
  const isDefault = current?.isDefault || body.isDefault === true;
  const saved = { ...fields, name, condition: condition ? { id: condition } : undefined, isDefault, ...by };
  const pipeline = current
    ? pipelines.update(current.id, saved)
    : pipelines.insert({ ...saved, id: randomUUID() });
  if (pipeline.isDefault) for (const p of pipelines.list()) if (p !== pipeline) p.isDefault = false;
  return pipeline;
}

/** Copies what a pipeline holds into a new one, each item with a new id (groups followed by what they hold). */
function copyHoldings(from: Holdings, to: Holdings) {
  const copy = structuredClone(from);
  const groupIds = new Map(copy.groups.map((g) => [g.id, randomUUID()]));
  const newGroup = (id?: string) => (id ? groupIds.get(id) : undefined);
  for (const g of copy.groups) g.id = groupIds.get(g.id)!;
  for (const s of copy.statements) s.statementGroupId = newGroup(s.statementGroupId);
  for (const { resultRanking: r } of copy.rankings)
    if (r.statementGroupId) r.statementGroupId = newGroup(r.statementGroupId);
  for (const item of [...copy.statements, ...copy.rankings, ...copy.facetRules, ...copy.associations])
    item.id = randomUUID();
  Object.assign(to, copy);
}

/** How a page of pipelines filters, sorts and shows them. */
const pipelineListing = (store: OrganizationStore) => ({
  texts: (p: PipelineRecord) => [p.name, p.description],
  sort: { name: (p: PipelineRecord) => p.name },
  view: (p: PipelineRecord) => pipelineView(store, p),
});

const pipelineHandlers: Handlers = {
  // One page of `perPage` with `enablePagination=true`; every pipeline otherwise.
  'pipelines.list': (ctx) => {
    const store = searchStore(ctx);
    const feature = ctx.query('feature');
    const all = pipelinesOf(store).list();
    const targets = new Set(all.filter((p) => p.splitTestEnabled).map((p) => p.splitTestTarget));
    const has = (p: PipelineRecord) => {
      const { statements, rankings } = holdingsOf(store, p.id);
      return (
        statements.some((s) => s.feature === feature) || (feature === 'resultRankings' && rankings.length > 0)
      );
    };
    const keep = (p: PipelineRecord) =>
      (!feature || has(p)) && !(flag(ctx, 'excludeAbTestTargets') && targets.has(p.id));
    return sortedPage(ctx, 'items', all, { ...pipelineListing(store), keep }, !flag(ctx, 'enablePagination'));
  },
  // One page of the pipelines whose ids are given (unknown ids are left out).
  'pipelines.bulkGet': async (ctx) => {
    const store = searchStore(ctx);
    const { ids = [] } = await ctx.json();
    const pipelines = pipelinesOf(store)
      .list()
      .filter((p) => ids.includes(p.id));
    return sortedPage(ctx, 'pipelines', pipelines, pipelineListing(store));
  },
  // Each pipeline takes the other's name; the platform answers a JSON string, the route's pipeline id.
  'pipelines.swapNames': (ctx) => {
    const { store, pipeline } = scope(ctx);
    const other = pipelinesOf(store).get(ctx.query('other') ?? '');
    [pipeline.name, other.name] = [other.name, pipeline.name];
    for (const swapped of [pipeline, other]) swapped.last_modified_by = userOf(ctx);
    return pipeline.id;
  },
  'pipelines.create': async (ctx) => {
    const store = searchStore(ctx);
    return pipelineView(store, savePipeline(ctx, store, await ctx.json()));
  },
  'pipelines.get': (ctx) => {
    const { store, pipeline } = scope(ctx);
    return pipelineView(store, pipeline);
  },
  'pipelines.update': async (ctx) => {
    const { store, pipeline } = scope(ctx);
    return pipelineView(store, savePipeline(ctx, store, await ctx.json(), pipeline));
  },
  // The platform answers a JSON string: the id of the pipeline deleted.
  'pipelines.delete': (ctx) => {
    const { store, pipeline } = scope(ctx);
    checkDeletable(pipeline);
    pipelinesOf(store).delete(pipeline.id);
    holdingsMap(store).delete(pipeline.id);
    return pipeline.id;
  },
  'pipelines.duplicate': (ctx) => {
    const { store, pipeline, holdings } = scope(ctx);
    const names = new Set(
      pipelinesOf(store)
        .list()
        .map((p) => p.name.toLowerCase()),
    );
    let name = `Copy of ${pipeline.name}`;
    for (let n = 2; names.has(name.toLowerCase()); n++) name = `Copy of ${pipeline.name} (${n})`;
    // Its id and maker are its own (savePipeline leaves the body's out).
    const copy = savePipeline(ctx, store, { ...structuredClone(pipeline), name, isDefault: false });
    copyHoldings(holdings, holdingsOf(store, copy.id));
    return pipelineView(store, copy);
  },
  ...validationHandlers('pipelines', (ctx): Checks<PipelineRecord> => {
    const store = searchStore(ctx);
    return {
      find: (id) => pipelinesOf(store).get(id),
      accept: (model, current) => checkPipeline(store, model, current),
      deleting: checkDeletable,
    };
  }),
};

// ---------------------------------------------------------------- conditions

/** The type the platform gives a statement of each feature among a condition's associations (else the feature). */
const STATEMENT_TYPES: Record<string, string> = {
  stop: 'stopWord',
  top: 'featuredResult',
  resultRankings: 'featuredResult',
  ranking: 'rankingExpression',
};
const statementType = (feature: string) =>
  own(STATEMENT_TYPES, feature) ?? (ML_FEATURES.includes(feature) ? 'unmanagedMlStatement' : feature);

/**
 * What uses a condition, as the platform lists it: `pipelines`; `pipelineStatements` (statements, result
 * rankings as `featuredResult` or `rankingExpression`, ML model associations as `unmanagedMlStatement`);
 * `pipelineStatementGroups`. Facet state rules count as uses (`facetRules`) but are not listed.
 */
function conditionUses(store: OrganizationStore, id: string) {
  const uses: Array<Record<string, string>> = [];
  let facetRules = 0;
  for (const pipeline of pipelinesOf(store).list()) {
    const use = (associationType: string, itemId: string, type?: string) =>
      uses.push({
        associationType,
        ...(type ? { pipelineStatementType: type } : {}),
        id: itemId,
        pipelineId: pipeline.id,
        pipelineName: pipeline.name,
      });
    if (pipeline.condition?.id === id) use('pipelines', pipeline.id);
    const h = holdingsOf(store, pipeline.id);
    for (const s of h.statements)
      if (s.conditionId === id) use('pipelineStatements', s.id, statementType(s.feature));
    for (const { id: ruleId, resultRanking: r } of h.rankings) {
      const type = r.kind === 'featured_result' ? 'featuredResult' : 'rankingExpression';
      if (r.condition?.reference === id) use('pipelineStatements', ruleId, type);
    }
    for (const a of h.associations)
      if (a.condition === id) use('pipelineStatements', a.id, 'unmanagedMlStatement');
    for (const g of h.groups) if (g.conditionId === id) use('pipelineStatementGroups', g.id);
    facetRules += h.facetRules.filter((f) => f.rule.condition?.reference === id).length;
  }
  return { uses, total: uses.length + facetRules };
}

/**
 * A condition as the platform answers it (the old statement shape): its parsed `detailed.condition`, the
 * `when` feature, its 1-based position among the organization's conditions, and as `childrenCount` the
 * statements that run under it.
 */
function conditionOut(store: OrganizationStore, record: ConditionRecord, expand = false) {
  const { uses } = conditionUses(store, record.id);
  return {
    ...record,
    detailed: { condition: parseCondition(record.definition) },
    childrenCount: uses.filter((use) => use.associationType === 'pipelineStatements').length,
    feature: 'when',
    position: conditionsOf(store).indexOf(record) + 1,
    ready: true,
    ...(expand ? { associations: { total: uses.length } } : {}),
  };
}

/**
 * The organization's conditions (the published calls name them statements). One read alone answers the
 * number of its uses (`associations`), as a listing does with `expand=true`; one in use is not deleted.
 */
const conditionList: OrderedList<{ store: OrganizationStore; expand: boolean }, ConditionRecord> = {
  at: (ctx) => {
    const store = searchStore(ctx);
    const expand = ctx.endpoint.name === 'pipelines.conditions.get' || flag(ctx, 'expand');
    return { scope: { store, expand }, list: conditionsOf(store) };
  },
  label: 'Condition',
  key: 'statements',
  accept: (ctx, _scope, body) => ({
    definition: checkCondition(body.definition),
    description: body.description ?? '',
    ...stamp(ctx),
  }),
  view: ({ store, expand }, condition) => conditionOut(store, condition, expand),
  deleting: ({ store }, { id }) => {
    const { total } = conditionUses(store, id);
    if (total) throw conflict(`The condition '${id}' is used ${total} time(s): remove its uses first.`);
  },
  listing: (ctx, { store }) => {
    const association = ctx.query('associationFilter') ?? 'all';
    const uses = (c: ConditionRecord) => conditionUses(store, c.id).total;
    return {
      texts: (c) => [c.definition, c.description],
      sort: {
        definition: (c) => c.definition,
        description: (c) => c.description,
        lastModification: (c) => c.modifiedAt,
        totalAssociationCount: uses,
      },
      keep: (c) => association === 'all' || uses(c) > 0 === (association === 'isAssociated'),
    };
  },
};

const conditionHandlers: Handlers = {
  ...orderedHandlers('pipelines.conditions', conditionList),
  ...validationHandlers('pipelines.conditions', listChecks(conditionList)),
  'pipelines.conditions.listAssociations': (ctx) => {
    const store = searchStore(ctx);
    const { id } = findIn(conditionsOf(store), ctx.params.conditionId, 'Condition');
    const types = listQuery(ctx, 'associationTypes');
    const [statementType, pipelineName] = [ctx.query('pipelineStatementType'), ctx.query('pipelineName')];
    const answer = sortedPage(ctx, 'items', conditionUses(store, id).uses, {
      texts: (use) => [use.pipelineName],
      sort: { pipelineName: (u) => u.pipelineName },
      view: (use) => use,
      keep: (use) =>
        (!types.length || types.includes(use.associationType)) &&
        (!statementType || use.pipelineStatementType === statementType) &&
        (!pipelineName || use.pipelineName.toLowerCase().includes(pipelineName.toLowerCase())),
    });
    return { ...answer, conditionId: id };
  },
};

// ---------------------------------------------------------------- statements

/** A statement as the platform answers it; statements hold no others (`childrenCount` 0). */
function statementView({ store, holdings }: Pick<Scope, 'store' | 'holdings'>, s: StatementRecord) {
  const condition = conditionView(store, s.conditionId);
  return {
    id: s.id,
    feature: s.feature,
    definition: s.definition,
    description: s.description ?? '',
    position: holdings.statements.indexOf(s) + 1,
    ...(condition ? { condition, parent: condition } : {}),
    ...(s.statementGroupId ? { statementGroupId: s.statementGroupId } : {}),
    ready: true,
    detailed: { feature: s.feature, definition: s.definition },
    warnings: [],
    childrenCount: 0,
  };
}

/** Checks a definition: not blank, and a filter's starts with `filter`. @returns the definition trimmed. */
function checkDefinition(feature: string, definition: string, line = '') {
  if (!definition.trim()) throw badRequest(`${line}The statement's definition is empty.`);
  if (feature === 'filter' && !/^filter\s+\S/i.test(definition))
    throw badRequest(`${line}A filter statement starts with 'filter' (e.g. filter aq \`@source==Docs\`).`);
  return definition.trim();
}

/** Checks the `feature` query parameter (the published one is any string). */
function featureQuery(ctx: EmulatorContext) {
  const feature = ctx.query('feature');
  if (feature) checkValues('feature', [feature], FEATURES);
  return feature;
}

/** A pipeline's statements, in order; a body's `position` (not in the published schema) places one. */
const statementList: OrderedList<Scope, StatementRecord> = {
  at: within('statements'),
  label: 'Statement',
  key: 'statements',
  placed: true,
  accept: (_ctx, { store, holdings }, body) => ({
    feature: body.feature as string,
    definition: checkDefinition(body.feature, body.definition),
    description: body.description,
    conditionId: conditionId(store, body.condition ?? body.parent),
    statementGroupId: groupId(holdings, body.statementGroupId),
  }),
  view: statementView,
  listing: (ctx) => {
    const feature = featureQuery(ctx);
    const subFeature = ctx.query('subFeature')?.toLowerCase();
    return {
      texts: (s) => [s.definition, s.description],
      sort: { definition: (s) => s.definition, description: (s) => s.description },
      keep: (s) =>
        (!feature || s.feature === feature) &&
        (!subFeature || s.definition.toLowerCase().startsWith(subFeature)),
    };
  },
};

/** A CSV (RFC 4180) field: quoted when it holds a comma, a quote or a line break, its quotes doubled. */
const csvField = (value: unknown) => {
  const written = value === undefined || value === null ? '' : text(value);
  return /[",\r\n]/.test(written) ? `"${written.replace(/"/g, '""')}"` : written;
};
/** A CSV cell (quoted, its quotes doubled; or bare, quotes after its start kept) and what ends it. */
const CSV_CELL = /(?:"((?:[^"]|"")*)"|((?:[^",\r\n][^,\r\n]*)?))(,|\r\n|\n|\r|$)/g;
/** The rows of a CSV text, blank ones left out. @throws HttpError 400 for an unterminated quoted cell. */
function parseCsv(source: string): string[][] {
  const rows: string[][] = [[]];
  let at = 0;
  for (const match of source.matchAll(CSV_CELL)) {
    const [whole, quoted, bare, end] = match;
    if (match.index !== at)
      throw badRequest('A quoted CSV field is not closed, or text follows its closing quote.', 'INVALID_CSV');
    at += whole.length;
    rows[rows.length - 1].push(quoted === undefined ? bare : quoted.replace(/""/g, '"'));
    if (!end) break;
    if (end !== ',') rows.push([]);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** The CSV text of an import: the form's `file` field, or a text body. */
async function csvOf(ctx: EmulatorContext): Promise<string> {
  const type = ctx.c.req.header('content-type') ?? '';
  if (type.startsWith('text/')) return ctx.c.req.text();
  const form = /^(multipart\/form-data|application\/x-www-form-urlencoded)/.test(type)
    ? await ctx.c.req.parseBody().catch(() => {
        throw badRequest('The body is not a valid form.', 'INVALID_FORM');
      })
    : {};
  const file = form.file;
  if (typeof file === 'string') return file;
  if (file && typeof (file as Blob).text === 'function') return (file as Blob).text();
  throw badRequest("Send the CSV as a multipart form with a 'file' field holding it.", 'MISSING_FILE');
}

/** The rows of an imported CSV, each checked. @throws HttpError 400 naming the first bad line. */
function csvRows(store: OrganizationStore, source: string) {
  const [header = [], ...rows] = parseCsv(source).map((row) => row.map((cell) => cell.trim()));
  for (const column of ['feature', 'definition'])
    if (!header.includes(column))
      throw badRequest(`The CSV header needs a '${column}' column.`, 'INVALID_CSV');
  return rows.map((row, index) => {
    const [line, cell] = [`Line ${index + 2}: `, (column: string) => row[header.indexOf(column)] ?? ''];
    const [feature, condition] = [cell('feature'), cell('condition')];
    if (!FEATURES.includes(feature)) throw badRequest(`${line}unknown feature '${feature}'.`, 'INVALID_CSV');
    const definition = checkDefinition(feature, cell('definition'), line);
    if (condition && !conditionOf(store, condition) && !/^\s*when\s+\S/i.test(condition))
      throw badRequest(
        `${line}the condition is neither a condition id nor a 'when' definition.`,
        'INVALID_CSV',
      );
    return { feature, definition, description: cell('description') || undefined, condition };
  });
}

/**
 * Imports statements from CSV (`feature,definition[,description,condition]`): in place of every
 * statement, or with `feature` of that feature's only (`mode=append` adds them). A row's condition is a
 * condition's id or definition (a new definition makes a new condition). Every row is checked first: a
 * failed import changes nothing.
 */
async function importStatements(ctx: EmulatorContext) {
  const { store, holdings } = scope(ctx);
  const mode = ctx.query('mode') || 'overwrite';
  checkValues('mode', [mode], ['overwrite', 'append']);
  const feature = featureQuery(ctx);
  const rows = csvRows(store, await csvOf(ctx));
  const conditions = conditionsOf(store);
  const idOf = (condition: string) => {
    if (!condition || conditionOf(store, condition)) return condition || undefined;
    const existing = conditions.find((c) => c.definition === condition);
    const made = existing ?? { id: randomUUID(), definition: condition, description: '', ...stamp(ctx) };
    if (!existing) conditions.push(made);
    return made.id;
  };
  if (mode === 'overwrite')
    holdings.statements = holdings.statements.filter((s) => !!feature && s.feature !== feature);
  for (const { condition, ...row } of rows.filter((r) => !feature || r.feature === feature))
    holdings.statements.push({ id: randomUUID(), ...row, conditionId: idOf(condition) });
  return noContent();
}

/** Copies of a pipeline's items (`bodyIds` names them) at the end of the body's destination pipeline. */
async function copyTo<K extends 'statements' | 'rankings'>(
  ctx: EmulatorContext,
  kind: K,
  bodyIds: string,
  copy: (item: Holdings[K][number]) => Holdings[K][number],
) {
  const { store, holdings } = scope(ctx);
  const body = await ctx.json();
  const destination = holdingsOf(store, pipelinesOf(store).get(body.destinationPipelineId).id);
  const list = holdings[kind] as Array<Holdings[K][number]>;
  const label = kind === 'statements' ? 'Statement' : 'Result ranking';
  const copies = (body[bodyIds] as string[]).map((id) => copy(structuredClone(findIn(list, id, label))));
  (destination[kind] as Array<Holdings[K][number]>).push(...copies);
  return { store, holdings: destination, copies };
}

const statementHandlers: Handlers = {
  ...orderedHandlers('pipelines.statements', statementList),
  ...validationHandlers('pipelines.statements', listChecks(statementList)),
  'pipelines.statements.exportCsv': (ctx) => {
    const { store, holdings } = scope(ctx);
    const feature = featureQuery(ctx);
    const lines = ['id,feature,definition,description,condition,position'];
    holdings.statements.forEach((s, index) => {
      const condition = conditionOf(store, s.conditionId)?.definition ?? '';
      const cells = [s.id, s.feature, s.definition, s.description, condition, index + 1];
      if (!feature || s.feature === feature) lines.push(cells.map(csvField).join(','));
    });
    return new Reply(200, `${lines.join('\r\n')}\r\n`, { 'content-type': 'text/csv; charset=utf-8' });
  },
  'pipelines.statements.importCsv': importStatements,
  'pipelines.statements.copy': async (ctx) => {
    const fresh = (s: StatementRecord) => ({ ...s, id: randomUUID(), statementGroupId: undefined });
    const copied = await copyTo(ctx, 'statements', 'statementIds', fresh);
    return onePage(
      'statements',
      copied.copies.map((s) => statementView(copied, s)),
    );
  },
  // Every statement of the pipeline, in the new order.
  'pipelines.statements.move': async (ctx) => {
    const found = named(ctx, 'statements', 'statementId', 'Statement');
    const { list, item } = found;
    const { after, position } = await ctx.json();
    if (after === undefined && position === undefined)
      throw badRequest("A move needs a 'position' (1-based) or 'after' (a statement id).");
    const anchor = after === undefined ? undefined : findIn(list, after, 'Statement');
    if (anchor === item) throw badRequest('A statement cannot move after itself.');
    // After the anchor: the position it has once the statement is out of the list, plus one.
    moveTo(list, item, anchor ? list.filter((s) => s !== item).indexOf(anchor) + 2 : position);
    return list.map((s) => statementView(found, s));
  },
};

/**
 * The v1 statement paths: the platform's other view of the same statements; only a move answers
 * otherwise, a page of the pipeline's statements where v2 answers the list.
 */
const statementV1Handlers: Handlers = {
  ...Object.fromEntries(
    Object.entries(statementHandlers).map(([name, handler]) => [
      name.replace('statements.', 'statements.v1.'),
      handler,
    ]),
  ),
  'pipelines.statements.v1.move': async (ctx) =>
    onePage('statements', (await statementHandlers['pipelines.statements.move'](ctx)) as unknown[]),
};

// ---------------------------------------------------------------- result rankings

/**
 * A result ranking rule's configuration from a body. The published schema requires its name, kind and
 * targets (and a ranking expression's modifier) and types the rest; this checks what it leaves open: a
 * blank name, no target, the modifier's range, and the statement group and condition it names.
 */
function checkRanking({ store, holdings }: Scope, body: Rec): Rec {
  const name = requiredName(body.name, 'A result ranking');
  if (!body.targets.length)
    throw badRequest(
      "A result ranking needs 'targets': documents by uniqueId, by localizedContent or by queryExpression.",
    );
  if (Math.abs(body.rankingModifier ?? 0) > 1000)
    throw badRequest("'rankingModifier' must be from -1000 to 1000.");
  const statementGroupId = groupId(holdings, body.statementGroupId);
  conditionId(store, body.condition?.reference, 'condition.reference');
  const { associatedGroup: _a, statementGroupId: _g, ...rest } = body;
  return { ...rest, name, enabled: body.enabled ?? true, ...(statementGroupId ? { statementGroupId } : {}) };
}

/** A rule as a list has it: its configuration in `resultRanking`, its group and status beside. */
function rankingView(holdings: Holdings, ranking: RankingRecord) {
  const group = groupOf(holdings, ranking.resultRanking.statementGroupId);
  const { id, name, isActive } = group ?? {};
  return {
    id: ranking.id,
    resultRanking: structuredClone(ranking.resultRanking),
    ...(group ? { associatedGroup: { id, name, isActive, status: groupStatus(group) } } : {}),
    status: rankingStatus(holdings, ranking),
    modifiedAt: ranking.modifiedAt,
    modifiedBy: ranking.modifiedBy,
  };
}

/** How many of `items` `of` maps to each value, by value. */
function tally<T>(items: T[], of: (item: T) => string | undefined) {
  const counts = dictionary<number>();
  for (const value of items.map(of)) if (value !== undefined) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** How a pipeline's rules divide: by group (or none), by status and by kind. */
function groupedBy({ holdings }: Scope) {
  const { rankings } = holdings;
  const associated = tally(rankings, (r) => groupOf(holdings, r.resultRanking.statementGroupId)?.name);
  const grouped = Object.values(associated).reduce((sum, n) => sum + n, 0);
  const { active = 0 } = tally(rankings, (r) => rankingStatus(holdings, r));
  const { featured_result: featured = 0 } = tally(rankings, (r) => r.resultRanking.kind);
  return {
    groupedBy: {
      groups: { associated, orphaned: rankings.length - grouped },
      status: { active, inactive: rankings.length - active },
      type: { featuredResults: featured, rankingExpressions: rankings.length - featured },
    },
  };
}

const RULE_TYPES: Record<string, string> = {
  featuredResults: 'featured_result',
  rankingExpressions: 'ranking_expression',
};

/**
 * A pipeline's result ranking rules. One rule reads flat, its configuration beside its id (a list wraps
 * it in `resultRanking`); creating answers the new rule's id only.
 */
const rankingList: OrderedList<Scope, RankingRecord> = {
  at: within('rankings'),
  label: 'Result ranking',
  key: 'resultRankings',
  accept: (ctx, found, body) => ({ resultRanking: checkRanking(found, body), ...stamp(ctx) }),
  view: ({ holdings }, item) => {
    const { resultRanking, ...view } = rankingView(holdings, item);
    return { ...resultRanking, ...view };
  },
  created: (_found, { id }) => ({ id }),
  // The published schema checks `ruleTypes` and `ruleStatuses` item by item; `kind` is any string.
  listing: (ctx, { holdings }) => {
    const kinds = [...listQuery(ctx, 'ruleTypes').map((t) => RULE_TYPES[t]), ...listQuery(ctx, 'kind')];
    checkValues('kind', kinds, Object.values(RULE_TYPES));
    const statuses = listQuery(ctx, 'ruleStatuses');
    const enabled = ctx.query('enabledStatus');
    const groupNames = listQuery(ctx, 'associatedGroups');
    const statementGroupId = ctx.query('statementGroupId');
    const keep = (ranking: RankingRecord) => {
      const r = ranking.resultRanking;
      return (
        (!kinds.length || kinds.includes(r.kind)) &&
        (!statuses.length || statuses.includes(rankingStatus(holdings, ranking))) &&
        (enabled === undefined || (r.enabled !== false) === flag(ctx, 'enabledStatus')) &&
        (!groupNames.length || groupNames.includes(groupOf(holdings, r.statementGroupId)?.name ?? 'null')) &&
        (!statementGroupId || r.statementGroupId === statementGroupId)
      );
    };
    return {
      texts: (r) => [r.resultRanking.name, r.resultRanking.description],
      sort: { name: (r) => r.resultRanking.name, modifiedAt: (r) => r.modifiedAt },
      view: (r) => rankingView(holdings, r),
      keep,
    };
  },
  extra: groupedBy,
};

const rankingHandlers: Handlers = {
  ...orderedHandlers('pipelines.resultRankings', rankingList),
  ...validationHandlers('pipelines.resultRankings', listChecks(rankingList)),
  'pipelines.resultRankings.duplicate': (ctx) => {
    const { list, item } = named(ctx, 'rankings', 'resultRankingId', 'Result ranking');
    const resultRanking = {
      ...structuredClone(item.resultRanking),
      name: `${item.resultRanking.name} (copy)`,
    };
    const copy = { id: randomUUID(), resultRanking, ...stamp(ctx) };
    list.splice(list.indexOf(item) + 1, 0, copy);
    return rankingView(scope(ctx).holdings, copy);
  },
  // The copies leave their statement group behind.
  'pipelines.resultRankings.copy': async (ctx) => {
    const { copies } = await copyTo(ctx, 'rankings', 'resultRankingIds', (ranking) => {
      const { statementGroupId: _g, ...resultRanking } = ranking.resultRanking;
      return { id: randomUUID(), resultRanking, ...stamp(ctx) };
    });
    return { resultRankings: copies.map(({ id, resultRanking }) => ({ id, resultRanking })) };
  },
};

// ---------------------------------------------------------------- statement groups

/** A group's fields from a body (the published schema requires its name, type, and a campaign's dates). */
function checkGroup({ store }: Scope, body: Rec, current?: GroupRecord) {
  const campaign = body.type === 'campaign';
  const [start, end] = [Date.parse(body.campaignStart), Date.parse(body.campaignEnd)];
  if (campaign && (Number.isNaN(start) || Number.isNaN(end)))
    throw badRequest("A campaign's 'campaignStart' and 'campaignEnd' are ISO 8601 dates.");
  if (campaign && start >= end) throw badRequest("'campaignStart' must come before 'campaignEnd'.");
  return {
    name: requiredName(body.name, 'A statement group'),
    type: body.type as string,
    description: body.description,
    isActive: body.isActive ?? current?.isActive ?? true,
    campaignStart: campaign ? new Date(start).toISOString() : undefined,
    campaignEnd: campaign ? new Date(end).toISOString() : undefined,
    conditionId: conditionId(store, body.conditionId, 'conditionId'),
  };
}

function groupView({ store, holdings }: Scope, group: GroupRecord) {
  const count = (list: Rec[], groupOf: (item: Rec) => unknown) =>
    list.filter((i) => groupOf(i) === group.id).length;
  return {
    ...group,
    status: groupStatus(group),
    warnings: [],
    ...definitionOf(store, group.conditionId),
    statementComposition: {
      resultRankingStatementCount: count(holdings.rankings, (r) => r.resultRanking.statementGroupId),
      otherStatementCount: count(holdings.statements, (s) => s.statementGroupId),
    },
  };
}

/** How many of a pipeline's groups have each status and each type: `activeGroupCount`, `campaignGroupCount`, .... */
function groupComposition({ holdings: { groups } }: Scope) {
  const [statuses, types] = [tally(groups, (g) => groupStatus(g)), tally(groups, (g) => g.type)];
  const count = (value: string, counts: Record<string, number>) => [`${value}GroupCount`, counts[value] ?? 0];
  return {
    groupComposition: Object.fromEntries([
      ...GROUP_STATUSES.map((status) => count(status, statuses)),
      ...GROUP_TYPES.map((type) => count(type, types)),
    ]),
  };
}

/** A pipeline's statement groups; a group's rules stay when it is deleted, without a group. */
const groupList: OrderedList<Scope, GroupRecord> = {
  at: within('groups'),
  label: 'Statement group',
  key: 'groups',
  accept: (ctx, found, body, current) => ({
    ...checkGroup(found, body, current),
    ...(current ? {} : { createdAt: new Date().toISOString(), createdBy: userOf(ctx) }),
    ...stamp(ctx),
  }),
  view: groupView,
  // Create answers the group's own fields: not who made it, nor what `get` derives.
  created: (_, group) => omit(group, 'createdAt', 'createdBy', 'modifiedAt', 'modifiedBy'),
  // The published schema leaves `status` and `types` open.
  listing: (ctx) => {
    const statuses = listQuery(ctx, 'status');
    checkValues('status', statuses, GROUP_STATUSES);
    const types = listQuery(ctx, 'types');
    checkValues('types', types, GROUP_TYPES);
    return {
      texts: (g) => [g.name, g.description],
      // By status, in the order the published call gives: active, inactive, not yet started, expired.
      sort: { name: (g) => g.name, status: (g) => STATUS_ORDER.indexOf(groupStatus(g)) },
      keep: (g) =>
        (!statuses.length || statuses.includes(groupStatus(g))) && (!types.length || types.includes(g.type)),
    };
  },
  extra: groupComposition,
  removed: ({ holdings }, group) => {
    for (const { resultRanking: r } of holdings.rankings)
      if (r.statementGroupId === group.id) delete r.statementGroupId;
    for (const s of holdings.statements) if (s.statementGroupId === group.id) s.statementGroupId = undefined;
  },
};

const groupHandlers: Handlers = {
  ...orderedHandlers('pipelines.statementGroups', groupList),
  ...validationHandlers('pipelines.statementGroups', listChecks(groupList)),
  'pipelines.statementGroups.setActive': async (ctx) => {
    const { item } = named(ctx, 'groups', 'statementGroupId', 'Statement group');
    const { isActive } = await ctx.json();
    if (typeof isActive !== 'boolean') throw badRequest("The body needs 'isActive': true or false.");
    Object.assign(item, { isActive, ...stamp(ctx) });
    return noContent();
  },
  // The published schema checks each list (at most 50 rules of featureType resultRankings).
  'pipelines.statementGroups.updateAssociations': async (ctx) => {
    const { holdings, item } = named(ctx, 'groups', 'statementGroupId', 'Statement group');
    const body = await ctx.json();
    const rulesOf = (name: string) =>
      ((body[name] ?? []) as Rec[]).map((rule) => holdings.rankings.find((r) => r.id === rule.ruleId));
    const [toAdd, toRemove] = [rulesOf('toAdd'), rulesOf('toRemove')];
    if (toAdd.includes(undefined))
      throw badRequest('A rule to add is not in this pipeline: nothing was changed.');
    for (const r of toRemove)
      if (r?.resultRanking.statementGroupId === item.id) delete r.resultRanking.statementGroupId;
    for (const r of toAdd) r!.resultRanking.statementGroupId = item.id;
    const associatedRules = holdings.rankings
      .filter((r) => r.resultRanking.statementGroupId === item.id)
      .map((r) => ({ featureType: 'resultRankings', ruleId: r.id }));
    return { associatedRules };
  },
  // Rules in no group stay so; a rule not in the pipeline refuses the whole request (422).
  'pipelines.statementGroups.dissociate': async (ctx) => {
    const { holdings } = scope(ctx);
    const body = (await ctx.json(false)) ?? {};
    const ruleIds = ((body.associations ?? []) as Rec[]).map((association) => String(association.ruleId));
    const missing = ruleIds.filter((id) => !holdings.rankings.some((r) => r.id === id));
    if (missing.length)
      throw new HttpError(
        422,
        'UNKNOWN_RULES',
        `These rules are not in this pipeline: ${missing.join(', ')}. Nothing was changed.`,
      );
    for (const ranking of holdings.rankings)
      if (ruleIds.includes(ranking.id)) delete ranking.resultRanking.statementGroupId;
    return {};
  },
};

// ---------------------------------------------------------------- facet state rules (unpublished)

type FacetRule = Holdings['facetRules'][number];
const facetView = ({ holdings }: Scope, rule: FacetRule) => ({
  id: rule.id,
  position: holdings.facetRules.indexOf(rule) + 1,
  rule: structuredClone(rule.rule),
});
/** A pipeline's facet state rules; no published schema checks them. */
const facetRuleList: OrderedList<Scope, FacetRule> = {
  at: within('facetRules'),
  label: 'Facet state rule',
  key: 'facetStateRules',
  accept: (_ctx, { store }, body) => {
    const rule = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    if (typeof rule.kind !== 'string' || !rule.kind) throw badRequest("A facet state rule needs a 'kind'.");
    const strings = (values: unknown) => Array.isArray(values) && values.every((v) => typeof v === 'string');
    if (rule.values !== undefined && !strings(rule.values))
      throw badRequest("'values' must be an array of strings.");
    conditionId(store, rule.condition?.reference, 'condition.reference');
    return { rule: structuredClone(rule) };
  },
  view: facetView,
  created: (found, rule) => created(facetView(found, rule)),
  listing: () => ({ texts: (r) => [r.rule.field, r.rule.description], sort: { field: (r) => r.rule.field } }),
};

// ---------------------------------------------------------------- ML associations

type Association = Holdings['associations'][number];
/**
 * A pipeline's ML model associations: the model must exist (one deleted since may stay named, its
 * association says DELETED), the condition too. Creating answers the new id, a JSON string; the position
 * is set in the query.
 */
const associationList: OrderedList<Scope, Association> = {
  at: within('associations'),
  label: 'ML association',
  key: 'rules',
  updateAnswersNothing: true,
  accept: (_ctx, { store }, body, current) => {
    const modelId = body.modelId ?? current?.modelId;
    if (modelId !== current?.modelId && !modelsOf(store).has(modelId)) throw notFound('Model', modelId);
    const condition = conditionId(store, body.condition);
    const { id: _id, position: _p, modelStatus: _s, conditionDefinition: _d, ...rest } = body;
    return { ...rest, modelId, condition };
  },
  // The model's status as the ML family keeps it, or DELETED once it is gone.
  view: ({ store, holdings }, a) => {
    const model = modelsOf(store).records.get(a.modelId);
    return {
      ...structuredClone(a),
      position: holdings.associations.indexOf(a) + 1,
      modelStatus: model ? String(model.status ?? model.modelStatus ?? 'ONLINE') : 'DELETED',
      ...definitionOf(store, a.condition),
    };
  },
  created: (_found, { id }) => id,
  listing: () => ({ texts: (a) => [a.modelId, a.description] }),
};

const associationHandlers: Handlers = {
  ...orderedHandlers('pipelines.mlAssociations', associationList),
  ...validationHandlers('pipelines.mlAssociations', listChecks(associationList)),
  'pipelines.mlAssociations.listAssociatedPipelines': (ctx) => {
    const store = searchStore(ctx);
    const byModel = new Map<string, Array<Record<string, string>>>();
    for (const { id: pipelineId, name: pipelineName } of pipelinesOf(store).list()) {
      for (const { id: associationId, modelId } of holdingsOf(store, pipelineId).associations)
        byModel.set(modelId, [...(byModel.get(modelId) ?? []), { associationId, pipelineId, pipelineName }]);
    }
    return [...byModel].map(([modelId, associations]) => ({ modelId, associations }));
  },
  /**
   * The ML integration a pipeline runs: 2 (model associations) unless it has only ML statements of the
   * older kind (`topClicks`, `querySuggest`, `recommendation`), then 1. The call names no organization:
   * the pipeline is looked for in the token's organizations.
   */
  'pipelines.ml.getVersion': (ctx) => {
    const id = ctx.params.pipelineId;
    for (const organization of ctx.token?.organizations ?? []) {
      const store = ctx.state.organizations.has(organization) ? ctx.state.store(organization) : undefined;
      if (!store || !pipelinesOf(store).has(id)) continue;
      const { statements, associations } = holdingsOf(store, id);
      const legacy = statements.some((s) => ML_FEATURES.includes(s.feature)) && !associations.length;
      return { pipelineId: id, version: legacy ? 1 : 2 };
    }
    throw notFound('Query pipeline', id);
  },
};

export const pipelinesHandlers: Handlers = {
  // Facts of the emulator's pipelines: every statement feature is on in every organization.
  'pipelines.listFeatureStates': () => ({
    featureActiveState: FEATURES.map((feature) => ({ feature, active: true })),
  }),
  // The organization's ML models are of the second version (pipelines.ml.getVersion's 2), as a string.
  'pipelines.ml.getModelVersion': () => '2',
  ...pipelineHandlers,
  ...conditionHandlers,
  ...statementHandlers,
  ...statementV1Handlers,
  ...rankingHandlers,
  ...groupHandlers,
  ...orderedHandlers('pipelines.facetStateRules', facetRuleList),
  ...associationHandlers,
};
