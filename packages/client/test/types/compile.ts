// The TypeScript compiler over one type-test fixture, with the repository's options: the type tests'
// one way to compile a fixture and read what the compiler says of it.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** A program of `fixture` (a file beside this one) under the repository's tsconfig.json. */
export function programOf(fixture: string): ts.Program {
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
  return ts.createProgram([fileURLToPath(new URL(`./${fixture}`, import.meta.url))], config.options);
}

/** What the compiler says of a program, each as `file:line: message` (none when it compiles). */
export function diagnosticsOf(program: ts.Program): string[] {
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName.slice(root.length)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!).line + 1}: `
      : '';
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  });
}
