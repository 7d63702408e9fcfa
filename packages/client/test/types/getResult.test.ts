// What GET methods are typed to resolve to: `undefined` only where the caller passed a `signal`
// (GetResult). The TypeScript compiler checks getResult.ts (the cases, and the README's
// read-modify-write), and every method of the catalog on PlatformClient: each GET is generic in its
// request settings and resolves to GetResult; no other call does.
import { catalog } from '@platform-admin/client';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, programOf, root } from './compile';

let program: ts.Program;

beforeAll(() => {
  program = programOf('getResult.ts');
}, 60_000);

describe('the types of GET methods', () => {
  it('compile the cases of getResult.ts: T without a signal, T | undefined with one', () => {
    expect(diagnosticsOf(program)).toEqual([]);
  }, 60_000);

  it('every GET of the catalog is generic in its settings and resolves to GetResult; no other call', () => {
    const checker = program.getTypeChecker();
    const client = program.getSourceFile(`${root}packages/client/src/client.ts`)!;
    const declaration = client.statements.find(
      (statement): statement is ts.ClassDeclaration =>
        ts.isClassDeclaration(statement) && statement.name?.text === 'PlatformClient',
    )!;
    const wrong: string[] = [];
    for (const endpoint of catalog) {
      let type = checker.getTypeAtLocation(declaration.name!);
      for (const part of endpoint.name.split('.')) {
        const property = checker.getPropertyOfType(type, part);
        if (!property) {
          wrong.push(`${endpoint.name}: no property ${part}`);
          break;
        }
        type = checker.getTypeOfSymbolAtLocation(property, declaration);
      }
      for (const signature of type.getCallSignatures()) {
        const text = checker.signatureToString(signature, undefined, ts.TypeFormatFlags.NoTruncation);
        const settings = signature.parameters.find((parameter) => parameter.name === 'settings');
        const settingsType = settings && checker.typeToString(checker.getTypeOfSymbol(settings));
        const generic =
          /^<.*\bS extends RequestSettings = \{\}>/.test(text) &&
          /settings\?: S\b/.test(text) &&
          /\): Promise<GetResult<.*, S>>$/.test(text);
        if (endpoint.method === 'GET' ? !generic : /\bGetResult<|\| undefined>$/.test(text)) {
          wrong.push(`${endpoint.method} ${endpoint.name}${text} (settings: ${settingsType})`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(catalog.filter((endpoint) => endpoint.method === 'GET').length).toBeGreaterThan(300);
  }, 60_000);
});
