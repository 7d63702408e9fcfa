import { type Environment, PlatformClient, type Region } from '@platform-admin/client';
import { configPath, profileName, readConfig } from './config';
import { UsageError } from './errors';
import type { Io } from './output';

export const REGIONS: readonly Region[] = ['us', 'eu', 'au'];
export const ENVIRONMENTS: readonly Environment[] = ['dev', 'stg', 'production', 'hipaa'];

/** The connection flags, as commander gives them. */
export interface ConnectionFlags {
  token?: string;
  org?: string;
  region?: string;
  environment?: string;
  host?: string;
  profile?: string;
  emulator?: boolean;
}

export interface Connection {
  token: string;
  org?: string;
  region?: Region;
  environment?: Environment;
  host?: string;
  /** Set with `--emulator`: the in-process emulator's fetch. */
  fetch?: (request: Request) => Response | Promise<Response>;
}

const ENV = {
  token: 'PLATFORM_ADMIN_TOKEN',
  org: 'PLATFORM_ADMIN_ORG',
  region: 'PLATFORM_ADMIN_REGION',
  environment: 'PLATFORM_ADMIN_ENVIRONMENT',
  host: 'PLATFORM_ADMIN_HOST',
} as const;

function checked<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  what: string,
): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (!allowed.includes(value as T)) {
    throw new UsageError(`Unknown ${what} '${value}'.`, `Use one of: ${allowed.join(', ')}.`);
  }
  return value as T;
}

/**
 * The connection settings: flags first, then environment variables (`PLATFORM_ADMIN_TOKEN`, ...),
 * then the profile in the config file.
 * @param requireToken false for commands that bring their own (login).
 */
export function resolveConnection(flags: ConnectionFlags, env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(configPath(env));
  const name = profileName(flags.profile, config, env);
  const profile = config.profiles[name] ?? {};
  if (flags.profile && !config.profiles[flags.profile]) {
    const known = Object.keys(config.profiles);
    throw new UsageError(
      `No profile '${flags.profile}' in ${configPath(env)}.`,
      known.length
        ? `Known profiles: ${known.join(', ')}; or create it with \`platform-admin login --profile ${flags.profile}\`.`
        : `Create it with \`platform-admin login --profile ${flags.profile}\`.`,
    );
  }
  const pick = (key: keyof typeof ENV) => flags[key] || env[ENV[key]] || profile[key] || undefined;
  return {
    profile: name,
    token: pick('token'),
    org: pick('org'),
    region: checked(pick('region'), REGIONS, 'region'),
    environment: checked(pick('environment'), ENVIRONMENTS, 'environment'),
    host: pick('host'),
  };
}

export const missingToken = () =>
  new UsageError(
    'No access token.',
    'Set PLATFORM_ADMIN_TOKEN, run `platform-admin login` to keep one in a profile, pass --token, or try --emulator.',
  );

/** A call on an organization, and no organization from `--org`, the environment or the profile. */
export const missingOrganization = (command: string) =>
  new UsageError(
    `${command} needs an organization, and none is set.`,
    'Pass --org <organizationId>, set PLATFORM_ADMIN_ORG, or keep one in a profile (`platform-admin login --org <organizationId>`); `platform-admin organizations list` lists those the token may use.',
  );

/** The connection to use: the in-process emulator with `--emulator`, else the resolved settings. */
export async function connect(flags: ConnectionFlags, io: Io, env = process.env): Promise<Connection> {
  if (flags.emulator) {
    const { createEmulator, DEFAULT_TOKEN, DEFAULT_ORGANIZATION_ID } = await import(
      '@platform-admin/emulator'
    );
    const emulator = createEmulator();
    if (io.stderrIsTty)
      io.err(
        `(a fresh in-process emulator: organization '${flags.org || DEFAULT_ORGANIZATION_ID}'; nothing is kept)`,
      );
    return {
      token: DEFAULT_TOKEN,
      org: flags.org || DEFAULT_ORGANIZATION_ID,
      host: 'http://emulator.invalid',
      fetch: emulator.fetch,
    };
  }
  const resolved = resolveConnection(flags, env);
  if (!resolved.token) throw missingToken();
  io.addSecret(resolved.token);
  return { ...resolved, token: resolved.token };
}

export function clientFor(connection: Connection): PlatformClient {
  return new PlatformClient({
    accessToken: connection.token,
    organizationId: connection.org,
    region: connection.region,
    environment: connection.environment,
    host: connection.host,
    fetch: connection.fetch,
  });
}
