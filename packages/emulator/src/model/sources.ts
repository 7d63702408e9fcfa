import { createHash, randomUUID } from 'node:crypto';
import { resolve, type Schema } from '../engine/schemas';
import type { OrganizationStore } from '../state';
import { pushedIn } from './pushed';

/*
 * A source's lifecycle and its `information`: the sources family starts and stops its operations, and
 * other modules (the search corpus, index statistics, logs) read the source record's live `information`.
 *
 * Computed lazily from timestamps, no timers (`refreshDurationMs` is the emulator setting):
 * - a new source (push sources included: they are IDLE too, waiting for the Push API) is CREATING for
 *   refreshDurationMs, then IDLE;
 * - a refresh, rebuild or push refresh: REFRESHING for refreshDurationMs, then IDLE; meanwhile
 *   `information.numberOfDocuments` grows in proportion to the elapsed time toward a count fixed per
 *   source (push sources keep their count: their items come from the Push API, and once it has given
 *   them some, a push source counts those);
 * - a pause stops the clock of the refresh, a resume runs it for the time left; a stop ends it, ABORT.
 */

type Rec = Record<string, any>;

/** The values a published schema allows: its enum, or its items' (a list of days, of tasks). */
export function publishedValues(schema: Schema | undefined): string[] {
  const resolved = resolve(schema);
  return resolve(resolved.items).enum ?? resolved.enum ?? [];
}

/** What the operations a source's status allows. */
const ALLOWED: Record<string, string[]> = {
  CREATING: ['DELETE'],
  IDLE: ['UPDATE', 'DELETE', 'DUPLICATE', 'REFRESH', 'REBUILD', 'FULL_REFRESH', 'INCREMENTAL_REFRESH'],
  REFRESHING: ['PAUSE', 'STOP', 'DELETE'],
  PAUSED: ['RESUME', 'STOP', 'DELETE'],
};
ALLOWED.ERROR = ALLOWED.IDLE;
/** The statuses in which an operation cannot start. */
export const BUSY = ['CREATING', 'REFRESHING', 'PAUSED', 'DISABLED'];
/** The statuses a source made elsewhere (a seed) keeps: the others need a lifecycle of their own. */
const SEEDED_STATUSES = ['DISABLED', 'ERROR', 'IDLE', 'PAUSED', 'PAUSED_ON_ERROR', 'PUSH_READY'];

/** Internal state of a source's lifecycle, kept beside the source record (keyed by the source id). */
export interface Lifecycle {
  id: string;
  phase: string;
  /** When the phase began (or the timed run was last resumed), ms since the epoch. */
  since: number;
  /** Length of the timed phase (CREATING, REFRESHING), ms. */
  durationMs: number;
  /** Run time already spent before `since` (a resumed refresh), ms. */
  doneMs: number;
  operation?: string;
  activityId?: string;
  fromDocuments: number;
  toDocuments: number;
  /** Item count when no refresh is running. */
  documents: number;
  /** An operation to start once the creation ends (`rebuild=true` on creation, dataset imports). */
  queued?: string;
  lastOperation?: Rec;
  pastActivities: string[];
  dedicated: boolean;
}

export const lifecycles = (store: OrganizationStore) =>
  store.collection<Lifecycle>('sourceLifecycles', 'Source lifecycle');

const hash = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0);
export const isPush = (source: Rec) => source.pushEnabled === true || source.sourceType === 'PUSH';
/** Average item size of the source, bytes. */
const itemSize = (id: string) => 2048 + (hash(`${id}/size`) % 30_720);

export function lifecycleOf(store: OrganizationStore, source: Rec): Lifecycle {
  const id = String(source.id);
  const known = lifecycles(store).records.get(id);
  if (known) return known;
  // A source made elsewhere (a seed, another family): its status and count as they are. Read the stored
  // value, never a live getter (it would ask for this very lifecycle).
  const info = Object.getOwnPropertyDescriptor(source, 'information')?.value ?? {};
  const status = info.sourceStatus?.type;
  const count = Number(info.numberOfDocuments);
  const documents = Number.isFinite(count) && count >= 0 ? Math.floor(count) : 0;
  // A paused one counts its items from the run it holds: one that starts and ends with them.
  return newLifecycle(store, id, {
    phase: SEEDED_STATUSES.includes(status) ? status : 'IDLE',
    documents,
    fromDocuments: documents,
    toDocuments: documents,
  });
}

/** Stores the lifecycle of a source: IDLE and empty unless `fields` say otherwise. */
export const newLifecycle = (store: OrganizationStore, id: string, fields: Partial<Lifecycle>) =>
  lifecycles(store).insert({
    id,
    phase: 'IDLE',
    since: Date.now(),
    durationMs: 0,
    doneMs: 0,
    fromDocuments: 0,
    toDocuments: 0,
    documents: 0,
    pastActivities: [],
    dedicated: false,
    ...fields,
  });

/** Moves a lifecycle past the timed phases that have ended by `now`. */
export function settle(lc: Lifecycle, source: Rec, now: number): Lifecycle {
  if (lc.phase === 'CREATING' && now - lc.since >= lc.durationMs) {
    const { queued } = lc;
    const end = lc.since + lc.durationMs;
    Object.assign(lc, { phase: 'IDLE', since: end, queued: undefined });
    if (queued) begin(lc, source, queued, end, lc.durationMs);
  }
  if (lc.phase === 'REFRESHING' && lc.doneMs + (now - lc.since) >= lc.durationMs) {
    finish(lc, 'SUCCESS', lc.toDocuments, lc.since + (lc.durationMs - lc.doneMs));
  }
  return lc;
}

export function begin(lc: Lifecycle, source: Rec, operation: string, at: number, durationMs: number) {
  const activityId = randomUUID();
  // Push sources keep their count (their items come from the Push API); crawls reach a count fixed per
  // source, an incremental refresh adds a few items.
  const target = isPush(source)
    ? lc.documents
    : operation === 'INCREMENTAL_REFRESH' && lc.documents > 0
      ? lc.documents + 1 + (hash(activityId) % 9)
      : 120 + (hash(String(source.id)) % 880);
  const from = operation === 'REBUILD' && !isPush(source) ? 0 : lc.documents;
  Object.assign(lc, { phase: 'REFRESHING', operation, activityId, since: at, doneMs: 0, durationMs });
  Object.assign(lc, { fromDocuments: from, toDocuments: target });
}

function finish(lc: Lifecycle, result: string, documents: number, at: number) {
  const { activityId: id, operation: operationType } = lc;
  lc.lastOperation = { id, operationType, result, numberOfDocuments: documents, timestamp: at };
  if (id) lc.pastActivities.push(id);
  Object.assign(lc, { phase: 'IDLE', since: at, documents, doneMs: 0 });
  Object.assign(lc, { activityId: undefined, operation: undefined });
}

/** Ends the running operation at `now`, ABORT, with the items it had reached. */
export function stop(lc: Lifecycle, now = Date.now()) {
  finish(lc, 'ABORT', currentDocuments(lc, now), now);
}

/** Run time of the current refresh at `now`, ms. */
export const elapsed = (lc: Lifecycle, now: number) =>
  lc.phase === 'REFRESHING' ? lc.doneMs + (now - lc.since) : lc.doneMs;

function currentDocuments(lc: Lifecycle, now: number): number {
  if (lc.phase !== 'REFRESHING' && lc.phase !== 'PAUSED') return lc.documents;
  const ratio = lc.durationMs > 0 ? Math.min(1, elapsed(lc, now) / lc.durationMs) : 1;
  return lc.fromDocuments + Math.floor((lc.toDocuments - lc.fromDocuments) * ratio);
}

/** The `information` of a source at `now` (epoch ms; this moment by default). */
export function information(store: OrganizationStore, source: Rec, now = Date.now()): Rec {
  const lc = settle(lifecycleOf(store, source), source, now);
  // A push source that the Push API gave items holds those (as search finds them), whatever its seed said.
  const pushed = isPush(source) ? pushedIn(store, String(source.id)) : [];
  const documents = pushed.length || currentDocuments(lc, now);
  const bytes = pushed.length
    ? pushed.reduce((sum, item) => sum + Buffer.byteLength(JSON.stringify(item.body)), 0)
    : documents * itemSize(String(source.id));
  const running = lc.phase === 'REFRESHING' || lc.phase === 'PAUSED';
  const { phase: type, operation: operationType, activityId, since: timestamp } = lc;
  return {
    sourceStatus: {
      type,
      allowedOperations: ALLOWED[type] ?? ['UPDATE', 'DELETE'],
      timestamp,
      ...(running
        ? { refreshType: operationType, numberOfProcessedDocuments: documents - lc.fromDocuments }
        : {}),
      ...(type === 'CREATING' ? { initialBuild: true } : {}),
    },
    numberOfDocuments: documents,
    documentsTotalSize: bytes,
    ...(lc.lastOperation ? { lastOperation: { ...lc.lastOperation } } : {}),
    ...(running && activityId ? { currentOperation: { id: activityId, operationType, timestamp } } : {}),
  };
}

/**
 * Makes the stored record's `information` a live view of its lifecycle, so that whoever reads the record
 * (this family, index statistics, logs) sees the state of the moment.
 */
export function live(store: OrganizationStore, source: Rec): Rec {
  lifecycleOf(store, source);
  const get = () => information(store, source);
  return Object.defineProperty(source, 'information', { enumerable: true, configurable: true, get });
}

/**
 * What some items' metadata (model/pushed.ts `metadataOf`) hold, by name: how many items hold it
 * (`count`), and each of its values with how many items hold it, the most frequent first.
 */
export function metadataSummary(items: Array<Record<string, string | string[]>>) {
  const names = [...new Set(items.flatMap((metadata) => Object.keys(metadata)))];
  return names.map((name) => {
    const holding = items.filter((metadata) => metadata[name] !== undefined);
    const counts = new Map<string, number>();
    for (const value of holding.flatMap((metadata) => metadata[name]))
      counts.set(value, (counts.get(value) ?? 0) + 1);
    const values = [...counts].map(([value, count]) => ({ value, count }));
    return { name, count: holding.length, values: values.sort((a, b) => b.count - a.count) };
  });
}
