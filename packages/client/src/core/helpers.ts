/** Pads a month or day number below 10 with a leading zero: `3` → `'03'`, `12` → `'12'`. */
export function padTwoDigits(value: number): string {
  return value < 10 && value >= 0 ? `0${value}` : String(value);
}

/** The file types a snapshot can be created from. */
export const SNAPSHOT_FILE_TYPES = ['application/zip', 'application/json'] as const;

/**
 * Checks that a snapshot file is a ZIP or a JSON file (by its MIME type).
 * @throws Error `The uploaded file must be either a ZIP or a JSON file.` otherwise.
 */
export function assertSnapshotFile(file: { type: string }): void {
  const type = (file as { type?: unknown } | null | undefined)?.type;
  if (typeof type !== 'string' || !(SNAPSHOT_FILE_TYPES as readonly string[]).includes(type)) {
    throw new Error('The uploaded file must be either a ZIP or a JSON file.');
  }
}
