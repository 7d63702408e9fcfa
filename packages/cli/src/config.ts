import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { UsageError } from './errors';

/** The connection settings one profile keeps. */
export interface Profile {
  token?: string;
  org?: string;
  region?: string;
  environment?: string;
  host?: string;
}

export interface ConfigFile {
  /** The profile used when `--profile` and `PLATFORM_ADMIN_PROFILE` name none. Default `default`. */
  defaultProfile?: string;
  profiles: Record<string, Profile>;
}

/** `$XDG_CONFIG_HOME/platform-admin/config.json`, `~/.config/platform-admin/config.json` without it. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME?.trim() || join(homedir(), '.config');
  return join(base, 'platform-admin', 'config.json');
}

export function readConfig(path = configPath()): ConfigFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { profiles: {} };
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as ConfigFile;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.profiles !== 'object' || !parsed.profiles) {
      throw new Error('no "profiles" object');
    }
    return parsed;
  } catch (error) {
    throw new UsageError(
      `The config file ${path} is not valid (${(error as Error).message}).`,
      'Fix it by hand, or delete it and run `platform-admin login` again.',
    );
  }
}

/** Writes the file readable by its owner only (0600), in a folder of mode 0700, atomically. */
export function writeConfig(config: ConfigFile, path = configPath()): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

/** The profile's name: `--profile`, then `PLATFORM_ADMIN_PROFILE`, then the file's default, then `default`. */
export function profileName(flag: string | undefined, config: ConfigFile, env = process.env): string {
  return flag || env.PLATFORM_ADMIN_PROFILE || config.defaultProfile || 'default';
}
