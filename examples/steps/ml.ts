/**
 * Workflow step: create a machine-learning model (automatic relevance tuning, the `topclicks` engine)
 * and wait until it is ONLINE, printing each status it goes through.
 */
import { type MLModel, type PlatformClient, waitForModelOnline } from '@platform-admin/client';

export interface MachineLearningSummary {
  modelId: string;
  engineId: string;
  /** The statuses the model went through, in order (e.g. IN_QUEUE, BUILDING, ONLINE). */
  statuses: string[];
  status: string;
  /** When it finished building, ms since the epoch. */
  builtAt?: number;
}

export async function runMachineLearningStep(
  client: PlatformClient,
  step: (text: string) => void,
  log: (line: string) => void,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<MachineLearningSummary> {
  step('Creating a machine-learning model (automatic relevance tuning) and waiting until it is ONLINE');
  const model = await client.ml.register({
    engineId: 'topclicks',
    modelName: 'documentation_art',
    modelDisplayName: 'Documentation ART',
    exportPeriod: 'P3M',
    intervalTime: 1,
    intervalUnit: 'WEEK',
  });
  log(`  registered ${model.modelId} (${model.engineId}, learns from the last ${model.exportPeriod})`);

  const statuses: string[] = [];
  const online = await waitForModelOnline(client.ml, model.modelId, {
    intervalMs: options.intervalMs ?? 100,
    timeoutMs: options.timeoutMs ?? 60_000,
    onPoll: (current: MLModel | undefined, elapsedMs: number) => {
      const status = current?.status ?? 'UNKNOWN';
      if (statuses.at(-1) === status) return;
      statuses.push(status);
      log(`  ${(elapsedMs / 1000).toFixed(1).padStart(5)} s  ${status}`);
    },
  });
  const builtAt = online.previousModelUpdateTime;
  log(
    `  ${online.modelDisplayName ?? online.id} is ONLINE (${online.modelActivenessState ?? 'activeness unknown'})` +
      (builtAt ? `, built at ${new Date(builtAt).toISOString()}` : ''),
  );
  return { modelId: online.id, engineId: String(online.engineId), statuses, status: online.status, builtAt };
}
