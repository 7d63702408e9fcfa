import { randomUUID } from 'node:crypto';
import { boolQuery, type EmulatorContext, paged } from '../../context';
import { badRequest, conflict, created, noContent, notFound, Reply } from '../../http';
import { requireObject } from '../../model/rest';
import { assignOwn, dictionary, own, text } from '../../safe';
import type { OrganizationStore } from '../../state';
import type { Handlers } from '../types';
import { checkCondition, parseCondition } from './qpl';
import {
  type AssociationRecord,
  conditionsOf,
  dropHoldings,
  findIn,
  type GroupRecord,
  groupStatus,
  type Holdings,
  holdingsOf,
  moveTo,
  now,
  type PipelineRecord,
  pipelineRecord,
  pipelinesOf,
  type RankingRecord,
  rankingStatus,
  type StatementRecord,
  searchStore,
  userOf,
} from './store';

/*
 * Query pipelines and everything they hold: statements, result rankings, statement groups, facet state
 * rules, ML associations; and the organization's conditions.
 */

const FEATURES = [
  'filter',
  'trigger',
  'ranking',
  'stop',
  'thesaurus',
  'top',
  'resultRankings',
  'topClicks',
  'querySuggest',
  'rankingweight',
  'recommendation',
  'queryParamOverride',
];
const RANKING_KINDS = ['featured_result', 'ranking_expression'];
const MATCH_OPERATORS = ['is', 'contains', 'matches'];
const LOCALE_KINDS = ['all', 'unspecified', 'specific'];
const GROUP_TYPES = ['campaign', 'permanent'];
const GROUP_STATUSES = ['active', 'inactive', 'expired', 'notStarted'];
const RULE_TYPES: Record<string, string> = {
  featuredResults: 'featured_result',
  rankingExpressions: 'ranking_expression',
};
const IMPORT_MODES = ['overwrite', 'append'];
const CSV_COLUMNS = ['id', 'feature', 'definition', 'description', 'condition', 'position'];
const ML_FEATURES = ['topClicks', 'querySuggest', 'recommendation'];

// ---------------------------------------------------------------- helpers

interface Scope {
  store: OrganizationStore;
  pipeline: PipelineRecord;
  holdings: Holdings;
}

/** The organization and the pipeline of the route. @throws HttpError 404 for an unknown pipeline. */
function scope(ctx: EmulatorContext): Scope {
  const store = searchStore(ctx);
  const pipeline = pipelineRecord(store, ctx.params.pipelineId);
  return { store, pipeline, holdings: holdingsOf(store, pipeline.id) };
}

const optionalString = (body: Record<string, any>, name: string) => {
  const value = body[name];
  if (value !== undefined && value !== null && typeof value !== 'string') {
    throw badRequest(`'${name}' must be a string.`);
  }
  return value ?? undefined;
};
const requiredString = (body: Record<string, any>, name: string, what: string) => {
  const value = body[name];
  if (typeof value !== 'string' || !value.trim()) throw badRequest(`${what} needs a non-empty '${name}'.`);
  return value;
};
const optionalBoolean = (body: Record<string, any>, name: string) => {
  const value = body[name];
  if (value !== undefined && value !== null && typeof value !== 'boolean') {
    throw badRequest(`'${name}' must be true or false.`);
  }
  return value ?? undefined;
};
/** A list of ids (`{ ids: [...] }`). @throws HttpError 400 otherwise. */
function idsOf(body: unknown): string[] {
  const ids = requireObject(body).ids;
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
    throw badRequest("'ids' must be an array of strings.");
  }
  return ids;
}
/** Every value of a query parameter, repeated or comma-separated. */
const listQuery = (ctx: EmulatorContext, name: string) =>
  ctx
    .queries(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
function checkValues(name: string, values: string[], allowed: readonly string[]) {
  const bad = values.find((value) => !allowed.includes(value));
  if (bad !== undefined) throw badRequest(`'${name}' must be among ${allowed.join(', ')}; got '${bad}'.`);
}
const contains = (text: unknown, filter: string) =>
  String(text ?? '')
    .toLowerCase()
    .includes(filter.toLowerCase());
/** Sorts by a field when `sortBy` names one, ascending unless `isOrderAscending=false`. */
function sorted<T>(
  ctx: EmulatorContext,
  items: T[],
  keys: Record<string, (item: T) => unknown>,
  sortName = 'sortBy',
) {
  const sortBy = ctx.query(sortName);
  const ascending = boolQuery(ctx, 'isOrderAscending', true);
  let result = [...items];
  const key = sortBy ? own(keys, sortBy) : undefined;
  if (key) {
    result.sort((a, b) => {
      const x = key(a);
      const y = key(b);
      return typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x ?? '').localeCompare(String(y ?? ''));
    });
  }
  if (!ascending) result = result.reverse();
  return result;
}
/** A page in the search API's shape: `{ [key], totalCount, totalPages }` (plus `totalEntries`). */
function page<T>(ctx: EmulatorContext, items: T[], key: string) {
  const result = paged(ctx, items, key);
  return { ...result, totalCount: items.length };
}
function conditionId(store: OrganizationStore, value: unknown, name = 'condition'): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const id = typeof value === 'object' && value ? ((value as any).id ?? (value as any).reference) : value;
  if (typeof id !== 'string') throw badRequest(`'${name}' must be the id of a condition.`);
  if (!conditionsOf(store).has(id)) throw badRequest(`The condition '${id}' does not exist.`);
  return id;
}
/** The condition of an id, as the platform answers it within what uses it. */
const conditionView = (store: OrganizationStore, id?: string): Record<string, any> | undefined =>
  id && conditionsOf(store).has(id) ? conditionOut(store, conditionsOf(store).get(id)) : undefined;

// ---------------------------------------------------------------- pipelines

function statementComposition(holdings: Holdings) {
  const counts = dictionary<number>();
  for (const statement of holdings.statements)
    counts[statement.feature] = (counts[statement.feature] ?? 0) + 1;
  if (holdings.rankings.length)
    counts.resultRankings = (counts.resultRankings ?? 0) + holdings.rankings.length;
  return { ...counts, totalCount: holdings.statements.length + holdings.rankings.length };
}

function pipelineView(store: OrganizationStore, pipeline: PipelineRecord) {
  const all = pipelinesOf(store).list();
  return {
    ...pipeline,
    condition: conditionView(store, pipeline.condition?.id) ?? pipeline.condition,
    position: all.indexOf(pipeline),
    statementComposition: statementComposition(holdingsOf(store, pipeline.id)),
  };
}

function checkPipeline(
  store: OrganizationStore,
  body: Record<string, any>,
  id?: string,
): Record<string, any> {
  const name = requiredString(body, 'name', 'A query pipeline').trim();
  if (
    pipelinesOf(store)
      .list()
      .some((p) => p.id !== id && p.name.toLowerCase() === name.toLowerCase())
  ) {
    throw conflict(`A query pipeline named '${name}' already exists.`);
  }
  for (const field of ['description', 'filter', 'useCase', 'splitTestName', 'splitTestTarget']) {
    optionalString(body, field);
  }
  optionalBoolean(body, 'isDefault');
  optionalBoolean(body, 'splitTestEnabled');
  const ratio = body.splitTestRatio;
  if (ratio !== undefined && (typeof ratio !== 'number' || ratio < 0 || ratio > 1)) {
    throw badRequest("'splitTestRatio' must be a number from 0 to 1.");
  }
  const condition = conditionId(store, body.condition);
  const { id: _id, position: _p, statementComposition: _s, ...fields } = body;
  return { ...fields, name, ...(condition ? { condition: { id: condition } } : { condition: undefined }) };
}

function makeDefault(store: OrganizationStore, id: string) {
  for (const pipeline of pipelinesOf(store).list()) {
    if (pipeline.id !== id && pipeline.isDefault)
      pipelinesOf(store).update(pipeline.id, { isDefault: false });
  }
}

function copyHoldings(from: Holdings, to: Holdings, groupIds = new Map<string, string>()) {
  for (const group of from.groups) {
    const id = randomUUID();
    groupIds.set(group.id, id);
    to.groups.push({ ...structuredClone(group), id });
  }
  for (const statement of from.statements) {
    to.statements.push({
      ...structuredClone(statement),
      id: randomUUID(),
      statementGroupId: statement.statementGroupId && groupIds.get(statement.statementGroupId),
    });
  }
  for (const ranking of from.rankings) {
    const copy = structuredClone(ranking);
    copy.id = randomUUID();
    if (copy.resultRanking.statementGroupId) {
      copy.resultRanking.statementGroupId = groupIds.get(copy.resultRanking.statementGroupId);
    }
    to.rankings.push(copy);
  }
  for (const rule of from.facetRules) to.facetRules.push({ ...structuredClone(rule), id: randomUUID() });
  for (const association of from.associations) {
    to.associations.push({ ...structuredClone(association), id: randomUUID() });
  }
}

const pipelineHandlers: Handlers = {
  'pipelines.list': (ctx) => {
    const store = searchStore(ctx);
    const filter = ctx.query('filter');
    const feature = ctx.query('feature');
    const excludeTargets = boolQuery(ctx, 'excludeAbTestTargets', false);
    const all = pipelinesOf(store).list();
    const targets = new Set(all.filter((p) => p.splitTestEnabled).map((p) => p.splitTestTarget));
    let items = all.filter(
      (p) =>
        (!filter || contains(p.name, filter) || contains(p.description, filter)) &&
        (!feature ||
          holdingsOf(store, p.id).statements.some((s) => s.feature === feature) ||
          (feature === 'resultRankings' && holdingsOf(store, p.id).rankings.length > 0)) &&
        (!excludeTargets || !targets.has(p.id)),
    );
    items = sorted(
      ctx,
      items,
      { name: (p) => p.name, position: (p) => all.indexOf(p), description: (p) => p.description },
      'sortBy',
    );
    const views = items.map((p) => pipelineView(store, p));
    // One page of `perPage` with `enablePagination=true`; every pipeline otherwise.
    if (boolQuery(ctx, 'enablePagination', false)) return paged(ctx, views, 'items');
    return { items: views, totalEntries: views.length };
  },
  'pipelines.create': async (ctx) => {
    const store = searchStore(ctx);
    const fields = checkPipeline(store, requireObject(await ctx.json()));
    const pipeline = pipelinesOf(store).insert({
      ...fields,
      id: randomUUID(),
      isDefault: fields.isDefault === true,
      created_by: userOf(ctx),
      last_modified_by: userOf(ctx),
    } as unknown as PipelineRecord);
    if (pipeline.isDefault) makeDefault(store, pipeline.id);
    return pipelineView(store, pipeline);
  },
  'pipelines.get': (ctx) => {
    const store = searchStore(ctx);
    return pipelineView(store, pipelineRecord(store, ctx.params.pipelineId));
  },
  'pipelines.update': async (ctx) => {
    const store = searchStore(ctx);
    const current = pipelineRecord(store, ctx.params.pipelineId);
    const fields = checkPipeline(store, requireObject(await ctx.json()), current.id);
    if (current.isDefault && fields.isDefault === false) {
      throw conflict('The default pipeline stays the default: make another pipeline the default instead.');
    }
    const updated = pipelinesOf(store).update(current.id, {
      ...fields,
      isDefault: current.isDefault || fields.isDefault === true,
      // Who created it is the platform's to say, whatever the body holds.
      created_by: current.created_by ?? userOf(ctx),
      last_modified_by: userOf(ctx),
    });
    if (updated.isDefault) makeDefault(store, updated.id);
    return pipelineView(store, updated);
  },
  'pipelines.delete': (ctx) => {
    const store = searchStore(ctx);
    const pipeline = pipelineRecord(store, ctx.params.pipelineId);
    if (pipeline.isDefault)
      throw conflict('The default pipeline cannot be deleted: make another one the default first.');
    pipelinesOf(store).delete(pipeline.id);
    dropHoldings(store, pipeline.id);
    // The platform answers a JSON string: the id of the pipeline deleted.
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
    const copy = pipelinesOf(store).insert({
      ...structuredClone(pipeline),
      id: randomUUID(),
      name,
      isDefault: false,
      created_by: userOf(ctx),
      last_modified_by: userOf(ctx),
    });
    copyHoldings(holdings, holdingsOf(store, copy.id));
    return pipelineView(store, copy);
  },
};

// ---------------------------------------------------------------- conditions

/** The type the platform gives a statement of each feature among a condition's associations. */
const STATEMENT_TYPES: Record<string, string> = {
  filter: 'filter',
  queryParamOverride: 'queryParamOverride',
  rankingweight: 'rankingweight',
  stop: 'stopWord',
  thesaurus: 'thesaurus',
  trigger: 'trigger',
  top: 'featuredResult',
  resultRankings: 'featuredResult',
  ranking: 'rankingExpression',
  topClicks: 'unmanagedMlStatement',
  querySuggest: 'unmanagedMlStatement',
  recommendation: 'unmanagedMlStatement',
};

/**
 * What uses a condition, as the platform lists it: `pipelines`; `pipelineStatements` (statements, result
 * rankings as `featuredResult` or `rankingExpression`, ML model associations as `unmanagedMlStatement`);
 * `pipelineStatementGroups`.
 */
function conditionUses(store: OrganizationStore, id: string) {
  const uses: Array<Record<string, string>> = [];
  for (const pipeline of pipelinesOf(store).list()) {
    const base = { pipelineId: pipeline.id, pipelineName: pipeline.name };
    const statement = (itemId: string, type: string) =>
      uses.push({
        associationType: 'pipelineStatements',
        pipelineStatementType: type,
        id: itemId,
        ...base,
      });
    if (pipeline.condition?.id === id) uses.push({ associationType: 'pipelines', id: pipeline.id, ...base });
    const h = holdingsOf(store, pipeline.id);
    for (const s of h.statements.filter((s) => s.conditionId === id)) {
      statement(s.id, STATEMENT_TYPES[s.feature] ?? 'unmanagedMlStatement');
    }
    for (const r of h.rankings.filter((r) => r.resultRanking.condition?.reference === id)) {
      statement(r.id, r.resultRanking.kind === 'featured_result' ? 'featuredResult' : 'rankingExpression');
    }
    for (const a of h.associations.filter((a) => a.condition === id)) statement(a.id, 'unmanagedMlStatement');
    for (const g of h.groups.filter((g) => g.conditionId === id)) {
      uses.push({ associationType: 'pipelineStatementGroups', id: g.id, ...base });
    }
  }
  return uses;
}

/** How many facet state rules use a condition (the platform does not list them among its uses). */
const facetRuleUses = (store: OrganizationStore, id: string) =>
  pipelinesOf(store)
    .list()
    .reduce(
      (sum, pipeline) =>
        sum +
        holdingsOf(store, pipeline.id).facetRules.filter((f) => f.rule.condition?.reference === id).length,
      0,
    );

/**
 * A condition as the platform answers it (the old statement shape): its parsed `detailed.condition`, the
 * `when` feature, its 1-based position among the organization's conditions, and as `childrenCount` the
 * statements that run under it.
 */
function conditionOut(store: OrganizationStore, record: Record<string, any>, expand = false) {
  const uses = conditionUses(store, record.id);
  return {
    ...record,
    detailed: { condition: parseCondition(record.definition) },
    childrenCount: uses.filter((use) => use.associationType === 'pipelineStatements').length,
    feature: 'when',
    position: [...conditionsOf(store).records.keys()].indexOf(record.id) + 1,
    ready: true,
    ...(expand ? { associations: { total: uses.length } } : {}),
  };
}

function checkConditionBody(body: unknown) {
  const fields = requireObject(body);
  return {
    definition: checkCondition(fields.definition),
    description: optionalString(fields, 'description') ?? '',
  };
}

function listConditions(ctx: EmulatorContext, store: OrganizationStore, ids?: string[]) {
  const filter = ctx.query('filter');
  const association = ctx.query('associationFilter');
  if (association) checkValues('associationFilter', [association], ['all', 'associated', 'notAssociated']);
  let items = conditionsOf(store)
    .list()
    .filter((c) => !ids || ids.includes(c.id))
    .filter((c) => !filter || contains(c.definition, filter) || contains(c.description, filter))
    .filter((c) => {
      if (!association || association === 'all') return true;
      const used = conditionUses(store, c.id).length + facetRuleUses(store, c.id) > 0;
      return association === 'associated' ? used : !used;
    });
  items = sorted(ctx, items, { definition: (c) => c.definition, description: (c) => c.description });
  return page(
    ctx,
    items.map((c) => conditionOut(store, c, boolQuery(ctx, 'expand', false))),
    'statements',
  );
}

const conditionHandlers: Handlers = {
  'pipelines.conditions.list': (ctx) => listConditions(ctx, searchStore(ctx)),
  'pipelines.conditions.create': async (ctx) => {
    const store = searchStore(ctx);
    const fields = checkConditionBody(await ctx.json());
    const record = conditionsOf(store).insert({
      id: randomUUID(),
      ...fields,
      modifiedAt: now(),
      modifiedBy: userOf(ctx),
    });
    return created(conditionOut(store, record));
  },
  'pipelines.conditions.get': (ctx) => {
    const store = searchStore(ctx);
    return conditionOut(store, conditionsOf(store).get(ctx.params.conditionId), true);
  },
  'pipelines.conditions.update': async (ctx) => {
    const store = searchStore(ctx);
    conditionsOf(store).get(ctx.params.conditionId);
    const fields = checkConditionBody(await ctx.json());
    const record = conditionsOf(store).update(ctx.params.conditionId, {
      ...fields,
      modifiedAt: now(),
      modifiedBy: userOf(ctx),
    });
    return conditionOut(store, record);
  },
  'pipelines.conditions.delete': (ctx) => {
    const store = searchStore(ctx);
    const record = conditionsOf(store).get(ctx.params.conditionId);
    const uses = conditionUses(store, record.id).length + facetRuleUses(store, record.id);
    if (uses) throw conflict(`The condition '${record.id}' is used ${uses} time(s): remove its uses first.`);
    conditionsOf(store).delete(record.id);
    return noContent();
  },
  'pipelines.conditions.bulkDelete': async (ctx) => {
    const store = searchStore(ctx);
    const ids = idsOf(await ctx.json());
    for (const id of ids) {
      conditionsOf(store).get(id);
      if (conditionUses(store, id).length + facetRuleUses(store, id))
        throw conflict(`The condition '${id}' is in use: nothing was deleted.`);
    }
    for (const id of ids) conditionsOf(store).delete(id);
    return noContent();
  },
  'pipelines.conditions.bulkGet': async (ctx) => {
    const store = searchStore(ctx);
    return listConditions(ctx, store, idsOf(await ctx.json()));
  },
  'pipelines.conditions.listAssociations': (ctx) => {
    const store = searchStore(ctx);
    const record = conditionsOf(store).get(ctx.params.conditionId);
    const types = listQuery(ctx, 'associationTypes');
    const statementType = ctx.query('pipelineStatementType');
    const pipelineName = ctx.query('pipelineName');
    let uses = conditionUses(store, record.id).filter(
      (use) =>
        (!types.length || types.includes(use.associationType)) &&
        (!statementType || use.pipelineStatementType === statementType) &&
        (!pipelineName || contains(use.pipelineName, pipelineName)),
    );
    uses = sorted(ctx, uses, {
      pipelineName: (u) => u.pipelineName,
      associationType: (u) => u.associationType,
    });
    return { ...paged(ctx, uses, 'items'), conditionId: record.id };
  },
};

// ---------------------------------------------------------------- statements

/** A statement as the platform answers it; statements hold no others (`childrenCount` 0). */
function statementView(store: OrganizationStore, holdings: Holdings, s: StatementRecord) {
  return {
    id: s.id,
    feature: s.feature,
    definition: s.definition,
    description: s.description ?? '',
    position: holdings.statements.indexOf(s) + 1,
    ...(s.conditionId
      ? { condition: conditionView(store, s.conditionId), parent: conditionView(store, s.conditionId) }
      : {}),
    ...(s.statementGroupId ? { statementGroupId: s.statementGroupId } : {}),
    ready: true,
    detailed: { feature: s.feature, definition: s.definition },
    warnings: [],
    childrenCount: 0,
  };
}

function checkStatement(store: OrganizationStore, holdings: Holdings, body: unknown) {
  const fields = requireObject(body);
  const feature = requiredString(fields, 'feature', 'A statement');
  checkValues('feature', [feature], FEATURES);
  const definition = requiredString(fields, 'definition', 'A statement').trim();
  if (feature === 'filter' && !/^filter\s+\S/i.test(definition)) {
    throw badRequest(
      "The definition of a filter statement starts with 'filter' (e.g. filter aq `@source==Docs`).",
    );
  }
  const description = optionalString(fields, 'description');
  const condition = conditionId(store, fields.condition ?? fields.parent);
  const groupId = optionalString(fields, 'statementGroupId');
  if (groupId) findIn(holdings.groups, groupId, 'Statement group');
  const position = fields.position;
  if (position !== undefined && position !== null && (!Number.isInteger(position) || position < 1)) {
    throw badRequest("'position' must be an integer from 1.");
  }
  return { feature, definition, description, conditionId: condition, statementGroupId: groupId, position };
}

function statementList(ctx: EmulatorContext, store: OrganizationStore, holdings: Holdings, ids?: string[]) {
  const feature = ctx.query('feature');
  const subFeature = ctx.query('subFeature');
  const filter = ctx.query('filter');
  if (feature) checkValues('feature', [feature], FEATURES);
  let items = holdings.statements.filter(
    (s) =>
      (!ids || ids.includes(s.id)) &&
      (!feature || s.feature === feature) &&
      (!subFeature || s.definition.toLowerCase().startsWith(subFeature.toLowerCase())) &&
      (!filter || contains(s.definition, filter) || contains(s.description, filter)),
  );
  items = sorted(ctx, items, {
    position: (s) => holdings.statements.indexOf(s),
    definition: (s) => s.definition,
    description: (s) => s.description,
  });
  return page(
    ctx,
    items.map((s) => statementView(store, holdings, s)),
    'statements',
  );
}

// CSV (RFC 4180): fields with commas, quotes or line breaks are quoted, quotes doubled.
const csvField = (value: unknown) => {
  const written = value === undefined || value === null ? '' : text(value);
  return /[",\r\n]/.test(written) ? `"${written.replace(/"/g, '""')}"` : written;
};
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw badRequest('The CSV file has an unterminated quoted field.', 'INVALID_CSV');
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** The CSV text of an import: the form's `file` field, or a text body. */
async function csvOf(ctx: EmulatorContext): Promise<string> {
  const type = ctx.c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    let form: Record<string, unknown>;
    try {
      form = await ctx.c.req.parseBody();
    } catch {
      throw badRequest('The body is not a valid form.', 'INVALID_FORM');
    }
    const file = form.file;
    if (typeof file === 'string') return file;
    if (file && typeof (file as Blob).text === 'function') return (file as Blob).text();
    throw badRequest("The form needs a 'file' field holding the CSV.", 'MISSING_FILE');
  }
  if (type.startsWith('text/')) return ctx.c.req.text();
  throw badRequest("Send the CSV as a multipart form with a 'file' field.", 'MISSING_FILE');
}

async function importStatements(ctx: EmulatorContext) {
  const { store, holdings } = scope(ctx);
  const mode = ctx.query('mode') || 'overwrite';
  checkValues('mode', [mode], IMPORT_MODES);
  const feature = ctx.query('feature');
  if (feature) checkValues('feature', [feature], FEATURES);
  const rows = parseCsv(await csvOf(ctx));
  if (!rows.length) throw badRequest('The CSV file is empty: it needs a header row.', 'INVALID_CSV');
  const header = rows[0].map((cell) => cell.trim());
  for (const column of ['feature', 'definition']) {
    if (!header.includes(column))
      throw badRequest(`The CSV header needs a '${column}' column.`, 'INVALID_CSV');
  }
  const cell = (row: string[], column: string) => {
    const index = header.indexOf(column);
    return index < 0 ? '' : (row[index] ?? '').trim();
  };
  // Check every row first: a failed import stores nothing.
  const conditions = conditionsOf(store);
  const parsed = rows.slice(1).map((row, index) => {
    const line = index + 2;
    const statementFeature = cell(row, 'feature');
    const definition = cell(row, 'definition');
    if (!FEATURES.includes(statementFeature)) {
      throw badRequest(`Line ${line}: unknown feature '${statementFeature}'.`, 'INVALID_CSV');
    }
    if (!definition) throw badRequest(`Line ${line}: the definition is empty.`, 'INVALID_CSV');
    if (statementFeature === 'filter' && !/^filter\s+\S/i.test(definition)) {
      throw badRequest(`Line ${line}: a filter statement starts with 'filter'.`, 'INVALID_CSV');
    }
    const condition = cell(row, 'condition');
    if (condition && !conditions.has(condition)) {
      try {
        checkCondition(condition);
      } catch {
        throw badRequest(
          `Line ${line}: the condition is neither a condition id nor a 'when' definition.`,
          'INVALID_CSV',
        );
      }
    }
    return {
      feature: statementFeature,
      definition,
      description: cell(row, 'description') || undefined,
      condition,
    };
  });
  const kept = parsed.filter((row) => !feature || row.feature === feature);
  const resolveCondition = (condition: string) => {
    if (!condition) return undefined;
    if (conditions.has(condition)) return condition;
    const existing = conditions.list().find((c) => c.definition === condition);
    if (existing) return existing.id as string;
    return conditions.insert({
      id: randomUUID(),
      definition: condition,
      description: '',
      modifiedAt: now(),
      modifiedBy: userOf(ctx),
    }).id as string;
  };
  if (mode === 'overwrite') {
    holdings.statements = holdings.statements.filter(
      (s) => feature !== undefined && feature !== '' && s.feature !== feature,
    );
  }
  for (const row of kept) {
    holdings.statements.push({
      id: randomUUID(),
      feature: row.feature,
      definition: row.definition,
      description: row.description,
      conditionId: resolveCondition(row.condition),
    });
  }
  return noContent();
}

const statementHandlers: Handlers = {
  'pipelines.statements.list': (ctx) => {
    const { store, holdings } = scope(ctx);
    return statementList(ctx, store, holdings);
  },
  'pipelines.statements.exportCsv': (ctx) => {
    const { store, holdings } = scope(ctx);
    const feature = ctx.query('feature');
    if (feature) checkValues('feature', [feature], FEATURES);
    const lines = [CSV_COLUMNS.join(',')];
    holdings.statements.forEach((s, index) => {
      if (feature && s.feature !== feature) return;
      const condition = s.conditionId ? conditionsOf(store).get(s.conditionId).definition : '';
      lines.push(
        [s.id, s.feature, s.definition, s.description ?? '', condition, index + 1].map(csvField).join(','),
      );
    });
    return new Reply(200, `${lines.join('\r\n')}\r\n`, { 'content-type': 'text/csv; charset=utf-8' });
  },
  'pipelines.statements.importCsv': importStatements,
  'pipelines.statements.create': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const { position, ...fields } = checkStatement(store, holdings, await ctx.json());
    const statement: StatementRecord = { id: randomUUID(), ...fields };
    const at = position ? Math.min(position, holdings.statements.length + 1) : holdings.statements.length + 1;
    holdings.statements.splice(at - 1, 0, statement);
    return statementView(store, holdings, statement);
  },
  'pipelines.statements.copy': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const body = requireObject(await ctx.json());
    const destinationId = requiredString(body, 'destinationPipelineId', 'A copy');
    const ids = body.statementIds;
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
      throw badRequest("'statementIds' must be an array of strings.");
    }
    const destination = holdingsOf(store, pipelineRecord(store, destinationId).id);
    const originals = ids.map((id: string) => findIn(holdings.statements, id, 'Statement'));
    const copies = originals.map((s) => ({
      ...structuredClone(s),
      id: randomUUID(),
      statementGroupId: undefined,
    }));
    destination.statements.push(...copies);
    return page(
      ctx,
      copies.map((s) => statementView(store, destination, s)),
      'statements',
    );
  },
  'pipelines.statements.get': (ctx) => {
    const { store, holdings } = scope(ctx);
    return statementView(store, holdings, findIn(holdings.statements, ctx.params.statementId, 'Statement'));
  },
  'pipelines.statements.update': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const statement = findIn(holdings.statements, ctx.params.statementId, 'Statement');
    const { position, ...fields } = checkStatement(store, holdings, await ctx.json());
    if (position) moveTo(holdings.statements, statement, Math.min(position, holdings.statements.length));
    Object.assign(statement, fields);
    return statementView(store, holdings, statement);
  },
  'pipelines.statements.delete': (ctx) => {
    const { holdings } = scope(ctx);
    const statement = findIn(holdings.statements, ctx.params.statementId, 'Statement');
    holdings.statements.splice(holdings.statements.indexOf(statement), 1);
    return noContent();
  },
  'pipelines.statements.move': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const statement = findIn(holdings.statements, ctx.params.statementId, 'Statement');
    const body = requireObject(await ctx.json());
    if (body.after !== undefined && body.after !== null) {
      if (typeof body.after !== 'string') throw badRequest("'after' must be a statement id.");
      const after = findIn(holdings.statements, body.after, 'Statement');
      if (after === statement) throw badRequest('A statement cannot move after itself.');
      holdings.statements.splice(holdings.statements.indexOf(statement), 1);
      holdings.statements.splice(holdings.statements.indexOf(after) + 1, 0, statement);
    } else if (body.position !== undefined) {
      moveTo(holdings.statements, statement, body.position);
    } else {
      throw badRequest("A move needs a 'position' (1-based) or 'after' (a statement id).");
    }
    // Every statement of the pipeline, in the new order.
    return holdings.statements.map((s) => statementView(store, holdings, s));
  },
  'pipelines.statements.bulkDelete': async (ctx) => {
    const { holdings } = scope(ctx);
    const ids = idsOf(await ctx.json());
    for (const id of ids) findIn(holdings.statements, id, 'Statement');
    holdings.statements = holdings.statements.filter((s) => !ids.includes(s.id));
    // The platform answers an object it does not describe.
    return {};
  },
  'pipelines.statements.bulkGet': async (ctx) => {
    const { store, holdings } = scope(ctx);
    return statementList(ctx, store, holdings, idsOf(await ctx.json()));
  },
};

// ---------------------------------------------------------------- result rankings

function checkPredicates(list: unknown, what: string) {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw badRequest(`'${what}' must be an array.`);
  for (const predicate of list) {
    if (!predicate || typeof predicate !== 'object')
      throw badRequest(`Every item of '${what}' must be an object.`);
    const operator = predicate.matchOperator?.kind;
    if (operator !== undefined) checkValues('matchOperator.kind', [operator], MATCH_OPERATORS);
    const locale = predicate.locale?.kind;
    if (locale !== undefined) checkValues('locale.kind', [locale], LOCALE_KINDS);
    if (predicate.basicQueryExpression !== undefined && typeof predicate.basicQueryExpression !== 'string') {
      throw badRequest("'basicQueryExpression' must be a string.");
    }
  }
  return list;
}

/**
 * Checks a result ranking rule. The published schema requires its name, kind and targets (and a
 * ranking expression's rankingModifier), gives the values of kinds, operators and locales, and types
 * the rest; this checks what it leaves open: a blank name, no target, the modifier's range, the statement
 * group and condition it names, and the predicates' operators (their checks are shared with facet state
 * rules, which the platform does not publish).
 */
function checkRanking(store: OrganizationStore, holdings: Holdings, body: unknown) {
  const outer = requireObject(body);
  const props = outer.resultRanking && typeof outer.resultRanking === 'object' ? outer.resultRanking : outer;
  const name = requiredString(props, 'name', 'A result ranking');
  const targets = props.targets;
  if (!Array.isArray(targets) || !targets.length) {
    throw badRequest(
      "A result ranking needs 'targets': documents by uniqueId, by localizedContent or by queryExpression.",
    );
  }
  const predicates = checkPredicates(props.predicates, 'predicates');
  const modifier = props.rankingModifier;
  if (modifier !== undefined && (typeof modifier !== 'number' || Math.abs(modifier) > 1000)) {
    throw badRequest("'rankingModifier' must be a number from -1000 to 1000.");
  }
  const groupId = optionalString(props, 'statementGroupId');
  if (groupId) findIn(holdings.groups, groupId, 'Statement group');
  const reference = props.condition?.reference;
  if (reference !== undefined) conditionId(store, reference, 'condition.reference');
  const { associatedGroup: _a, ...rest } = props;
  return {
    ...rest,
    name,
    kind: props.kind,
    predicates,
    enabled: props.enabled ?? true,
    targets,
    ...(groupId ? { statementGroupId: groupId } : {}),
  };
}

function rankingView(holdings: Holdings, ranking: RankingRecord) {
  const groupId = ranking.resultRanking.statementGroupId;
  const group = groupId ? holdings.groups.find((g) => g.id === groupId) : undefined;
  return {
    id: ranking.id,
    resultRanking: structuredClone(ranking.resultRanking),
    ...(group
      ? {
          associatedGroup: {
            id: group.id,
            name: group.name,
            isActive: group.isActive,
            status: groupStatus(group),
          },
        }
      : {}),
    status: rankingStatus(holdings, ranking),
    modifiedAt: ranking.modifiedAt,
    modifiedBy: ranking.modifiedBy,
  };
}

function groupedBy(holdings: Holdings) {
  const associated = dictionary<number>();
  let orphaned = 0;
  let active = 0;
  let featured = 0;
  for (const r of holdings.rankings) {
    const group = holdings.groups.find((g) => g.id === r.resultRanking.statementGroupId);
    if (group) associated[group.name] = (associated[group.name] ?? 0) + 1;
    else orphaned++;
    if (rankingStatus(holdings, r) === 'active') active++;
    if (r.resultRanking.kind === 'featured_result') featured++;
  }
  return {
    groups: { associated, orphaned },
    status: { active, inactive: holdings.rankings.length - active },
    type: { featuredResults: featured, rankingExpressions: holdings.rankings.length - featured },
  };
}

function rankingList(ctx: EmulatorContext, holdings: Holdings, ids?: string[]) {
  const filter = ctx.query('filter');
  const ruleTypes = listQuery(ctx, 'ruleTypes');
  checkValues('ruleTypes', ruleTypes, Object.keys(RULE_TYPES));
  const kinds = [...ruleTypes.map((t) => RULE_TYPES[t]), ...listQuery(ctx, 'kind')];
  checkValues('kind', kinds, RANKING_KINDS);
  const statuses = [...listQuery(ctx, 'ruleStatuses'), ...listQuery(ctx, 'enabledStatus')];
  checkValues('ruleStatuses', statuses, ['active', 'inactive']);
  const groupNames = listQuery(ctx, 'associatedGroups');
  const groupId = ctx.query('statementGroupId');
  let items = holdings.rankings.filter((r) => {
    const group = holdings.groups.find((g) => g.id === r.resultRanking.statementGroupId);
    return (
      (!ids || ids.includes(r.id)) &&
      (!filter || contains(r.resultRanking.name, filter) || contains(r.resultRanking.description, filter)) &&
      (!kinds.length || kinds.includes(r.resultRanking.kind)) &&
      (!statuses.length || statuses.includes(rankingStatus(holdings, r))) &&
      (!groupNames.length || (group ? groupNames.includes(group.name) : groupNames.includes('null'))) &&
      (!groupId || r.resultRanking.statementGroupId === groupId)
    );
  });
  items = sorted(ctx, items, {
    name: (r) => r.resultRanking.name,
    position: (r) => holdings.rankings.indexOf(r),
    modifiedAt: (r) => r.modifiedAt,
  });
  return {
    ...page(
      ctx,
      items.map((r) => rankingView(holdings, r)),
      'resultRankings',
    ),
    groupedBy: groupedBy(holdings),
  };
}

const rankingHandlers: Handlers = {
  'pipelines.resultRankings.list': (ctx) => rankingList(ctx, scope(ctx).holdings),
  'pipelines.resultRankings.create': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const resultRanking = checkRanking(store, holdings, await ctx.json());
    const ranking: RankingRecord = {
      id: randomUUID(),
      resultRanking,
      modifiedAt: now(),
      modifiedBy: userOf(ctx),
    };
    holdings.rankings.push(ranking);
    return { id: ranking.id };
  },
  'pipelines.resultRankings.get': (ctx) => {
    const { holdings } = scope(ctx);
    // One rule reads flat: its configuration beside its id (a list wraps it in `resultRanking`).
    const { resultRanking, ...view } = rankingView(
      holdings,
      findIn(holdings.rankings, ctx.params.resultRankingId, 'Result ranking'),
    );
    return { ...resultRanking, ...view };
  },
  'pipelines.resultRankings.update': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const ranking = findIn(holdings.rankings, ctx.params.resultRankingId, 'Result ranking');
    ranking.resultRanking = checkRanking(store, holdings, await ctx.json());
    ranking.modifiedAt = now();
    ranking.modifiedBy = userOf(ctx);
    return noContent();
  },
  'pipelines.resultRankings.delete': (ctx) => {
    const { holdings } = scope(ctx);
    const ranking = findIn(holdings.rankings, ctx.params.resultRankingId, 'Result ranking');
    holdings.rankings.splice(holdings.rankings.indexOf(ranking), 1);
    return noContent();
  },
  'pipelines.resultRankings.duplicate': (ctx) => {
    const { holdings } = scope(ctx);
    const original = findIn(holdings.rankings, ctx.params.resultRankingId, 'Result ranking');
    const copy: RankingRecord = {
      id: randomUUID(),
      resultRanking: {
        ...structuredClone(original.resultRanking),
        name: `${original.resultRanking.name} (copy)`,
      },
      modifiedAt: now(),
      modifiedBy: userOf(ctx),
    };
    holdings.rankings.splice(holdings.rankings.indexOf(original) + 1, 0, copy);
    return rankingView(holdings, copy);
  },
  'pipelines.resultRankings.copy': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const body = requireObject(await ctx.json());
    const destinationId = requiredString(body, 'destinationPipelineId', 'A copy');
    const ids = body.resultRankingIds;
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
      throw badRequest("'resultRankingIds' must be an array of strings.");
    }
    const destination = holdingsOf(store, pipelineRecord(store, destinationId).id);
    const originals = ids.map((id: string) => findIn(holdings.rankings, id, 'Result ranking'));
    const copies = originals.map((r): RankingRecord => {
      const { statementGroupId: _g, ...props } = structuredClone(r.resultRanking);
      return { id: randomUUID(), resultRanking: props, modifiedAt: now(), modifiedBy: userOf(ctx) };
    });
    destination.rankings.push(...copies);
    return created({ resultRankings: copies.map((r) => ({ id: r.id, resultRanking: r.resultRanking })) });
  },
  'pipelines.resultRankings.bulkDelete': async (ctx) => {
    const { holdings } = scope(ctx);
    const ids = idsOf(await ctx.json());
    for (const id of ids) findIn(holdings.rankings, id, 'Result ranking');
    holdings.rankings = holdings.rankings.filter((r) => !ids.includes(r.id));
    // The platform answers an object it does not describe.
    return {};
  },
  'pipelines.resultRankings.bulkGet': async (ctx) => {
    const { holdings } = scope(ctx);
    return rankingList(ctx, holdings, idsOf(await ctx.json()));
  },
};

// ---------------------------------------------------------------- statement groups

function checkGroup(store: OrganizationStore, body: unknown, current?: GroupRecord) {
  const fields = requireObject(body);
  const name = requiredString(fields, 'name', 'A statement group');
  const type = fields.type ?? current?.type;
  if (typeof type !== 'string') throw badRequest("A statement group needs a 'type': campaign or permanent.");
  checkValues('type', [type], GROUP_TYPES);
  const isActive = optionalBoolean(fields, 'isActive');
  const description = optionalString(fields, 'description');
  let campaignStart: string | undefined;
  let campaignEnd: string | undefined;
  if (type === 'campaign') {
    for (const field of ['campaignStart', 'campaignEnd']) {
      if (typeof fields[field] !== 'string' || Number.isNaN(Date.parse(fields[field]))) {
        throw badRequest(`A campaign needs '${field}', an ISO 8601 date.`);
      }
    }
    campaignStart = new Date(fields.campaignStart).toISOString();
    campaignEnd = new Date(fields.campaignEnd).toISOString();
    if (Date.parse(campaignStart) >= Date.parse(campaignEnd)) {
      throw badRequest("'campaignStart' must come before 'campaignEnd'.");
    }
  }
  const condition = conditionId(store, fields.conditionId, 'conditionId');
  return {
    name,
    type,
    description,
    isActive: isActive ?? current?.isActive ?? true,
    campaignStart,
    campaignEnd,
    conditionId: condition,
  };
}

function groupView(store: OrganizationStore, holdings: Holdings, group: GroupRecord) {
  return {
    ...group,
    status: groupStatus(group),
    warnings: [],
    ...(group.conditionId
      ? { conditionDefinition: conditionView(store, group.conditionId)?.definition }
      : {}),
    statementComposition: {
      resultRankingStatementCount: holdings.rankings.filter(
        (r) => r.resultRanking.statementGroupId === group.id,
      ).length,
      otherStatementCount: holdings.statements.filter((s) => s.statementGroupId === group.id).length,
    },
  };
}

const groupHandlers: Handlers = {
  'pipelines.statementGroups.list': (ctx) => {
    const { store, holdings } = scope(ctx);
    const filter = ctx.query('filter');
    const statuses = listQuery(ctx, 'status');
    checkValues('status', statuses, GROUP_STATUSES);
    const types = listQuery(ctx, 'types');
    checkValues('types', types, GROUP_TYPES);
    let items = holdings.groups.filter(
      (g) =>
        (!filter || contains(g.name, filter) || contains(g.description, filter)) &&
        (!statuses.length || statuses.includes(groupStatus(g))) &&
        (!types.length || types.includes(g.type)),
    );
    items = sorted(ctx, items, {
      name: (g) => g.name,
      status: (g) => groupStatus(g),
      type: (g) => g.type,
      createdAt: (g) => g.createdAt,
      modifiedAt: (g) => g.modifiedAt,
    });
    const count = (test: (g: GroupRecord) => boolean) => holdings.groups.filter(test).length;
    return {
      ...page(
        ctx,
        items.map((g) => groupView(store, holdings, g)),
        'groups',
      ),
      groupComposition: {
        activeGroupCount: count((g) => groupStatus(g) === 'active'),
        inactiveGroupCount: count((g) => groupStatus(g) === 'inactive'),
        expiredGroupCount: count((g) => groupStatus(g) === 'expired'),
        notStartedGroupCount: count((g) => groupStatus(g) === 'notStarted'),
        campaignGroupCount: count((g) => g.type === 'campaign'),
        permanentGroupCount: count((g) => g.type === 'permanent'),
      },
    };
  },
  'pipelines.statementGroups.create': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const fields = checkGroup(store, await ctx.json());
    const stamp = now();
    const group: GroupRecord = {
      id: randomUUID(),
      ...fields,
      createdAt: stamp,
      createdBy: userOf(ctx),
      modifiedAt: stamp,
      modifiedBy: userOf(ctx),
    };
    holdings.groups.push(group);
    return created(groupView(store, holdings, group));
  },
  'pipelines.statementGroups.get': (ctx) => {
    const { store, holdings } = scope(ctx);
    return groupView(
      store,
      holdings,
      findIn(holdings.groups, ctx.params.statementGroupId, 'Statement group'),
    );
  },
  'pipelines.statementGroups.update': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const group = findIn(holdings.groups, ctx.params.statementGroupId, 'Statement group');
    Object.assign(group, checkGroup(store, await ctx.json(), group), {
      modifiedAt: now(),
      modifiedBy: userOf(ctx),
    });
    return noContent();
  },
  'pipelines.statementGroups.delete': (ctx) => {
    const { holdings } = scope(ctx);
    const group = findIn(holdings.groups, ctx.params.statementGroupId, 'Statement group');
    holdings.groups.splice(holdings.groups.indexOf(group), 1);
    // Its rules stay, without a group.
    for (const r of holdings.rankings)
      if (r.resultRanking.statementGroupId === group.id) delete r.resultRanking.statementGroupId;
    for (const s of holdings.statements) if (s.statementGroupId === group.id) s.statementGroupId = undefined;
    return noContent();
  },
  'pipelines.statementGroups.setActive': async (ctx) => {
    const { holdings } = scope(ctx);
    const group = findIn(holdings.groups, ctx.params.statementGroupId, 'Statement group');
    const body = requireObject(await ctx.json());
    if (typeof body.isActive !== 'boolean') throw badRequest("The body needs 'isActive': true or false.");
    Object.assign(group, { isActive: body.isActive, modifiedAt: now(), modifiedBy: userOf(ctx) });
    return noContent();
  },
  'pipelines.statementGroups.updateAssociations': async (ctx) => {
    const { holdings } = scope(ctx);
    const group = findIn(holdings.groups, ctx.params.statementGroupId, 'Statement group');
    const body = requireObject(await ctx.json());
    const rulesOf = (name: string) => {
      const list = body[name] ?? [];
      if (!Array.isArray(list) || list.length > 50)
        throw badRequest(`'${name}' must be an array of at most 50 rules.`);
      for (const rule of list) {
        if (!rule || typeof rule.ruleId !== 'string' || rule.featureType !== 'resultRankings') {
          throw badRequest(`Every rule of '${name}' needs a 'ruleId' and 'featureType' resultRankings.`);
        }
      }
      return list as Array<{ ruleId: string }>;
    };
    const toAdd = rulesOf('toAdd');
    const toRemove = rulesOf('toRemove');
    for (const rule of toAdd) {
      if (!holdings.rankings.some((r) => r.id === rule.ruleId)) {
        throw badRequest(
          `The result ranking '${rule.ruleId}' does not exist in this pipeline: nothing was changed.`,
        );
      }
    }
    for (const rule of toRemove) {
      const ranking = holdings.rankings.find((r) => r.id === rule.ruleId);
      if (ranking?.resultRanking.statementGroupId === group.id) delete ranking.resultRanking.statementGroupId;
    }
    for (const rule of toAdd)
      findIn(holdings.rankings, rule.ruleId, 'Result ranking').resultRanking.statementGroupId = group.id;
    return {
      associatedRules: holdings.rankings
        .filter((r) => r.resultRanking.statementGroupId === group.id)
        .map((r) => ({ featureType: 'resultRankings', ruleId: r.id })),
    };
  },
};

// ---------------------------------------------------------------- facet state rules

function checkFacetRule(store: OrganizationStore, body: unknown) {
  const rule = requireObject(body);
  requiredString(rule, 'kind', 'A facet state rule');
  optionalString(rule, 'field');
  optionalString(rule, 'description');
  if (
    rule.values !== undefined &&
    (!Array.isArray(rule.values) || rule.values.some((v: unknown) => typeof v !== 'string'))
  ) {
    throw badRequest("'values' must be an array of strings.");
  }
  checkPredicates(
    rule.predicates === undefined || Array.isArray(rule.predicates) ? rule.predicates : [rule.predicates],
    'predicates',
  );
  if (rule.condition?.reference !== undefined)
    conditionId(store, rule.condition.reference, 'condition.reference');
  return structuredClone(rule);
}

const facetView = (holdings: Holdings, rule: { id: string; rule: Record<string, any> }) => ({
  id: rule.id,
  position: holdings.facetRules.indexOf(rule) + 1,
  rule: structuredClone(rule.rule),
});

const facetHandlers: Handlers = {
  'pipelines.facetStateRules.list': (ctx) => {
    const { holdings } = scope(ctx);
    const filter = ctx.query('filter');
    let items = holdings.facetRules.filter(
      (r) => !filter || contains(r.rule.field, filter) || contains(r.rule.description, filter),
    );
    items = sorted(ctx, items, {
      position: (r) => holdings.facetRules.indexOf(r),
      field: (r) => r.rule.field,
    });
    return page(
      ctx,
      items.map((r) => facetView(holdings, r)),
      'facetStateRules',
    );
  },
  'pipelines.facetStateRules.create': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const record = { id: randomUUID(), rule: checkFacetRule(store, await ctx.json()) };
    holdings.facetRules.push(record);
    return created(facetView(holdings, record));
  },
  'pipelines.facetStateRules.get': (ctx) => {
    const { holdings } = scope(ctx);
    return facetView(holdings, findIn(holdings.facetRules, ctx.params.facetStateRuleId, 'Facet state rule'));
  },
  'pipelines.facetStateRules.update': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const record = findIn(holdings.facetRules, ctx.params.facetStateRuleId, 'Facet state rule');
    record.rule = checkFacetRule(store, await ctx.json());
    return facetView(holdings, record);
  },
  'pipelines.facetStateRules.delete': (ctx) => {
    const { holdings } = scope(ctx);
    const record = findIn(holdings.facetRules, ctx.params.facetStateRuleId, 'Facet state rule');
    holdings.facetRules.splice(holdings.facetRules.indexOf(record), 1);
    return noContent();
  },
  'pipelines.facetStateRules.setPosition': async (ctx) => {
    const { holdings } = scope(ctx);
    const record = findIn(holdings.facetRules, ctx.params.facetStateRuleId, 'Facet state rule');
    moveTo(holdings.facetRules, record, requireObject(await ctx.json()).position);
    return noContent();
  },
};

// ---------------------------------------------------------------- ML associations

function checkAssociation(store: OrganizationStore, body: unknown, current?: AssociationRecord) {
  const fields = requireObject(body);
  const modelId = fields.modelId ?? current?.modelId;
  if (typeof modelId !== 'string' || !modelId.trim())
    throw badRequest("An ML association needs a 'modelId'.");
  // The model must exist (an association of a model since deleted may keep its id).
  if (modelId !== current?.modelId && !mlModels(store).has(modelId)) throw notFound('Model', modelId);
  for (const name of ['maxRecommendations', 'rankingModifier']) {
    if (
      fields[name] !== undefined &&
      (typeof fields[name] !== 'number' || (fields[name] < 0 && name === 'maxRecommendations'))
    ) {
      throw badRequest(`'${name}' must be a number.`);
    }
  }
  for (const name of [
    'exclusive',
    'enableWordCompletion',
    'intelligentTermDetection',
    'matchAdvancedExpression',
    'matchBasicExpression',
  ]) {
    optionalBoolean(fields, name);
  }
  for (const name of ['cacheMaximumAge', 'description', 'modelDisplayName', 'modelEngine'])
    optionalString(fields, name);
  const condition = conditionId(store, fields.condition);
  const { id: _id, position: _p, modelStatus: _s, conditionDefinition: _d, ...rest } = fields;
  return { ...(current ?? {}), ...rest, modelId, condition };
}

/** The ML family's models (same collection name and label as there: the first use fixes them). */
const mlModels = (store: OrganizationStore) => store.collection<Record<string, any>>('mlModels', 'Model');

/**
 * An ML model's status as the ML family keeps it (its lifecycle, in the platform's values), or `DELETED`
 * once the model is gone (its associations stay).
 */
function modelStatus(store: OrganizationStore, modelId: string): string {
  const model = mlModels(store).records.get(modelId);
  return model ? String(model.status ?? model.modelStatus ?? 'ONLINE') : 'DELETED';
}

function associationView(store: OrganizationStore, holdings: Holdings, a: AssociationRecord) {
  return {
    ...structuredClone(a),
    position: holdings.associations.indexOf(a) + 1,
    modelStatus: modelStatus(store, a.modelId),
    ...(a.condition ? { conditionDefinition: conditionView(store, a.condition)?.definition } : {}),
  };
}

const associationHandlers: Handlers = {
  'pipelines.mlAssociations.list': (ctx) => {
    const { store, holdings } = scope(ctx);
    return paged(
      ctx,
      holdings.associations.map((a) => associationView(store, holdings, a)),
      'rules',
    );
  },
  'pipelines.mlAssociations.create': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const record = { id: randomUUID(), ...checkAssociation(store, await ctx.json()) } as AssociationRecord;
    holdings.associations.push(record);
    // The platform answers the new association's id, a JSON string.
    return record.id;
  },
  'pipelines.mlAssociations.get': (ctx) => {
    const { store, holdings } = scope(ctx);
    return associationView(
      store,
      holdings,
      findIn(holdings.associations, ctx.params.associationId, 'ML association'),
    );
  },
  'pipelines.mlAssociations.update': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const record = findIn(holdings.associations, ctx.params.associationId, 'ML association');
    const fields = checkAssociation(store, await ctx.json(), record);
    for (const key of Object.keys(record)) if (key !== 'id') delete record[key];
    assignOwn(record, fields, { id: record.id });
    return noContent();
  },
  'pipelines.mlAssociations.delete': (ctx) => {
    const { holdings } = scope(ctx);
    const record = findIn(holdings.associations, ctx.params.associationId, 'ML association');
    holdings.associations.splice(holdings.associations.indexOf(record), 1);
    return noContent();
  },
  'pipelines.mlAssociations.setPosition': (ctx) => {
    const { holdings } = scope(ctx);
    const record = findIn(holdings.associations, ctx.params.associationId, 'ML association');
    const raw = ctx.query('position');
    if (!raw || !/^\d+$/.test(raw))
      throw badRequest("The query parameter 'position' must be a positive integer.");
    moveTo(holdings.associations, record, Number(raw));
    return noContent();
  },
  'pipelines.mlAssociations.listAssociatedPipelines': (ctx) => {
    const store = searchStore(ctx);
    const byModel = new Map<string, Array<Record<string, string>>>();
    for (const pipeline of pipelinesOf(store).list()) {
      for (const a of holdingsOf(store, pipeline.id).associations) {
        const list = byModel.get(a.modelId) ?? [];
        list.push({ associationId: a.id, pipelineId: pipeline.id, pipelineName: pipeline.name });
        byModel.set(a.modelId, list);
      }
    }
    return [...byModel].map(([modelId, associations]) => ({ modelId, associations }));
  },
  'pipelines.mlAssociations.bulkGet': async (ctx) => {
    const { store, holdings } = scope(ctx);
    const ids = idsOf(await ctx.json());
    const items = holdings.associations.filter((a) => ids.includes(a.id));
    return paged(
      ctx,
      items.map((a) => associationView(store, holdings, a)),
      'rules',
    );
  },
  /**
   * The ML integration a pipeline runs: 2 (model associations) unless it has only ML statements of the
   * older kind (`topClicks`, `querySuggest`, `recommendation`), then 1. The call names no organization:
   * the pipeline is looked for in the token's organizations.
   */
  'pipelines.ml.getVersion': (ctx) => {
    const id = ctx.params.pipelineId;
    for (const organization of ctx.token?.organizations ?? []) {
      if (!ctx.state.organizations.has(organization)) continue;
      const store = ctx.state.store(organization);
      if (!pipelinesOf(store).has(id)) continue;
      const holdings = holdingsOf(store, id);
      const legacy = holdings.statements.some((s) => ML_FEATURES.includes(s.feature));
      return { pipelineId: id, version: legacy && !holdings.associations.length ? 1 : 2 };
    }
    throw notFound('Query pipeline', id);
  },
};

export const pipelinesHandlers: Handlers = {
  ...pipelineHandlers,
  ...conditionHandlers,
  ...statementHandlers,
  ...rankingHandlers,
  ...groupHandlers,
  ...facetHandlers,
  ...associationHandlers,
};
