// The Push API's content calls: items pushed one by one, in batches from a file container, or through a
// stream, become the source's content, which search finds (corpus.ts reads model/pushed.ts); deleting
// one removes it from search. The platform answers 202 and indexes a moment later; the emulator indexes
// at once.
import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { badRequest, created, notFound, Reply } from '../http';
import {
  batchIn,
  deleteDocument,
  deleteOlderThan,
  newContainer,
  pushedIn,
  pushSource,
  putDocument,
} from '../model/pushed';
import { text } from '../safe';
import type { Handlers } from './types';

const accepted = () => new Reply(202);

/** The call's source, checked: it exists and takes pushed items. */
const sourceOf = (ctx: EmulatorContext) => pushSource(ctx.store, ctx.params.sourceId).id as string;

/** The ordering id a call gives (`orderingId`), else now. @throws HttpError 400 when not a number. */
function orderingOf(ctx: EmulatorContext): number {
  const raw = ctx.query('orderingId');
  if (raw === undefined) return Date.now();
  const value = Number(raw);
  if (!Number.isFinite(value))
    throw badRequest(`The query parameter 'orderingId' must be a number; got '${text(raw, 40)}'.`);
  return value;
}

const required = (ctx: EmulatorContext, name: string) => {
  const value = ctx.query(name);
  if (!value) throw badRequest(`The query parameter '${name}' is required.`, 'MISSING_PARAMETER');
  return value;
};

/** Applies a batch: each `addOrUpdate` item is put, each `delete` item removed. */
function applyBatch(ctx: EmulatorContext, sourceId: string, fileId: string | undefined, orderingId: number) {
  const batch = batchIn(ctx.state, fileId);
  for (const { documentId, ...body } of batch.addOrUpdate)
    putDocument(ctx.store, sourceId, documentId, body, orderingId);
  for (const { documentId, deleteChildren } of batch.delete) {
    deleteDocument(ctx.store, sourceId, documentId, deleteChildren === true);
  }
  return batch;
}

/** Streams open on the organization's sources: the chunks uploaded so far, by stream id. */
const streamsOf = (ctx: EmulatorContext) =>
  ctx.store.collection<{ id: string; sourceId: string; chunks: string[] }>('pushStreams', 'Stream');

function streamOf(ctx: EmulatorContext, sourceId: string) {
  const stream = streamsOf(ctx).get(ctx.params.streamId);
  if (stream.sourceId !== sourceId) throw notFound('Stream', ctx.params.streamId);
  return stream;
}

const origin = (ctx: EmulatorContext) => new URL(ctx.c.req.url).origin;

function streamUpdate(ctx: EmulatorContext) {
  const orderingId = Date.now();
  applyBatch(ctx, sourceOf(ctx), ctx.query('fileId'), orderingId);
  return new Reply(202, { orderingId: String(orderingId), requestId: randomUUID() });
}

export const pushHandlers: Handlers = {
  'pushApi.documents.addOrUpdate': async (ctx) => {
    const sourceId = sourceOf(ctx);
    const body = await ctx.json();
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw badRequest('The body must be a JSON object.');
    putDocument(ctx.store, sourceId, required(ctx, 'documentId'), body, orderingOf(ctx));
    return accepted();
  },
  'pushApi.documents.delete': (ctx) => {
    const children = ctx.query('deleteChildren') === 'true';
    deleteDocument(ctx.store, sourceOf(ctx), required(ctx, 'documentId'), children);
    return accepted();
  },
  'pushApi.documents.addOrUpdateBatch': (ctx) => {
    applyBatch(ctx, sourceOf(ctx), ctx.query('fileId'), orderingOf(ctx));
    return accepted();
  },
  'pushApi.documents.deleteOlderThan': (ctx) => {
    deleteOlderThan(ctx.store, sourceOf(ctx), Number(required(ctx, 'orderingId')));
    return accepted();
  },

  'pushApi.streams.open': (ctx) => {
    const sourceId = sourceOf(ctx);
    const container = newContainer(ctx.state, ctx.store, origin(ctx));
    const stream = streamsOf(ctx).insert({ sourceId, chunks: [container.fileId] });
    return created({ streamId: stream.id, ...container });
  },
  'pushApi.streams.createChunk': (ctx) => {
    const stream = streamOf(ctx, sourceOf(ctx));
    const container = newContainer(ctx.state, ctx.store, origin(ctx));
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
      for (const { documentId, ...body } of batchIn(ctx.state, fileId).addOrUpdate) {
        putDocument(ctx.store, sourceId, documentId, body, orderingId);
        streamed.add(documentId);
      }
    }
    for (const document of pushedIn(ctx.store, sourceId)) {
      if (!streamed.has(document.documentId)) deleteDocument(ctx.store, sourceId, document.documentId);
    }
    streamsOf(ctx).delete(stream.id);
    return accepted();
  },
  // Updates through a stream: the batch's items are put or deleted, the others stay; the answer names the
  // update (its ordering id and request id).
  'pushApi.streams.update': (ctx) => streamUpdate(ctx),
  'pushApi.streams.merge': (ctx) => streamUpdate(ctx),
  'pushApi.streams.deleteOlderThan': (ctx) => {
    const epoch = Number(ctx.params.epochMilliseconds);
    if (!Number.isFinite(epoch))
      throw badRequest(`'${text(ctx.params.epochMilliseconds, 40)}' is not a time in ms.`);
    deleteOlderThan(ctx.store, sourceOf(ctx), epoch);
    return accepted();
  },
};
