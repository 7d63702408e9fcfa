import type { EmulatorContext } from '../context';

/** Every value of a list query parameter of the catalog-management API, repeated or comma-separated. */
export const listQuery = (ctx: EmulatorContext, name: string) =>
  ctx
    .queries(name)
    .flatMap((value) => value.split(','))
    .filter(Boolean);
