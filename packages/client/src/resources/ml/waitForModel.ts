import { type PollingOptions, waitUntil } from '../../core/polling';
import type { MLModels } from './MLModels';
import type { MLModel, MLModelStatus } from './models';

/** Statuses that end a wait for `ONLINE` with a {@link MLModelFailedError}. */
export const ML_MODEL_FAILURE_STATUSES: readonly MLModelStatus[] = ['FAILED', 'UPDATE_FAILED'];

/** Thrown by {@link waitForModelOnline} when the model reaches `FAILED` or `UPDATE_FAILED`. */
export class MLModelFailedError extends Error {
  override readonly name = 'MLModelFailedError';
  constructor(
    readonly modelId: string,
    /** The status that ended the wait (`FAILED` or `UPDATE_FAILED`). */
    readonly status: MLModelStatus,
    /** The model as last read. */
    readonly model: MLModel,
  ) {
    const issues = (model.modelErrorDescription?.customer_errors ?? [])
      .map((issue) => issue.description)
      .filter(Boolean);
    super(
      `The model '${modelId}' is ${status}${issues.length ? `: ${issues.join('; ')}` : ''}; it will not become ONLINE.`,
    );
  }
}

/**
 * Reads a model until its `status` is `ONLINE`, e.g. right after `ml.register`.
 * @param ml `client.ml`, or any `{ models }` (`{ models: new MLModels(transport) }`).
 * @param options `intervalMs` between reads (default 1000), `timeoutMs` (default 300 000), `signal` to
 *   stop waiting, `onPoll(model, elapsedMs)` for progress (e.g. `IN_QUEUE`, `BUILDING`, `ONLINE`).
 * @returns the model, `ONLINE`.
 * @throws MLModelFailedError as soon as the model is `FAILED` or `UPDATE_FAILED` (naming the status);
 *   PollingTimeoutError after `timeoutMs`; the signal's reason when aborted; PlatformError from the reads
 *   (404 when the model is deleted meanwhile).
 */
export function waitForModelOnline(
  ml: { readonly models: Pick<MLModels, 'get'> },
  modelId: string,
  options: PollingOptions<MLModel> = {},
): Promise<MLModel> {
  return waitUntil(
    () => ml.models.get(modelId, options.signal ? { signal: options.signal } : undefined),
    (model) => {
      if (ML_MODEL_FAILURE_STATUSES.includes(model.status)) {
        throw new MLModelFailedError(modelId, model.status, model);
      }
      return model.status === 'ONLINE';
    },
    options,
  );
}
