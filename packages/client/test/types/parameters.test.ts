// Compiles parameters.ts: its `@ts-expect-error` lines fail the compile when the types take what the
// platform refuses (a required query parameter left out, ms for a date, a path value it does not list),
// and its other lines when they refuse what the platform takes.
import { expect, it } from 'vitest';
import { diagnosticsOf, programOf } from './compile';

it('types parameters as the published specs give them', () => {
  expect(diagnosticsOf(programOf('parameters.ts'))).toEqual([]);
}, 60_000);
