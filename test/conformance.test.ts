// The catalog and the emulator against the platform's published OpenAPI specs (spec/openapi).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import generated from '../packages/emulator/src/generated/openapi.json';
import { publishedOperations } from '../packages/emulator/src/openapi';
import { REQUESTS_NOT_YET_ENFORCED } from '../packages/emulator/src/pending';
import { queryFigures, summarize, workflowReports } from '../scripts/conformance';
import { fidelity } from '../scripts/openapi/fidelity';
import { typeFigures } from '../scripts/openapi/typed';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the published OpenAPI specs', () => {
  it('are read into packages/emulator/src/generated, which is up to date (npm run generate)', () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts', '--check'], {
      cwd: root,
      stdio: 'pipe',
    });
  }, 120_000);

  it.skipIf(!existsSync(new URL('../../shared/openapi', import.meta.url)))(
    'are kept equal to ../shared/openapi when ../shared is present (spec/openapi is the copy the tools read)',
    () => {
      const shared = new URL('../../shared/openapi/', import.meta.url);
      const files = readdirSync(shared).filter((file) => /\.(yml|json)$/.test(file));
      expect(files.length).toBeGreaterThan(30);
      for (const file of files) {
        expect(
          readFileSync(`${root}spec/openapi/${file}`, 'utf8') === readFileSync(new URL(file, shared), 'utf8'),
          `spec/openapi/${file}: copy it again from ../shared/openapi, then npm run generate`,
        ).toBe(true);
      }
    },
  );

  it('hold 1,009 operations, each made by a catalog call, as spec/openapi/operations.json lists', () => {
    const listed = JSON.parse(readFileSync(`${root}spec/openapi/operations.json`, 'utf8')) as Array<{
      method: string;
      path: string;
    }>;
    const key = (operation: { method: string; path: string }) =>
      `${operation.method} ${operation.path.replace(/\/+$/, '')}`;
    expect(publishedOperations.map(key).sort()).toEqual(listed.map(key).sort());
    expect(publishedOperations.filter((operation) => operation.endpoint)).toHaveLength(1009);
  });

  it('compile, every schema of every operation', () => {
    const ajv = new Ajv({ strict: false, validateFormats: false });
    for (const [service, schemas] of Object.entries(generated.services)) {
      ajv.addSchema({ $id: service, $defs: schemas as Record<string, object> });
    }
    const failures: string[] = [];
    for (const operation of publishedOperations) {
      const schemas = [
        operation.body?.schema,
        ...Object.values(operation.responses).map((answer) => answer.schema),
        ...operation.query.map((parameter) => parameter.schema),
      ];
      for (const schema of schemas) {
        if (!schema) continue;
        try {
          ajv.compile(schema);
        } catch (error) {
          failures.push(`${operation.operationId}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('the catalog against the published specs', () => {
  it('takes every query parameter name the platform publishes, and no other (the catalog is generated)', () => {
    const figures = queryFigures();
    expect(figures.missing).toEqual([]);
    expect(figures.unknown).toEqual([]);
  });

  it('types each enum the answers and bodies hold with the values the platform publishes (test/conformance.known.json lists those left to mend)', () => {
    const figures = typeFigures();
    expect(figures.calls).toBe(1009);
    expect(figures.properties).toBeGreaterThan(100);
    const known = JSON.parse(readFileSync(`${root}test/conformance.known.json`, 'utf8')) as Record<
      string,
      string[]
    >;
    expect(figures.plainString.filter((line) => !known.enumPlainString.includes(line))).toEqual([]);
    expect(figures.missing.filter((line) => !known.enumMissing.includes(line))).toEqual([]);
    // The methods' query types name what the platform publishes.
    expect(figures.queryTypeUnknown.filter((line) => !known.queryTypeUnknown.includes(line))).toEqual([]);
    expect(figures.queryTypeMissing.filter((line) => !known.queryTypeMissing.includes(line))).toEqual([]);
  }, 120_000);

  it('types each published call as the platform publishes it: answer, body and query (test/fidelity.known.json lists the deliberate differences, each with its reason)', () => {
    const { calls, mismatches } = fidelity();
    expect(calls).toBe(1009);
    const known = JSON.parse(readFileSync(`${root}test/fidelity.known.json`, 'utf8')) as Record<
      string,
      string
    >;
    const found = mismatches.filter((m) => m.kind !== 'answerRequires').map((m) => `${m.endpoint} ${m.kind}`);
    expect(
      found.filter((key) => !Object.hasOwn(known, key)),
      'derive the type from packages/client/src/generated (npx tsx scripts/openapi/fidelity.ts --details says where it differs)',
    ).toEqual([]);
    // A difference mended leaves the list.
    expect(Object.keys(known).filter((key) => !found.includes(key))).toEqual([]);
  }, 120_000);

  it('lists only calls of the catalog as not yet enforced', () => {
    const published = new Set(publishedOperations.map((operation) => operation.endpoint));
    expect([...REQUESTS_NOT_YET_ENFORCED].filter((name) => !published.has(name))).toEqual([]);
  });
});

describe('the admin workflow against the published specs', () => {
  it('differs from them only where test/conformance.known.json says (issue 24 empties it)', async () => {
    const reports = summarize(await workflowReports());
    const known = JSON.parse(readFileSync(`${root}test/conformance.known.json`, 'utf8')) as Record<
      string,
      string[]
    >;
    for (const kind of ['query', 'body', 'status', 'answer']) {
      const found = reports[kind]?.distinct ?? [];
      expect(
        found.filter((line) => !known[kind].includes(line)),
        `new differences in ${kind}: mend them (test/conformance.known.json lists the ones left to mend)`,
      ).toEqual([]);
    }
  }, 60_000);
});
