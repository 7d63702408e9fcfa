/** Exit codes: 0 success, 1 an API error, 2 a usage error, 130 interrupted (Ctrl-C). */
export const EXIT = { ok: 0, api: 1, usage: 2, interrupted: 130 } as const;

/** A command line that cannot run as typed; `hint` says how to mend it. Exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** A failure that is not the platform's answer (a wait that ended badly, a time-out). Exits 1. */
export class CommandError extends Error {
  override readonly name = 'CommandError';
}

/** Ctrl-C: the call in flight was aborted. Exits 130. */
export class Interrupted extends Error {
  override readonly name = 'Interrupted';
  constructor() {
    super('Interrupted.');
  }
}
