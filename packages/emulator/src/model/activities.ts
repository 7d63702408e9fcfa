import { randomUUID } from 'node:crypto';
import { own } from '../safe';
import type { OrganizationStore } from '../state';

/*
 * Activities: what the emulator's operations record (source refreshes, snapshot operations, security
 * provider refreshes). Families call recordActivity() when an operation starts; an activity is
 * EXECUTING until its expected end (computed from timestamps, no timers), then EXECUTED with result
 * SUCCESS, unless endActivity() ended it first (a cancelled refresh: result ABORT) or it was aborted
 * through `activities.abort`, which calls the operation's own abort hook too.
 */

export interface ActivityRecord {
  id: string;
  operation: string;
  resourceType: string;
  resourceId?: string;
  resourceName?: string;
  section: string;
  organizationId: string;
  triggeredBy: { type: string; id?: string; displayName?: string };
  createDate: number;
  startDate: number;
  /** Expected length, ms. */
  durationMs: number;
  /** Set when the activity ended early (aborted, cancelled, failed). */
  endedAt?: number;
  /** The platform's result: `SUCCESS`, `ERROR` or `ABORT`. */
  endResult?: string;
  /** The username that aborted it. */
  abortedBy?: string;
  abortReason?: string;
  snapshotId?: string;
  content?: unknown;
}

/** An operation that starts, as a family records it. */
export type NewActivity = Pick<
  ActivityRecord,
  'resourceType' | 'resourceId' | 'resourceName' | 'snapshotId' | 'content'
> & {
  id?: string;
  /** The platform's operation (`FULL_REFRESH`, `APPLY`, ...) or one of the {@link OPERATION_NAMES} keys. */
  operation: string;
  /** Default `CONTENT`. */
  section?: string;
  /** How long the operation is expected to last, ms. */
  durationMs: number;
  /** The username that started it; `SYSTEM` when absent. */
  triggeredBy?: string;
  /** Called when the activity is aborted through the activities API, to stop the operation. */
  onAbort?: () => void;
};

/**
 * The platform's operation for the names the security family records under: a security provider
 * refresh is a `REFRESH`, identities pushed an `UPDATE`, identities deleted a `DELETE`.
 */
export const OPERATION_NAMES: Record<string, string> = {
  SECURITY_PROVIDER_REFRESH: 'REFRESH',
  PUSH_IDENTITIES: 'UPDATE',
  DELETE_IDENTITIES_OLDER_THAN: 'DELETE',
};

export const activitiesOf = (store: OrganizationStore) =>
  store.collection<ActivityRecord>('activities', 'Activity');
/** Abort hooks, by store then activity id: in memory only, gone with the store. */
export const abortHooks = new WeakMap<OrganizationStore, Map<string, () => void>>();

/** Records the start of an operation as an activity. @returns the activity's id. */
export function recordActivity(store: OrganizationStore, activity: NewActivity): string {
  const now = Date.now();
  const {
    id = randomUUID(),
    operation,
    section = 'CONTENT',
    durationMs,
    triggeredBy,
    onAbort,
    ...rest
  } = activity;
  const record = activitiesOf(store).insert({
    ...rest,
    id,
    operation: own(OPERATION_NAMES, operation) ?? operation,
    section,
    organizationId: store.organizationId,
    triggeredBy: triggeredBy
      ? { type: 'USER', id: triggeredBy, displayName: triggeredBy }
      : { type: 'SYSTEM' },
    createDate: now,
    startDate: now,
    durationMs: Math.max(0, durationMs),
  });
  if (onAbort) abortHooks.set(store, (abortHooks.get(store) ?? new Map()).set(record.id, onAbort));
  return record.id;
}

/** An activity as the API shows it, at this moment: `EXECUTING`, then `EXECUTED` with its result. */
export function activityView(record: ActivityRecord, now = Date.now()) {
  const naturalEnd = record.startDate + record.durationMs;
  const over = record.endedAt !== undefined || now >= naturalEnd;
  const endDate = record.endedAt ?? (over ? naturalEnd : undefined);
  const result = record.endResult ?? (over ? 'SUCCESS' : undefined);
  const { durationMs, endedAt: _e, endResult: _r, abortedBy, ...rest } = record;
  return {
    ...rest,
    state: over ? 'EXECUTED' : 'EXECUTING',
    ...(result ? { result } : {}),
    ...(abortedBy !== undefined
      ? { abortedBy: { userId: abortedBy, displayName: abortedBy, abortedByType: 'USER' } }
      : {}),
    ...(endDate !== undefined ? { endDate, duration: endDate - record.startDate } : {}),
    progress: over ? 100 : Math.floor(((now - record.startDate) / Math.max(1, durationMs)) * 100),
  };
}

/**
 * Ends an ongoing activity now with `result`: `ABORTED` (the platform's `ABORT`), `ERROR`, ...; the
 * fields of an abort through the API in `fields`. An activity over stays as it is.
 * @returns whether it was ongoing.
 */
export function endActivity(
  store: OrganizationStore,
  id: string | undefined,
  result: string,
  fields = {},
): boolean {
  const record = id === undefined ? undefined : activitiesOf(store).records.get(id);
  if (!record || activityView(record).state !== 'EXECUTING') return false;
  activitiesOf(store).update(record.id, {
    ...fields,
    endedAt: Date.now(),
    endResult: result === 'ABORTED' ? 'ABORT' : result,
  });
  abortHooks.get(store)?.delete(record.id);
  return true;
}
