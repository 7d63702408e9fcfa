import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, expect, vi } from 'vitest';

/**
 * Silences and records `console.warn` for a test file: the calls are cleared and the rendered
 * trees unmounted after each test, and `console.warn` is restored after the file. React's own
 * complaints (`console.error`: unknown DOM properties, hydration mismatches, missing `act`, ...) fail
 * the test that caused them.
 */
export function captureWarnings() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error');
  afterEach(() => {
    cleanup();
    warn.mockClear();
    const errors = error.mock.calls.map((call) => call.map(String).join(' '));
    error.mockClear();
    expect(errors, 'console.error calls').toEqual([]);
  });
  afterAll(() => {
    warn.mockRestore();
    error.mockRestore();
  });
  return warn;
}
