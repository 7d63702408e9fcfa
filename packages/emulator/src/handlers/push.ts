// The Push API's content calls: items pushed one by one, in batches from a file container, or through a
// stream, become the source's content, which search finds (corpus.ts reads model/pushed.ts); deleting
// one removes it from search. The platform answers 202 and indexes a moment later; the emulator indexes
// at once; an item's `compressedBinaryData` is read as its `compressionType` says (model/pushed.ts). The
// published schemas require `documentId`, `fileId` and the `orderingId` of the olderthan calls, and type
// the ordering ids as integers.
import { randomUUID } from 'node:crypto';
import { type EmulatorContext, requestOrigin } from '../context';
import { badRequest, created, notFound, Reply } from '../http';
import { batchIn, deletePushed, newContainer, pushSource, putDocument, setPushStatus } from '../model/pushed';
import { text } from '../safe';
import type { Handlers } from './types';

const accepted = () => new Reply(202);

/** The call's source (a data collection is a source too), checked: it exists and takes pushed items. */
const sourceOf = (ctx: EmulatorContext) =>
  pushSource(ctx.store, ctx.params.sourceId ?? ctx.params.dataCollectionId).id as string;

/** The ordering id a call gives (`orderingId`), else now. */
const orderingOf = (ctx: EmulatorContext) => Number(ctx.query('orderingId') ?? Date.now());

/** Deletes one item of the call's source (and, with `children`, the items whose `parentId` is it). */
const deleteDocument = (ctx: EmulatorContext, documentId: string, children: boolean) =>
  deletePushed(
    ctx.store,
    sourceOf(ctx),
    (document) => document.documentId === documentId || (children && document.body.parentId === documentId),
  );

/** Deletes the call's source's items pushed before `orderingId`. */
const deleteOlderThan = (ctx: EmulatorContext, orderingId: number) =>
  deletePushed(ctx.store, sourceOf(ctx), (document) => document.orderingId < orderingId);

/** Applies a batch: each `addOrUpdate` item is put (or, with `merge`, merged), each `delete` item removed. */
function applyBatch(ctx: EmulatorContext, sourceId: string, orderingId: number, merge = false) {
  const batch = batchIn(ctx.state, ctx.store, ctx.query('fileId'));
  for (const { documentId, ...body } of batch.addOrUpdate)
    putDocument(ctx.store, sourceId, documentId, body, { orderingId, merge });
  for (const { documentId, deleteChildren } of batch.delete)
    deleteDocument(ctx, documentId, deleteChildren === true);
}

/** Streams open on the organization's sources: the chunks uploaded so far, by stream id. */
const streamsOf = (ctx: EmulatorContext) =>
  ctx.store.collection<{ id: string; sourceId: string; chunks: string[] }>('pushStreams', 'Stream');

function streamOf(ctx: EmulatorContext, sourceId: string) {
  const stream = streamsOf(ctx).get(ctx.params.streamId);
  if (stream.sourceId !== sourceId) throw notFound('Stream', ctx.params.streamId);
  return stream;
}

const containerOf = (ctx: EmulatorContext) => newContainer(ctx.state, ctx.store, requestOrigin(ctx));

/**
 * Updates through a stream: the batch's items are put (an update) or merged into those there (a merge:
 * their fields over the item's, a shallow merge), or deleted; the others stay. The answer names the
 * update (its ordering id and request id).
 */
const streamUpdate = (merge: boolean) => (ctx: EmulatorContext) => {
  const orderingId = Date.now();
  applyBatch(ctx, sourceOf(ctx), orderingId, merge);
  return new Reply(202, streamAnswer(orderingId));
};

/** What a stream call answers: the ordering id of its change, and a request id. */
const streamAnswer = (orderingId: number) => ({ orderingId: String(orderingId), requestId: randomUUID() });

export const pushHandlers: Handlers = {
  'pushApi.documents.addOrUpdate': async (ctx) => {
    const sourceId = sourceOf(ctx);
    const [documentId, body] = [ctx.query('documentId') as string, await ctx.json()];
    const options = { orderingId: orderingOf(ctx), compressionType: ctx.query('compressionType') };
    putDocument(ctx.store, sourceId, documentId, body, options);
    return accepted();
  },
  'pushApi.documents.delete': (ctx) => {
    deleteDocument(ctx, ctx.query('documentId') as string, ctx.query('deleteChildren') === 'true');
    return accepted();
  },
  'pushApi.documents.addOrUpdateBatch': (ctx) => {
    applyBatch(ctx, sourceOf(ctx), orderingOf(ctx));
    return accepted();
  },
  'pushApi.documents.deleteOlderThan': (ctx) => {
    deleteOlderThan(ctx, orderingOf(ctx));
    return accepted();
  },

  // The published schema checks the status; the platform answers 201 with no body.
  'pushApi.updateSourceStatus': (ctx) => {
    const source = pushSource(ctx.store, ctx.params.sourceId);
    setPushStatus(ctx.store, source, ctx.query('statusType') as string, ctx.token?.username);
    return new Reply(201);
  },

  'pushApi.streams.open': (ctx) => {
    const sourceId = sourceOf(ctx);
    const container = containerOf(ctx);
    const stream = streamsOf(ctx).insert({ sourceId, chunks: [container.fileId] });
    return created({ streamId: stream.id, ...container });
  },
  'pushApi.streams.createChunk': (ctx) => {
    const stream = streamOf(ctx, sourceOf(ctx));
    const container = containerOf(ctx);
    stream.chunks.push(container.fileId);
    return container;
  },
  // The stream's items replace the source's content: those not streamed are deleted.
  'pushApi.streams.close': (ctx) => {
    const sourceId = sourceOf(ctx);
    const stream = streamOf(ctx, sourceId);
    const orderingId = Date.now();
    const streamed = new Set<string>();
    for (const fileId of stream.chunks) {
      for (const { documentId, ...body } of batchIn(ctx.state, ctx.store, fileId).addOrUpdate) {
        putDocument(ctx.store, sourceId, documentId, body, { orderingId });
        streamed.add(documentId);
      }
    }
    deletePushed(ctx.store, sourceId, ({ documentId }) => !streamed.has(documentId));
    streamsOf(ctx).delete(stream.id);
    return streamAnswer(orderingId);
  },
  'pushApi.streams.update': streamUpdate(false),
  'pushApi.streams.merge': streamUpdate(true),
  'pushApi.streams.deleteOlderThan': (ctx) => {
    const epoch = Number(ctx.params.epochMilliseconds);
    if (!Number.isFinite(epoch))
      throw badRequest(`'${text(ctx.params.epochMilliseconds, 40)}' is not a time in ms.`);
    deleteOlderThan(ctx, epoch);
    return created(streamAnswer(Date.now()));
  },
};

// A data collection's stream is that of its source: the same calls, the collection's id for the source's.
Object.assign(pushHandlers, {
  'pushApi.dataCollectionStreams.open': pushHandlers['pushApi.streams.open'],
  'pushApi.dataCollectionStreams.createChunk': pushHandlers['pushApi.streams.createChunk'],
  'pushApi.dataCollectionStreams.close': pushHandlers['pushApi.streams.close'],
  'pushApi.dataCollectionStreams.update': pushHandlers['pushApi.streams.update'],
  'pushApi.dataCollectionStreams.merge': pushHandlers['pushApi.streams.merge'],
  'pushApi.dataCollectionStreams.deleteOlderThan': pushHandlers['pushApi.streams.deleteOlderThan'],
});
