import { describe, expect, it } from 'vitest';
import { unhandledEndpoints } from '../src/app';

describe('the emulator', () => {
  it('has a handler for every call of the catalog', () => {
    expect(unhandledEndpoints()).toEqual([]);
  });
});
