import { catalog } from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { engineEndpoints } from '../src/app';
import { publishedOperation } from '../src/openapi';

describe('the emulator', () => {
  it('serves the calls no family handles by hand with the engine, each one the platform publishes', () => {
    const engine = engineEndpoints();
    expect(engine.length).toBeLessThan(catalog.length);
    // The engine reads the published schemas: an unpublished call needs a handler of its family.
    expect(engine.filter((name) => !publishedOperation(name))).toEqual([]);
  });
});
