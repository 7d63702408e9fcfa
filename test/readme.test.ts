// The README's TypeScript examples type-check against the packages' sources, as a user's editor would.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}test-output/readme-${process.pid}`;

describe('the README', () => {
  it('has TypeScript examples that type-check', () => {
    const readme = readFileSync(`${root}README.md`, 'utf8');
    const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const files = blocks.map((code, i) => {
      const file = `${out}/example-${i + 1}.ts`;
      writeFileSync(file, `${code}\nexport {};\n`);
      return file;
    });
    const client = `${root}packages/client/src`;
    const program = ts.createProgram(files, {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: ['node'],
      typeRoots: [`${root}node_modules/@types`],
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      baseUrl: root,
      paths: {
        '@platform-admin/client': [`${client}/index.ts`],
        '@platform-admin/client/core': [`${client}/core/index.ts`],
        '@platform-admin/client/node': [`${client}/node/index.ts`],
        '@platform-admin/client/*': [`${client}/resources/*/index.ts`],
        '@platform-admin/emulator': [`${root}packages/emulator/src/index.ts`],
      },
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file && files.includes(d.file.fileName))
      .map((d) => {
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
        return `${d.file!.fileName.replace(`${out}/`, '')}:${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      });
    rmSync(out, { recursive: true, force: true });
    expect(problems).toEqual([]);
  }, 120_000);
});
