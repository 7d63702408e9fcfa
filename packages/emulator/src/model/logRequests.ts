import type { EmulatorContext } from '../context';

/**
 * A log request's state now: CREATED, RUNNING after a third of `refreshDurationMs`, SUCCESSFUL (with
 * its download URL) once the whole duration has passed since its `createdDate`.
 */
export function logRequestState(ctx: EmulatorContext, request: Record<string, any>): Record<string, any> {
  const elapsed = Date.now() - request.createdDate;
  const duration = ctx.settings.refreshDurationMs;
  if (elapsed < duration) return { ...request, state: elapsed >= duration / 3 ? 'RUNNING' : 'CREATED' };
  return {
    ...request,
    state: 'SUCCESSFUL',
    completedDate: request.createdDate + duration,
    url: `https://logs.emulator.local/${ctx.org}/${request.id}.zip`,
  };
}
