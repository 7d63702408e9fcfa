import type { EmulatorContext } from '../context';
import type { Reply } from '../http';

/** Answers one catalog entry: returns the JSON body (200), or a {@link Reply}. */
export type Handler = (ctx: EmulatorContext) => unknown | Reply | Promise<unknown>;

/** Handlers by catalog entry name (`sources.startRefresh`). */
export type Handlers = Record<string, Handler>;
