import { randomUUID } from 'node:crypto';
import { boolQuery, type EmulatorContext, paged } from '../context';
import { compareValues } from '../engine/listing';
import { badRequest, conflict, created, noContent } from '../http';
import { timeQuery } from '../model/catalogs';
import { checkFields, requireObject } from '../model/rest';
import { fieldsOf, indexBackupsOf, indexesOf, sourcesOf } from '../provision';
import type { Handlers } from './types';

/*
 * Indexes, their backups and configurations (one store document per index); the platform publishes no
 * schema for them. An index created, resized or restored is CREATING, RESIZING or RESTORING until
 * `pendingUntil` (refreshDurationMs after the change), then ONLINE or OFFLINE as its `online` flag says;
 * a backup is IN_PROGRESS for as long, then COMPLETED.
 */

type Rec = Record<string, any>;

const INDEX_FIELDS = {
  type: ['COVEO', 'ELASTIC', 'INDEX_LESS', 'ON_PREMISES'],
  backupType: ['FULL', 'NONE', 'REGULAR'],
  online: 'boolean',
  readOnly: 'boolean',
} as const;
const BACKUP_SORTS = ['createdDate', 'backupId', 'indexId'];
const GIB = 1024 ** 3;

/** A positive finite number as it is; 0 for anything else. */
const count = (value: unknown) =>
  typeof value === 'number' && value > 0 && Number.isFinite(value) ? value : 0;

/** An index as the API shows it, its status of the moment. */
function view({ pendingUntil, pendingStatus, ...index }: Rec): Rec {
  const status = Date.now() < pendingUntil ? pendingStatus : index.online === false ? 'OFFLINE' : 'ONLINE';
  return { ...index, status };
}

const backupView = ({ readyAt, ...backup }: Rec) => ({
  ...backup,
  status: Date.now() < readyAt ? 'IN_PROGRESS' : 'COMPLETED',
});

/** The path's index. @throws HttpError 409 while a change is pending and `action` needs it idle. */
function indexOf(ctx: EmulatorContext, action?: string): Rec {
  const index = indexesOf(ctx.store).get(ctx.params.indexId);
  if (action && Date.now() < index.pendingUntil)
    throw conflict(
      `The index '${index.id}' is ${index.pendingStatus}: it cannot ${action} before it is done.`,
    );
  return index;
}

/** Starts a pending change of the index: `status` until refreshDurationMs from now. */
const pending = (ctx: EmulatorContext, status: string) => ({
  pendingStatus: status,
  pendingUntil: Date.now() + ctx.settings.refreshDurationMs,
});

function checkSize(value: unknown, field: string): void {
  if (value === undefined || value === null)
    throw badRequest(`The field '${field}' is required (a size in GiB).`);
  if (!count(value))
    throw badRequest(`The field '${field}' must be a positive number of GiB; got ${JSON.stringify(value)}.`);
}

/** Checks the fields of an index model that are present. @returns those the caller may set. */
function checkIndex(body: Rec): Rec {
  checkFields(body, INDEX_FIELDS, 'The index');
  if (body.logicalIndex !== undefined && !(typeof body.logicalIndex === 'string' && body.logicalIndex.trim()))
    throw badRequest("The field 'logicalIndex' must be a non-empty string.");
  if (body.machineSpec !== undefined) {
    const spec = requireObject(body.machineSpec, "The field 'machineSpec'");
    if (spec.storageSpec === undefined) throw badRequest("The field 'machineSpec.storageSpec' is required.");
    const storage = requireObject(spec.storageSpec, "The field 'machineSpec.storageSpec'");
    checkSize(storage.sizeInGibibytes, 'machineSpec.storageSpec.sizeInGibibytes');
  }
  const { id, organizationId, status, pendingUntil, pendingStatus, createdDate, ...fields } = body;
  return fields;
}

/** Reads a required `true`/`false` query flag. */
function requiredFlag(ctx: EmulatorContext, name: string): boolean {
  if (!ctx.query(name)) throw badRequest(`The query parameter '${name}' is required (true or false).`);
  return boolQuery(ctx, name, false);
}

const configurationKey = (indexId: string) => `indexes/${indexId}/configuration`;

export const indexesHandlers: Handlers = {
  'indexes.list': (ctx) => indexesOf(ctx.store).list().map(view),
  'indexes.create': async (ctx) => {
    const body = requireObject(await ctx.json());
    if (body.machineSpec === undefined) throw badRequest("The field 'machineSpec' is required.");
    const fields = checkIndex(body);
    if (fields.copyFromId !== undefined && !indexesOf(ctx.store).has(fields.copyFromId))
      throw badRequest(`The field 'copyFromId' names no index of the organization.`);
    const index = indexesOf(ctx.store).insert({
      ...{ type: 'COVEO', logicalIndex: 'default', backupType: 'REGULAR', online: true, readOnly: false },
      ...fields,
      id: `${ctx.org}-index-${randomUUID().slice(0, 8)}`,
      organizationId: ctx.org,
      createdDate: Date.now(),
      ...pending(ctx, 'CREATING'),
    });
    return created(view(index));
  },
  'indexes.get': (ctx) => view(indexOf(ctx)),
  'indexes.delete': (ctx) => {
    indexesOf(ctx.store).delete(ctx.params.indexId);
    ctx.store.documents.delete(configurationKey(ctx.params.indexId));
    return noContent();
  },
  'indexes.backup': (ctx) => {
    const { id: indexId, backupType = 'REGULAR' } = indexOf(ctx, 'be backed up');
    const createdDate = Date.now();
    const readyAt = createdDate + ctx.settings.refreshDurationMs;
    const backup = {
      backupId: randomUUID(),
      indexId,
      organizationId: ctx.org,
      backupType,
      createdDate,
      readyAt,
    };
    return created(backupView(indexBackupsOf(ctx.store).insert(backup)));
  },
  'indexes.commit': (ctx) => {
    indexOf(ctx).lastCommitDate = Date.now();
    return noContent();
  },
  'indexes.resize': async (ctx) => {
    const index = indexOf(ctx);
    const { sizeInGibibytes } = requireObject(await ctx.json());
    checkSize(sizeInGibibytes, 'sizeInGibibytes');
    indexOf(ctx, 'be resized');
    const storageSpec = { ...index.machineSpec?.storageSpec, sizeInGibibytes };
    const machineSpec = { ...index.machineSpec, storageSpec };
    return view(indexesOf(ctx.store).update(index.id, { machineSpec, ...pending(ctx, 'RESIZING') }));
  },
  'indexes.restore': (ctx) => {
    const index = indexOf(ctx);
    const backupId = ctx.query('backupId');
    if (!backupId) throw badRequest("The query parameter 'backupId' is required.");
    const backup = indexBackupsOf(ctx.store).get(backupId);
    if (backup.indexId !== index.id)
      throw badRequest(
        `The backup '${backupId}' is a backup of the index '${backup.indexId}', not of '${index.id}'.`,
      );
    if (backupView(backup).status !== 'COMPLETED')
      throw conflict(`The backup '${backupId}' is still in progress: restore it once it is COMPLETED.`);
    indexOf(ctx, 'be restored');
    const restoring = { lastRestoredBackupId: backupId, ...pending(ctx, 'RESTORING') };
    return view(indexesOf(ctx.store).update(index.id, restoring));
  },
  'indexes.setReadOnly': (ctx) =>
    view(Object.assign(indexOf(ctx), { readOnly: requiredFlag(ctx, 'isReadOnly') })),
  'indexes.setOnline': (ctx) => view(Object.assign(indexOf(ctx), { online: requiredFlag(ctx, 'isOnline') })),
  /**
   * Statistics computed on read: documents and their size summed over the sources that feed the index
   * (their `logicalIndex` is unset, the index's logical index or its id), the field count, the storage.
   */
  'indexes.getStats': (ctx) => {
    const index = indexOf(ctx);
    const feeds = sourcesOf(ctx.store)
      .list()
      .filter(({ logicalIndex: to }) => !to || to === (index.logicalIndex ?? 'default') || to === index.id);
    const sum = (key: string) => feeds.reduce((total, source) => total + count(source.information?.[key]), 0);
    const diskSpaceUsed = sum('documentsTotalSize');
    const sizeInGibibytes = count(index.machineSpec?.storageSpec?.sizeInGibibytes);
    return {
      indexId: index.id,
      numberOfDocuments: sum('numberOfDocuments'),
      documentsTotalSize: diskSpaceUsed,
      numberOfFields: fieldsOf(ctx.store).list().length,
      sizeInGibibytes,
      totalDiskSpace: sizeInGibibytes * GIB,
      diskSpaceUsed,
      remainingDiskSpace: Math.max(0, sizeInGibibytes * GIB - diskSpaceUsed),
    };
  },
  'indexes.getConfiguration': (ctx) => ctx.store.document(configurationKey(indexOf(ctx).id), () => ({})),
  'indexes.updateConfiguration': async (ctx) => {
    const configuration = requireObject(await ctx.json());
    ctx.store.documents.set(configurationKey(indexOf(ctx).id), configuration);
    return configuration;
  },
  'indexes.updateRaw': async (ctx) => {
    const body = requireObject(await ctx.json());
    if (typeof body.id !== 'string' || !body.id)
      throw badRequest("The field 'id' is required: it names the index.");
    return view(indexesOf(ctx.store).update(body.id, checkIndex(body)));
  },
  'indexes.listBackups': (ctx) => {
    const [backupId, indexId] = [ctx.query('backupId'), ctx.query('indexId')];
    const ms = { ms: true };
    const [from, to] = [timeQuery(ctx, 'from', -Infinity, ms), timeQuery(ctx, 'to', Infinity, ms)];
    const wanted = (ctx.query('sortBy') || 'createdDate').toLowerCase();
    const sortBy = BACKUP_SORTS.find((name) => name.toLowerCase() === wanted);
    if (!sortBy) throw badRequest(`The query parameter 'sortBy' must be one of: ${BACKUP_SORTS.join(', ')}.`);
    const order = (ctx.query('order') || 'DESC').toUpperCase();
    if (order !== 'ASC' && order !== 'DESC')
      throw badRequest("The query parameter 'order' must be ASC or DESC.");
    const items = indexBackupsOf(ctx.store)
      .list()
      .filter(
        (backup) => (!backupId || backup.backupId === backupId) && (!indexId || backup.indexId === indexId),
      )
      .filter((backup) => backup.createdDate >= from && backup.createdDate <= to)
      .sort((a, b) => (order === 'ASC' ? 1 : -1) * compareValues(a[sortBy], b[sortBy]))
      .map(backupView);
    return paged(ctx, items, 'items');
  },
};
