import { randomUUID } from 'node:crypto';
import { boolQuery, type EmulatorContext, paged } from '../context';
import { badRequest, conflict, created, noContent } from '../http';
import { fieldsOf, indexBackupsOf, indexesOf, sourcesOf } from '../provision';
import { requireObject } from './rest';
import type { Handlers } from './types';

const INDEX_TYPES = ['COVEO', 'ELASTIC', 'INDEX_LESS', 'ON_PREMISES'];
const BACKUP_TYPES = ['FULL', 'NONE', 'REGULAR'];
const BACKUP_SORTS = ['createdDate', 'backupId', 'indexId'];
const GIB = 1024 ** 3;

type IndexRecord = Record<string, any>;

/**
 * An index as the API shows it. Lifecycle, computed on read: an index created, resized or restored is
 * `CREATING`, `RESIZING` or `RESTORING` until `pendingUntil` (now + refreshDurationMs at the change),
 * then `ONLINE` or `OFFLINE` according to its `online` flag.
 */
function indexView(record: IndexRecord): IndexRecord {
  const { pendingUntil, pendingStatus, ...index } = record;
  const busy = typeof pendingUntil === 'number' && Date.now() < pendingUntil;
  return { ...index, status: busy ? pendingStatus : index.online === false ? 'OFFLINE' : 'ONLINE' };
}

const isBusy = (record: IndexRecord) =>
  typeof record.pendingUntil === 'number' && Date.now() < record.pendingUntil;

function requireIdle(record: IndexRecord, action: string): void {
  if (isBusy(record)) {
    throw conflict(
      `The index '${record.id}' is ${record.pendingStatus}: it cannot ${action} before it is done.`,
    );
  }
}

const indexOf = (ctx: EmulatorContext) => indexesOf(ctx.store).get(ctx.params.indexId);

/** A backup as the API shows it: `IN_PROGRESS` until `readyAt`, then `COMPLETED`. */
function backupView(record: Record<string, any>): Record<string, any> {
  const { readyAt, ...backup } = record;
  return { ...backup, status: Date.now() < readyAt ? 'IN_PROGRESS' : 'COMPLETED' };
}

const isPositiveNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

function checkEnum(body: Record<string, any>, field: string, values: string[]): void {
  if (body[field] !== undefined && !values.includes(body[field])) {
    throw badRequest(
      `The field '${field}' must be one of: ${values.join(', ')}; got ${JSON.stringify(body[field])}.`,
    );
  }
}

function checkType(body: Record<string, any>, field: string, type: 'string' | 'boolean'): void {
  if (body[field] !== undefined && typeof body[field] !== type) {
    throw badRequest(`The field '${field}' must be a ${type}.`);
  }
}

function checkSize(value: unknown, field: string): void {
  if (value === undefined) throw badRequest(`The field '${field}' is required (a size in GiB).`);
  if (!isPositiveNumber(value)) {
    throw badRequest(`The field '${field}' must be a positive number of GiB; got ${JSON.stringify(value)}.`);
  }
}

/** Checks `machineSpec`: an object whose `storageSpec.sizeInGibibytes` is a positive number. */
function checkMachineSpec(value: unknown): void {
  const spec = requireObject(value, "The field 'machineSpec'");
  if (spec.architecture !== undefined && typeof spec.architecture !== 'string') {
    throw badRequest("The field 'machineSpec.architecture' must be a string.");
  }
  if (spec.storageSpec === undefined) throw badRequest("The field 'machineSpec.storageSpec' is required.");
  const storage = requireObject(spec.storageSpec, "The field 'machineSpec.storageSpec'");
  checkSize(storage.sizeInGibibytes, 'machineSpec.storageSpec.sizeInGibibytes');
  if (storage.storageType !== undefined && typeof storage.storageType !== 'string') {
    throw badRequest("The field 'machineSpec.storageSpec.storageType' must be a string.");
  }
  if (
    storage.numberOfIops !== undefined &&
    !(Number.isInteger(storage.numberOfIops) && storage.numberOfIops >= 0)
  ) {
    throw badRequest("The field 'machineSpec.storageSpec.numberOfIops' must be a non-negative integer.");
  }
}

/** Checks the fields of an index model that are present. */
function checkIndexFields(body: Record<string, any>): void {
  checkEnum(body, 'type', INDEX_TYPES);
  checkEnum(body, 'backupType', BACKUP_TYPES);
  checkType(body, 'online', 'boolean');
  checkType(body, 'readOnly', 'boolean');
  if (
    body.logicalIndex !== undefined &&
    (typeof body.logicalIndex !== 'string' || !body.logicalIndex.trim())
  ) {
    throw badRequest("The field 'logicalIndex' must be a non-empty string.");
  }
  if (body.machineSpec !== undefined) checkMachineSpec(body.machineSpec);
}

/** Reads a required `true`/`false` query flag. */
function requiredFlag(ctx: EmulatorContext, name: string): boolean {
  const raw = ctx.query(name);
  if (raw === undefined || raw === '')
    throw badRequest(`The query parameter '${name}' is required (true or false).`);
  return boolQuery(ctx, name, false);
}

/** A time filter: ms since the epoch, or a date `Date.parse` reads. */
function timeQuery(ctx: EmulatorContext, name: string): number | undefined {
  const raw = ctx.query(name);
  if (raw === undefined || raw === '') return undefined;
  const time = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (Number.isNaN(time)) {
    throw badRequest(
      `The query parameter '${name}' must be a time in ms since the epoch or an ISO 8601 date; got '${raw}'.`,
    );
  }
  return time;
}

/** `ASC` or `DESC`, any case. */
export function orderQuery(ctx: EmulatorContext, fallback: 'ASC' | 'DESC'): 'ASC' | 'DESC' {
  const raw = ctx.query('order');
  if (raw === undefined || raw === '') return fallback;
  const order = raw.toUpperCase();
  if (order !== 'ASC' && order !== 'DESC')
    throw badRequest(`The query parameter 'order' must be ASC or DESC; got '${raw}'.`);
  return order;
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

const configurationKey = (indexId: string) => `indexes/${indexId}/configuration`;

/**
 * Indexes (`indexesOf(store)`), their backups (`indexBackupsOf(store)`) and configurations (one store
 * document per index). Changes answer the index as {@link indexView} shows it.
 */
export const indexesHandlers: Handlers = {
  'indexes.list': (ctx) => indexesOf(ctx.store).list().map(indexView),

  'indexes.create': async (ctx) => {
    const body = requireObject(await ctx.json());
    if (body.machineSpec === undefined) throw badRequest("The field 'machineSpec' is required.");
    checkIndexFields(body);
    if (body.copyFromId !== undefined) {
      if (typeof body.copyFromId !== 'string') throw badRequest("The field 'copyFromId' must be a string.");
      if (!indexesOf(ctx.store).has(body.copyFromId)) {
        throw badRequest(`The field 'copyFromId' names no index of the organization: '${body.copyFromId}'.`);
      }
    }
    const now = Date.now();
    const { id: _id, status: _status, pendingUntil: _p, pendingStatus: _s, ...fields } = body;
    const record = indexesOf(ctx.store).insert({
      type: 'COVEO',
      logicalIndex: 'default',
      backupType: 'REGULAR',
      online: true,
      readOnly: false,
      ...fields,
      id: `${ctx.org}-index-${randomUUID().slice(0, 8)}`,
      organizationId: ctx.org,
      createdDate: now,
      pendingStatus: 'CREATING',
      pendingUntil: now + ctx.settings.refreshDurationMs,
    });
    return created(indexView(record));
  },

  'indexes.get': (ctx) => indexView(indexOf(ctx)),

  'indexes.delete': (ctx) => {
    indexesOf(ctx.store).delete(ctx.params.indexId);
    ctx.store.documents.delete(configurationKey(ctx.params.indexId));
    return noContent();
  },

  'indexes.backup': (ctx) => {
    const index = indexOf(ctx);
    requireIdle(index, 'be backed up');
    const now = Date.now();
    const backup = indexBackupsOf(ctx.store).insert({
      backupId: randomUUID(),
      indexId: index.id,
      organizationId: ctx.org,
      backupType: index.backupType ?? 'REGULAR',
      createdDate: now,
      readyAt: now + ctx.settings.refreshDurationMs,
    });
    return created(backupView(backup));
  },

  'indexes.commit': (ctx) => {
    const index = indexOf(ctx);
    indexesOf(ctx.store).update(index.id, { lastCommitDate: Date.now() });
    return noContent();
  },

  'indexes.resize': async (ctx) => {
    const index = indexOf(ctx);
    const body = requireObject(await ctx.json());
    checkSize(body.sizeInGibibytes, 'sizeInGibibytes');
    requireIdle(index, 'be resized');
    const machineSpec = index.machineSpec ?? {};
    const updated = indexesOf(ctx.store).update(index.id, {
      machineSpec: {
        ...machineSpec,
        storageSpec: { ...machineSpec.storageSpec, sizeInGibibytes: body.sizeInGibibytes },
      },
      pendingStatus: 'RESIZING',
      pendingUntil: Date.now() + ctx.settings.refreshDurationMs,
    });
    return indexView(updated);
  },

  'indexes.restore': (ctx) => {
    const index = indexOf(ctx);
    const backupId = ctx.query('backupId');
    if (!backupId) throw badRequest("The query parameter 'backupId' is required.");
    const backup = indexBackupsOf(ctx.store).get(backupId);
    if (backup.indexId !== index.id) {
      throw badRequest(
        `The backup '${backupId}' is a backup of the index '${backup.indexId}', not of '${index.id}'.`,
      );
    }
    if (backupView(backup).status !== 'COMPLETED') {
      throw conflict(`The backup '${backupId}' is still in progress: restore it once it is COMPLETED.`);
    }
    requireIdle(index, 'be restored');
    const updated = indexesOf(ctx.store).update(index.id, {
      lastRestoredBackupId: backupId,
      pendingStatus: 'RESTORING',
      pendingUntil: Date.now() + ctx.settings.refreshDurationMs,
    });
    return indexView(updated);
  },

  'indexes.setReadOnly': (ctx) => {
    const readOnly = requiredFlag(ctx, 'isReadOnly');
    indexOf(ctx);
    return indexView(indexesOf(ctx.store).update(ctx.params.indexId, { readOnly }));
  },

  'indexes.setOnline': (ctx) => {
    const online = requiredFlag(ctx, 'isOnline');
    indexOf(ctx);
    return indexView(indexesOf(ctx.store).update(ctx.params.indexId, { online }));
  },

  /**
   * Statistics computed on read: documents and their size (bytes) summed over the organization's
   * sources that feed the index (their `logicalIndex` is unset, the index's logical index or its id;
   * `information.numberOfDocuments`,
   * `information.documentsTotalSize`), the organization's field count, and the storage size.
   */
  'indexes.getStats': (ctx) => {
    const index = indexOf(ctx);
    const logicalIndex = index.logicalIndex ?? 'default';
    let numberOfDocuments = 0;
    let documentsTotalSize = 0;
    for (const source of sourcesOf(ctx.store).list()) {
      const target = source.logicalIndex;
      if (target && target !== logicalIndex && target !== index.id) continue;
      numberOfDocuments += count(source.information?.numberOfDocuments);
      documentsTotalSize += count(source.information?.documentsTotalSize);
    }
    const sizeInGibibytes = count(index.machineSpec?.storageSpec?.sizeInGibibytes);
    const totalDiskSpace = sizeInGibibytes * GIB;
    return {
      indexId: index.id,
      numberOfDocuments,
      documentsTotalSize,
      numberOfFields: fieldsOf(ctx.store).list().length,
      sizeInGibibytes,
      totalDiskSpace,
      diskSpaceUsed: documentsTotalSize,
      remainingDiskSpace: Math.max(0, totalDiskSpace - documentsTotalSize),
    };
  },

  'indexes.getConfiguration': (ctx) => {
    const index = indexOf(ctx);
    return ctx.store.document(configurationKey(index.id), () => ({}));
  },

  'indexes.updateConfiguration': async (ctx) => {
    const index = indexOf(ctx);
    const body = requireObject(await ctx.json());
    ctx.store.documents.set(configurationKey(index.id), body);
    return body;
  },

  'indexes.updateRaw': async (ctx) => {
    const body = requireObject(await ctx.json());
    if (body.id === undefined || body.id === '')
      throw badRequest("The field 'id' is required: it names the index.");
    if (typeof body.id !== 'string') throw badRequest("The field 'id' must be a string.");
    checkIndexFields(body);
    const {
      id,
      organizationId: _o,
      status: _s,
      pendingUntil: _p,
      pendingStatus: _ps,
      createdDate: _c,
      ...fields
    } = body;
    indexesOf(ctx.store).get(id);
    return indexView(indexesOf(ctx.store).update(id, fields));
  },

  'indexes.listBackups': (ctx) => {
    const backupId = ctx.query('backupId');
    const indexId = ctx.query('indexId');
    const from = timeQuery(ctx, 'from');
    const to = timeQuery(ctx, 'to');
    const sortByRaw = ctx.query('sortBy') || 'createdDate';
    const sortBy = BACKUP_SORTS.find((name) => name.toLowerCase() === sortByRaw.toLowerCase());
    if (!sortBy) {
      throw badRequest(
        `The query parameter 'sortBy' must be one of: ${BACKUP_SORTS.join(', ')}; got '${sortByRaw}'.`,
      );
    }
    const direction = orderQuery(ctx, 'DESC') === 'ASC' ? 1 : -1;
    const items = indexBackupsOf(ctx.store)
      .list()
      .filter((backup) => !backupId || backup.backupId === backupId)
      .filter((backup) => !indexId || backup.indexId === indexId)
      .filter((backup) => from === undefined || backup.createdDate >= from)
      .filter((backup) => to === undefined || backup.createdDate <= to)
      .sort((a, b) => direction * compare(a[sortBy], b[sortBy]))
      .map(backupView);
    return paged(ctx, items, 'items');
  },
};

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}
