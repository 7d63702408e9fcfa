import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

/**
 * Silences and records `console.warn` for a test file: the calls are cleared and the rendered
 * trees unmounted after each test, and `console.warn` is restored after the file.
 */
export function captureWarnings() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => {
    cleanup();
    warn.mockClear();
  });
  afterAll(() => warn.mockRestore());
  return warn;
}
