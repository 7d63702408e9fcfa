// Items pushed into a source with the Push API: kept per organization, by source and document id, and
// read by the corpus (corpus.ts), so that search finds them. The Push API's handlers (handlers/push.ts)
// write them; file containers (uploaded batches and stream chunks) are the organization's
// `fileContainers` records with their bytes in the emulator's files.
import { randomUUID } from 'node:crypto';
import { gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import { badRequest, notFound } from '../http';
import { sourcesOf } from '../provision';
import { own } from '../safe';
import type { EmulatorState, OrganizationStore } from '../state';
import { endActivity, recordActivity } from './activities';

/** One pushed item: its id (a URI), what the Push API body gave, and its ordering id. */
export interface PushedDocument {
  documentId: string;
  sourceId: string;
  /** The Push API body: `title`, `data`, `fileExtension`, `parentId`, metadata (any other field). */
  body: Record<string, unknown>;
  /** Ordering id: the push's time (ms) unless the call gave one. */
  orderingId: number;
}

/** Every pushed item of the organization, keyed `<sourceId> <documentId>`. */
export const pushedOf = (store: OrganizationStore) =>
  store.collection<PushedDocument & { key: string }>('pushedDocuments', 'Document', 'key');

/** The pushed items of one source. */
export const pushedIn = (store: OrganizationStore, sourceId: string) =>
  pushedOf(store)
    .list()
    .filter((document) => document.sourceId === sourceId);

/** A field's value on an item: a number, a text, or the values of a multi-value field. */
export type FieldValue = string | number | Array<string | number>;

const scalar = (value: unknown): string | number | undefined =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : typeof value === 'boolean'
      ? String(value)
      : undefined;

/**
 * A metadata value as the index keeps it: a number or a text (a boolean as `true` or `false`), and a
 * list of those as a multi-value field. Anything else (an object, a list of lists) is no metadata.
 */
export function indexedValue(value: unknown): FieldValue | undefined {
  if (!Array.isArray(value)) return scalar(value);
  const values = value.map(scalar);
  return values.every((item) => item !== undefined) ? (values as Array<string | number>) : undefined;
}

/** The metadata of a pushed item, as texts, by lowercase name: its body's values but its text (`data`). */
export function metadataOf(document: PushedDocument): Record<string, string | string[]> {
  const metadata: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(document.body)) {
    const indexed = name === 'data' ? undefined : indexedValue(value);
    if (indexed !== undefined)
      metadata[name.toLowerCase()] = Array.isArray(indexed) ? indexed.map(String) : String(indexed);
  }
  return metadata;
}

/** The source a Push API call names. @throws HttpError 404 when unknown, 400 when it is not a Push source. */
export function pushSource(store: OrganizationStore, sourceId: string): Record<string, any> {
  const source = sourcesOf(store).get(sourceId);
  if (source.sourceType !== 'PUSH' && source.pushEnabled !== true)
    throw badRequest(`The source '${sourceId}' is not a Push source (its type is ${source.sourceType}).`);
  return source;
}

/** How the Push API's compression types read compressed item data (Node reads no LZMA). */
const DECOMPRESS: Record<string, (bytes: Buffer) => Buffer> = {
  UNCOMPRESSED: (bytes) => bytes,
  ZLIB: inflateSync,
  GZIP: gunzipSync,
  DEFLATE: inflateRawSync,
};

/**
 * An item's body with its text in `data`: without one, its `compressedBinaryData` (base64) read as its
 * `compressionType` says (UNCOMPRESSED by default) and as UTF-8. LZMA data is left out unread: the item
 * has no text. @throws HttpError 400 for data that is not of its compression type.
 */
function withText(body: Record<string, unknown>, compressionType: unknown): Record<string, unknown> {
  const { compressedBinaryData: compressed, ...rest } = body;
  const type = String(compressionType ?? 'UNCOMPRESSED').toUpperCase();
  const decompress = own(DECOMPRESS, type);
  if (typeof compressed !== 'string' || typeof body.data === 'string') return body;
  if (!decompress) return rest;
  try {
    return { ...rest, data: decompress(Buffer.from(compressed, 'base64')).toString('utf8') };
  } catch {
    throw badRequest(`The item's compressedBinaryData is not ${type} data (compressionType).`);
  }
}

/** How an item is put: its ordering id (default: now), its data's compression type, whether it merges. */
export interface PutOptions {
  orderingId?: number;
  /** The call's; the body's own by default. */
  compressionType?: unknown;
  /** A shallow merge: the body's fields over those of the item there, if any. */
  merge?: boolean;
}

/**
 * Adds or replaces one item (or merges into it); compressed data is read as its compression type
 * says. @throws HttpError 400 for data that is not of that type.
 */
export function putDocument(
  store: OrganizationStore,
  sourceId: string,
  documentId: string,
  body: Record<string, unknown>,
  { orderingId = Date.now(), compressionType = body.compressionType, merge = false }: PutOptions = {},
): void {
  const key = `${sourceId} ${documentId}`;
  const before = merge ? pushedOf(store).records.get(key)?.body : undefined;
  const stored = { ...before, ...withText(body, compressionType) };
  pushedOf(store).records.set(key, { key, sourceId, documentId, body: stored, orderingId });
}

/** Deletes the source's items that `doomed` picks. */
export function deletePushed(
  store: OrganizationStore,
  sourceId: string,
  doomed: (document: PushedDocument) => boolean,
): void {
  const records = pushedOf(store).records;
  for (const [key, document] of records)
    if (document.sourceId === sourceId && doomed(document)) records.delete(key);
}

const containersOf = (store: OrganizationStore) =>
  store.collection<Record<string, any>>('fileContainers', 'File container', 'fileId');

/** A new file container, for a batch or a stream chunk: `{ fileId, uploadUri, requiredHeaders }`. */
export function newContainer(state: EmulatorState, store: OrganizationStore, origin: string) {
  const fileId = randomUUID();
  state.files.set(fileId, { body: new Uint8Array(), contentType: 'application/octet-stream' });
  return containersOf(store).insert({
    fileId,
    uploadUri: `${origin}/_files/${fileId}`,
    requiredHeaders: { 'x-amz-server-side-encryption': 'AES256', 'Content-Type': 'application/octet-stream' },
  });
}

/**
 * The JSON uploaded to one of the organization's file containers; undefined when nothing was uploaded.
 * @param expected what the container should hold, for the error message.
 * @throws HttpError 404 for an unknown container, 400 when it holds something else than JSON.
 */
export function fileJson(
  state: EmulatorState,
  store: OrganizationStore,
  fileId = '',
  expected = 'JSON',
): unknown {
  const file = containersOf(store).has(fileId) ? state.files.get(fileId) : undefined;
  if (!file) throw notFound('File container', fileId);
  const text = typeof file.body === 'string' ? file.body : new TextDecoder().decode(file.body);
  try {
    return text.trim() ? JSON.parse(text) : undefined;
  } catch {
    throw badRequest(`The file container '${fileId}' does not hold JSON: upload ${expected}.`);
  }
}

/** A batch uploaded to a file container: `{ addOrUpdate: [...], delete: [...] }`. @throws HttpError 404 or 400. */
export function batchIn(state: EmulatorState, store: OrganizationStore, fileId: string | undefined) {
  const batch = fileJson(state, store, fileId, '{ "addOrUpdate": [...], "delete": [...] }') ?? {};
  const { addOrUpdate = [], delete: deleted = [] } = batch as Record<string, unknown>;
  if (!Array.isArray(addOrUpdate) || !Array.isArray(deleted))
    throw badRequest(`The batch in '${fileId}' must hold arrays: { "addOrUpdate": [...], "delete": [...] }.`);
  const items = (list: unknown[], what: string) =>
    list.map((item, i) => {
      if (!item || typeof item !== 'object' || typeof (item as any).documentId !== 'string')
        throw badRequest(`The batch's ${what}[${i}] needs a string documentId.`);
      return item as Record<string, unknown> & { documentId: string };
    });
  return { addOrUpdate: items(addOrUpdate, 'addOrUpdate'), delete: items(deleted, 'delete') };
}

/** The activity operation each status of a push source starts (`IDLE` starts none). */
const STATUS_OPERATIONS: Record<string, string> = {
  REBUILD: 'REBUILD',
  REFRESH: 'FULL_REFRESH',
  INCREMENTAL: 'INCREMENTAL_REFRESH',
};

/**
 * Sets the status of a push source, as its activities show it: a status other than `IDLE` starts an
 * activity of its operation, executing until the source's next status ends it, successful.
 */
export function setPushStatus(
  store: OrganizationStore,
  source: Record<string, any>,
  status: string,
  user?: string,
) {
  const running = store.collection<{ id: string; activityId: string }>('pushStatuses', 'Push status').records;
  endActivity(store, running.get(source.id)?.activityId, 'SUCCESS');
  running.delete(source.id);
  const operation = own(STATUS_OPERATIONS, status);
  if (!operation) return;
  const activityId = recordActivity(store, {
    operation,
    resourceType: 'SOURCE',
    resourceId: source.id,
    resourceName: source.name,
    durationMs: Number.POSITIVE_INFINITY,
    triggeredBy: user,
  });
  running.set(source.id, { id: source.id, activityId });
}
