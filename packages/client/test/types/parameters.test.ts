// Compiles parameters.ts: its `@ts-expect-error` lines fail the compile when the types take what the
// platform refuses (a required query parameter left out, ms for a date, a path value it does not list),
// and its other lines when they refuse what the platform takes.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = fileURLToPath(new URL('./parameters.ts', import.meta.url));

it('types parameters as the published specs give them', () => {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${root}tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const program = ts.createProgram([fixture], config.options);
  const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const line = diagnostic.file
      ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!).line + 1
      : 0;
    return `${diagnostic.file?.fileName.slice(root.length) ?? ''}:${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
  expect(diagnostics).toEqual([]);
}, 60_000);
