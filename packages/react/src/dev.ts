/**
 * Whether development-time checks run. Bundlers replace `process.env.NODE_ENV` at build time; where
 * nothing replaced it and `process` does not exist (a plain browser), this counts as development.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}

/** Prints a development-time warning, prefixed with the package and component name. */
export function devWarn(component: string, message: string): void {
  if (isDevelopment()) console.warn(`[@platform-admin/react] ${component}: ${message}`);
}
