/**
 * Prints a development-time warning, prefixed with the package and component name.
 *
 * Every caller sits behind its own `process.env.NODE_ENV !== 'production'` check, written out at the
 * call site: bundlers replace `process.env.NODE_ENV` at build time, so that production bundles drop
 * the check, the call and the message text together.
 */
export function devWarn(component: string, message: string): void {
  console.warn(`[@platform-admin/react] ${component}: ${message}`);
}
