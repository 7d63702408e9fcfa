// The emulator's shape: behaviour modules (handlers/) share state through the store and model/, and
// never import one another; model/ imports no handler module.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const handlers = join(src, 'handlers');
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesIn(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
/** The repository files a module imports (relative imports only), as paths under src/. */
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'"]*from '(\.[^']+)'/gm)].map(([, from]) =>
    relative(src, resolve(dirname(file), from)),
  );
/** Modules that only gather or type the handlers. */
const SHARED = new Set(['handlers/index', 'handlers/types']);

describe("the emulator's modules", () => {
  it('no handler module imports another handler module', () => {
    const crossings = filesIn(handlers)
      .filter((file) => !SHARED.has(relative(src, file).replace(/\.ts$/, '')))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith('handlers/') && !SHARED.has(target))
          .map((target) => `${relative(src, file)} imports ${target}`),
      );
    expect(crossings).toEqual([]);
  });

  it('model/ and the engine import no handler module', () => {
    const crossings = [...filesIn(join(src, 'model')), ...filesIn(join(src, 'engine'))].flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('handlers/') && target !== 'handlers/types')
        .map((target) => `${relative(src, file)} imports ${target}`),
    );
    expect(crossings).toEqual([]);
  });
});
