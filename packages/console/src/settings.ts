// The connection's settings, apart from the client: the shell of the page (header, breadcrumb bar)
// needs them, and must not pull the client into the initial bundle.

/** What the console's server says about the connection (no token: it stays on the server). */
export interface Settings {
  mode: 'emulator' | 'platform';
  organizationId: string;
  environment?: string;
  region?: string;
  /** The platform's base URL, for the snippets. */
  platformHost: string;
}

/** The header the console's server asks of every proxied call (a page of another site cannot send it). */
export const CONSOLE_HEADER = 'x-platform-admin-console';

let settingsPromise: Promise<Settings> | undefined;

/** The connection's settings, from `/api/settings`, fetched once. */
export function loadSettings(): Promise<Settings> {
  settingsPromise ??= fetch('/api/settings').then(async (response) => {
    if (!response.ok) throw new Error(`The console's server answered ${response.status} for its settings.`);
    return (await response.json()) as Settings;
  });
  return settingsPromise;
}
